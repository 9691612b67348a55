// LanguageNumberFormat: numbers, percentages and money written as a language writes them, from
// exact integers (a count of units and how many of its digits are decimals): never a Double, so
// a price is written to the cent it is.

extension LanguageFormats {
    /// The most decimals a value may carry: 10^18 is the largest power of ten 64 bits hold.
    public static let mostDecimals = 18

    /// `value` × 10^-`scale` as a plain number: 123456789 with scale 2 is `1,234,567.89` in
    /// English, `1.234.567,89` in German, `12,34,567.89` in Hindi. Decimals as the language's
    /// pattern has them (CLDR: none to three): trailing zeros dropped (-4210 with scale 2 is
    /// `-42.1`), more than three rounded half to even. A scale outside 0–18 is taken as 0 or 18.
    public func number(_ value: Int64, scale: Int = 0, digits: DigitSet = .western) -> String {
        written(value, scale: scale, decimals: fractionDigits, affixes: decimal, currencySign: "", digits: digits)
    }

    /// `value` × 10^-`scale` percent, as the language writes a percentage: 25 is `25%` in English,
    /// `25 %` in German (a no-break space), `%25` in Turkish. Rounded to a whole percent (half to
    /// even), as CLDR's percent patterns have no decimals.
    public func percent(_ value: Int64, scale: Int = 0, digits: DigitSet = .western) -> String {
        written(value, scale: scale, decimals: 0...0, affixes: percent, currencySign: "", digits: digits)
    }

    /// A price: `minorUnits` of a currency whose minor unit has `exponent` decimals (ISO 4217's:
    /// 2 for the euro, 0 for the yen), with its `sign` (`€`, `$`, `zł`, `₪`: the caller's, as the
    /// shop writes it) where the language puts it: 499, 2, "€" is `€4.99` in English, `4,99 €` in
    /// German, `€ 4,99` in Dutch. A sign of letters set right against the digits gets a no-break
    /// space (`CHF 4.99` in English; CLDR's currency spacing). Always exactly `exponent` decimals,
    /// so nothing is rounded; an exponent outside 0–18 is taken as 0 or 18.
    public func money(minorUnits: Int64, exponent: Int, sign: String, digits: DigitSet = .western) -> String {
        let exponent = min(max(exponent, 0), Self.mostDecimals)
        return written(minorUnits, scale: exponent, decimals: exponent...exponent, affixes: currency, currencySign: sign, digits: digits)
    }

    /// The symbols written with `digits`: the native digits' own where the language has some.
    public func marks(for digits: DigitSet) -> NumberSymbols {
        digits == .native && nativeDigits != nil ? nativeSymbols : symbols
    }

    /// `text`'s ASCII digits as `digits` writes them; anything else as it is.
    func withDigits(_ text: String, _ digits: DigitSet) -> String {
        guard digits == .native, let native = nativeDigits.map(Array.init), native.count == 10 else { return text }
        var out = ""
        for scalar in text.unicodeScalars {
            if ("0"..."9").contains(scalar) {
                out.append(native[Int(scalar.value - 48)])
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    private func written(
        _ value: Int64, scale: Int, decimals: ClosedRange<Int>, affixes: NumberAffixes, currencySign: String, digits: DigitSet
    ) -> String {
        let scale = min(max(scale, 0), Self.mostDecimals)
        let marks = self.marks(for: digits)
        let (whole, fraction) = Self.split(value.magnitude, scale: scale, decimals: decimals)
        var number = grouped(String(whole), groupMark: marks.groupMark)
        if !fraction.isEmpty { number += marks.decimalMark + fraction }
        let negative = value < 0
        let prefixPattern = negative ? affixes.negativePrefix : affixes.prefix
        let suffixPattern = negative ? affixes.negativeSuffix : affixes.suffix
        var prefix = Self.filled(prefixPattern, marks, currencySign)
        var suffix = Self.filled(suffixPattern, marks, currencySign)
        if prefixPattern.hasSuffix("¤"), let last = currencySign.unicodeScalars.last, Self.spacedFromDigits(last) { prefix += "\u{00A0}" }
        if suffixPattern.hasPrefix("¤"), let first = currencySign.unicodeScalars.first, Self.spacedFromDigits(first) { suffix = "\u{00A0}" + suffix }
        return prefix + withDigits(number, digits) + suffix
    }

    /// Whether a currency's sign that ends (before the digits) or starts (after them) with
    /// `scalar` takes a no-break space from the digits: CLDR's currency spacing (root's
    /// `currencyMatch` `[[:^S:]&[:^Z:]]`, which none of the kiosk's languages changes): `CHF 4.99`
    /// and `zł 4.99` in English, `$4.99` and `€4.99` as they are. Babel 2.10 does not apply it.
    static func spacedFromDigits(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .mathSymbol, .currencySymbol, .modifierSymbol, .otherSymbol, .spaceSeparator, .lineSeparator, .paragraphSeparator: false
        default: true
        }
    }

    /// `magnitude` × 10^-`scale` as its whole part and its decimals' digits: rounded half to even
    /// to at most `decimals.upperBound` decimals, trailing zeros dropped down to
    /// `decimals.lowerBound`, zeros added up to it (babel's `_format_frac`: no decimals at all
    /// when there are none to show and none are required).
    static func split(_ magnitude: UInt64, scale: Int, decimals: ClosedRange<Int>) -> (whole: UInt64, fraction: String) {
        var units = magnitude
        var shown = scale
        if scale > decimals.upperBound {
            let dropped = power(scale - decimals.upperBound)
            let (quotient, remainder) = units.quotientAndRemainder(dividingBy: dropped)
            let half = dropped / 2
            // Cannot overflow: the quotient is at most a tenth of UInt64.max.
            units = remainder > half || (remainder == half && quotient % 2 == 1) ? quotient + 1 : quotient
            shown = decimals.upperBound
        }
        let (whole, fractionUnits) = units.quotientAndRemainder(dividingBy: power(shown))
        var fraction = shown == 0 ? "" : String(fractionUnits)
        fraction = String(repeating: "0", count: max(0, shown - fraction.count)) + fraction
        while fraction.count > decimals.lowerBound, fraction.last == "0" { fraction.removeLast() }
        if fraction.count < decimals.lowerBound { fraction += String(repeating: "0", count: decimals.lowerBound - fraction.count) }
        return (whole, fraction)
    }

    /// 10^`exponent`, for 0–18.
    static func power(_ exponent: Int) -> UInt64 {
        var value: UInt64 = 1
        for _ in 0..<min(max(exponent, 0), mostDecimals) { value *= 10 }
        return value
    }

    /// `digits` (the whole part's ASCII digits) with `groupMark` between groups: the primary group
    /// nearest the decimal mark, then secondary groups (`12,34,567` in Hindi).
    func grouped(_ digits: String, groupMark: String) -> String {
        var rest = Substring(digits)
        var groups: [Substring] = []
        var size = max(1, grouping.primary)
        while rest.count > size {
            groups.append(rest.suffix(size))
            rest = rest.dropLast(size)
            size = max(1, grouping.secondary)
        }
        groups.append(rest)
        return groups.reversed().joined(separator: groupMark)
    }

    /// A pattern's prefix or suffix with its placeholders filled in: `-` the minus sign, `%` the
    /// percent sign, `¤` the currency's sign.
    static func filled(_ affix: String, _ marks: NumberSymbols, _ currencySign: String) -> String {
        var out = ""
        for scalar in affix.unicodeScalars {
            switch scalar {
            case "-": out += marks.minusSign
            case "%": out += marks.percentSign
            case "¤": out += currencySign
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
