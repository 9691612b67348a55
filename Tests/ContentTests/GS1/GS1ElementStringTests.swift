// GS1ElementStringTests: GS1 element strings from symbol data, bracketed text and Digital Link
// URIs, against the examples of the GS1 General Specifications and the GS1 Digital Link standard
// as the GS1 Barcode Syntax Engine's tests give them (github.com/gs1/gs1-syntax-engine,
// src/c-lib/ai.c, dl.c, scandata.c), and malformed ones refused with their reason.
import Content
import Language
import Testing
import Wire

@Suite struct GS1ElementStringTests {
    /// The kiosk's day in these tests: 1 August 2026, the day after the issue example's expiry.
    let context = ContentContext(today: CalendarDate(year: 2026, month: 8, day: 1)!)

    func parse(_ text: String, symbology: String = "datamatrix", gs1: Bool = true) throws(ContentRefusal) -> GS1ElementString? {
        try GS1ElementString.parse(ContentPayload(symbology: symbology, text: text, gs1: gs1), context: context)
    }

    /// The reason `text` is refused; nil when it is not.
    func refusal(_ text: String, symbology: String = "datamatrix", gs1: Bool = true) -> String? {
        do {
            _ = try parse(text, symbology: symbology, gs1: gs1)
            return nil
        } catch {
            return error.description
        }
    }

    func values(_ gs1: GS1ElementString?) -> [String] { gs1?.elements.map { "(\($0.ai))\($0.value)" } ?? [] }

    // MARK: Symbol data (FNC1 first, GS between fields)

