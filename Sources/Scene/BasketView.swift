// BasketView: the self-checkout basket as the screen shows it, already formatted for the shop's
// currency: its lines, the total, a warning before an idle basket is emptied, and the code the
// till reads once the shopper pays.

public struct BasketView: Sendable, Equatable {
    public struct Line: Sendable, Equatable {
        public var name: String
        public var quantity: Int
        /// The line's amount, formatted (`9,98 €`).
        public var amount: String

        public init(name: String, quantity: Int, amount: String) {
            self.name = name
            self.quantity = quantity
            self.amount = amount
        }
    }

    public var lines: [Line]
    public var itemCount: Int
    /// The total, formatted.
    public var total: String
    /// Shown in the warning colour: the basket is about to be emptied for want of use.
    public var warning: String?
    /// Once the shopper pays: the text of the QR code the till's scanner reads; the screen then
    /// shows it instead of the scanner.
    public var payCode: String?

    public init(lines: [Line], itemCount: Int, total: String, warning: String? = nil, payCode: String? = nil) {
        self.lines = lines
        self.itemCount = itemCount
        self.total = total
        self.warning = warning
        self.payCode = payCode
    }
}
