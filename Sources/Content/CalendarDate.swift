// CalendarDate: a day of the calendar, as payloads write them (GS1's YYMMDD, AAMVA's MMDDCCYY,
// BCBP's day of the year), compared with the kiosk's date for expiry and age.
import Language

/// A day in the proleptic Gregorian calendar, without a time or a time zone.
public struct CalendarDate: Sendable, Hashable, Comparable, CustomStringConvertible {
    public let year: Int
    public let month: Int
    public let day: Int

    /// nil for a day that does not exist (31 April, 29 February of a common year).
    public init?(year: Int, month: Int, day: Int) {
        guard (1...12).contains(month), day >= 1, day <= Self.days(inMonth: month, of: year) else { return nil }
        self.year = year
        self.month = month
        self.day = day
    }

    public static func isLeap(_ year: Int) -> Bool { year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) }

    public static func days(inMonth month: Int, of year: Int) -> Int {
        switch month {
        case 2: isLeap(year) ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    /// The last day of the month: GS1 dates with day 00 mean it.
    public static func endOfMonth(year: Int, month: Int) -> CalendarDate? {
        guard (1...12).contains(month) else { return nil }
        return CalendarDate(year: year, month: month, day: days(inMonth: month, of: year))
    }

    /// `2026-07-31` (ISO 8601's calendar date, extended format); nil for anything else.
    public init?(iso8601 text: some StringProtocol) {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
            parts.allSatisfy({ $0.allSatisfy { $0.isASCII && $0.isNumber } }),
            let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2])
        else { return nil }
        self.init(year: year, month: month, day: day)
    }

    /// The day `ordinal` (1…365, or 366) of `year`.
    public init?(year: Int, dayOfYear ordinal: Int) {
        var remaining = ordinal
        guard ordinal >= 1 else { return nil }
        for month in 1...12 {
            let length = Self.days(inMonth: month, of: year)
            if remaining <= length {
                self.init(year: year, month: month, day: remaining)
                return
            }
            remaining -= length
        }
        return nil
    }

    /// The day `days` days after 1970-01-01 (negative: before).
    public init(daysSince1970 days: Int) {
        // Howard Hinnant's civil_from_days.
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let mp = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * mp + 2) / 5 + 1
        let month = mp < 10 ? mp + 3 : mp - 9
        year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
        self.month = month
        self.day = day
    }

    /// The UTC day of a moment, in seconds since 1970-01-01T00:00:00Z.
    public init(secondsSince1970 seconds: Double) {
        self.init(daysSince1970: Int((seconds / 86_400).rounded(.down)))
    }

    /// Days from 1970-01-01 to this day.
    public var daysSince1970: Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// Whole years from this day (a birth date) to `date`: the age on that day.
    public func years(until date: CalendarDate) -> Int {
        let years = date.year - year
        return (date.month, date.day) < (month, day) ? years - 1 : years
    }

    public static func < (a: CalendarDate, b: CalendarDate) -> Bool { (a.year, a.month, a.day) < (b.year, b.month, b.day) }

    /// As a card shows it: written when drawn, as the reader's language writes a date
    /// (`Jul 31, 2026`, `31.07.2026`).
    public var shown: ShownText { .date(ShownDate(year: year, month: month, day: day)) }

    /// In English, day first: `31 Jul 2026` (logs and messages that are not the screen's).
    public var spelled: String {
        let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
        return "\(day) \(months[month - 1]) \(year)"
    }

    /// ISO 8601: `2026-07-31`.
    public var description: String {
        func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
        return "\(year)-\(two(month))-\(two(day))"
    }
}
