import Language
// GS1MissingAssociationTests: the mandatory associations (`req=`) of the syntax dictionary,
// checked as the GS1 Barcode Syntax Engine checks them, on its own test cases (src/c-lib/ai.c,
// validateAIrequisites; github.com/gs1/gs1-syntax-engine, Apache License 2.0), and said on the
// card as a bad check digit is, not refused.
import Testing

@testable import Content

@Suite struct GS1MissingAssociationTests {
    let context = ContentContext(today: CalendarDate(year: 2026, month: 8, day: 1)!)

    func parse(_ text: String, symbology: String = "qr", gs1: Bool = false) throws(ContentRefusal) -> GS1ElementString? {
        try GS1ElementString.parse(ContentPayload(symbology: symbology, text: text, gs1: gs1), context: context)
    }

    @Test func theDictionarysAttributesAreRead() {
        let all = GS1ApplicationIdentifier.all
        #expect(all["10"]?.requires == [[["01"], ["02"], ["03"], ["8006"], ["8026"]]])
        #expect(all["250"]?.requires == [[["01"], ["8006"]], [["21"]]])
        #expect(all["7004"]?.requires == [[["01", "10"]]])
        #expect(all["3925"]?.requires == [[["01"]], [["30"], ["31nn"], ["32nn"], ["35nn"], ["36nn"]]])
        #expect(all["01"]?.requires == [] && all["00"]?.requires == [])
    }

    @Test func theSyntaxEnginesCases() throws {
        // Every association met: no warning.
        let met = [
            "(02)12345678901231(37)123(00)123456789012345675", "(91)XXX(02)12345678901231(92)YYY(37)123(93)ZZZ(00)123456789012345675",
            "(21)ABC123(01)12345678901231", "(21)ABC123(8006)123456789012310510", "(01)12345678901231(21)XYZ999(250)ABC123",
            "(01)12345678901231(3925)12599(30)123", "(01)12345678901231(3925)12599(3100)654321", "(01)12345678901231(3925)12599(3105)654321",
            "(01)12345678901231(3925)12599(3160)654321", "(01)12345678901231(3925)12599(3165)654321", "(01)12345678901231(3925)12599(3295)654321",
            "(01)12345678901231(3925)12599(3500)654321", "(01)12345678901231(3925)12599(3575)654321", "(01)12345678901231(3925)12599(3600)654321",
            "(01)12345678901231(3925)12599(3695)654321", "(8030)DIGSIG(00)123456789012345675", "(8030)DIGSIG(01)12345678901231(21)ABC123",
            "(8030)DIGSIG(253)1234567890128X", "(8030)DIGSIG(255)12345678901280", "(8030)DIGSIG(8003)01234567890128X",
            "(8030)DIGSIG(8004)01234567890", "(8030)DIGSIG(8006)123456789012310102(21)ABC123", "(8030)DIGSIG(8010)1234567890(8011)123456789012",
            "(8030)DIGSIG(8017)123456789012345675", "(8030)DIGSIG(8018)123456789012345675",
        ]
        for text in met {
            let gs1 = try #require(try parse(text), "\(text)")
            #expect(gs1.missingAssociations.isEmpty, "\(text)")
        }
        // One not met: read all the same, and said.
        let unmet = [
            "(02)12345678901231", "(02)12345678901231(37)123", "(99)AAA(02)12345678901231(37)123", "(02)12345678901231(99)AAA(37)123",
            "(02)12345678901231(37)123(99)AAA", "(21)ABC123", "(01)12345678901231(250)ABC123", "(01)12345678901231(3925)12599", "(8030)DIGSIG",
            "(8030)DIGSIG(01)12345678901231", "(8030)DIGSIG(8006)123456789012310102", "(8030)DIGSIG(8010)1234567890",
        ]
        for text in unmet {
            let gs1 = try #require(try parse(text), "\(text)")
            #expect(!gs1.missingAssociations.isEmpty, "\(text)")
        }
    }

    @Test func saidOnTheCardAsTheOtherLintersAre() throws {
        // #54: a batch without the GTIN (or another key) it is a batch of was read without a word.
        let batch = try #require(try parse("(10)ABC123"))
        #expect(batch.missingAssociations == [GS1MissingAssociation(ai: "10", alternatives: [["01"], ["02"], ["03"], ["8006"], ["8026"]])])
        #expect(batch.card.english.warning == "(10) needs (01), (02), (03), (8006) or (8026)")
        #expect(try parse("(02)12345678901231")?.card.english.warning == "(02) needs (37)")
        #expect(try parse("(01)12345678901231(250)ABC123")?.card.english.warning == "(250) needs (21)")
        #expect(try parse("(01)09506000134352(7004)50")?.card.english.warning == "(7004) needs (01)+(10)")
        #expect(try parse("(01)12345678901231(3925)12599")?.card.english.warning == "(3925) needs (30), (31nn), (32nn), (35nn) or (36nn)")
        // With the other warnings, after them; an element string in a symbol (FNC1 first) alike.
        let expired = try #require(try parse("1726073110ABC123", symbology: "datamatrix", gs1: true))
        #expect(
            expired.card.english.warning
                == "Expired Jul 31, 2026 · (17) needs (01), (02), (03), (255), (8006) or (8026) · (10) needs (01), (02), (03), (8006) or (8026)")
        // The medicine pack and a Digital Link URI meet theirs.
        #expect(try parse("01095060001343521726073110ABC123", symbology: "datamatrix", gs1: true)?.missingAssociations == [])
        #expect(try parse("https://id.gs1.org/01/09520123456788/10/ABC1/21/12345?17=180426")?.missingAssociations == [])
    }
}
