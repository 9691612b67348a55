// ShownText: a text on screen that is either the kiosk's own words (a phrase of the catalogue,
// said in the reader's language), a date or a price (written as the reader's language writes
// dates and money), or text the kiosk shows as it is (a product's name, a code's value, the
// shop's own line).

public enum ShownText: Sendable, Hashable {
    case phrase(Phrase)
    case date(ShownDate)
    case verbatim(String)
    /// A price, or with `per` a unit price (`9,98 €/kg`: `per` is "kg", written after a `/`).
    case money(ShownMoney, per: String? = nil)
    /// An amount with its unit (`0.482 kg`, `1.5 l`): `value` × 10^-`scale`, its number written
    /// as the reader's language writes numbers (`0,482 kg` in German), the unit as it is.
    case quantity(value: Int64, scale: Int, unit: String)

    /// Whether it is the kiosk's own words.
    public var isPhrase: Bool {
        if case .phrase = self { return true }
        return false
    }

    /// In the catalogue's own English.
    public var english: String { Wording.english(self) }

    /// The catalogue's `message`, with `values` (and `parts`, said in the reader's language).
    public static func said(
        _ message: Message, count: Int? = nil, _ values: [String: String] = [:], parts: [String: ShownText] = [:]
    )
        -> ShownText
    {
        .phrase(Phrase(message, count: count, values, parts: parts))
    }
}

extension Wording {
    /// `text` as the reader sees it.
    public func callAsFunction(_ text: ShownText) -> String {
        switch text {
        case .phrase(let phrase): self(phrase)
        case .date(let date): formats.date(year: date.year, month: date.month, day: date.day, style: .medium, digits: digits)
        case .verbatim(let text): text
        case .money(let money, let per): self.money(money) + (per.map { "/" + $0 } ?? "")
        case .quantity(let value, let scale, let unit): formats.number(value, scale: scale, digits: digits) + " " + unit
        }
    }
}
