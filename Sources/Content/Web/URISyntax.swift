// URISyntax: RFC 3986's character classes and percent-encoding, shared by the web address and the
// tel:, mailto:, sms: and geo: schemes.

enum URISyntax {
    /// RFC 3986 2.3: ALPHA / DIGIT / "-" / "." / "_" / "~".
    static func isUnreserved(_ scalar: Unicode.Scalar) -> Bool {
        isAlphanumeric(scalar) || "-._~".unicodeScalars.contains(scalar)
    }

    /// RFC 3986 2.2: "!" / "$" / "&" / "'" / "(" / ")" / "*" / "+" / "," / ";" / "=".
    static func isSubDelimiter(_ scalar: Unicode.Scalar) -> Bool {
        "!$&'()*+,;=".unicodeScalars.contains(scalar)
    }

    static func isAlphanumeric(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || isDigit(scalar)
    }

    static func isDigit(_ scalar: Unicode.Scalar) -> Bool { ("0"..."9").contains(scalar) }

    static func isHexDigit(_ scalar: Unicode.Scalar) -> Bool {
        isDigit(scalar) || ("a"..."f").contains(scalar) || ("A"..."F").contains(scalar)
    }

    /// A character beyond ASCII that an IRI may hold (RFC 3987 2.2 `ucschar`, without the
    /// bidirectional formatting characters 4.1 forbids): letters, marks, numbers, punctuation and
    /// symbols, never controls, format characters (U+202E and its kin), spaces or private use.
    static func isIRICharacter(_ scalar: Unicode.Scalar) -> Bool {
        guard !scalar.isASCII else { return false }
        switch scalar.properties.generalCategory {
        case .control, .format, .surrogate, .privateUse, .unassigned, .spaceSeparator, .lineSeparator, .paragraphSeparator: return false
        default: return true
        }
    }

    /// ASCII characters RFC 3986 allows nowhere in a URI, whatever its scheme: controls, the
    /// space and `" < > \ ^ ` { | }`.
    static func isForbidden(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isASCII && (scalar.value < 0x21 || scalar.value == 0x7F || "\"<>\\^`{|}".unicodeScalars.contains(scalar))
    }

    /// How a refusal names a character: `“<”`, `a space`, `a line break`, `U+202E`.
    static func describe(_ scalar: Unicode.Scalar) -> String {
        switch scalar {
        case " ": return "a space"
        case "\n", "\r": return "a line break"
        case "\t": return "a tab"
        default:
            if scalar.isASCII && scalar.value >= 0x21 && scalar.value < 0x7F { return "“\(scalar)”" }
            if isIRICharacter(scalar) { return "“\(scalar)”" }
            var hex = String(scalar.value, radix: 16, uppercase: true)
            while hex.count < 4 { hex = "0" + hex }
            return "U+" + hex
        }
    }

    /// Refuses the first character that no URI or IRI holds, and any `%` that does not start
    /// `%XX` (RFC 3986 2.1). `what` names the URI in the reason (`a tel: URI`).
    static func checkCharacters(_ text: Substring, in what: String) throws(ContentRefusal) {
        let scalars = Array(text.unicodeScalars)
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            if isForbidden(scalar) || (!scalar.isASCII && !isIRICharacter(scalar)) {
                throw ContentRefusal("\(describe(scalar)) cannot be part of \(what) (RFC 3986 2)")
            }
            if scalar == "%" {
                guard index + 2 < scalars.count, isHexDigit(scalars[index + 1]), isHexDigit(scalars[index + 2]) else {
                    throw ContentRefusal("“%” not followed by two hex digits in \(what) (RFC 3986 2.1)")
                }
                index += 2
            }
            index += 1
        }
    }

    /// `text` with each `%XX` replaced by its byte, read as UTF-8 (RFC 3986 2.5). `plusIsSpace`
    /// reads `+` as a space, as HTML forms write queries. Call `checkCharacters` first: a `%`
    /// without two hex digits is kept as it is.
    static func percentDecoded(_ text: some StringProtocol, plusIsSpace: Bool = false, in what: String) throws(ContentRefusal) -> String {
        guard text.contains("%") || (plusIsSpace && text.contains("+")) else { return String(text) }
        var bytes: [UInt8] = []
        let utf8 = Array(text.utf8)
        var index = 0
        while index < utf8.count {
            let byte = utf8[index]
            if byte == UInt8(ascii: "%"), index + 2 < utf8.count, let high = hexValue(utf8[index + 1]), let low = hexValue(utf8[index + 2]) {
                bytes.append(high << 4 | low)
                index += 3
            } else {
                bytes.append(plusIsSpace && byte == UInt8(ascii: "+") ? UInt8(ascii: " ") : byte)
                index += 1
            }
        }
        guard let decoded = String(validating: bytes, as: UTF8.self) else {
            throw ContentRefusal("percent-encoded bytes in \(what) are not UTF-8 (RFC 3986 2.5)")
        }
        return decoded
    }

    static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }

    /// `text` without the spaces, tabs and line breaks around it: RFC 3986 Appendix C lets a
    /// reader drop the white space a URI is written with.
    static func trimmingWhitespace(_ text: String) -> Substring {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" || $0 == "\r\n" }
        guard let first = text.firstIndex(where: { !isSpace($0) }), let last = text.lastIndex(where: { !isSpace($0) }) else { return "" }
        return text[first...last]
    }

    /// The scheme of `text` (`tel`, `http`), lowercased, when it starts with one and a colon
    /// (RFC 3986 3.1: ALPHA *( ALPHA / DIGIT / "+" / "-" / "." )).
    static func scheme(of text: Substring) -> String? {
        guard let colon = text.firstIndex(of: ":"), colon > text.startIndex else { return nil }
        let name = text[..<colon]
        guard let first = name.unicodeScalars.first, ("a"..."z").contains(first) || ("A"..."Z").contains(first),
            name.unicodeScalars.allSatisfy({ isAlphanumeric($0) || $0 == "+" || $0 == "-" || $0 == "." })
        else { return nil }
        return name.lowercased()
    }
}
