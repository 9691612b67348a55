// SelfCheckoutTests: a self-checkout basket on the kiosk: products captured go into it (a second
// scan of the same adds one), a tap on a line takes one away, "Pay at the till" sends one exact
// basket event and shows the basket's QR code, which the kiosk's own decoder reads back off the
// drawn screen into the same basket; "Done" starts a new one; a basket left alone is emptied,
// with a warning first; a catalog in another currency empties it, and the screen and log say so.
import Catalog
import Content
import Decode
import Delivery
import Foundation
import Language
import Pixels
import Render
import Scene
import TestSupport
import Testing

@testable import Kiosk

@Suite struct SelfCheckoutTests {
    let folder = TemporaryFolder.make("self-checkout")

    func kiosk(_ arguments: [String] = [], outputs: ControllerOutputs = ControllerOutputs()) throws -> KioskController {
        let csv = folder + "/shop.csv"
        try ProductCaptureTests.csv.write(toFile: csv, atomically: false, encoding: .utf8)
        let path = folder + "/catalog.sqlite"
        _ = try CatalogImport.run(csvPath: csv, catalogPath: path, currency: ISO4217Currency(code: "EUR")!, importedAt: "2026-12-03T08:00:00Z")
        var options = KioskOptions()
        try OptionTable.parse(
            arguments: ["--content-date", "2026-12-03", "--basket", "--resume-after", "1", "--repeat-guard", "0"] + arguments, into: &options)
        return KioskController(
            options: options, layout: try ScannerScene(style: options.sceneStyle).layout(width: 1280, height: 800),
            products: CatalogProducts(Catalog(path: path, log: { _ in }), options: options), outputs: outputs)
    }

    /// Draws the screen as the runner does and returns it.
    /// `minorUnits` cents of the euro as the screen is given them (the euro's customary style).
    func euros(_ minorUnits: Int64) -> ShownMoney {
        ShownMoney(
            minorUnits: minorUnits, exponent: 2, currency: "EUR", sign: "€",
            shopText: PriceStyle(currency: Self.euro).format(Money(minorUnits: minorUnits, currency: Self.euro)))
    }
    static let euro = ISO4217Currency(code: "EUR")!

    func draw(_ c: KioskController, at time: Double) throws -> PixelImage {
        let scene = try ScannerScene(style: KioskOptions().sceneStyle)
        let image = PixelImage(width: 1280, height: 800)
        c.didDraw(scene.draw(on: image.surface, time: time, state: c.view, frame: c.previewFrame(live: cameraFrame), camera: .running))
        return image
    }

    func tap(_ c: KioskController, _ point: Point, at time: Double) {
        c.handle(.tap(sp(point)), at: time)
    }

