// ShippedTranslationsTests: the translations in po/ are the catalogue's: the template is the one the
// catalogue writes, and every language of po/LINGUAS compiles with msgfmt --check and translates
// every message, with the English's placeholders and its plural rule's number of forms.
import Foundation
import Language
import TestSupport
import Testing

@Suite struct ShippedTranslationsTests {
    static let po = TestData.packageRoot.appendingPathComponent("po")
    static let languages = ShippedLocale.languages

    @Test func theTemplateIsTheCataloguesOwn() throws {
        let checkedIn = try String(contentsOf: Self.po.appendingPathComponent("kioskscan.pot"), encoding: .utf8)
        #expect(checkedIn == TemplateFile.text(Message.catalogue), "po/kioskscan.pot is out of date: kioskscan-dev messages --pot po/kioskscan.pot")
    }

    @Test func theSixteenLanguagesOfTheIssue() {
        #expect(Self.languages == ["de", "fr", "es", "it", "nl", "pl", "pt_PT", "sv", "tr", "ar", "he", "hi", "ja", "zh_CN", "ko", "th"])
    }

    @Test(arguments: languages)
    func eachLanguageIsComplete(language: String) throws {
        let folder = TemporaryFolder.make("po-\(language)")
        try FileManager.default.createDirectory(atPath: folder + "/\(language)/LC_MESSAGES", withIntermediateDirectories: true)
        _ = try ProgramOutput.of(
            "msgfmt", ["--check", "-o", folder + "/\(language)/LC_MESSAGES/kioskscan.mo", Self.po.appendingPathComponent("\(language).po").path])
        let translations = Translations(folder: folder) { Issue.record("\($0)") }
        #expect(translations.problems(in: language, for: Message.catalogue) == [])
        // Said plainly where no native speaker wrote it (docs/translating.md lists them).
        let source = try String(contentsOf: Self.po.appendingPathComponent("\(language).po"), encoding: .utf8)
        let header = try #require(translations.file(for: language)?.header)
        #expect(source.contains("# NO NATIVE SPEAKER") == (header["Last-Translator"] == "KioskScan developers (no native speaker)"))
        // Every form differs from the English somewhere: nothing was left as a copy by mistake
        // (words that are the same in the language are allowed, not whole catalogues). A message
        // of placeholders alone ("{major} {currency} {minor}": a spoken price) has no words to
        // leave untranslated, only an order, and is not counted.
        let worded = Message.catalogue.filter { message in
            let empty = Dictionary(uniqueKeysWithValues: Message.placeholders(in: message.english).map { ($0, "") })
            return Message.fill(message.english, empty).contains { $0.isLetter }
        }
        let same = worded.filter { Wording(language: language, translations: translations)($0) == $0.english }
        #expect(same.count < 8, "\(language): \(same.map(\.key)) are the English")
    }
}
