// SymbologyTests: symbology names as users type them.
import Decode
import Testing

@Suite struct SymbologyTests {
    @Test func listsParseWithSpacesAndCase() throws {
        #expect(try Symbology.parseList("qr, EAN13,databar-exp") == [.qr, .ean13, .databarExp])
        #expect(try Symbology.parseList("databar-ltd") == [.databarLtd])
        #expect(Symbology.databarLtd.displayName == "GS1 DataBar Limited")
    }

    @Test func allIsTheDefaultSet() throws {
        #expect(try Symbology.parseList("all") == Symbology.defaultSet)
        #expect(try Symbology.parseList("all,ean5") == Symbology.defaultSet.union([.ean5]))
    }

    @Test func theTwoDimensionalCodesAreOnByDefaultMaxiCodeWhenNamed() throws {
        #expect(Symbology.defaultSet.isSuperset(of: [.pdf417, .aztec, .dataMatrix]))
        #expect(!Symbology.defaultSet.contains(.maxicode))
        #expect(try Symbology.parseList("pdf417,aztec,datamatrix,maxicode") == [.pdf417, .aztec, .dataMatrix, .maxicode])
        #expect([Symbology.pdf417, .aztec, .dataMatrix, .maxicode].map(\.displayName) == ["PDF417", "Aztec", "Data Matrix", "MaxiCode"])
    }

    @Test func unknownNamesAreReportedByName() {
        #expect(throws: SymbologyError.unknown("qrcode")) { try Symbology.parseList("ean13,qrcode") }
        #expect(throws: SymbologyError.unknown("")) { try Symbology.parseList("qr,,ean8") }
        #expect(throws: SymbologyError.unknown("wedge")) { try Symbology.parseList("wedge") }
    }

    @Test func errorMessageListsTheKnownNames() {
        #expect(SymbologyError.unknown("x").description.hasPrefix("unknown symbology 'x' (known: qr, ean13, ean8, upca"))
    }
}
