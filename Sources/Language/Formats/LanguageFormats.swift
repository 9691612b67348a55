// LanguageFormats: how one language writes numbers, money, dates and times (CLDR's data for
// it, LanguageFormatTable.swift), and which language's formats a language name finds.

/// The marks a language writes numbers with, in one numbering system.
public struct NumberSymbols: Sendable, Equatable {
    /// Between the whole units and the decimals: `.`, `,`, Arabic's `٫`.
    public let decimalMark: String
    /// Between groups of digits: `,`, `.`, a no-break space (pl, sv), a narrow no-break space (fr).
    public let groupMark: String
    /// Before a negative number: `-`, `−` (sv), `\u{200E}-` (ar and he, with a left-to-right mark).
    public let minusSign: String
    /// Where a percent pattern has `%`.
    public let percentSign: String

    public init(decimalMark: String, groupMark: String, minusSign: String, percentSign: String) {
        self.decimalMark = decimalMark
        self.groupMark = groupMark
        self.minusSign = minusSign
        self.percentSign = percentSign
    }
}

/// How many digits a group has: the last group before the decimal mark (`primary`), then every
/// other (`secondary`): 3 and 3 for `1,234,567`, 3 and 2 for Hindi's `12,34,567`.
public struct DigitGrouping: Sendable, Equatable {
    public let primary: Int
    public let secondary: Int

    public init(primary: Int, secondary: Int) {
        self.primary = primary
        self.secondary = secondary
    }
}

/// What a CLDR number pattern writes before and after the digits, for a positive and a negative
/// number, with the pattern's placeholders left in: `-` for the minus sign, `%` for the percent
/// sign, `¤` for the currency's sign. German money is `""`, `"\u{00A0}¤"`, `"-"`, `"\u{00A0}¤"`
/// (`4,99 €`, `-4,99 €`); Dutch money `"¤\u{00A0}"`, `""`, `"¤\u{00A0}-"`, `""` (`€ -4,99`).
public struct NumberAffixes: Sendable, Equatable {
    public let prefix: String
    public let suffix: String
    public let negativePrefix: String
    public let negativeSuffix: String

    public init(prefix: String, suffix: String, negativePrefix: String, negativeSuffix: String) {
        self.prefix = prefix
        self.suffix = suffix
        self.negativePrefix = negativePrefix
        self.negativeSuffix = negativeSuffix
    }
}

/// Which digits a number, a price, a date or a time is written with.
public enum DigitSet: Sendable, Equatable {
    /// 0–9, in every language: what the kiosk shows unless the shop says otherwise (Arabic
    /// included, as issue #51 asks; CLDR gives Arabic its own marks for them).
    case western
    /// The language's own digits where CLDR names some (Arabic ٠–٩, Hindi ०–९, Thai ๐–๙,
    /// Japanese and Chinese 〇–九); 0–9 in the others.
    case native
}

/// The length of a date, as CLDR names its patterns.
public enum DateStyle: Sendable, Equatable, CaseIterable {
    /// Digits: `7/31/26`, `31.07.26`, `2026/07/31`.
    case short
    /// An abbreviated month where the language writes one: `Jul 31, 2026`, `31.07.2026`, `2026年7月31日`.
    case medium
    /// The month's full name: `July 31, 2026`, `31. Juli 2026`.
    case long
}

/// How one language writes numbers, money, dates and times, from CLDR (LanguageFormatTable.swift).
public struct LanguageFormats: Sendable, Equatable {
    /// The table's name for it: "en", "pt_PT", "zh_CN".
    public let language: String
    /// The language's name in itself, as a menu of languages lists it: "Deutsch", "العربية".
    public let autonym: String
    /// Whether it is written right to left.
    public let rightToLeft: Bool
    /// The marks written with western digits.
    public let symbols: NumberSymbols
    /// The language's own digits, 0 to 9 (ten characters); nil where CLDR names none.
    public let nativeDigits: String?
    /// The marks written with the native digits (Arabic's differ; the others' are `symbols`).
    public let nativeSymbols: NumberSymbols
    public let grouping: DigitGrouping
    /// How many decimals a plain number shows: at least the lower bound (trailing zeros are
    /// dropped down to it), at most the upper (the number is rounded to it).
    public let fractionDigits: ClosedRange<Int>
    public let decimal: NumberAffixes
    public let percent: NumberAffixes
    public let currency: NumberAffixes
    /// CLDR date patterns (`dd.MM.yy`, `MMM d, y`, `h:mm a`; LanguageDateFormat.swift writes them).
    public let shortDate: String
    public let mediumDate: String
    public let longDate: String
    public let shortTime: String
    /// The time with its seconds (`HH:mm:ss`, `h:mm:ss a`).
    public let mediumTime: String
    /// What a 12-hour time (`h` in `shortTime`) writes for `a`: before noon and after.
    public let am: String
    public let pm: String
    /// The abbreviated name of the era of the dates the kiosk shows (AD), for a pattern's `G`.
    public let era: String
    /// January to December, as a date writes them (CLDR's format context).
    public let abbreviatedMonths: [String]
    public let wideMonths: [String]

    public init(
        language: String, autonym: String, rightToLeft: Bool, symbols: NumberSymbols, nativeDigits: String?, nativeSymbols: NumberSymbols,
        grouping: DigitGrouping,
        fractionDigits: ClosedRange<Int>, decimal: NumberAffixes, percent: NumberAffixes, currency: NumberAffixes, shortDate: String,
        mediumDate: String, longDate: String, shortTime: String, mediumTime: String, am: String, pm: String, era: String, abbreviatedMonths: [String],
        wideMonths: [String]
    ) {
        self.language = language
        self.autonym = autonym
        self.rightToLeft = rightToLeft
        self.symbols = symbols
        self.nativeDigits = nativeDigits
        self.nativeSymbols = nativeSymbols
        self.grouping = grouping
        self.fractionDigits = fractionDigits
        self.decimal = decimal
        self.percent = percent
        self.currency = currency
        self.shortDate = shortDate
        self.mediumDate = mediumDate
        self.longDate = longDate
        self.shortTime = shortTime
        self.mediumTime = mediumTime
        self.am = am
        self.pm = pm
        self.era = era
        self.abbreviatedMonths = abbreviatedMonths
        self.wideMonths = wideMonths
    }

    /// The languages the table has, by their table names.
    public static var languages: [String] { table.keys.sorted() }

    /// The formats for `language` as a setting or a catalogue names it: "pt-PT" and "pt_PT"
    /// find pt_PT, "de_AT" and "de-AT.UTF-8" find de, "pt" and "zh" the one of each the kiosk
    /// has (pt_PT, zh_CN); letter case does not matter. Anything else (empty, unknown, a 10 kB
    /// string, not a name at all) finds English.
    public static func formats(for language: String) -> LanguageFormats {
        // Language tags are short; a longer one is no name the table has.
        guard language.utf8.count <= 64 else { return english }
        let name = language.prefix { $0 != "." && $0 != "@" }.map { $0 == "-" ? "_" : $0 }
        let parts = String(name).split(separator: "_", omittingEmptySubsequences: false)
        guard let first = parts.first, !first.isEmpty else { return english }
        let base = first.lowercased()
        if parts.count > 1, let exact = table[base + "_" + parts[1].uppercased()] { return exact }
        if let found = table[base] { return found }
        return table.values.first { $0.language.hasPrefix(base + "_") } ?? english
    }
}
