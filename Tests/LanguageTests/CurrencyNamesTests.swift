// CurrencyNamesTests: what a cashier calls a currency in each language, by CLDR's plural rule for
// the count (scripts/cldr-formats' table): every language's rule reads, every customary currency
// is named, Japanese in kana.
import Testing

@testable import Language

@Suite struct CurrencyNamesTests {
    @Test func everyLanguageHasItsRuleAndEveryCurrencyItsNames() {
        #expect(CurrencyNames.rules.count == LanguageFormats.languages.count && CurrencyNames.table.count == LanguageFormats.languages.count)
        #expect(CurrencyNames.currencies.count == 31 && CurrencyNames.currencies.contains("SEK"))
        for (language, entry) in CurrencyNames.table {
            #expect(entry.names.count == 31, "\(language)")
            #expect(entry.names.values.allSatisfy { $0.count == entry.categories.count && $0.allSatisfy { !$0.isEmpty } }, "\(language)")
        }
    }

    @Test func theCountChoosesTheName() {
        #expect(
            CurrencyNames.name(of: "SEK", count: 1, language: "sv") == "krona" && CurrencyNames.name(of: "SEK", count: 4, language: "sv") == "kronor")
        #expect(
            CurrencyNames.name(of: "PLN", count: 1, language: "pl") == "złoty" && CurrencyNames.name(of: "PLN", count: 3, language: "pl") == "złote")
        #expect(
            CurrencyNames.name(of: "PLN", count: 5, language: "pl") == "złotych"
                && CurrencyNames.name(of: "PLN", count: 112, language: "pl") == "złotych")
        #expect(
            CurrencyNames.name(of: "EUR", count: 0, language: "fr") == "euro" && CurrencyNames.name(of: "EUR", count: 2, language: "fr") == "euros")
        #expect(CurrencyNames.name(of: "EUR", count: 1_000_000, language: "fr") == "euros")
        #expect(CurrencyNames.name(of: "INR", count: 1, language: "hi") == "रुपया" && CurrencyNames.name(of: "INR", count: 2, language: "hi") == "रुपए")
        #expect(
            CurrencyNames.name(of: "ILS", count: 2, language: "he") == "שקלים" && CurrencyNames.name(of: "ILS", count: 1, language: "he") == "שקל")
        // The country is left out: a cashier says the unit.
        #expect(
            CurrencyNames.name(of: "USD", count: 2, language: "en") == "dollars"
                && CurrencyNames.name(of: "USD", count: 2, language: "de") == "Dollar")
        #expect(
            CurrencyNames.name(of: "CHF", count: 2, language: "fr") == "francs" && CurrencyNames.name(of: "SEK", count: 2, language: "tr") == "kron")
        // A language the table does not have is English; a currency it does not have, nothing.
        #expect(CurrencyNames.name(of: "EUR", count: 2, language: "xx") == "euros" && CurrencyNames.name(of: "SAR", count: 2, language: "en") == nil)
    }

    /// espeak-ng's Japanese voice says a kanji as "Chinese letter": every Japanese name is kana.
    @Test func japaneseNamesAreKana() {
        let names = CurrencyNames.table["ja"]?.names.values.flatMap { $0 } ?? []
        #expect(names.count == 31 && CurrencyNames.name(of: "JPY", count: 199, language: "ja") == "えん")
        #expect(!names.contains { $0.unicodeScalars.contains { (0x4E00...0x9FFF).contains($0.value) } })
    }
}
