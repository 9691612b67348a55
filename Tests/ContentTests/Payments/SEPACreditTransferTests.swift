// SEPACreditTransferTests: the EPC QR code's published examples (the Belgian Red Cross, the
// GiroCode example with an RF reference, a Latin-1 one), character sets, flagged checks and
// each refusal with its reason.
import Content
import Language
import Testing
import Wire

@Suite struct SEPACreditTransferTests {
    let context = ContentContext(today: CalendarDate(year: 2026, month: 1, day: 1)!)

    func parse(_ bytes: [UInt8]) throws(ContentRefusal) -> SEPACreditTransfer? {
        try SEPACreditTransfer.parse(ContentPayload(symbology: "qr", bytes: bytes, text: nil), context: context)
    }

    func parse(_ lines: [String], separator: String = "\n") throws(ContentRefusal) -> SEPACreditTransfer? {
        try parse(Array(lines.joined(separator: separator).utf8))
    }

    func refusal(_ lines: [String]) -> String? {
        do {
            _ = try parse(lines)
            return nil
        } catch {
            return error.description
        }
    }

    /// The sample of the EPC QR code's article (the Belgian Red Cross, EUR 1, purpose CHAR,
    /// unstructured remittance), version 001 with the BIC.
    let redCross = [
        "BCD", "001", "1", "SCT", "BPOTBEB1", "Red Cross", "BE72000000001616", "EUR1", "CHAR", "", "Urgency fund", "Sample EPC QR code",
    ]

