// ProductCaptureTests: a captured product code looked up in the shop's catalog: its card, its
// History title and the event's exact "product", for an item on file, an offer on its days and
// after, a weighed item priced from its barcode's weight (a Swedish in-store number, a GS1
// DataBar's AI 3103), a code not on file, no catalog at all, and codes that are not products.
import Catalog
import Content
import Decode
import Foundation
import Language
import Scene
import TestSupport
import Testing

@testable import Kiosk

@Suite struct ProductCaptureTests {
    static let csv = """
        code,name,price,promo_price,promo_from,promo_until,unit,unit_price_base,brand
        8480010001136,Aceite de oliva virgen extra 1 l,4.99,,,,1 l,,Hacendado
        4006381333931,Stabilo Boss Original,1.20,0.99,2026-12-01,2026-12-31,,,
        23123456,Äpfel Elstar,2.49,,,,kg,,
        09506000134352,Gouda jung,12.90,,,,kg,,
        SHELF-7,Regal 7,0.50,,,,,,

        """

    let folder = TemporaryFolder.make("products")

    func catalog() throws -> String {
        let csv = folder + "/shop.csv"
        try Self.csv.write(toFile: csv, atomically: false, encoding: .utf8)
        let path = folder + "/catalog.sqlite"
        _ = try CatalogImport.run(csvPath: csv, catalogPath: path, currency: ISO4217Currency(code: "EUR")!, importedAt: "2026-12-03T08:00:00Z")
        return path
    }

    func capture(_ detection: Detection, _ arguments: [String] = [], catalog path: String? = nil) throws -> (KioskController, CaptureRecord) {
        var options = KioskOptions()
        try OptionTable.parse(arguments: ["--content-date", "2026-12-03"] + arguments, into: &options)
        let catalog = Catalog(path: try path ?? self.catalog(), log: { _ in })
        let captures = Captures()
        let c = KioskController(
            options: options, layout: try ScannerScene(style: options.sceneStyle).layout(width: 1280, height: 800),
            products: CatalogProducts(catalog, options: options),
            outputs: ControllerOutputs(captured: { captures.records.append($0) }))
        c.decoded([detection], in: cameraFrame, at: 1)
        return (c, try #require(captures.records.first))
    }

    func product(_ record: CaptureRecord) -> String? {
        let line = CaptureEvent(record: record).line
        guard let start = line.range(of: #","product":"#), let end = line.range(of: #","time":"#) else { return nil }
        return String(line[start.upperBound..<end.lowerBound])
    }

    /// `text` as a German reader sees it (the shipped de.po).
    func german(_ text: ShownText) -> String { SpokenResultTests.wording("de")(text) }

    @Test func anItemOnFileShowsItsNameAndPrice() throws {
        let (c, record) = try capture(code("8480010001136", symbology: .ean13))
        #expect(
            product(record)
                == #"{"found":true,"code":"8480010001136","name":"Aceite de oliva virgen extra 1 l","price":"4.99","currency":"EUR","unit":"1 l","unitPrice":"4.99","unitPriceBase":"l","fields":{"brand":"Hacendado"}}"#
        )
        let euro = ISO4217Currency(code: "EUR")!
        let price = ShownMoney(minorUnits: 499, exponent: 2, currency: "EUR", sign: "€", shopText: "4,99\u{A0}€")
        #expect(PriceStyle(currency: euro).shown(Money(minorUnits: 499, currency: euro)) == price)
        #expect(
            c.view.result?.product
                == ProductCard(
                    state: .found, name: .verbatim("Aceite de oliva virgen extra 1 l"), price: price,
                    facts: [.money(price, per: "l"), .quantity(value: 1, scale: 0, unit: "l"), .verbatim("Hacendado")],
                    code: "8480010001136"))
        #expect(c.view.history.first?.title == [.verbatim("Aceite de oliva virgen extra 1 l")] && c.view.history.first?.price == price)
        #expect(c.view.history.first?.heading(.english) == "Aceite de oliva virgen extra 1 l · 4,99\u{A0}€")
        // Read back from the History file as it was shown.
        let stored = try #require(HistoryStore.entries(from: Data(CaptureEvent(record: record).line.utf8))?.first)
        #expect(stored.heading(.english) == "Aceite de oliva virgen extra 1 l · 4,99\u{A0}€" && stored.price == price)
    }

