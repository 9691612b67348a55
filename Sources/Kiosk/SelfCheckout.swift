// SelfCheckout: the basket of a self-checkout stand (`--basket`): each product captured is added,
// a tap on a line takes one away, "Pay at the till" hands the basket over (a `basket` event to
// every destination, its QR code on screen for the till's scanner) and "Done" starts a new one.
// A basket left alone is emptied after `basket.idle` seconds, with a warning first. A scan the
// basket refuses, and a basket emptied because the catalog's prices changed currency, are said
// in the panel's title for a few seconds and returned for the log. An age-restricted line asks
// for a member of staff's approval (AgeCheckPrompt) before the basket is paid: Pay, or a tap on
// the panel's age line (staff may approve before the shopper pays), opens the prompt; while a
// line waits, an `approval-needed` event calls someone.
import Catalog
import Content
import Decode
import Language
import Render
import Scene

public final class SelfCheckout {
    /// The basket handed to the till: to the outbox and every destination.
    private let paid: (Basket, Double) -> Void
    /// The shopper has gone: paid (Done), or the basket was left alone; says why.
    public var sessionEnded: (String) -> Void = { _ in }
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
    private var notice: (text: Phrase, until: Double)?
    /// How long a notice shows.
    public static let noticeSeconds = 8.0

    /// How the shop prints prices; nil: each currency's customary style.
    private let style: PriceStyle?
    /// The age check; nil: none (a kiosk made without one cannot sell restricted lines).
    let ageCheck: AgeCheckPrompt?
    /// A restricted line waits for a member of staff: the basket, the age, the time.
    private let approvalNeeded: (Basket, Int, Double) -> Void
    /// A capture held while it was checked as a staff code, and whether it was one (then it is
    /// never captured; else it goes out now). The controller sets it.
    var heldAnswered: (CaptureRecord, Bool) -> Void = { _, _ in }
    private let log: (String) -> Void

    public convenience init(idleTimeout: Double, priceStyle: PriceStyle? = nil, paid: @escaping (Basket, Double) -> Void = { _, _ in }) {
        self.init(idleTimeout: idleTimeout, priceStyle: priceStyle, ageCheck: nil, paid: paid)
    }

    /// The kiosk's basket (`--basket`): its age check asks `checker`.
    convenience init(options: KioskOptions, checker: PINChecker, outputs: ControllerOutputs) {
        let ageCheck = AgeCheckPrompt(
            checker: checker, clockIsReal: options.clock == .real, repeatGuard: options.repeatGuard,
            readContent: ContentCapture.reader(options), log: outputs.log)
        self.init(
            idleTimeout: options.basketIdle, priceStyle: options.priceStyle, ageCheck: ageCheck, paid: outputs.paid,
            approvalNeeded: outputs.approvalNeeded, log: outputs.log)
    }

    init(
        idleTimeout: Double, priceStyle: PriceStyle?, ageCheck: AgeCheckPrompt?, paid: @escaping (Basket, Double) -> Void,
        approvalNeeded: @escaping (Basket, Int, Double) -> Void = { _, _, _ in }, log: @escaping (String) -> Void = { _ in }
    ) {
        self.paid = paid
        self.idleTimeout = idleTimeout
        style = priceStyle
        self.ageCheck = ageCheck
        self.approvalNeeded = approvalNeeded
        self.log = log
    }

    /// Whether the pay screen shows (the scanner is paused under it).
    public var isPaying: Bool { paying != nil }