    @Test func theRedCrossSample() throws {
        let transfer = try #require(try parse(redCross))
        #expect(transfer.version == "001" && transfer.characterSet == 1 && transfer.purpose == "CHAR")
        #expect(transfer.information == "Sample EPC QR code")
        #expect(
            JSON.object(transfer.fields)
                == .object([
                    ("name", .string("Red Cross")), ("iban", .string("BE72000000001616")), ("amount", .decimal("1")), ("ibanValid", .bool(true)),
                    ("bic", .string("BPOTBEB1")), ("remittance", .string("Urgency fund")),
                ]))
        #expect(
            transfer.card.english
                == WordedCard(
                    title: "SEPA transfer",
                    main: [.init("To", "Red Cross"), .init("Amount", "€1.00"), .init("IBAN", "BE72 0000 0000 1616")],
                    details: [
                        .init("BIC", "BPOTBEB1"), .init("Remittance", "Urgency fund"), .init("Purpose", "CHAR"), .init("Note", "Sample EPC QR code"),
                    ]))
        // CR LF separators read the same; so does a separator after the last element.
        #expect(try parse(redCross, separator: "\r\n") == transfer)
        #expect(try parse(Array((redCross.joined(separator: "\n") + "\n").utf8)) == transfer)
    }

    @Test func theGiroCodeExampleWithACreditorReference() throws {
        // BHBLDEHHXXX, Franz Mustermänn, EUR12.3, purpose GDDS, RF18 5390 0754 7034: the GiroCode
        // example of the German guidelines (girocode.de), UTF-8.
        let transfer = try #require(
            try parse(["BCD", "001", "1", "SCT", "BHBLDEHHXXX", "Franz Mustermänn", "DE71110220330123456789", "EUR12.3", "GDDS", "RF18539007547034"]))
        #expect(
            JSON.object(transfer.fields)
                == .object([
                    ("name", .string("Franz Mustermänn")), ("iban", .string("DE71110220330123456789")), ("amount", .decimal("12.3")),
                    ("ibanValid", .bool(true)), ("bic", .string("BHBLDEHHXXX")), ("reference", .string("RF18539007547034")),
                    ("referenceValid", .bool(true)),
                ]))
        #expect(transfer.card.english.main[1] == .init("Amount", "€12.30"))
        #expect(transfer.card.english.details == [.init("BIC", "BHBLDEHHXXX"), .init("Reference", "RF18 5390 0754 7034"), .init("Purpose", "GDDS")])
    }

    @Test func charactersInTheDeclaredSet() throws {
        // Version 002 without a BIC, character set 2 (ISO 8859-1): "ç" is the byte 0xE7.
        let latin1 =
            Array("BCD\n002\n2\nSCT\n\nFran".utf8) + [0xE7]
            + Array("ois D'Alsace S.A.\nFR1420041010050500013M02606\nEUR12.3\n\n\nClient:Marie Louise La Lune".utf8)
        let transfer = try #require(try parse(latin1))
        #expect(transfer.name == "François D'Alsace S.A." && transfer.bic == nil && transfer.remittance == "Client:Marie Louise La Lune")
        #expect(transfer.ibanValid && transfer.card.english.main[2] == .init("IBAN", "FR14 2004 1010 0505 0001 3M02 606"))
        // Character set 6 (ISO 8859-7): 0xC1 0xC8 0xC7 0xCD 0xC1 is "ΑΘΗΝΑ"; 0xAE is undefined there.
        let greek = Array("BCD\n002\n6\nSCT\n\n".utf8) + [0xC1, 0xC8, 0xC7, 0xCD, 0xC1] + Array("\nBE72000000001616".utf8)
        #expect(try parse(greek)?.name == "ΑΘΗΝΑ")
        #expect(throws: ContentRefusal("line 6: byte 0xAE is not a character of ISO 8859-7, the character set (6) the code declares")) {
            try parse(Array("BCD\n002\n6\nSCT\n\n".utf8) + [0xAE] + Array("\nBE72000000001616".utf8))
        }
        // Character set 5 (ISO 8859-5, Cyrillic) and 8 (ISO 8859-15, with the euro sign at 0xA4).
        #expect(try parse(Array("BCD\n002\n5\nSCT\n\n".utf8) + [0xBC, 0xD8, 0xE0] + Array("\nBE72000000001616".utf8))?.name == "Мир")
        #expect(try parse(Array("BCD\n002\n8\nSCT\n\n".utf8) + [0xA4] + Array("\nBE72000000001616".utf8))?.name == "€")
        #expect(throws: ContentRefusal("line 6 is not UTF-8, the character set (1) the code declares")) {
            try parse(Array("BCD\n002\n1\nSCT\n\n".utf8) + [0xE7] + Array("\nBE72000000001616".utf8))
        }
    }

    @Test func failedChecksAreFlaggedAndWarned() throws {
        var lines = redCross
        lines[6] = "BE72000000001617"
        let badIBAN = try #require(try parse(lines))
        #expect(!badIBAN.ibanValid && badIBAN.card.english.warning == "IBAN check fails (ISO 13616)")
        // #54: an IBAN one digit too long for Germany whose check digits still hold (mod 97 was
        // all that was tested, so it was ibanValid: true).
        lines[6] = "DE543704004405320130001"
        let tooLong = try #require(try parse(lines))
        #expect(tooLong.fields.first { $0.key == "ibanValid" }?.value == .bool(false))
        #expect(tooLong.card.english.warning == "IBAN has 23 characters; a DE IBAN has 22 (IBAN registry)")
        lines[6] = "GB88NWBK6016133192689A"
        #expect(try parse(lines)?.card.english.warning == "IBAN character 22 is 'A'; a GB IBAN has a digit there (IBAN registry)")
        let badReference = try #require(
            try parse(["BCD", "002", "1", "SCT", "", "Franz Mustermänn", "DE71110220330123456789", "", "", "RF18539007547035"]))
        #expect(badReference.referenceValid == false && badReference.amount == nil)
        #expect(badReference.card.english.warning == "RF reference check fails (ISO 11649)")
        #expect(badReference.card.english.main[1] == .init("Amount", "entered by the payer"))
        // A reference that is not an RF reference is kept, unchecked.
        let other = try #require(try parse(["BCD", "002", "1", "SCT", "", "A", "DE71110220330123456789", "", "", "+++090/9337/55493+++"]))
        #expect(other.reference == "+++090/9337/55493+++" && other.referenceValid == nil && other.card.english.warning == nil)
    }

    @Test func breachesOfTheGuidelinesAreRefusedWithTheirReason() {
        func with(_ index: Int, _ value: String) -> [String] {
            var lines = redCross
            lines[index] = value
            return lines
        }
        #expect(refusal(with(1, "003")) == "the version is \"003\", not \"001\" or \"002\"")
        #expect(refusal(with(2, "9")) == "the character set is \"9\", not 1 to 8")
        #expect(refusal(with(3, "SCX")) == "the identification is \"SCX\", not \"SCT\"")
        #expect(refusal(with(4, "")) == "version 001 requires the BIC")
        #expect(refusal(with(4, "BPOT")) == "the BIC \"BPOT\" is not 8 or 11 characters of the ISO 9362 form")
        #expect(refusal(with(5, "")) == "there is no beneficiary name")
        #expect(refusal(with(5, String(repeating: "n", count: 71))) == "the beneficiary name has 71 characters, more than 70")
        #expect(refusal(with(6, "")) == "there is no IBAN")
        #expect(refusal(with(6, "BE72-0000")) == "the IBAN \"BE72-0000\" is not up to 34 letters and digits")
        #expect(refusal(with(7, "USD1")) == "the amount \"USD1\" is not EUR followed by an amount with at most two decimals")
        #expect(refusal(with(7, "EUR1,50")) == "the amount \"EUR1,50\" is not EUR followed by an amount with at most two decimals")
        #expect(refusal(with(7, "EUR1.005")) == "the amount \"EUR1.005\" is not EUR followed by an amount with at most two decimals")
        #expect(refusal(with(7, "EUR0.00")) == "the amount \"EUR0.00\" is not between EUR0.01 and EUR999999999.99")
        #expect(refusal(with(7, "EUR1000000000")) == "the amount \"EUR1000000000\" is not between EUR0.01 and EUR999999999.99")
        #expect(refusal(with(8, "CHARITY")) == "the purpose \"CHARITY\" is not up to 4 letters and digits")
        #expect(
            refusal(with(9, "RF18539007547034"))
                == "the code gives both a structured reference and unstructured remittance information; only one is allowed")
        #expect(refusal(with(10, "")) == nil)
        var malformedReference = with(10, "")
        malformedReference[9] = "RFXX1"
        #expect(refusal(malformedReference) == "the reference \"RFXX1\" starts with RF but is not an ISO 11649 creditor reference")
        #expect(refusal(with(11, String(repeating: "i", count: 71))) == "the beneficiary to originator information has 71 characters, more than 70")
        #expect(refusal(redCross + ["extra"]) == "the code has 13 lines; an EPC QR code has at most 12")
        #expect(refusal(Array(redCross.prefix(6))) == "the code has 6 lines; an EPC QR code has at least 7 (up to the IBAN)")
        var longest = with(5, String(repeating: "n", count: 70))
        longest[10] = String(repeating: "u", count: 140)
        longest[11] = String(repeating: "i", count: 70)
        #expect(refusal(longest) == "the code has 333 bytes; an EPC QR code has at most 331")
        // A GiroCode "example" published on the web with a digit in its BIC's country code.
        #expect(
            refusal(["BCD", "001", "1", "SCT", "BFSW3E33BER", "Sammelmappe", "DE33100206000001194701", "EUR123.45", "", "", "Spende an Sammelmappe"])
                == "the BIC \"BFSW3E33BER\" is not 8 or 11 characters of the ISO 9362 form")
    }

    @Test func otherPayloadsAreNotThisKind() throws {
        #expect(try parse(Array("BCD".utf8)) == nil)
        #expect(try parse(Array("BCDE\n001".utf8)) == nil)
        #expect(try parse(Array("SPC\n0200".utf8)) == nil)
        #expect(try parse(Array("000201010211".utf8)) == nil)
        let dataMatrix = ContentPayload(symbology: "datamatrix", text: redCross.joined(separator: "\n"))
        #expect(try SEPACreditTransfer.parse(dataMatrix, context: context) == nil)
    }
}
