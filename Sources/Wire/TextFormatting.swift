// TextFormatting: printf-style numbers and trimmed words, the two things the kiosk took from
// Foundation for its text (it links only FoundationEssentials, which has neither).
import Glibc

extension String {
    /// `format` filled in by the C library's `vsnprintf`, as `printf` would: numbers only
    /// (`%d`, `%.2f`, `%06d`, `%x`); a Swift string is not a C argument, so text goes around the
    /// call by interpolation.
    public init(cFormat format: String, _ arguments: CVarArg...) {
        self = Self.formatted(format, arguments)
    }

    private static func formatted(_ format: String, _ arguments: [CVarArg]) -> String {
        var buffer = [CChar](repeating: 0, count: 64)
        let needed = Int(withVaList(arguments) { vsnprintf(&buffer, buffer.count, format, $0) })
        if needed >= buffer.count {
            buffer = [CChar](repeating: 0, count: needed + 1)
            _ = withVaList(arguments) { vsnprintf(&buffer, buffer.count, format, $0) }
        }
        return String(decoding: buffer.prefix(Swift.max(0, needed)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}

extension StringProtocol {
    /// The text without the spaces and tabs at either end (Unicode's other spaces too, as
    /// `CharacterSet.whitespaces`); line ends stay, so a stray carriage return is still seen.
    public func trimmingWhitespace() -> String {
        trimming { $0.isWhitespace && !$0.isNewline }
    }

    /// The text without white space or line ends at either end (a file's last newline).
    public func trimmingWhitespaceAndNewlines() -> String {
        trimming(\.isWhitespace)
    }

    private func trimming(_ isTrimmed: (Character) -> Bool) -> String {
        guard let first = firstIndex(where: { !isTrimmed($0) }), let last = lastIndex(where: { !isTrimmed($0) }) else { return "" }
        return String(self[first...last])
    }
}

/// Bytes from outside (a program's output, a file that should have been another) made safe to
/// print on one line of a log: line ends, tabs and other control characters (C0, DEL, C1) as
/// `\n`, `\r`, `\t`, `\xNN`, bytes that are not UTF-8 as `\xNN`, so nothing reaches a terminal
/// raw, nothing splits the line, and escape sequences do nothing. Format characters (bidi
/// overrides, zero-width joiners) and a combining mark at the start (which would join the text
/// before it: `says: ` + U+05A8 is no longer `says: `) are written as their UTF-8 bytes, `\xNN`.
public enum PrintableText {
    /// `bytes` escaped, cut before the result passes `limit` characters (an ellipsis then ends it).
    public static func escaped(_ bytes: some Collection<UInt8>, limit: Int = 200) -> String {
        var out = ""
        var count = 0
        var index = bytes.startIndex
        while index != bytes.endIndex {
            let (piece, next) = escape(bytes, at: index, first: index == bytes.startIndex)
            if count + piece.count > limit {
                out += "…"
                break
            }
            out += piece
            count += piece.count
            index = next
        }
        return out
    }

    /// The escaped form of the character at `index`, and where the next one starts.
    private static func escape<Bytes: Collection<UInt8>>(_ bytes: Bytes, at index: Bytes.Index, first: Bool) -> (String, Bytes.Index) {
        let byte = bytes[index]
        let next = bytes.index(after: index)
        switch byte {
        case UInt8(ascii: "\n"): return ("\\n", next)
        case UInt8(ascii: "\r"): return ("\\r", next)
        case UInt8(ascii: "\t"): return ("\\t", next)
        case UInt8(ascii: "\\"): return ("\\\\", next)
        case 0x20..<0x7F: return (String(UnicodeScalar(byte)), next)
        case 0xC2...0xF4:
            // A UTF-8 sequence: its length from the lead byte, kept when it decodes to a
            // character that is not a C1 control.
            let length = byte < 0xE0 ? 2 : byte < 0xF0 ? 3 : 4
            if let end = bytes.index(index, offsetBy: length, limitedBy: bytes.endIndex),
                let text = String(validating: Array(bytes[index..<end]), as: UTF8.self), let scalar = text.unicodeScalars.first,
                !(0x80...0x9F).contains(scalar.value)
            {
                // First, anything that would join the text before it into one character (a
                // combining mark, an emoji modifier): what a log line says before must stay.
                let joins = first && (" " + text).count != 2
                if scalar.properties.generalCategory == .format || joins { return (bytes[index..<end].map(hex).joined(), end) }
                return (text, end)
            }
            return (hex(byte), next)
        default: return (hex(byte), next)
        }
    }

    private static func hex(_ byte: UInt8) -> String {
        let digits = Array("0123456789abcdef")
        return "\\x" + String(digits[Int(byte >> 4)]) + String(digits[Int(byte & 15)])
    }
}
