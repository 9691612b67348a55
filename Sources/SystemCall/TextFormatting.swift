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
/// raw, nothing splits the line, and escape sequences do nothing.
public enum PrintableText {
    /// `bytes` escaped, cut after `limit` characters of the result (an ellipsis then ends it).
    public static func escaped(_ bytes: some Collection<UInt8>, limit: Int = 200) -> String {
        var out = ""
        var count = 0
        var index = bytes.startIndex
        func add(_ text: String) {
            out += text
            count += 1
        }
        while index != bytes.endIndex {
            if count >= limit {
                out += "…"
                break
            }
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\n"): add("\\n")
            case UInt8(ascii: "\r"): add("\\r")
            case UInt8(ascii: "\t"): add("\\t")
            case UInt8(ascii: "\\"): add("\\\\")
            case 0x20..<0x7F: add(String(UnicodeScalar(byte)))
            case 0xC2...0xF4:
                // A UTF-8 sequence: its length from the lead byte, kept when it decodes to a
                // character that is not a C1 control.
                let length = byte < 0xE0 ? 2 : byte < 0xF0 ? 3 : 4
                let end = bytes.index(index, offsetBy: length, limitedBy: bytes.endIndex) ?? bytes.endIndex
                if bytes.distance(from: index, to: end) == length, let text = String(validating: Array(bytes[index..<end]), as: UTF8.self),
                    let scalar = text.unicodeScalars.first, !(0x80...0x9F).contains(scalar.value)
                {
                    add(text)
                    index = end
                    continue
                }
                add(hex(byte))
            default: add(hex(byte))
            }
            index = bytes.index(after: index)
        }
        return out
    }

    private static func hex(_ byte: UInt8) -> String {
        let digits = Array("0123456789abcdef")
        return "\\x" + String(digits[Int(byte >> 4)]) + String(digits[Int(byte & 15)])
    }
}
