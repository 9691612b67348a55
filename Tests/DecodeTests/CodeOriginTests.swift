// CodeOriginTests: what read a code, and the names events and the History keep it by.
import Decode
import Testing

@Suite struct CodeOriginTests {
    @Test func namesAreTheSymbologysThenNumberAndWedge() {
        #expect(CodeOrigin.barcode(.databarExp).name == "databar-exp" && CodeOrigin.priceTag.name == "number" && CodeOrigin.scanner.name == "wedge")
        #expect([CodeOrigin.barcode(.dataMatrix), .priceTag, .scanner].map(\.displayName) == ["Data Matrix", "Price", "Scanner"])
    }

    @Test func everyNameReadsBackAsItsOrigin() {
        let all = Symbology.allCases.map(CodeOrigin.barcode) + [.priceTag, .scanner]
        #expect(all.map { CodeOrigin(name: $0.name) } == all)
        #expect(CodeOrigin(name: "basket") == nil && CodeOrigin(name: "") == nil && CodeOrigin(name: "QR") == nil)
    }

    @Test func noSymbologyStandsForAPriceOrAScanner() {
        #expect(Symbology(rawValue: "number") == nil && Symbology(rawValue: "wedge") == nil)
        #expect(throws: SymbologyError.unknown("number")) { try Symbology.parseList("qr,number") }
    }

    @Test func aScannersLineHasNoPlaceNorSymbology() {
        let line = Detection.scanned("4006381333931")
        #expect(line.origin == .scanner && !line.origin.hasPlace && line.symbology == nil)
        #expect(line.text == "4006381333931" && line.bytes == Array("4006381333931".utf8) && line.corners == .nowhere && line.quality == 0)
        let code = Detection(symbology: .ean13, bytes: Array("4006381333931".utf8), content: .text("4006381333931"), corners: .nowhere, quality: 3)
        #expect(code.origin == .barcode(.ean13) && code.symbology == .ean13 && code.origin.hasPlace)
    }

    @Test func aPriceShowsItsSignAndUnit() {
        var price = Detection(origin: .priceTag, bytes: Array("2.49".utf8), content: .text("2.49"), corners: .nowhere, quality: 88)
        price.currency = "€"
        price.unit = "kg"
        #expect(price.displayText == "2.49 €/kg" && price.symbology == nil)
    }
}
