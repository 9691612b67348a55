// PriceLocale: what a locale says about its prices — the decimal mark (CLDR) and whether its
// currency has a minor unit (ISO 4217).

/// A locale as Number mode uses it: `auto`, or a CLDR identifier (`ja_JP`, `de_DE`).
public struct PriceLocale: Sendable, Equatable {
    /// `auto` or the identifier as given (`-` written `_`).
    public var name: String
    public var decimalMark: NumberFormat.DecimalMark
    /// How many digits the locale's currency has after the decimal mark: 0 for the yen, won,
    /// forint, króna, Chilean peso…; nil where not known (`auto`, a locale without a country
    /// whose language is spoken in many).
    public var minorDigits: Int?

    public static let auto = PriceLocale(name: "auto", decimalMark: .auto, minorDigits: nil)

    public init(name: String, decimalMark: NumberFormat.DecimalMark, minorDigits: Int?) {
        self.name = name
        self.decimalMark = decimalMark
        self.minorDigits = minorDigits
    }

    /// `auto`, or a locale CLDR knows (`de-DE` is `de_DE`); throws naming it otherwise.
    public init(_ identifier: String) throws(NumberFormatError) {
        let name = String(identifier.trimmingWhitespace().map { $0 == "-" ? "_" : $0 })
        if name.lowercased() == "auto" {
            self = .auto
            return
        }
        guard let comma = LocaleDecimalMarks.usesComma(name) else { throw .unknownLocale(identifier) }
        let mark: NumberFormat.DecimalMark = comma && !Self.pointForMoney.contains(Self.country(of: name) ?? "") ? .comma : .point
        self.init(name: name, decimalMark: mark, minorDigits: Self.minorDigits(of: name))
    }

    /// Countries that write amounts of money with a decimal point whatever the language:
    /// Switzerland and Liechtenstein (`CHF 3.95`, `12.–` in Geneva as in Zurich), where CLDR gives
    /// `fr_CH`, `rm_CH` and `pt_CH` a comma for other numbers.
    static let pointForMoney: Set<String> = ["CH", "LI"]

    /// The country: the last part of two capital letters (`sr_Latn_RS`: RS).
    static func country(of identifier: String) -> String? {
        identifier.split(separator: "_").dropFirst().last(where: { $0.count == 2 && $0.allSatisfy(\.isUppercase) }).map(String.init)
    }

    /// 0 where the locale's country pays in a currency with no minor unit, else 2 (a country
    /// given), nil (none given and the language not tied to one such country).
    static func minorDigits(of identifier: String) -> Int? {
        if let country = country(of: identifier) { return wholeCurrencyCountries.contains(country) ? 0 : 2 }
        return wholeCurrencyLanguages.contains(String(identifier.prefix { $0 != "_" })) ? 0 : nil
    }

    /// Countries whose currency has no minor unit in ISO 4217 (JPY, KRW, ISK, CLP, VND, PYG,
    /// UGX, RWF, BIF, DJF, GNF, KMF, VUV; the CFA francs XAF and XOF; the CFP franc XPF), and
    /// Hungary: ISO 4217 still lists two digits for the forint, but there has been no fillér
    /// since 1999 and Hungarian prices are whole.
    static let wholeCurrencyCountries: Set<String> = [
        "JP", "KR", "IS", "CL", "VN", "PY", "UG", "RW", "BI", "DJ", "GN", "KM", "VU", "HU",
        "CM", "CF", "TD", "CG", "GQ", "GA",  // XAF
        "BJ", "BF", "CI", "GW", "ML", "NE", "SN", "TG",  // XOF
        "PF", "NC", "WF",  // XPF
    ]

    /// Languages spoken as a national language only where prices are whole (`ja` is Japan's).
    static let wholeCurrencyLanguages: Set<String> = ["ja", "ko", "hu", "is", "vi"]
}
