// ShownPrice: a price handed to the screen: its amount, currency and the shop's sign and print,
// so each language writes it its own way (`Wording.money`) and the shop's shows it as its tags.
import Catalog
import Language

extension PriceStyle {
    /// `money` as the screen carries it: the amount, with this style's sign and print.
    public func shown(_ money: Money) -> ShownMoney {
        ShownMoney(
            minorUnits: money.minorUnits, exponent: money.currency.minorUnits, currency: money.currency.alphabetic, sign: sign,
            shopText: format(money))
    }

    /// `money` in `style`, else in its currency's customary style.
    public static func shown(_ money: Money, style: PriceStyle?) -> ShownMoney {
        (style ?? PriceStyle(currency: money.currency)).shown(money)
    }
}
