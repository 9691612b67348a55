// AttendeeRow: one row of an attendee export checked and turned into what the list stores; a wrong
// value is refused with its column and why, never quoting the value (a person's data).
import Content

struct AttendeeRow {
    let id: String
    let values: [SQLiteValue?]

    /// The longest value kept: a name, a company or an address longer is no badge's.
    static let longest = 200
    /// The longest registrant id.
    static let longestID = 64

    init(record: CSVReader.Record, columns: AttendeeColumns) throws(ImportError.Problem) {
        let line = record.line
        guard record.fields.count == columns.count else {
            throw .init(line: line, "\(record.fields.count) field\(record.fields.count == 1 ? "" : "s") where the header has \(columns.count)")
        }
        let fields = record.fields.map(CatalogRow.oneLine)
        guard let id = columns.value(.id, in: fields) else { throw .init(line: line, "no id") }
        guard id.count <= Self.longestID, !id.contains(" ") else {
            throw .init(line: line, "id: not a registrant id (up to \(Self.longestID) characters, no spaces)")
        }
        var person = BadgePerson(layout: .attendeeList, id: id)
        for (role, field) in [
            (AttendeeColumns.Role.name, BadgeField.name), (.firstName, .firstName), (.lastName, .lastName), (.company, .company), (.title, .title),
            (.email, .email), (.phone, .phone), (.country, .country),
        ] {
            guard let value = columns.value(role, in: fields) else { continue }
            guard value.count <= Self.longest else { throw .init(line: line, "\(role.rawValue): longer than \(Self.longest) characters") }
            person.set(field, value)
        }
        guard person.name != nil else { throw .init(line: line, "no name") }
        if let email = person.email, !BadgeReader.isMailAddress(email) {
            throw .init(line: line, "email: not an e-mail address (local-part@domain)")
        }
        self.id = id
        values =
            [person.id, person.name, person.company, person.title, person.email, person.phone, person.country].map { $0.map(SQLiteValue.text) } + [
                .integer(Int64(line))
            ]
    }

}
