// ProductServerTests: products looked up on a real HTTP server on 127.0.0.1 (Helpers/shop.py):
// found through a one-line map, 404 as not on file, the cache (counted on the server's side),
// {gtin}, a slow server and a failing one retried and then answered by the local catalog, a
// refused connection, malformed, huge and hostile answers; and the test's loop keeps ticking
// while a lookup waits.
import Catalog
import Content
import Foundation
import SystemCall
import TestSupport
import Testing
import Wire

/// The shop server, started for one test with its routes.
/// The log lines a server wrote.
final class LogLines {
    var lines: [String] = []
    func add(_ line: String) { lines.append(line) }
}

@Suite struct ProductServerTests {
    static let euro = ISO4217Currency(code: "EUR")!
    static let oil = "4006381333931"
    static let bread = "4000417025005"

    /// A local catalog with the oil (3.99 there) and a loaf of bread.
    static func localCatalog() throws -> Catalog {
        let folder = TemporaryFolder.make("fallback")
        try "code,name,price\n\(oil),Olivenöl (Katalog),3.99\n\(bread),Brot,2.49\n".write(
            toFile: folder + "/export.csv", atomically: false, encoding: .utf8)
        _ = try CatalogImport.run(
            csvPath: folder + "/export.csv", catalogPath: folder + "/catalog.db", currency: euro, importedAt: "2026-12-03T08:00:00Z")
        return Catalog(path: folder + "/catalog.db", log: { _ in })
    }

    /// A server over `template`, short timeouts for tests, attached to `loop`.
    static func server(
        _ template: String, map: String? = nil, fallback: Catalog? = nil, loop: EventLoop, log: LogLines = LogLines(),
        configure: (inout ProductServerSpec) -> Void = { _ in }
    ) throws -> ProductServer {
        var spec = try ProductServerSpec(url: template, map: map, timeout: 0.3, currency: euro)
        configure(&spec)
        let server = ProductServer(spec: spec, fallback: fallback, log: log.add)
        try server.attach(to: loop)
        return server
    }

    struct Outcome {
        var answer: CatalogAnswer?
        var synchronous = false
        var seconds = 0.0
    }

    /// One lookup, the loop run until it is answered (at most `seconds`).
    static func lookUp(_ server: ProductServer, _ code: String, loop: EventLoop, seconds: Double = 5) throws -> Outcome {
        var outcome = Outcome()
        var calls = 0
        var returned = false
        let start = monotonicNow()
        server.lookUp(code) { answer in
            calls += 1
            outcome.answer = answer
            outcome.synchronous = !returned
            outcome.seconds = monotonicNow() - start
        }
        returned = true
        if outcome.answer == nil { _ = try loop.run(seconds: seconds) { outcome.answer != nil } }
        #expect(calls == 1)
        return outcome
    }

    static func product(_ answer: CatalogAnswer?) -> Product? {
        if case .found(let product)? = answer { return product }
        return nil
    }

    // MARK: answers

