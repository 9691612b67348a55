// URLCredentials: what a destination or lookup URL carries for the server besides itself — the
// `user:password@` written in it, and a secret kept in a small file (`password-file=`,
// `bearer-file=`) — taken out and read the one way both `--deliver` and `--lookup` need.
import SystemCall
import Wire

public enum URLCredentials {
    /// Which part of the userinfo a malformed `%XX` escape is in.
    public enum Part: String, Sendable { case user = "user name", password }

    /// `url` with its `user:password@` taken out, and the two percent-decoded; read from the
    /// text as written (URLComponents takes a stray `%` as a literal one). A malformed `%XX` (or
    /// bytes that are not UTF-8) is an error naming the part: dropping the password would send
    /// the requests without one, and the server's refusals would be all anyone saw.
    public static func split(_ url: String) throws(MalformedEscape) -> (url: String, user: String?, password: String?) {
        guard let schemeEnd = url.firstRange(of: "://") else { return (url, nil, nil) }
        let rest = url[schemeEnd.upperBound...]
        let authority = rest.prefix { $0 != "/" && $0 != "?" && $0 != "#" }
        guard let at = authority.lastIndex(of: "@") else { return (url, nil, nil) }
        let userinfo = authority[..<at]
        let colon = userinfo.firstIndex(of: ":")
        guard let user = PercentEncoding.decode(String(userinfo[..<(colon ?? userinfo.endIndex)])) else {
            throw MalformedEscape(part: .user)
        }
        let stripped = String(url[..<schemeEnd.upperBound]) + String(rest[rest.index(after: at)...])
        guard let colon else { return (stripped, user, nil) }
        guard let password = PercentEncoding.decode(String(userinfo[userinfo.index(after: colon)...])) else {
            throw MalformedEscape(part: .password)
        }
        return (stripped, user, password)
    }

    public struct MalformedEscape: Error, Sendable, CustomStringConvertible {
        public let part: Part
        public var description: String { "the \(part.rawValue) in the URL has a malformed %XX escape (write % as %25)" }
    }

    /// The first line of the small file at `path` (64 KiB at most), without the white space
    /// around it: a secret that need not stand in the config file or on the command line. Nil
    /// when the file holds none (empty, or not UTF-8).
    public static func secret(fromFile path: String) throws(FileReadError) -> String? {
        let bytes = try RegularFile.read(path: path, limit: 64 << 10)
        guard let text = String(validating: bytes, as: UTF8.self),
            let line = text.split(separator: "\n").first.map({ $0.trimmingWhitespaceAndNewlines() }), !line.isEmpty
        else { return nil }
        return line
    }
}
