// GS1DigitalLinkURI: reads a GS1 Digital Link URI (GS1 Digital Link Standard: URI Syntax 1.x) on
// any host: a primary key and its qualifiers in the path, after any path prefix, and AI data
// attributes in the query string, percent-decoded. The deprecated convenience alphas (`/gtin/`)
// and zero-suppressed GTINs are not read, as the GS1 syntax engine does not by default.

struct GS1DigitalLinkURI {
    let host: String
    /// The primary key, then its qualifiers, as the path gives them.
    let path: [(GS1ApplicationIdentifier, String)]
    /// The AIs of the query string, in their order.
    let attributes: [(GS1ApplicationIdentifier, String)]

    /// nil when `text` is not an http(s) URI whose path ends in AI/value pairs reaching back to a
    /// primary key whose value has the key's format: an ordinary web address is not a GS1
    /// Digital Link. A URI that is one but breaks the standard is refused.
    static func parse(_ text: String, today: CalendarDate) throws(ContentRefusal) -> GS1DigitalLinkURI? {
        // Lower or upper case, as QR codes' alphanumeric mode writes it; not mixed (as the syntax engine).
        let schemes = ["https://", "http://", "HTTPS://", "HTTP://"]
        guard let scheme = schemes.first(where: { text.hasPrefix($0) }) else { return nil }
        let afterScheme = text.dropFirst(scheme.count)
        guard let slash = afterScheme.firstIndex(where: { $0 == "/" || $0 == "?" || $0 == "#" }), afterScheme[slash] == "/" else {
            return nil
        }
        let host = afterScheme[..<slash]
        let beforeFragment = afterScheme[slash...].prefix(while: { $0 != "#" })
        let pathText = beforeFragment.prefix(while: { $0 != "?" })
        let query = beforeFragment.dropFirst(pathText.count + 1)
        let segments = pathText.split(separator: "/", omittingEmptySubsequences: false).dropFirst().map(String.init)

        // From the end, AI/value pairs of known AIs, until the first primary key.
        var keyIndex: Int?
        var index = segments.count - 2
        while index >= 0, let identifier = GS1ApplicationIdentifier.all[segments[index]] {
            if identifier.digitalLinkQualifiers != nil {
                keyIndex = index
                break
            }
            index -= 2
        }
        guard let keyIndex, let key = GS1ApplicationIdentifier.all[segments[keyIndex]],
            (try? GS1Element(key, value: decoded(segments[keyIndex + 1], isQuery: false), today: today)) != nil
        else { return nil }

        if let bad = text.first(where: { !isURICharacter($0) }) {
            throw ContentRefusal("GS1 Digital Link: \(GS1Element.quoted(bad)) may not be in a URI")
        }
        if host.isEmpty || host.contains(where: { "_~?#@!$&'()*+,;=%".contains($0) }) {
            throw ContentRefusal("GS1 Digital Link: bad host \"\(host)\"")
        }
        var path: [(GS1ApplicationIdentifier, String)] = []
        for pair in stride(from: keyIndex, to: segments.count, by: 2) {
            let identifier = GS1ApplicationIdentifier.all[segments[pair]]!
            path.append((identifier, try value(segments[pair + 1], of: identifier, isQuery: false)))
        }
        let sequence = path.map(\.0.ai)
        guard isKeyAndQualifiers(sequence) else {
            throw ContentRefusal("GS1 Digital Link: path \(sequence.map { "(\($0))" }.joined()) is not a primary key and its qualifiers in order")
        }

        var attributes: [(GS1ApplicationIdentifier, String)] = []
        for parameter in query.split(separator: "&") {
            let name = parameter.prefix(while: { $0 != "=" })
            // Other parameters (a non-numeric name, or no value) are not AI data and are left alone.
            guard GS1Characters.areDigits(name), name.count < parameter.count else { continue }
            guard let identifier = GS1ApplicationIdentifier.all[String(name)] else {
                throw ContentRefusal("GS1 Digital Link: query parameter \(name) is not an Application Identifier")
            }
            guard identifier.isDigitalLinkAttribute else {
                throw ContentRefusal("GS1 Digital Link: (\(name)) may not be a data attribute")
            }
            if (1...sequence.count).contains(where: { isKeyAndQualifiers(sequence.prefix($0) + [identifier.ai] + sequence.dropFirst($0)) }) {
                throw ContentRefusal("GS1 Digital Link: (\(name)) is a qualifier and belongs in the path")
            }
            attributes.append((identifier, try value(String(parameter.dropFirst(name.count + 1)), of: identifier, isQuery: true)))
        }
        return GS1DigitalLinkURI(host: String(host), path: path, attributes: attributes)
    }

    /// Whether `sequence` is a primary key followed by qualifiers in an order its entry allows.
    static func isKeyAndQualifiers(_ sequence: some Collection<String>) -> Bool {
        guard let first = sequence.first, let alternatives = GS1ApplicationIdentifier.all[first]?.digitalLinkQualifiers else { return false }
        let qualifiers = Array(sequence.dropFirst())
        return alternatives.contains { allowed in
            var remaining = allowed[...]
            for qualifier in qualifiers {
                guard let found = remaining.firstIndex(of: qualifier) else { return false }
                remaining = remaining[(found + 1)...]
            }
            return true
        }
    }

    private static func value(_ text: String, of identifier: GS1ApplicationIdentifier, isQuery: Bool) throws(ContentRefusal) -> String {
        let value = decoded(text, isQuery: isQuery)
        guard !value.isEmpty else { throw ContentRefusal("(\(identifier.ai)) has no value") }
        guard !value.contains("\u{0}") else { throw ContentRefusal("(\(identifier.ai)) decodes to a NUL character") }
        return value
    }

    /// Percent-decoding (RFC 3986); in the query `+` is a space. A `%` not followed by two
    /// hexadecimal digits stays as it is.
    static func decoded(_ text: String, isQuery: Bool) -> String {
        var bytes: [UInt8] = []
        let utf8 = Array(text.utf8)
        var index = 0
        while index < utf8.count {
            let byte = utf8[index]
            if byte == UInt8(ascii: "%"), index + 2 < utf8.count, let high = hex(utf8[index + 1]), let low = hex(utf8[index + 2]) {
                bytes.append(high << 4 | low)
                index += 3
                continue
            }
            bytes.append(isQuery && byte == UInt8(ascii: "+") ? UInt8(ascii: " ") : byte)
            index += 1
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    private static func hex(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        default: nil
        }
    }

    /// RFC 3986's unreserved and reserved characters and `%`.
    private static func isURICharacter(_ character: Character) -> Bool {
        guard let ascii = character.asciiValue else { return false }
        if (0x30...0x39).contains(ascii) || (0x41...0x5A).contains(ascii) || (0x61...0x7A).contains(ascii) { return true }
        return "-._~:/?#[]@!$&'()*+,;=%".contains(character)
    }
}
