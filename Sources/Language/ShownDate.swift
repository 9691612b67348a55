// ShownDate: a calendar date the screen shows, written when it is drawn in the reader's language
// ("Jul 31, 2026", "31.07.2026", "2026/07/31").

/// A Gregorian date (month 1–12), already the place's own day: no time zone is applied.
public struct ShownDate: Sendable, Hashable {
    public let year: Int
    public let month: Int
    public let day: Int

    public init(year: Int, month: Int, day: Int) {
        self.year = year
        self.month = month
        self.day = day
    }
}
