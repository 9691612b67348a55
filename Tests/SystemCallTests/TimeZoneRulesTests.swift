// TimeZoneRulesTests: offsets read from the tz database agree with Foundation's (ICU's) over
// 1970-2099, the POSIX footer agrees with the file's own table, and wall times in the hour
// skipped or repeated at a DST change resolve to the instants a person would expect.
import Foundation
import SystemCall
import Testing

@Suite struct TimeZoneRulesTests {
    static let zones = ["Europe/Berlin", "America/New_York", "Australia/Sydney", "Asia/Kolkata", "America/Sao_Paulo", "Europe/London", "UTC"]

    @Test(arguments: zones) func offsetsAgreeWithFoundation(_ zone: String) throws {
        let rules = try TimeZoneRules.named(zone)
        let foundation = try #require(TimeZone(identifier: zone))
        // Every ~5.3 days from 1971 to 2099: beyond 2037 the footer rule answers.
        var t: Int64 = 31_536_000
        while t < 4_102_444_800 {
            let expected = foundation.secondsFromGMT(for: Date(timeIntervalSince1970: Double(t)))
            #expect(rules.offset(at: t) == expected, "\(zone) at \(t)")
            t += 457_213
        }
    }

    @Test func footerRuleAgreesWithTheTable() throws {
        for (zone, rule) in [("Europe/Berlin", "CET-1CEST,M3.5.0,M10.5.0/3"), ("America/New_York", "EST5EDT,M3.2.0,M11.1.0")] {
            let table = try TimeZoneRules.named(zone), footer = try TimeZoneRules.posix(rule)
            // Hourly over 2020-2036: every transition is in both.
            var t: Int64 = 1_577_836_800
            while t < 2_114_380_800 {
                #expect(table.offset(at: t) == footer.offset(at: t), "\(zone) at \(t)")
                t += 3600
            }
        }
        let sydney = try TimeZoneRules.posix("<+10>-10<+11>,M10.1.0,M4.1.0/3")
        #expect(sydney.offset(at: 1_767_225_600) == 11 * 3600)  // 2026-01-01: summer
        #expect(sydney.offset(at: 1_782_864_000) == 10 * 3600)  // 2026-07-01: winter
    }

    @Test func wallClockAndWeekday() throws {
        let berlin = try TimeZoneRules.named("Europe/Berlin")
        // 2026-03-29 00:59:59 UTC is 01:59:59 CET; a second later it is 03:00:00 CEST.
        #expect(berlin.wallClock(at: 1_774_745_999).description == "2026-03-29 01:59:59")
        #expect(berlin.wallClock(at: 1_774_746_000).description == "2026-03-29 03:00:00")
        #expect(berlin.wallClock(at: 1_774_746_000).weekday == 6)  // Sunday
        #expect(TimeZoneRules.utc.wallClock(at: 0).weekday == 3)  // 1970-01-01, a Thursday
        #expect(TimeZoneRules.utc.wallClock(at: -1).description == "1969-12-31 23:59:59")
    }

    @Test func skippedAndRepeatedWallTimes() throws {
        let berlin = try TimeZoneRules.named("Europe/Berlin")
        // Spring forward, 2026-03-29: 02:30 is never shown; it resolves to the jump (01:00 UTC).
        #expect(berlin.instant(year: 2026, month: 3, day: 29, secondOfDay: 9000) == 1_774_746_000)
        #expect(berlin.instant(year: 2026, month: 3, day: 29, secondOfDay: 9000, latest: true) == 1_774_746_000)
        // Fall back, 2026-10-25: 02:30 is shown at 00:30 UTC (CEST) and again at 01:30 UTC (CET).
        #expect(berlin.instant(year: 2026, month: 10, day: 25, secondOfDay: 9000) == 1_792_888_200)
        #expect(berlin.instant(year: 2026, month: 10, day: 25, secondOfDay: 9000, latest: true) == 1_792_891_800)
        // The end of a day is the next midnight.
        #expect(berlin.instant(year: 2026, month: 3, day: 28, secondOfDay: 86_400) == berlin.instant(year: 2026, month: 3, day: 29, secondOfDay: 0))
        let newYork = try TimeZoneRules.named("America/New_York")
        // 2026-03-08 02:30 EST never happens: the jump at 07:00 UTC.
        #expect(newYork.instant(year: 2026, month: 3, day: 8, secondOfDay: 9000) == 1_772_953_200)
    }

    @Test func refusesBadNamesAndFiles() throws {
        #expect(throws: TimeZoneError.self) { try TimeZoneRules.named("../../etc/passwd") }
        #expect(throws: TimeZoneError.self) { try TimeZoneRules.named("Mars/Olympus") }
        #expect(throws: TimeZoneError.self) { try TimeZoneRules.named("") }
        #expect(throws: TimeZoneError.self) { try TimeZoneRules.posix("nonsense") }
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("not-a-zone-\(getpid())").path
        try Data("TZif2 but nothing more".utf8).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(throws: TimeZoneError.self) { try TimeZoneRules.file(path, name: "broken") }
    }
}
