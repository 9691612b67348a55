// PaymentAmount: amounts as payment codes write them (`98.73`, `98.`, `12.3`, `1949.75`): their
// digits checked, normalised for the event's JSON, and grouped for the result card.

enum PaymentAmount {
    /// The integer and fraction digits of `text`: ASCII digits with at most one `.` and at least
    /// one digit. nil for anything else (`98,73`, `3 705`, `-1`, `.`).
    static func parts(_ text: String) -> (integer: Substring, fraction: Substring)? {
        let pieces = text.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        let integer = pieces[0]
        let fraction = pieces.count > 1 ? pieces[1] : ""
        guard !(integer.isEmpty && fraction.isEmpty), !fraction.contains("."),
            integer.isEmpty || PaymentText.isASCIIDigits(integer), fraction.isEmpty || PaymentText.isASCIIDigits(fraction)
        else { return nil }
        return (integer, fraction)
    }

    static func isZero(_ text: String) -> Bool {
        guard let (integer, fraction) = parts(text) else { return false }
        return (integer + fraction).allSatisfy { $0 == "0" }
    }

    /// The amount as a JSON number with the digits the code gave: leading zeros and a trailing
    /// `.` dropped (`098.` → `98`, `.5` → `0.5`), the fraction's digits kept (`12.30`).
    static func json(_ text: String) -> String {
        guard let (integer, fraction) = parts(text) else { return text }
        let whole = integer.drop { $0 == "0" }
        let integerDigits = whole.isEmpty ? "0" : String(whole)
        return fraction.isEmpty ? integerDigits : integerDigits + "." + fraction
    }

    /// The amount for a card: thousands separated by a no-break space, and at least
    /// `minorDigits` decimals when the currency has them (`1949.75` → `1 949.75`, `98.` → `98.00`).
    static func display(_ text: String, minorDigits: Int?) -> String {
        guard let (_, fraction) = parts(text) else { return text }
        let normalised = json(text)
        let integer = normalised.prefix { $0 != "." }
        var grouped = ""
        for (index, digit) in integer.enumerated() {
            if index > 0, (integer.count - index) % 3 == 0 { grouped.append("\u{A0}") }
            grouped.append(digit)
        }
        var decimals = String(fraction)
        if let minorDigits, decimals.count < minorDigits { decimals += String(repeating: "0", count: minorDigits - decimals.count) }
        return decimals.isEmpty ? grouped : grouped + "." + decimals
    }
}
