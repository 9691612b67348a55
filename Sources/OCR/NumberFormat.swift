// NumberFormat: which printed numbers count as a price, and their normalised text ("1.299,00" is "1299.00").

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

    /// Whether whole numbers (`149`) count as prices: `auto` where the locale's currency has no
    /// minor unit (yen, won, forint…) and with locale `auto` (the tallest number is the price,
    /// with or without a decimal mark); `off` where an article number should not pass for a price.
    public enum WholeNumbers: String, Sendable, Equatable {
        case auto, on, off
    }

    public var locale: PriceLocale
    public var decimalMark: DecimalMark { locale.decimalMark }
    public var wholeNumbers: WholeNumbers
    /// A regular expression the normalised text must match whole (the seed's rule is
    /// `[0-9]+\.[0-9]+`); nil: any number the marks allow.
    public var pattern: String?

    /// Whether a number without a decimal mark is a price, by `wholeNumbers` and the locale.
    public var countsWholeNumbers: Bool {
        switch wholeNumbers {
        case .on: true
        case .off: false
        case .auto: locale.decimalMark == .auto || locale.minorDigits == 0
        }
    }

    public init(decimalMark: DecimalMark = .auto, wholeNumbers: WholeNumbers = .auto, pattern: String? = nil) {
        self.locale = PriceLocale(name: decimalMark == .auto ? "auto" : decimalMark.rawValue, decimalMark: decimalMark, minorDigits: nil)
        self.wholeNumbers = wholeNumbers
        self.pattern = pattern
    }

    /// The marks of a locale (`en_US`: `.`; `de_DE`, `fr_FR`, `hu_HU`: `,`), or `auto`.
    /// Throws a message naming what was wrong.
    public init(locale identifier: String, wholeNumbers: WholeNumbers = .auto, pattern: String? = nil) throws(NumberFormatError) {
        try self.init(locale: try PriceLocale(identifier), wholeNumbers: wholeNumbers, checkedPattern: pattern)
    }

    /// As `init(locale:wholeNumbers:pattern:)`, refusing a pattern that is not a regular expression.
    public init(locale: PriceLocale, wholeNumbers: WholeNumbers, checkedPattern pattern: String?) throws(NumberFormatError) {
        if let pattern {
            do { _ = try Regex(pattern) } catch { throw .badPattern(pattern) }
        }
        self.locale = locale
        self.wholeNumbers = wholeNumbers
        self.pattern = pattern
    }

    /// The normalised number in `text` as OCR read it (digits, `.` and `,`; any other character
    /// such as a currency sign is dropped), or nil when it is no price by these rules: marks
    /// in wrong places, groups that are not three digits, a whole number when those do not
    /// count, or a text the pattern does not match.
    public func normalise(_ text: String) -> String? {
        var kept = String(text.map { "–—‒".contains($0) ? "-" : $0 }.filter { $0.isASCII && ($0.isNumber || $0 == "." || $0 == "," || $0 == "-") })
        // A dash after the decimal mark stands for no cents (`12.–` in Switzerland, `9,–` in
        // Germany and Austria): `12.00`. Any other dash is no part of a number (but see below).
        if let dash = kept.lastIndex(where: { $0 != "-" }).map(kept.index(after:)), dash < kept.endIndex, dash > kept.startIndex {
            let mark = kept[kept.index(before: dash)]
            let isDecimal = decimalMark == .auto ? mark == "." || mark == "," : String(mark) == decimalMark.rawValue
            kept = String(kept[..<dash]) + (isDecimal ? "00" : "")
        }
        // And before it, for no francs (`–.95`).
        let afterDashes = kept.drop(while: { $0 == "-" })
        if afterDashes.count < kept.count, let mark = afterDashes.first, mark == "." || mark == "," { kept = "0" + afterDashes }
        kept.removeAll { $0 == "-" }
        guard let first = kept.first, first.isNumber else { return nil }
        // A trailing mark ("149,") is the end of the price, not a decimal mark.
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
        if decimal == nil, !countsWholeNumbers { return nil }
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
