// ISO4217Currency: the ISO 4217 currencies EMV merchant-presented codes name by number, with
// their alphabetic codes and minor units. Only a small table: the currencies of the schemes and
// examples this family was tested with, and a few major ones; others keep their number.

/// One currency: `986` → `BRL`, two decimals.
public struct ISO4217Currency: Sendable, Equatable {
    public let numeric: String
    public let alphabetic: String
    /// Digits after the decimal mark (0 for the yen, the dong, the won).
    public let minorUnits: Int

    /// nil for a number not in the table.
    public init?(numeric: String) {
        guard let entry = Self.table.first(where: { $0.numeric == numeric }) else { return nil }
        self = entry
    }

    private init(_ numeric: String, _ alphabetic: String, _ minorUnits: Int) {
        self.numeric = numeric
        self.alphabetic = alphabetic
        self.minorUnits = minorUnits
    }

    // ISO 4217 (List One): number, code, minor units.
    private static let table: [ISO4217Currency] = [
        .init("036", "AUD", 2), .init("116", "KHR", 2), .init("124", "CAD", 2), .init("156", "CNY", 2),
        .init("344", "HKD", 2), .init("356", "INR", 2), .init("360", "IDR", 2), .init("392", "JPY", 0),
        .init("410", "KRW", 0), .init("418", "LAK", 2), .init("458", "MYR", 2), .init("484", "MXN", 2),
        .init("604", "PEN", 2), .init("608", "PHP", 2), .init("702", "SGD", 2), .init("704", "VND", 0),
        .init("756", "CHF", 2), .init("764", "THB", 2), .init("826", "GBP", 2), .init("840", "USD", 2),
        .init("978", "EUR", 2), .init("986", "BRL", 2),
    ]
}
