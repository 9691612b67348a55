// ScannerFormatTests: what a typing destination sends: the payload without its control
// characters (a code must not press keys on the till), a chosen content field instead of the
// payload, and the settings that choose.
import Delivery
import Testing

@Suite struct ScannerFormatTests {
    func entry(_ members: String) throws -> OutboxEntry {
        try #require(OutboxEntry(line: #"{"event":"capture","id":"a","number":1,\#(members),"time":1}"#))
    }

    @Test func controlCharactersOfThePayloadAreLeftOutButThePrefixAndSuffixStay() throws {
        // A payload that would press Enter, Escape and Ctrl-keys on a till (BadBarcode).
        let capture = try entry(#""symbology":"qr","text":"ab\rc\u001bd\u0004\u001d\u007f\u0085e""#)
        let format = ScannerFormat(prefix: "\t", suffix: "\r")
        #expect(format.value(for: capture) == ("abcde", 6))
        #expect(format.text(for: capture) == "\tabcde\r")
        #expect(format.bytes(for: capture) == Array("\tabcde\r".utf8))
        let keep = ScannerFormat(suffix: "\r", controls: true)
        #expect(keep.text(for: capture) == "ab\rc\u{1B}d\u{04}\u{1D}\u{7F}\u{85}e\r")
    }

    @Test func aBinaryPayloadsControlBytesAreLeftOutOnASerialLineToo() throws {
        let capture = try entry(#""symbology":"qr","text":null,"base64":"QQ1CAEOA""#)  // A CR B NUL C 0x80
        #expect(ScannerFormat(suffix: "").bytes(for: capture) == [0x41, 0x42, 0x43])
        #expect(ScannerFormat(suffix: "", controls: true).bytes(for: capture) == [0x41, 0x0D, 0x42, 0x00, 0x43, 0x80])
    }

    @Test func aChosenFieldOfTheContentIsSentInsteadOfThePayload() throws {
        let medicine = try entry(
            #""symbology":"datamatrix","text":"0109506000134352172607311\u001d0ABC123","content":{"type":"gs1","gtin":"09506000134352","expired":true}"#
        )
        let gtin = ScannerFormat(suffix: "\r", field: "gtin")
        #expect(gtin.text(for: medicine) == "09506000134352\r")
        // A capture without that field: its payload, as without the setting.
        let plain = try entry(#""symbology":"qr","text":"hello""#)
        #expect(gtin.text(for: plain) == "hello\r")
        let amount = try entry(#""symbology":"qr","text":"x","content":{"type":"emv","amount":12.5}"#)
        #expect(ScannerFormat(suffix: "", field: "amount").text(for: amount) == "12.5")
    }

    @Test func theSettingsAreReadAndRefused() throws {
        let spec = try DestinationSpec(parsing: "hid:/dev/hidg0 field=gtin controls=keep")
        #expect(spec.format?.field == "gtin" && spec.format?.controls == true)
        func refusal(_ text: String) -> String? {
            do {
                _ = try DestinationSpec(parsing: text)
                return nil
            } catch { return error.description }
        }
        #expect(refusal("serial:/dev/ttyGS0 field=a.b") == "field= expects the name of a content field such as gtin or iban, got 'a.b'")
        #expect(refusal("hid:/dev/hidg0 controls=yes") == "controls= expects keep or drop, got 'yes'")
        #expect(throws: DeliveryError.self) { try DestinationSpec(parsing: "https://example.com/x field=gtin") }
    }
}
