// CalendarEvent: an event a code invites to: an iCalendar VEVENT (RFC 5545), alone or inside a
// VCALENDAR: what, when (with its time zone's name) and where.
import Language
import Wire

/// A VEVENT's summary, start, end and location.
///
/// DTSTAMP and UID, which RFC 5545 requires of a stored event, are not required: a code's event
/// is read to be shown, and neither says anything about it (generators leave them out).
public struct CalendarEvent: ContentKind {
    public static let typeName = "event"

    public let summary: String?
    public let location: String?
    /// Line breaks as LF.
    public let description: String?
    public let start: CalendarDateTime
    /// DTEND, or DTSTART plus DURATION; nil when the event gives neither.
    public let end: CalendarDateTime?
    /// DURATION when the event gives it.
    public let duration: CalendarDuration?
    /// VEVENTs after the first in the same payload; only the first is read.
    public let moreEvents: Int

    public static func parse(_ payload: ContentPayload, context: ContentContext) throws(ContentRefusal) -> CalendarEvent? {
        guard let text = payload.text else { return nil }
        let physical = ContentLine.physicalLines(text)
        let marker: (Substring) -> String = { $0.filter { $0 != " " && $0 != "\t" }.uppercased() }
        guard let first = physical.first(where: { !marker($0).isEmpty }).map(marker), first == "BEGIN:VCALENDAR" || first == "BEGIN:VEVENT" else {
            return nil
        }
        // A calendar holding only to-dos, journal entries or free/busy times is no event.
        guard physical.contains(where: { marker($0) == "BEGIN:VEVENT" }) else { return nil }
        return try CalendarEvent(ContentLine.unfold(physical, keepsFoldingWhitespace: false, softLineBreaks: false))
    }

    init(_ lines: [String]) throws(ContentRefusal) {
        var open: [String] = []
        var closed = false
        var events = 0
        var properties: [String: ContentLine] = [:]
        for line in lines where !line.allSatisfy({ $0 == " " || $0 == "\t" }) {
            guard let property = ContentLine(line[...]) else {
                throw ContentRefusal("“\(line.prefix(40))” is not an iCalendar line (NAME:value, RFC 5545 3.1)")
            }
            guard !closed else { throw ContentRefusal("“\(line.prefix(40))” after the calendar's END") }
            let component = ContentLine.trimmed(property.value).uppercased()
            switch property.name {
            case "BEGIN":
                if component == "VEVENT" {
                    guard open.isEmpty || open == ["VCALENDAR"] else {
                        throw ContentRefusal("a VEVENT inside \(open.last ?? ""): events stand in the calendar itself (RFC 5545 3.6.1)")
                    }
                    events += 1
                }
                open.append(component)
            case "END":
                guard open.last == component else {
                    throw ContentRefusal("END:\(component) where \(open.last.map { "BEGIN:" + $0 } ?? "nothing") is open (RFC 5545 3.4)")
                }
                open.removeLast()
                closed = open.isEmpty
            default:
                if open == ["VCALENDAR"], property.name == "VERSION" {
                    // vervalue = "2.0" / maxver / (minver ";" maxver)
                    guard ContentLine.trimmed(property.value).split(separator: ";").last == "2.0" else {
                        throw ContentRefusal("VERSION:\(property.value) is not iCalendar 2.0 (RFC 5545 3.7.4; 1.0 was vCalendar)")
                    }
                }
                guard events == 1, open.last == "VEVENT" else { continue }
                guard ["DTSTART", "DTEND", "DURATION", "SUMMARY", "LOCATION", "DESCRIPTION"].contains(property.name) else { continue }
                guard properties[property.name] == nil else {
                    throw ContentRefusal("\(property.name) appears twice in the VEVENT (RFC 5545 3.6.1 allows it once)")
                }
                properties[property.name] = property
            }
        }
        guard closed else { throw ContentRefusal("no END:\(open.first ?? "VEVENT"): the code may be cut short") }
        moreEvents = events - 1

        guard let startLine = properties["DTSTART"] else { throw ContentRefusal("the VEVENT has no DTSTART") }
        start = try CalendarDateTime(startLine)
        if let endLine = properties["DTEND"] {
            guard properties["DURATION"] == nil else { throw ContentRefusal("the VEVENT gives both DTEND and DURATION (RFC 5545 3.6.1 allows one)") }
            let end = try CalendarDateTime(endLine)
            guard end.isDate == start.isDate else {
                throw ContentRefusal("DTEND is not of DTSTART's value type, date or date-time (RFC 5545 3.8.2.2)")
            }
            guard (end.zone == .local) == (start.zone == .local) else {
                throw ContentRefusal("DTEND and DTSTART must both be local times, or neither (RFC 5545 3.8.2.2)")
            }
            if let before = start.isBefore(end), !before {
                throw ContentRefusal("DTEND \(end.iso8601) is not later than DTSTART \(start.iso8601) (RFC 5545 3.8.2.2)")
            }
            self.end = end
            duration = nil
        } else if let durationLine = properties["DURATION"] {
            let duration = try CalendarDuration(ContentLine.trimmed(durationLine.value))
            guard duration.isPositive else { throw ContentRefusal("DURATION \(durationLine.value) is not a positive duration (RFC 5545 3.8.2.5)") }
            guard !start.isDate || duration.inWholeDays else {
                throw ContentRefusal("DURATION \(durationLine.value) has a time but DTSTART is a date: it takes days or weeks (RFC 5545 3.8.2.5)")
            }
            end = start.adding(duration)
            self.duration = duration
        } else {
            end = nil
            duration = nil
        }
        func text(_ name: String) -> String? {
            guard let property = properties[name] else { return nil }
            let text = MessageText.lineFeeds(ContentLine.unescapedText(property.value))
            return text.isEmpty ? nil : text
        }
        summary = text("SUMMARY")
        location = text("LOCATION")
        description = text("DESCRIPTION")
    }

