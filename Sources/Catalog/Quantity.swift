// Quantity: how much of something a price buys or a unit price is per (`500 g`, `0.75 l`,
// `1 kg`, `6 pc`), exact, so unit prices come out to the cent.

/// An amount of mass, volume, length or pieces, in thousandths of grams, millilitres,
/// millimetres or pieces.
public struct Quantity: Sendable, Hashable, CustomStringConvertible {
    public enum Dimension: String, Sendable {
        case mass, volume, length, count
    }

    public let dimension: Dimension
    /// In thousandths of the dimension's smallest common unit (g, ml, mm, piece): 0.75 l is 750 000.
    public let thousandths: Int64
    /// The unit it was written in, kept for showing it again: `g`, `kg`, `l`.
    public let unit: String
    /// Written as a unit alone (`kg`): what goods sold by weight, volume or length are priced per.
    public let isBareUnit: Bool

    /// The units a catalog may write, with their size in thousandths of g, ml, mm or pieces.
    static let units: [String: (Dimension, Int64)] = [
        "mg": (.mass, 1), "g": (.mass, 1000), "kg": (.mass, 1_000_000),
        "ml": (.volume, 1000), "cl": (.volume, 10_000), "dl": (.volume, 100_000), "l": (.volume, 1_000_000),
        "mm": (.length, 1000), "cm": (.length, 10_000), "m": (.length, 1_000_000),
        "pc": (.count, 1000), "pcs": (.count, 1000), "piece": (.count, 1000), "pieces": (.count, 1000),
    ]

    public init(dimension: Dimension, thousandths: Int64, unit: String, isBareUnit: Bool = false) {
        self.dimension = dimension
        self.thousandths = thousandths
        self.unit = unit
        self.isBareUnit = isBareUnit
    }

    /// `500 g`, `500g`, `0,75 l`, `1.5 kg`, or a unit alone (`kg`: one kilogram). Units: mg g kg,
    /// ml cl dl l, mm cm m, pc.
    public init(parsing text: String) throws(MoneyError) {
        let trimmed = text.trimmingSpaces()
        let number = trimmed.prefix { $0.isASCII && ($0.isNumber || $0 == "." || $0 == ",") }
        let unitText = String(trimmed.dropFirst(number.count)).trimmingSpaces().lowercased()
        guard let (dimension, size) = Self.units[unitText] else {
            throw MoneyError("\"\(trimmed)\" is not a quantity (a number and one of: mg g kg ml cl dl l mm cm m pc)")
        }
        var amount: Int64 = 1000
        if !number.isEmpty {
            // Thousandths of the unit, at most three decimals.
            let parts = number.split(separator: number.contains(",") ? "," : ".", omittingEmptySubsequences: false)
            guard parts.count <= 2, let whole = Int64(parts[0].isEmpty ? "0" : parts[0]), whole < 1_000_000_000,
                parts.count == 1 || (1...3).contains(parts[1].count), parts.count == 1 || Int64(parts[1]) != nil
            else { throw MoneyError("\"\(trimmed)\" is not a quantity (a number such as 500 or 0.75, then its unit)") }
            var fraction: Int64 = 0
            if parts.count == 2 {
                fraction = Int64(parts[1])!
                for _ in parts[1].count..<3 { fraction *= 10 }
            }
            amount = whole * 1000 + fraction
        }
        guard amount > 0 else { throw MoneyError("\"\(trimmed)\" is no quantity at all") }
        // Under 10^12 thousandths of a unit of at most 10^6: the product fits. A fraction of a
        // milligram has no whole thousandth of a gram (0.5 mg would be none, a divisor of 0).
        guard amount * size % 1000 == 0 else { throw MoneyError("\"\(trimmed)\" has a fraction of a milligram") }
        self.init(dimension: dimension, thousandths: amount * size / 1000, unit: unitText, isBareUnit: number.isEmpty)
    }

    /// The same amount in its own unit: `500 g`, `0.75 l`, `1 kg` (to three decimals, cut).
    /// Whole units and thousandths apart, so no amount of thousandths overflows.
    public var description: String {
        if isBareUnit { return unit }
        let (whole, thousandthsOfUnit) = inOwnUnit
        var fraction = String(thousandthsOfUnit)
        fraction = String(repeating: "0", count: 3 - fraction.count) + fraction
        while fraction.hasSuffix("0") { fraction.removeLast() }
        let sign = thousandths < 0 ? "-" : ""
        return fraction.isEmpty ? "\(sign)\(whole) \(unit)" : "\(sign)\(whole).\(fraction) \(unit)"
    }

    /// The amount's magnitude in its own unit, whole units and thousandths of one apart (cut):
    /// 0.75 l is (0, 750), 1.5 kg (1, 500).
    public var inOwnUnit: (whole: UInt64, thousandths: UInt64) {
        let size = UInt64(Self.units[unit]?.1 ?? 1000)
        return (thousandths.magnitude / size, thousandths.magnitude % size * 1000 / size)
    }

    /// The base a unit price is customarily given per: 1 kg, 1 l, 1 m, 1 piece.
    public var customaryBase: Quantity {
        switch dimension {
        case .mass: Quantity(dimension: .mass, thousandths: 1_000_000, unit: "kg")
        case .volume: Quantity(dimension: .volume, thousandths: 1_000_000, unit: "l")
        case .length: Quantity(dimension: .length, thousandths: 1_000_000, unit: "m")
        case .count: Quantity(dimension: .count, thousandths: 1000, unit: "pc")
        }
    }

    /// How the base is named after a price: `kg`, `100 g`, `l`.
    public var perText: String { description == "1 \(unit)" ? unit : description }
}
