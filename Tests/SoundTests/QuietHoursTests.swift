// QuietHoursTests: the range read from `22:00-07:00`, across midnight or within a day, and what
// is refused.
import Sound
import Testing

@Suite struct QuietHoursTests {
    func minute(_ hour: Int, _ minute: Int) -> Int { hour * 60 + minute }

    @Test func aNightRangeRunsAcrossMidnight() throws {
        let night = try QuietHours(parsing: "22:00-07:00")
        #expect(night == QuietHours(start: 1320, end: 420) && night.description == "22:00-07:00")
        for (hour, min) in [(22, 0), (23, 59), (0, 0), (3, 30), (6, 59)] { #expect(night.contains(minute: minute(hour, min)), "\(hour):\(min)") }
        for (hour, min) in [(7, 0), (12, 0), (21, 59)] { #expect(!night.contains(minute: minute(hour, min)), "\(hour):\(min)") }
    }

    @Test func aDayRangeStaysWithinTheDay() throws {
        let lunch = try QuietHours(parsing: " 7:05 - 13:30 ")
        #expect(lunch.description == "07:05-13:30")
        #expect(lunch.contains(minute: minute(7, 5)) && lunch.contains(minute: minute(13, 29)))
        #expect(!lunch.contains(minute: minute(7, 4)) && !lunch.contains(minute: minute(13, 30)) && !lunch.contains(minute: minute(23, 0)))
    }

    @Test func badRangesAreRefusedSayingWhy() {
        func refusal(_ text: String) -> String? {
            do {
                _ = try QuietHours(parsing: text)
                return nil
            } catch { return error.description }
        }
        #expect(refusal("25:00-07:00") == "'25:00' in '25:00-07:00' is not a time of day (00:00 to 23:59)")
        #expect(refusal("22:60-07:00") == "'22:60' in '22:60-07:00' is not a time of day (00:00 to 23:59)")
        #expect(refusal("22:00") == "expected a time range such as 22:00-07:00, got '22:00'")
        #expect(refusal("22-7") == "expected a time range such as 22:00-07:00, got '22-7'")
        #expect(refusal("22:00-07:00-08:00") == "expected a time range such as 22:00-07:00, got '22:00-07:00-08:00'")
        #expect(refusal("-1:00-07:00") == "expected a time range such as 22:00-07:00, got '-1:00-07:00'")
        #expect(refusal("08:00-08:00") == "'08:00-08:00' starts where it ends: give a range such as 22:00-07:00")
    }
}
