// BadgePerson: the person a badge names, read from whichever layout the badge is written in: the
// one value the booth's lead, the attendee list and the lead event share.
import Wire

/// Who a badge names. Any part may be missing; a badge that names nobody (no id, name or e-mail)
/// is refused when it is read.
public struct BadgePerson: Sendable, Equatable {
    /// How the badge was written: the lead event's and the log's name for it.
    public enum Layout: String, Sendable {
        case vCard = "vcard"
        case meCard = "mecard"
        case delimited
        /// A bare registrant id: the attendee list says the rest.
        case id
        case email
        case json
        /// A row of the organiser's attendee list.
        case attendeeList = "attendee-list"
    }

    public var layout: Layout
    /// The registrant id.
    public var id: String?
    public var name: String?
    public var company: String?
    public var title: String?
    public var email: String?
    public var phone: String?
    public var country: String?

    public init(
        layout: Layout, id: String? = nil, name: String? = nil, company: String? = nil, title: String? = nil, email: String? = nil,
        phone: String? = nil, country: String? = nil
    ) {
        self.layout = layout
        self.id = id
        self.name = name
        self.company = company
        self.title = title
        self.email = email
        self.phone = phone
        self.country = country
    }

    /// Whether it names anyone: an id, a name or an e-mail address.
    public var namesSomeone: Bool { id != nil || name != nil || email != nil }

    /// The lead event's `person`: every key, in this order, null when the badge does not say.
    public var json: JSON {
        let parts = [("id", id), ("name", name), ("company", company), ("title", title), ("email", email), ("phone", phone), ("country", country)]
        return .object(parts.map { ($0.0, $0.1.map(JSON.string) ?? .null) })
    }

    /// Sets `field` to `value` (trimmed; nothing when empty). A first and a last name make the
    /// name, the first name first, once both are set.
    public mutating func set(_ field: BadgeField, _ value: String) {
        let value = value.trimmingWhitespaceAndNewlines()
        guard !value.isEmpty else { return }
        switch field {
        case .id: id = value
        case .name: name = value
        case .firstName: name = name.map { value + " " + $0 } ?? value
        case .lastName: name = name.map { $0 + " " + value } ?? value
        case .company: company = value
        case .title: title = value
        case .email: email = value
        case .phone: phone = value
        case .country: country = value
        case .skipped: return
        }
    }
}
