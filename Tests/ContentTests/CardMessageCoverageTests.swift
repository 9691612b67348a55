import Language
import Testing

// CardMessageCoverageTests: every message of the catalogue's card files is said by some card the
// content kinds make from real payloads (the specifications' examples and the tests' own), so no
// translator is asked for words no shopper can see, and every card's words are phrases.
@testable import Content

@Suite struct CardMessageCoverageTests {
    static let today = CalendarDate(year: 2026, month: 7, day: 31)!

    /// (symbology, text, GS1 FNC1 first, variable-measure layout)
    static let payloads: [(String, String, Bool, String?)] = [
        // GS1 element strings: each title, each labelled AI, expiry, best before, a bad check
        // digit, missing associations.
        ("datamatrix", "0109506000134352172607311" + "0ABC123\u{1D}21XYZ", true, nil),
        ("datamatrix", "010950600013435217260730" + "10ABC123", true, nil),
        ("gs1-128", "0109506000134352" + "710123456", true, nil),
        ("gs1-128", "00106141412345678908", true, nil),
        ("gs1-128", "4140614141000418", true, nil),
        ("gs1-128", "80030614141000010ABC", true, nil),
        ("gs1-128", "8004061414112345", true, nil),
        ("gs1-128", "2530614141000012XYZ", true, nil),
        ("gs1-128", "2550614141000012", true, nil),
        ("gs1-128", "8006061414100001010203", true, nil),
        ("gs1-128", "80170614141000000016", true, nil),
        ("gs1-128", "4010614141ABC", true, nil),
        ("gs1-128", "40206141411234567893", true, nil),
        ("gs1-128", "80100614141ABC", true, nil),
        ("gs1-128", "80130614141XYZ", true, nil),
        ("gs1-128", "10ABC123", true, nil),
        ("gs1-128", "02095060001343523012", true, nil),
        ("gs1-128", "01095060001343521126010113260102152607011626070117270101", true, nil),
        ("gs1-128", "01095060001343523102000500", true, nil),
        ("gs1-128", "010950600013435239220599", true, nil),
        ("gs1-128", "0109506000134353", true, nil),
        ("gs1-128", "010950600013435215260730", true, nil),
        ("gs1-128", "800301234567890128X", true, nil),
        ("gs1-128", "8017123456789012345675", true, nil),
        // Retail numbers: a product, a book, sheet music, a periodical, a coupon, a refund
        // receipt, an in-store number, weighed and priced items, an add-on, bad check digits.
        ("ean13", "6291041500213", false, nil),
        ("ean13", "9780306406157", false, nil),
        ("ean13", "9790260000438", false, nil),
        ("ean13", "977031784700105", false, nil),
        ("ean13", "9912345678909", false, nil),
        ("ean13", "9801234567892", false, nil),
        ("ean13", "2112345678900", false, nil),
        ("ean13", "2011122912346", false, "gb"),
        ("ean13", "2011122812349", false, "gb"),
        ("upca", "416000336108", false, nil),
        ("upce", "04252613", false, nil),
        ("ean13", "2301234512346", false, "se"),
        // Identity and personal data beyond the seeds: an ID that is not REAL ID compliant, a
        // second leg without a seat, a pass without its ">", one-time passwords and exports,
        // the Wi-Fi securities, several contacts or events, local numbers, doubtful hosts.
        ("pdf417", IdentityCardTests.example2009.replacing("DDAM", with: "DDAN"), false, nil),
        ("pdf417", BoardingPassTests.twoLegs.replacing("227C012C0002", with: "227C    0002"), false, nil),
        ("pdf417", BoardingPassTests.mandatoryOnly.replacing("0025 100", with: "0025 103XYZ"), false, nil),
        ("qr", "otpauth://totp/Example:alice@google.com?secret=JBSWY3DPEHPK3PXP&issuer=Example&algorithm=SHA256", false, nil),
        ("qr", "otpauth://hotp/Example:alice@google.com?secret=JBSWY3DPEHPK3PXP&counter=5", false, nil),
        ("qr", OTPMigrationTests.twoAccounts, false, nil),
        ("qr", OTPMigrationTests.secondOfTwo, false, nil),
        ("qr", "WIFI:S:Free Wi-Fi;;", false, nil),
        ("qr", "WIFI:T:WEP;S:Old;P:abcde;;", false, nil),
        ("qr", "WIFI:T:WPA2;S:Shop;P:secret123;;", false, nil),
        ("qr", "WIFI:T:SAE;S:Shop;P:secret123;;", false, nil),
        ("qr", "WIFI:T:WPA;S:Shop;;", false, nil),
        ("qr", "MECARD:N:Doe,John;TEL:13035551212;TEL:13035551213;URL:https://example.com;;", false, nil),
        ("qr", "BEGIN:VCARD\r\nVERSION:3.0\r\nFN:A\r\nEND:VCARD\r\nBEGIN:VCARD\r\nVERSION:3.0\r\nFN:B\r\nEND:VCARD", false, nil),
        (
            "qr",
            "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nBEGIN:VEVENT\r\nDTSTART:20261201T100000Z\r\nSUMMARY:A\r\nDESCRIPTION:Bring a ticket\r\n"
                + "END:VEVENT\r\nBEGIN:VEVENT\r\nDTSTART:20261202T100000Z\r\nSUMMARY:B\r\nEND:VEVENT\r\nEND:VCALENDAR", false, nil
        ),
        ("qr", "mailto:?subject=Hi&in-reply-to=%3C1234%40example.com%3E", false, nil),
        ("qr", "tel:863-1234", false, nil),
        ("qr", "tel:+1-201-555-0123;isub=1234", false, nil),
        ("qr", "geo:48.198634,16.371648,183", false, nil),
        ("qr", "http://3232235777/", false, nil),
        ("qr", "http://%65xample.com/", false, nil),
        ("qr", "https://\u{0440}aypal.com/", false, nil),
        // Payments: the specifications' examples (EMVCo's, the EPC's, SIX's), and broken ones.
        (
            "qr",
            "00020101021229300012D156000000000510A93FO3230Q31280012D15600000001030812345678520441115802CN5914BEST TRANSPORT6007BEIJING"
                + "64200002ZH0104最佳运输0202北京540523.7253031565502016233030412340603***0708A60086670902ME91320016A0112233449988770708123456786304A13A",
            false, nil
        ),
        (
            "qr",
            "00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***63041D3D",
            false, nil
        ),
        ("qr", "BCD\n001\n1\nSCT\nBPOTBEB1\nRed Cross\nBE72000000001616\nEUR1\nCHAR\n\nUrgency fund\nSample EPC QR code", false, nil),
        ("qr", "BCD\n001\n1\nSCT\nBHBLDEHHXXX\nFranz Mustermänn\nDE71110220330123456789\nEUR12.3\nGDDS\nRF18539007547034", false, nil),
        (
            "qr",
            [
                "SPC", "0200", "1", "CH4431999123000889012", "S", "Robert Schneider AG", "Rue du Lac", "1268", "2501", "Biel", "CH",
                "", "", "", "", "", "", "", "1949.75", "CHF", "S", "Pia-Maria Rutschmann-Schnyder", "Grosse Marktgasse", "28", "9400", "Rorschach",
                "CH", "QRR", "210000000003139471430009017", "Auftrag vom 15.06.2020", "EPD", "//S1/10/10201409/11/200701",
            ].joined(separator: "\n"), false, nil
        ),
        ("qr", "0002010210123456789053039865802BR55020256031.063045B5A", false, nil),
        ("qr", "00020101021126240020GGGGGGGGGGGGGGGGGGGG53039865802BR620901051234563041178", false, nil),
        (
            "qr",
            "00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR5931COMERCIO DE ALIMENTOS FULANO LT6016SAO BERNARDO CPO62070503***63042C60",
            false, nil
        ),
        (
            "qr",
            "00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR5913Fulano de Tam6008BRASILIA62070503***63041D3D",
            false, nil
        ),
        (
            "qr",
            "SPC\n0200\n1\nCH4431999123000889012\nS\nRobert Schneider AG\nRue du Lac\n1268\n2501\nBiel\nCH\n\n\n\n\n\n\n\n0.00\nCHF\nS\nPia-Maria Rutschmann-Schnyder\nGrosse Marktgasse\n28\n9400\nRorschach\nCH\nQRR\n210000000003139471430009017\nDO NOT USE FOR PAYMENT\nEPD",
            false, nil
        ),
        (
            "qr",
            "SPC\n0200\n1\nCH4431999123000889012\nS\nRobert Schneider AG\nRue du Lac\n1268\n2501\nBiel\nCH\n\n\n\n\n\n\n\n\nCHF\nS\nPia-Maria Rutschmann-Schnyder\nGrosse Marktgasse\n28\n9400\nRorschach\nCH\nQRR\n210000000003139471430009017\nAuftrag vom 15.06.2020\nEPD",
            false, nil
        ),
        (
            "qr",
            "SPC\n0200\n1\nCH4431999123000889012\nS\nRobert Schneider AG\nRue du Lac\n1268\n2501\nBiel\nCH\n\n\n\n\n\n\n\n1949.75\nCHF\nS\nPia-Maria Rutschmann-Schnyder\nGrosse Marktgasse\n28\n9400\nRorschach\nCH\nQRR\n210000000003139471430009018\nAuftrag vom 15.06.2020\nEPD",
            false, nil
        ),
        ("qr", "BCD\n001\n1\nSCT\nBPOTBEB1\nRed Cross\nBE72000000001617\nEUR1\nCHAR\n\nUrgency fund", false, nil),
        ("qr", "BCD\n001\n1\nSCT\nBPOTBEB1\nRed Cross\nUS64SVBKUS6S3300958879\nEUR1\nCHAR\n\nUrgency fund", false, nil),
        ("qr", "BCD\n001\n1\nSCT\nBPOTBEB1\nRed Cross\nDE711102203301234567890\nEUR1\nCHAR\n\nUrgency fund", false, nil),
        ("qr", "BCD\n001\n1\nSCT\nBPOTBEB1\nRed Cross\nGB82WEST1234569876543A\nEUR1\nCHAR\n\nUrgency fund", false, nil),
        ("qr", "BCD\n001\n1\nSCT\nBPOTBEB1\nRed Cross\nGB821EST12345698765432\nEUR1\nCHAR\n\nUrgency fund", false, nil),
        ("qr", "BCD\n001\n1\nSCT\nBPOTBEB1\nRed Cross\nIT60X054281110100000012345-\nEUR1\nCHAR\n\nUrgency fund", false, nil),
        ("qr", "BCD\n001\n1\nSCT\nBPOTBEB1\nRed Cross\nBE72000000001616\nEUR1\nCHAR\nRF18539007547035\n", false, nil),
    ]

