// BadgeReader: a badge's payload read into the person it names, whatever the layout: a vCard or
// MECARD (Contact's readers; the registrant id in UID, a CONF field or NOTE), JSON, the show's
// delimited layout, an e-mail address, or a bare registrant id. A badge that is none of them, or
// breaks its layout, is refused with the reason; the badge's own refusals never quote its values
// (they are someone's personal data), the vCard reader names a line it cannot read as it does in
// any code.
import Wire

public enum BadgeReader {
    /// The person `text` names. The layouts are told apart by their start (`BEGIN:VCARD`,
    /// `MECARD:`, `{`), then by the show's delimiter, an `@`, and last the id pattern.
    public static func read(_ text: String, format: BadgeFormat) throws(ContentRefusal) -> BadgePerson {
        let trimmed = text.trimmingWhitespaceAndNewlines()
        guard !trimmed.isEmpty else { throw ContentRefusal("the badge is empty") }
        guard !trimmed.unicodeScalars.contains(where: { $0.value == 0 }) else { throw ContentRefusal("the badge holds a NUL byte: it is not text") }
        let person: BadgePerson
        if trimmed.hasPrefix("MECARD:") {
            person = contactPerson(try Contact.meCard(trimmed.dropFirst("MECARD:".count), requiresEmptyField: false), format: format)
        } else if Contact.startsVCard(trimmed) {
            person = contactPerson(try Contact.vCard(trimmed), format: format)
        } else if trimmed.hasPrefix("{") {
            person = try format.json.person(in: trimmed, idPattern: format.idPattern)
        } else if let layout = format.delimited, trimmed.contains(layout.delimiter) {
            person = try layout.person(in: trimmed, idPattern: format.idPattern)
        } else if trimmed.contains("@") {
            guard isMailAddress(trimmed) else {
                throw ContentRefusal("the badge has an “@” but is not an e-mail address (local-part@domain)")
            }
            person = BadgePerson(layout: .email, email: trimmed)
        } else if let id = format.idPattern.id(in: trimmed) {
            person = BadgePerson(layout: .id, id: id)
        } else {
            let delimited = format.delimited.map { ", fields between “\($0.delimiter)” (\($0))" } ?? ""
            throw ContentRefusal(
                "not a badge this booth reads: not a vCard, MECARD, JSON object\(delimited), e-mail address or registrant id (the pattern \(format.idPattern))"
            )
        }
        guard person.namesSomeone else { throw ContentRefusal("the badge names nobody: it has no registrant id, name or e-mail address") }
        return person
    }

    /// Whether `text` is one e-mail address (RFC 5322's addr-spec), as an e-mail badge is.
    public static func isMailAddress(_ text: String) -> Bool {
        !text.contains(where: \.isWhitespace) && (try? MailAddress.check(text, in: "")) != nil
    }

    /// The person a vCard or MECARD names. The registrant id is the first of UID, a CONF or
    /// X-CONF field, a `CONF:` inside NOTE, and NOTE itself that matches the id pattern: a UID
    /// may be a device's UUID, a NOTE a sentence, neither of them an id.
    static func contactPerson(_ contact: Contact, format: BadgeFormat) -> BadgePerson {
        let noteConference = contact.note.flatMap { note -> String? in
            guard let range = note.firstRange(of: "CONF:") else { return nil }
            return String(note[range.upperBound...].prefix { !$0.isWhitespace && $0 != ";" && $0 != "," })
        }
        let candidates = [contact.uid, contact.otherField("CONF"), contact.otherField("X-CONF"), noteConference, contact.note]
        let id = candidates.lazy.compactMap { $0.flatMap { format.idPattern.id(in: $0.trimmingWhitespaceAndNewlines()) } }.first
        var person = BadgePerson(layout: contact.format == .meCard ? .meCard : .vCard, id: id)
        for (field, value) in [
            (BadgeField.name, contact.name), (.company, contact.organization), (.title, contact.title), (.email, contact.emails.first),
            (.phone, contact.phones.first), (.country, contact.country),
        ] {
            if let value { person.set(field, value) }
        }
        return person
    }
}
