// OpeningHours: a shop's weekly opening hours (`Mon-Fri 08:00-20:00; Sat 09:00-14:00`), read from
// text, and when they are open in a time zone's local time, across midnight and DST changes.
import SystemCall

/// Why a schedule's text was refused, naming the part that is wrong.
public struct OpeningHoursError: Error, CustomStringConvertible, Equatable, Sendable {
    public let description: String
    init(_ description: String) { self.description = description }
}

/// Weekly opening hours in local wall-clock time.
///
/// Text: rules separated by `;`, each a list of days and a list of hours:
/// `Mon-Fri 08:00-20:00; Sat 09:00-14:00`, `Mon,Wed 08:00-12:00,14:00-18:00`, `Fri 18:00-02:00`
/// (a range whose end is not after its start runs into the next day and belongs to the day it
/// starts on), `Sat 00:00-24:00`; `always` and `never` alone. Days are `Mon` … `Sun` (or their
/// full English names, in any case); a day range may wrap (`Fri-Mon`).
///
/// A range is open from the first instant the wall clock shows its start to the last instant it
/// shows its end: a start or end in the hour skipped when clocks go forward is the instant of
/// the jump; in the hour repeated when they go back, the start is its first showing and the end
/// its second. So the shop is open whenever the wall clock reads a time inside a range.
public struct OpeningHours: Sendable, Equatable, CustomStringConvertible {
    /// One opening: minutes after the local midnight of its day; `end` is after `start` and at
    /// most a day later (past 1440: the next day).
    public struct Span: Sendable, Equatable, Hashable {
        public var start: Int
        public var end: Int

        public init(start: Int, end: Int) {
            self.start = start
            self.end = end
        }
    }

    /// By weekday, 0 = Monday … 6 = Sunday; sorted, without duplicates.
    public private(set) var spans: [[Span]]

    public static let always = OpeningHours(spans: Array(repeating: [Span(start: 0, end: 1440)], count: 7))
    public static let never = OpeningHours(spans: Array(repeating: [], count: 7))

    init(spans: [[Span]]) {
        self.spans = spans.map { Array(Set($0)).sorted { ($0.start, $0.end) < ($1.start, $1.end) } }
    }

    static let dayNames = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
    static let fullDayNames = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"]

    // MARK: Reading

    /// Reads `Mon-Fri 08:00-20:00; Sat 09:00-14:00`, `always` or `never`.
    public static func parse(_ text: String) throws(OpeningHoursError) -> OpeningHours {
        let whole = text.trimmingSpaces
        switch whole.lowercased() {
        case "always": return .always
        case "never": return .never
        case "": throw OpeningHoursError("no opening hours (write them as 'Mon-Fri 08:00-20:00; Sat 09:00-14:00', or 'always' or 'never')")
        default: break
        }
        var spans: [[Span]] = Array(repeating: [], count: 7)
        for rule in whole.split(separator: ";", omittingEmptySubsequences: false) {
            let rule = String(rule).replacingDashes.trimmingSpaces
            if rule.isEmpty { continue }  // `…; ` at the end, or `;;`
            if ["always", "never"].contains(rule.lowercased()) {
                throw OpeningHoursError("'\(rule)' stands alone, not beside other rules")
            }
            // The days are what comes before the first digit; the hours the rest.
            guard let firstDigit = rule.firstIndex(where: { $0.isASCII && $0.isNumber }) else {
                throw OpeningHoursError("'\(quoted(rule))' has no hours (such as 08:00-20:00)")
            }
            let dayText = String(rule[..<firstDigit]).trimmingSpaces
            guard !dayText.isEmpty else { throw OpeningHoursError("'\(quoted(rule))' names no day (Mon…Sun)") }
            let days = try parseDays(dayText)
            for range in rule[firstDigit...].split(separator: ",") {
                let span = try parseRange(String(range).trimmingSpaces)
                for day in days { spans[day].append(span) }
            }
        }
        guard spans.contains(where: { !$0.isEmpty }) else {
            throw OpeningHoursError("no opening hours (write them as 'Mon-Fri 08:00-20:00; Sat 09:00-14:00', or 'always' or 'never')")
        }
        return OpeningHours(spans: spans)
    }

