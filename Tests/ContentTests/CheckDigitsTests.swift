// CheckDigitsTests: each algorithm on its specification's worked example, and refusals.
import Content
import Testing

@Suite struct CheckDigitsTests {
    @Test func gs1CheckDigitsOfTheGeneralSpecificationsExample() {
        // GS1 General Specifications 7.9.1: GTIN-13 629104150021 → 3.
        #expect(CheckDigits.gs1("629104150021") == 3)
        #expect(CheckDigits.gs1Valid("6291041500213"))
        #expect(!CheckDigits.gs1Valid("6291041500214"))
        // An SSCC (18 digits) and a GTIN-14.
        #expect(CheckDigits.gs1Valid("106141411234567897"))
        #expect(CheckDigits.gs1Valid("09506000134352"))
        #expect(CheckDigits.gs1("12a") == nil && !CheckDigits.gs1Valid("1"))
    }

    @Test func isbn10() {
        #expect(CheckDigits.isbn10("030640615") == "2")
        #expect(CheckDigits.isbn10("080442957") == "X")
        #expect(CheckDigits.isbn10("12345678") == nil)
    }

    @Test func ibansOfISO13616AndTheECBSExamples() {
        #expect(CheckDigits.ibanValid("GB82 WEST 1234 5698 7654 32"))
        #expect(CheckDigits.ibanValid("DE89370400440532013000"))
        #expect(CheckDigits.ibanValid("CH93 0076 2011 6238 5295 7"))
        #expect(!CheckDigits.ibanValid("GB82 WEST 1234 5698 7654 33"))
        #expect(!CheckDigits.ibanValid("GB82"))
        #expect(!CheckDigits.ibanValid("GB82 WEST 1234 5698 7654 3!"))
        // ISO 11649 creditor reference RF18 5390 0754 7034: valid when mod 97 of the rearranged text is 1.
        #expect(CheckDigits.mod97("539007547034" + "RF18") == 1)
    }

    @Test func theSwissQRReferencesRecursiveMod10() {
        // SIX's Swiss QR-bill guidelines: 21 00000 00003 13947 14300 0901 7.
        #expect(CheckDigits.mod10Recursive("21000000000313947143000901") == 7)
        #expect(CheckDigits.mod10Recursive("x") == nil)
    }

    @Test func crc16OfTheCatalogueCheckString() {
        // CRC-16/CCITT-FALSE's check value: "123456789" → 0x29B1.
        #expect(CheckDigits.crc16CCITTFalse(Array("123456789".utf8)) == 0x29B1)
    }
}
