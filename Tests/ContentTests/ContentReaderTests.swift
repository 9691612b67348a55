// ContentReaderTests: which kind a payload is read as, the most specific first, and what a broken
// claim leaves behind.
import Content
import Testing
import Wire

@Suite struct ContentReaderTests {
    let context = ContentContext(today: CalendarDate(year: 2026, month: 12, day: 2)!)

    func type(_ payload: ContentPayload) -> String? {
        ContentReader.read(payload, context: context).map { Swift.type(of: $0.kind).typeName }
    }

    @Test func eachPayloadIsReadAsItsKind() {
        let qr = { (text: String) in ContentPayload(symbology: "qr", text: text) }
        #expect(type(ContentPayload(symbology: "datamatrix", text: "01095060001343521726073110ABC123", gs1: true)) == "gs1")
        #expect(type(qr("https://id.gs1.org/01/09506000134352/10/ABC123?17=260731")) == "gs1")
        #expect(type(ContentPayload(symbology: "ean13", text: "9780306406157")) == "gtin")
        #expect(type(qr("WIFI:T:WPA;S:Shop Guest;P:secret123;;")) == "wifi")
        #expect(type(qr("BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Jane Doe\r\nN:Doe;Jane;;;\r\nEND:VCARD")) == "contact")
        #expect(type(qr("MECARD:N:Doe,John;TEL:13035551212;EMAIL:john.doe@example.com;;")) == "contact")
        #expect(type(qr("BEGIN:VEVENT\r\nSUMMARY:Stand-up\r\nDTSTART:20261203T090000Z\r\nEND:VEVENT")) == "event")
        #expect(type(qr("otpauth://totp/Example:alice@google.com?secret=JBSWY3DPEHPK3PXP&issuer=Example")) == "otp")
        #expect(type(qr("mailto:joe@example.com")) == "email")
        #expect(type(qr("SMSTO:+15105550101:hello")) == "sms")
        #expect(type(qr("tel:+1-201-555-0123")) == "tel")
        #expect(type(qr("geo:48.2010,16.3695")) == "geo")
        #expect(type(qr("https://shop.example/item?utm_source=qr")) == "url")
        #expect(type(qr("M1DESMARAIS/LUC       EABC123 YULFRAAC 0834 326J001A0025 100")) == "boardingpass")
        #expect(type(qr("Just some words")) == "text")
        #expect(type(ContentPayload(symbology: "qr", bytes: [0, 1, 2, 0xFF], text: nil)) == "binary")
    }

    @Test func aBrokenClaimIsNotedAndThePayloadReadsAsText() throws {
        let reading = try #require(ContentReader.read(ContentPayload(symbology: "qr", text: "WIFI:T:WPA;P:nossid;;"), context: context))
        #expect(Swift.type(of: reading.kind).typeName == "text")
        #expect(reading.refused?.type == "wifi")
        #expect(reading.fields.last?.key == "refused")
    }

    @Test func theSameDigitsMeanWhatTheirSymbologySays() {
        // An EAN-13's digits are a retail number; in a QR code without FNC1 they are text.
        #expect(type(ContentPayload(symbology: "ean13", text: "4006381333931")) == "gtin")
        #expect(type(ContentPayload(symbology: "qr", text: "4006381333931")) == "text")
    }

    /// A driver's licence the AAMVA parser refuses (a birth date that is no date, a header it
    /// cannot take, the '@' a scanner dropped) is still someone's licence: whatever reads it
    /// instead, its text is not among the fields.
    @Test func aLicenceTheParserRefusesIsStillPersonalData() throws {
        let licence =
            "@\n\u{1E}\rANSI 636000100102DL00410278ZV03190008DLDAQT64235789\nDCSSAMPLE\nDDEN\nDACMICHAEL\nDDFN\nDADJOHN\nDDGN\nDCUJR\nDCAD\n"
            + "DCBK\nDCDPH\nDBD06062019\nDBB06061986\nDBA12102024\nDBC1\nDAU068 in\nDAYBRO\nDAG2300 WEST BROAD STREET\nDAIRICHMOND\nDAJVA\n"
            + "DAK232690000  \nDCF2424244747474786102204\nDCGUSA\nDCK123456789\nDDAF\nDDB06062018\nDDC06062020\nDDD1\rZVZVA01\r"
        let variants = [
            licence.replacing("DBB06061986", with: "DBB13131986"),  // no such month
            licence.replacing("ANSI 636000100102", with: "ANSI 636000100100"),  // no entries
            licence.replacing("\rANSI ", with: "\rXNSI "),  // not the file type
            String(licence.dropFirst()),  // the compliance indicator dropped
        ]
        for text in variants {
            let reading = try #require(ContentReader.read(ContentPayload(symbology: "pdf417", text: text), context: context))
            let fields = JSON.object(reading.fields).serialized
            #expect(!fields.contains("MICHAEL") && !fields.contains("T64235789") && !fields.contains("BROAD"), "\(fields)")
            #expect(reading.refused?.type == "id", "\(fields)")
        }
    }
}