    /// `Mon-Fri`, `Mon,Wed,Fri`, `Fri-Mon`, `Sat, Sun`: weekday numbers.
    private static func parseDays(_ text: String) throws(OpeningHoursError) -> [Int] {
        var days: [Int] = []
        for item in text.split(separator: ",", omittingEmptySubsequences: false) {
            let item = String(item).trimmingSpaces
            guard !item.isEmpty else { throw OpeningHoursError("'\(quoted(text))' has an empty day in its list") }
            let ends = item.split(separator: "-", omittingEmptySubsequences: false).map { String($0).trimmingSpaces }
            guard ends.count <= 2 else { throw OpeningHoursError("'\(quoted(item))' is not a day or a range of days (such as Mon-Fri)") }
            let first = try day(ends[0])
            guard ends.count == 2 else {
                days.append(first)
                continue
            }
            let last = try day(ends[1])
            var d = first
            while true {
                days.append(d)
                if d == last { break }
                d = (d + 1) % 7
            }
        }
        return days
    }

    private static func day(_ name: String) throws(OpeningHoursError) -> Int {
        let lower = name.lowercased()
        if let index = dayNames.firstIndex(where: { $0.lowercased() == lower }) ?? fullDayNames.firstIndex(of: lower) { return index }
        throw OpeningHoursError("'\(quoted(name))' is not a day (Mon…Sun)")
    }

    /// `08:00-20:00`, `18:00-02:00` (into the next day), `00:00-24:00`.
    private static func parseRange(_ text: String) throws(OpeningHoursError) -> Span {
        let ends = text.split(separator: "-", omittingEmptySubsequences: false).map { String($0).trimmingSpaces }
        guard ends.count == 2 else { throw OpeningHoursError("'\(quoted(text))' is not a range of hours (such as 08:00-20:00)") }
        let start = try minutes(ends[0]), end = try minutes(ends[1])
        guard start < 1440 else { throw OpeningHoursError("'\(quoted(text))' starts at 24:00 (a day's hours start at 00:00…23:59)") }
        guard start != end else {
            throw OpeningHoursError("'\(quoted(text))' is empty (a whole day is 00:00-24:00)")
        }
        // An end not after the start is on the next day (`18:00-02:00`, `22:00-00:00`).
        return Span(start: start, end: end > start ? end : end + 1440)
    }

    /// `08:00`, `8:00`, `24:00` as minutes after midnight.
    private static func minutes(_ text: String) throws(OpeningHoursError) -> Int {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        let digits = { (s: Substring) in !s.isEmpty && s.allSatisfy { $0.isASCII && $0.isNumber } }
        guard parts.count == 2, (1...2).contains(parts[0].count), parts[1].count == 2, digits(parts[0]), digits(parts[1]),
            let h = Int(parts[0]), let m = Int(parts[1]), m < 60, h < 24 || (h == 24 && m == 0)
        else { throw OpeningHoursError("'\(quoted(text))' is not a time (00:00…24:00)") }
        return h * 60 + m
    }

