// ShownMoneyTests: a shop's price written in the language shown: in the shop's own language as
// the shop prints it, in another with that language's CLDR currency pattern, marks and grouping
// and the shop's sign (euros, kronor, rupees and yen in each of the 17 languages, hand-checked
// and compared with python3-babel), Hindi's grouping by two, Arabic's and Hindi's own digits
// when the shop asks for them.
import TestSupport
import Testing

@testable import Language

@Suite struct ShownMoneyTests {
    static let none = Translations(files: [:])
    /// 1234.56 euros, 1234.50 kronor, 123456 rupees and 1234 yen as a shop prints them.
    static let prices = [
        ShownMoney(minorUnits: 123_456, exponent: 2, currency: "EUR", sign: "€", shopText: "1.234,56\u{A0}€"),
        ShownMoney(minorUnits: 123_450, exponent: 2, currency: "SEK", sign: "kr", shopText: "1\u{A0}234,50\u{A0}kr"),
        ShownMoney(minorUnits: 12_345_600, exponent: 2, currency: "INR", sign: "₹", shopText: "₹123,456.00"),
        ShownMoney(minorUnits: 1234, exponent: 0, currency: "JPY", sign: "¥", shopText: "¥1,234"),
    ]
    /// `prices` in each language, checked by hand against CLDR 41's currency patterns and symbols
    /// (a letter sign beside the digits takes a no-break space: CLDR's currency spacing).
    static let written: [String: [String]] = [
        "en": ["€1,234.56", "kr\u{A0}1,234.50", "₹123,456.00", "¥1,234"],
        "de": ["1.234,56\u{A0}€", "1.234,50\u{A0}kr", "123.456,00\u{A0}₹", "1.234\u{A0}¥"],
        "fr": ["1\u{202F}234,56\u{A0}€", "1\u{202F}234,50\u{A0}kr", "123\u{202F}456,00\u{A0}₹", "1\u{202F}234\u{A0}¥"],
        "es": ["1.234,56\u{A0}€", "1.234,50\u{A0}kr", "123.456,00\u{A0}₹", "1.234\u{A0}¥"],
        "it": ["1.234,56\u{A0}€", "1.234,50\u{A0}kr", "123.456,00\u{A0}₹", "1.234\u{A0}¥"],
        "nl": ["€\u{A0}1.234,56", "kr\u{A0}1.234,50", "₹\u{A0}123.456,00", "¥\u{A0}1.234"],
        "pl": ["1\u{A0}234,56\u{A0}€", "1\u{A0}234,50\u{A0}kr", "123\u{A0}456,00\u{A0}₹", "1\u{A0}234\u{A0}¥"],
        "pt_PT": ["1\u{A0}234,56\u{A0}€", "1\u{A0}234,50\u{A0}kr", "123\u{A0}456,00\u{A0}₹", "1\u{A0}234\u{A0}¥"],
        "sv": ["1\u{A0}234,56\u{A0}€", "1\u{A0}234,50\u{A0}kr", "123\u{A0}456,00\u{A0}₹", "1\u{A0}234\u{A0}¥"],
        "tr": ["€1.234,56", "kr\u{A0}1.234,50", "₹123.456,00", "¥1.234"],
        "ar": ["€\u{A0}1,234.56", "kr\u{A0}1,234.50", "₹\u{A0}123,456.00", "¥\u{A0}1,234"],
        "he": ["\u{200F}1,234.56\u{A0}€", "\u{200F}1,234.50\u{A0}kr", "\u{200F}123,456.00\u{A0}₹", "\u{200F}1,234\u{A0}¥"],
        "hi": ["€1,234.56", "kr\u{A0}1,234.50", "₹1,23,456.00", "¥1,234"],
        "ja": ["€1,234.56", "kr\u{A0}1,234.50", "₹123,456.00", "¥1,234"],
        "zh_CN": ["€1,234.56", "kr\u{A0}1,234.50", "₹123,456.00", "¥1,234"],
        "ko": ["€1,234.56", "kr\u{A0}1,234.50", "₹123,456.00", "¥1,234"],
        "th": ["€1,234.56", "kr\u{A0}1,234.50", "₹123,456.00", "¥1,234"],
    ]

    /// A shopper's wording in `language` at a shop whose language is another.
    static func abroad(_ language: String, digits: DigitSet = .western) -> Wording {
        Wording(language: language, translations: none, shopLanguage: language == "en" ? "de" : "en", digits: digits)
    }

    @Test(arguments: LanguageFormats.languages)
    func eachLanguageWritesTheShopsPricesItsWayWithTheShopsSign(language: String) throws {
        let expected = try #require(Self.written[language])
        #expect(Self.prices.map(Self.abroad(language).money) == expected)
        #expect(Self.prices.map { Self.abroad(language)(.money($0)) } == expected)
    }

