// ProductServer: products looked up on the shop's server (`--lookup`) without ever blocking the
// loop: the request runs on an HTTPClient's thread and its answer comes back through an eventfd;
// answers are kept a short while, and the local catalog answers when the server does not.
import Content
import HTTP
import SystemCall
import Wire

/// What a lookup does, on the loop's thread:
/// - an answer in the cache (a product for `foundSeconds`, not on file for `notFoundSeconds`)
///   is given at once;
/// - while the server is taken to be down (it failed a lookup within `downSeconds`), the local
///   catalog answers at once;
/// - else the server is asked (one request for a code however often it is asked meanwhile),
///   again at once up to `retries` times when it does not answer (a timeout, a refused
///   connection, a 5xx), and its answer given: 2xx with a product → found; 404, or 2xx with
///   nothing where the product goes (ProductMap's `item`) → not on file.
/// - Anything else fails the lookup and takes the server to be down for `downSeconds`, so
///   captures stop waiting on it: no answer after the retries; 429, or 503 with Retry-After
///   (not asked again at once: it said when; down at least that long, up to
///   `longestRetryAfter`); an answer that is not a product (not JSON, too long or too deep, a
///   price that is not one, a 3xx, another 4xx: not asked again at once, it would answer the
///   same). The lookup gets the local catalog's product; when it has none either,
///   `.unavailable` with the reason, which is logged on one line.
/// A timer of its own ends a lookup the thread did not answer in time (timeout × (retries + 1)
/// and a margin), so `completion` always comes.
public final class ProductServer {
    public let spec: ProductServerSpec
    private let fallback: Catalog?
    private let log: (String) -> Void
    private let client: HTTPClient<ServerReading>
    private var deadlines: TimerDescriptor?
    private weak var events: EventRegistry?
    /// Why the server is not asked at all (libcurl is missing, or it is not attached).
    private var notAsked: String? = "is not started"

    private struct Entry {
        let answer: CatalogAnswer
        let expires: Double
    }
    private var cache: [String: Entry] = [:]

    /// One code on its way: its URL (the cache's key), the completions waiting, the tries made.
    private final class Pending {
        let code: String
        let url: String
        let deadline: Double
        var tries = 0
        var completions: [(CatalogAnswer) -> Void] = []
        init(code: String, url: String, deadline: Double) {
            self.code = code
            self.url = url
            self.deadline = deadline
        }
    }
    /// By URL, and by the id of the request on its way for it.
    private var pending: [String: Pending] = [:]
    private var requests: [String: Pending] = [:]
    private var nextRequest = 0
    private var downUntil: Double?
    /// Why, while it is (for the answers meanwhile).
    private var downBecause = "is not answering"

    /// Counts, for the log and the tests.
    public private(set) var requestsMade = 0
    public private(set) var cacheHits = 0

    public init(spec: ProductServerSpec, fallback: Catalog?, log: @escaping (String) -> Void) {
        self.spec = spec
        self.fallback = fallback
        self.log = log
        client = HTTPClient(label: "lookup: \(spec.name)") { [spec] request, status, body in
            ServerReading(status: status, body: body, code: request.context, spec: spec)
        }
    }

    deinit { detach() }

    /// Opens libcurl, starts the thread and watches its answers and the lookups' deadlines.
    /// Without libcurl every lookup is answered by the local catalog (logged once, here).
    public func attach(to events: EventRegistry) throws(SystemError) {
        let deadlines = try TimerDescriptor(label: "lookup deadlines")
        if let why = try client.attach(to: events, log: log, finished: { [unowned self] in self.answered($0) }) {
            notAsked = "cannot be asked (\(why))"
            log("lookup: \(spec.name): \(why); products are looked up in the local catalog only")
            return
        }
        notAsked = nil
        self.events = events
        self.deadlines = deadlines
        events.watch(deadlines.fd) { [unowned self] in
            deadlines.acknowledge()
            self.expire(now: monotonicNow())
        }
    }

    /// Called on the loop. `completion` is called exactly once, on the loop, within timeout ×
    /// (retries+1) + a margin; synchronously when the cache or (server known down) the
    /// fallback answers.
    public func lookUp(_ code: String, completion: @escaping (CatalogAnswer) -> Void) {
        let now = monotonicNow()
        let url = spec.url(for: code)
        if let entry = cache[url] {
            if entry.expires > now {
                cacheHits += 1
                return completion(entry.answer)
            }
            cache[url] = nil
        }
        if let notAsked { return completion(fallbackAnswer(code, because: notAsked)) }
        if let downUntil, now < downUntil { return completion(fallbackAnswer(code, because: downBecause)) }
        if let waiting = pending[url] {
            waiting.completions.append(completion)
            return
        }
        let margin = 0.5
        let waiting = Pending(code: code, url: url, deadline: now + spec.timeout * Double(spec.retries + 1) + margin)
        waiting.completions.append(completion)
        pending[url] = waiting
        ask(waiting)
        armDeadline()
    }

