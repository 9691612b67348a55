import Testing

// PayloadTextTests: payload bytes become exact text, or stay marked binary, never mangled.
@testable import Decode

@Suite struct PayloadTextTests {
    @Test func validUTF8IsTakenAsIs() {
        #expect(PayloadText.content(of: Array("MECARD:N:測試;;".utf8), symbology: .qr) == .text("MECARD:N:測試;;"))
    }

    @Test func shiftJISIsDecodedForQR() {
        // "テスト" in Shift_JIS.
        #expect(PayloadText.content(of: [0x83, 0x65, 0x83, 0x58, 0x83, 0x67], symbology: .qr) == .text("テスト"))
    }

    @Test func shiftJISBackslashStaysABackslash() {
        // "ﾃ" (half-width katakana, 0xC3) then "\:" — CP932 keeps 0x5C a backslash, not a yen sign.
        #expect(PayloadText.content(of: [0xC3, 0x5C, 0x3A], symbology: .qr) == .text("ﾃ\\:"))
    }

    @Test func latin1IsTheFallbackForPrintableBytes() {
        #expect(PayloadText.content(of: [0x63, 0x61, 0x66, 0xE9], symbology: .code128) == .text("café"))
    }

    @Test func controlBytesMakeAPayloadBinary() {
        #expect(PayloadText.content(of: [0x00, 0xFF, 0x10, 0x80], symbology: .qr) == .binary)
        #expect(PayloadText.content(of: [0x41, 0x00, 0x42], symbology: .qr) == .binary)
    }

    @Test func gs1SeparatorsTabsAndLineBreaksAreText() {
        #expect(PayloadText.content(of: Array("01\u{1D}17\t\r\n".utf8), symbology: .databarExp) == .text("01\u{1D}17\t\r\n"))
    }

    @Test func binaryIsShownAsAMarkedHexPreview() {
        let detection = Detection(
            symbology: .qr, bytes: Array(0..<20), content: .binary,
            corners: Quad(topLeft: .init(x: 0, y: 0), topRight: .init(x: 0, y: 0), bottomRight: .init(x: 0, y: 0), bottomLeft: .init(x: 0, y: 0)),
            quality: 1)
        #expect(detection.displayText == "[binary, 20 bytes] 00 01 02 03 04 05 06 07 08 09 0A 0B 0C 0D 0E 0F …")
        #expect(detection.text == nil)
    }
}