    /// `summary` when given, `start` (ISO 8601), `end` when known, `timeZone` (the TZID) for a
    /// zoned start, `endTimeZone` when the end has another, `location` and `description` when given.
    public var fields: [JSON.Member] {
        var fields: [JSON.Member] = []
        if let summary { fields.append(("summary", .string(summary))) }
        fields.append(("start", .string(start.iso8601)))
        if let end { fields.append(("end", .string(end.iso8601))) }
        if case .named(let name) = start.zone { fields.append(("timeZone", .string(name))) }
        if let end, case .named(let name) = end.zone, end.zone != start.zone { fields.append(("endTimeZone", .string(name))) }
        if let location { fields.append(("location", .string(location))) }
        if let description { fields.append(("description", .string(description))) }
        return fields
    }

    /// When, as the card says it (English: `Mar 17, 1997`, `Mar 12, 1998 08:30–09:30 (America/New_York)`,
    /// `Sep 18, 1996 14:30 – Sep 20, 1996 22:00 UTC`). An all-day event's DTEND is the day after
    /// its last (RFC 5545 3.6.1: the end is not inclusive).
    public var when: ShownText {
        func clock(_ moment: CalendarDateTime) -> String {
            guard let second = moment.secondOfDay else { return "" }
            let parts = second == 86_400 ? [23, 59, 60] : [second / 3_600, second / 60 % 60] + (second % 60 == 0 ? [] : [second % 60])
            return parts.map { $0 < 10 ? "0\($0)" : "\($0)" }.joined(separator: ":")
        }
        func zone(_ moment: CalendarDateTime) -> String {
            switch moment.zone {
            case .local: ""
            case .utc: " UTC"
            case .named(let name): " (\(name))"
            }
        }
        func at(_ date: CalendarDate, _ time: String) -> ShownText { .said(.cardDateAndTime, ["time": time], parts: ["date": date.shown]) }
        func span(_ start: ShownText, _ end: ShownText) -> ShownText { .said(.cardFromTo, parts: ["start": start, "end": end]) }
        guard let end else { return start.isDate ? start.date.shown : at(start.date, clock(start) + zone(start)) }
        if start.isDate {
            let last = CalendarDate(daysSince1970: end.date.daysSince1970 - 1)
            return last == start.date ? start.date.shown : span(start.date.shown, last.shown)
        }
        if end.date == start.date, end.zone == start.zone {
            return at(start.date, clock(start) + "–" + clock(end) + zone(start))
        }
        return span(at(start.date, clock(start) + (end.zone == start.zone ? "" : zone(start))), at(end.date, clock(end) + zone(end)))
    }

    public var card: ContentCard {
        var main: [ContentCard.Fact] = []
        if let summary { main.append(.init(.cardWhat, summary)) }
        main.append(.init(.cardWhen, when))
        if let location { main.append(.init(.cardWhere, location)) }
        let details = description.map { [ContentCard.Fact(.cardDetails, MessageText.forCard($0))] } ?? []
        let warnings: [ShownText] = moreEvents > 0 ? [.said(.cardMoreEvents, count: moreEvents + 1)] : []
        return ContentCard(title: .cardEvent, main: main, details: details, warnings: warnings)
    }
}