    @Test func theShopsOwnPriceStyle() throws {
        let (c, _) = try capture(code("4006381333931", symbology: .ean13), ["--price-format", "€1,234.56"])
        #expect(c.view.result?.product?.price?.shopText == "€0.99" && c.view.result?.product?.regularPrice?.shopText == "€1.20")
        #expect(c.view.history.first?.heading(.english) == "Stabilo Boss Original · €0.99")
    }

    @Test func anOfferOnItsDaysAndTheRegularPriceAfter() throws {
        let (c, record) = try capture(code("4006381333931", symbology: .ean13))
        #expect(
            product(record)
                == #"{"found":true,"code":"4006381333931","name":"Stabilo Boss Original","price":"0.99","currency":"EUR","regularPrice":"1.20","promoUntil":"2026-12-31"}"#
        )
        #expect(c.view.result?.product?.regularPrice?.shopText == "1,20\u{A0}€" && c.view.result?.product?.title == .productOffer)
        #expect(english(c.view.result?.product?.facts) == ["offer until Dec 31, 2026"])
        // The last day as the reader's language writes dates.
        #expect(c.view.result?.product?.facts.map(german) == ["Angebot bis 31.12.2026"])
        let (later, after) = try capture(code("4006381333931", symbology: .ean13), ["--content-date", "2027-01-01"])
        #expect(
            product(after)
                == #"{"found":true,"code":"4006381333931","name":"Stabilo Boss Original","price":"1.20","currency":"EUR"}"#)
        #expect(later.view.result?.product?.regularPrice == nil && later.view.result?.product?.price?.shopText == "1,20\u{A0}€")
    }

    @Test func weighedItemsArePricedFromTheWeightInTheirCode() throws {
        // Sweden's layout: 23 + item (6 digits) + weight in grams (1.250 kg) + check digit.
        let (c, record) = try capture(code("2312345612502", symbology: .ean13), ["--content-variable-measure", "se"])
        #expect(
            product(record)
                == #"{"found":true,"code":"23123456","name":"Äpfel Elstar","price":"3.11","currency":"EUR","unit":"kg","weight":"1.25 kg","unitPrice":"2.49","unitPriceBase":"kg"}"#
        )
        #expect(c.view.result?.product?.price?.shopText == "3,11\u{A0}€" && english(c.view.result?.product?.facts) == ["1.25 kg", "2,49\u{A0}€/kg"])
        // The weight's number as the reader's language writes numbers.
        #expect(c.view.result?.product?.facts.map(german) == ["1,25 kg", "2,49\u{A0}€/kg"])
        // A GS1 DataBar Expanded with the net weight, 0.750 kg of cheese at 12.90 a kilo: 9.675 → 9.68.
        var cheese = code("01095060001343523103000750", symbology: .databarExp)
        cheese.gs1 = true
        let (_, weighed) = try capture(cheese)
        #expect(product(weighed)?.contains(#""name":"Gouda jung","price":"9.68","currency":"EUR","unit":"kg","weight":"0.75 kg""#) == true)
    }

    @Test func aCodeNotOnFileAndNoCatalogAtAll() throws {
        let (c, record) = try capture(code("5901234123457", symbology: .ean13))
        #expect(product(record) == #"{"found":false,"code":"5901234123457"}"#)
        #expect(c.view.result?.product?.state == .notOnFile && c.view.history.first?.heading(.english) == "Not on file")
        let missing = folder + "/none.sqlite"
        let (d, unavailable) = try capture(code("5901234123457", symbology: .ean13), catalog: missing)
        #expect(product(unavailable) == #"{"found":false,"code":"5901234123457","error":"no catalog at \#(missing)"}"#)
        #expect(d.view.result?.product?.state == .unavailable && d.view.history.first?.heading(.english) == "Price unavailable")
        #expect(
            HistoryStore.entries(from: Data(CaptureEvent(record: unavailable).line.utf8))?.first?.heading(.english) == "Price unavailable")
    }

    @Test func theShopsOwnCodesAreLookedUpAndOtherCodesAreNot() throws {
        let (_, shelf) = try capture(code("SHELF-7", symbology: .code128))
        #expect(product(shelf)?.hasPrefix(#"{"found":true,"code":"SHELF-7","name":"Regal 7","price":"0.50""#) == true)
        let (c, web) = try capture(code("https://shop.example/olive-oil"))
        #expect(web.product == nil && c.view.result?.product == nil && product(web) == nil)
        let (_, wifi) = try capture(code("WIFI:T:WPA;S:Shop;P:secret;;"))
        #expect(wifi.product == nil)
    }

    @Test func aWeighedItemTooExpensiveToPrice() throws {
        let csv = folder + "/gold.csv"
        try "code,name,price,unit\n09506000134352,Goldstaub,9999999999999.99,g\n".write(toFile: csv, atomically: false, encoding: .utf8)
        let path = folder + "/gold.sqlite"
        _ = try CatalogImport.run(csvPath: csv, catalogPath: path, currency: ISO4217Currency(code: "EUR")!, importedAt: "2026-12-03T08:00:00Z")
        // 10 kg (AI 3103 010000) at 9 999 999 999 999.99 a gram.
        var gold = code("01095060001343523103010000", symbology: .databarExp)
        gold.gs1 = true
        // (It trapped.) The card says the price is unavailable; the basket does not take it.
        let (c, record) = try capture(gold, ["--basket"], catalog: path)
        #expect(
            product(record)
                == #"{"found":true,"code":"09506000134352","name":"Goldstaub","error":"10 kg at 9999999999999.99 EUR a g is too large an amount","unit":"g","weight":"10 kg","unitPrice":"9999999999999990.00","unitPriceBase":"kg"}"#
        )
        let card = try #require(c.view.result?.product)
        #expect(card.state == .unavailable && card.name == .verbatim("Goldstaub") && card.price == nil && card.title == .productPriceUnavailable)
        #expect(c.view.basket?.lines == [] && english(c.view.basket?.warning) == "Not added · please ask a member of staff")
        #expect(SpokenResult.text(for: CaptureEvent(record: record)) == "Goldstaub, price unavailable")
        #expect(SpokenResult.cue(for: CaptureEvent(record: record)) == .error)
        let reading = try #require(record.product)
        #expect(
            SelfCheckout(idleTimeout: 0).add(reading, at: 1)
                == "basket: 09506000134352 not added: 10 kg at 9999999999999.99 EUR a g is too large an amount")
    }
}