    @Test func theShopsOwnLanguageShowsThePriceAsTheShopPrintsIt() {
        for price in Self.prices {
            #expect(Wording(language: "sv", translations: Self.none).money(price) == price.shopText)
            #expect(Wording(language: "pt-PT", translations: Self.none, shopLanguage: "pt_PT").money(price) == price.shopText)
        }
        #expect(Wording.english.money(Self.prices[0]) == "1.234,56\u{A0}€")
        // A unit price: the price, a slash and the unit.
        #expect(Wording.english(.money(Self.prices[0], per: "kg")) == "1.234,56\u{A0}€/kg")
        #expect(Self.abroad("de")(.money(Self.prices[2], per: "kg")) == "123.456,00\u{A0}₹/kg")
    }

    @Test func hindiGroupsByTwoAboveTheThousands() {
        let hindi = Self.abroad("hi")
        let rupees = { (units: Int64) in ShownMoney(minorUnits: units, exponent: 2, currency: "INR", sign: "₹", shopText: "") }
        #expect(hindi.money(rupees(1_234_567_890)) == "₹1,23,45,678.90" && hindi.money(rupees(99_999)) == "₹999.99")
        #expect(hindi.money(rupees(100_000_00)) == "₹1,00,000.00" && Self.abroad("en").money(rupees(100_000_00)) == "₹100,000.00")
    }

    @Test func nativeDigitsWhereTheShopAsksForThem() {
        let euros = Self.prices[0]
        #expect(Self.abroad("ar").money(euros) == "€\u{A0}1,234.56")
        #expect(Self.abroad("ar", digits: .native).money(euros) == "€\u{A0}١٬٢٣٤٫٥٦")
        #expect(Self.abroad("hi", digits: .native).money(Self.prices[2]) == "₹१,२३,४५६.००")
        #expect(Self.abroad("th", digits: .native).money(Self.prices[3]) == "¥๑,๒๓๔")
        // Languages whose own digits are 0–9 keep them.
        #expect(Self.abroad("de", digits: .native).money(euros) == "1.234,56\u{A0}€")
        // The shop's language keeps the shop's marks, with the language's digits.
        let riyals = ShownMoney(minorUnits: 2450, exponent: 2, currency: "SAR", sign: "ر.س", shopText: "24.50 ر.س")
        #expect(Wording(language: "ar", translations: Self.none, digits: .native).money(riyals) == "٢٤.٥٠ ر.س")
        #expect(Wording(language: "ar", translations: Self.none).money(riyals) == "24.50 ر.س")
    }

    /// With babel's own sign for each currency in each language, the price is babel's
    /// `format_currency` (with the language's minus sign, as LanguageFormatsBabelTests says),
    /// plus CLDR's currency spacing, which babel 2.10 does not apply: a no-break space between a
    /// sign of letters (`SEK`, `JPY`) and the digits it stands against.
    @Test(.enabled(if: LanguageFormatsBabelTests.babelInstalled, "python3-babel is not installed"), arguments: LanguageFormats.languages)
    func withBabelsSignThePriceIsBabels(language: String) throws {
        let requests = Self.prices.map { "money:\(language):\($0.minorUnits):\($0.exponent):\($0.currency)" }
        let lines = try ProgramOutput.of(LanguageFormatsBabelTests.python, ["-c", LanguageFormatsBabelTests.script] + requests)
            .split(separator: "\n").map(String.init)
        try #require(lines.count == requests.count)
        for (price, line) in zip(Self.prices, lines) {
            let sign = String(line.prefix { $0 != "\t" })
            let expected = Self.spaced(String(line.drop { $0 != "\t" }.dropFirst()), sign: sign)
            let theirs = ShownMoney(minorUnits: price.minorUnits, exponent: price.exponent, currency: price.currency, sign: sign, shopText: "")
            #expect(
                Self.abroad(language).money(theirs) == expected,
                "\(language) \(price.currency): \(LanguageFormatsBabelTests.visible(Self.abroad(language).money(theirs))), babel's \(LanguageFormatsBabelTests.visible(expected))"
            )
        }
    }

    /// `text` with a no-break space between `sign` and a digit it touches, where the sign's end
    /// (before the digits) or start (after them) is a letter.
    static func spaced(_ text: String, sign: String) -> String {
        guard let range = text.range(of: sign) else { return text }
        var out = text
        if let last = sign.last, last.isLetter, range.upperBound < text.endIndex, text[range.upperBound].isNumber {
            out.insert("\u{A0}", at: range.upperBound)
        } else if let first = sign.first, first.isLetter, range.lowerBound > text.startIndex, text[text.index(before: range.lowerBound)].isNumber {
            out.insert("\u{A0}", at: range.lowerBound)
        }
        return out
    }
}
