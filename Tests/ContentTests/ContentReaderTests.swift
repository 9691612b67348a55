// ContentReaderTests: which kind a payload is read as, the most specific first, and what a broken
// claim leaves behind.
import Content
import Testing

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
}