    @Test func aTypicalShopAPIMapsInOneLineExactly() throws {
        let item: [String: Any] = [
            "sku": "OIL-1", "title": "Olivenöl extra vergine 1 l", "pricing": ["amount": 4.99, "currency": "EUR", "offer": "4.49"],
            "offer": ["from": "2026-12-01", "until": "2026-12-07T23:59:59Z"], "size": "1 l", "media": [["url": "oil.png"]],
            "attributes": ["brand": "Bio-Gut", "aisle": 7, "organic": true, "tags": ["a"]],
        ]
        let shop = try ShopServer(["/api/items/\(Self.oil)": ["json": ["data": item]]])
        let loop = EventLoop()
        let server = try Self.server(
            shop.base + "/api/items/{code}",
            map:
                "item=data, code=sku, name=title, price=pricing.amount, currency=pricing.currency, promo_price=pricing.offer, promo_from=offer.from, promo_until=offer.until, unit=size, image=media.0.url, fields=attributes, field.origin=origin",
            loop: loop)
        defer { server.detach() }
        let outcome = try Self.lookUp(server, Self.oil, loop: loop)
        #expect(!outcome.synchronous)
        #expect(
            outcome.answer
                == .found(
                    Product(
                        code: "OIL-1", name: "Olivenöl extra vergine 1 l", price: Money(minorUnits: 499, currency: Self.euro),
                        promotion: .init(
                            price: Money(minorUnits: 449, currency: Self.euro), from: CalendarDate(year: 2026, month: 12, day: 1),
                            until: CalendarDate(year: 2026, month: 12, day: 7)), unit: try Quantity(parsing: "1 l"), image: "oil.png",
                        fields: [.init(name: "aisle", value: "7"), .init(name: "brand", value: "Bio-Gut"), .init(name: "organic", value: "true")])))
        #expect(shop.paths == ["/api/items/\(Self.oil)"])
    }

    @Test func theDefaultMapTakesTheNamesOfTheCSVColumns() throws {
        let shop = try ShopServer([
            "/p/\(Self.bread)": [
                "json": [
                    "name": "Roggenbrot", "price": "2.59", "promo_price": 1.99, "promo_until": "2026-12-24", "unit": "750 g",
                    "unit_price_base": "1 kg", "image": "bread.webp",
                ]
            ]
        ])
        let loop = EventLoop()
        let server = try Self.server(shop.base + "/p/{code}", loop: loop)
        defer { server.detach() }
        #expect(
            try Self.lookUp(server, Self.bread, loop: loop).answer
                == .found(
                    Product(
                        code: Self.bread, name: "Roggenbrot", price: Money(minorUnits: 259, currency: Self.euro),
                        promotion: .init(
                            price: Money(minorUnits: 199, currency: Self.euro), from: nil, until: CalendarDate(year: 2026, month: 12, day: 24)),
                        unit: try Quantity(parsing: "750 g"), unitPriceBase: try Quantity(parsing: "1 kg"), image: "bread.webp")))
    }

    @Test func aSearchEndpointWithNoItemsSaysNotOnFile() throws {
        let shop = try ShopServer([
            "/search?barcode=\(Self.oil)": ["json": ["count": 1, "items": [["label": "Öl", "cost": ["value": "4.99"]]]]],
            "/search?barcode=\(Self.bread)": ["json": ["count": 0, "items": [] as [Any]]],
        ])
        let loop = EventLoop()
        let server = try Self.server(
            shop.base + "/search?barcode={code}", map: "item=items.0,name=label,price=cost.value", fallback: try Self.localCatalog(), loop: loop)
        defer { server.detach() }
        #expect(
            try Self.lookUp(server, Self.oil, loop: loop).answer
                == .found(Product(code: Self.oil, name: "Öl", price: Money(minorUnits: 499, currency: Self.euro))))
        // Not on file, although the local catalog has bread: the server answered.
        #expect(try Self.lookUp(server, Self.bread, loop: loop).answer == .notOnFile)
        #expect(try Self.lookUp(server, Self.bread, loop: loop).synchronous)
        #expect(shop.paths.count == 2)
    }

    @Test func notFoundIsNotOnFileAndKeptAShortWhile() throws {
        let shop = try ShopServer([:])
        let loop = EventLoop()
        // The local catalog has the oil, but the server answered: not on file is its word.
        let server = try Self.server(shop.base + "/items/{code}", fallback: try Self.localCatalog(), loop: loop) { $0.notFoundSeconds = 0.4 }
        defer { server.detach() }
        let first = try Self.lookUp(server, Self.oil, loop: loop)
        #expect(first.answer == .notOnFile && !first.synchronous)
        let second = try Self.lookUp(server, Self.oil, loop: loop)
        #expect(second.answer == .notOnFile && second.synchronous)
        #expect(shop.paths.count == 1)
        usleep(450_000)
        #expect(try Self.lookUp(server, Self.oil, loop: loop).answer == .notOnFile)
        #expect(shop.paths.count == 2)
        #expect(shop.requests.map { $0["answer"] as? Int } == [404, 404])
    }

    @Test func aFoundProductIsKeptForItsTimeWithoutAskingAgain() throws {
        let shop = try ShopServer(["/items/\(Self.oil)": ["json": ["name": "Öl", "price": "4.99"]]])
        let loop = EventLoop()
        let server = try Self.server(shop.base + "/items/{code}", loop: loop) { $0.foundSeconds = 0.5 }
        defer { server.detach() }
        let first = try Self.lookUp(server, Self.oil, loop: loop)
        let again = try Self.lookUp(server, Self.oil, loop: loop)
        #expect(Self.product(first.answer)?.price.minorUnits == 499 && again.answer == first.answer && again.synchronous)
        #expect(shop.paths.count == 1 && server.requestsMade == 1 && server.cacheHits == 1)
        usleep(550_000)
        let later = try Self.lookUp(server, Self.oil, loop: loop)
        #expect(later.answer == first.answer && !later.synchronous)
        #expect(shop.paths.count == 2)
        #expect(server.cachedAnswers == 1)
    }

    @Test func lookupsOfOneCodeWhileItIsAskedMakeOneRequest() throws {
        let shop = try ShopServer(["/items/\(Self.oil)": ["json": ["name": "Öl", "price": "4.99"], "delay": 0.1]])
        let loop = EventLoop()
        let server = try Self.server(shop.base + "/items/{code}", loop: loop)
        defer { server.detach() }
        var answers: [CatalogAnswer] = []
        for _ in 0..<3 { server.lookUp(Self.oil) { answers.append($0) } }
        #expect(try loop.run(seconds: 5) { answers.count == 3 })
        #expect(Set(answers.map { Self.product($0)?.name }) == ["Öl"])
        #expect(shop.paths.count == 1)
    }

    @Test func theGTINPlaceholderHasTheFourteenDigitsOrTheCode() throws {
        let shop = try ShopServer([
            "/gtin/00036000291452?c=036000291452": ["json": ["name": "UPC item", "price": "1"]],
            "/gtin/PLU-7%20x%2Fy?c=PLU-7%20x%2Fy": ["json": ["name": "Loose", "price": "0.5"]],
        ])
        let loop = EventLoop()
        let server = try Self.server(shop.base + "/gtin/{gtin}?c={code}", loop: loop)
        defer { server.detach() }
        #expect(Self.product(try Self.lookUp(server, "036000291452", loop: loop).answer)?.price.minorUnits == 100)
        #expect(Self.product(try Self.lookUp(server, "PLU-7 x/y", loop: loop).answer)?.price.minorUnits == 50)
        #expect(shop.paths == ["/gtin/00036000291452?c=036000291452", "/gtin/PLU-7%20x%2Fy?c=PLU-7%20x%2Fy"])
    }

    // MARK: no answer

    @Test func aSlowServerIsAnsweredByTheLocalCatalogAndTheLoopKeepsTicking() throws {
        let shop = try ShopServer(["/items/\(Self.oil)": ["json": ["name": "Öl vom Server", "price": "4.99"], "delay": 1.5]])
        let loop = EventLoop()
        let log = LogLines()
        let server = try Self.server(shop.base + "/items/{code}", fallback: try Self.localCatalog(), loop: loop, log: log)
        defer { server.detach() }
        let ticker = try TimerDescriptor(label: "test ticks", every: 0.01)
        var ticks = 0
        var longestGap = 0.0
        var last = monotonicNow()
        loop.watch(ticker.fd) {
            ticker.acknowledge()
            let now = monotonicNow()
            longestGap = max(longestGap, now - last)
            last = now
            ticks += 1
        }
        let outcome = try Self.lookUp(server, Self.oil, loop: loop)
        loop.unwatch(ticker.fd)
        #expect(Self.product(outcome.answer)?.name == "Olivenöl (Katalog)")
        // Two tries of 0.3 s each, then the local catalog.
        #expect(outcome.seconds > 0.55 && outcome.seconds < 1.2, "\(outcome.seconds) s")
        #expect(ticks >= Int(outcome.seconds / 0.01 * 0.6), "\(ticks) ticks in \(outcome.seconds) s")
        #expect(longestGap < 0.1, "the loop stood still for \(longestGap) s")
        #expect(shop.paths.count == 2)
        #expect(log.lines.count == 1)
        #expect(
            log.lines.first?.hasPrefix("lookup: \(shop.base)/items/{code}: no answer for \(Self.oil) after 2 tries (Timeout was reached") == true,
            "\(log.lines)")
        // Down for a while: the local catalog answers at once, the server is not asked.
        let next = try Self.lookUp(server, Self.bread, loop: loop)
        #expect(Self.product(next.answer)?.name == "Brot" && next.synchronous)
        #expect(shop.paths.count == 2)
    }

    @Test func aFailingServerIsTriedAgainThenTheLocalCatalogAnswers() throws {
        let shop = try ShopServer([
            "/items/\(Self.oil)": ["json": ["name": "Öl", "price": "4.99"], "fail": 5],
            "/items/\(Self.bread)": ["json": ["name": "Brot vom Server", "price": "2.49"], "fail": 2],
        ])
        let loop = EventLoop()
        let log = LogLines()
        let server = try Self.server(shop.base + "/items/{code}", fallback: try Self.localCatalog(), loop: loop, log: log) {
            $0.retries = 2
            $0.downSeconds = 0
        }
        defer { server.detach() }
        // Fails twice, answers the third time.
        #expect(Self.product(try Self.lookUp(server, Self.bread, loop: loop).answer)?.name == "Brot vom Server")
        #expect(shop.paths.count == 3)
        // Fails three times: the local catalog's product.
        #expect(Self.product(try Self.lookUp(server, Self.oil, loop: loop).answer)?.name == "Olivenöl (Katalog)")
        #expect(shop.requests.map { $0["answer"] as? Int } == [500, 500, 200, 500, 500, 500])
        // Asked again at once (downSeconds 0): the oil's fourth and fifth requests fail, its sixth is answered.
        #expect(Self.product(try Self.lookUp(server, Self.oil, loop: loop).answer)?.name == "Öl")
        #expect(shop.requests.map { $0["answer"] as? Int } == [500, 500, 200, 500, 500, 500, 500, 500, 200])
        #expect(
            log.lines == [
                "lookup: \(shop.base)/items/{code}: no answer for \(Self.oil) after 3 tries (HTTP 500); answered from the local catalog; the server is asked again in 0 s",
                "lookup: \(shop.base)/items/{code}: answering again",
            ])
    }

    @Test func aRefusedConnectionFallsBackOrIsUnavailable() throws {
        let port = RunningProgram.freePort()
        let loop = EventLoop()
        let withCatalog = try Self.server("http://127.0.0.1:\(port)/items/{code}", fallback: try Self.localCatalog(), loop: loop)
        defer { withCatalog.detach() }
        #expect(Self.product(try Self.lookUp(withCatalog, Self.oil, loop: loop).answer)?.name == "Olivenöl (Katalog)")
        #expect(
            try Self.lookUp(withCatalog, "4012345678901", loop: loop).answer
                == .unavailable("the product server is not answering, and the local catalog does not have 4012345678901"))
        let alone = try Self.server("http://127.0.0.1:\(port)/items/{code}", loop: loop)
        defer { alone.detach() }
        #expect(
            try Self.lookUp(alone, Self.oil, loop: loop).answer
                == .unavailable("the product server is not answering (Couldn't connect to server), and there is no local catalog"))
    }

    // MARK: answers that are no product

    @Test func answersThatAreNoProductAreRefusedWithTheReason() throws {
        let deep = String(repeating: "[", count: 5000) + String(repeating: "]", count: 5000)
        let cases: [(code: String, route: [String: Any], log: String)] = [
            ("1", ["text": #"{"name": "Öl", "price": "#], "is not JSON (25 bytes, HTTP 200); no local catalog to answer"),
            ("2", ["text": deep], "is not JSON (10000 bytes, HTTP 200)"),
            ("3", ["huge": 300_000], "is longer than 262144 bytes"),
            ("4", ["json": ["name": "Öl", "price": ["amount": 1]]], "is not a product: price at price is not a number or a decimal string"),
            (
                "5", ["text": #"{"name": "Öl", "price": 4.9900000000000001}"#],
                #"is not a product: price at price: "4.9900000000000001" has more decimals than EUR has (2)"#
            ),
            ("6", ["json": ["name": "Öl", "price": "4.999"]], #"is not a product: price at price: "4.999" has more decimals than EUR has (2)"#),
            (
                "7", ["text": #"{"name": "Öl", "price": 5e2}"#],
                #"is not a product: price at price: "5e2" is not an amount (digits and one decimal mark, such as 4.99)"#
            ),
            ("8", ["json": ["name": "Öl", "price": -1]], #"is not a product: price at price: "-1" is negative"#),
            ("9", ["json": ["price": "1.00"]], "is not a product: no name at name"),
            ("10", ["json": ["name": ["de": "Öl"], "price": "1.00"]], "is not a product: name is an object, not a text"),
            ("11", ["json": ["name": "Öl", "price": "1.00", "currency": "USD"]], "is not a product: prices are in USD, the kiosk's in EUR"),
            ("12", ["json": [["name": "Öl", "price": "1.00"]]], "is not a product: the answer is not an object"),
            ("13", ["status": 401], "answered HTTP 401 for 13"),
            ("14", ["json": ["name": String(repeating: "x", count: 1001), "price": "1"]], "is not a product: name is longer than 1000 characters"),
        ]
        let shop = try ShopServer(Dictionary(uniqueKeysWithValues: cases.map { ("/items/\($0.code)", $0.route) }))
        let loop = EventLoop()
        let log = LogLines()
        // Each takes the server to be down (ProductServerOutageTests); here it is asked again at once.
        let server = try Self.server(shop.base + "/items/{code}", loop: loop, log: log) { $0.downSeconds = 0 }
        defer { server.detach() }
        for (code, _, reason) in cases {
            let answer = try Self.lookUp(server, code, loop: loop).answer
            #expect(
                answer == .unavailable("the product server gave no product, and there is no local catalog"),
                "\(code): \(String(describing: answer))")
            let lines = log.lines.filter { $0.contains("for \(code) ") || $0.contains("for \(code);") }
            #expect(lines.count == 1 && lines.first?.contains(reason) == true, "\(code): \(lines)")
        }
        // An answer that is no product is not tried again, nor kept.
        #expect(shop.paths.count == cases.count)
        #expect(server.cachedAnswers == 0)
    }

    @Test func exactPricesFromNumbersAndStrings() throws {
        let prices: [(text: String, minor: Int64)] = [
            ("0.1", 10), ("19.99", 1999), ("4.5", 450), ("4.50", 450), ("7", 700), ("\"1234567890123.45\"", 123_456_789_012_345),
            ("\"4,99\"", 499), ("0.07", 7),
        ]
        let shop = try ShopServer(
            Dictionary(
                uniqueKeysWithValues: prices.enumerated().map { ("/items/\($0.offset)", ["text": #"{"name":"n","price":\#($0.element.text)}"#]) }))
        let loop = EventLoop()
        let server = try Self.server(shop.base + "/items/{code}", loop: loop)
        defer { server.detach() }
        for (index, price) in prices.enumerated() {
            #expect(Self.product(try Self.lookUp(server, String(index), loop: loop).answer)?.price.minorUnits == price.minor, "\(price.text)")
        }
    }

    // MARK: credentials, start and stop

    @Test func credentialsAreSentAndNeverLogged() throws {
        let shop = try ShopServer(["/items/\(Self.oil)": ["status": 503]])
        let loop = EventLoop()
        let log = LogLines()
        let template = "http://kiosk:s3cr%40t@127.0.0.1:\(shop.port)/items/{code}"
        let server = try Self.server(template, fallback: try Self.localCatalog(), loop: loop, log: log) { $0.retries = 0 }
        defer { server.detach() }
        #expect(server.spec.name == shop.base + "/items/{code}")
        #expect(Self.product(try Self.lookUp(server, Self.oil, loop: loop).answer)?.name == "Olivenöl (Katalog)")
        #expect(shop.requests.first?["auth"] as? String == "Basic " + Data("kiosk:s3cr@t".utf8).base64EncodedString())
        #expect(!log.lines.isEmpty && !log.lines.contains { $0.contains("s3cr") || $0.contains("kiosk:") }, "\(log.lines)")
        let bearer = try Self.server(shop.base + "/items/{code} bearer=T0KEN", loop: loop) { $0.retries = 0 }
        defer { bearer.detach() }
        _ = try Self.lookUp(bearer, Self.oil, loop: loop)
        #expect(shop.requests.last?["auth"] as? String == "Bearer T0KEN")
    }

    @Test func beforeAttachAndAfterDetachTheLocalCatalogAnswers() throws {
        let spec = try ProductServerSpec(url: "http://127.0.0.1:9/items/{code}", map: nil, timeout: 0.3, currency: Self.euro)
        let server = ProductServer(spec: spec, fallback: try Self.localCatalog(), log: { _ in })
        let loop = EventLoop()
        let before = try Self.lookUp(server, Self.oil, loop: loop)
        #expect(Self.product(before.answer)?.name == "Olivenöl (Katalog)" && before.synchronous)
        try server.attach(to: loop)
        server.detach()
        #expect(
            try Self.lookUp(server, "1", loop: loop).answer
                == .unavailable("the product server is stopped, and the local catalog does not have 1"))
    }

    @Test func aLookupOnItsWayWhenStoppedIsAnsweredOnce() throws {
        let shop = try ShopServer(["/items/\(Self.oil)": ["json": ["name": "Öl", "price": "4.99"], "delay": 2]])
        let loop = EventLoop()
        let server = try Self.server(shop.base + "/items/{code}", fallback: try Self.localCatalog(), loop: loop) { $0.timeout = 5 }
        var answers: [CatalogAnswer] = []
        server.lookUp(Self.oil) { answers.append($0) }
        #expect(try !loop.run(seconds: 0.2) { !answers.isEmpty })
        server.detach()
        #expect(answers.count == 1 && Self.product(answers.first)?.name == "Olivenöl (Katalog)")
        #expect(loop.descriptors.isEmpty)
    }

    @Test func aPriceTooLargeForTheCurrencyIsNoProduct() throws {
        // Fifteen digits in a currency with four decimals: every scan of it trapped the kiosk.
        let shop = try ShopServer(["/items/1": ["json": ["name": "Gold", "price": "999999999999999"]]])
        let loop = EventLoop()
        let log = LogLines()
        let spec = try ProductServerSpec(url: shop.base + "/items/{code}", map: nil, timeout: 0.3, currency: ISO4217Currency(code: "CLF")!)
        let server = ProductServer(spec: spec, fallback: nil, log: log.add)
        try server.attach(to: loop)
        defer { server.detach() }
        #expect(try Self.lookUp(server, "1", loop: loop).answer == .unavailable("the product server gave no product, and there is no local catalog"))
        let lines = log.lines.filter { $0.contains("for 1") }
        #expect(
            lines.count == 1 && lines.first?.contains(#"is not a product: price at price: "999999999999999" is too large an amount for CLF"#) == true)
    }

    @Test func aUnitPriceTooLargeAnAmountIsLeftOut() throws {
        let shop = try ShopServer([
            "/items/1": ["json": ["name": "Dust", "price": "9999999999999.99", "unit": "1 mg", "unit_price_base": "999999999 kg"]]
        ])
        let loop = EventLoop()
        let server = try Self.server(shop.base + "/items/{code}", loop: loop)
        defer { server.detach() }
        let product = try #require(Self.product(try Self.lookUp(server, "1", loop: loop).answer))
        #expect(product.price.decimalText == "9999999999999.99" && product.unitPriceBase?.description == "999999999 kg")
        #expect(product.unitPrice(of: product.price) == nil)
    }
}