    @Test func scanRemovePayAndTheTillReadsTheCode() throws {
        var paid: [(Basket, Double)] = []
        let c = try kiosk(outputs: ControllerOutputs(paid: { paid.append(($0, $1)) }))
        var t = 1.0
        for text in ["8480010001136", "4006381333931", "8480010001136", "5901234123457", "https://example.com"] {
            c.decoded([code(text, symbology: text.hasPrefix("http") ? .qr : .ean13)], in: cameraFrame, at: t)
            t += 1.5
            c.tick(at: t)
        }
        // Not on file and a web address add nothing.
        #expect(
            c.view.basket?.lines == [
                .init(name: "Aceite de oliva virgen extra 1 l", quantity: 2, amount: euros(998)),
                .init(name: "Stabilo Boss Original", quantity: 1, amount: euros(99)),
            ])
        #expect(c.view.basket?.total?.shopText == "10,97\u{A0}€" && c.view.basket?.total == euros(1097) && c.view.basket?.itemCount == 3)
        #expect(c.view.basket?.lines.map { $0.amount?.shopText } == ["9,98\u{A0}€", "0,99\u{A0}€"])
        _ = try draw(c, at: t)
        // A tap on the olive oil's line takes one away.
        let row = try #require(c.drawn?.basketRows.first { $0.index == 0 })
        tap(c, row.frame.centre, at: t)
        #expect(c.view.basket?.lines.first?.quantity == 1 && c.view.basket?.total?.shopText == "5,98\u{A0}€")
        _ = try draw(c, at: t)
        tap(c, try #require(c.drawn?.payButton).centre, at: t + 0.5)
        let (basket, when) = try #require(paid.first)
        #expect(paid.count == 1 && when == t + 0.5 && when == 9)
        let line = CaptureEvent.basket(basket, time: when).line
        #expect(
            line
                == #"{"event":"basket","id":"\#(basket.id)","items":[{"code":"8480010001136","name":"Aceite de oliva virgen extra 1 l","quantity":1,"price":"4.99"},{"code":"4006381333931","name":"Stabilo Boss Original","quantity":1,"price":"0.99"}],"total":"5.98","currency":"EUR","code":"KSB1+\#(basket.id)+EUR+5.98+8480010001136*1*4.99+4006381333931*1*0.99","time":9}"#
        )
        // The outbox and its destinations take it: a keyboard destination types the till's code.
        let entry = try #require(OutboxEntry(line: line))
        #expect(entry.symbology == "basket" && entry.text == BasketCode.text(of: basket) && entry.contentFields["total"] == "5.98")
        // The pay screen: the kiosk's own decoder reads the basket back off it.
        #expect(c.view.basket?.payCode == BasketCode.text(of: basket) && !c.wantsDecoding)
        let screen = try draw(c, at: t + 1)
        let view = ImageView(
            format: .xrgb32, size: PixelSize(width: 1280, height: 800), range: .full,
            planes: ImagePlane(base: UnsafeRawPointer(screen.surface.base), stride: screen.surface.stride))
        let read = BarcodeReader().scan(view, region: nil).detections
        #expect(read.map(\.symbology) == [.qr])
        let reading = try BasketCode.read(try #require(read.first?.text))
        #expect(reading.id == basket.id && reading.total.decimalText == "5.98")
        #expect(reading.items.map(\.code) == ["8480010001136", "4006381333931"] && reading.items.map(\.quantity) == [1, 1])
        // Done: a new, empty basket.
        tap(c, try #require(c.drawn?.payDone).centre, at: t + 2)
        #expect(c.view.basket?.lines == [] && c.view.basket?.payCode == nil && c.wantsDecoding)
    }

    @Test func aBasketLeftAloneIsEmptiedAfterAWarning() throws {
        let c = try kiosk(["--basket-idle", "60"])
        c.decoded([code("8480010001136", symbology: .ean13)], in: cameraFrame, at: 1)
        c.tick(at: 40)
        #expect(c.view.basket?.warning == nil && c.view.basket?.itemCount == 1)
        c.tick(at: 47)
        #expect(english(c.view.basket?.warning) == "Emptying in 14 s · tap to keep")
        // A tap on the basket keeps it.
        _ = try draw(c, at: 47)
        tap(c, try #require(c.drawn?.basketPanel).centre, at: 47)
        c.tick(at: 100)
        #expect(c.view.basket?.itemCount == 1 && english(c.view.basket?.warning) == "Emptying in 7 s · tap to keep")
        c.tick(at: 107)
        #expect(c.view.basket?.itemCount == 0 && c.view.basket?.warning == nil)
    }

    @Test func aCatalogInAnotherCurrencyEmptiesTheBasketAndSaysSo() throws {
        var logged: [String] = []
        let c = try kiosk(outputs: ControllerOutputs(log: { logged.append($0) }))
        c.decoded([code("8480010001136", symbology: .ean13)], in: cameraFrame, at: 1)
        #expect(c.view.basket?.itemCount == 1)
        let csv = folder + "/usd.csv"
        try ProductCaptureTests.csv.write(toFile: csv, atomically: false, encoding: .utf8)
        _ = try CatalogImport.run(
            csvPath: csv, catalogPath: folder + "/catalog.sqlite", currency: ISO4217Currency(code: "USD")!, importedAt: "2026-12-03T09:00:00Z")
        c.tick(at: 2.5)
        c.decoded([code("4006381333931", symbology: .ean13)], in: cameraFrame, at: 3)
        c.tick(at: 3.5)
        // (It emptied the basket without a word.)
        #expect(c.view.basket?.lines.map { [$0.name, $0.amount?.shopText] } == [["Stabilo Boss Original", "$0.99"]])
        #expect(english(c.view.basket?.warning) == "Basket emptied · prices are now in USD")
        #expect(logged.count == 1 && logged.first?.hasSuffix(" (1 item, 4.99 EUR): the catalog's prices are now in USD") == true)
        #expect(logged.first?.hasPrefix("basket: emptied ") == true)
        // The notice goes after a few seconds.
        c.tick(at: 3 + SelfCheckout.noticeSeconds)
        #expect(c.view.basket?.warning == nil && c.view.basket?.itemCount == 1)
    }
}
