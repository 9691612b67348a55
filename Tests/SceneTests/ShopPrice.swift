// ShopPrice: a price as a shop prints it (`9,98 €`, `¥1,990`), as the scene is given it: its
// amount, read from the text, with its currency and sign.
import Language

/// `text` as the shop's price: the euro, yen, rupee or riyal by its sign; the amount its digits,
/// the last `exponent` of them decimals when a mark stands before them (`₹189` is 18900 paise).
func shop(_ text: String) -> ShownMoney {
    let signs: [(sign: String, currency: String, exponent: Int)] = [("€", "EUR", 2), ("¥", "JPY", 0), ("₹", "INR", 2), ("ر.س", "SAR", 2)]
    let (sign, currency, exponent) = signs.first { text.contains($0.sign) } ?? ("€", "EUR", 2)
    let characters = Array(text)
    let lastDigit = characters.lastIndex { $0.isASCII && $0.isNumber } ?? 0
    var firstOfRun = lastDigit
    while firstOfRun > 0, characters[firstOfRun - 1].isASCII, characters[firstOfRun - 1].isNumber { firstOfRun -= 1 }
    let hasDecimals = exponent > 0 && lastDigit - firstOfRun + 1 == exponent && firstOfRun > 0 && ",.".contains(characters[firstOfRun - 1])
    var minorUnits = Int64(text.filter { $0.isASCII && $0.isNumber }) ?? 0
    if !hasDecimals { for _ in 0..<exponent { minorUnits *= 10 } }
    return ShownMoney(minorUnits: minorUnits, exponent: exponent, currency: currency, sign: sign, shopText: text)
}
