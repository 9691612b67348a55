// CalendarDateTime: an iCalendar DATE or DATE-TIME (RFC 5545 3.3.4, 3.3.5) in one of its three
// forms (local, UTC, local with a TZID), written out as ISO 8601. No time-zone database: a TZID is
// kept as a name, never converted.

/// A day, or a day and a time, with the zone it is given in.
public struct CalendarDateTime: Sendable, Equatable {
    public enum Zone: Sendable, Equatable {
        /// FORM #1, "floating": the same wall-clock time wherever one is.
        case local
        /// FORM #2, `Z`.
        case utc
        /// FORM #3, `TZID=America/New_York`: the name as given.
        case named(String)
    }

    public let date: CalendarDate
    /// Seconds after midnight (86400 for a leap second, 23:59:60); nil for a DATE.
    public let secondOfDay: Int?
    public let zone: Zone

    public var isDate: Bool { secondOfDay == nil }

    public init(date: CalendarDate, secondOfDay: Int?, zone: Zone) {
        self.date = date
        self.secondOfDay = secondOfDay
        self.zone = zone
    }

    /// Reads the value of `property` (DTSTART, DTEND) with its VALUE and TZID parameters. A
    /// value of 8 digits without VALUE=DATE is read as the date it can only be.
    init(_ property: ContentLine) throws(ContentRefusal) {
        let name = property.name
        let text = ContentLine.trimmed(property.value)
        let valueType = property.parameter("VALUE")?.first?.uppercased()
        let tzid = property.parameter("TZID")?.first
        let digits: (Substring) -> Bool = { $0.allSatisfy { $0.isASCII && $0.isNumber } }
        guard text.count >= 8, digits(text.prefix(8)),
            let date = CalendarDate(year: Int(text.prefix(4))!, month: Int(text.dropFirst(4).prefix(2))!, day: Int(text.dropFirst(6).prefix(2))!)
        else { throw ContentRefusal("\(name) “\(text)” is not a date (YYYYMMDD, RFC 5545 3.3.4)") }
        self.date = date
        if text.count == 8 {
            guard valueType != "DATE-TIME" else { throw ContentRefusal("\(name) is VALUE=DATE-TIME but gives a date only (RFC 5545 3.3.5)") }
            guard tzid == nil else { throw ContentRefusal("\(name) gives a TZID with a date, which takes none (RFC 5545 3.2.19)") }
            secondOfDay = nil
            zone = .local
            return
        }
        guard valueType != "DATE" else { throw ContentRefusal("\(name) is VALUE=DATE but gives a time (RFC 5545 3.3.4)") }
        let time = text.dropFirst(8)
        let utc = time.hasSuffix("Z")
        let clock = utc ? time.dropFirst().dropLast() : time.dropFirst()
        guard time.first == "T", clock.count == 6, digits(clock) else {
            throw ContentRefusal("\(name) “\(text)” is not a date-time (YYYYMMDDTHHMMSS, Z for UTC, RFC 5545 3.3.5)")
        }
        let hour = Int(clock.prefix(2))!, minute = Int(clock.dropFirst(2).prefix(2))!, second = Int(clock.suffix(2))!
        guard hour <= 23, minute <= 59, second <= 60 else { throw ContentRefusal("\(name) “\(text)” is not a time of day (RFC 5545 3.3.12)") }
        secondOfDay = hour * 3_600 + minute * 60 + second
        if utc {
            guard tzid == nil else { throw ContentRefusal("\(name) gives a TZID with a UTC time (RFC 5545 3.2.19)") }
            zone = .utc
        } else if let tzid {
            zone = .named(tzid)
        } else {
            zone = .local
        }
    }

    /// ISO 8601: `1997-03-17`, `1996-09-18T14:30:00Z`, `1998-03-12T08:30:00` (a TZID's time
    /// is written as given; the name goes alongside).
    public var iso8601: String {
        // RFC 5545's date-fullyear is four digits; so is ISO 8601's.
        let year = String(date.year)
        let day = String(repeating: "0", count: max(0, 4 - year.count)) + year + String(date.description.drop { $0 != "-" })
        guard let secondOfDay else { return day }
        let clock = secondOfDay == 86_400 ? [23, 59, 60] : [secondOfDay / 3_600, secondOfDay / 60 % 60, secondOfDay % 60]
        let time = clock.map { $0 < 10 ? "0\($0)" : "\($0)" }.joined(separator: ":")
        return day + "T" + time + (zone == .utc ? "Z" : "")
    }

    /// The time `duration` later: days first, on the calendar, then the exact time (RFC 5545
    /// 3.3.6). Without a time-zone database a TZID's daylight-saving change is not applied.
    func adding(_ duration: CalendarDuration) -> CalendarDateTime {
        let sign = duration.negative ? -1 : 1
        var days = date.daysSince1970 + sign * duration.totalDays
        guard let secondOfDay else { return CalendarDateTime(date: CalendarDate(daysSince1970: days), secondOfDay: nil, zone: zone) }
        var seconds = min(secondOfDay, 86_399) + sign * duration.timeSeconds
        days += seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400
        seconds = (seconds % 86_400 + 86_400) % 86_400
        return CalendarDateTime(date: CalendarDate(daysSince1970: days), secondOfDay: seconds, zone: zone)
    }

    /// Whether `self` comes before `other`; nil when they cannot be compared without a
    /// time-zone database (different zones, or a date against a date-time).
    func isBefore(_ other: CalendarDateTime) -> Bool? {
        guard zone == other.zone, isDate == other.isDate else { return nil }
        return (date.daysSince1970, secondOfDay ?? 0) < (other.date.daysSince1970, other.secondOfDay ?? 0)
    }
}
