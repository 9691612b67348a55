// TimeZoneRules: a time zone's offsets from UTC, read from the system's tz database (TZif files
// under /usr/share/zoneinfo, RFC 8536) and its POSIX TZ rule for later years, so that local
// wall-clock time can be computed for any zone without ICU and without touching the process's TZ.
import Glibc

/// A date and time as a clock on the wall shows it in some zone.
public struct WallClock: Sendable, Equatable, CustomStringConvertible {
    public var year: Int
    /// 1...12
    public var month: Int
    /// 1...31
    public var day: Int
    /// 0 = Monday … 6 = Sunday (ISO order).
    public var weekday: Int
    /// 0..<86_400
    public var secondOfDay: Int
    /// The date as days since 1970-01-01 (the same date's number in every zone): what a
    /// schedule steps day by day with.
    public var localDay: Int64 { WallClock.localDay(year: year, month: month, day: day) }

    /// Days since 1970-01-01 of a date (proleptic Gregorian).
    public static func localDay(year: Int, month: Int, day: Int) -> Int64 { Civil.days(year: year, month: month, day: day) }

    /// 0 = Monday … 6 = Sunday, of the date `localDay` days after 1970-01-01.
    public static func weekday(localDay: Int64) -> Int { Civil.weekday(days: localDay) }

    /// `2026-03-29 02:30:00`
    public var description: String {
        func pad(_ v: Int) -> String { v < 10 ? "0\(v)" : "\(v)" }
        let s = secondOfDay
        return "\(year)-\(pad(month))-\(pad(day)) \(pad(s / 3600)):\(pad(s / 60 % 60)):\(pad(s % 60))"
    }
}

/// A zone file that could not be read or understood.
public struct TimeZoneError: Error, CustomStringConvertible, Equatable, Sendable {
    public let description: String
    public init(_ description: String) { self.description = description }
}

/// The offsets of one zone. Thread-safe (a value); no global state (TZ, tzset) is read or set
/// except by `local()`, which reads the environment once.
public struct TimeZoneRules: Sendable {
    /// `Europe/Berlin`, `UTC`, or the POSIX rule text.
    public let name: String
    /// Transition instants (seconds since 1970, ascending) and the offset (seconds east of UTC)
    /// in force from each.
    private let transitions: [Int64]
    private let offsets: [Int]
    /// Before the first transition.
    private let initialOffset: Int
    /// After the last transition (the file's footer); nil: the last offset stays.
    private let rule: PosixRule?

    /// UTC: no offset, ever.
    public static let utc = TimeZoneRules(name: "UTC", transitions: [], offsets: [], initialOffset: 0, rule: nil)

    private init(name: String, transitions: [Int64], offsets: [Int], initialOffset: Int, rule: PosixRule?) {
        self.name = name
        self.transitions = transitions
        self.offsets = offsets
        self.initialOffset = initialOffset
        self.rule = rule
    }

    /// The zone `identifier` (`Europe/Berlin`) from the tz database under `root`.
    public static func named(_ identifier: String, root: String = "/usr/share/zoneinfo") throws(TimeZoneError) -> TimeZoneRules {
        // An identifier is a relative path of letters, digits, '_', '-', '+'; never '..'.
        let allowed = identifier.utf8.allSatisfy { c in
            (c >= 0x41 && c <= 0x5A) || (c >= 0x61 && c <= 0x7A) || (c >= 0x30 && c <= 0x39) || c == 0x2F || c == 0x5F || c == 0x2D
                || c == 0x2B
        }
        guard !identifier.isEmpty, allowed, !identifier.hasPrefix("/"), !identifier.split(separator: "/").contains(where: { $0.hasPrefix(".") })
        else { throw TimeZoneError("'\(identifier)' is not a time zone name (such as Europe/Berlin)") }
        return try file(PathName.join(root, identifier), name: identifier)
    }

