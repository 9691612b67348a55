// CalendarDateTests: days that exist, month ends, days of the year, days since 1970, ages.
import Content
import Testing

@Suite struct CalendarDateTests {
    @Test func onlyDaysThatExist() {
        #expect(CalendarDate(year: 2024, month: 2, day: 29) != nil)
        #expect(CalendarDate(year: 2026, month: 2, day: 29) == nil)
        #expect(CalendarDate(year: 2026, month: 4, day: 31) == nil && CalendarDate(year: 2026, month: 13, day: 1) == nil)
        #expect(CalendarDate.endOfMonth(year: 2100, month: 2) == CalendarDate(year: 2100, month: 2, day: 28))
        #expect(CalendarDate.endOfMonth(year: 2000, month: 2) == CalendarDate(year: 2000, month: 2, day: 29))
    }

    @Test func daysOfTheYear() {
        #expect(CalendarDate(year: 2026, dayOfYear: 1) == CalendarDate(year: 2026, month: 1, day: 1))
        #expect(CalendarDate(year: 2024, dayOfYear: 60) == CalendarDate(year: 2024, month: 2, day: 29))
        #expect(CalendarDate(year: 2026, dayOfYear: 365) == CalendarDate(year: 2026, month: 12, day: 31))
        #expect(CalendarDate(year: 2026, dayOfYear: 366) == nil && CalendarDate(year: 2026, dayOfYear: 0) == nil)
    }

    @Test func daysSince1970BothWays() {
        #expect(CalendarDate(daysSince1970: 0) == CalendarDate(year: 1970, month: 1, day: 1))
        #expect(CalendarDate(daysSince1970: -1) == CalendarDate(year: 1969, month: 12, day: 31))
        #expect(CalendarDate(secondsSince1970: 1_795_000_000) == CalendarDate(year: 2026, month: 11, day: 18))
        for days in stride(from: -800_000, through: 800_000, by: 997) {
            #expect(CalendarDate(daysSince1970: days).daysSince1970 == days)
        }
    }

    @Test func agesCountWholeYears() throws {
        let birth = try #require(CalendarDate(year: 2008, month: 12, day: 3))
        #expect(birth.years(until: try #require(CalendarDate(year: 2026, month: 12, day: 2))) == 17)
        #expect(birth.years(until: try #require(CalendarDate(year: 2026, month: 12, day: 3))) == 18)
        #expect(try #require(CalendarDate(year: 2026, month: 7, day: 31)).spelled == "31 Jul 2026")
        #expect(try #require(CalendarDate(year: 2026, month: 7, day: 1)).description == "2026-07-01")
        #expect(CalendarDate(iso8601: "2026-07-01") == CalendarDate(year: 2026, month: 7, day: 1))
        for bad in ["2026-7-01", "2026-02-30", "20260701", "2026-07-01T00:00", "２０２６-07-01", ""] {
            #expect(CalendarDate(iso8601: bad) == nil, "\(bad)")
        }
    }
}
