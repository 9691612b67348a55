// ShownMoney: a price as the screen shows it: its exact amount, its currency, the sign the shop's
// shelf tags print and the shop's own way of printing it. Kept as the amount, never as text, so
// it is written in whichever language is shown by then (`Wording.money`).

/// `4.99 EUR` printed `4,99 €` by the shop: 499 minor units, 2 decimals, "EUR", "€", "4,99 €".
public struct ShownMoney: Sendable, Hashable {
    /// The amount in the currency's minor units (cents, öre; yen for the yen).
    public let minorUnits: Int64
    /// How many decimals the minor unit has (ISO 4217's: 2 for the euro, 0 for the yen).
    public let exponent: Int
    /// The currency's ISO 4217 code: "EUR", "SEK".
    public let currency: String
    /// The sign the shop prints beside its prices (`€`, `kr`, `CHF`): every language shows it,
    /// so a shopper can compare with the shelf.
    public let sign: String
    /// The price exactly as the shop prints it (its style for the currency, or its sample):
    /// what the screen shows in the shop's own language.
    public let shopText: String

    public init(minorUnits: Int64, exponent: Int, currency: String, sign: String, shopText: String) {
        self.minorUnits = minorUnits
        self.exponent = exponent
        self.currency = currency
        self.sign = sign
        self.shopText = shopText
    }
}

extension Wording {
    /// `money` as this language writes it: in the shop's own language exactly as the shop prints
    /// it; in another, with that language's CLDR currency pattern, marks and grouping and the
    /// shop's sign (`4,99 €` in German, `€4.99` in English, `€ 4,99` in Dutch, `₹1,23,456.00` in
    /// Hindi). Digits as `digits` says: with native digits the shop's own text takes them too.
    public func money(_ money: ShownMoney) -> String {
        if isShopLanguage { return formats.withDigits(money.shopText, digits) }
        return formats.money(minorUnits: money.minorUnits, exponent: money.exponent, sign: money.sign, digits: digits)
    }
}