    /// Whether the age check shows (codes scanned go to it, never captured).
    public var isCheckingAge: Bool { ageCheck?.isOpen == true }

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
                notice = (Phrase(.basketCurrencyChanged, ["currency": price.currency.alphabetic]), time + Self.noticeSeconds)
            }
            current = Basket.new(currency: price.currency)
        }
        let waiting = current.needsApproval
        do { try current.add(code: product.code, name: product.name, price: price, minAge: product.minAge) } catch {
            basket = current
            return [emptied, refuse(product, because: error, at: time)].compactMap { $0 }.joined(separator: "; ")
        }
        basket = current
        if let age = current.needsApproval, age != waiting {
            // A restricted line (or one of a higher age than approved) waits: someone is called.
            approvalNeeded(current, age, time)
            return [emptied, "basket: \(product.code) asks for \(age)+: a member of staff is called to approve"].compactMap { $0 }.joined(
                separator: "; ")
        }
        return emptied
    }

    private func refuse(_ product: Product, because error: MoneyError, at time: Double) -> String {
        notice = (Phrase(.basketNotAdded), time + Self.noticeSeconds)
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
                sessionEnded("paid")
            }
            return true
        }
        if let ageCheck, ageCheck.isOpen {
            // The prompt fills the screen: its keypad or Cancel.
            touched(at: time)
            if let layout = drawn?.layout { ageCheck.tap(point, layout: layout, at: time) }
            staffAnswered(at: time)
            return true
        }
        guard let drawn, drawn.basketPanel?.contains(point) == true else { return false }
        touched(at: time)
        if drawn.payButton?.contains(point) == true, let current = basket, !current.isEmpty {
            if let age = current.needsApproval {
                askStaff(age, paysAfter: true)
            } else {
                pay(current, at: time)
            }
        } else if drawn.ageStatus?.contains(point) == true, let age = basket?.needsApproval {
            askStaff(age, paysAfter: false)
        } else if let row = drawn.basketRows.first(where: { $0.frame.contains(point) }) {
            basket?.removeOne(at: row.index)
        }
        return true
    }

    private func pay(_ current: Basket, at time: Double) {
        paying = current
        paid(current, time)
    }

    private func askStaff(_ age: Int, paysAfter: Bool) {
        guard let ageCheck else {
            notice = (Phrase(.basketAgePayAtTill), lastActivity + Self.noticeSeconds)
            return
        }
        ageCheck.open(age: age, paysAfter: paysAfter)
    }

    /// A code scanned while the age check shows: a staff code, or an ID card shown to staff.
    func staffScanned(_ detection: Detection, at time: Double) {
        guard let ageCheck, ageCheck.isOpen else { return }
        touched(at: time)
        ageCheck.scanned(detection, at: time)
        staffAnswered(at: time)
    }

    /// A capture of plain text that names no product (a staff code is one): held and checked
    /// as a staff code first, so a staff member's code is never captured, and one scanned while
    /// a restricted line waits approves it; true when held. A retail number or GS1 code not on
    /// file is no staff code, and goes out at once.
    func holds(_ record: CaptureRecord, at time: Double) -> Bool {
        guard let ageCheck, ageCheck.checker.hasStaff, paying == nil, let product = record.product else { return false }
        if case .found = product.answer { return false }
        guard record.content.map({ $0.kind is PlainText }) ?? true, ageCheck.hold(record, at: time) else { return false }
        staffAnswered(at: time)
        return true
    }

    /// The PIN checker's answers for the age check came: a right code or PIN approves the
    /// basket (and pays it, when the shopper had pressed Pay); held captures are handed back
    /// (`heldAnswered`: whether each was a staff code).
    func staffAnswered(at time: Double) {
        guard let ageCheck else { return }
        let paysAfter = ageCheck.paysAfter
        let (approval, released, staffCodes) = ageCheck.answers(at: time, waiting: basket?.needsApproval)
        for record in staffCodes { heldAnswered(record, true) }
        for record in released { heldAnswered(record, false) }
        guard let approval else { return }
        guard var current = basket, current.approve(approval) else {
            ageCheck.close(why: "the basket changed")
            return
        }
        basket = current
        ageCheck.close(why: "approved")
        log("basket: \(current.id): \(approval.age)+ approved by \(approval.approver) (\(approval.method.rawValue))")
        if paysAfter { pay(current, at: time) }
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
            ageCheck?.close(why: "the basket was left alone")
            sessionEnded("the basket was left alone")
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
        let noticed = notice.flatMap { time < $0.until ? ShownText.phrase($0.text) : nil }
        guard let shown else { return BasketView(lines: [], itemCount: 0, total: nil, warning: noticed) }
        let style = self.style ?? PriceStyle(currency: shown.currency)
        let seconds = Int((idleTimeout - (time - lastActivity)).rounded(.up))
        var age: BasketView.AgeStatus?
        if let needed = shown.needsApproval {
            age = .needed(age: needed)
        } else if let check = shown.ageCheck {
            age = .approved(age: check.age, approver: check.approver)
        }
        return BasketView(
            lines: shown.lines.map {
                BasketView.Line(name: $0.name, quantity: $0.quantity, amount: $0.amount.map(style.shown), minAge: $0.minAge)
            },
            itemCount: shown.itemCount, total: style.shown(shown.total),
            warning: warned ? .said(.basketEmptying, count: max(seconds, 0)) : noticed, payCode: paying.map(BasketCode.text(of:)), age: age,
            agePrompt: paying == nil ? ageCheck?.view(at: time) : nil)
    }
}
