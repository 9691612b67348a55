// QuietHours: a daily range of local time during which the kiosk makes no sound ("22:00-07:00",
// across midnight when it ends before it starts).
import Glibc

/// `22:00-07:00`: from 22:00 (included) to 07:00 (excluded), every day, local time.
public struct QuietHours: Sendable, Equatable, CustomStringConvertible {
    /// Minutes after midnight, 0 to 1439.
    public let start: Int
    public let end: Int

    public init(start: Int, end: Int) {
        self.start = start
        self.end = end
    }

    /// Reads `HH:MM-HH:MM` (24-hour clock; `7:00` and `07:00` alike); a range that starts where
    /// it ends is refused (all day or never: say `sound off` instead).
    public init(parsing text: String) throws(QuietHoursError) {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 2 else { throw QuietHoursError("expected a time range such as 22:00-07:00, got '\(text)'") }
        let start = try Self.minutes(String(parts[0]), in: text)
        let end = try Self.minutes(String(parts[1]), in: text)
        guard start != end else { throw QuietHoursError("'\(text)' starts where it ends: give a range such as 22:00-07:00") }
        self.init(start: start, end: end)
    }

    private static func minutes(_ part: String, in text: String) throws(QuietHoursError) -> Int {
        let time = part.filter { $0 != " " && $0 != "\t" }
        let fields = time.split(separator: ":", omittingEmptySubsequences: false)
        guard fields.count == 2, (1...2).contains(fields[0].count), fields[1].count == 2,
            fields.allSatisfy({ $0.allSatisfy { $0.isASCII && $0.isNumber } }), let hour = Int(fields[0]), let minute = Int(fields[1])
        else { throw QuietHoursError("expected a time range such as 22:00-07:00, got '\(text)'") }
        guard hour < 24, minute < 60 else { throw QuietHoursError("'\(time)' in '\(text)' is not a time of day (00:00 to 23:59)") }
        return hour * 60 + minute
    }

    /// Whether `minute` (after midnight) is quiet.
    public func contains(minute: Int) -> Bool {
        start < end ? (start..<end).contains(minute) : minute >= start || minute < end
    }

    public var description: String { Self.clock(start) + "-" + Self.clock(end) }

    private static func clock(_ minutes: Int) -> String {
        let hour = minutes / 60
        let minute = minutes % 60
        return (hour < 10 ? "0" : "") + String(hour) + ":" + (minute < 10 ? "0" : "") + String(minute)
    }

    /// Minutes after local midnight now (the time zone of /etc/localtime or TZ).
    public static func localMinute() -> Int {
        var now = time(nil)
        var parts = tm()
        guard localtime_r(&now, &parts) != nil else { return 0 }
        return Int(parts.tm_hour) * 60 + Int(parts.tm_min)
    }
}

public struct QuietHoursError: Error, CustomStringConvertible, Equatable, Sendable {
    public let description: String
    init(_ description: String) { self.description = description }
}