    @Test func theIssuesMedicinePackPastItsExpiry() throws {
        // The issue's example: GS1's example GTIN 09506000134352, expiry 31 Jul 2026, batch
        // ABC123; (01) and (17) have predefined lengths, so no GS follows them.
        let gs1 = try #require(try parse("01095060001343521726073110ABC123"))
        #expect(gs1.hri == "(01)09506000134352(17)260731(10)ABC123")
        #expect(gs1.expired == true)
        #expect(
            JSON.object(gs1.fields)
                == .object([
                    ("hri", .string("(01)09506000134352(17)260731(10)ABC123")),
                    (
                        "elements",
                        .array([
                            .object([
                                ("ai", .string("01")), ("title", .string("GTIN")), ("value", .string("09506000134352")),
                                ("checkDigitValid", .bool(true)),
                            ]),
                            .object([
                                ("ai", .string("17")), ("title", .string("USE BY or EXPIRY")), ("value", .string("260731")),
                                ("date", .string("2026-07-31")),
                            ]),
                            .object([("ai", .string("10")), ("title", .string("BATCH/LOT")), ("value", .string("ABC123"))]),
                        ])
                    ),
                    ("gtin", .string("09506000134352")),
                    ("expired", .bool(true)),
                ]))
        #expect(
            gs1.card.english
                == WordedCard(
                    title: "Product", main: [.init("GTIN", "09506000134352"), .init("Expiry", "Jul 31, 2026"), .init("Batch", "ABC123")],
                    warning: "Expired Jul 31, 2026"))
    }

    @Test func notExpiredOnTheExpiryDayItself() throws {
        let onTheDay = ContentContext(today: CalendarDate(year: 2026, month: 7, day: 31)!)
        let payload = ContentPayload(symbology: "code128", text: "01095060001343521726073110ABC123", gs1: true)
        let gs1 = try #require(try GS1ElementString.parse(payload, context: onTheDay))
        #expect(gs1.expired == false)
        #expect(gs1.card.english.warning == nil)
    }

    @Test func theSyntaxEnginesScanDataWithSymbologyIdentifiers() throws {
        // scandata.c: GS1 QR, GS1 DataMatrix, GS1-128, DataBar, each with its AIM identifier
        // typed in front, a GS after the variable-length batch, and a trailing GS kept.
        for aim in ["]Q3", "]d2", "]C1", "]e0", "]J1"] {
            let gs1 = try parse(aim + "011231231231233310ABC123\u{1D}99TESTING\u{1D}", symbology: "wedge", gs1: false)
            #expect(values(gs1) == ["(01)12312312312333", "(10)ABC123", "(99)TESTING"])
        }
        // The engine's own AIM identifier instead of the flag, and a GS for the first FNC1.
        let flagged = try GS1ElementString.parse(
            ContentPayload(symbology: "qr", bytes: Array("\u{1D}011231231231233310ABC123".utf8), text: nil, aimIdentifier: "]Q3"), context: context)
        #expect(values(flagged) == ["(01)12312312312333", "(10)ABC123"])
    }

    @Test func gs1DataBarIsAlwaysGS1Data() throws {
        #expect(values(try parse("0100012345678905", symbology: "databar", gs1: false)) == ["(01)00012345678905"])
        // A bare GTIN-14 from DataBar Omnidirectional is a retail number, not an element string.
        #expect(try parse("00012345678905", symbology: "databar", gs1: false) == nil)
        // DataBar Limited carries a GTIN-14 too (zxing-cpp 2.3: `databarltd-1/00.png`).
        #expect(values(try parse("0100000000000000", symbology: "databar-ltd", gs1: false)) == ["(01)00000000000000"])
        #expect(try parse("00012345678905", symbology: "databar-ltd", gs1: false) == nil)
    }

    @Test func predefinedAndVariableLengths() throws {
        // ai.c's parse tests: no FNC1 after (01) or (3100); one after (10) and (3900).
        #expect(values(try parse("011234567890123110" + "12345")) == ["(01)12345678901231", "(10)12345"])
        #expect(values(try parse("31001234561012345")) == ["(3100)123456", "(10)12345"])
        #expect(values(try parse("1012345\u{1D}11991225")) == ["(10)12345", "(11)991225"])
        #expect(values(try parse("390012345\u{1D}11991225")) == ["(3900)12345", "(11)991225"])
        // (422) has a fixed length but is not predefined: without its FNC1 the next AI runs on.
        #expect(refusal("42252810ABC") == "(422) 52810ABC: too long for N3")
    }

    @Test func decimalsCurrenciesAndDates() throws {
        // GS1 General Specifications 3.6: (310n) net weight in kg, n decimals; 3.8: (393n) price
        // with its ISO 4217 currency; (11) production date with the century of 7.12.
        let gs1 = try #require(try parse("0195012345678903310300012339329784" + "99\u{1D}11770101"))
        #expect(gs1.element("3103")?.decimal == "0.123")
        #expect(gs1.element("3932")?.decimal == "4.99")
        #expect(gs1.element("3932")?.currency == "EUR")
        // 2026 - 49 … 2026 + 50: 77 is 1977, 76 is 2076.
        #expect(gs1.element("11")?.date == CalendarDate(year: 1977, month: 1, day: 1))
        #expect(try parse("11760101")?.element("11")?.date == CalendarDate(year: 2076, month: 1, day: 1))
        // Day 00: the last day of the month.
        #expect(try parse("17240200")?.element("17")?.date == CalendarDate(year: 2024, month: 2, day: 29))
        #expect(
            gs1.card.english.main == [.init("GTIN", "95012345678903"), .init("Net weight", "0.123 kg")]
                && gs1.card.english.details == [.init("Price", "EUR 4.99"), .init("Produced", "Jan 1, 1977")])
    }

    @Test func bestBeforeCountsAsExpiredButSellByDoesNot() throws {
        let bestBefore = try #require(try parse("010950600013435215260731"))
        #expect(bestBefore.expired == true)
        #expect(bestBefore.card.english.warning == "Past best before Jul 31, 2026")
        let sellBy = try #require(try parse("010950600013435216260731"))
        #expect(sellBy.expired == nil)
        #expect(
            JSON.object(sellBy.fields)
                == .object([
                    ("hri", .string("(01)09506000134352(16)260731")), ("elements", sellBy.fields[1].value), ("gtin", .string("09506000134352")),
                ]))
    }

    @Test func aBadCheckDigitIsReportedNotRefused() throws {
        // ai.c: (01)95012345678902 has a wrong check digit (…903 is right).
        let gs1 = try #require(try parse("0195012345678902"))
        #expect(gs1.element("01")?.checkDigitValid == false)
        #expect(!gs1.checkDigitsValid)
        #expect(gs1.card.english.warning == "Bad check digit in GTIN (01)")
    }

    @Test func theCheckCharacterPairOfAGlobalModelNumber() throws {
        // GS1 General Specifications 7.9.5's example GMN.
        #expect(try parse("80131987654Ad4X4bL5ttr2310c2K")?.element("8013")?.checkDigitValid == true)
        #expect(try parse("80131987654Ad4X4bL5ttr2310cXK")?.element("8013")?.checkDigitValid == false)
    }

    @Test func whatTheItemIs() throws {
        // GTIN, expiry, batch and serial in a GS1 DataMatrix: the EU FMD / DSCSA unique
        // identifier, also a medical device's UDI; a national reimbursement number: a medicine.
        #expect(try parse("010950600013435217260731" + "10ABC123\u{1D}21XYZ")?.card.english.title == "Medicine or device")
        #expect(try parse("010950600013435217260731" + "10ABC123\u{1D}21XYZ", symbology: "code128")?.card.english.title == "Product")
        #expect(try parse("0109506000134352710" + "1234567")?.card.english.title == "Medicine")
        #expect(try parse("00106141411234567897")?.card.english.title == "Shipping unit")
        #expect(try parse("4149520123456788")?.card.english.title == "Location")
    }

    @Test func inputsTheFuzzerFound() throws {
        // A GMN of 21 digits overflowed the number the linters read from digits.
        #expect(try parse("8013482600570032607373100")?.element("8013")?.checkDigitValid == false)
        // A digit with a combining mark is one Character between "0" and "9", but no digit.
        #expect(refusal("(17)172\u{356}036", symbology: "qr", gs1: false) == "(17) 17<U+32 U+356>036: U+32 U+356 is not a digit")
    }

    // MARK: Bracketed human readable interpretation

    @Test func theBracketedFormOfTheIssuesExample() throws {
        let gs1 = try #require(try parse("(01)09506000134352(17)260731(10)ABC123", symbology: "qr", gs1: false))
        #expect(gs1.hri == "(01)09506000134352(17)260731(10)ABC123")
        #expect(gs1.expired == true)
        // ai.c: an escaped bracket is part of the value.
        #expect(values(try parse(#"(10)12345\(11)991225"#, symbology: "qr", gs1: false)) == ["(10)12345(11)991225"])
    }

    @Test func textThatOnlyLooksBracketed() throws {
        #expect(try parse("(415) 555-0100", symbology: "qr", gs1: false) == nil)
        #expect(try parse("(55)123", symbology: "qr", gs1: false) == nil)
        #expect(try parse("hello", symbology: "qr", gs1: false) == nil)
    }

    // MARK: GS1 Digital Link

    @Test func digitalLinkStandardExamples() throws {
        // GS1 Digital Link standard examples (dl.c): key, qualifiers in the path, (17) as a
        // data attribute.
        let link = try #require(try parse("https://id.gs1.org/01/09520123456788/10/ABC1/21/12345?17=180426", symbology: "qr", gs1: false))
        #expect(values(link) == ["(01)09520123456788", "(10)ABC1", "(21)12345", "(17)180426"])
        #expect(link.digitalLinkHost == "id.gs1.org")
        #expect(link.expired == true)
        #expect(link.fields.map(\.key) == ["hri", "elements", "gtin", "expired", "digitalLink"])
        #expect(link.fields.last?.value == .string("id.gs1.org"))

        let weighed = try #require(try parse("https://example.com/01/09520123456788?3103=000195&3922=0299&17=201225", symbology: "qr", gs1: false))
        #expect(values(weighed) == ["(01)09520123456788", "(3103)000195", "(3922)0299", "(17)201225"])
        #expect(weighed.element("3103")?.decimal == "0.195")
        #expect(weighed.element("3922")?.decimal == "2.99")

        #expect(
            values(try parse("https://id.gs1.org/414/9520123456788/254/32a%2Fb", symbology: "qr", gs1: false)) == [
                "(414)9520123456788", "(254)32a/b",
            ])
        #expect(
            values(try parse("https://id.gs1.org/01/09520123456788/235/XYZ?10=ABC123", symbology: "qr", gs1: false)) == [
                "(01)09520123456788", "(235)XYZ", "(10)ABC123",
            ])
    }

    @Test func digitalLinkStemsPercentEncodingAndOtherParameters() throws {
        #expect(values(try parse("https://a/more/stem/00/006141411234567890", gs1: false)) == ["(00)006141411234567890"])
        #expect(values(try parse("https://a/00/faux/00/006141411234567890", gs1: false)) == ["(00)006141411234567890"])
        #expect(values(try parse("HTTPS://A/00/006141411234567890", gs1: false)) == ["(00)006141411234567890"])
        #expect(
            values(try parse("https://a/01/12312312312333/22/ABC%2d123?99=ABC&98=XYZ%2f987", gs1: false)) == [
                "(01)12312312312333", "(22)ABC-123", "(99)ABC", "(98)XYZ/987",
            ])
        #expect(
            values(try parse("https://a/01/12312312312333?singleton1&unknown1=555&99=ABC&singleton2&98=XYZ#fragment", gs1: false)) == [
                "(01)12312312312333", "(99)ABC", "(98)XYZ",
            ])
    }

    @Test func webAddressesThatAreNotDigitalLinks() throws {
        #expect(try parse("https://example.com/news/2024/01/15", gs1: false) == nil)
        #expect(try parse("https://example.com/01/ABC", gs1: false) == nil)
        // A zero-suppressed GTIN is deprecated and not read (the engine's default).
        #expect(try parse("https://a/01/2112345678900", gs1: false) == nil)
        #expect(try parse("HtTp://a/b/00/006141411234567890", gs1: false) == nil)
        #expect(try parse("https://a/stem/00/006141411234567890/", gs1: false) == nil)
        #expect(try parse("ftp://a/00/006141411234567890", gs1: false) == nil)
    }

    @Test func digitalLinksThatBreakTheStandard() {
        #expect(
            refusal("https://example.com/01/09520123456788?10=ABC123", gs1: false) == "GS1 Digital Link: (10) is a qualifier and belongs in the path")
        #expect(
            refusal("https://id.gs1.org/01/09520123456788/21/12345/10/ABC1", gs1: false)
                == "GS1 Digital Link: path (01)(21)(10) is not a primary key and its qualifiers in order")
        #expect(refusal("https://id.gs1.org/01/09520123456788/10/ABC123?99=XYZ789&99=XYZ789", gs1: false) == "(99) appears twice")
        #expect(
            refusal("https://a/01/12312312312333?99=ABC&999=faux", gs1: false)
                == "GS1 Digital Link: query parameter 999 is not an Application Identifier")
        #expect(refusal("https://a/01/12312312312333?21=ABC", gs1: false) == "GS1 Digital Link: (21) may not be a data attribute")
        #expect(refusal("https://a/01/12312312312333?99=", gs1: false) == "(99) has no value")
        #expect(refusal("https://a/01/12312312312333?99=ABC%00DEF", gs1: false) == "(99) decodes to a NUL character")
        #expect(refusal("https://a/01/12312312312333/10/AB<C", gs1: false) == "GS1 Digital Link: '<' may not be in a URI")
        #expect(refusal("https://[fe80::1%25lo]/01/12312312312333", gs1: false) == "GS1 Digital Link: bad host \"[fe80::1%25lo]\"")
        #expect(refusal("https://a/253/1231231231232TEST56789012345678", gs1: false) == nil)  // too long: not claimed as a key value
    }

    // MARK: Refusals

    @Test func malformedElementStringsAreRefusedWithTheirReason() {
        #expect(refusal("(01)123456789012312(10)12345", symbology: "qr", gs1: false) == "(01) 123456789012312: too long for N14")
        #expect(refusal("011234567890123117261331") == "(17) 261331: month 13 does not exist")
        #expect(refusal("011234567890123117260230") == "(17) 260230: day 30 does not exist in 2026-02")
        #expect(refusal("01123456789012311726073") == "(17) 26073: too short for N6")
        #expect(refusal("011234567890123123ABC") == "no Application Identifier at \"23AB\"")
        #expect(refusal("10AB~CD") == "(10) AB~CD: '~' is not in GS1 character set 82")
        #expect(refusal("10\u{1D}21ABC") == "(10) has no value")
        #expect(refusal("01123456789012310212345678901231") == "(02) may not appear with (01)")
        #expect(refusal("3101000123" + "3102000456") == "(3101) may not appear with (3102)")
        #expect(refusal("10A\u{1D}10B") == "(10) appears twice with different values")
        #expect(refusal("422999") == "(422) 999: country 999 is not in ISO 3166")
        #expect(refusal("3932000499") == "(3932) 000499: currency 000 is not in ISO 4217")
        #expect(refusal("1A") == "no Application Identifier at \"1A\"")
        #expect(refusal("") == "no element string after the FNC1")
        #expect(refusal("01\u{7}") == "(01) <U+7>: too short for N14")
        #expect(refusal("40112") == "(401) 12: does not start with a GS1 Company Prefix")
        #expect(refusal("4321" + "2") == "(4321) 2: must be 0 or 1")
        #expect(refusal("7030999ABC") == nil)
        #expect(refusal("700326073125" + "00") == "(7003) 2607312500: hour 25 does not exist")
        #expect(refusal("8006095060001343520302") == "(8006) 095060001343520302: piece 3 of 2 does not exist")
        #expect(values(try? parse("10A\u{1D}10A")) == ["(10)A"])
    }
}
