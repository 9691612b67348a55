// BadgeJSONLayout: where a badge written as JSON keeps each part of the person, as dotted paths
// (`id=attendee.registrationId,name=attendee.fullName`), read with Wire's one JSON value.
import Wire

/// A path for each field; a field not given is looked for under its own name at the top level.
public struct BadgeJSONLayout: Sendable, Equatable, CustomStringConvertible {
    /// Each field under its own name: `{"id":"A-1","name":"…","company":"…"}`.
    public static let standard = BadgeJSONLayout(paths: standardPaths)

    /// Where each field is; a field left out is not read.
    public let paths: [(field: BadgeField, path: JSONPath)]

    private static let standardPaths = BadgeField.allCases.compactMap { field in
        field == .skipped ? nil : JSONPath(parsing: field.rawValue).map { (field: field, path: $0) }
    }

    private init(paths: [(field: BadgeField, path: JSONPath)]) { self.paths = paths }

    /// `FIELD=PATH,…` (spaces around both ignored): the fields given replace their standard
    /// paths, in place; `FIELD=` with no path leaves the field out.
    public init(parsing text: String) throws(BadgeFormat.Problem) {
        var paths = Self.standardPaths
        for entry in text.split(separator: ",") {
            let pair = entry.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false).map { String($0).trimmingWhitespace() }
            guard pair.count == 2, let field = BadgeField(named: pair[0]), field != .skipped else {
                throw BadgeFormat.Problem("the badge's JSON paths: expected FIELD=PATH (FIELD one of id, name, first_name, …), got “\(entry)”")
            }
            let place = paths.firstIndex { $0.field == field }
            guard !pair[1].isEmpty else {
                if let place { paths.remove(at: place) }
                continue
            }
            guard let path = JSONPath(parsing: pair[1]) else {
                throw BadgeFormat.Problem("the badge's JSON paths: “\(pair[1])” has an empty step between dots")
            }
            if let place { paths[place] = (field: field, path: path) } else { paths.append((field: field, path: path)) }
        }
        self.paths = paths
    }

    public var description: String { paths.map { "\($0.field.rawValue)=\($0.path)" }.joined(separator: ",") }

    public static func == (a: BadgeJSONLayout, b: BadgeJSONLayout) -> Bool {
        a.paths.count == b.paths.count && zip(a.paths, b.paths).allSatisfy { $0.field == $1.field && $0.path == $1.path }
    }

    /// The person the JSON text names. Refused: text that is not one JSON object, a part that
    /// is an object, an array or true/false where text or a number belongs, an id or e-mail
    /// address that is not one. A refusal names the path, never the value.
    func person(in text: String, idPattern: BadgeIDPattern) throws(ContentRefusal) -> BadgePerson {
        guard let root = JSON(parsing: Array(text.utf8)) else { throw ContentRefusal("the badge starts as JSON but is not JSON text") }
        guard root.members != nil else { throw ContentRefusal("the badge's JSON is not an object") }
        var values: [BadgeField: String] = [:]
        for (field, path) in paths {
            guard let value = path.value(in: root) else { continue }
            guard let text = value.string ?? value.numberText else { throw ContentRefusal("the badge's \(path) is not text or a number") }
            switch field {
            case .id:
                guard let id = idPattern.id(in: text) else {
                    throw ContentRefusal("the badge's \(path) is not a registrant id (the pattern \(idPattern))")
                }
                values[.id] = id
            case .email:
                guard (try? MailAddress.check(text, in: "")) != nil else { throw ContentRefusal("the badge's \(path) is not an e-mail address") }
                values[.email] = text
            default: values[field] = text
            }
        }
        var person = BadgePerson(layout: .json)
        // In BadgeField's order: the first name before the last; a whole name wins over its parts.
        for field in BadgeField.allCases {
            guard let value = values[field], !((field == .firstName || field == .lastName) && values[.name] != nil) else { continue }
            person.set(field, value)
        }
        return person
    }
}
