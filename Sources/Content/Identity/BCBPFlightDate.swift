// BCBPFlightDate: the calendar day of a boarding pass's flight, which the pass writes as a day of
// the year without its year.

/// Dates of a BCBP pass: the date of issue ("YDDD": the year's last digit and the day of the
/// year) and the dates of flight ("DDD").
enum BCBPFlightDate {
    /// No airline opens check-in, and so issues a boarding pass, more than this many days before
    /// the flight (60, paid early check-in, is the longest known).
    static let daysAheadAtMost = 60

    /// The day of issue: the latest day `dayOfYear` of a year ending in `yearDigit` that is not
    /// after tomorrow (a pass issued where the day has already changed). nil when that year has
    /// no such day (366 in a common year).
    static func issue(yearDigit: Int, dayOfYear: Int, today: CalendarDate) -> CalendarDate? {
        let tomorrow = CalendarDate(daysSince1970: today.daysSince1970 + 1)
        var year = tomorrow.year - ((tomorrow.year - yearDigit) % 10 + 10) % 10
        if let date = CalendarDate(year: year, dayOfYear: dayOfYear), date > tomorrow { year -= 10 }
        return CalendarDate(year: year, dayOfYear: dayOfYear)
    }

    /// The flight's day given the day of issue: the first day `dayOfYear` on or after it (a pass
    /// is valid for a flight within a year of its issue). nil when no such day comes within a
    /// year (day 366 without a leap year).
    static func flight(dayOfYear: Int, issuedOn issue: CalendarDate) -> CalendarDate? {
        for year in issue.year...issue.year + 1 {
            if let date = CalendarDate(year: year, dayOfYear: dayOfYear), date >= issue { return date }
        }
        return nil
    }

    /// The flight's day without a day of issue: the latest day `dayOfYear` at most
    /// `daysAheadAtMost` days after today. A later one cannot have been checked in for yet; an
    /// earlier one would be a pass more than ten months old.
    static func flight(dayOfYear: Int, today: CalendarDate) -> CalendarDate? {
        let latest = CalendarDate(daysSince1970: today.daysSince1970 + daysAheadAtMost)
        // Day 366 comes back within eight years (a century year that is not leap makes the gap 8).
        for year in stride(from: latest.year, through: latest.year - 8, by: -1) {
            if let date = CalendarDate(year: year, dayOfYear: dayOfYear), date <= latest { return date }
        }
        return nil
    }
}
