// WebAddress: a web address (RFC 3986 URI, or an RFC 3987 IRI) with the host shown in full, the
// tricks a phishing link plays named, and the tracking parameters it carries. The kiosk never
// opens it.
import Language
import Wire

/// An absolute `http`, `https` or other network address with an authority (`scheme://host`).
/// A bare `www.example.com` has no scheme and is not one: nothing says it is an address rather
/// than text, so it stays text.
public struct WebAddress: ContentKind {
    public static let typeName = "url"

    /// The schemes read as web addresses: those whose URIs always name a host after `//`.
    /// Others (`otpauth://`, `bitcoin:`) belong to other kinds or to none.
    public static let schemes: [String: (port: Int, encrypted: Bool)] = [
        "http": (80, false), "https": (443, true), "ws": (80, false), "wss": (443, true), "ftp": (21, false), "ftps": (990, true),
        "sftp": (22, true), "rtsp": (554, false), "rtsps": (322, true),
    ]

    /// The address as written, white space around it dropped.
    public let text: String
    /// Lowercased (RFC 3986 3.1).
    public let scheme: String
    /// What stands before `@` in the authority, as written: `user:password` or, in a phishing
    /// link, a name that looks like the site (`https://www.bank.com@evil.example/`).
    public let userinfo: String?
    public let host: URIHost
    /// The port when the address gives one.
    public let port: Int?
    /// As written (percent-encoding kept).
    public let path: String
    public let query: String?
    public let fragment: String?
    /// Tracking parameters in the query, by name (`utm_source`, `fbclid`).
    public let trackers: [String]

    /// Whether the scheme encrypts the connection (https, wss, ftps, sftp, rtsps).
    public var encrypted: Bool { Self.schemes[scheme]?.encrypted ?? false }

    public static func parse(_ payload: ContentPayload, context: ContentContext) throws(ContentRefusal) -> WebAddress? {
        guard let whole = payload.text else { return nil }
        let text = URISyntax.trimmingWhitespace(whole)
        guard let scheme = URISyntax.scheme(of: text), schemes[scheme] != nil else { return nil }
        return try WebAddress(text, scheme: scheme)
    }

    init(_ text: Substring, scheme: String) throws(ContentRefusal) {
        self.text = String(text)
        self.scheme = scheme
        for scalar in text.unicodeScalars where scalar == " " || scalar == "\n" || scalar == "\r" || scalar == "\t" {
            throw ContentRefusal("\(URISyntax.describe(scalar)) inside the address: an address ends there, and this text goes on")
        }
        try URISyntax.checkCharacters(text, in: "a web address")
        var rest = text.dropFirst(scheme.count + 1)
        guard rest.hasPrefix("//") else { throw ContentRefusal("“\(scheme):” must be followed by “//” and a host (RFC 3986 3.2)") }
        rest = rest.dropFirst(2)
        let authorityEnd = rest.firstIndex { $0 == "/" || $0 == "?" || $0 == "#" } ?? rest.endIndex
        let authority = rest[..<authorityEnd]
        rest = rest[authorityEnd...]

        var hostAndPort = authority
        if let at = authority.lastIndex(of: "@") {
            let userinfo = authority[..<at]
            for scalar in userinfo.unicodeScalars
            where
                !(URISyntax.isUnreserved(scalar) || URISyntax.isSubDelimiter(scalar) || scalar == ":" || scalar == "%"
                || URISyntax.isIRICharacter(scalar))
            {
                throw ContentRefusal("\(URISyntax.describe(scalar)) cannot be part of the user information (RFC 3986 3.2.1)")
            }
            self.userinfo = String(userinfo)
            hostAndPort = authority[authority.index(after: at)...]
        } else {
            userinfo = nil
        }
        let portText: Substring?
        if hostAndPort.hasPrefix("["), let close = hostAndPort.firstIndex(of: "]") {
            let afterBracket = hostAndPort[hostAndPort.index(after: close)...]
            guard afterBracket.isEmpty || afterBracket.hasPrefix(":") else {
                throw ContentRefusal("“\(afterBracket)” after an IP literal: only “:” and a port may follow “]” (RFC 3986 3.2)")
            }
            host = try URIHost(hostAndPort[...close])
            portText = afterBracket.isEmpty ? nil : afterBracket.dropFirst()
        } else if let colon = hostAndPort.firstIndex(of: ":") {
            host = try URIHost(hostAndPort[..<colon])
            portText = hostAndPort[hostAndPort.index(after: colon)...]
        } else {
            host = try URIHost(hostAndPort)
            portText = nil
        }
        if let portText, !portText.isEmpty {
            guard portText.unicodeScalars.allSatisfy(URISyntax.isDigit) else {
                throw ContentRefusal("port “\(portText)” is not a number (RFC 3986 3.2.3)")
            }
            guard portText.count <= 5, let port = Int(portText), port <= 65_535 else { throw ContentRefusal("port \(portText) is beyond 65535") }
            self.port = port
        } else {
            port = nil
        }

        let fragmentStart = rest.firstIndex(of: "#")
        let beforeFragment = rest[..<(fragmentStart ?? rest.endIndex)]
        let queryStart = beforeFragment.firstIndex(of: "?")
        path = String(beforeFragment[..<(queryStart ?? beforeFragment.endIndex)])
        let query = queryStart.map { beforeFragment[beforeFragment.index(after: $0)...] }
        self.query = query.map(String.init)
        let fragment = fragmentStart.map { rest[rest.index(after: $0)...] }
        self.fragment = fragment.map(String.init)
        let parts: [Substring] = [Substring(path), query ?? "", fragment ?? ""]
        for part in parts {
            if let bad = part.unicodeScalars.first(where: { $0 == "[" || $0 == "]" || $0 == "#" }) {
                throw ContentRefusal("\(URISyntax.describe(bad)) must be percent-encoded outside the host (RFC 3986 3.3–3.5)")
            }
        }
        trackers = query.map(TrackingParameters.named) ?? []
    }

