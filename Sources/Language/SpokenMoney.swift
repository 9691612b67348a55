// SpokenMoney: a price as a cashier says it in one language ("4 Euro 99", "4 kronor 99", "199
// えん"), for the voice: the catalogue's speech.price messages and CLDR's currency names.

extension Wording {
    /// The currencies whose hundredth is a cent in every language the kiosk speaks (`speech.price-cents`).
    static let centCurrencies: Set<String> = ["EUR", "USD", "AUD", "CAD", "NZD", "SGD", "HKD", "ZAR"]

    /// `money` as a cashier says it in this language, for the voice: "4 euros 99", "4 Euro 99",
    /// "4 kronor 99", "1 euro", "199 yen", "99 cents" (under one unit of a currency of cents;
    /// "0 kronor 50" for the others), from the catalogue's `speech.price` messages and CLDR's
    /// currency names for the count. Numbers in ASCII digits without marks, which every espeak-ng
    /// voice reads in its own language. A currency without names: its amount and its code's
    /// letters ("49.90 S A R").
    public func spoken(_ money: ShownMoney) -> String {
        let exponent = min(max(money.exponent, 0), LanguageFormats.mostDecimals)
        let scale = LanguageFormats.power(exponent)
        let (whole, minor) = money.minorUnits.magnitude.quotientAndRemainder(dividingBy: scale)
        let minus = money.minorUnits < 0 ? "-" : ""
        guard let unit = CurrencyNames.name(of: money.currency, count: whole, language: language) else {
            let fraction = String(minor)
            let decimals = exponent == 0 ? "" : "." + String(repeating: "0", count: max(0, exponent - fraction.count)) + fraction
            return minus + String(whole) + decimals + " " + money.currency.map(String.init).joined(separator: " ")
        }
        let count = Int(clamping: whole)
        if minor == 0 { return minus + self(.sayPriceWhole, count: count, ["major": String(whole), "currency": unit]) }
        if whole == 0, Self.centCurrencies.contains(money.currency), exponent == 2 {
            return minus + self(.sayPriceCents, count: Int(minor), ["minor": String(minor)])
        }
        return minus + self(.sayPrice, count: count, ["major": String(whole), "currency": unit, "minor": String(minor)])
    }
}
