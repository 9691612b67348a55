// Product: one item of the shop's catalog as the kiosk shows it: name, price, a promotion with its
// dates, what the price buys and the unit price, a picture, and the shop's other columns.
import Content

public struct Product: Sendable, Equatable {
    /// A reduced price for a time: from and until are days included; nil for open-ended.
    public struct Promotion: Sendable, Equatable {
        public let price: Money
        public let from: CalendarDate?
        public let until: CalendarDate?

        public init(price: Money, from: CalendarDate?, until: CalendarDate?) {
            self.price = price
            self.from = from
            self.until = until
        }

        /// Whether the promotion runs on `day`.
        public func runs(on day: CalendarDate) -> Bool { (from.map { $0 <= day } ?? true) && (until.map { day <= $0 } ?? true) }
    }

    /// One of the shop's own columns: `brand`, `aisle`.
    public struct Field: Sendable, Equatable {
        public let name: String
        public let value: String
        public init(name: String, value: String) {
            self.name = name
            self.value = value
        }
    }

    /// The code as the shop's file wrote it.
    public let code: String
    public let name: String
    public let price: Money
    public let promotion: Promotion?
    /// What `price` buys: nil for one item; `500 g` for a pack; `1 kg` for goods sold by weight.
    public let unit: Quantity?
    /// What the unit price is per: `1 kg`, `100 g`; nil for the customary base of `unit`'s kind.
    public let unitPriceBase: Quantity?
    /// The picture's file name, in the catalog's image folder.
    public let image: String?
    public let fields: [Field]
    /// The age a buyer must have reached (`min_age`: alcohol 16 or 18, tobacco 18, knives…); 0:
    /// none. A self-checkout sells it only with a member of staff's approval.
    public let minAge: Int
    /// The highest `min_age` a catalog takes.
    public static let oldestMinAge = 99

    public init(
        code: String, name: String, price: Money, promotion: Promotion? = nil, unit: Quantity? = nil, unitPriceBase: Quantity? = nil,
        image: String? = nil, fields: [Field] = [], minAge: Int = 0
    ) {
        self.code = code
        self.name = name
        self.price = price
        self.promotion = promotion
        self.unit = unit
        self.unitPriceBase = unitPriceBase
        self.image = image
        self.fields = fields
        self.minAge = minAge
    }

    /// The price that applies on `day`: the promotion's while it runs.
    public func price(on day: CalendarDate) -> Money {
        if let promotion, promotion.runs(on: day) { return promotion.price }
        return price
    }

    /// Whether the product is sold by weight, volume or length rather than by the item: its
    /// `unit` is a unit alone (`kg`), so the price is per that unit.
    public var soldByMeasure: Bool { unit.map { $0.dimension != .count && $0.isBareUnit } ?? false }

    /// The price of `base` (default: 1 kg, 1 l, 1 m) at `amount` for `unit`, rounded half up;
    /// nil when there is no unit or the base measures something else, and when it cannot be
    /// computed (a milligram's price per billions of kilos is too large an amount; a negative
    /// amount): a unit price is a courtesy, so one that cannot be had is not shown.
    public func unitPrice(of amount: Money) -> (price: Money, per: Quantity)? {
        guard let unit, unit.dimension != .count || unitPriceBase != nil else { return nil }
        let base = unitPriceBase ?? unit.customaryBase
        guard base.dimension == unit.dimension, let price = try? amount.scaled(by: base.thousandths, over: unit.thousandths) else {
            return nil
        }
        return (price, base)
    }

    /// What `weight` (a weight a barcode carries) costs at `amount` per `unit`, rounded half up;
    /// nil when the product is not sold by weight. Refused, with the reason, when that is too
    /// large an amount (10 kg at trillions a gram).
    public func price(of weight: Quantity, at amount: Money) throws(MoneyError) -> Money? {
        guard soldByMeasure, let unit, unit.dimension == .mass, weight.dimension == .mass else { return nil }
        do { return try amount.scaled(by: weight.thousandths, over: unit.thousandths) } catch {
            throw MoneyError("\(weight) at \(amount) a \(unit) is too large an amount")
        }
    }
}
