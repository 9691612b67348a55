// ConsoleAddress: where the console listens (`--console ADDRESS:PORT`), and whether a request's
// Host or Origin names that place (the check against DNS rebinding).
import Glibc

/// An IP address and a port: `127.0.0.1:8080`, `[::1]:8080`, `0.0.0.0:8443`, `localhost:8080`
/// (127.0.0.1). Only IP literals and `localhost`: a name would need a lookup, and a Host check
/// against a name is what DNS rebinding defeats.
public struct ConsoleAddress: Sendable, Equatable, CustomStringConvertible {
    public enum Family: Sendable, Equatable {
        case ipv4
        case ipv6
    }

    public let family: Family
    /// The address in network order: 4 or 16 bytes.
    public let bytes: [UInt8]
    /// 0: any free port (tests); the server's `address` then has the one the kernel gave.
    public let port: Int

    public init(family: Family, bytes: [UInt8], port: Int) {
        self.family = family
        self.bytes = bytes
        self.port = port
    }

    /// Reads `ADDRESS:PORT`; throws a message saying what is expected (never quoting more than
    /// the caller shows).
    public init(parsing text: String) throws(ConsoleError) {
        let expected = "expected ADDRESS:PORT: an IPv4 address, [an IPv6 address] or localhost, then a port 1 to 65535 (127.0.0.1:8080, [::1]:8080)"
        guard let (host, portText) = Self.split(text), let port = Int(portText), (0...65_535).contains(port),
            portText.utf8.allSatisfy({ (0x30...0x39).contains($0) }), let address = Self.literal(host, port: port)
        else { throw ConsoleError(expected) }
        self = address
    }

    /// A host and the port after its last colon; an IPv6 address in brackets.
    static func split(_ text: String) -> (host: String, port: String)? {
        if text.hasPrefix("[") {
            guard let close = text.firstIndex(of: "]") else { return nil }
            let after = text[text.index(after: close)...]
            guard after.hasPrefix(":") else { return nil }
            return ("[" + text[text.index(after: text.startIndex)..<close] + "]", String(after.dropFirst()))
        }
        guard let colon = text.lastIndex(of: ":") else { return nil }
        return (String(text[..<colon]), String(text[text.index(after: colon)...]))
    }

    /// An IP literal (`[v6]` in brackets) or `localhost`, with `port`; nil for anything else.
    static func literal(_ host: String, port: Int) -> ConsoleAddress? {
        if host.lowercased() == "localhost" { return ConsoleAddress(family: .ipv4, bytes: [127, 0, 0, 1], port: port) }
        if host.hasPrefix("[") && host.hasSuffix("]") {
            var address = in6_addr()
            guard host.utf8.count <= 48, inet_pton(AF_INET6, String(host.dropFirst().dropLast()), &address) == 1 else { return nil }
            return ConsoleAddress(family: .ipv6, bytes: withUnsafeBytes(of: address) { Array($0) }, port: port)
        }
        var address = in_addr()
        guard host.utf8.count <= 15, inet_pton(AF_INET, host, &address) == 1 else { return nil }
        return ConsoleAddress(family: .ipv4, bytes: withUnsafeBytes(of: address) { Array($0) }, port: port)
    }

    /// 127.0.0.0/8 or ::1: reachable from this machine only.
    public var isLoopback: Bool {
        switch family {
        case .ipv4: bytes[0] == 127
        case .ipv6: bytes == [UInt8](repeating: 0, count: 15) + [1]
        }
    }

    /// 0.0.0.0 or ::: every address of the machine.
    public var isUnspecified: Bool { bytes.allSatisfy { $0 == 0 } }

    /// The address as a URL writes it: `127.0.0.1`, `[::1]`.
    public var host: String {
        var text = [CChar](repeating: 0, count: Int(INET6_ADDRSTRLEN))
        bytes.withUnsafeBytes { _ = inet_ntop(family == .ipv4 ? AF_INET : AF_INET6, $0.baseAddress, &text, socklen_t(text.count)) }
        let written = String(decoding: text.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        return family == .ipv4 ? written : "[\(written)]"
    }

    public var description: String { "\(host):\(port)" }

    /// The same address on `port`.
    public func on(port: Int) -> ConsoleAddress { ConsoleAddress(family: family, bytes: bytes, port: port) }

    /// Whether a request's `Host` header names this address and port: the same IP literal (any
    /// IP literal when listening on every address), or `localhost` on a loopback address; the
    /// port as given (`defaultPort` when left out: 80, 443 under TLS). A name is refused: a browser sends the name it looked
    /// up, and a page of someone else's name that resolves here is DNS rebinding.
    public func accepts(host header: String, defaultPort: Int = 80) -> Bool {
        guard !header.isEmpty, header.utf8.count <= 64 else { return false }
        var host = header
        var port = defaultPort
        if let (name, portText) = Self.split(header), !(header.hasPrefix("[") == false && name.contains(":")) {
            guard !portText.isEmpty, portText.utf8.count <= 5, portText.utf8.allSatisfy({ (0x30...0x39).contains($0) }), let number = Int(portText)
            else { return false }
            host = name
            port = number
        }
        guard port == self.port else { return false }
        if host.lowercased() == "localhost" { return isLoopback }
        guard let named = Self.literal(host, port: port) else { return false }
        return isUnspecified ? named.family == family || family == .ipv6 : named == self
    }

    /// Whether a request's `Origin` header is this console's own: `http://` (`https://` when
    /// `secure`) and a host it accepts. `null`, another scheme, a path or anything else is not.
    public func accepts(origin header: String, secure: Bool = false) -> Bool {
        let scheme = secure ? "https://" : "http://"
        guard header.hasPrefix(scheme) else { return false }
        let authority = String(header.dropFirst(scheme.count))
        guard !authority.contains("/"), !authority.contains("@") else { return false }
        return accepts(host: authority, defaultPort: secure ? 443 : 80)
    }
}

/// A console setting or request refused, with what was expected.
public struct ConsoleError: Error, Sendable, Equatable, CustomStringConvertible {
    public let description: String
    public init(_ description: String) { self.description = description }
}