    /// The zone in the TZif file at `path`.
    public static func file(_ path: String, name: String) throws(TimeZoneError) -> TimeZoneRules {
        let bytes: [UInt8]
        do throws(FileReadError) { bytes = try RegularFile.read(path: path, limit: 1 << 20) } catch {
            throw TimeZoneError("time zone \(name): \(error)")
        }
        return try parse(bytes, name: name)
    }

    /// The machine's zone as the C library would use it: `TZ` (a zone name, `:Europe/Berlin`, a
    /// POSIX rule such as `CET-1CEST,M3.5.0,M10.5.0/3`, or a file path), else /etc/localtime,
    /// else UTC.
    public static func local() -> TimeZoneRules {
        if let value = getenv("TZ").map({ String(cString: $0) }), !value.isEmpty {
            let name = value.hasPrefix(":") ? String(value.dropFirst()) : value
            if name.hasPrefix("/"), let rules = try? file(name, name: name) { return rules }
            if let rules = try? named(name) { return rules }
            if let rule = PosixRule(name) { return TimeZoneRules(name: name, transitions: [], offsets: [], initialOffset: rule.standard, rule: rule) }
            return .utc
        }
        return (try? file("/etc/localtime", name: "localtime")) ?? .utc
    }

    /// A zone with no database file: the POSIX rule `text` (`EST5EDT,M3.2.0,M11.1.0`).
    public static func posix(_ text: String) throws(TimeZoneError) -> TimeZoneRules {
        guard let rule = PosixRule(text) else { throw TimeZoneError("'\(text)' is not a POSIX TZ rule") }
        return TimeZoneRules(name: text, transitions: [], offsets: [], initialOffset: rule.standard, rule: rule)
    }

    // MARK: Offsets and wall clocks

    /// Seconds east of UTC in force at `instant` (seconds since 1970).
    public func offset(at instant: Int64) -> Int {
        if let last = transitions.last, instant >= last, let rule { return rule.offset(at: instant) }
        if transitions.isEmpty { return rule?.offset(at: instant) ?? initialOffset }
        // The last transition at or before `instant`.
        var low = 0, high = transitions.count
        while low < high {
            let mid = (low + high) / 2
            if transitions[mid] <= instant { low = mid + 1 } else { high = mid }
        }
        return low == 0 ? initialOffset : offsets[low - 1]
    }

    /// What a wall clock in this zone shows at `instant`.
    public func wallClock(at instant: Int64) -> WallClock {
        let local = instant + Int64(offset(at: instant))
        let days = floorDivide(local, 86_400)
        let (y, m, d) = Civil.date(days: days)
        return WallClock(year: y, month: m, day: d, weekday: Civil.weekday(days: days), secondOfDay: Int(local - days * 86_400))
    }

    /// The instant a wall clock in this zone shows `secondOfDay` on the given date, resolved the
    /// way a person reading the clock would: a time shown twice (the hour repeated when clocks
    /// go back) gives its first instant when `latest` is false, its second when true; a time
    /// never shown (the hour skipped when clocks go forward) gives the instant of the jump.
    /// `secondOfDay` may be 86_400 (the end of the day: the next day's midnight).
    public func instant(year: Int, month: Int, day: Int, secondOfDay: Int, latest: Bool = false) -> Int64 {
        instant(localDay: Civil.days(year: year, month: month, day: day), secondOfDay: secondOfDay, latest: latest)
    }

    /// The same for the date `localDay` days after 1970-01-01.
    public func instant(localDay: Int64, secondOfDay: Int, latest: Bool = false) -> Int64 {
        let naive = localDay * 86_400 + Int64(secondOfDay)
        // The offsets in force a day either side cover any transition near this wall time
        // (zones change offset at most once a day).
        let before = offset(at: naive - 86_400), after = offset(at: naive + 86_400)
        var found: [Int64] = []
        for o in Set([before, after]) {
            let candidate = naive - Int64(o)
            if offset(at: candidate) == o { found.append(candidate) }
        }
        if let pick = latest ? found.max() : found.min() { return pick }
        // Skipped: the jump lies between the instants the two offsets would give.
        var low = naive - Int64(max(before, after)), high = naive - Int64(min(before, after))
        let first = offset(at: low)
        while high - low > 1 {
            let mid = low + (high - low) / 2
            if offset(at: mid) == first { low = mid } else { high = mid }
        }
        return high
    }

