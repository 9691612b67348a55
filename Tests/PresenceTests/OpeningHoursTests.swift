// OpeningHoursTests: the schedule's text and its errors; open or closed, and the next change,
// across midnight, the end of the week and DST changes in Berlin and New York (zones given
// explicitly, never the machine's); and nextChange against a minute-by-minute walk.
import Presence
import SystemCall
import TestSupport
import Testing
import Wire

/// `2026-03-29T01:30:00+01:00` as seconds since 1970.
private func at(_ text: String) -> Int64 { Int64(ISO8601Time.seconds(text)!) }

@Suite struct OpeningHoursTests {
    let berlin = try! TimeZoneRules.named("Europe/Berlin")
    let newYork = try! TimeZoneRules.named("America/New_York")

    @Test func readsAndWritesTheText() throws {
        #expect(try OpeningHours.parse("Mon-Fri 08:00-20:00; Sat 09:00-14:00").description == "Mon-Fri 08:00-20:00; Sat 09:00-14:00")
        #expect(
            try OpeningHours.parse(" mon , wed 8:00-12:00, 14:00 - 18:00 ;").description == "Mon 08:00-12:00,14:00-18:00; Wed 08:00-12:00,14:00-18:00"
        )
        #expect(try OpeningHours.parse("Fri-Mon 10:00-24:00").description == "Mon 10:00-24:00; Fri-Sun 10:00-24:00")
        #expect(try OpeningHours.parse("Friday 18:00-02:00").description == "Fri 18:00-02:00")
        #expect(try OpeningHours.parse("Sat,Sun 22:00-00:00").description == "Sat,Sun 22:00-24:00")
        #expect(try OpeningHours.parse("Mon–Fri 08:00–20:00").description == "Mon-Fri 08:00-20:00")
        #expect(try OpeningHours.parse("Always") == .always)
        #expect(try OpeningHours.parse("never") == .never)
        #expect(try OpeningHours.parse("Mon-Sun 00:00-24:00") == .always)
        #expect(try OpeningHours.parse("Sat 09:00-14:00").spans[5] == [OpeningHours.Span(start: 540, end: 840)])
        #expect(try OpeningHours.parse("Sun 22:00-02:00").spans[6] == [OpeningHours.Span(start: 1320, end: 1560)])
    }

    @Test func namesTheBadPart() {
        let cases: [(String, String)] = [
            ("Mo-Fr 08:00-20:00", "'Mo' is not a day (Mon…Sun)"),
            ("Mon-Fri 08:00-25:00", "'25:00' is not a time (00:00…24:00)"),
            ("Mon-Fri 8-20", "'8' is not a time (00:00…24:00)"),
            ("Mon-Fri", "'Mon-Fri' has no hours (such as 08:00-20:00)"),
            ("08:00-20:00", "'08:00-20:00' names no day (Mon…Sun)"),
            ("Mon 08:00-08:00", "'08:00-08:00' is empty (a whole day is 00:00-24:00)"),
            ("Mon 24:00-02:00", "'24:00-02:00' starts at 24:00 (a day's hours start at 00:00…23:59)"),
            ("Mon 08:00", "'08:00' is not a range of hours (such as 08:00-20:00)"),
            ("Mon,,Tue 08:00-09:00", "'Mon,,Tue' has an empty day in its list"),
            ("Mon-Tue-Wed 08:00-09:00", "'Mon-Tue-Wed' is not a day or a range of days (such as Mon-Fri)"),
            ("always; Mon 08:00-09:00", "'always' stands alone, not beside other rules"),
            ("", "no opening hours (write them as 'Mon-Fri 08:00-20:00; Sat 09:00-14:00', or 'always' or 'never')"),
            (" ; ", "no opening hours (write them as 'Mon-Fri 08:00-20:00; Sat 09:00-14:00', or 'always' or 'never')"),
            ("Mon\u{1}x 08:00-09:00", "'Mon\\u{01}x' is not a day (Mon…Sun)"),
        ]
        for (text, message) in cases {
            do throws(OpeningHoursError) {
                _ = try OpeningHours.parse(text)
                Issue.record("\(text) was read")
            } catch {
                #expect(error.description == message, "\(text)")
            }
        }
    }

    @Test func aWeekInBerlin() throws {
        let hours = try OpeningHours.parse("Mon-Fri 08:00-20:00; Sat 09:00-14:00")
        #expect(!hours.isOpen(at: at("2026-01-09T07:59:59+01:00"), zone: berlin))
        #expect(hours.isOpen(at: at("2026-01-09T08:00:00+01:00"), zone: berlin))
        #expect(!hours.isOpen(at: at("2026-01-09T20:00:00+01:00"), zone: berlin))
        #expect(hours.nextChange(after: at("2026-01-09T07:00:00+01:00"), zone: berlin) == at("2026-01-09T08:00:00+01:00"))
        #expect(hours.nextChange(after: at("2026-01-09T08:00:00+01:00"), zone: berlin) == at("2026-01-09T20:00:00+01:00"))
        // Friday evening: next Saturday morning; Saturday afternoon: Monday morning.
        #expect(hours.nextChange(after: at("2026-01-09T21:00:00+01:00"), zone: berlin) == at("2026-01-10T09:00:00+01:00"))
        #expect(hours.nextChange(after: at("2026-01-10T14:00:00+01:00"), zone: berlin) == at("2026-01-12T08:00:00+01:00"))
        // The same instant is another local time in New York: closed there at 08:00 Berlin.
        #expect(!hours.isOpen(at: at("2026-01-09T08:00:00+01:00"), zone: newYork))
    }

    @Test func acrossMidnight() throws {
        let hours = try OpeningHours.parse("Fri 18:00-02:00")
        #expect(hours.isOpen(at: at("2026-01-09T23:59:00+01:00"), zone: berlin))
        #expect(hours.isOpen(at: at("2026-01-10T01:59:59+01:00"), zone: berlin))  // Saturday, Friday's opening
        #expect(!hours.isOpen(at: at("2026-01-10T02:00:00+01:00"), zone: berlin))
        #expect(!hours.isOpen(at: at("2026-01-09T01:00:00+01:00"), zone: berlin))  // Friday night is Thursday's: closed
        #expect(hours.nextChange(after: at("2026-01-09T19:00:00+01:00"), zone: berlin) == at("2026-01-10T02:00:00+01:00"))
        #expect(hours.nextChange(after: at("2026-01-10T02:00:00+01:00"), zone: berlin) == at("2026-01-16T18:00:00+01:00"))
    }

    @Test func acrossTheEndOfTheWeek() throws {
        let hours = try OpeningHours.parse("Sun 22:00-02:00")
        #expect(hours.isOpen(at: at("2026-01-12T01:00:00+01:00"), zone: berlin))  // Monday
        #expect(!hours.isOpen(at: at("2026-01-11T21:59:00+01:00"), zone: berlin))
        #expect(hours.nextChange(after: at("2026-01-11T23:00:00+01:00"), zone: berlin) == at("2026-01-12T02:00:00+01:00"))
        #expect(hours.nextChange(after: at("2026-01-12T02:00:00+01:00"), zone: berlin) == at("2026-01-18T22:00:00+01:00"))
        // Openings that touch are one: no change at midnight.
        let joined = try OpeningHours.parse("Mon 00:00-24:00; Tue 00:00-08:00")
        #expect(joined.nextChange(after: at("2026-01-12T12:00:00+01:00"), zone: berlin) == at("2026-01-13T08:00:00+01:00"))
        for unchanging in [
            OpeningHours.always, .never, try OpeningHours.parse("Mon-Sun 00:00-24:00"),
            try OpeningHours.parse("Mon-Sun 12:00-00:00; Mon-Sun 00:00-12:00"),
        ] {
            #expect(unchanging.nextChange(after: at("2026-01-12T12:00:00+01:00"), zone: berlin) == nil)
        }
    }

    @Test func springForwardInBerlin() throws {
        // 2026-03-29: 02:00 CET becomes 03:00 CEST (01:00 UTC); 01:30-02:30 is open half an hour.
        let hours = try OpeningHours.parse("Sun 01:30-02:30")
        #expect(hours.nextChange(after: at("2026-03-29T01:00:00+01:00"), zone: berlin) == at("2026-03-29T01:30:00+01:00"))
        #expect(hours.isOpen(at: at("2026-03-29T01:45:00+01:00"), zone: berlin))
        #expect(hours.nextChange(after: at("2026-03-29T01:45:00+01:00"), zone: berlin) == at("2026-03-29T03:00:00+02:00"))
        #expect(!hours.isOpen(at: at("2026-03-29T03:00:00+02:00"), zone: berlin))
        // A night across the change is an hour shorter: 22:00 CET to 06:00 CEST, seven hours.
        let night = try OpeningHours.parse("Sat 22:00-06:00")
        #expect(night.nextChange(after: at("2026-03-28T21:00:00+01:00"), zone: berlin) == at("2026-03-28T22:00:00+01:00"))
        #expect(night.nextChange(after: at("2026-03-28T22:00:00+01:00"), zone: berlin) == at("2026-03-29T06:00:00+02:00"))
        #expect(at("2026-03-29T06:00:00+02:00") - at("2026-03-28T22:00:00+01:00") == 7 * 3600)
        // Opening in the skipped hour: from the jump.
        let skipped = try OpeningHours.parse("Sun 02:15-04:00")
        #expect(skipped.nextChange(after: at("2026-03-29T00:00:00+01:00"), zone: berlin) == at("2026-03-29T03:00:00+02:00"))
    }

    @Test func fallBackInBerlin() throws {
        // 2026-10-25: 03:00 CEST becomes 02:00 CET (01:00 UTC); 02:30 is shown twice.
        let hours = try OpeningHours.parse("Sun 02:30-03:30")
        #expect(hours.nextChange(after: at("2026-10-25T00:00:00+02:00"), zone: berlin) == at("2026-10-25T02:30:00+02:00"))
        // Open from the first 02:30 to 03:30 CET, two hours, also while the clock shows 02:05 CET.
        #expect(hours.isOpen(at: at("2026-10-25T02:05:00+01:00"), zone: berlin))
        #expect(hours.nextChange(after: at("2026-10-25T02:30:00+02:00"), zone: berlin) == at("2026-10-25T03:30:00+01:00"))
        // A normal night is an hour longer.
        let night = try OpeningHours.parse("Sat 22:00-06:00")
        #expect(night.nextChange(after: at("2026-10-24T23:00:00+02:00"), zone: berlin) == at("2026-10-25T06:00:00+01:00"))
        #expect(at("2026-10-25T06:00:00+01:00") - at("2026-10-24T22:00:00+02:00") == 9 * 3600)
    }

    @Test func daylightSavingInNewYork() throws {
        // 2026-03-08: 02:00 EST becomes 03:00 EDT (07:00 UTC).
        let night = try OpeningHours.parse("Sat 20:00-03:00")
        #expect(night.isOpen(at: at("2026-03-08T01:59:00-05:00"), zone: newYork))
        #expect(night.nextChange(after: at("2026-03-07T21:00:00-05:00"), zone: newYork) == at("2026-03-08T03:00:00-04:00"))
        #expect(!night.isOpen(at: at("2026-03-08T03:00:00-04:00"), zone: newYork))
        // 2026-11-01: 02:00 EDT becomes 01:00 EST (06:00 UTC); 01:00-01:30 is open from its
        // first showing (EDT) to its last (EST).
        let early = try OpeningHours.parse("Sun 01:00-01:30")
        #expect(early.nextChange(after: at("2026-11-01T00:00:00-04:00"), zone: newYork) == at("2026-11-01T01:00:00-04:00"))
        #expect(early.isOpen(at: at("2026-11-01T01:10:00-05:00"), zone: newYork))
        #expect(early.nextChange(after: at("2026-11-01T01:00:00-04:00"), zone: newYork) == at("2026-11-01T01:30:00-05:00"))
    }

    /// For random schedules, over weeks holding a DST change: nextChange is exactly the first
    /// minute at which isOpen differs.
    @Test func nextChangeMatchesAMinuteByMinuteWalk() throws {
        var random = SeededRandom(seed: 30)
        let days = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
        let starts = [at("2026-03-24T00:00:00+01:00"), at("2026-10-20T00:00:00+02:00"), at("2026-03-04T00:00:00-05:00")]
        for round in 0..<12 {
            var rules: [String] = []
            for _ in 0..<Int.random(in: 1...4, using: &random) {
                let day = days[Int.random(in: 0..<7, using: &random)]
                let start = Int.random(in: 0..<96, using: &random) * 15
                var end = Int.random(in: 0...96, using: &random) * 15
                if end == start { end = (start + 60) % 1440 }
                func clock(_ m: Int) -> String { (m / 60 < 10 ? "0" : "") + "\(m / 60):" + (m % 60 < 10 ? "0" : "") + "\(m % 60)" }
                rules.append("\(day) \(clock(start))-\(clock(end))")
            }
            let hours = try OpeningHours.parse(rules.joined(separator: "; "))
            let zone = round % 3 == 2 ? newYork : berlin
            var t = starts[round % 3]
            let end = t + 9 * 86_400
            while t < end {
                let change = hours.nextChange(after: t, zone: zone)
                var walk = t + 60
                let open = hours.isOpen(at: t, zone: zone)
                while walk < t + 8 * 86_400, hours.isOpen(at: walk, zone: zone) == open { walk += 60 }
                #expect(change == (walk < t + 8 * 86_400 ? walk : nil), "\(hours) from \(t)")
                t = change ?? end
            }
        }
    }
}
