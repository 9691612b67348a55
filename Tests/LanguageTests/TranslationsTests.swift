// TranslationsTests: messages with placeholders and plurals said in a language from catalogues
// made the way a translator makes them (msginit from the template the catalogue writes, msgfmt),
// falling back to English; the template is one GNU gettext's tools take.
import Foundation
import TestSupport
import Testing

@testable import Language

@Suite struct TranslationsTests {
    static let messages = [
        Message("scanner.hint", "Scan a barcode to see its price", note: "Under the focus square, one line."),
        Message("product.perUnit", "{price} per {unit}"),
        Message("basket.items", "{count} item", plural: "{count} items"),
        Message("admin.quote", "Type \"yes\" to\nconfirm"),
    ]

    /// A locale folder with `language`'s catalogue made from the template: msginit (which writes
    /// the language's Plural-Forms), then each translation filled in as `translate` says.
    static func localeFolder(_ language: String, translate: (String) -> String) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("locale-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("\(language)/LC_MESSAGES"), withIntermediateDirectories: true)
        try Data(TemplateFile.text(messages).utf8).write(to: folder.appendingPathComponent("kioskscan.pot"))
        _ = try ProgramOutput.of(
            "msginit", ["--no-translator", "--locale=\(language).UTF-8", "--input=kioskscan.pot", "--output=\(language).po"], in: folder)
        let po = folder.appendingPathComponent("\(language).po")
        try Data(translate(try String(contentsOf: po, encoding: .utf8)).utf8).write(to: po)
        _ = try ProgramOutput.of("msgfmt", ["--check", "-o", "\(language)/LC_MESSAGES/kioskscan.mo", "\(language).po"], in: folder)
        return folder
    }

    static func polish(_ po: String) -> String {
        po.replacingOccurrences(
            of: "msgid \"Scan a barcode to see its price\"\nmsgstr \"\"",
            with: "msgid \"Scan a barcode to see its price\"\nmsgstr \"Zeskanuj kod, aby zobaczyć cenę\""
        )
        .replacingOccurrences(of: "msgid \"{price} per {unit}\"\nmsgstr \"\"", with: "msgid \"{price} per {unit}\"\nmsgstr \"{price} za {unit}\"")
        .replacingOccurrences(
            of: "msgstr[0] \"\"\nmsgstr[1] \"\"\nmsgstr[2] \"\"",
            with: "msgstr[0] \"{count} produkt\"\nmsgstr[1] \"{count} produkty\"\nmsgstr[2] \"{count} produktów\"")
    }

    @Test func aMessageIsSaidInTheLanguageAskedWithItsPlaceholdersAndPlurals() throws {
        let folder = try Self.localeFolder("pl", translate: { Self.polish($0) })
        defer { try? FileManager.default.removeItem(at: folder) }
        var log: [String] = []
        let translations = Translations(folder: folder.path, log: { log.append($0) })
        #expect(log.isEmpty && translations.files.keys.sorted() == ["pl"])
        #expect(translations.text(Self.messages[0], in: "pl") == "Zeskanuj kod, aby zobaczyć cenę")
        #expect(translations.text(Self.messages[1], in: "pl", ["price": "4,99 zł", "unit": "kg"]) == "4,99 zł za kg")
        #expect(
            [1, 3, 5, 22].map { translations.text(Self.messages[2], in: "pl", count: $0) } == [
                "1 produkt", "3 produkty", "5 produktów", "22 produkty",
            ])
        // A region finds its language; English and a language without a catalogue say English.
        #expect(translations.text(Self.messages[0], in: "pl-PL") == "Zeskanuj kod, aby zobaczyć cenę")
        #expect(translations.text(Self.messages[0], in: "en") == "Scan a barcode to see its price")
        #expect([1, 2].map { translations.text(Self.messages[2], in: "de", count: $0) } == ["1 item", "2 items"])
        // Untranslated in Polish: the English, with its quotes and line break.
        #expect(translations.text(Self.messages[3], in: "pl") == "Type \"yes\" to\nconfirm")
        #expect(translations.problems(in: "pl", for: Self.messages) == ["admin.quote: not translated"])
    }

    @Test func aTranslationThatLosesAPlaceholderIsAProblem() throws {
        let folder = try Self.localeFolder("pl") { po in
            Self.polish(po).replacingOccurrences(of: "msgstr \"{price} za {unit}\"", with: "msgstr \"{price} za sztukę\"")
        }
        defer { try? FileManager.default.removeItem(at: folder) }
        let translations = Translations(folder: folder.path, log: { _ in })
        #expect(
            translations.problems(in: "pl", for: Array(Self.messages.prefix(3)))
                == ["product.perUnit: “{price} za sztukę” has placeholders [\"price\"], the English [\"price\", \"unit\"]"])
    }

    @Test func placeholdersAreFoundAndFilled() {
        #expect(Message.placeholders(in: "{price} per {unit}, {price}") == ["price", "unit"])
        #expect(Message.placeholders(in: "a {} b { c } {ok}") == ["ok"])
        #expect(Message.fill("{price} per {unit}", ["price": "€1", "unit": "kg"]) == "€1 per kg")
        #expect(Message.fill("{price} per {unit} {", ["price": "€1"]) == "€1 per {unit} {")
        #expect(Message.fill("{a}{b}", ["a": "{b}", "b": "x"]) == "{b}x")
    }

    @Test func aCatalogueThatCannotBeReadIsLoggedAndEnglishStands() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("locale-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("de/LC_MESSAGES"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("not a catalogue".utf8).write(to: folder.appendingPathComponent("de/LC_MESSAGES/kioskscan.mo"))
        var log: [String] = []
        let translations = Translations(folder: folder.path, log: { log.append($0) })
        #expect(translations.files.isEmpty)
        #expect(
            log == ["language de: \(folder.path)/de/LC_MESSAGES/kioskscan.mo: not a .mo file: 15 bytes, a header has 28; English is shown instead"])
        #expect(translations.text(Self.messages[0], in: "de") == "Scan a barcode to see its price")
    }
}