    // MARK: Reading TZif

    /// A TZif file (versions 1 to 4): the 64-bit block when there is one, and its footer rule.
    static func parse(_ b: [UInt8], name: String) throws(TimeZoneError) -> TimeZoneRules {
        func bad(_ why: String) -> TimeZoneError { TimeZoneError("time zone \(name): not a TZif file (\(why))") }
        func u32(_ at: Int) -> Int { Int(b[at]) << 24 | Int(b[at + 1]) << 16 | Int(b[at + 2]) << 8 | Int(b[at + 3]) }
        func i32(_ at: Int) -> Int64 { Int64(Int32(bitPattern: UInt32(u32(at)))) }
        func i64(_ at: Int) -> Int64 { Int64(bitPattern: UInt64(u32(at)) << 32 | UInt64(u32(at + 4))) }
        guard b.count >= 44, b[0] == 0x54, b[1] == 0x5A, b[2] == 0x69, b[3] == 0x66 else { throw bad("no TZif header") }
        func counts(_ at: Int) -> (isut: Int, isstd: Int, leap: Int, time: Int, type: Int, char: Int) {
            (u32(at + 20), u32(at + 24), u32(at + 28), u32(at + 32), u32(at + 36), u32(at + 40))
        }
        func blockSize(_ c: (isut: Int, isstd: Int, leap: Int, time: Int, type: Int, char: Int), timeSize: Int) -> Int {
            c.time * timeSize + c.time + c.type * 6 + c.char + c.leap * (timeSize + 4) + c.isstd + c.isut
        }
        var header = 0, timeSize = 4
        var c = counts(0)
        guard c.type > 0, c.time < 100_000, c.type < 256, c.char < 65_536, c.leap < 100_000, c.isut <= c.type, c.isstd <= c.type
        else { throw bad("bad counts") }
        if b[4] >= 0x32 {  // version 2 or later: skip the 32-bit block
            header = 44 + blockSize(c, timeSize: 4)
            guard b.count >= header + 44 else { throw bad("truncated") }
            c = counts(header)
            guard c.type > 0, c.time < 100_000, c.type < 256, c.char < 65_536, c.leap < 100_000 else { throw bad("bad counts") }
            timeSize = 8
        }
        let data = header + 44
        let end = data + blockSize(c, timeSize: timeSize)
        guard b.count >= end else { throw bad("truncated") }
        let indexStart = data + c.time * timeSize, typeStart = indexStart + c.time
        var typeOffsets: [Int] = []
        var typeIsDST: [Bool] = []
        for t in 0..<c.type {
            typeOffsets.append(Int(i32(typeStart + 6 * t)))
            typeIsDST.append(b[typeStart + 6 * t + 4] != 0)
        }
        guard typeOffsets.allSatisfy({ abs($0) < 26 * 3600 }) else { throw bad("offset out of range") }
        var transitions: [Int64] = [], offsets: [Int] = []
        for i in 0..<c.time {
            let at = timeSize == 8 ? i64(data + 8 * i) : i32(data + 4 * i)
            let type = Int(b[indexStart + i])
            guard type < c.type else { throw bad("bad type index") }
            guard transitions.last.map({ at > $0 }) ?? true else { throw bad("transitions out of order") }
            transitions.append(at)
            offsets.append(typeOffsets[type])
        }
        // RFC 8536: before the first transition, type 0.
        let initial = typeOffsets[0]
        var rule: PosixRule?
        if timeSize == 8, end < b.count, b[end] == 0x0A, let close = b[(end + 1)...].firstIndex(of: 0x0A), close > end + 1 {
            rule = PosixRule(String(decoding: b[(end + 1)..<close], as: UTF8.self))
        }
        return TimeZoneRules(name: name, transitions: transitions, offsets: offsets, initialOffset: initial, rule: rule)
    }
}

