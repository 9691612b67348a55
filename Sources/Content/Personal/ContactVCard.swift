// ContactVCard: reads a vCard, versit 2.1 (quoted-printable, charsets, bare parameters, RFC 822
// folding) as well as RFC 2426's 3.0 and RFC 6350's 4.0 (folding, text escapes, tel: values).

extension Contact {
    static let vCardVersions = ["2.1", "3.0", "4.0"]

    /// The first vCard of `text`; a later one is counted in `moreCards`. Refused: an unknown
    /// VERSION, a line that is not `NAME:value`, a card without END:VCARD, one with no name
    /// (every version wants FN or N), a value whose ENCODING or CHARSET cannot be undone.
    static func vCard(_ text: String) throws(ContentRefusal) -> Contact {
        let physical = ContentLine.physicalLines(text)
        let versionLine = physical.first { $0.uppercased().hasPrefix("VERSION:") }
        let version = versionLine.map { String(ContentLine.trimmed($0.dropFirst("VERSION:".count))) }
        if let version, !vCardVersions.contains(version) {
            throw ContentRefusal("vCard VERSION \(version) is none of 2.1, 3.0 and 4.0")
        }
        let versit = version == nil || version == "2.1"
        var contact = Contact(format: .vCard(version: version))

        var depth = 0
        var closed = false
        var formattedName: String?
        var nameParts: [[String]]?
        for line in ContentLine.unfold(physical, keepsFoldingWhitespace: versit, softLineBreaks: true) {
            if line.allSatisfy({ $0 == " " || $0 == "\t" }) { continue }
            guard let property = ContentLine(line[...]) else {
                throw ContentRefusal("“\(line.prefix(40))” is not a vCard line (NAME:value)")
            }
            let marker = ContentLine.trimmed(property.value).uppercased()
            if closed {
                // Only further vCards may follow the first (versit 2.1 2.1.4.1: a stream of them).
                if property.name == "BEGIN", marker == "VCARD" {
                    if depth == 0 { contact.moreCards += 1 }
                    depth += 1
                } else if property.name == "END", marker == "VCARD", depth > 0 {
                    depth -= 1
                } else if depth == 0 {
                    throw ContentRefusal("“\(line.prefix(40))” after END:VCARD")
                }
                continue
            }
            if property.name == "BEGIN", marker == "VCARD" {
                depth += 1
                continue
            }
            if property.name == "END", marker == "VCARD" {
                depth -= 1
                closed = depth == 0
                continue
            }
            // A nested card (versit 2.1's AGENT) describes someone else.
            guard depth == 1 else { continue }
            switch property.name {
            case "FN":
                if formattedName == nil { formattedName = trimmed(try textValue(property, versit: versit)) }
            case "N":
                if nameParts == nil { nameParts = try structuredValue(property, versit: versit) }
            case "ORG":
                let parts = joinedComponents(try structuredValue(property, versit: versit))
                if contact.organization == nil, let first = parts.first {
                    contact.organization = first
                    contact.organizationUnits = Array(parts.dropFirst())
                }
            case "ADR":
                // PO box; extended; street; locality; region; postal code; country name.
                let components = try structuredValue(property, versit: versit)
                let address = joinedComponents(components).joined(separator: ", ")
                if !address.isEmpty { contact.addresses.append(address) }
                if contact.country == nil, components.count >= 7, !components[6].isEmpty { contact.country = components[6].joined(separator: ", ") }
            case "TEL":
                let phone = telephone(trimmed(try textValue(property, versit: versit)))
                if !phone.isEmpty { contact.phones.append(phone) }
            case "EMAIL":
                let email = trimmed(try textValue(property, versit: versit))
                if !email.isEmpty { contact.emails.append(email) }
            case "URL":
                let url = trimmed(try textValue(property, versit: versit))
                if !url.isEmpty { contact.urls.append(url) }
            case "TITLE": contact.title = nonEmpty(try textValue(property, versit: versit))
            case "NOTE": contact.note = nonEmpty(try textValue(property, versit: versit))
            case "NICKNAME": contact.nickname = nonEmpty(try textValue(property, versit: versit))
            case "BDAY": contact.birthday = nonEmpty(try textValue(property, versit: versit))
            case "UID": if contact.uid == nil { contact.uid = nonEmpty(try textValue(property, versit: versit)) }
            case "BEGIN", "END", "VERSION", "PHOTO", "LOGO", "SOUND", "KEY": continue
            default:
                // Only text: an unknown property whose encoding cannot be undone is no reason to
                // refuse the card.
                guard let value = (try? textValue(property, versit: versit)).flatMap(nonEmpty) else { continue }
                contact.otherFields.append(OtherField(name: property.name, value: value))
            }
        }
        guard closed else { throw ContentRefusal("the vCard has no END:VCARD: the code may be cut short") }
        // FN first (RFC 6350 6.2.1: the name as it is displayed), else N's parts in reading order.
        if let formattedName, !formattedName.isEmpty {
            contact.name = formattedName
        } else if let nameParts {
            // N: family; given; additional; prefixes; suffixes. Read as prefixes, given,
            // additional, family, then the suffixes with commas (`Jr., M.D.`).
            let parts = nameParts + Array(repeating: [], count: max(0, 5 - nameParts.count))
            let spaced = [parts[3], parts[1], parts[2], parts[0]].map { $0.joined(separator: " ") }
            contact.name = joinedName(spaced + [parts[4].joined(separator: ", ")])
        }
        guard contact.name != nil || formattedName != nil || nameParts != nil else {
            throw ContentRefusal("the vCard has no name: every version asks for FN or N")
        }
        return contact
    }

