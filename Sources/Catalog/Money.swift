// Money: an amount in a currency as a whole number of its minor units (cents, yen, rappen,
// fils), never a floating-point number, so totals, promotions and weighed prices come out to
// the cent as a till computes them.
import Content

/// `4.99 EUR` is 499 minor units of EUR; `199 JPY` is 199 (the yen has no minor unit).
public struct Money: Sendable, Hashable, Comparable, CustomStringConvertible {
    public let minorUnits: Int64
    public let currency: ISO4217Currency

    public init(minorUnits: Int64, currency: ISO4217Currency) {
        self.minorUnits = minorUnits
        self.currency = currency
    }

    /// A price as a shop writes it: digits with at most one decimal mark (`.` or `,`) and no
    /// more decimals than the currency has (`4.99`, `4,99`, `4.5` = 4.50, `199` yen). Signs,
    /// grouping (`1,234.50`), exponents and spaces inside the number are refused with the reason.
    public init(parsing text: String, currency: ISO4217Currency) throws(MoneyError) {
        let trimmed = text.trimmingSpaces()
        guard !trimmed.isEmpty else { throw MoneyError("no amount") }
        guard trimmed.utf8.count(where: { $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: ",") }) <= 1 else {
            throw MoneyError("\"\(trimmed)\" has two marks: write prices without thousands separators (1234.50)")
        }
        var whole: Int64 = 0
        var fraction: Int64 = 0
        var fractionDigits = 0
        var sawMark = false
        var digits = 0
        for byte in trimmed.utf8 {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                let digit = Int64(byte - UInt8(ascii: "0"))
                digits += 1
                guard digits <= 15 else { throw MoneyError("\"\(trimmed)\" is too large an amount") }
                if sawMark {
                    fractionDigits += 1
                    guard fractionDigits <= currency.minorUnits else {
                        throw MoneyError(
                            "\"\(trimmed)\" has more decimals than \(currency.alphabetic) has (\(currency.minorUnits))"
                                + (currency.minorUnits == 0 ? "" : "; write prices without thousands separators"))
                    }
                    fraction = fraction * 10 + digit
                } else {
                    whole = whole * 10 + digit
                }
            case UInt8(ascii: "."), UInt8(ascii: ","):
                sawMark = true
            case UInt8(ascii: "-"):
                throw MoneyError("\"\(trimmed)\" is negative")
            default:
                throw MoneyError("\"\(trimmed)\" is not an amount (digits and one decimal mark, such as 4.99)")
            }
        }
        guard digits > 0 else { throw MoneyError("\"\(trimmed)\" is not an amount (digits and one decimal mark, such as 4.99)") }
        if sawMark && fractionDigits == 0 { throw MoneyError("\"\(trimmed)\" ends in its decimal mark") }
        for _ in fractionDigits..<currency.minorUnits { fraction *= 10 }
        minorUnits = whole * Money.scale(currency) + fraction
        self.currency = currency
    }

    /// 10 to the power of the currency's minor units: 100 for the euro, 1 for the yen.
    public static func scale(_ currency: ISO4217Currency) -> Int64 {
        var scale: Int64 = 1
        for _ in 0..<currency.minorUnits { scale *= 10 }
        return scale
    }

    /// The amount with a `.` and exactly the currency's decimals: `4.99`, `199`, `1.250` (BHD):
    /// the form events and the basket QR carry.
    public var decimalText: String {
        let scale = Money.scale(currency)
        let sign = minorUnits < 0 ? "-" : ""
        let magnitude = minorUnits.magnitude
        let whole = magnitude / UInt64(scale)
        guard currency.minorUnits > 0 else { return sign + String(whole) }
        let fraction = String(magnitude % UInt64(scale))
        return sign + String(whole) + "." + String(repeating: "0", count: currency.minorUnits - fraction.count) + fraction
    }

    public var description: String { "\(decimalText) \(currency.alphabetic)" }

    public static func < (a: Money, b: Money) -> Bool { a.minorUnits < b.minorUnits }

    /// The sum of two amounts in one currency.
    public static func + (a: Money, b: Money) -> Money {
        precondition(a.currency == b.currency, "adding \(a.currency.alphabetic) to \(b.currency.alphabetic)")
        return Money(minorUnits: a.minorUnits + b.minorUnits, currency: a.currency)
    }

    /// `count` times the amount.
    public static func * (a: Money, count: Int) -> Money { Money(minorUnits: a.minorUnits * Int64(count), currency: a.currency) }

    /// The amount times `numerator / denominator`, rounded half up to the minor unit, as a till
    /// prices 1.250 kg at 12.90 a kg (16.125 → 16.13). Exact integer arithmetic.
    public func scaled(by numerator: Int64, over denominator: Int64) -> Money {
        precondition(denominator > 0 && numerator >= 0 && minorUnits >= 0)
        let product = minorUnits.multipliedFullWidth(by: numerator)
        let (quotient, remainder) = denominator.dividingFullWidth(product)
        let rounded = remainder * 2 >= denominator ? quotient + 1 : quotient
        return Money(minorUnits: rounded, currency: currency)
    }
}

/// Why a text is not an amount.
public struct MoneyError: Error, CustomStringConvertible, Equatable, Sendable {
    public let description: String
    public init(_ description: String) { self.description = description }
}

extension String {
    /// Without leading and trailing spaces and tabs.
    func trimmingSpaces() -> String {
        var scalars = Substring(self)
        while let first = scalars.first, first == " " || first == "\t" { scalars.removeFirst() }
        while let last = scalars.last, last == " " || last == "\t" { scalars.removeLast() }
        return String(scalars)
    }
}