    /// Stops the thread and waits for it; lookups on their way are answered by the local catalog.
    public func detach() {
        client.detach()
        if let deadlines { events?.unwatch(deadlines.fd) }
        deadlines = nil
        notAsked = "is stopped"
        let waiting = Array(pending.values)
        pending.removeAll()
        requests.removeAll()
        for lookup in waiting { finish(lookup, fallbackAnswer(lookup.code, because: "was not asked: the kiosk is stopping")) }
    }

    /// How many answers are kept now.
    public var cachedAnswers: Int { cache.count }

    // MARK: the loop's side of a request

    private func ask(_ lookup: Pending) {
        lookup.tries += 1
        nextRequest += 1
        let id = String(nextRequest)
        requests[id] = lookup
        requestsMade += 1
        var request = HTTPClient<ServerReading>.Request(id: id, url: lookup.url, timeout: spec.timeout, userAgent: "kioskscan")
        request.context = lookup.code
        request.headers = ["Accept: application/json"] + (spec.bearer.map { ["Authorization: Bearer \($0)"] } ?? [])
        request.user = spec.user
        request.password = spec.password
        request.caFile = spec.caFile
        request.bodyLimit = spec.bodyLimit
        client.send(request)
    }

    private func answered(_ response: HTTPClient<ServerReading>.Response) {
        // An answer after its lookup's deadline (or after a stop) is dropped.
        guard let lookup = requests.removeValue(forKey: response.id), pending[lookup.url] === lookup else { return }
        let server = "the product server"
        let failure: Failure
        switch response.outcome {
        case .answered(404, _), .answered(_, .notOnFile):
            serverAnswered()
            return store(lookup, .notOnFile, for: spec.notFoundSeconds)
        case .answered(_, .product(let product)):
            serverAnswered()
            return store(lookup, .found(product), for: spec.foundSeconds)
        case .answered(_, .refused(let why)):
            failure = .noProduct("\(server)'s answer for \(lookup.code) \(why)")
        case .tooLong(let limit):
            failure = .noProduct("\(server)'s answer for \(lookup.code) is longer than \(limit) bytes")
        case .answered(let status, _) where status == 429 || (status == 503 && response.retryAfter != nil):
            failure = .busy("HTTP \(status)", retryAfter: response.retryAfter)
        case .answered(let status, _) where status >= 500:
            failure = .noAnswer("HTTP \(status)")
        case .answered(let status, _):
            failure = .noProduct("\(server) answered HTTP \(status) for \(lookup.code)")
        case .failed(let reason):
            failure = .noAnswer(reason)
        }
        if case .noAnswer = failure, lookup.tries <= spec.retries, lookup.deadline > monotonicNow() + spec.timeout {
            return ask(lookup)
        }
        serverFailed(lookup, failure)
    }

    /// Why the server gave no product: each takes it to be down for `downSeconds` (longer when it
    /// said when to ask again).
    private enum Failure {
        /// No answer (a timeout, a refused connection, a 5xx): tried again at once, up to `retries`.
        case noAnswer(String)
        /// 429, or 503 with Retry-After: not tried again at once; asked again only after
        /// `retryAfter` seconds, when it says (a 503 without it is `noAnswer`).
        case busy(String, retryAfter: Double?)
        /// An answer that is not a product, nor a not-found (not JSON, too long, a wrong type, a 3xx,
        /// another 4xx): the server would answer the same again, so it is not asked again at once.
        case noProduct(String)
    }

    /// The longest a Retry-After keeps the server taken to be down (a misconfigured server's
    /// "a day" would leave the kiosk on its local catalog until the next morning).
    public static let longestRetryAfter = 600.0

