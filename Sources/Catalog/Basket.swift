// Basket: what a shopper has scanned at a self-checkout stand: one line per product and price,
// with its quantity, and the running total, exact to the minor unit; the age its restricted
// lines ask for, and the staff approval that covers it.
import Content

/// A member of staff's approval of the buyer's age for a basket: the age approved, how, by whom
/// and when. Nothing about the buyer: no birth date, no document.
public struct AgeCheck: Sendable, Equatable {
    public enum Method: String, Sendable {
        /// The staff member's own code, scanned.
        case staffCode = "staff-code"
        /// The staff member's own PIN, typed.
        case staffPIN = "staff-pin"
    }

    /// The age approved: the highest `min_age` in the basket when it was approved.
    public let age: Int
    public let method: Method
    /// The staff member's name, as the kiosk's `age.staff` names them.
    public let approver: String
    /// When: ISO 8601 UTC with a real clock, else the kiosk clock's seconds.
    public let time: String

    public init(age: Int, method: Method, approver: String, time: String) {
        self.age = age
        self.method = method
        self.approver = approver
        self.time = time
    }
}

public struct Basket: Sendable, Equatable {
    /// One product in the basket.
    public struct Line: Sendable, Equatable {
        /// The code the till knows the product by (as the catalog wrote it).
        public let code: String
        public let name: String
        /// The price of one; a weighed item's price for its weight.
        public let price: Money
        public var quantity: Int
        /// The age a buyer must have reached (the product's `min_age`); 0: none.
        public let minAge: Int

        public init(code: String, name: String, price: Money, quantity: Int = 1, minAge: Int = 0) {
            self.code = code
            self.name = name
            self.price = price
            self.quantity = quantity
            self.minAge = minAge
        }

        /// Price times quantity; nil when that is too large an amount, which no line of a
        /// Basket is (it refuses the scan that would make it so).
        public var amount: Money? { try? price.multiplied(by: quantity) }
    }

    /// The most of one item a line holds: the till's code (BasketCode) carries quantities up
    /// to 9999, and no shopper scans more of one thing.
    public static let mostOfOneItem = BasketCode.mostOfOneItem

    /// Unique per basket (handed to the till with it): 16 hexadecimal digits.
    public let id: String
    public let currency: ISO4217Currency
    /// In the order they were first scanned.
    public private(set) var lines: [Line] = []
    /// The sum of the lines' amounts: never negative, never more than BasketCode carries (15
    /// digits), as `add` keeps it.
    public private(set) var total: Money
    /// The staff's latest approval of the buyer's age; it covers lines up to its age
    /// (`needsApproval`). Emptying the basket ends it.
    public private(set) var ageCheck: AgeCheck?

    public init(id: String, currency: ISO4217Currency) {
        self.id = id
        self.currency = currency
        total = Money(minorUnits: 0, currency: currency)
    }

    /// A new basket with a random id.
    public static func new(currency: ISO4217Currency) -> Basket {
        var random = SystemRandomNumberGenerator()
        let value = random.next()
        let hex = String(value, radix: 16, uppercase: true)
        return Basket(id: String(repeating: "0", count: 16 - hex.count) + hex, currency: currency)
    }

    public var isEmpty: Bool { lines.isEmpty }
    public var itemCount: Int { lines.reduce(0) { $0 + $1.quantity } }

    /// The highest age a line asks for; 0: no restricted line.
    public var highestAge: Int { lines.map(\.minAge).max() ?? 0 }

    /// The age a member of staff must approve before the basket is paid: the highest age in it,
    /// when no approval covers it; nil when none is needed.
    public var needsApproval: Int? {
        let highest = highestAge
        return highest > (ageCheck?.age ?? 0) ? highest : nil
    }

    /// Records a staff approval; it covers the basket only when it is for its highest age or
    /// above (one for an age a line added since asks again, and is refused here).
    public mutating func approve(_ check: AgeCheck) -> Bool {
        guard !isEmpty, check.age >= highestAge, check.age > 0 else { return false }
        ageCheck = check
        return true
    }

    /// Adds one: a second scan of the same product at the same price adds one more to its line;
    /// a weighed item (its own price each time) gets a line of its own. Refused, with a reason
    /// the kiosk logs, and the basket left as it was, for a price in another currency, a
    /// negative price, a 10 000th of one item, or a total of more than the 15 digits the till's
    /// code carries: a till would refuse such a basket, so the shopper is told at the scan (and
    /// asks a member of staff) rather than at the till.
    public mutating func add(code: String, name: String, price: Money, minAge: Int = 0) throws(MoneyError) {
        guard price.currency == currency else {
            throw MoneyError("a price in \(price.currency.alphabetic) cannot go into a basket in \(currency.alphabetic)")
        }
        guard price.minorUnits >= 0 else { throw MoneyError("the price \(price) is negative") }
        let sum = try total.adding(price)
        guard sum.minorUnits <= BasketCode.largestAmount else {
            throw MoneyError("with \(price) the total would be \(sum), more than a basket's code carries (15 digits)")
        }
        if let index = lines.firstIndex(where: { $0.code == code && $0.price == price && $0.minAge == minAge }) {
            guard lines[index].quantity < Self.mostOfOneItem else {
                throw MoneyError("a basket takes at most \(Self.mostOfOneItem) of one item (\(code))")
            }
            lines[index].quantity += 1
        } else {
            lines.append(Line(code: code, name: name, price: price, minAge: minAge))
        }
        total = sum
    }

    /// Takes one of line `index` away; the line goes when its last one does, and with the last
    /// line the age approval.
    public mutating func removeOne(at index: Int) {
        guard lines.indices.contains(index) else { return }
        // 0 <= price <= total <= 15 digits: the difference cannot overflow.
        total = Money(minorUnits: total.minorUnits - lines[index].price.minorUnits, currency: currency)
        lines[index].quantity -= 1
        if lines[index].quantity == 0 { lines.remove(at: index) }
        if lines.isEmpty { ageCheck = nil }
    }
}
