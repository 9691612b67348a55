// GuideSpeechTests: `speak = guide`: what the kiosk says as keys move through its screens (each
// screen once as it comes, the control the focus ring comes to, Help, Repeat), in the shopper's
// language (the shipped translations), and a whole self-checkout basket by keys.
import Catalog
import Content
import Input
import Language
import Scene
import TestSupport
import Testing

@testable import Kiosk

@Suite struct GuideSpeechTests {
    let languages = LanguageChoiceTests()

    final class Said {
        var lines: [(text: String, language: String)] = []
        var texts: [String] { lines.map(\.text) }
    }

    func kiosk(_ arguments: [String], said: Said) throws -> KioskController {
        let csv = languages.folder + "/shop.csv"
        try ProductCaptureTests.csv.write(toFile: csv, atomically: false, encoding: .utf8)
        let path = languages.folder + "/catalog.sqlite"
        _ = try CatalogImport.run(csvPath: csv, catalogPath: path, currency: ISO4217Currency(code: "EUR")!, importedAt: "2026-12-03T08:00:00Z")
        var options = KioskOptions()
        try OptionTable.parse(
            arguments: ["--catalog", path, "--speak", "guide", "--content-date", "2026-12-05", "--repeat-guard", "0"] + arguments, into: &options)
        return KioskController(
            options: options, layout: try ScannerScene(style: options.sceneStyle).layout(width: 1280, height: 800),
            products: CatalogProducts(Catalog(path: path, log: { _ in }), options: options),
            outputs: ControllerOutputs(say: { said.lines.append(($0, $1)) }),
            translations: Translations(folder: ShippedLocale.folder) { Issue.record("\($0)") })
    }

    /// Presses `action`, draws a frame (as the runner does); what was said for it, if anything.
    @discardableResult
    func press(_ c: KioskController, _ action: KeyAction, _ said: Said, at time: Double) throws -> String? {
        let before = said.lines.count
        c.handle(.key(action), at: time)
        try languages.draw(c, at: time)
        return said.lines.count > before ? said.lines.last!.text : nil
    }

