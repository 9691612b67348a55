// LanguageFormatsTests: numbers, money, dates and times in the kiosk's languages against strings
// checked by hand (they run without python3-babel: LanguageFormatsBabelTests compares everything
// with babel where it is installed), the native digits, which language a name finds, and names
// and values no language has.
import Testing

@testable import Language

@Suite struct LanguageFormatsTests {
    static func formats(_ language: String) -> LanguageFormats { LanguageFormats.formats(for: language) }

    @Test func theTableHasEveryLanguageOfTheKioskWithWhatItsWritersNeed() {
        #expect(
            LanguageFormats.languages == ["ar", "de", "en", "es", "fr", "he", "hi", "it", "ja", "ko", "nl", "pl", "pt_PT", "sv", "th", "tr", "zh_CN"])
        for language in LanguageFormats.languages {
            let formats = Self.formats(language)
            #expect(formats.language == language)
            #expect(formats.abbreviatedMonths.count == 12 && formats.wideMonths.count == 12, "\(language)")
            #expect(formats.nativeDigits.map { $0.count == 10 } ?? true, "\(language)")
            for pattern in [formats.shortDate, formats.mediumDate, formats.longDate, formats.shortTime] {
                #expect(LanguageFormats.writes(pattern), "\(language): \(pattern)")
            }
        }
        #expect(Self.formats("en") == LanguageFormats.english)
    }

    @Test func numbersAreGroupedAndMarkedAsEachLanguageWritesThem() {
        let large: [(String, String)] = [
            ("en", "1,234,567.89"), ("de", "1.234.567,89"), ("fr", "1\u{202F}234\u{202F}567,89"), ("pl", "1\u{00A0}234\u{00A0}567,89"),
            ("hi", "12,34,567.89"), ("ar", "1,234,567.89"), ("he", "1,234,567.89"), ("ja", "1,234,567.89"), ("sv", "1\u{00A0}234\u{00A0}567,89"),
        ]
        for (language, expected) in large { #expect(Self.formats(language).number(123_456_789, scale: 2) == expected, "\(language)") }
        #expect(Self.formats("hi").number(1_234_567_890_123) == "12,34,56,78,90,123")
        #expect(Self.formats("en").number(0) == "0" && Self.formats("en").number(7) == "7")
        #expect(Self.formats("de").number(12345, scale: 1) == "1.234,5")
        // The minus sign is the language's: U+2212 in Swedish, a left-to-right mark before it in
        // Arabic and Hebrew (so it stays before the digits inside a right-to-left line).
        #expect(Self.formats("en").number(-4210, scale: 2) == "-42.1")
        #expect(Self.formats("sv").number(-4210, scale: 2) == "\u{2212}42,1")
        #expect(Self.formats("ar").number(-4210, scale: 2) == "\u{200E}-42.1")
        #expect(Self.formats("he").number(-4210, scale: 2) == "\u{200E}-42.1")
    }

    @Test func decimalsBeyondThreeAreRoundedHalfToEvenAndTrailingZerosDropped() {
        let english = Self.formats("en")
        #expect([5, 15, 25, 35, 1_000].map { english.number($0, scale: 4) } == ["0", "0.002", "0.002", "0.004", "0.1"])
        #expect(english.number(100, scale: 2) == "1")
        #expect(english.number(-5, scale: 4) == "-0")
        #expect(english.number(Int64.max, scale: 18) == "9.223")
        #expect(english.number(Int64.min) == "-9,223,372,036,854,775,808")
        #expect(english.number(Int64.max) == "9,223,372,036,854,775,807")
        // A scale no value has is taken as 0 or 18.
        #expect(english.number(12, scale: -3) == "12" && english.number(12, scale: 400) == "0")
    }

    @Test func percentagesFollowTheLanguagesPattern() {
        #expect(Self.formats("en").percent(25) == "25%")
        #expect(Self.formats("de").percent(25) == "25\u{00A0}%")
        #expect(Self.formats("tr").percent(25) == "%25" && Self.formats("tr").percent(-20) == "-%20")
        #expect(Self.formats("ar").percent(-20) == "\u{200E}-20\u{200E}%\u{200E}")
        #expect(Self.formats("en").percent(125, scale: 1) == "12%" && Self.formats("en").percent(135, scale: 1) == "14%")
    }

    @Test func pricesAreWrittenExactlyWithTheSignWhereTheLanguagePutsIt() {
        let prices: [(String, Int64, Int, String, String)] = [
            ("en", 499, 2, "$", "$4.99"), ("en", 123_456_789, 2, "£", "£1,234,567.89"), ("de", 499, 2, "€", "4,99\u{00A0}€"),
            ("fr", 123_456_789, 2, "€", "1\u{202F}234\u{202F}567,89\u{00A0}€"), ("nl", 499, 2, "€", "€\u{00A0}4,99"),
            ("nl", -499, 2, "€", "€\u{00A0}-4,99"), ("de", -499, 2, "€", "-4,99\u{00A0}€"), ("pt_PT", 499, 2, "€", "4,99\u{00A0}€"),
            ("pl", 123_456_789, 2, "zł", "1\u{00A0}234\u{00A0}567,89\u{00A0}zł"), ("sv", 499, 2, "kr", "4,99\u{00A0}kr"),
            ("tr", 123_456_789, 2, "₺", "₺1.234.567,89"), ("hi", 123_456_789, 2, "₹", "₹12,34,567.89"), ("ja", 1_234_567, 0, "￥", "￥1,234,567"),
            ("ko", 1_234_567, 0, "₩", "₩1,234,567"), ("zh_CN", 499, 2, "¥", "¥4.99"), ("th", 499, 2, "฿", "฿4.99"),
            // Hebrew opens with a right-to-left mark; Saudi riyal's sign ends with one (CLDR's).
            ("he", 499, 2, "₪", "\u{200F}4.99\u{00A0}₪"), ("he", -499, 2, "₪", "\u{200F}\u{200E}-4.99\u{00A0}₪"),
            ("ar", 123_456_789, 2, "ر.س.\u{200F}", "ر.س.\u{200F}\u{00A0}1,234,567.89"),
            ("en", Int64.min, 2, "$", "-$92,233,720,368,547,758.08"), ("de", 0, 2, "€", "0,00\u{00A0}€"),
            // A sign of letters right against the digits is set apart by a no-break space (CLDR's
            // currency spacing); a symbol (`$`, `€`) or a sign the pattern spaces already is not.
            ("en", 499, 2, "CHF", "CHF\u{00A0}4.99"), ("en", -499, 2, "CHF", "-CHF\u{00A0}4.99"), ("en", 5, 3, "BD", "BD\u{00A0}0.005"),
            ("hi", 499, 2, "Rs", "Rs\u{00A0}4.99"), ("de", 499, 2, "CHF", "4,99\u{00A0}CHF"), ("nl", -499, 2, "CHF", "CHF\u{00A0}-4,99"),
            ("en", 499, 2, "ر.س.\u{200F}", "ر.س.\u{200F}\u{00A0}4.99"), ("ja", 499, 0, "JPY", "JPY\u{00A0}499"), ("en", 499, 2, "", "4.99"),
        ]
        for (language, units, exponent, sign, expected) in prices {
            let written = Self.formats(language).money(minorUnits: units, exponent: exponent, sign: sign)
            #expect(written == expected, "\(language) \(units)")
        }
    }

    @Test func datesAndTimesFollowTheLanguagesPatterns() {
        let dates: [(String, DateStyle, String)] = [
            ("en", .short, "7/31/26"), ("en", .medium, "Jul 31, 2026"), ("en", .long, "July 31, 2026"), ("de", .short, "31.07.26"),
            ("de", .medium, "31.07.2026"), ("de", .long, "31. Juli 2026"), ("fr", .medium, "31 juil. 2026"), ("es", .long, "31 de julio de 2026"),
            ("pt_PT", .long, "31 de julho de 2026"), ("ja", .short, "2026/07/31"), ("ja", .long, "2026年7月31日"), ("zh_CN", .medium, "2026年7月31日"),
            ("ko", .short, "26. 7. 31."), ("sv", .short, "2026-07-31"), ("he", .medium, "31 ביולי 2026"),
            ("ar", .short, "31\u{200F}/7\u{200F}/2026"), ("ar", .long, "31 يوليو 2026"), ("th", .long, "31 กรกฎาคม ค.ศ. 2026"),
            ("hi", .long, "31 जुलाई 2026"),
        ]
        for (language, style, expected) in dates {
            #expect(Self.formats(language).date(year: 2026, month: 7, day: 31, style: style) == expected, "\(language) \(style)")
        }
        #expect(Self.formats("fr").date(year: 2026, month: 1, day: 5, style: .medium) == "5 janv. 2026")
        let times: [(String, Int, Int, String)] = [
            ("en", 9, 5, "9:05 AM"), ("en", 21, 30, "9:30 PM"), ("en", 0, 0, "12:00 AM"), ("en", 12, 0, "12:00 PM"), ("de", 9, 5, "09:05"),
            ("de", 21, 30, "21:30"), ("ja", 9, 5, "9:05"), ("hi", 21, 30, "9:30 pm"), ("ar", 21, 30, "9:30 م"), ("ko", 21, 30, "PM 9:30"),
        ]
        for (language, hour, minute, expected) in times {
            #expect(Self.formats(language).time(hour: hour, minute: minute) == expected, "\(language) \(hour):\(minute)")
        }
        // With seconds (the History's times): CLDR's medium time pattern.
        let withSeconds: [(String, String)] = [
            ("en", "2:03:07 PM"), ("de", "14:03:07"), ("es", "14:03:07"), ("ja", "14:03:07"), ("hi", "2:03:07 pm"), ("ar", "2:03:07 م"),
            ("ko", "PM 2:03:07"),
        ]
        for (language, expected) in withSeconds {
            #expect(Self.formats(language).time(hour: 14, minute: 3, second: 7) == expected, "\(language)")
        }
        #expect(
            Self.formats("de").time(hour: 9, minute: 5, second: 0) == "09:05:00"
                && Self.formats("es").time(hour: 9, minute: 5, second: 0) == "9:05:00")
        #expect(Self.formats("ar").time(hour: 14, minute: 3, second: 7, digits: .native) == "٢:٠٣:٠٧ م")
    }

    @Test func nativeDigitsAreTheLanguagesOwnWithTheirMarks() {
        // Arabic's own digits bring CLDR's Arabic decimal and group marks and an Arabic letter
        // mark before the minus; the western digits keep the Latin marks.
        let arabic = Self.formats("ar")
        #expect(arabic.number(123_456_789, scale: 2, digits: .native) == "١٬٢٣٤٬٥٦٧٫٨٩")
        #expect(arabic.number(-4210, scale: 2, digits: .native) == "\u{061C}-٤٢٫١")
        #expect(arabic.percent(25, digits: .native) == "٢٥٪\u{061C}")
        #expect(arabic.money(minorUnits: 499, exponent: 2, sign: "ر.س.\u{200F}", digits: .native) == "ر.س.\u{200F}\u{00A0}٤٫٩٩")
        #expect(arabic.date(year: 2026, month: 7, day: 31, digits: .native) == "٣١\u{200F}/٧\u{200F}/٢٠٢٦")
        #expect(arabic.time(hour: 21, minute: 30, digits: .native) == "٩:٣٠ م")
        #expect(Self.formats("hi").number(123_456_789, scale: 2, digits: .native) == "१२,३४,५६७.८९")
        #expect(Self.formats("th").money(minorUnits: 499, exponent: 2, sign: "฿", digits: .native) == "฿๔.๙๙")
        #expect(Self.formats("zh_CN").date(year: 2026, month: 7, day: 31, style: .long, digits: .native) == "二〇二六年七月三一日")
        // A language without digits of its own writes 0–9.
        #expect(Self.formats("de").number(123_456_789, scale: 2, digits: .native) == "1.234.567,89")
        #expect(Self.formats("he").date(year: 2026, month: 7, day: 31, digits: .native) == "31.7.2026")
    }

    @Test(arguments: [
        ("pt-PT", "pt_PT"), ("pt_PT", "pt_PT"), ("PT-pt", "pt_PT"), ("pt", "pt_PT"), ("pt_BR", "pt_PT"), ("de_AT", "de"), ("de-AT.UTF-8", "de"),
        ("DE", "de"), ("zh", "zh_CN"), ("zh-Hans-CN", "zh_CN"), ("zh_CN.UTF-8", "zh_CN"), ("sr@latin", "en"), ("en_US", "en"), ("he_IL", "he"),
        ("ar_SA", "ar"), ("", "en"), ("_", "en"), ("-de", "en"), ("xx", "en"), ("..", "en"), ("de\u{0}", "en"), ("日本語", "en"),
        ("\u{200F}ar", "en"), ("de_AT_" + String(repeating: "x", count: 58), "de"),
    ])
    func aLanguageNameFindsItsFormatsAndAnythingElseEnglish(name: String, language: String) {
        #expect(LanguageFormats.formats(for: name).language == language)
    }

    @Test func aNameLongerThanAnyLanguageTagFindsEnglish() {
        for name in [
            String(repeating: "de", count: 5_000), "de_" + String(repeating: "A", count: 10_000), "de" + String(repeating: "\u{0301}", count: 10_000),
        ] {
            #expect(LanguageFormats.formats(for: name).language == "en")
        }
    }

    @Test func valuesNoDateHasAreWrittenNotTrappedOn() {
        let english = Self.formats("en")
        #expect(english.date(year: 2026, month: 13, day: 0, style: .medium) == "13 0, 2026")
        #expect(english.date(year: -44, month: 3, day: 15, style: .short) == "3/15/44")
        let extremes = [Int.min, -1, 0, 99, Int.max]
        for value in extremes {
            for style in DateStyle.allCases {
                _ = english.date(year: value, month: value, day: value, style: style)
                _ = Self.formats("th").date(year: value, month: value, day: value, style: style, digits: .native)
            }
            _ = english.time(hour: value, minute: value)
            _ = english.money(minorUnits: Int64.max, exponent: value, sign: "")
            _ = english.number(Int64.min, scale: value, digits: .native)
        }
        #expect(english.time(hour: 25, minute: 7) == "1:07 PM")
    }

    @Test func aPatternsQuotedTextIsWrittenAsItIs() {
        let english = Self.formats("en")
        #expect(LanguageFormats.writes("d 'de' MMMM 'de' y") && !LanguageFormats.writes("EEEE d MMMM") && !LanguageFormats.writes("d 'de"))
        #expect(english.date(year: 2026, month: 7, day: 31, style: .long) == "July 31, 2026")
    }
}
