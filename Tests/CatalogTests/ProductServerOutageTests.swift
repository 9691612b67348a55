// ProductServerOutageTests: a shop's server that answers, but not with products (not JSON, too
// long, too deep, wrong types, a redirect, 403, 429) is taken to be down as one that does not
// answer at all, so captures stop waiting on it; Retry-After (seconds or an HTTP date) on 429
// and 503 keeps it down at least that long, at most 10 minutes; a 404 is no failure.
import Catalog
import Content
import Foundation
import SystemCall
import TestSupport
import Testing

@Suite struct ProductServerOutageTests {
    static let oil = ProductServerTests.oil
    static let bread = ProductServerTests.bread

    static func server(
        _ shop: ShopServer, fallback: Catalog, loop: EventLoop, log: LogLines, configure: (inout ProductServerSpec) -> Void = { _ in }
    ) throws -> ProductServer {
        try ProductServerTests.server(shop.base + "/items/{code}", fallback: fallback, loop: loop, log: log, configure: configure)
    }

    static func lookUp(_ server: ProductServer, _ code: String, loop: EventLoop) throws -> ProductServerTests.Outcome {
        try ProductServerTests.lookUp(server, code, loop: loop)
    }

    static func name(_ outcome: ProductServerTests.Outcome) -> String? { ProductServerTests.product(outcome.answer)?.name }

