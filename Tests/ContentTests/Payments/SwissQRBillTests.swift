// SwissQRBillTests: SIX's sample QR-bill (QR-IBAN, QR reference, billing information, two
// alternative schemes), bills with a creditor reference and with none, flagged checks, and each
// refusal with its reason.
import Content
import Language
import Testing
import Wire

@Suite struct SwissQRBillTests {
    let context = ContentContext(today: CalendarDate(year: 2026, month: 1, day: 1)!)

    func parse(_ lines: [String], separator: String = "\n") throws(ContentRefusal) -> SwissQRBill? {
        try SwissQRBill.parse(ContentPayload(symbology: "qr", text: lines.joined(separator: separator)), context: context)
    }

    func refusal(_ lines: [String]) -> String? {
        do {
            _ = try parse(lines)
            return nil
        } catch {
            return error.description
        }
    }

    /// The example of SIX's Swiss Implementation Guidelines QR-bill (v2.2, German edition):
    /// Robert Schneider AG's QR-IBAN, CHF 1949.75, a QR reference, Swico billing information and
    /// two alternative schemes; 34 lines.
    let sixExample = [
        "SPC", "0200", "1", "CH4431999123000889012",
        "S", "Robert Schneider AG", "Rue du Lac", "1268", "2501", "Biel", "CH",
        "", "", "", "", "", "", "",
        "1949.75", "CHF",
        "S", "Pia-Maria Rutschmann-Schnyder", "Grosse Marktgasse", "28", "9400", "Rorschach", "CH",
        "QRR", "210000000003139471430009017", "Auftrag vom 15.06.2020", "EPD",
        "//S1/10/10201409/11/200701/20/140.000-53/30/102673831/31/200615/32/7.7/33/7.7:139.40/40/0:30",
        "Name AV1: UV;UltraPay005;12345", "Name AV2: XY;XYService;54321",
    ]

