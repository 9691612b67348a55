// Basket: what a shopper has scanned at a self-checkout stand: one line per product and price,
// with its quantity, and the running total, exact to the minor unit.
import Content

public struct Basket: Sendable, Equatable {
    /// One product in the basket.
    public struct Line: Sendable, Equatable {
        /// The code the till knows the product by (as the catalog wrote it).
        public let code: String
        public let name: String
        /// The price of one; a weighed item's price for its weight.
        public let price: Money
        public var quantity: Int

        public init(code: String, name: String, price: Money, quantity: Int = 1) {
            self.code = code
            self.name = name
            self.price = price
            self.quantity = quantity
        }

        public var amount: Money { price * quantity }
    }

    /// Unique per basket (handed to the till with it): 16 hexadecimal digits.
    public let id: String
    public let currency: ISO4217Currency
    /// In the order they were first scanned.
    public private(set) var lines: [Line] = []

    public init(id: String, currency: ISO4217Currency) {
        self.id = id
        self.currency = currency
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
    public var total: Money { lines.reduce(Money(minorUnits: 0, currency: currency)) { $0 + $1.amount } }

    /// Adds one: a second scan of the same product at the same price adds one more to its line;
    /// a weighed item (its own price each time) gets a line of its own. Refused (false) for a
    /// price in another currency.
    @discardableResult
    public mutating func add(code: String, name: String, price: Money) -> Bool {
        guard price.currency == currency else { return false }
        if let index = lines.firstIndex(where: { $0.code == code && $0.price == price }) {
            lines[index].quantity += 1
        } else {
            lines.append(Line(code: code, name: name, price: price))
        }
        return true
    }

    /// Takes one of line `index` away; the line goes when its last one does.
    public mutating func removeOne(at index: Int) {
        guard lines.indices.contains(index) else { return }
        lines[index].quantity -= 1
        if lines[index].quantity == 0 { lines.remove(at: index) }
    }
}