    @Test func answersThatAreNoProductTakeTheServerDownAsNoAnswerDoes() throws {
        let deep = String(repeating: "[", count: 5000) + String(repeating: "]", count: 5000)
        let cases: [(name: String, route: [String: Any], log: String)] = [
            ("json", ["text": #"{"name": "Öl", "price": "#], "is not JSON (25 bytes, HTTP 200)"),
            ("deep", ["text": deep], "is not JSON (10000 bytes, HTTP 200)"),
            ("long", ["huge": 300_000], "is longer than 262144 bytes"),
            ("type", ["json": ["name": "Öl", "price": ["amount": 1]]], "is not a product: price at price is not a number"),
            ("moved", ["status": 302, "location": "http://127.0.0.1:9/elsewhere"], "HTTP 302"),
            ("forbidden", ["status": 403], "HTTP 403"),
            ("busy", ["status": 429], "HTTP 429"),
        ]
        let shop = try ShopServer(Dictionary(uniqueKeysWithValues: cases.map { ("/\($0.name)/items/\(Self.oil)", $0.route) }))
        let fallback = try ProductServerTests.localCatalog()
        let loop = EventLoop()
        for (name, _, reason) in cases {
            let log = LogLines()
            let server = try ProductServerTests.server(shop.base + "/\(name)/items/{code}", fallback: fallback, loop: loop, log: log)
            defer { server.detach() }
            let first = try Self.lookUp(server, Self.oil, loop: loop)
            #expect(Self.name(first) == "Olivenöl (Katalog)", "\(name)")
            // Taken to be down: the next capture is answered by the local catalog at once.
            let next = try Self.lookUp(server, Self.bread, loop: loop)
            #expect(Self.name(next) == "Brot" && next.synchronous, "\(name): \(next)")
            // Asked once: an answer that is no product is not asked for again at once.
            #expect(shop.paths.filter { $0.hasPrefix("/\(name)/") } == ["/\(name)/items/\(Self.oil)"], "\(name)")
            #expect(log.lines.count == 1 && log.lines.first?.contains(reason) == true, "\(name): \(log.lines)")
            #expect(log.lines.first?.hasSuffix("; answered from the local catalog; the server is asked again in 15 s") == true, "\(log.lines)")
        }
    }

    @Test func notFoundIsAnAnswerNotAFailure() throws {
        let shop = try ShopServer([
            "/items/\(Self.bread)": ["json": ["items": [["name": "Brot vom Server", "price": "2.49"]]]],
            "/items/\(Self.oil)": ["json": ["items": [] as [Any]]],
        ])
        let loop = EventLoop()
        let log = LogLines()
        // A 404, and an answer with nothing where the product goes.
        let server = try ProductServerTests.server(
            shop.base + "/items/{code}", map: "item=items.0", fallback: try ProductServerTests.localCatalog(), loop: loop, log: log)
        defer { server.detach() }
        #expect(try Self.lookUp(server, "4012345678901", loop: loop).answer == .notOnFile)
        #expect(try Self.lookUp(server, Self.oil, loop: loop).answer == .notOnFile)
        let next = try Self.lookUp(server, Self.bread, loop: loop)
        #expect(Self.name(next) == "Brot vom Server" && !next.synchronous)
        #expect(log.lines.isEmpty, "\(log.lines)")
    }

    @Test func a503WithoutRetryAfterIsTriedAgainA429IsNot() throws {
        let shop = try ShopServer(["/items/\(Self.oil)": ["status": 503], "/items/\(Self.bread)": ["status": 429]])
        let loop = EventLoop()
        let fallback = try ProductServerTests.localCatalog()
        for (code, status, tries) in [(Self.oil, 503, 2), (Self.bread, 429, 1)] {
            let log = LogLines()
            let server = try Self.server(shop, fallback: fallback, loop: loop, log: log)
            defer { server.detach() }
            _ = try Self.lookUp(server, code, loop: loop)
            #expect(shop.paths.filter { $0.hasSuffix(code) }.count == tries, "HTTP \(status): \(shop.paths)")
            #expect(log.lines.first?.contains("after \(tries) tr") == true && log.lines.first?.contains("(HTTP \(status))") == true, "\(log.lines)")
        }
    }

    @Test func retryAfterInSecondsKeepsTheServerDownAtLeastThatLong() throws {
        let shop = try ShopServer([
            "/items/\(Self.oil)": ["status": 429, "retry_after": "1"],
            "/items/\(Self.bread)": ["json": ["name": "Brot vom Server", "price": "2.49"]],
        ])
        let loop = EventLoop()
        let log = LogLines()
        let server = try Self.server(shop, fallback: try ProductServerTests.localCatalog(), loop: loop, log: log) {
            $0.downSeconds = 0.1
            $0.retries = 2
        }
        defer { server.detach() }
        let start = monotonicNow()
        #expect(Self.name(try Self.lookUp(server, Self.oil, loop: loop)) == "Olivenöl (Katalog)")
        // Not asked again at once (it said when), nor after downSeconds.
        #expect(shop.paths == ["/items/\(Self.oil)"])
        usleep(300_000)
        let meanwhile = try Self.lookUp(server, Self.bread, loop: loop)
        #expect(Self.name(meanwhile) == "Brot" && meanwhile.synchronous)
        #expect(
            log.lines == [
                "lookup: \(shop.base)/items/{code}: no answer for \(Self.oil) after 1 try (HTTP 429, retry after 1 s); answered from the local catalog; the server is asked again in 1 s"
            ])
        usleep(useconds_t(max(0, 1.1 - (monotonicNow() - start)) * 1_000_000))
        let after = try Self.lookUp(server, Self.bread, loop: loop)
        #expect(Self.name(after) == "Brot vom Server" && !after.synchronous)
    }

    @Test func retryAfterAsAnHTTPDateAndNoLongerThanTenMinutes() throws {
        let shop = try ShopServer([
            "/items/\(Self.oil)": ["status": 503, "retry_in": 4],
            "/items/\(Self.bread)": ["status": 429, "retry_after": "86400"],
        ])
        let loop = EventLoop()
        let log = LogLines()
        let fallback = try ProductServerTests.localCatalog()
        let server = try Self.server(shop, fallback: fallback, loop: loop, log: log) { $0.downSeconds = 0.1 }
        defer { server.detach() }
        #expect(Self.name(try Self.lookUp(server, Self.oil, loop: loop)) == "Olivenöl (Katalog)")
        // A 503 that says when is not tried again at once.
        #expect(shop.paths == ["/items/\(Self.oil)"])
        let seconds = log.lines.first.flatMap { $0.split(separator: " ").dropLast().last }.flatMap { Int($0) }
        #expect(seconds == 3 || seconds == 4, "\(log.lines)")
        usleep(300_000)
        #expect(try Self.lookUp(server, Self.bread, loop: loop).synchronous)

        let bounded = LogLines()
        let other = try Self.server(shop, fallback: fallback, loop: loop, log: bounded) { $0.downSeconds = 0.1 }
        defer { other.detach() }
        #expect(Self.name(try Self.lookUp(other, Self.bread, loop: loop)) == "Brot")
        #expect(bounded.lines.first?.hasSuffix("the server is asked again in 600 s") == true, "\(bounded.lines)")
    }
}
