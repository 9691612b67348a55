// AttendeeList: the kiosk's side of the attendee list: opened read-only, a person looked up by
// registrant id, offline; a new file (an import renamed into place) switched to at the next lookup
// without a restart, a file that is not a complete list refused and the one in use kept, and a
// list cleared (`kioskscan attendees clear`) let go of: from then on it finds nobody.
import Content

/// What a lookup found.
public enum AttendeeAnswer: Sendable, Equatable {
    case found(BadgePerson)
    /// The list answered: nobody has this id.
    case notOnList
    /// No list could answer (none yet, cleared, or its file cannot be read): the reason.
    case unavailable(String)
}

public final class AttendeeList {
    /// What the kiosk knows about the file it reads.
    public struct Facts: Sendable, Equatable, ImportedFileFacts {
        public let attendees: Int
        /// The CSV file it was imported from, and when.
        public let source: String
        public let imported: String

        var summary: String { "\(attendees) attendees, imported \(imported) from \(source)" }
    }

    private let reader: ImportedFileReader<Facts>
    public var path: String { reader.path }

    /// The list at `path`. A missing or wrong file is logged; lookups answer `unavailable` until
    /// a good one appears, and again once it is cleared.
    public init(path: String, log: @escaping (String) -> Void) {
        reader = ImportedFileReader(
            path: path, kind: AttendeeFile.kind, logName: "attendees", waiting: "badges that carry only an id are looked up",
            letsGoWhenRemoved: true, log: log
        ) { (database) throws(SQLiteError) in
            let (_, fact) = try ImportedFileReader<Facts>.facts(database, kind: AttendeeFile.kind, formats: [AttendeeFile.format])
            guard let count = try fact("attendees").flatMap({ Int($0) }) else { throw SQLiteError(code: 0, message: "its facts are damaged") }
            let facts = Facts(attendees: count, source: try fact("source") ?? "?", imported: try fact("imported") ?? "?")
            return (facts, try database.prepare(AttendeeFile.selectAttendee))
        }
    }

    public var facts: Facts? { reader.open?.facts }

    /// The person with registrant id `id`, as the list has them. Looks first whether a new file
    /// has been put in place, or the list cleared.
    public func lookup(_ id: String) -> AttendeeAnswer {
        reader.refresh()
        guard let select = reader.open?.select else { return .unavailable(reader.unavailableReason) }
        do {
            try select.bind([.text(id)])
            defer { select.reset() }
            guard try select.step() else { return .notOnList }
            return .found(
                BadgePerson(
                    layout: .attendeeList, id: id, name: select.text(0), company: select.text(1), title: select.text(2), email: select.text(3),
                    phone: select.text(4), country: select.text(5)))
        } catch {
            reader.log("attendees: reading \(path): \(error)")
            return .unavailable("the attendee list cannot be read: \(error)")
        }
    }
}
