// Money: an amount in a currency as a whole number of its minor units (cents, yen, rappen,
// fils), never a floating-point number, so totals, promotions and weighed prices come out to
// the cent as a till computes them. Every sum, product and scaling is checked: an amount too
// large for 64 bits is an error the caller handles, never a trap.
import Content

/// `4.99 EUR` is 499 minor units of EUR; `199 JPY` is 199 (the yen has no minor unit).
public struct Money: Sendable, Hashable, Comparable, CustomStringConvertible {
    public let minorUnits: Int64
    public let currency: ISO4217Currency

    public init(minorUnits: Int64, currency: ISO4217Currency) {
        self.minorUnits = minorUnits
        self.currency = currency
    }

    /// The most digits a price text may have (`Money(parsing:)`), decimals included.
    public static let mostDigits = 15

    /// A price as a shop writes it: digits with at most one decimal mark (`.` or `,`) and no
    /// more decimals than the currency has (`4.99`, `4,99`, `4.5` = 4.50, `199` yen). Signs,
    /// grouping (`1,234.50`), exponents and spaces inside the number are refused with the reason,
    /// and so are more than 15 digits or an amount of more minor units than 64 bits hold (15
    /// digits of a currency with four decimals, CLF or UYW).
    public init(parsing text: String, currency: ISO4217Currency) throws(MoneyError) {
        let trimmed = text.trimmingSpaces()
        guard !trimmed.isEmpty else { throw MoneyError("no amount") }
        guard trimmed.utf8.count(where: { $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: ",") }) <= 1 else {
            throw MoneyError("\"\(trimmed)\" has two marks: write prices without thousands separators (1234.50)")
        }
        // At most 15 digits each: neither overflows.
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
                guard digits <= Self.mostDigits else { throw MoneyError("\"\(trimmed)\" is too large an amount") }
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
        let (scaled, overflow) = whole.multipliedReportingOverflow(by: Money.scale(currency))
        let (sum, sumOverflow) = scaled.addingReportingOverflow(fraction)
        guard !overflow, !sumOverflow else { throw MoneyError("\"\(trimmed)\" is too large an amount for \(currency.alphabetic)") }
        minorUnits = sum
        self.currency = currency
    }

    /// An amount as a catalog file stores it (its minor units, any 64-bit integer the file may
    /// hold): refused when it is negative or more than a price text can say (15 digits), which
    /// no import writes.
    public init(stored minorUnits: Int64, currency: ISO4217Currency) throws(MoneyError) {
        let money = Money(minorUnits: minorUnits, currency: currency)
        guard minorUnits >= 0 else { throw MoneyError("\(money) is negative") }
        guard minorUnits <= Money.largest(currency) else { throw MoneyError("\(money) is more than a price can be (15 digits)") }
        self = money
    }

    /// The most minor units a price text can say: 15 digits of whole units (64 bits' worth in a
    /// currency with four decimals).
    public static func largest(_ currency: ISO4217Currency) -> Int64 {
        let (largest, overflow) = Int64(999_999_999_999_999).multipliedReportingOverflow(by: scale(currency))
        return overflow ? Int64.max : largest
    }

    /// 10 to the power of the currency's minor units: 100 for the euro, 1 for the yen (ISO 4217
    /// has no currency with more than four).
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

    /// The sum of two amounts in one currency; refused for amounts in two currencies or a sum of
    /// more minor units than 64 bits hold.
    public func adding(_ other: Money) throws(MoneyError) -> Money {
        guard other.currency == currency else {
            throw MoneyError("\(other) cannot be added to an amount in \(currency.alphabetic)")
        }
        let (sum, overflow) = minorUnits.addingReportingOverflow(other.minorUnits)
        guard !overflow else { throw MoneyError("\(self) + \(other.decimalText) is too large an amount") }
        return Money(minorUnits: sum, currency: currency)
    }

    /// `count` times the amount; refused when that is more minor units than 64 bits hold.
    public func multiplied(by count: Int) throws(MoneyError) -> Money {
        let (product, overflow) = minorUnits.multipliedReportingOverflow(by: Int64(count))
        guard !overflow else { throw MoneyError("\(count) × \(self) is too large an amount") }
        return Money(minorUnits: product, currency: currency)
    }

    /// The amount times `numerator / denominator`, rounded half up to the minor unit, as a till
    /// prices 1.250 kg at 12.90 a kg (16.125 → 16.13). Exact integer arithmetic: the product is
    /// 128 bits wide, and a quotient of more minor units than 64 bits hold is refused, as are a
    /// negative amount or factor and a denominator of 0.
    public func scaled(by numerator: Int64, over denominator: Int64) throws(MoneyError) -> Money {
        guard minorUnits >= 0 else { throw MoneyError("\(self) is negative") }
        guard numerator >= 0, denominator > 0 else { throw MoneyError("\(self) cannot be scaled by \(numerator)/\(denominator)") }
        let divisor = UInt64(denominator)
        let product = UInt64(minorUnits).multipliedFullWidth(by: UInt64(numerator))
        let tooLarge = MoneyError("\(self) × \(numerator)/\(denominator) is too large an amount")
        // The quotient has 64 bits only while the product's high half is below the divisor.
        guard product.high < divisor else { throw tooLarge }
        let (quotient, remainder) = divisor.dividingFullWidth(product)
        // remainder < divisor <= Int64.max: twice it still fits in 64 unsigned bits.
        let up: UInt64 = remainder * 2 >= divisor ? 1 : 0
        guard quotient <= UInt64(Int64.max) - up else { throw tooLarge }
        return Money(minorUnits: Int64(quotient + up), currency: currency)
    }
}

/// Why a text is not an amount, or an amount cannot be computed (too large, or in another
/// currency): a reason the kiosk logs or shows.
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