    /// `url` (as written), `host` (as reached), `scheme`; then, when they apply, `port`,
    /// `trackers` (names), and `userinfo`, `ipAddress`, `internationalHost`, each `true`.
    public var fields: [JSON.Member] {
        var fields: [JSON.Member] = [("url", .string(text)), ("host", .string(host.name)), ("scheme", .string(scheme))]
        if let port { fields.append(("port", .integer(port))) }
        if !trackers.isEmpty { fields.append(("trackers", .array(trackers.map(JSON.string)))) }
        if userinfo != nil { fields.append(("userinfo", .bool(true))) }
        if host.isIPAddress { fields.append(("ipAddress", .bool(true))) }
        if host.international { fields.append(("internationalHost", .bool(true))) }
        return fields
    }

    public var card: ContentCard {
        var details: [ContentCard.Fact] = []
        if let port, port != Self.schemes[scheme]?.port { details.append(.init(.cardPort, String(port))) }
        let pathAndQuery = path + (query.map { "?" + $0 } ?? "")
        if !pathAndQuery.isEmpty, pathAndQuery != "/" { details.append(.init(.cardPath, pathAndQuery)) }
        if !trackers.isEmpty { details.append(.init(.cardTracking, trackers.joined(separator: ", "))) }
        var warnings: [ShownText] = []
        if userinfo != nil { warnings.append(.said(.cardUserInfo, ["host": host.name])) }
        switch host.kind {
        case .name: break
        case .ipv4, .ipLiteral: warnings.append(.said(.cardHostIPAddress))
        case .number: warnings.append(.said(.cardHostNumber))
        }
        if host.percentEncoded { warnings.append(.said(.cardHostPercentEncoded, ["host": host.name])) }
        if host.mixesAlphabets {
            warnings.append(.said(.cardHostMixesAlphabets))
        } else if host.international {
            warnings.append(.said(.cardHostInternational))
        }
        return ContentCard(
            title: .cardWebAddress,
            main: [.init(.cardHost, host.name), .init(.cardScheme, encrypted ? .verbatim(scheme) : .said(.cardNotEncrypted, ["scheme": scheme]))],
            details: details, warnings: warnings)
    }
}
