// ServerLookupTests: captures looked up on the shop's server (a real HTTP server on 127.0.0.1)
// through the kiosk's controller: the card says it is looking up while the server thinks, the
// capture goes to the History and the sinks only with its answer, and a server too slow to
// answer gives way to the catalog. The loop keeps running all the while.
import Catalog
import Content
import Decode
import Foundation
import Language
import Scene
import SystemCall
import TestSupport
import Testing

@testable import Kiosk

@Suite struct ServerLookupTests {
    func kiosk(_ server: ShopServer, loop: EventLoop) throws -> (KioskController, Captures, ProductServer) {
        let path = try ProductCaptureTests().catalog()
        var options = KioskOptions()
        try OptionTable.parse(
            arguments: [
                "--content-date", "2026-12-03", "--catalog", path, "--lookup", server.base + "/items/{code}", "--lookup-timeout", "0.3",
                "--currency", "EUR",
            ], into: &options)
        let spec = try ProductServerSpec(url: options.lookup!, map: nil, timeout: options.lookupTimeout, currency: options.currency!)
        let productServer = ProductServer(spec: spec, fallback: Catalog(path: path, log: { _ in }), log: { _ in })
        try productServer.attach(to: loop)
        let captures = Captures()
        let c = KioskController(
            options: options, layout: try ScannerScene(style: options.sceneStyle).layout(width: 1280, height: 800),
            products: ServerProducts(productServer, options: options),
            outputs: ControllerOutputs(captured: { captures.records.append($0) }))
        return (c, captures, productServer)
    }

    @Test func theServersAnswerAfterTheCardSaysItIsLookingUp() throws {
        let server = try ShopServer(["/items/8480010001136": ["json": ["name": "Olivenöl vom Server", "price": "5.49", "unit": "1 l"]]])
        defer { server.program.stop() }
        let loop = EventLoop()
        let (c, captures, productServer) = try kiosk(server, loop: loop)
        defer { productServer.detach() }
        c.decoded([code("8480010001136", symbology: .ean13)], in: cameraFrame, at: 1)
        // Asked, not answered: the card says so, and nothing has gone out yet.
        #expect(c.view.result?.product?.state == .lookingUp && english(c.view.result?.product?.name) == "Looking up the price…")
        #expect(captures.records.isEmpty && c.view.history.count == 0)
        #expect(try loop.run(seconds: 10) { !captures.records.isEmpty })
        let record = try #require(captures.records.first)
        #expect(
            CaptureEvent(record: record).line.contains(
                #""product":{"found":true,"code":"8480010001136","name":"Olivenöl vom Server","price":"5.49","currency":"EUR","unit":"1 l","unitPrice":"5.49","unitPriceBase":"l"}"#
            ))
        #expect(english(c.view.result?.product?.name) == "Olivenöl vom Server" && c.view.result?.product?.price?.shopText == "5,49\u{A0}€")
        #expect(c.view.history.first?.heading(.english) == "Olivenöl vom Server · 5,49\u{A0}€")
        #expect(server.paths == ["/items/8480010001136"])
    }

    @Test func aServerTooSlowGivesWayToTheCatalog() throws {
        let server = try ShopServer(["/items/4006381333931": ["delay": 3, "json": ["name": "Too late", "price": "9.99"]]])
        defer { server.program.stop() }
        let loop = EventLoop()
        let (c, captures, productServer) = try kiosk(server, loop: loop)
        defer { productServer.detach() }
        var ticks = 0
        let ticker = try TimerDescriptor(label: "ticker", every: 0.01)
        loop.watch(ticker.fd) {
            ticker.acknowledge()
            ticks += 1
        }
        let started = Date()
        c.decoded([code("4006381333931", symbology: .ean13)], in: cameraFrame, at: 1)
        #expect(try loop.run(seconds: 10) { !captures.records.isEmpty })
        let waited = Date().timeIntervalSince(started)
        let record = try #require(captures.records.first)
        // The catalog's answer, after two tries of 0.3 s; the loop ticked all along.
        #expect(record.product?.answer.product?.name == "Stabilo Boss Original")
        #expect(waited > 0.5 && waited < 2.5)
        #expect(Double(ticks) > waited * 100 * 0.5)
    }
}

/// A server too slow for the next capture: the one waiting goes out when the next comes, with
/// the catalog's answer (it went out without any product before).
@Suite struct ServerLookupNextCaptureTests {
    @Test func theCaptureWaitingGoesOutWithTheCatalogsAnswerWhenTheNextComes() throws {
        let server = try ShopServer(["/items/4006381333931": ["delay": 3, "json": ["name": "Too late", "price": "9.99"]]])
        defer { server.program.stop() }
        let loop = EventLoop()
        let (c, captures, productServer) = try ServerLookupTests().kiosk(server, loop: loop)
        defer { productServer.detach() }
        c.decoded([code("4006381333931", symbology: .ean13)], in: cameraFrame, at: 1)
        #expect(captures.records.isEmpty)
        // A scanner's code while the server thinks: the first capture cannot wait any longer.
        c.handle(.wedgeScan("8480010001136"), at: 1.1)
        let first = try #require(captures.records.first)
        #expect(first.detection.text == "4006381333931")
        #expect(first.product?.answer.product?.name == "Stabilo Boss Original")
        #expect(CaptureEvent(record: first).line.contains(#""product":{"found":true,"code":"4006381333931","name":"Stabilo Boss Original""#))
    }
}

extension CatalogAnswer {
    var product: Product? {
        if case .found(let product) = self { return product }
        return nil
    }
}