/// `floor(a / b)` for a positive `b`.
@inline(__always)
func floorDivide(_ a: Int64, _ b: Int64) -> Int64 { a >= 0 ? a / b : -((-a + b - 1) / b) }

/// Days since 1970-01-01 and proleptic Gregorian dates (Howard Hinnant's algorithms).
enum Civil {
    static func days(year: Int, month: Int, day: Int) -> Int64 {
        let y = Int64(month <= 2 ? year - 1 : year)
        let era = floorDivide(y, 400)
        let yoe = y - era * 400
        let m = Int64(month), d = Int64(day)
        let doy = (153 * (m > 2 ? m - 3 : m + 9) + 2) / 5 + d - 1
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
        return era * 146_097 + doe - 719_468
    }

    static func date(days: Int64) -> (year: Int, month: Int, day: Int) {
        let z = days + 719_468
        let era = floorDivide(z, 146_097)
        let doe = z - era * 146_097
        let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
        let mp = (5 * doy + 2) / 153
        let d = doy - (153 * mp + 2) / 5 + 1
        let m = mp < 10 ? mp + 3 : mp - 9
        return (Int(yoe + era * 400 + (m <= 2 ? 1 : 0)), Int(m), Int(d))
    }

    /// 0 = Monday … 6 = Sunday. 1970-01-01 was a Thursday.
    static func weekday(days: Int64) -> Int { Int(floorDivide(days + 3, 7) * -7 + days + 3) }

    static func isLeap(_ y: Int) -> Bool { y % 4 == 0 && (y % 100 != 0 || y % 400 == 0) }
}

/// A POSIX TZ rule (`CET-1CEST,M3.5.0,M10.5.0/3`): standard time, and daylight saving time
/// between two yearly dates, as TZif footers and the TZ variable write it.
struct PosixRule: Sendable {
    /// Seconds east of UTC (the text writes west as positive).
    let standard: Int
    let daylight: Int?
    let start: DateRule?, end: DateRule?
    /// Seconds after local midnight (standard time for the start, daylight time for the end);
    /// -167 h … 167 h in version 3 files.
    let startTime: Int, endTime: Int

    enum DateRule: Sendable {
        /// Jn: day 1…365, February 29 never counted.
        case julian(Int)
        /// n: day 0…365, counting February 29.
        case zeroBased(Int)
        /// Mm.w.d: weekday d (0 = Sunday) of week w (5 = last) of month m.
        case monthWeek(month: Int, week: Int, weekday: Int)

        /// Days since 1970 of this date in `year`.
        func days(in year: Int) -> Int64 {
            let january1 = Civil.days(year: year, month: 1, day: 1)
            switch self {
            case .julian(let n): return january1 + Int64(n - 1) + (Civil.isLeap(year) && n >= 60 ? 1 : 0)
            case .zeroBased(let n): return january1 + Int64(n)
            case .monthWeek(let month, let week, let weekday):
                let first = Civil.days(year: year, month: month, day: 1)
                // Civil.weekday counts from Monday; POSIX from Sunday.
                let firstWeekday = (Civil.weekday(days: first) + 1) % 7
                var day = first + Int64((weekday - firstWeekday + 7) % 7) + Int64(7 * (week - 1))
                let nextMonth = month == 12 ? Civil.days(year: year + 1, month: 1, day: 1) : Civil.days(year: year, month: month + 1, day: 1)
                while day >= nextMonth { day -= 7 }
                return day
            }
        }
    }

