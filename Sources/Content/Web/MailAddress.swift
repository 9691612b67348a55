// MailAddress: whether a text is an e-mail address (RFC 5322 3.4.1's addr-spec, with RFC 6532's
// UTF-8), as mailto:, MATMSG and the contacts give them.

enum MailAddress {
    /// RFC 5322's atext beyond letters and digits.
    static let atextSymbols = "!#$%&'*+-/=?^_`{|}~".unicodeScalars

    /// Refuses `address` unless it is local-part@domain: a dot-atom or quoted local part, a
    /// dot-atom or bracketed literal domain. `what` names where it stands (`the mailto: URI`).
    static func check(_ address: String, in what: String) throws(ContentRefusal) {
        let refusal = ContentRefusal("“\(address)” in \(what) is not an e-mail address (local-part@domain, RFC 5322 3.4.1)")
        guard let at = address.lastIndex(of: "@") else { throw refusal }
        let local = address[..<at]
        let domain = address[address.index(after: at)...]
        guard isDotAtom(domain) || isDomainLiteral(domain), isDotAtom(local) || isQuotedString(local) else { throw refusal }
    }

    static func isAtext(_ scalar: Unicode.Scalar) -> Bool {
        URISyntax.isAlphanumeric(scalar) || atextSymbols.contains(scalar) || URISyntax.isIRICharacter(scalar)
    }

    /// dot-atom-text: 1*atext *("." 1*atext).
    static func isDotAtom(_ text: Substring) -> Bool {
        !text.isEmpty
            && text.split(separator: ".", omittingEmptySubsequences: false).allSatisfy { !$0.isEmpty && $0.unicodeScalars.allSatisfy(isAtext) }
    }

    /// quoted-string: DQUOTE *(qtext / quoted-pair) DQUOTE, qtext being printable ASCII but `"`
    /// and `\` (and UTF-8), a quoted-pair `\` and a printable character or space.
    static func isQuotedString(_ text: Substring) -> Bool {
        guard text.count >= 2, text.first == "\"", text.last == "\"" else { return false }
        var escaped = false
        for scalar in text.dropFirst().dropLast().unicodeScalars {
            let printable = (scalar.value >= 0x20 && scalar.value < 0x7F) || URISyntax.isIRICharacter(scalar)
            if escaped {
                guard printable else { return false }
                escaped = false
            } else if scalar == "\\" {
                escaped = true
            } else if scalar == "\"" || !printable {
                return false
            }
        }
        return !escaped
    }

    /// "[" *dtext "]", dtext being printable ASCII but `[`, `]` and `\`.
    static func isDomainLiteral(_ text: Substring) -> Bool {
        guard text.count >= 2, text.first == "[", text.last == "]" else { return false }
        return text.dropFirst().dropLast().unicodeScalars.allSatisfy { $0.value >= 33 && $0.value <= 126 && $0 != "[" && $0 != "]" && $0 != "\\" }
    }
}