    static func nonEmpty(_ text: String) -> String? {
        let trimmed = trimmed(text)
        return trimmed.isEmpty ? nil : trimmed
    }

    /// The value with its transfer encoding undone (versit 2.1's ENCODING=QUOTED-PRINTABLE or
    /// BASE64, 3.0's ENCODING=b, also written as bare parameters) and its CHARSET applied.
    static func decodedValue(_ property: ContentLine, versit: Bool) throws(ContentRefusal) -> Substring {
        let types = (property.parameter("TYPE") ?? []).map { $0.uppercased() }
        let encoding =
            property.parameter("ENCODING")?.first?.uppercased()
            ?? types.first { $0 == "QUOTED-PRINTABLE" || $0 == "BASE64" }
        // versit 2.1's default character set is ASCII; RFC 6350 3.1 makes vCard text UTF-8.
        let charset = property.parameter("CHARSET")?.first ?? (versit ? nil : "UTF-8")
        switch encoding {
        case nil, "7BIT", "8BIT": return property.value
        case "QUOTED-PRINTABLE":
            return Substring(try ContentLineEncoding.text(ContentLineEncoding.quotedPrintable(property.value), charset: charset))
        case "BASE64", "B":
            return Substring(try ContentLineEncoding.text(ContentLineEncoding.base64(property.value), charset: charset))
        default:
            throw ContentRefusal("\(property.name) has ENCODING=\(encoding ?? ""), which no vCard version defines")
        }
    }

    /// A text value: versit 2.1 escapes nothing in it, 3.0 and 4.0 escape `\\ \; \, \n`.
    static func textValue(_ property: ContentLine, versit: Bool) throws(ContentRefusal) -> String {
        let value = try decodedValue(property, versit: versit)
        return MessageText.lineFeeds(versit ? String(value) : ContentLine.unescapedText(value))
    }

    /// A structured value's components (N, ADR, ORG), split at unescaped `;`, each a list of
    /// values: versit 2.1 escapes only `;` and has one value a component, 3.0 and 4.0 separate
    /// a component's values with unescaped commas (RFC 6350 3.3).
    static func structuredValue(_ property: ContentLine, versit: Bool) throws(ContentRefusal) -> [[String]] {
        let value = try decodedValue(property, versit: versit)
        return ContentLine.components(value).map { component in
            let values =
                versit ? [String(component).replacing("\\;", with: ";")] : ContentLine.componentValues(component).map(ContentLine.unescapedText)
            return values.map { trimmed(MessageText.lineFeeds($0)) }.filter { !$0.isEmpty }
        }
    }

    /// The components of a structured value, each component's values joined with ", ", empty
    /// components dropped.
    static func joinedComponents(_ components: [[String]]) -> [String] {
        components.map { $0.joined(separator: ", ") }.filter { !$0.isEmpty }
    }

    /// A TEL value: a `tel:` URI (vCard 4.0's VALUE=uri) shown as its number and extension,
    /// other text as written.
    static func telephone(_ value: String) -> String {
        guard value.lowercased().hasPrefix("tel:"),
            let subscriber = try? TelephoneSubscriber(Substring(value).dropFirst(4), in: "a vCard TEL")
        else { return value }
        return subscriber.spelled
    }
}
