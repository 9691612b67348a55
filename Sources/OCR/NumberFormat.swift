// NumberFormat: which printed numbers count as a price, and their normalised text ("1.299,00" is "1299.00").
import SystemCall

/// How prices are written where the kiosk stands: the decimal mark, the grouping mark, whether
/// whole numbers (yen, forint) count, and optionally a pattern the normalised text must match.
/// The normalised text has `.` as its decimal mark and no grouping: `12,99` is `12.99`,
/// `1.299,00` is `1299.00`, `149` is `149`.
public struct NumberFormat: Sendable, Equatable {
    /// The decimal mark: either (`auto`: the last `.` or `,` followed by one or two digits),
    /// or one of them.
    public enum DecimalMark: String, Sendable, Equatable {
        case auto
        case point = "."
        case comma = ","
    }

    public var decimalMark: DecimalMark
    /// Whole numbers (no decimal mark) count as prices.
    public var wholeNumbers: Bool
    /// A regular expression the normalised text must match whole (the seed's rule is
    /// `[0-9]+\.[0-9]+`); nil: any number the marks allow.
    public var pattern: String?

    public init(decimalMark: DecimalMark = .auto, wholeNumbers: Bool = false, pattern: String? = nil) {
        self.decimalMark = decimalMark
        self.wholeNumbers = wholeNumbers
        self.pattern = pattern
    }

    /// The marks of a locale (`en_US`: `.`; `de_DE`, `fr_FR`, `hu_HU`: `,`), or `auto`.
    /// Throws a message naming what was wrong.
    public init(locale identifier: String, wholeNumbers: Bool = false, pattern: String? = nil) throws(NumberFormatError) {
        let name = identifier.trimmingWhitespace()
        var mark = DecimalMark.auto
        if name.lowercased() != "auto" {
            // `de-DE` is `de_DE`.
            guard let comma = LocaleDecimalMarks.usesComma(String(name.map { $0 == "-" ? "_" : $0 })) else { throw .unknownLocale(identifier) }
            mark = comma ? .comma : .point
        }
        try self.init(decimalMark: mark, wholeNumbers: wholeNumbers, checkedPattern: pattern)
    }

    /// As `init(decimalMark:wholeNumbers:pattern:)`, refusing a pattern that is not a regular expression.
    public init(decimalMark: DecimalMark, wholeNumbers: Bool, checkedPattern pattern: String?) throws(NumberFormatError) {
        if let pattern {
            do { _ = try Regex(pattern) } catch { throw .badPattern(pattern) }
        }
        self.init(decimalMark: decimalMark, wholeNumbers: wholeNumbers, pattern: pattern)
    }

    /// The normalised number in `text` as OCR read it (digits, `.` and `,`; any other character
    /// such as a currency sign is dropped), or nil when it is no price by these rules: marks
    /// in wrong places, groups that are not three digits, a whole number when those do not
    /// count, or a text the pattern does not match.
    public func normalise(_ text: String) -> String? {
        let kept = text.filter { $0.isASCII && ($0.isNumber || $0 == "." || $0 == ",") }
        guard let first = kept.first, first.isNumber else { return nil }
        // A trailing mark ("12.-", "149,") is the end of the price, not a decimal mark.
        var chars = Array(kept)
        while let last = chars.last, !last.isNumber { chars.removeLast() }
        let marks = chars.indices.filter { !chars[$0].isNumber }
        var decimal: Int?
        if let last = marks.last {
            let after = chars.count - last - 1
            switch decimalMark {
            case .auto: decimal = after <= 2 ? last : nil
            case .point: decimal = chars[last] == "." ? last : nil
            case .comma: decimal = chars[last] == "," ? last : nil
            }
        }
        // Every other mark groups thousands: all the same character, not the decimal one, three digits apart.
        let grouping = marks.filter { $0 != decimal }
        if let decimal, grouping.contains(where: { chars[$0] == chars[decimal] }) { return nil }
        if let g = grouping.first, grouping.contains(where: { chars[$0] != chars[g] }) { return nil }
        if let g = grouping.first, g > 3 { return nil }
        for (i, g) in grouping.enumerated() {
            let next = i + 1 < grouping.count ? grouping[i + 1] : (decimal ?? chars.count)
            if next - g - 1 != 3 { return nil }
        }
        if decimal == nil, !wholeNumbers { return nil }
        var digits = String(chars.enumerated().filter { $0.element.isNumber || $0.offset == decimal }.map { $0.offset == decimal ? "." : $0.element })
        // Leading zeros are misreads of the tag's edge or a frame around the digits, not value.
        while digits.count > 1, digits.hasPrefix("0"), !digits.hasPrefix("0.") { digits.removeFirst() }
        if let pattern, let regex = try? Regex(pattern) {
            guard (try? regex.wholeMatch(in: digits)) != nil else { return nil }
        }
        return digits
    }
}

public enum NumberFormatError: Error, Equatable, CustomStringConvertible {
    case unknownLocale(String)
    case badPattern(String)

    public var description: String {
        switch self {
        case .unknownLocale(let name): "unknown locale '\(name)' (auto, or a locale such as en_US, de_DE, fr_FR, hu_HU, ja_JP)"
        case .badPattern(let pattern): "'\(pattern)' is not a regular expression"
        }
    }
}
