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
