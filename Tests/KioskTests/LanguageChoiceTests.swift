// LanguageChoiceTests: the shopper's language on the kiosk: the button (the language's own name)
// opens the list, a tap on a language changes what the screen says (translations compiled by
// Debian's msgfmt), the staff's screens stay in the shop's language, and the shop's language comes
// back after the idle time, at pay and when the attract screen starts; the options that set it.
import Catalog
import Content
import Foundation
import Language
import Pixels
import Render
import Scene
import TestSupport
import Testing

@testable import Kiosk

@Suite struct LanguageChoiceTests {
    let folder = TemporaryFolder.make("language-choice")

    /// A locale folder with German and Arabic catalogues of two messages each, compiled by msgfmt.
    func locale() throws -> String {
        let catalogues = [
            (
                "de", "nplurals=2; plural=(n != 1);",
                [
                    ("scanner.welcome-price", "Scan a barcode to see its price", "Barcode scannen, um den Preis zu sehen"),
                    ("tabs.scanner", "Scanner", "Scanner"),
                ]
            ),
            (
                "ar", "nplurals=6; plural=(n==0 ? 0 : n==1 ? 1 : n==2 ? 2 : n%100>=3 && n%100<=10 ? 3 : n%100>=11 ? 4 : 5);",
                [
                    ("scanner.welcome-price", "Scan a barcode to see its price", "امسح الرمز الشريطي لمعرفة السعر"),
                    ("tabs.scanner", "Scanner", "الماسح"),
                ]
            ),
        ]
        let root = folder + "/locale"
        for (language, plural, messages) in catalogues {
            var po = "msgid \"\"\nmsgstr \"\"\n\"Content-Type: text/plain; charset=UTF-8\\n\"\n\"Plural-Forms: \(plural)\\n\"\n"
            for (context, english, translation) in messages { po += "\nmsgctxt \"\(context)\"\nmsgid \"\(english)\"\nmsgstr \"\(translation)\"\n" }
            let source = folder + "/\(language).po"
            try po.write(toFile: source, atomically: false, encoding: .utf8)
            try FileManager.default.createDirectory(atPath: root + "/\(language)/LC_MESSAGES", withIntermediateDirectories: true)
            _ = try ProgramOutput.of("msgfmt", ["--check", "-o", root + "/\(language)/LC_MESSAGES/kioskscan.mo", source])
        }
        return root
    }

    func kiosk(_ arguments: [String], log: @escaping (String) -> Void = { _ in }) throws -> KioskController {
        let csv = folder + "/shop.csv"
        try ProductCaptureTests.csv.write(toFile: csv, atomically: false, encoding: .utf8)
        let path = folder + "/catalog.sqlite"
        _ = try CatalogImport.run(csvPath: csv, catalogPath: path, currency: ISO4217Currency(code: "EUR")!, importedAt: "2026-12-03T08:00:00Z")
        var options = KioskOptions()
        try OptionTable.parse(arguments: ["--catalog", path] + arguments, into: &options)
        return KioskController(
            options: options, layout: try ScannerScene(style: options.sceneStyle).layout(width: 1280, height: 800),
            outputs: ControllerOutputs(log: log), translations: Translations(folder: try locale(), log: { Issue.record("\($0)") }))
    }

    func draw(_ c: KioskController, at time: Double) throws {
        let scene = try ScannerScene(style: KioskOptions().sceneStyle)
        let image = PixelImage(width: 1280, height: 800)
        c.didDraw(scene.draw(on: image.surface, time: time, state: c.view, frame: c.previewFrame(live: cameraFrame), camera: .running))
    }