    /// What an error quotes of the text: control characters escaped, at most 40 characters.
    private static func quoted(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            if out.unicodeScalars.count >= 40 {
                out += "…"
                break
            }
            out += scalar.value < 0x20 || scalar.value == 0x7F ? scalar.escaped(asASCII: true) : String(scalar)
        }
        return out
    }

    // MARK: Writing

    /// The schedule in the form `parse` reads, days with the same hours grouped:
    /// `Mon-Fri 08:00-20:00; Sat 09:00-14:00`, `always`, `never`.
    public var description: String {
        if self == .always { return "always" }
        if spans.allSatisfy({ $0.isEmpty }) { return "never" }
        var rules: [String] = []
        var day = 0
        while day < 7 {
            var last = day
            while last + 1 < 7, spans[last + 1] == spans[day] { last += 1 }
            if !spans[day].isEmpty {
                let days = last == day ? Self.dayNames[day] : "\(Self.dayNames[day])\(last == day + 1 ? "," : "-")\(Self.dayNames[last])"
                rules.append(
                    days + " "
                        + spans[day].map { "\(Self.clock($0.start))-\(Self.clock($0.end == 1440 ? 1440 : $0.end % 1440))" }.joined(separator: ","))
            }
            day = last + 1
        }
        return rules.joined(separator: "; ")
    }

    private static func clock(_ minutes: Int) -> String {
        let h = minutes / 60, m = minutes % 60
        return (h < 10 ? "0" : "") + "\(h):" + (m < 10 ? "0" : "") + "\(m)"
    }

    // MARK: Time

    /// The openings that start on the local date `localDay` (days since 1970), as instants
    /// `[start, end)`.
    func openings(onLocalDay localDay: Int64, zone: TimeZoneRules) -> [(start: Int64, end: Int64)] {
        spans[WallClock.weekday(localDay: localDay)].map { span in
            let start = zone.instant(localDay: localDay, secondOfDay: span.start * 60)
            let endDay = localDay + Int64(span.end / 1440), endSecond = span.end % 1440 * 60
            return (start, zone.instant(localDay: endDay, secondOfDay: endSecond, latest: true))
        }
    }

    /// Whether the shop is open at `instant` (seconds since 1970) in `zone`.
    public func isOpen(at instant: Int64, zone: TimeZoneRules) -> Bool {
        let today = zone.wallClock(at: instant).localDay
        // An opening starts on its own day and lasts at most a day: yesterday's and today's.
        for day in [today - 1, today] {
            for opening in openings(onLocalDay: day, zone: zone) where opening.start <= instant && instant < opening.end {
                return true
            }
        }
        return false
    }

    /// The first instant after `instant` at which `isOpen` changes; nil when it never does
    /// (`always`, `never`, or every day open round the clock). The kiosk sleeps until then.
    public func nextChange(after instant: Int64, zone: TimeZoneRules) -> Int64? {
        let today = zone.wallClock(at: instant).localDay
        // The hours repeat every week of wall-clock time: if they ever change, they change
        // before the wall clock has gone round a week, so before the start of today + 8.
        let limit = zone.instant(localDay: today + 8, secondOfDay: 0)
        var all: [(start: Int64, end: Int64)] = []
        for day in (today - 1)...(today + 8) { all += openings(onLocalDay: day, zone: zone) }
        all.sort { $0.start < $1.start }
        // Openings that overlap or touch are one (`Mon 00:00-24:00; Tue 00:00-08:00` does not
        // change at midnight).
        var merged: [(start: Int64, end: Int64)] = []
        for opening in all where opening.end > opening.start {
            if let last = merged.last, opening.start <= last.end {
                merged[merged.count - 1].end = max(last.end, opening.end)
            } else {
                merged.append(opening)
            }
        }
        for opening in merged {
            if opening.start > instant { return opening.start < limit ? opening.start : nil }
            if opening.end > instant { return opening.end < limit ? opening.end : nil }
        }
        return nil
    }
}

extension String {
    /// Without spaces and tabs at either end.
    fileprivate var trimmingSpaces: String {
        let isSpace = { (c: Character) in c == " " || c == "\t" }
        guard let first = firstIndex(where: { !isSpace($0) }), let last = lastIndex(where: { !isSpace($0) }) else { return "" }
        return String(self[first...last])
    }

    /// En and em dashes read as '-' (`08:00–20:00` pasted from a web page).
    fileprivate var replacingDashes: String {
        String(map { $0 == "\u{2013}" || $0 == "\u{2014}" ? "-" : $0 })
    }
}