    /// The message keys `text` says, with those of its parts.
    static func keys(_ text: ShownText) -> Set<String> {
        guard case .phrase(let phrase) = text else { return [] }
        return phrase.parts.values.reduce(into: [phrase.message.key]) { $0.formUnion(keys($1)) }
    }

    static func keys(_ card: ContentCard) -> Set<String> {
        let texts = [card.title] + (card.main + card.details).flatMap { [$0.label, $0.value] } + card.warnings
        return texts.reduce(into: []) { $0.formUnion(keys($1)) }
    }

    /// Identity documents, boarding passes, one-time passwords; contacts, events, messages,
    /// places, web addresses and Wi-Fi networks: the mutation tests' seeds.
    static let seeds: [(String, String)] = IdentityMutationTests.seeds.map { ("pdf417", $0) } + PersonalMutationTests.seeds.map { ("qr", $0) }

    static func cards() -> [ContentCard] {
        var cards: [ContentCard] = []
        // Binary data: bytes that are no text.
        if let reading = ContentReader.read(
            ContentPayload(symbology: "qr", bytes: [0xFF, 0x00, 0x9C], text: nil), context: ContentContext(today: today))
        {
            cards.append(reading.kind.card)
        }
        for (symbology, text) in seeds {
            if let reading = ContentReader.read(ContentPayload(symbology: symbology, text: text), context: ContentContext(today: today)) {
                cards.append(reading.kind.card)
            }
        }
        for (symbology, text, gs1, layout) in payloads {
            let context = ContentContext(today: today, variableMeasure: layout)
            if let reading = ContentReader.read(ContentPayload(symbology: symbology, text: text, gs1: gs1), context: context) {
                cards.append(reading.kind.card)
            }
        }
        return cards
    }

    /// The messages only the kiosk says, for a code it withholds because no kind could read it
    /// safely (CaptureRecord.card(of:); the Kiosk tests see them on screen).
    static let saidByTheKiosk: Set<String> = [
        Message.cardIdentityDocument.key, Message.cardNotRead.key, Message.cardDataBreaksStandard.key, Message.cardMayHoldSecret.key,
        Message.cardWarningNotRead.key,
    ]

    @Test func everyCardMessageIsSaidBySomeCard() throws {
        var said = Self.cards().reduce(into: Set<String>()) { $0.formUnion(Self.keys($1)) }
        // Both payment parsers refuse an IBAN that is not letters and digits before it is checked:
        // the check's own words for one, which the IBAN registry's "c" positions refuse.
        said.formUnion(Self.keys(try #require(IBANCheck.problem("IT60X054281110100000012345-"))))
        let missing = Message.catalogue.map(\.key).filter { $0.hasPrefix("card.") && !said.contains($0) && !Self.saidByTheKiosk.contains($0) }
        #expect(missing.isEmpty, "no card says \(missing.joined(separator: ", "))")
    }
}
