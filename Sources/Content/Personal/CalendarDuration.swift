// CalendarDuration: an iCalendar DURATION value (RFC 5545 3.3.6): weeks, or days and a time, as
// `P15DT5H0M20S` or `P7W` write them.

/// A duration: nominal weeks and days, exact hours, minutes and seconds.
public struct CalendarDuration: Sendable, Equatable {
    public let negative: Bool
    public let weeks: Int
    public let days: Int
    public let hours: Int
    public let minutes: Int
    public let seconds: Int
    /// Whether it is a dur-week or a dur-day without time: the only kinds a DATE may take.
    public let inWholeDays: Bool

    /// Whole days (a week being seven), then the seconds of the time part.
    public var totalDays: Int { weeks * 7 + days }
    public var timeSeconds: Int { hours * 3_600 + minutes * 60 + seconds }
    public var isPositive: Bool { !negative && (totalDays > 0 || timeSeconds > 0) }

    /// dur-value = (["+"] / "-") "P" (dur-date / dur-time / dur-week), with dur-date = dur-day
    /// [dur-time] and dur-time = "T" (hours [minutes [seconds]] / minutes [seconds] / seconds).
    init(_ text: Substring) throws(ContentRefusal) {
        let refusal = ContentRefusal("DURATION “\(text)” is not an RFC 5545 duration (P7W, P1D, PT1H30M, P15DT5H0M20S)")
        var rest = text
        negative = rest.hasPrefix("-")
        if rest.hasPrefix("-") || rest.hasPrefix("+") { rest = rest.dropFirst() }
        guard rest.hasPrefix("P") else { throw refusal }
        rest = rest.dropFirst()
        /// The number before `designator` at the start of `rest`, consumed; nil when `rest`
        /// does not start so.
        func take(_ designator: Character) -> Int? {
            let digits = rest.prefix { $0.isASCII && $0.isNumber }
            guard !digits.isEmpty, digits.count <= 9, rest.dropFirst(digits.count).first == designator else { return nil }
            rest = rest.dropFirst(digits.count + 1)
            return Int(digits)
        }
        var weeks = 0, days = 0, hours = 0, minutes = 0, seconds = 0
        var hasTime = false
        if let value = take("W") {
            weeks = value
        } else {
            var dayGiven = false
            if let value = take("D") {
                days = value
                dayGiven = true
            }
            if rest.hasPrefix("T") {
                rest = rest.dropFirst()
                hasTime = true
                if let value = take("H") {
                    hours = value
                    if let value = take("M") {
                        minutes = value
                        if let value = take("S") { seconds = value }
                    }
                } else if let value = take("M") {
                    minutes = value
                    if let value = take("S") { seconds = value }
                } else if let value = take("S") {
                    seconds = value
                } else {
                    throw refusal
                }
            } else if !dayGiven {
                throw refusal
            }
        }
        guard rest.isEmpty else { throw refusal }
        self.weeks = weeks
        self.days = days
        self.hours = hours
        self.minutes = minutes
        self.seconds = seconds
        inWholeDays = !hasTime
    }
}
