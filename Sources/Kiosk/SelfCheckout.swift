// SelfCheckout: the basket of a self-checkout stand (`--basket`): each product captured is added,
// a tap on a line takes one away, "Pay at the till" hands the basket over (a `basket` event to
// every destination, its QR code on screen for the till's scanner) and "Done" starts a new one.
// A basket left alone is emptied after `basket.idle` seconds, with a warning first.
import Catalog
import Content
import Render
import Scene

public final class SelfCheckout {
    /// The basket handed to the till: to the outbox and every destination.
    public var onPaid: (Basket, Double) -> Void = { _, _ in }
    /// Seconds without a scan or a tap before a basket is emptied (0: never).
    public let idleTimeout: Double
    /// How long before it the warning shows.
    public static let warningSeconds = 15.0

    private(set) var basket: Basket?
    /// The basket being paid: its code shows until Done.
    private(set) var paying: Basket?
    private var lastActivity = 0.0
    private var warned = false

    /// How the shop prints prices; nil: each currency's customary style.
    private let style: PriceStyle?

    public init(idleTimeout: Double, priceStyle: PriceStyle? = nil) {
        self.idleTimeout = idleTimeout
        style = priceStyle
    }

    /// Whether the pay screen shows (the scanner is paused under it).
    public var isPaying: Bool { paying != nil }

    /// Adds a captured product: the price the shopper pays for it (an offer's, a weighed item's).
    public func add(_ reading: ProductReading, at time: Double) {
        guard paying == nil, case .found(let product) = reading.answer, let price = reading.toPay else { return }
        var current = basket ?? Basket.new(currency: price.currency)
        if current.currency != price.currency { current = Basket.new(currency: price.currency) }
        current.add(code: product.code, name: product.name, price: price)
        basket = current
        touched(at: time)
    }

    /// A tap on the screen: true when the basket took it (a line, the pay button, Done, or any
    /// tap while the warning shows, which keeps the basket).
    public func tap(_ point: Point, drawn: DrawnRegions?, at time: Double) -> Bool {
        if let paid = paying {
            if drawn?.payDone?.contains(point) == true {
                paying = nil
                if basket?.id == paid.id { basket = nil }
                touched(at: time)
            }
            return true
        }
        guard let drawn, drawn.basketPanel?.contains(point) == true else { return false }
        touched(at: time)
        if drawn.payButton?.contains(point) == true, let current = basket, !current.isEmpty {
            paying = current
            onPaid(current, time)
        } else if let row = drawn.basketRows.first(where: { $0.frame.contains(point) }) {
            basket?.removeOne(at: row.index)
        }
        return true
    }

    /// Empties a basket left alone (and leaves a pay screen nobody closed).
    public func tick(at time: Double) {
        guard idleTimeout > 0, basket != nil || paying != nil else { return }
        let idle = time - lastActivity
        if idle >= idleTimeout {
            basket = nil
            paying = nil
            warned = false
        } else {
            warned = paying == nil && basket?.isEmpty == false && idle >= idleTimeout - Self.warningSeconds
        }
    }

    private func touched(at time: Double) {
        lastActivity = time
        warned = false
    }

    /// What the screen shows.
    public func view(at time: Double) -> BasketView {
        let shown = paying ?? basket
        guard let shown else { return BasketView(lines: [], itemCount: 0, total: "") }
        let style = self.style ?? PriceStyle(currency: shown.currency)
        let seconds = Int((idleTimeout - (time - lastActivity)).rounded(.up))
        return BasketView(
            lines: shown.lines.map { BasketView.Line(name: $0.name, quantity: $0.quantity, amount: style.format($0.amount)) },
            itemCount: shown.itemCount, total: style.format(shown.total),
            warning: warned ? "Emptying in \(max(seconds, 0)) s · tap to keep" : nil, payCode: paying.map(BasketCode.text(of:)))
    }
}
