// LanguageFormatsBabelTests: every language's numbers, percentages, money, dates and times compared,
// string for string, with what Debian's python3-babel writes from the same CLDR data (skipped when
// python3-babel is not installed; LanguageFormatsTests' hand-checked strings run everywhere).
import Foundation
import TestSupport
import Testing

@testable import Language

@Suite struct LanguageFormatsBabelTests {
    /// Debian's Python, which finds Debian's python3-babel (a pyenv or venv `python3` on PATH may not).
    static let python = "/usr/bin/python3"
    static let babelInstalled = (try? ProgramOutput.of(python, ["-c", "import babel.numbers, babel.dates"])) != nil

    /// Writes each request (`number:LANGUAGE:UNITS:SCALE`, `percent:…`, `money:LANGUAGE:UNITS:EXPONENT:CODE`,
    /// `date:LANGUAGE:YEAR:MONTH:DAY:STYLE`, `time:LANGUAGE:HOUR:MINUTE`, `mediumtime:LANGUAGE:HOUR:MINUTE:SECOND`) on a line of its own; for
    /// money, the currency's sign in the language, a tab, then the price. Babel 2.10 writes a
    /// pattern's `-` and `%` as they are; CLDR says they stand for the language's minus and percent
    /// signs (Swedish `−`, Arabic `\u{200E}-`), so the script puts those in first: the one place
    /// where this is not babel's own output. (Its modules come in `from … import` lines:
    /// scripts/check-imports reads a line starting with `import` as a Swift import.)
    static let script = #"""
        from datetime import date, time
        from decimal import Decimal
        from sys import argv
        from babel import Locale
        from babel.dates import format_date, format_time
        from babel.numbers import get_currency_symbol, parse_pattern

        def cldr(pattern, locale):
            fixed = parse_pattern(pattern.pattern)
            symbols = locale.number_symbols
            signs = lambda affix: affix.replace("-", symbols["minusSign"]).replace("%", symbols["percentSign"])
            fixed.prefix = tuple(signs(affix) for affix in fixed.prefix)
            fixed.suffix = tuple(signs(affix) for affix in fixed.suffix)
            return fixed

        for request in argv[1:]:
            kind, language, *values = request.split(":")
            locale = Locale.parse(language)
            if kind == "number":
                value = Decimal(int(values[0])).scaleb(-int(values[1]))
                print(cldr(locale.decimal_formats[None], locale).apply(value, locale))
            elif kind == "percent":
                value = Decimal(int(values[0])).scaleb(-int(values[1]) - 2)
                print(cldr(locale.percent_formats[None], locale).apply(value, locale))
            elif kind == "money":
                value = Decimal(int(values[0])).scaleb(-int(values[1]))
                text = cldr(locale.currency_formats["standard"], locale).apply(value, locale, currency=values[2])
                print(get_currency_symbol(values[2], locale) + "\t" + text)
            elif kind == "date":
                print(format_date(date(*map(int, values[:3])), values[3], locale=locale))
            elif kind == "time":
                print(format_time(time(int(values[0]), int(values[1])), "short", locale=locale))
            elif kind == "mediumtime":
                print(format_time(time(*map(int, values[:3])), "medium", locale=locale))
        """#

    /// The currencies a shop in each language's country would price in, with their ISO 4217
    /// minor unit.
    static let currencies: [String: [(code: String, exponent: Int)]] = [
        "en": [("USD", 2), ("GBP", 2)], "de": [("EUR", 2)], "fr": [("EUR", 2)], "es": [("EUR", 2)], "it": [("EUR", 2)],
        "nl": [("EUR", 2)], "pt_PT": [("EUR", 2)], "pl": [("PLN", 2)], "sv": [("SEK", 2)], "tr": [("TRY", 2)],
        "ar": [("SAR", 2), ("AED", 2), ("MAD", 2)], "he": [("ILS", 2)], "hi": [("INR", 2)], "ja": [("JPY", 0)], "zh_CN": [("CNY", 2)],
        "ko": [("KRW", 0)], "th": [("THB", 2)],
    ]

    static let numbers: [(units: Int64, scale: Int)] = [
        (0, 0), (7, 0), (12345, 1), (123456789, 2), (-4210, 2), (1234, 0), (-1, 0), (1_234_567_890_123, 0), (100, 2), (5, 4), (15, 4),
        (25, 4), (123_456_789, 6), (Int64.max, 0), (Int64.min, 0), (Int64.max, 18),
    ]
    static let percentages: [(units: Int64, scale: Int)] = [(0, 0), (25, 0), (-20, 0), (125, 1), (135, 1), (1234567, 0)]
    static let dates = [(2026, 7, 31), (2026, 1, 5), (2026, 12, 1), (2009, 5, 9)]
    static let times = [(9, 5), (21, 30), (0, 0), (12, 0), (23, 59)]

    @Test(.enabled(if: babelInstalled, "python3-babel is not installed"), arguments: LanguageFormats.languages)
    func everyLanguageWritesWhatBabelWrites(language: String) throws {
        let formats = LanguageFormats.formats(for: language)
        #expect(formats.language == language)
        var requests: [String] = []
        var ours: [(String) -> String] = []
        for (units, scale) in Self.numbers {
            requests.append("number:\(language):\(units):\(scale)")
            ours.append { _ in formats.number(units, scale: scale) }
        }
        for (units, scale) in Self.percentages {
            requests.append("percent:\(language):\(units):\(scale)")
            ours.append { _ in formats.percent(units, scale: scale) }
        }
        for (code, exponent) in [("EUR", 2)] + (Self.currencies[language] ?? []) {
            let large: Int64 = exponent == 0 ? 1_234_567 : 123_456_789
            for units in [499, large, -large, 0] {
                requests.append("money:\(language):\(units):\(exponent):\(code)")
                ours.append { sign in sign + "\t" + formats.money(minorUnits: units, exponent: exponent, sign: sign) }
            }
        }
        for (year, month, day) in Self.dates {
            for style in DateStyle.allCases {
                requests.append("date:\(language):\(year):\(month):\(day):\(style)")
                ours.append { _ in formats.date(year: year, month: month, day: day, style: style) }
            }
        }
        for (hour, minute) in Self.times {
            requests.append("time:\(language):\(hour):\(minute)")
            ours.append { _ in formats.time(hour: hour, minute: minute) }
            requests.append("mediumtime:\(language):\(hour):\(minute):\(minute % 60)")
            ours.append { _ in formats.time(hour: hour, minute: minute, second: minute % 60) }
        }
        let theirs = try ProgramOutput.of(Self.python, ["-c", Self.script] + requests).split(separator: "\n", omittingEmptySubsequences: false)
        #expect(theirs.count == requests.count + 1)
        for (index, request) in requests.enumerated() where index < theirs.count {
            let expected = String(theirs[index])
            // For money, babel's line starts with the currency's sign, which ours is given.
            let sign = request.hasPrefix("money:") ? String(expected.prefix { $0 != "\t" }) : ""
            let written = ours[index](sign)
            #expect(written == expected, "\(request): ours \(Self.visible(written)), babel's \(Self.visible(expected))")
        }
    }

    /// `text` with its invisible characters (no-break spaces, bidi marks) as `\u{…}`.
    static func visible(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            let shown = (scalar.isASCII && scalar.value >= 0x20) || scalar.properties.isAlphabetic
            out += shown ? String(scalar) : "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
        }
        return "\"" + out + "\""
    }
}
