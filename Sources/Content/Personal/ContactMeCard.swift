// ContactMeCard: reads NTT DoCoMo's MECARD and ZXing's BIZCARD, the compact contact formats of
// QR codes.

extension Contact {
    /// `MECARD:N:Doe,John;TEL:13035551212;EMAIL:john.doe@example.com;;` (DoCoMo's phonebook
    /// registration format): N "family,given", SOUND its reading, TEL, TEL-AV, EMAIL, NOTE, BDAY
    /// (8 digits), ADR (7 comma-separated parts: PO box, room, house, city, prefecture, postal
    /// code, country), URL, NICKNAME; ORG as ZXing reads it, UID as badge printers write it. No
    /// field is required. Without `requiresEmptyField` a final `;` ends the card as well as `;;`
    /// (badges printed by Eventmaker end so).
    static func meCard(_ body: Substring, requiresEmptyField: Bool = true) throws(ContentRefusal) -> Contact {
        var contact = Contact(format: .meCard)
        for field in try MeCardSyntax.fields(body, format: "MECARD", requiresEmptyField: requiresEmptyField) {
            let value = trimmed(field.value)
            switch field.key {
            case "N":
                guard contact.name == nil else { continue }
                contact.name = personName(field.raw)
            case "SOUND":
                if contact.reading == nil { contact.reading = personName(field.raw) }
            case "TEL", "TEL-AV":
                if !value.isEmpty { contact.phones.append(value) }
            case "EMAIL":
                if !value.isEmpty { contact.emails.append(value) }
            case "URL":
                if !value.isEmpty { contact.urls.append(value) }
            case "ADR":
                let parts = MeCardSyntax.split(field.raw, on: ",").map { trimmed(MeCardSyntax.unescaped($0)) }
                let address = parts.filter { !$0.isEmpty }.joined(separator: ", ")
                if !address.isEmpty { contact.addresses.append(address) }
                if contact.country == nil, parts.count >= 7, !parts[6].isEmpty { contact.country = parts[6] }
            case "BDAY":
                guard value.count == 8, value.allSatisfy({ $0.isASCII && $0.isNumber }),
                    CalendarDate(year: Int(value.prefix(4))!, month: Int(value.dropFirst(4).prefix(2))!, day: Int(value.suffix(2))!) != nil
                else { throw ContentRefusal("BDAY “\(value)” is not a date of 8 digits, YYYYMMDD") }
                contact.birthday = value
            case "NOTE": contact.note = value.isEmpty ? nil : value
            case "NICKNAME": contact.nickname = value.isEmpty ? nil : value
            case "ORG": contact.organization = value.isEmpty ? nil : value
            case "UID": if contact.uid == nil, !value.isEmpty { contact.uid = value }
            default: if !value.isEmpty { contact.otherFields.append(OtherField(name: field.key.uppercased(), value: value)) }
            }
        }
        return contact
    }

    /// `text` without the spaces, tabs and line breaks around it.
    static func trimmed(_ text: String) -> String { String(URISyntax.trimmingWhitespace(text)) }

    /// DoCoMo's N and SOUND: "a comma divides the family name (first) from the given name".
    static func personName(_ raw: Substring) -> String? {
        let parts = MeCardSyntax.split(raw, on: ",").map { trimmed(MeCardSyntax.unescaped($0)) }
        return joinedName(parts.count >= 2 ? [parts[1...].joined(separator: " "), parts[0]] : parts)
    }

    /// ZXing's `BIZCARD:N:Sean;X:Owen;T:Software Engineer;C:Google;A:76 9th Avenue, New York, NY
    /// 10011;B:+12125551212;E:srowen@google.com;;`: N given name, X family name, T title,
    /// C company, A address, B, M and F telephone, mobile and fax, E e-mail.
    static func bizCard(_ body: Substring) throws(ContentRefusal) -> Contact {
        var contact = Contact(format: .bizCard)
        var given = "", family = ""
        for field in try MeCardSyntax.fields(body, format: "BIZCARD", requiresEmptyField: false) {
            let value = trimmed(field.value)
            guard !value.isEmpty else { continue }
            switch field.key {
            case "N": given = value
            case "X": family = value
            case "T": contact.title = value
            case "C": contact.organization = value
            case "A": contact.addresses.append(value)
            case "B", "M", "F": contact.phones.append(value)
            case "E": contact.emails.append(value)
            default: continue
            }
        }
        contact.name = joinedName([given, family])
        return contact
    }
}
