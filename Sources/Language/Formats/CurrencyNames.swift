// CurrencyNames: what a cashier calls a currency in one language, for a count ("1 krona",
// "2 kronor"; Polish "2 złote", "5 złotych"), from CLDR (CurrencyNameTable.swift).

/// One language's names of the currencies the kiosk prices in.
public struct CurrencyNames: Sendable {
    /// CLDR's plural rule for whole numbers, as a gettext expression of `n`.
    let plural: String
    /// CLDR's plural categories in the order the rule's forms give them ("one", "other").
    let categories: [String]
    /// Each currency's name per category, by its ISO 4217 code.
    let names: [String: [String]]

    /// The languages' rules, parsed once.
    static let rules: [String: PluralRule] = table.compactMapValues { entry in
        try? PluralRule(header: "nplurals=\(entry.categories.count); plural=\(entry.plural);")
    }

    /// What `language` calls `currency` ("SEK") for `count` of it: "kronor" in Swedish for 4,
    /// "krona" for 1; nil for a currency the table does not have. A language the table does not
    /// have is English, as `LanguageFormats.formats(for:)` finds it.
    public static func name(of currency: String, count: UInt64, language: String) -> String? {
        let key = LanguageFormats.formats(for: language).language
        guard let names = table[key]?.names[currency], let rule = rules[key], !names.isEmpty else { return nil }
        return names[min(rule.form(for: count), names.count - 1)]
    }

    /// The currencies the table names (`PriceStyle`'s customary ones).
    public static var currencies: [String] { table["en"]?.names.keys.sorted() ?? [] }
}
