// ConsoleSessions: who is signed in to the console: a random id per session (its cookie), its
// CSRF token, and when it was last used.
import SystemCall

/// The signed-in sessions, in memory only: a restart ends them all, as does a new passphrase
/// (`endAll`). A session ends after `idleLimit` seconds without a request the user made (the
/// status page's own refreshes do not count), or when signed out. At most `capacity` at once:
/// a new one ends the least recently used.
struct ConsoleSessions {
    struct Session: Equatable {
        /// The token every form of this session carries (a CSRF token).
        let formToken: String
        var lastUsed: Double
    }

    static let idleLimit = 15.0 * 60
    static let capacity = 16
    /// Random bytes in a session id and a form token (written as twice as many hex digits).
    static let randomBytes = 32

    private var sessions: [String: Session] = [:]

    var count: Int { sessions.count }

    /// A new session at `time`: its id and form token.
    mutating func open(at time: Double) throws(SystemError) -> (id: String, formToken: String) {
        let id = try Self.randomToken()
        let token = try Self.randomToken()
        if sessions.count >= Self.capacity, let oldest = sessions.min(by: { $0.value.lastUsed < $1.value.lastUsed })?.key {
            sessions[oldest] = nil
        }
        sessions[id] = Session(formToken: token, lastUsed: time)
        return (id, token)
    }

    /// The session `id` at `time`, when it is open and has not been idle too long (one that has
    /// is ended here). `used`: the request is the user's, and starts the idle time again.
    mutating func find(_ id: String?, at time: Double, used: Bool) -> Session? {
        guard let id, Self.isToken(id), var session = sessions[id] else { return nil }
        guard time - session.lastUsed < Self.idleLimit else {
            sessions[id] = nil
            return nil
        }
        if used {
            session.lastUsed = time
            sessions[id] = session
        }
        return session
    }

    mutating func end(_ id: String) { sessions[id] = nil }

    mutating func endAll() { sessions.removeAll() }

    /// 32 bytes from getrandom(2) as 64 lowercase hex digits.
    static func randomToken() throws(SystemError) -> String {
        let digits = Array("0123456789abcdef".utf8)
        return String(decoding: try RandomBytes.take(randomBytes).flatMap { [digits[Int($0 >> 4)], digits[Int($0 & 15)]] }, as: UTF8.self)
    }

    /// Whether `text` looks like a token this makes (64 lowercase hex digits).
    static func isToken(_ text: String) -> Bool {
        text.utf8.count == 2 * randomBytes && text.utf8.allSatisfy { (0x30...0x39).contains($0) || (0x61...0x66).contains($0) }
    }

    /// Whether two tokens are the same, in time that depends on their length only (no token, or
    /// an empty one, is never the same as anything).
    static func sameToken(_ a: String?, _ b: String?) -> Bool {
        guard let a, let b, !a.isEmpty, a.utf8.count == b.utf8.count else { return false }
        return zip(a.utf8, b.utf8).reduce(UInt8(0)) { $0 | ($1.0 ^ $1.1) } == 0
    }
}