@Suite struct ProductToneTests {
    @Test func notOnFileSoundsLowAndLong() throws {
        let tests = ProductCaptureTests()
        let (_, found) = try tests.capture(code("8480010001136", symbology: .ean13))
        let (_, missing) = try tests.capture(code("5901234123457", symbology: .ean13))
        let (_, web) = try tests.capture(code("https://example.com"))
        #expect(BeeperSink.tone(for: CaptureEvent(record: found)) == (2000, 0.08))
        #expect(BeeperSink.tone(for: CaptureEvent(record: missing)) == (440, 0.35))
        #expect(BeeperSink.tone(for: CaptureEvent(record: web)) == (2000, 0.08))
    }
}

@Suite struct WelcomeLineTests {
    @Test func aPriceCheckerInvitesAndTheShopMaySayItsOwn() throws {
        let tests = ProductCaptureTests()
        let path = try tests.catalog()
        func welcome(_ arguments: [String]) throws -> String? {
            var options = KioskOptions()
            try OptionTable.parse(arguments: arguments, into: &options)
            return KioskController(options: options, layout: try ScannerScene(style: options.sceneStyle).layout(width: 1280, height: 800)).view
                .welcome.map { Wording.english($0) }
        }
        #expect(try welcome([]) == nil)
        #expect(try welcome(["--catalog", path]) == "Scan a barcode to see its price")
        #expect(try welcome(["--catalog", path, "--basket"]) == "Scan your products, then pay at the till")
        #expect(try welcome(["--catalog", path, "--welcome", "Prix ici"]) == "Prix ici")
        #expect(try welcome(["--catalog", path, "--welcome", ""]) == nil)
    }
}
