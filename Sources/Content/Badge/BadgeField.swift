// BadgeField: what one field of a badge's layout holds: the parts of a person a booth keeps.

/// A part of the person a badge names, by the name a layout gives it (`id^last_name^first_name`,
/// `email=attendee.mail`).
public enum BadgeField: String, CaseIterable, Sendable {
    /// The registrant id the organiser gave the person (the attendee list's key).
    case id
    /// The whole name, as printed.
    case name
    /// The given and the family name, where a layout has them apart: joined, given name first.
    case firstName = "first_name"
    case lastName = "last_name"
    case company, title, email, phone, country
    /// `-`: a field the kiosk does not read (a badge type, a barcode number of the printer's).
    case skipped = "-"

    /// The layout's name for it, in lower case; `firstname`, `surname`, `organization`… taken too.
    public init?(named text: String) {
        let name = text.lowercased()
        let aliases: [String: BadgeField] = [
            "firstname": .firstName, "given_name": .firstName, "lastname": .lastName, "surname": .lastName, "family_name": .lastName,
            "organization": .company, "organisation": .company, "org": .company, "job_title": .title, "e-mail": .email, "mail": .email,
            "telephone": .phone, "tel": .phone,
        ]
        guard let field = BadgeField(rawValue: name) ?? aliases[name] else { return nil }
        self = field
    }
}