    /// A tap in the middle of `frame` (a region the last frame drew).
    func tap(_ c: KioskController, _ frame: Rect?, at time: Double) throws {
        c.handle(.tap(sp(try #require(frame).centre)), at: time)
    }

    @Test func aShopperChoosesGermanAndTheShopsLanguageComesBackWhenTheyHaveGone() throws {
        nonisolated(unsafe) var logged: [String] = []
        let c = try kiosk(["--languages", "en,de,ar", "--language-idle", "20"]) { logged.append($0) }
        c.tick(at: 1)
        #expect(c.view.languageButton == "English" && c.view.languageMenu == nil)
        #expect(english(c.view.welcome) == "Scan a barcode to see its price")
        try draw(c, at: 1)
        try tap(c, c.drawn?.languageButton, at: 2)
        #expect(c.view.languageMenu == LanguageMenuView(languages: [("en", "English"), ("de", "Deutsch"), ("ar", "العربية")], selected: 0))
        try draw(c, at: 2)
        #expect(c.drawn?.languageItems.count == 3)
        try tap(c, c.drawn?.languageItems[1], at: 3)
        #expect(c.view.languageMenu == nil && c.view.languageButton == "Deutsch" && c.view.wording.language == "de")
        #expect(c.view.welcome.map { c.view.wording($0) } == "Barcode scannen, um den Preis zu sehen")
        // The staff's screens stay in the shop's language.
        #expect(c.view.shopWording.language == "en")
        // Still there at 22 (a touch at 10); gone 20 s after the last touch.
        c.handle(.tap(sp(Point(640, 400))), at: 10)
        c.tick(at: 29)
        #expect(c.view.wording.language == "de")
        c.tick(at: 30)
        #expect(c.view.wording.language == "en" && c.view.languageButton == "English")
        #expect(logged.contains("language: de chosen") && logged.contains("language: back to en (20 s without a touch or a scan)"))
    }

    @Test func theAttractScreenEndsTheShoppersLanguage() throws {
        let c = try kiosk(["--languages", "en,ar"])
        c.language.choose("ar")
        c.tick(at: 1)
        #expect(c.view.wording.isRightToLeft && c.view.wording(.tabScanner) == "الماسح")
        c.showAttract(AttractView(since: 2, clock: nil))
        c.tick(at: 2)
        #expect(c.view.wording.language == "en" && c.view.wording(.tabScanner) == "Scanner")
    }

    @Test func aTapOffTheListClosesItAndOneLanguageHasNoButton() throws {
        let c = try kiosk(["--languages", "de,ar", "--language", "de"])
        c.tick(at: 1)
        #expect(c.view.languageButton == "Deutsch" && c.language.offered == ["de", "ar"])
        try draw(c, at: 1)
        try tap(c, c.drawn?.languageButton, at: 2)
        try draw(c, at: 2)
        c.handle(.tap(sp(Point(2, 798))), at: 3)
        #expect(c.view.languageMenu == nil && c.view.wording.language == "de")
        let single = try kiosk(["--language", "de"])
        single.tick(at: 1)
        #expect(single.view.languageButton == nil)
        try draw(single, at: 1)
        #expect(single.drawn?.languageButton == nil)
    }

    @Test func aLanguageWithoutATranslationIsNotOffered() throws {
        nonisolated(unsafe) var logged: [String] = []
        let c = try kiosk(["--languages", "en,fr,de"]) { logged.append($0) }
        #expect(c.language.offered == ["en", "de"])
        #expect(logged == ["languages: fr has no translation in the locale folder; it is not offered"])
    }

    @Test func theShopsWelcomeLinePerLanguage() throws {
        let c = try kiosk(["--languages", "en,de,ar", "--welcome", "Welcome to Joe's", "--welcome.de", "Willkommen bei Joe"])
        c.tick(at: 1)
        #expect(english(c.view.welcome) == "Welcome to Joe's")
        c.language.choose("de")
        c.tick(at: 2)
        #expect(english(c.view.welcome) == "Willkommen bei Joe")
        // Arabic has none of its own: the shop's line.
        c.language.choose("ar")
        c.tick(at: 3)
        #expect(english(c.view.welcome) == "Welcome to Joe's")
    }

    @Test func theLanguageOptions() throws {
        var options = KioskOptions()
        try OptionTable.parse(arguments: ["--language", "pt-PT", "--languages", "en, de,zh-cn,de"], into: &options)
        #expect(options.language == "pt_PT" && options.languages == ["en", "de", "zh_CN"])
        try OptionTable.parseConfig("welcome.pt-PT = Bem-vindo\nwelcome_de = Willkommen\nlanguage.idle = 45\n", file: "k.conf", into: &options)
        #expect(options.welcomeByLanguage == ["pt_PT": "Bem-vindo", "de": "Willkommen"] && options.languageIdle == 45)
        #expect(throws: OptionError("--language: expected a language such as de, pt-PT or zh-CN, got '../../etc'")) {
            try OptionTable.parse(arguments: ["--language", "../../etc"], into: &options)
        }
        #expect(throws: OptionError("k.conf line 1: unknown option 'welcome.deutsch'")) {
            try OptionTable.parseConfig("welcome.deutsch = Hallo\n", file: "k.conf", into: &options)
        }
    }

    /// A product's price follows the language chosen: the shop's style in the shop's language,
    /// the shopper's language's own pattern (with the shop's €) in another, its own digits with
    /// `digits native`; the History's row likewise.
    @Test func aPriceIsWrittenInTheLanguageChosen() throws {
        _ = try kiosk([])  // (writes the catalog)
        var options = KioskOptions()
        try OptionTable.parse(
            arguments: ["--catalog", folder + "/catalog.sqlite", "--content-date", "2026-12-03", "--languages", "en,de,ar", "--digits", "native"],
            into: &options)
        let c = KioskController(
            options: options, layout: try ScannerScene(style: options.sceneStyle).layout(width: 1280, height: 800),
            products: CatalogProducts(Catalog(path: folder + "/catalog.sqlite", log: { _ in }), options: options),
            translations: Translations(folder: try locale(), log: { Issue.record("\($0)") }))
        c.tick(at: 1)
        c.language.choose("de")
        c.syncLanguage()
        c.decoded([code("8480010001136", symbology: .ean13)], in: cameraFrame, at: 2)
        c.tick(at: 2.5)
        let price = try #require(c.view.result?.product?.price)
        #expect(c.view.wording.money(price) == "4,99\u{A0}€" && c.view.shopWording.money(price) == "4,99\u{A0}€")
        c.language.choose("ar")
        c.syncLanguage()
        #expect(c.view.wording.money(price) == "€\u{A0}٤٫٩٩" && c.view.shopWording.money(price) == "4,99\u{A0}€")
        #expect(c.view.history.first?.heading(c.view.wording) == "Aceite de oliva virgen extra 1 l · €\u{A0}٤٫٩٩")
        c.language.choose("en")
        c.syncLanguage()
        #expect(c.view.wording.money(price) == "4,99\u{A0}€")
    }

    @Test func theDigitsOption() throws {
        var options = KioskOptions()
        #expect(options.digits == .western)
        try OptionTable.parse(arguments: ["--digits", "native"], into: &options)
        #expect(options.digits == .native)
        try OptionTable.parseConfig("digits = western\n", file: "k.conf", into: &options)
        #expect(options.digits == .western)
        #expect(throws: OptionError("--digits: expected western or native, got 'arabic'")) {
            try OptionTable.parse(arguments: ["--digits", "arabic"], into: &options)
        }
    }
}
