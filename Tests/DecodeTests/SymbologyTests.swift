// SymbologyTests: symbology names as users type them.
import Decode
import Testing

@Suite struct SymbologyTests {
    @Test func listsParseWithSpacesAndCase() throws {
        #expect(try Symbology.parseList("qr, EAN13,databar-exp") == [.qr, .ean13, .databarExp])
    }

    @Test func allIsTheDefaultSet() throws {
        #expect(try Symbology.parseList("all") == Symbology.zbarDefault)
        #expect(try Symbology.parseList("all,ean5") == Symbology.zbarDefault.union([.ean5]))
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
