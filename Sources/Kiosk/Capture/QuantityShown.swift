// QuantityShown: a catalog quantity (a weight, a pack size) as the screen shows it, its number
// written the reader's way.
import Catalog
import Language

extension Quantity {
    /// The same as the screen shows it: its number as the reader's language writes numbers
    /// (`0,482 kg` in German, `0.482 kg` in English), to three decimals, cut, as `description`.
    public var shown: ShownText {
        if isBareUnit { return .verbatim(unit) }
        var value = inOwnUnit.whole * 1000 + inOwnUnit.thousandths
        var scale = 3
        while scale > 0, value % 10 == 0 {
            value /= 10
            scale -= 1
        }
        return .quantity(value: thousandths < 0 ? -Int64(value) : Int64(value), scale: scale, unit: unit)
    }
}
