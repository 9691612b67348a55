// ConsolePassphrase: the web console's passphrase as the config holds it: hashed like the admin
// PIN (the same PBKDF2 scheme, `kioskscan admin-pin --console` writes it), or plain.
import SystemCall
import Wire

/// The console's passphrase (`console.password`): 10 to 64 characters, never the 4-digit PIN
/// typed on a public screen, kept as `pbkdf2-sha256$ITERATIONS$SALT$HASH` as `AdminPIN` keeps a
/// PIN, or plain (accepted, with a notice).
public struct ConsolePassphrase: Sendable, Equatable {
    public let stored: AdminPIN.Stored
    /// In characters: at least 10 (a passphrase, not a PIN); at most what `admin-pin` reads.
    public static let length = 10...64

    public static func isValid(_ passphrase: String) -> Bool {
        length.contains(passphrase.count) && passphrase.utf8.count <= 256
            && !passphrase.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F }
    }

    /// Reads the config's value: a hash (checked as `admin.pin`'s is), or a plain passphrase.
    /// Refuses anything else, never quoting the value.
    public init(parsing text: String) throws(OptionError) {
        let value = text.trimmingWhitespace()
        if value.hasPrefix(AdminPIN.scheme + "$") {
            stored = try AdminPIN(parsing: value).stored
        } else if Self.isValid(value) {
            stored = .plain(Array(value.utf8))
        } else {
            throw OptionError(
                "expected a passphrase of \(Self.length.lowerBound) to \(Self.length.upperBound) characters on one line, or a hash written by kioskscan admin-pin --console"
            )
        }
    }

    /// Whether `typed` is the passphrase, in constant time (its hash: tens of milliseconds, on
    /// the console's thread).
    public func matches(_ typed: String) -> Bool { AdminPIN(stored: stored).matches(typed) }

    /// One log line for a plain passphrase; nil for a hash.
    public var notice: String? {
        guard case .plain = stored else { return nil }
        return
            "console.password is written plain: anyone who can read the config can sign in to the console; store it hashed (kioskscan admin-pin --console)"
    }
}
