// PayloadText: turns a symbol's payload bytes into text without guessing wrong.
import FoundationEssentials
import Glibc

enum PayloadText {
    /// Decodes `bytes` as text for `symbology`, or `.binary` when no allowed encoding fits.
    ///
    /// Order, for QR byte segments read without conversion (ZBar's binary mode): strict UTF-8
    /// (what phones write); then strict Shift_JIS (QR's kanji mode and Japanese byte segments);
    /// then ISO-8859-1, the QR standard's default byte encoding, but only when every byte is a
    /// printable Latin-1 character or common whitespace. ZBar's own guess decodes UTF-8 payloads
    /// as Shift_JIS when they happen to parse as both, which mangles Japanese URLs and names.
    /// Linear symbologies carry ASCII, which UTF-8 covers; high bytes there fall back the same way.
    static func content(of bytes: [UInt8], symbology: Symbology) -> PayloadContent {
        if let text = String(validating: bytes, as: UTF8.self) {
            return looksLikeText(text) ? .text(text) : .binary
        }
        if symbology == .qr, let text = shiftJIS(bytes), looksLikeText(text) {
            return .text(text)
        }
        if bytes.allSatisfy({ [0x04, 0x09, 0x0A, 0x0D].contains($0) || (0x1C...0x7E).contains($0) || $0 >= 0xA0 }) {
            return .text(String(String.UnicodeScalarView(bytes.map { Unicode.Scalar($0) })))
        }
        return .binary
    }

    /// Text is text when it holds no control characters other than tab, CR, LF and the separators
    /// structured payloads carry between fields: the GS1 group separator (0x1D); ISO/IEC 15434's
    /// record separator (0x1E) and end of transmission (0x04) on parcel labels, MaxiCode and medicine
    /// packs; the file and unit separators (0x1C, 0x1F) of French 2D-Doc and AAMVA variants.
    static func looksLikeText(_ text: String) -> Bool {
        text.unicodeScalars.allSatisfy { scalar in
            switch scalar.value {
            case 0x04, 0x09, 0x0A, 0x0D, 0x1C...0x1F: return true
            case 0x00...0x1F, 0x7F...0x9F: return false
            default: return true
            }
        }
    }

    /// Strict Shift_JIS decoding through iconv, as CP932 (Windows-31J): what phones write, with 0x5C as
    /// a backslash rather than JIS X 0201's yen sign; nil when any byte sequence is invalid.
    static func shiftJIS(_ bytes: [UInt8]) -> String? {
        let converter = iconv_open("UTF-8", "CP932")
        guard converter != iconv_t(bitPattern: -1) else { return nil }
        defer { iconv_close(converter) }
        var input = bytes.map { CChar(bitPattern: $0) }
        var output = [CChar](repeating: 0, count: bytes.count * 3 + 4)
        let converted: Int = input.withUnsafeMutableBufferPointer { inBuffer in
            output.withUnsafeMutableBufferPointer { outBuffer in
                var inPtr: UnsafeMutablePointer<CChar>? = inBuffer.baseAddress
                var inLeft = inBuffer.count
                var outPtr: UnsafeMutablePointer<CChar>? = outBuffer.baseAddress
                var outLeft = outBuffer.count
                let result = iconv(converter, &inPtr, &inLeft, &outPtr, &outLeft)
                if result == -1 || inLeft != 0 { return -1 }
                return outBuffer.count - outLeft
            }
        }
        guard converted >= 0 else { return nil }
        return String(validating: output[0..<converted].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
