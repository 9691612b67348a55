// SelfCheckout: the basket of a self-checkout stand (`--basket`): each product captured is added,
// a tap on a line takes one away, "Pay at the till" hands the basket over (a `basket` event to
// every destination, its QR code on screen for the till's scanner) and "Done" starts a new one.
// A basket left alone is emptied after `basket.idle` seconds, with a warning first. A scan the
// basket refuses, and a basket emptied because the catalog's prices changed currency, are said
// in the panel's title for a few seconds and returned for the log.
import Catalog
import Content
import Render
import Scene

public final class SelfCheckout {
    /// The basket handed to the till: to the outbox and every destination.
    private let paid: (Basket, Double) -> Void
    /// Seconds without a scan or a tap before a basket is emptied (0: never).
    public let idleTimeout: Double
    /// How long before it the warning shows.
    public static let warningSeconds = 15.0

    private(set) var basket: Basket?
    /// The basket being paid: its code shows until Done.
    private(set) var paying: Basket?
    private var lastActivity = 0.0
    private var warned = false
    /// What the panel's title says instead of BASKET, until when.
    private var notice: (text: String, until: Double)?
    /// How long a notice shows.
    public static let noticeSeconds = 8.0

    /// How the shop prints prices; nil: each currency's customary style.
    private let style: PriceStyle?

    public init(idleTimeout: Double, priceStyle: PriceStyle? = nil, paid: @escaping (Basket, Double) -> Void = { _, _ in }) {
        self.paid = paid
        self.idleTimeout = idleTimeout
        style = priceStyle
    }

    /// Whether the pay screen shows (the scanner is paused under it).
    public var isPaying: Bool { paying != nil }

    /// Adds a captured product: the price the shopper pays for it (an offer's, a weighed item's).
    /// A product that cannot be priced, or that the basket refuses (Basket.add: too many of one
    /// item, a total beyond what the till's code carries), is not added: the panel says so and
    /// the shopper asks a member of staff. A price in another currency than the basket's (a new
    /// catalog in another currency) starts a new basket: the old one's prices mean nothing now.
    /// Returns what to log when the scan was not simply added.
    @discardableResult
    public func add(_ reading: ProductReading, at time: Double) -> String? {
        guard paying == nil, case .found(let product) = reading.answer, let pricing = reading.pricing else { return nil }
        touched(at: time)
        let price: Money
        switch pricing {
        case .success(let money): price = money
        case .failure(let error): return refuse(product, because: error, at: time)
        }
        var current = basket ?? Basket.new(currency: price.currency)
        var emptied: String?
        if current.currency != price.currency {
            if !current.isEmpty {
                emptied =
                    "basket: emptied \(current.id) (\(current.itemCount) item\(current.itemCount == 1 ? "" : "s"), \(current.total)): "
                    + "the catalog's prices are now in \(price.currency.alphabetic)"
                notice = ("Basket emptied · prices are now in \(price.currency.alphabetic)", time + Self.noticeSeconds)
            }
            current = Basket.new(currency: price.currency)
        }
        do { try current.add(code: product.code, name: product.name, price: price) } catch {
            basket = current
            return [emptied, refuse(product, because: error, at: time)].compactMap { $0 }.joined(separator: "; ")
        }
        basket = current
        return emptied
    }

    private func refuse(_ product: Product, because error: MoneyError, at time: Double) -> String {
        notice = ("Not added · please ask a member of staff", time + Self.noticeSeconds)
        return "basket: \(product.code) not added: \(error)"
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
            paid(current, time)
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
            notice = nil
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
        let noticed = notice.flatMap { time < $0.until ? $0.text : nil }
        guard let shown else { return BasketView(lines: [], itemCount: 0, total: "", warning: noticed) }
        let style = self.style ?? PriceStyle(currency: shown.currency)
        let seconds = Int((idleTimeout - (time - lastActivity)).rounded(.up))
        return BasketView(
            lines: shown.lines.map {
                BasketView.Line(name: $0.name, quantity: $0.quantity, amount: $0.amount.map(style.format) ?? "unavailable")
            },
            itemCount: shown.itemCount, total: style.format(shown.total),
            warning: warned ? "Emptying in \(max(seconds, 0)) s · tap to keep" : noticed, payCode: paying.map(BasketCode.text(of:)))
    }
}