    init?(_ text: String) {
        var s = Substring(text)
        func zoneName() -> Bool {
            if s.first == "<" {
                guard let close = s.firstIndex(of: ">") else { return false }
                s = s[s.index(after: close)...]
                return true
            }
            let letters = s.prefix { $0.isASCII && $0.isLetter }
            guard letters.count >= 3 else { return false }
            s = s.dropFirst(letters.count)
            return true
        }
        /// `[+-]hh[:mm[:ss]]` in seconds; hours up to `maxHours`.
        func time(maxHours: Int) -> Int? {
            var sign = 1
            if s.first == "+" || s.first == "-" {
                if s.first == "-" { sign = -1 }
                s = s.dropFirst()
            }
            var parts: [Int] = []
            while parts.count < 3 {
                let digits = s.prefix { $0.isASCII && $0.isNumber }
                guard !digits.isEmpty, digits.count <= 3, let value = Int(digits) else { return nil }
                parts.append(value)
                s = s.dropFirst(digits.count)
                guard s.first == ":" else { break }
                s = s.dropFirst()
            }
            guard parts[0] <= maxHours, parts.dropFirst().allSatisfy({ $0 < 60 }) else { return nil }
            return sign * (parts[0] * 3600 + (parts.count > 1 ? parts[1] * 60 : 0) + (parts.count > 2 ? parts[2] : 0))
        }
        func number() -> Int? {
            let digits = s.prefix { $0.isASCII && $0.isNumber }
            guard !digits.isEmpty, digits.count <= 3, let value = Int(digits) else { return nil }
            s = s.dropFirst(digits.count)
            return value
        }
        func date() -> DateRule? {
            if s.first == "J" {
                s = s.dropFirst()
                guard let n = number(), (1...365).contains(n) else { return nil }
                return .julian(n)
            }
            if s.first == "M" {
                s = s.dropFirst()
                guard let m = number(), (1...12).contains(m), s.first == "." else { return nil }
                s = s.dropFirst()
                guard let w = number(), (1...5).contains(w), s.first == "." else { return nil }
                s = s.dropFirst()
                guard let d = number(), (0...6).contains(d) else { return nil }
                return .monthWeek(month: m, week: w, weekday: d)
            }
            guard let n = number(), (0...365).contains(n) else { return nil }
            return .zeroBased(n)
        }
        guard zoneName(), let west = time(maxHours: 24) else { return nil }
        standard = -west
        guard !s.isEmpty else {
            daylight = nil
            start = nil
            end = nil
            startTime = 0
            endTime = 0
            return
        }
        guard zoneName() else { return nil }
        if s.first != ",", !s.isEmpty {
            guard let dstWest = time(maxHours: 24) else { return nil }
            daylight = -dstWest
        } else {
            daylight = standard + 3600
        }
        if s.isEmpty {
            // No dates: the US rules, as glibc assumes.
            start = .monthWeek(month: 3, week: 2, weekday: 0)
            end = .monthWeek(month: 11, week: 1, weekday: 0)
            startTime = 7200
            endTime = 7200
            return
        }
        guard s.first == "," else { return nil }
        s = s.dropFirst()
        guard let startDate = date() else { return nil }
        var t1 = 7200, t2 = 7200
        if s.first == "/" {
            s = s.dropFirst()
            guard let t = time(maxHours: 167) else { return nil }
            t1 = t
        }
        guard s.first == "," else { return nil }
        s = s.dropFirst()
        guard let endDate = date() else { return nil }
        if s.first == "/" {
            s = s.dropFirst()
            guard let t = time(maxHours: 167) else { return nil }
            t2 = t
        }
        guard s.isEmpty else { return nil }
        start = startDate
        end = endDate
        startTime = t1
        endTime = t2
    }

    func offset(at instant: Int64) -> Int {
        guard let daylight, let start, let end else { return standard }
        let year = Civil.date(days: floorDivide(instant, 86_400)).year
        // The switch to daylight time happens at startTime of standard time; back at endTime
        // of daylight time.
        let on = start.days(in: year) * 86_400 + Int64(startTime) - Int64(standard)
        let off = end.days(in: year) * 86_400 + Int64(endTime) - Int64(daylight)
        let inDaylight = on < off ? (instant >= on && instant < off) : !(instant >= off && instant < on)
        return inDaylight ? daylight : standard
    }
}