    @Test func eachKeySaysWhatChangedInTheShoppersLanguage() throws {
        let said = Said()
        let c = try kiosk(["--languages", "en,de"], said: said)
        c.tick(at: 1)
        try languages.draw(c, at: 1)
        #expect(
            try press(c, .next, said, at: 2)
                == "Scanner: hold a code in front of the camera. Scan a barcode to see its price. Barcode, selected.")
        #expect(try press(c, .right, said, at: 3) == "Number.")
        #expect(try press(c, .right, said, at: 4) == "Language: English, button.")
        #expect(try press(c, .activate, said, at: 5) == "Choose a language: 2 languages. English, selected.")
        #expect(try press(c, .right, said, at: 6) == "Deutsch.")
        // Deutsch chosen: from now on in German, by the German voice's language.
        let german = try #require(try press(c, .activate, said, at: 7))
        let de = Wording(language: "de", translations: Translations(folder: ShippedLocale.folder) { _ in })
        #expect(
            german
                == de(.guideScanner) + " " + de(.welcomePrice) + ". " + de(.guideLanguageButton, ["name": "Deutsch"]) + ".")
        #expect(said.lines.last?.language == "de" && !german.contains("camera"))
        // Repeat says it again; Help says where, the control, and what the keys do.
        #expect(try press(c, .again, said, at: 8) == german)
        #expect(
            try press(c, .help, said, at: 9)
                == de(.guideScanner) + " " + de(.welcomePrice) + ". " + de(.guideLanguageButton, ["name": "Deutsch"]) + ". " + de(.guideHelp))
        // A key that changes nothing says nothing; Space (the shutter, no code held) neither.
        #expect(try press(c, .left, said, at: 10) == de(.modeNumber) + ".")
        #expect(try press(c, .shutter, said, at: 11) == nil)
    }

    @Test func aWholeBasketByKeys() throws {
        let said = Said()
        let c = try kiosk(["--basket"], said: said)
        c.tick(at: 1)
        c.handle(.wedgeScan("8480010001136"), at: 2)
        c.handle(.wedgeScan("4006381333931"), at: 3)
        c.handle(.wedgeScan("8480010001136"), at: 4)
        try languages.draw(c, at: 4)
        // The last result is on: Back dismisses it. Then Tab to the basket's lines.
        #expect(try press(c, .next, said, at: 5) == "Result: Aceite de oliva virgen extra 1 l, 4 euros 99. OK scans again. Barcode, selected.")
        #expect(
            try press(c, .back, said, at: 6)
                == "Scanner: hold a code in front of the camera. Scan your products, then pay at the till. Barcode, selected.")
        #expect(c.drawn?.focusable.contains(.basketRow(0)) == true, "\(c.drawn?.focusable ?? [])")
        c.view.focus = .basketRow(1)
        #expect(try press(c, .up, said, at: 7) == "2 times Aceite de oliva virgen extra 1 l, 9 euros 98. OK removes one.")
        // OK takes one out, and says the line as it now is.
        #expect(try press(c, .activate, said, at: 8) == "1 times Aceite de oliva virgen extra 1 l, 4 euros 99. OK removes one.")
        #expect(c.checkout?.basket?.lines.first?.quantity == 1)
        #expect(try press(c, .again, said, at: 9) == "1 times Aceite de oliva virgen extra 1 l, 4 euros 99. OK removes one.")
        // Down to the pay button; OK: the pay screen, with the total said as a cashier does.
        for (step, time) in zip(0..<4, 10...) where c.view.focus != .payButton {
            try press(c, .down, said, at: Double(time))
            _ = step
        }
        #expect(c.view.focus == .payButton && said.texts.last == "Pay at the till, button, 5 euros 98.")
        #expect(
            try press(c, .activate, said, at: 20)
                == "Pay at the till: show the code on the screen to the till's scanner. Total 5 euros 98. Done, button.")
        #expect(try press(c, .activate, said, at: 21)?.hasPrefix("Scanner: hold a code in front of the camera.") == true)
        #expect(c.checkout?.basket == nil)
    }

    @Test func theHistoryAResultAndTheShutterInHindi() throws {
        let said = Said()
        let c = try kiosk(["--languages", "en,hi", "--capture", "manual"], said: said)
        c.language.choose("hi")
        c.tick(at: 1)
        c.handle(.wedgeScan("SHELF-7"), at: 2)
        try languages.draw(c, at: 2)
        let hi = Wording(language: "hi", translations: Translations(folder: ShippedLocale.folder) { _ in })
        // Tab: the result on screen (its words end in a danda: no full stop added after it).
        #expect(try press(c, .next, said, at: 3) == "नतीजा: Regal 7, 50 सेंट। दोबारा स्कैन करने के लिए OK दबाएँ। बारकोड, चुना गया.")
        // On to the result: what was read, the price as a Hindi cashier says it.
        var heard: String?
        for step in 0..<8 where c.view.focus != .result { heard = try press(c, .next, said, at: 3.1 + Double(step) / 10) }
        #expect(heard == "नतीजा: Regal 7, 50 सेंट। दोबारा स्कैन करने के लिए OK दबाएँ।")
        // OK on the result scans again; Help on the shutter: where, the control, the keys.
        try press(c, .activate, said, at: 4)
        #expect(showing(c) == nil)
        while c.view.focus != .shutter { try press(c, .next, said, at: 5) }
        #expect(
            try press(c, .help, said, at: 6)
                == hi(.guideScanner) + " " + hi(.welcomePrice) + ". " + hi(.guideShutter) + ". " + hi(.guideHelp))
        // The History: its count and the tab; a row (when and what, the price said); the entry.
        while c.view.focus != .tab(1) { try press(c, .next, said, at: 7) }
        #expect(try press(c, .activate, said, at: 8) == "इतिहास: 1 स्कैन। इतिहास, चुना गया.")
        let time = c.view.history[0].timeLabel(hi)
        #expect(try press(c, .up, said, at: 9) == "\(time): Regal 7, 50 सेंट.")
        // The entry fills the screen: the ring waits on the History tab.
        #expect(try press(c, .activate, said, at: 10) == "Regal 7, 50 सेंट, \(time)। वापस दबाने पर सूची पर लौटें। इतिहास, चुना गया.")
    }
}
