// CalendarEventTests: RFC 5545's example events, durations and time zones, zxing's test events,
// and what is refused.
import Content
import Language
import Testing

@Suite struct CalendarEventTests {
    func parse(_ text: String) throws -> CalendarEvent? {
        try CalendarEvent.parse(PersonalFixtures.payload(text), context: PersonalFixtures.context)
    }

    /// Lines joined with CRLF, as RFC 5545 writes them.
    func lines(_ lines: String...) -> String { lines.joined(separator: "\r\n") + "\r\n" }

    /// A VEVENT holding `properties`.
    func event(_ properties: String...) -> String { (["BEGIN:VEVENT"] + properties + ["END:VEVENT"]).joined(separator: "\r\n") }

    @Test func theConferenceOfRFC5545() throws {
        // RFC 5545 4, first example: folded lines, escaped newlines and comma.
        let text = lines(
            "BEGIN:VCALENDAR", "PRODID:-//xyz Corp//NONSGML PDA Calendar Version 1.0//EN", "VERSION:2.0", "BEGIN:VEVENT", "DTSTAMP:19960704T120000Z",
            "UID:uid1@example.com", "ORGANIZER:mailto:jsmith@example.com", "DTSTART:19960918T143000Z", "DTEND:19960920T220000Z", "STATUS:CONFIRMED",
            "CATEGORIES:CONFERENCE", "SUMMARY:Networld+Interop Conference", "DESCRIPTION:Networld+Interop Conference",
            "  and Exhibit\\nAtlanta World Congress Center\\n", " Atlanta\\, Georgia", "END:VEVENT", "END:VCALENDAR")
        let conference = try #require(try parse(text))
        let description = "Networld+Interop Conference and Exhibit\nAtlanta World Congress Center\nAtlanta, Georgia"
        #expect(
            PersonalFixtures.same(
                conference.fields,
                [
                    ("summary", .string("Networld+Interop Conference")), ("start", .string("1996-09-18T14:30:00Z")),
                    ("end", .string("1996-09-20T22:00:00Z")), ("description", .string(description)),
                ]))
        #expect(
            conference.card.english
                == WordedCard(
                    title: "Event",
                    main: [.init("What", "Networld+Interop Conference"), .init("When", "Sep 18, 1996 14:30 – Sep 20, 1996 22:00 UTC")],
                    details: [.init("Details", description)]))
        #expect(CalendarEvent.typeName == "event")
    }

    @Test func theMeetingInNewYorkTime() throws {
        // RFC 5545 4, second example: a VTIMEZONE (whose DTSTARTs are not the event's) and TZID times.
        let text = lines(
            "BEGIN:VCALENDAR", "PRODID:-//RDU Software//NONSGML HandCal//EN", "VERSION:2.0", "BEGIN:VTIMEZONE", "TZID:America/New_York",
            "BEGIN:STANDARD", "DTSTART:19981025T020000", "TZOFFSETFROM:-0400", "TZOFFSETTO:-0500", "TZNAME:EST", "END:STANDARD", "BEGIN:DAYLIGHT",
            "DTSTART:19990404T020000", "TZOFFSETFROM:-0500", "TZOFFSETTO:-0400", "TZNAME:EDT", "END:DAYLIGHT", "END:VTIMEZONE", "BEGIN:VEVENT",
            "DTSTAMP:19980309T231000Z", "UID:guid-1.example.com", "ORGANIZER:mailto:mrbig@example.com",
            "ATTENDEE;RSVP=TRUE;ROLE=REQ-PARTICIPANT;CUTYPE=GROUP:", " mailto:employee-A@example.com", "DESCRIPTION:Project XYZ Review Meeting",
            "CATEGORIES:MEETING", "CLASS:PUBLIC", "CREATED:19980309T130000Z", "SUMMARY:XYZ Project Review",
            "DTSTART;TZID=America/New_York:19980312T083000", "DTEND;TZID=America/New_York:19980312T093000", "LOCATION:1CP Conference Room 4350",
            "END:VEVENT", "END:VCALENDAR")
        let meeting = try #require(try parse(text))
        #expect(
            PersonalFixtures.same(
                meeting.fields,
                [
                    ("summary", .string("XYZ Project Review")), ("start", .string("1998-03-12T08:30:00")), ("end", .string("1998-03-12T09:30:00")),
                    ("timeZone", .string("America/New_York")), ("location", .string("1CP Conference Room 4350")),
                    ("description", .string("Project XYZ Review Meeting")),
                ]))
        #expect(
            meeting.card.english
                == WordedCard(
                    title: "Event",
                    main: [
                        .init("What", "XYZ Project Review"), .init("When", "Mar 12, 1998 08:30–09:30 (America/New_York)"),
                        .init("Where", "1CP Conference Room 4350"),
                    ],
                    details: [.init("Details", "Project XYZ Review Meeting")]))
    }

    @Test func otherExamplesOfRFC5545() throws {
        // Section 4, third example: a METHOD, and a description folded after an escaped newline.
        let planning = try #require(
            try parse(
                lines(
                    "BEGIN:VCALENDAR", "METHOD:xyz", "VERSION:2.0", "PRODID:-//ABC Corporation//NONSGML My Product//EN", "BEGIN:VEVENT",
                    "DTSTAMP:19970324T120000Z", "SEQUENCE:0", "UID:uid3@example.com", "ORGANIZER:mailto:jdoe@example.com",
                    "ATTENDEE;RSVP=TRUE:mailto:jsmith@example.com", "DTSTART:19970324T123000Z", "DTEND:19970324T210000Z",
                    "CATEGORIES:MEETING,PROJECT", "CLASS:PUBLIC", "SUMMARY:Calendaring Interoperability Planning Meeting",
                    "DESCRIPTION:Discuss how we can test c&s interoperability\\n", " using iCalendar and other IETF standards.", "LOCATION:LDB Lobby",
                    "ATTACH;FMTTYPE=application/postscript:ftp://example.com/pub/", " conf/bkgrnd.ps", "END:VEVENT", "END:VCALENDAR")))
        #expect(planning.description == "Discuss how we can test c&s interoperability\nusing iCalendar and other IETF standards.")
        #expect(Wording.english(planning.when) == "Mar 24, 1997 12:30–21:00 UTC" && planning.location == "LDB Lobby")
        // Section 3.6.1: a multi-day festival, DTEND the day after its last.
        let festival = try #require(
            try parse(
                event(
                    "UID:20070423T123432Z-541111@example.com", "DTSTAMP:20070423T123432Z", "DTSTART;VALUE=DATE:20070628", "DTEND;VALUE=DATE:20070709",
                    "SUMMARY:Festival International de Jazz de Montreal", "TRANSP:TRANSPARENT")))
        #expect(festival.start.iso8601 == "2007-06-28" && festival.end?.iso8601 == "2007-07-09")
        #expect(Wording.english(festival.when) == "Jun 28, 2007 – Jul 8, 2007")
        // Section 3.6.1: an anniversary, a date with no end.
        let anniversary = try #require(
            try parse(
                event(
                    "UID:19970901T130000Z-123403@example.com", "DTSTAMP:19970901T130000Z", "DTSTART;VALUE=DATE:19971102",
                    "SUMMARY:Our Blissful Anniversary", "TRANSP:TRANSPARENT", "CLASS:CONFIDENTIAL",
                    "CATEGORIES:ANNIVERSARY,PERSONAL,SPECIAL OCCASION",
                    "RRULE:FREQ=YEARLY")))
        #expect(anniversary.end == nil && Wording.english(anniversary.when) == "Nov 2, 1997")
        #expect(PersonalFixtures.same(anniversary.fields, [("summary", .string("Our Blissful Anniversary")), ("start", .string("1997-11-02"))]))
        // Section 3.6.1: an evening class crossing midnight.
        let laurel = try #require(
            try parse(event("DTSTART:19970401T163000Z", "DTEND:19970402T010000Z", "SUMMARY:Laurel is in sensitivity awareness class.")))
        #expect(Wording.english(laurel.when) == "Apr 1, 1997 16:30 – Apr 2, 1997 01:00 UTC")
    }

    @Test func durations() throws {
        // RFC 5545 3.3.6's examples.
        let long = try #require(try parse(event("DTSTART:19970101T000000Z", "DURATION:P15DT5H0M20S")))
        #expect(long.duration?.totalDays == 15 && long.duration?.timeSeconds == 5 * 3_600 + 20 && long.end?.iso8601 == "1997-01-16T05:00:20Z")
        #expect(try parse(event("DTSTART;VALUE=DATE:19970317", "DURATION:P7W"))?.end?.iso8601 == "1997-05-05")
        // zxing's duration tests: days first, then the time.
        #expect(try parse(event("DTSTART:20080504T123456Z", "DURATION:P1D"))?.end?.iso8601 == "2008-05-05T12:34:56Z")
        #expect(try parse(event("DTSTART:20080504T123456Z", "DURATION:P1DT2H3M4S"))?.end?.iso8601 == "2008-05-05T14:38:00Z")
        #expect(try parse(event("DTSTART:20081231T230000", "DURATION:PT2H"))?.end?.iso8601 == "2009-01-01T01:00:00")
        #expect(try parse(event("DTSTART:20080229T120000Z", "DURATION:+PT30M"))?.when.english == "Feb 29, 2008 12:00–12:30 UTC")
    }

    @Test func zxingsTestEvents() throws {
        // A VEVENT alone, LF line ends, a TZID, escaped commas, a description with a folded line.
        let text = [
            "BEGIN:VEVENT", "CREATED:20111109T110351Z", "LAST-MODIFIED:20111109T170034Z", "DTSTAMP:20111109T170034Z",
            "UID:0f6d14ef-6cb7-4484-9080-61447ccdf9c2", "SUMMARY:Summary line", "CATEGORIES:Private", "DTSTART;TZID=Europe/Vienna:20111110T110000",
            "DTEND;TZID=Europe/Vienna:20111110T120000", "LOCATION:Location\\, with\\, escaped\\, commas",
            "DESCRIPTION:Meeting with a friend\\nlook at homepage first\\n\\n", "  \\n", "SEQUENCE:1", "X-MOZ-GENERATION:1", "END:VEVENT",
        ].joined(separator: "\n")
        let meeting = try #require(try parse(text))
        #expect(meeting.start.iso8601 == "2011-11-10T11:00:00" && meeting.start.zone == .named("Europe/Vienna"))
        #expect(meeting.location == "Location, with, escaped, commas")
        // RFC 5545 3.1 drops one white-space character of a folded line: the other stays.
        #expect(meeting.description == "Meeting with a friend\nlook at homepage first\n\n \n")
        #expect(try parse(event("DTSTART:20080504T123456Z", "GEO:-12.345;-45.678"))?.end == nil)
        // A date written without VALUE=DATE is the date it can only be.
        #expect(try parse(event("DTSTART:20111110", "DTEND:20111111"))?.when.english == "Nov 10, 2011")
        // ISO 8601 and RFC 5545 both write the year with four digits.
        #expect(try parse(event("DTSTART:00990704T120000Z"))?.start.iso8601 == "0099-07-04T12:00:00Z")
    }

    @Test func alarmsSeveralEventsAndOtherComponents() throws {
        // A VALARM's DESCRIPTION is the alarm's, not the event's.
        let alarm = try #require(
            try parse(
                lines(
                    "BEGIN:VCALENDAR", "VERSION:2.0", "BEGIN:VEVENT", "DTSTART:19960918T143000Z", "SUMMARY:Networld+Interop Conference",
                    "BEGIN:VALARM", "ACTION:DISPLAY", "DESCRIPTION:REMINDER", "TRIGGER;RELATED=START:-PT15M", "END:VALARM", "END:VEVENT",
                    "END:VCALENDAR")))
        #expect(alarm.description == nil && alarm.summary == "Networld+Interop Conference")
        let two = try #require(
            try parse(
                lines(
                    "BEGIN:VCALENDAR", "VERSION:2.0", "BEGIN:VEVENT", "DTSTART:19970903T163000Z", "SUMMARY:Annual Employee Review", "END:VEVENT",
                    "BEGIN:VEVENT", "DTSTART:19970401T163000Z", "SUMMARY:Laurel is in sensitivity awareness class.", "END:VEVENT", "END:VCALENDAR")))
        #expect(two.summary == "Annual Employee Review" && two.moreEvents == 1)
        #expect(two.card.english.warning == "The code holds 2 events; the first is shown.")
        // RFC 5545 4's to-do: a calendar, but no event.
        let todo = lines(
            "BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//ABC Corporation//NONSGML My Product//EN", "BEGIN:VTODO", "DTSTAMP:19980130T134500Z",
            "DUE:19980415T000000", "SUMMARY:Submit Income Taxes", "END:VTODO", "END:VCALENDAR")
        #expect(try parse(todo) == nil)
        #expect(try parse("BEGIN:VCARD\r\nVERSION:3.0\r\nFN:x\r\nEND:VCARD") == nil)
    }

    @Test func refusals() {
        let cases: [(String, String)] = [
            (event("SUMMARY:x"), "the VEVENT has no DTSTART"),
            (
                event("DTSTART:20080504T123456Z", "DTEND:20080505T123456Z", "DURATION:P1D"),
                "the VEVENT gives both DTEND and DURATION (RFC 5545 3.6.1 allows one)"
            ),
            (
                event("DTSTART:20080504T123456Z", "DTEND:20080503T120000Z"),
                "DTEND 2008-05-03T12:00:00Z is not later than DTSTART 2008-05-04T12:34:56Z (RFC 5545 3.8.2.2)"
            ),
            // zxing's all-day test ends where it starts.
            (
                event("DTSTART;VALUE=DATE:20111110", "DTEND;VALUE=DATE:20111110"),
                "DTEND 2011-11-10 is not later than DTSTART 2011-11-10 (RFC 5545 3.8.2.2)"
            ),
            (
                event("DTSTART;VALUE=DATE:20111110", "DTEND:20111110T120000Z"),
                "DTEND is not of DTSTART's value type, date or date-time (RFC 5545 3.8.2.2)"
            ),
            (
                event("DTSTART:20080504T120000", "DTEND:20080504T130000Z"),
                "DTEND and DTSTART must both be local times, or neither (RFC 5545 3.8.2.2)"
            ),
            (event("DTSTART:20080231T120000Z"), "DTSTART “20080231T120000Z” is not a date (YYYYMMDD, RFC 5545 3.3.4)"),
            (event("DTSTART:20080504T250000Z"), "DTSTART “20080504T250000Z” is not a time of day (RFC 5545 3.3.12)"),
            (event("DTSTART:20080504T1200"), "DTSTART “20080504T1200” is not a date-time (YYYYMMDDTHHMMSS, Z for UTC, RFC 5545 3.3.5)"),
            (event("DTSTART;TZID=Europe/Vienna:20080504T120000Z"), "DTSTART gives a TZID with a UTC time (RFC 5545 3.2.19)"),
            (event("DTSTART;TZID=Europe/Vienna:20080504"), "DTSTART gives a TZID with a date, which takes none (RFC 5545 3.2.19)"),
            (event("DTSTART;VALUE=DATE:20080504T120000"), "DTSTART is VALUE=DATE but gives a time (RFC 5545 3.3.4)"),
            (
                event("DTSTART:20080504T120000Z", "DURATION:PT1H30S"),
                "DURATION “PT1H30S” is not an RFC 5545 duration (P7W, P1D, PT1H30M, P15DT5H0M20S)"
            ),
            (event("DTSTART:20080504T120000Z", "DURATION:P1Y"), "DURATION “P1Y” is not an RFC 5545 duration (P7W, P1D, PT1H30M, P15DT5H0M20S)"),
            (event("DTSTART:20080504T120000Z", "DURATION:-PT1H"), "DURATION -PT1H is not a positive duration (RFC 5545 3.8.2.5)"),
            (
                event("DTSTART;VALUE=DATE:20080504", "DURATION:PT1H"),
                "DURATION PT1H has a time but DTSTART is a date: it takes days or weeks (RFC 5545 3.8.2.5)"
            ),
            (event("DTSTART:20080504T120000Z", "SUMMARY:a", "SUMMARY:b"), "SUMMARY appears twice in the VEVENT (RFC 5545 3.6.1 allows it once)"),
            ("BEGIN:VEVENT\r\nDTSTART:20080504T120000Z", "no END:VEVENT: the code may be cut short"),
            ("BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nDTSTART:20080504T120000Z\r\nEND:VEVENT", "no END:VCALENDAR: the code may be cut short"),
            (
                "BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nDTSTART:20080504T120000Z\r\nEND:VCALENDAR",
                "END:VCALENDAR where BEGIN:VEVENT is open (RFC 5545 3.4)"
            ),
            (
                "BEGIN:VCALENDAR\r\nVERSION:1.0\r\nBEGIN:VEVENT\r\nDTSTART:19960401T033000Z\r\nEND:VEVENT\r\nEND:VCALENDAR",
                "VERSION:1.0 is not iCalendar 2.0 (RFC 5545 3.7.4; 1.0 was vCalendar)"
            ),
            (
                "BEGIN:VCALENDAR\r\nBEGIN:VTODO\r\nBEGIN:VEVENT\r\nEND:VEVENT\r\nEND:VTODO\r\nEND:VCALENDAR",
                "a VEVENT inside VTODO: events stand in the calendar itself (RFC 5545 3.6.1)"
            ),
            (event("DTSTART:20080504T120000Z", "garbage"), "“garbage” is not an iCalendar line (NAME:value, RFC 5545 3.1)"),
            (event("DTSTART:20080504T120000Z") + "\r\nX-AFTER:y", "“X-AFTER:y” after the calendar's END"),
        ]
        for (text, reason) in cases {
            #expect(throws: ContentRefusal(reason), "\(text)") { try parse(text) }
        }
    }
}
