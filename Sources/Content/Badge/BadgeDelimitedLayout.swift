// BadgeDelimitedLayout: a badge written as fields between one delimiter (`^`, `|`, `*` or `%`) in
// an order the organiser publishes, such as Aptify's PDF417 badges (a caret-separated list whose
// last token is the PersonID) or a lead-retrieval vendor's `id^last^first^company^email`.

import Wire

/// The layout, given as its field names between the delimiter: `id^last_name^first_name^company`.
public struct BadgeDelimitedLayout: Sendable, Equatable, CustomStringConvertible {
    /// The delimiters badges use: none of them is in a name, an id or an e-mail address as badge
    /// printers write them.
    public static let delimiters: [Character] = ["^", "|", "*", "%"]

    public let delimiter: Character
    public let fields: [BadgeField]

    /// Refuses a layout without exactly one of the delimiters, with an unknown field name, with
    /// a field named twice (but `-`), with fewer than two fields, or with both a name and its
    /// parts.
    public init(parsing text: String) throws(BadgeFormat.Problem) {
        let used = Self.delimiters.filter { text.contains($0) }
        guard used.count == 1, let delimiter = used.first else {
            throw BadgeFormat.Problem(
                "the badge layout “\(text)” must separate its fields with one of \(Self.delimiters.map(String.init).joined(separator: " ")) (id^name^company)"
            )
        }
        var fields: [BadgeField] = []
        for (index, name) in text.split(separator: delimiter, omittingEmptySubsequences: false).enumerated() {
            let name = String(name).trimmingWhitespace()
            guard let field = BadgeField(named: name) else {
                let known = BadgeField.allCases.map(\.rawValue).joined(separator: ", ")
                throw BadgeFormat.Problem("field \(index + 1) of the badge layout, “\(name)”, is none of \(known)")
            }
            if field != .skipped, fields.contains(field) {
                throw BadgeFormat.Problem("the badge layout names \(field.rawValue) twice")
            }
            fields.append(field)
        }
        guard fields.count >= 2 else { throw BadgeFormat.Problem("the badge layout “\(text)” has one field: a bare id needs no layout") }
        if fields.contains(.name), fields.contains(.firstName) || fields.contains(.lastName) {
            throw BadgeFormat.Problem("the badge layout has a name and first_name or last_name: give one or the others")
        }
        self.delimiter = delimiter
        self.fields = fields
    }

    public var description: String { fields.map(\.rawValue).joined(separator: String(delimiter)) }

    /// The person `text` names: one value a field, trimmed. A final delimiter after the last
    /// field is allowed. Refused: another number of fields, an id that is not one, an e-mail
    /// field that is not an address. A refusal names the field, never its value (personal data).
    func person(in text: String, idPattern: BadgeIDPattern) throws(ContentRefusal) -> BadgePerson {
        var values = text.split(separator: delimiter, omittingEmptySubsequences: false)
        if values.count == fields.count + 1, values.last?.allSatisfy(\.isWhitespace) == true { values.removeLast() }
        guard values.count == fields.count else {
            throw ContentRefusal("the badge has \(values.count) fields between “\(delimiter)” where the layout \(self) has \(fields.count)")
        }
        var person = BadgePerson(layout: .delimited)
        for (index, (field, value)) in zip(fields, values).enumerated() {
            let value = String(value).trimmingWhitespaceAndNewlines()
            guard !value.isEmpty else { continue }
            let place = "field \(index + 1) (\(field.rawValue))"
            switch field {
            case .id:
                guard let id = idPattern.id(in: value) else {
                    throw ContentRefusal("\(place) is not a registrant id (the pattern \(idPattern))")
                }
                person.id = id
            case .email:
                guard (try? MailAddress.check(value, in: "")) != nil else { throw ContentRefusal("\(place) is not an e-mail address") }
                person.email = value
            default: person.set(field, value)
            }
        }
        return person
    }
}
