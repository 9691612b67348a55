// URIHost: the host of a web address (RFC 3986 3.2.2) as a browser would reach it, and what about
// it deserves a second look: an IP address, a number browsers read as one, international letters.

/// A web address's host.
public struct URIHost: Sendable, Equatable {
    public enum Kind: Sendable, Equatable {
        /// A registered name (`example.com`).
        case name
        /// RFC 3986's IPv4address, dotted decimal (`192.0.2.16`).
        case ipv4
        /// An IP literal in brackets: IPv6 (`[2001:db8::7]`) or IPvFuture.
        case ipLiteral
        /// A name whose last label is a number (`2130706433`, `0x7f.1`): the URL Standard's
        /// host parser reads it as an IPv4 address, so a browser goes to that address.
        case number
    }

    /// As a browser resolves it: percent-encoding decoded, letters lowercased (RFC 3986
    /// 6.2.2.1), punycode (`xn--`) left as written.
    public let name: String
    public let kind: Kind
    /// The host has letters beyond ASCII or a punycode (`xn--`) label: it can imitate another
    /// name with look-alike letters.
    public let international: Bool
    /// One label mixes ASCII letters with letters beyond ASCII (`pаypal`, with a Cyrillic а).
    public let mixesAlphabets: Bool
    /// The host was written with percent-encoding (`%65xample.com`).
    public let percentEncoded: Bool

    public var isIPAddress: Bool { kind != .name }

    /// Reads `text`, the host part of an authority (brackets included for an IP literal).
    init(_ text: Substring) throws(ContentRefusal) {
        guard !text.isEmpty else { throw ContentRefusal("the address has no host (RFC 3986 3.2.2)") }
        if text.hasPrefix("[") {
            guard text.hasSuffix("]") else { throw ContentRefusal("“[” opens an IP literal that no “]” closes (RFC 3986 3.2.2)") }
            let inside = text.dropFirst().dropLast()
            guard Self.isIPv6(inside) || Self.isIPvFuture(inside) else {
                throw ContentRefusal("[\(inside)] is neither an IPv6 address nor IPvFuture (RFC 3986 3.2.2)")
            }
            name = "[" + inside.lowercased() + "]"
            kind = .ipLiteral
            international = false
            mixesAlphabets = false
            percentEncoded = false
            return
        }
        for scalar in text.unicodeScalars
        where !(URISyntax.isUnreserved(scalar) || URISyntax.isSubDelimiter(scalar) || scalar == "%" || URISyntax.isIRICharacter(scalar)) {
            throw ContentRefusal("\(URISyntax.describe(scalar)) cannot be part of a host name (RFC 3986 3.2.2)")
        }
        percentEncoded = text.contains("%")
        let decoded = try URISyntax.percentDecoded(text, in: "the host").lowercased()
        // The URL Standard's forbidden host code points: a host that decodes to one of them is
        // no host a browser would reach.
        if let bad = decoded.unicodeScalars.first(where: { $0.value < 0x21 || "#%/:<>?@[\\]^|".unicodeScalars.contains($0) }) {
            throw ContentRefusal("the host decodes to \(URISyntax.describe(bad)), which no host name can hold")
        }
        guard !decoded.isEmpty else { throw ContentRefusal("the address has no host (RFC 3986 3.2.2)") }
        name = decoded
        let labels = decoded.split(separator: ".", omittingEmptySubsequences: false)
        if Self.isIPv4(decoded) {
            kind = .ipv4
        } else if Self.endsInNumber(labels) {
            kind = .number
        } else {
            kind = .name
        }
        international = !decoded.unicodeScalars.allSatisfy(\.isASCII) || labels.contains { $0.hasPrefix("xn--") }
        mixesAlphabets = labels.contains { label in
            label.unicodeScalars.contains { ("a"..."z").contains($0) }
                && label.unicodeScalars.contains { !$0.isASCII && $0.properties.isAlphabetic }
        }
    }

    /// RFC 3986's IPv4address: four dec-octets (0–255, no leading zero) joined by dots.
    static func isIPv4(_ text: some StringProtocol) -> Bool {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        return parts.count == 4
            && parts.allSatisfy { part in
                guard (1...3).contains(part.count), part.unicodeScalars.allSatisfy(URISyntax.isDigit), let value = Int(part) else { return false }
                return value <= 255 && (part.count == 1 || part.first != "0")
            }
    }

    /// The URL Standard's "ends in a number" check: the last label (a single trailing dot
    /// aside) is decimal digits or `0x` and hex digits.
    static func endsInNumber(_ labels: [Substring]) -> Bool {
        var labels = labels
        if labels.count > 1, labels.last?.isEmpty == true { labels.removeLast() }
        guard let last = labels.last, !last.isEmpty else { return false }
        if last.unicodeScalars.allSatisfy(URISyntax.isDigit) { return true }
        let lowered = last.lowercased()
        return lowered.hasPrefix("0x") && lowered.dropFirst(2).unicodeScalars.allSatisfy(URISyntax.isHexDigit)
    }

    /// RFC 3986's IPv6address: eight groups of one to four hex digits, one `::` standing for
    /// one or more zero groups, the last 32 bits optionally in dotted decimal.
    static func isIPv6(_ text: Substring) -> Bool {
        let halves = text.components(separatedBy: "::")
        guard halves.count <= 2 else { return false }
        func groups(_ part: Substring, allowingIPv4: Bool) -> Int? {
            guard !part.isEmpty else { return 0 }
            var count = 0
            let pieces = part.split(separator: ":", omittingEmptySubsequences: false)
            for (index, piece) in pieces.enumerated() {
                if allowingIPv4, index == pieces.count - 1, piece.contains(".") {
                    guard isIPv4(piece) else { return nil }
                    count += 2
                } else {
                    guard (1...4).contains(piece.count), piece.unicodeScalars.allSatisfy(URISyntax.isHexDigit) else { return nil }
                    count += 1
                }
            }
            return count
        }
        if halves.count == 1 {
            return groups(halves[0], allowingIPv4: true) == 8
        }
        guard let head = groups(halves[0], allowingIPv4: false), let tail = groups(halves[1], allowingIPv4: true) else { return false }
        return head + tail <= 7
    }

    /// RFC 3986's IPvFuture: "v" 1*HEXDIG "." 1*( unreserved / sub-delims / ":" ).
    static func isIPvFuture(_ text: Substring) -> Bool {
        guard text.first == "v" || text.first == "V", let dot = text.firstIndex(of: ".") else { return false }
        let version = text[text.index(after: text.startIndex)..<dot]
        let rest = text[text.index(after: dot)...]
        return !version.isEmpty && version.unicodeScalars.allSatisfy(URISyntax.isHexDigit) && !rest.isEmpty
            && rest.unicodeScalars.allSatisfy { URISyntax.isUnreserved($0) || URISyntax.isSubDelimiter($0) || $0 == ":" }
    }
}

extension Substring {
    /// The pieces of the text between occurrences of `separator` (the standard library has no
    /// `components(separatedBy:)` without Foundation).
    fileprivate func components(separatedBy separator: String) -> [Substring] {
        var pieces: [Substring] = []
        var rest = self[...]
        while let range = rest.firstRange(of: separator) {
            pieces.append(rest[..<range.lowerBound])
            rest = rest[range.upperBound...]
        }
        pieces.append(rest)
        return pieces
    }
}