    /// The server failed `lookup`: taken to be down for a while, the local catalog's answer given.
    private func serverFailed(_ lookup: Pending, _ failure: Failure) {
        let tries = "after \(lookup.tries) tr\(lookup.tries == 1 ? "y" : "ies")"
        let what: String
        let why: String
        var seconds = spec.downSeconds
        switch failure {
        case .noAnswer(let reason):
            what = "no answer for \(lookup.code) \(tries) (\(reason))"
            why = "is not answering (\(reason))"
            downBecause = "is not answering"
        case .busy(let status, let retryAfter):
            let reason = status + (retryAfter.map { ", retry after \(Int($0)) s" } ?? "")
            what = "no answer for \(lookup.code) \(tries) (\(reason))"
            why = "is not answering (\(reason))"
            downBecause = "is not answering"
            seconds = max(seconds, min(retryAfter ?? 0, Self.longestRetryAfter))
        case .noProduct(let reason):
            what = reason
            why = "gave no product"
            downBecause = "gives no products"
        }
        downUntil = monotonicNow() + seconds
        pending[lookup.url] = nil
        let answer = fallbackAnswer(lookup.code, because: why)
        log("lookup: \(spec.name): \(what); \(describe(answer)); the server is asked again in \(Int(seconds.rounded())) s")
        finish(lookup, answer)
    }

    /// The server answered: no longer taken to be down (said once, when it was).
    private func serverAnswered() {
        guard downUntil != nil else { return }
        downUntil = nil
        log("lookup: \(spec.name): answering again")
    }

    private func store(_ lookup: Pending, _ answer: CatalogAnswer, for seconds: Double) {
        pending[lookup.url] = nil
        if seconds > 0 {
            if cache.count >= spec.cacheEntries { trimCache() }
            cache[lookup.url] = Entry(answer: answer, expires: monotonicNow() + seconds)
        }
        finish(lookup, answer)
    }

    private func finish(_ lookup: Pending, _ answer: CatalogAnswer) {
        let completions = lookup.completions
        lookup.completions.removeAll()
        for completion in completions { completion(answer) }
        armDeadline()
    }

    /// Makes room: the expired answers go, then (all still fresh) the half that expires first.
    private func trimCache() {
        let now = monotonicNow()
        cache = cache.filter { $0.value.expires > now }
        guard cache.count >= spec.cacheEntries else { return }
        let kept = cache.sorted { $0.value.expires > $1.value.expires }.prefix(spec.cacheEntries / 2)
        cache = Dictionary(uniqueKeysWithValues: kept.map { ($0.key, $0.value) })
    }

    private func armDeadline() { deadlines?.arm(at: pending.values.map(\.deadline).min()) }

    /// Lookups past their deadline: answered by the local catalog.
    private func expire(now: Double) {
        for lookup in pending.values where lookup.deadline <= now {
            pending[lookup.url] = nil
            requests = requests.filter { $0.value !== lookup }
            let answer = fallbackAnswer(lookup.code, because: "did not answer in time")
            log("lookup: \(spec.name): no answer for \(lookup.code) in time; \(describe(answer))")
            finish(lookup, answer)
        }
        armDeadline()
    }

    /// The local catalog's product when it has it; else `.unavailable` saying why neither could.
    /// What can be said of `code` now, without waiting for the server: the local catalog's
    /// answer, or why there is none (a capture that cannot wait any longer for the server's).
    public func answerNow(_ code: String) -> CatalogAnswer { fallbackAnswer(code, because: "had not answered yet") }

    private func fallbackAnswer(_ code: String, because reason: String) -> CatalogAnswer {
        guard let fallback else { return .unavailable("the product server \(reason), and there is no local catalog") }
        switch fallback.lookup(code) {
        case .found(let product): return .found(product)
        case .notOnFile: return .unavailable("the product server \(reason), and the local catalog does not have \(code)")
        case .unavailable(let why): return .unavailable("the product server \(reason), and \(why)")
        }
    }

    private func describe(_ answer: CatalogAnswer) -> String {
        switch answer {
        case .found: "answered from the local catalog"
        case .notOnFile: "not on file"
        case .unavailable: fallback == nil ? "no local catalog to answer" : "not in the local catalog either"
        }
    }
}

/// What the client's thread made of one answer, so that parsing and mapping a long one cost
/// the loop nothing.
enum ServerReading: Sendable {
    case product(Product)
    /// A 2xx answer with nothing where the product goes.
    case notOnFile
    /// A 2xx answer that is not a product: why (`is not JSON (…)`, `is not a product: …`).
    case refused(String)
    /// Another status: the body is not read.
    case status

    init(status: Int, body: [UInt8], code: String, spec: ProductServerSpec) {
        guard (200..<300).contains(status) else {
            self = .status
            return
        }
        guard let json = JSON(parsing: body) else {
            self = .refused("is not JSON (\(body.count) bytes, HTTP \(status))")
            return
        }
        do { self = try spec.map.product(in: json, code: code, currency: spec.currency).map(ServerReading.product) ?? .notOnFile } catch {
            self = .refused("is not a product: \(error)")
        }
    }
}
