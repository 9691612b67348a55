// PriceUnit: what a price is per, as shops print it after the price (`€/kg`, `/lb`, `per kg`,
// `€/100g`): the unit a reading reports, and the currency printed with it (a sign, `руб`, `CHF`).

public enum PriceUnit {
    /// The characters the unit is read with (a currency sign, `/`, `per`, `je`, the units, the
    /// Latin look-alikes of `руб`, and `CHF`).
    public static let characters = "€$£¥/0123456789kglbmozperjy.CHF "

    /// Currencies written as a word after the price, as read (lower case) and as reported:
    /// `руб` (rubles) as the Latin model reads it (`р` and `у` are `p` and `y`, `б` is a `6` or
    /// a `b`), with or without its full stop; `CHF`.
    static let currencyWords: [(read: String, reported: String)] = [
        ("py6", "₽"), ("pyb", "₽"), ("pyб", "₽"), ("руб", "₽"), ("chf", "CHF"),
    ]

    /// The units, as printed (lower case, no spaces) and as reported.
    static let units: [(printed: String, reported: String)] = [
        ("kg", "kg"), ("100g", "100 g"), ("g", "g"), ("lb", "lb"), ("oz", "oz"), ("l", "l"), ("100ml", "100 ml"), ("ml", "ml"),
    ]

    /// `text` as read after a price: a unit (`kg`), and the currency sign before it if one was
    /// printed (`€/kg` → `kg`, `€`; `€` alone → a sign and no unit). The whole text must be
    /// that: an optional sign, then `/`, `per`, `je` or nothing, then a unit — anything else (a
    /// stray mark read as `l`, the end of a tax line) is nil.
    public static func parse(_ text: String) -> (unit: String?, sign: String?)? {
        var rest = Substring(text.filter { !$0.isWhitespace }.lowercased())
        var sign: String?
        if let first = rest.first, NumberReading.currencySigns.contains(first) {
            sign = String(first)
            rest = rest.dropFirst()
        } else if let word = currencyWords.first(where: { rest.hasPrefix($0.read) }) {
            sign = word.reported
            rest = rest.dropFirst(word.read.count)
            if rest.first == "." { rest = rest.dropFirst() }
        }
        // A full stop ends an abbreviation (`руб.`, `kg.`); a speck read as one is nothing.
        if rest.last == "." { rest = rest.dropLast() }
        if rest.isEmpty { return sign.map { (nil, $0) } }
        var marked = false
        for mark in ["/", "per", "je"] where rest.hasPrefix(mark) {
            rest = rest.dropFirst(mark.count)
            marked = true
            break
        }
        // `g` and `9` are one shape to the model at this size: `/1009` is `/100g`.
        if marked, rest == "1009" { rest = "100g" }
        guard let unit = units.first(where: { $0.printed == rest }) else { return nil }
        // A bare letter is too easily a mark misread: `l` and `g` need `/` or `per` before them.
        guard marked || unit.printed.count > 1 else { return nil }
        return (unit.reported, sign)
    }
}