    @Test func sixsSampleBill() throws {
        let bill = try #require(try parse(sixExample))
        #expect(bill.isQRIBAN && bill.ibanValid && bill.referenceValid && bill.referenceType == .qrReference)
        #expect(bill.debtor?.town == "Rorschach" && bill.alternativeSchemes == ["Name AV1: UV;UltraPay005;12345", "Name AV2: XY;XYService;54321"])
        #expect(
            JSON.object(bill.fields)
                == .object([
                    ("iban", .string("CH4431999123000889012")), ("amount", .decimal("1949.75")), ("currency", .string("CHF")),
                    ("reference", .string("210000000003139471430009017")), ("creditor", .string("Robert Schneider AG")), ("valid", .bool(true)),
                    ("referenceType", .string("QRR")), ("message", .string("Auftrag vom 15.06.2020")),
                ]))
        #expect(
            bill.card.english
                == WordedCard(
                    title: "Swiss QR-bill",
                    main: [
                        .init("Amount", "CHF 1\u{A0}949.75"), .init("To", "Robert Schneider AG"),
                        .init("Reference", "21 00000 00003 13947 14300 09017"),
                    ],
                    details: [
                        .init("QR-IBAN", "CH44 3199 9123 0008 8901 2"), .init("Address", "Rue du Lac 1268, 2501 Biel, CH"),
                        .init("Message", "Auftrag vom 15.06.2020"),
                        .init("Payable by", "Pia-Maria Rutschmann-Schnyder, Grosse Marktgasse 28, 9400 Rorschach, CH"),
                        .init("Billing", "//S1/10/10201409/11/200701/20/140.000-53/30/102673831/31/200615/32/7.7/33/7.7:139.40/40/0:30"),
                    ]))
        // CR LF separators read the same; so does a separator after the last line.
        #expect(try parse(sixExample, separator: "\r\n") == bill)
        #expect(try parse(sixExample + [""]) == bill)
    }

    @Test func billsWithACreditorReferenceAndWithout() throws {
        // After SIX's examples as the SwissQRBill library keeps them: an IBAN (not a QR-IBAN) with an
        // ISO 11649 reference and a combined (K) debtor address; a donation with no amount, no
        // debtor and no reference.
        let scor = try #require(
            try parse([
                "SPC", "0200", "1", "CH5800791123000889012", "S", "Robert Schneider AG", "Rue du Lac", "1268", "2501", "Biel", "CH",
                "", "", "", "", "", "", "", "199.95", "CHF",
                "K", "Pia-Maria Rutschmann-Schnyder", "Grosse Marktgasse 28", "9400 Rorschach", "", "", "CH",
                "SCOR", "RF18539007547034", "", "EPD",
            ]))
        #expect(!scor.isQRIBAN && scor.valid && scor.referenceType == .creditorReference && scor.debtor?.kind == .combined)
        #expect(
            scor.card.english.main == [.init("Amount", "CHF 199.95"), .init("To", "Robert Schneider AG"), .init("Reference", "RF18 5390 0754 7034")])
        #expect(scor.card.english.details[2] == .init("Payable by", "Pia-Maria Rutschmann-Schnyder, Grosse Marktgasse 28, 9400 Rorschach, CH"))

        let donation = try #require(
            try parse([
                "SPC", "0200", "1", "CH3709000000304442225", "S", "Salvation Army Foundation Switzerland", "", "", "3000", "Bern", "CH",
                "", "", "", "", "", "", "", "", "CHF", "", "", "", "", "", "", "", "NON", "", "Donnation to the Winterfest campaign", "EPD",
            ]))
        #expect(donation.amount == nil && donation.debtor == nil && donation.reference == nil && donation.valid)
        #expect(
            JSON.object(donation.fields)
                == .object([
                    ("iban", .string("CH3709000000304442225")), ("currency", .string("CHF")),
                    ("creditor", .string("Salvation Army Foundation Switzerland")),
                    ("valid", .bool(true)), ("referenceType", .string("NON")), ("message", .string("Donnation to the Winterfest campaign")),
                ]))
        #expect(donation.card.english.main == [.init("Amount", "CHF, entered by the payer"), .init("To", "Salvation Army Foundation Switzerland")])
        #expect(donation.card.english.details[0...1] == [.init("IBAN", "CH37 0900 0000 3044 4222 5"), .init("Address", "3000 Bern, CH")])
    }

    @Test func aNotificationIsReadAsOneNotRefused() throws {
        // The guidelines' notification ("DO NOT USE FOR PAYMENT"): the amount 0.00 and the phrase
        // as the unstructured message, here on SIX's example. It was refused as a bill (#54).
        var lines = sixExample
        lines[18] = "0.00"
        lines[29] = "DO NOT USE FOR PAYMENT"
        let notification = try #require(try parse(lines))
        #expect(notification.isNotification && notification.amount == "0.00" && notification.valid)
        #expect(notification.fields.suffix(2).map(\.key) == ["message", "notification"])
        #expect(notification.fields.last?.value == .bool(true))
        let card = notification.card.english
        #expect(card.title == "Swiss QR-bill notification" && card.warning == "A notification, not a bill: do not pay")
        #expect(card.main.prefix(2) == [.init("Amount", "CHF 0.00, not to be paid"), .init("From", "Robert Schneider AG")])
        #expect(card.details.contains(.init("Message", "DO NOT USE FOR PAYMENT")))
        // The phrase in the guidelines' other languages; a bill with an amount is no notification.
        let phrases = [
            "NICHT ZUR ZAHLUNG VERWENDEN", "NE PAS UTILISER POUR LE PAIEMENT", "NON UTILIZZARE PER IL PAGAMENTO", "BETG DUVRAR PER IL PAJAMENT",
        ]
        for phrase in phrases {
            lines[29] = phrase
            #expect(try parse(lines)?.isNotification == true, "\(phrase)")
        }
        let bill = try #require(try parse(sixExample))
        #expect(!bill.isNotification && bill.card.english.title == "Swiss QR-bill" && !bill.fields.contains { $0.key == "notification" })
    }

    @Test func failedChecksAreFlaggedAndWarned() throws {
        var lines = sixExample
        lines[28] = "210000000003139471430009018"
        let badReference = try #require(try parse(lines))
        #expect(!badReference.valid && badReference.card.english.warning == "QR reference check digit fails")
        lines = sixExample
        lines[3] = "CH4431999123000889013"
        let badIBAN = try #require(try parse(lines))
        #expect(!badIBAN.valid && badIBAN.isQRIBAN && badIBAN.card.english.warning == "IBAN check fails (ISO 13616)")
        #expect(badIBAN.fields.first { $0.key == "valid" }?.value == .bool(false))
        // #54: its mod 97 holds, but the IBAN registry's CH structure has digits at 5 to 9 (the
        // institution), so it is no IBAN (and no QR-IBAN: the reference type is NON here).
        lines = sixExample
        lines[3] = "CH673199A123000889012"
        lines[27] = "NON"
        lines[28] = ""
        let letterInTheInstitution = try #require(try parse(lines))
        #expect(!letterInTheInstitution.ibanValid && !letterInTheInstitution.isQRIBAN)
        #expect(letterInTheInstitution.card.english.warning == "IBAN character 9 is 'A'; a CH IBAN has a digit there (IBAN registry)")
    }

    @Test func breachesOfTheGuidelinesAreRefusedWithTheirReason() {
        func with(_ changes: [Int: String]) -> [String] {
            var lines = sixExample
            for (index, value) in changes { lines[index] = value }
            return lines
        }
        #expect(refusal(Array(sixExample.prefix(30))) == "the code has 30 lines; the Swiss QR Code has 31 to 34")
        #expect(refusal(sixExample + ["AV3"]) == "the code has 35 lines; the Swiss QR Code has 31 to 34")
        #expect(refusal(with([1: "0100"])) == "the version is \"0100\", not 02xx (0200)")
        #expect(refusal(with([2: "2"])) == "the coding type is \"2\", not 1")
        #expect(refusal(with([3: "DE89370400440532013000"])) == "the account \"DE89370400440532013000\" is not a 21-character CH or LI IBAN")
        #expect(refusal(with([3: "CH44 3199 9123 0008 8901 2"])) == "the account \"CH44 3199 9123 0008 8901 2\" is not a 21-character CH or LI IBAN")
        #expect(refusal(with([4: "X"])) == "the creditor's address type is \"X\", not S or K")
        #expect(refusal(with([9: ""])) == "the creditor's town is missing")
        #expect(
            refusal(with([4: "K", 6: "Rue du Lac 1268", 7: "2501 Biel"])) == "the creditor's address is combined (K) but gives a postal code or town")
        #expect(refusal(with([10: "Ch"])) == "the creditor's country \"Ch\" is not two letters (ISO 3166-1)")
        #expect(refusal(with([7: String(repeating: "1", count: 17)])) == "the creditor's building number has 17 characters, more than 16")
        #expect(refusal(with([12: "Ultimate AG"])) == "the ultimate creditor is filled in; it is reserved for future use and must be empty")
        #expect(refusal(with([18: "1949.7"])) == "the amount \"1949.7\" is not written with two decimals and no leading zeros")
        #expect(refusal(with([18: "01949.75"])) == "the amount \"01949.75\" is not written with two decimals and no leading zeros")
        // #54: out of range is out of range, not a matter of how it is written.
        #expect(refusal(with([18: "1000000000.00"])) == "the amount 1000000000.00 is more than 999999999.99, the largest a QR-bill takes")
        #expect(refusal(with([18: "12345678901.50"])) == "the amount 12345678901.50 is more than 999999999.99, the largest a QR-bill takes")
        #expect(refusal(with([18: "999999999.99"])) == nil)
        #expect(refusal(with([18: ".50"])) == "the amount \".50\" is not written with two decimals and no leading zeros")
        #expect(
            refusal(with([18: "0.00"]))
                == "the amount is 0.00, which only a notification has (its message \"DO NOT USE FOR PAYMENT\" or the same in German, French, "
                + "Italian or Romansh); a bill's amount is 0.01 to 999999999.99")
        #expect(refusal(with([18: "0.00", 29: "do not use for payment"]))?.hasPrefix("the amount is 0.00, which only a notification has") == true)
        #expect(refusal(with([19: "USD"])) == "the currency is \"USD\", not CHF or EUR")
        #expect(refusal(with([20: "", 21: ""])) == "the ultimate debtor's address type is \"\", not S or K")
        #expect(refusal(with([27: "ESR"])) == "the reference type is \"ESR\", not QRR, SCOR or NON")
        #expect(refusal(with([28: "21000000000313947143000901"])) == "the QR reference \"21000000000313947143000901\" is not 27 digits")
        #expect(refusal(with([27: "SCOR", 28: "RF18539007547034"])) == "a QR-IBAN takes only a QR reference (QRR), not SCOR")
        #expect(refusal(with([27: "NON", 28: ""])) == "a QR-IBAN takes only a QR reference (QRR), not NON")
        #expect(refusal(with([3: "CH5800791123000889012"])) == "a QR reference (QRR) needs a QR-IBAN; CH5800791123000889012 is an IBAN")
        #expect(
            refusal(with([3: "CH5800791123000889012", 27: "SCOR", 28: "RF18-5390"]))
                == "the creditor reference \"RF18-5390\" is not an ISO 11649 reference (RF, 2 check digits, 1 to 21 characters)")
        #expect(refusal(with([3: "CH5800791123000889012", 27: "NON"])) == "the reference type is NON but a reference is given")
        #expect(refusal(with([30: "EPX"])) == "the trailer is \"EPX\", not EPD")
        #expect(
            refusal(with([29: String(repeating: "m", count: 49)]))
                == "the message and the billing information have 141 characters together, more than 140")
        #expect(refusal(with([32: String(repeating: "a", count: 101)])) == "an alternative scheme has 101 characters, more than 100")
    }

    @Test func otherPayloadsAreNotThisKind() throws {
        #expect(try parse(["SPC"]) == nil)
        #expect(try parse(["SPCX", "0200"]) == nil)
        #expect(try parse(["BCD", "002"]) == nil)
        let pdf417 = ContentPayload(symbology: "pdf417", text: sixExample.joined(separator: "\n"))
        #expect(try SwissQRBill.parse(pdf417, context: context) == nil)
        let latin1 = ContentPayload(symbology: "qr", bytes: Array("SPC\n0200\n1\n".utf8) + [0xE9], text: nil)
        #expect(throws: ContentRefusal("the code is not UTF-8 text (coding type 1)")) { try SwissQRBill.parse(latin1, context: context) }
    }
}
