// RetailNumberTests: EAN/UPC and ITF-14 numbers against the GS1 General Specifications' examples
// (check digit 7.9.1, UPC-E 2.1.3.3, the GS1 prefix list), ISBN/ISMN/ISSN examples of their
// agencies, and variable-measure numbers in the layouts their GS1 member organisations publish.
import Content
import Language
import Testing
import Wire

@Suite struct RetailNumberTests {
    let context = ContentContext(today: CalendarDate(year: 2026, month: 8, day: 1)!)

    func parse(_ text: String, _ symbology: String, aim: String? = nil, layout: String? = nil) throws(ContentRefusal) -> RetailNumber? {
        var context = context
        context.variableMeasure = layout
        return try RetailNumber.parse(
            ContentPayload(symbology: symbology, bytes: Array(text.utf8), text: text, aimIdentifier: aim), context: context)
    }

    func refusal(_ text: String, _ symbology: String, layout: String? = nil) -> String? {
        do {
            _ = try parse(text, symbology, layout: layout)
            return nil
        } catch {
            return error.description
        }
    }

    @Test func theGeneralSpecificationsCheckDigitExample() throws {
        // GenSpecs 7.9.1: GTIN-13 629104150021 with check digit 3.
        let number = try #require(try parse("6291041500213", "ean13"))
        #expect(
            JSON.object(number.fields)
                == .object([
                    ("gtin", .string("06291041500213")), ("kind", .string("ean13")), ("number", .string("6291041500213")),
                    ("checkDigitValid", .bool(true)),
                ]))
        #expect(number.card.english == WordedCard(title: "Product", main: [.init("EAN-13", "6291041500213")]))
    }

    @Test func aMistypedWedgeScanIsFlagged() throws {
        let number = try #require(try parse("6291041500214", "wedge"))
        #expect(!number.checkDigitValid && number.kind == .ean13)
        #expect(number.card.english.warning == "Bad check digit (should be 3)")
        // A wedge's typed identifier tells UPC-E from EAN-8 (scandata.c: ]E4 02345673 is an EAN-8).
        #expect(try parse("02345673", "wedge", aim: "]E4")?.form == .ean8)
        #expect(try parse("00123457", "wedge", aim: "]E0")?.form == .upce)
        #expect(try parse("0416000336108", "wedge", aim: "]E0")?.gtin == "00416000336108")
        #expect(try parse("]E402345673", "wedge")?.form == .ean8)
        #expect(try parse("12345", "wedge") == nil)
        #expect(try parse("ABC1234567890", "wedge") == nil)
    }

    @Test func upcAAndUPCE() throws {
        // UPC-A 036000241457: check digit 7 by 7.9.1.
        let upcA = try #require(try parse("036000241457", "upca"))
        #expect(upcA.gtin == "00036000241457" && upcA.kind == .upca && upcA.checkDigitValid)
        #expect(upcA.card.english.main == [.init("UPC-A", "036000241457")])
        // 416000336108 (the syntax engine's scan data example) begins with U.P.C. prefix 4:
        // GS1 prefix 04, a number restricted to one company.
        #expect(try parse("416000336108", "upca")?.circulation == .company)
        // UPC-E: 0 ab c d e N X with N 5–9 is 0 abcde 0000 N X; with N 1, 0 ab N 0000 cde X.
        let upcE = try #require(try parse("00123457", "upce"))
        #expect(upcE.gtin == "00001234000057" && upcE.kind == .upce && upcE.checkDigitValid)
        #expect(upcE.card.english == WordedCard(title: "Product", main: [.init("UPC-E", "00123457")], details: [.init("UPC-A", "001234000057")]))
        #expect(try parse("04252614", "upce")?.gtin == "00042100005264")
        #expect(try parse("04252613", "upce")?.card.english.warning == "Bad check digit (should be 4)")
        #expect(refusal("14252611", "upce") == "UPC-E 14252611: GS1 writes only U.P.C. prefix 0 as UPC-E")
    }

    @Test func gtin14FromITF14AndDataBar() throws {
        let itf = try #require(try parse("10012345678902", "i25"))
        #expect(itf.kind == .gtin14 && itf.gtin == "10012345678902" && itf.checkDigitValid)
        #expect(itf.card.english.main == [.init("GTIN-14", "10012345678902")])
        #expect(try parse("00012345678905", "databar")?.kind == .gtin14)
        #expect(try parse("00012345678905", "databar-ltd")?.kind == .gtin14)
        #expect(try parse("123456", "i25") == nil)
    }

    @Test func books() throws {
        // ISBN 978-0-306-40615-7, ISBN-10 0-306-40615-2.
        let book = try #require(try parse("9780306406157", "ean13"))
        #expect(
            JSON.object(book.fields)
                == .object([
                    ("gtin", .string("09780306406157")), ("kind", .string("isbn")), ("number", .string("9780306406157")),
                    ("checkDigitValid", .bool(true)), ("isbn", .string("9780306406157")), ("isbn10", .string("0306406152")),
                ]))
        #expect(
            book.card.english
                == WordedCard(
                    title: "Book", main: [.init("ISBN", "9780306406157"), .init("ISBN-10", "0306406152")], details: [.init("EAN-13", "9780306406157")]
                ))
        // ZBar's ISBN-10 form, with a 5-digit add-on, and one with a wrong check character.
        let isbn10 = try #require(try parse("080442957X90000", "isbn10"))
        #expect(isbn10.number == "9780804429573" && isbn10.isbn10 == "080442957X" && isbn10.addOn == "90000" && isbn10.checkDigitValid)
        #expect(try parse("0306406153", "isbn10")?.card.english.warning == "Bad check digit (should be 2)")
        #expect(refusal("03064061", "isbn10") == "ISBN-10 03064061: not an ISBN-10 (+2 or +5)")
    }

    @Test func sheetMusicAndPeriodicals() throws {
        // ISMN 979-0-2600-0043-8 (the ISMN users' manual's example).
        let music = try #require(try parse("9790260000438", "ean13"))
        #expect(music.kind == .ismn && music.card.english.title == "Sheet music" && music.card.english.main == [.init("ISMN", "9790260000438")])
        // ISSN 0317-8471 as its EAN-13 977 0317847 00 1, with a 2-digit add-on (issue 05).
        let periodical = try #require(try parse("977031784700105", "ean13"))
        #expect(periodical.kind == .issn && periodical.issn == "0317-8471" && periodical.addOn == "05")
        #expect(periodical.card.english.main == [.init("ISSN", "0317-8471"), .init("Add-on", "05")])
    }

    @Test func couponsRefundReceiptsAndRestrictedNumbers() throws {
        // The GS1 prefix list: 99 and 981–983 coupons, 980 refund receipts, 02 and 20–29
        // restricted to a region, 04 and 040–049 to a company; GS1-8 prefixes 0 and 2 too.
        #expect(try parse("9912345678909", "ean13")?.kind == .coupon)
        #expect(try parse("9812345678902", "ean13")?.kind == .coupon)
        #expect(try parse("9801234567892", "ean13")?.kind == .refundReceipt)
        let restricted = try #require(try parse("2112345678900", "ean13"))
        #expect(restricted.kind == .restricted && restricted.circulation == .region)
        #expect(
            restricted.card.english
                == WordedCard(
                    title: "In-store number", main: [.init("EAN-13", "2112345678900")],
                    details: [.init("Restricted to", "a country (GS1 prefix 21)")]))
        #expect(try parse("401234567893", "upca")?.circulation == .company)
        #expect(try parse("02345673", "ean8")?.circulation == .company)
        #expect(try parse("96385074", "ean8")?.kind == .ean8)
    }

    @Test func variableMeasureInTheUnitedKingdom() throws {
        // GS1 UK: 20XXX RR V PPPP C, price in pence with a price verifier; V = 9 for 1234
        // (GenSpecs 7.9.2: 2-, 2-, 3, 5- give 2+4+9+8 = 23, times 3 = 69).
        let item = try #require(try parse("2011122912346", "ean13", layout: "gb"))
        #expect(
            JSON.object(item.fields)
                == .object([
                    ("gtin", .string("02011122912346")), ("kind", .string("variable-measure")), ("number", .string("2011122912346")),
                    ("checkDigitValid", .bool(true)), ("circulation", .string("region")), ("layout", .string("gb")), ("item", .string("2011122")),
                    ("price", .decimal("12.34")), ("currency", .string("GBP")), ("priceCheckDigitValid", .bool(true)),
                ]))
        #expect(
            item.card.english
                == WordedCard(
                    title: "Priced item", main: [.init("Price", "GBP 12.34"), .init("Item", "2011122")],
                    details: [.init("EAN-13", "2011122912346"), .init("Restricted to", "a country (GS1 prefix 20)")]))
        // A wrong verifier (8) with a right GTIN check digit: the price may have been misread.
        let misread = try #require(try parse("2011122812349", "ean13", layout: "gb"))
        #expect(misread.measure?.checkDigitValid == false && misread.checkDigitValid)
        #expect(misread.card.english.warning == "Bad price check digit: the price may be misread")
        // Prefix 23 has no British layout: only restricted.
        #expect(try parse("2301234512344", "ean13", layout: "gb")?.kind == .restricted)
    }

    @Test func variableMeasureInSwedenAndFinland() throws {
        // GS1 Sweden: 23 = weight in kg with three decimals; 8 digits of item, 4 of weight.
        let weighed = try #require(try parse("2301234512344", "ean13", layout: "se"))
        #expect(weighed.measure?.measure == .weight && weighed.measure?.value == "1.234" && weighed.measure?.item == "23012345")
        #expect(
            weighed.card.english
                == WordedCard(
                    title: "Weighed item", main: [.init("Weight", "1.234 kg"), .init("Item", "23012345")], details: weighed.card.english.details))
        // 20 = price in kronor with two decimals.
        #expect(try parse("2001234512343", "ean13", layout: "se")?.card.english.main.first == .init("Price", "SEK 12.34"))
        // GS1 Finland: 23 YYYY AA PPPP T, 1.155 kg.
        #expect(try parse("2312345611550", "ean13", layout: "fi")?.measure?.value == "1.155")
    }

    @Test func anUnknownLayoutIsNamedInTheRefusal() {
        #expect(refusal("2112345678900", "ean13", layout: "xx") == "no variable-measure layout named \"xx\" (known: fi, gb, se)")
        // Numbers outside the restricted ranges do not need a layout.
        #expect(refusal("6291041500213", "ean13", layout: "xx") == nil)
    }

    @Test func malformedSymbolsAreRefused() throws {
        #expect(refusal("629104150021", "ean13") == "EAN-13 629104150021: 12 digits, not 13 (+2 or +5)")
        #expect(refusal("62910415002A3", "ean13") == "EAN-13 62910415002A3: not all digits")
        #expect(refusal("123456789", "ean8") == "EAN-8 123456789: 9 digits, not 8")
        #expect(try parse("0109506000134352", "code128") == nil)
        #expect(try RetailNumber.parse(ContentPayload(symbology: "ean13", text: "6291041500213", gs1: true), context: context) == nil)
    }
}
