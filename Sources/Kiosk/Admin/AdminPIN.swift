// AdminPIN: the staff PIN as the config holds it (a PBKDF2-HMAC-SHA256 hash, or plain), made
// and checked; `kioskscan admin-pin` writes the hash.
import Delivery
import FoundationEssentials
import SystemCall
import Wire

/// The admin PIN: 4 to 12 digits, kept as `pbkdf2-sha256$ITERATIONS$SALT$HASH` (salt and hash
/// in base64), or plain (accepted, with a notice: see `notice`).
public struct AdminPIN: Sendable, Equatable {
    public enum Stored: Sendable, Equatable {
        case hashed(iterations: Int, salt: [UInt8], hash: [UInt8])
        case plain([UInt8])
    }

    public let stored: Stored
    public static let scheme = "pbkdf2-sha256"
    /// What `kioskscan admin-pin` writes. The check runs off the loop (PINChecker), but the
    /// keypad waits for it: 100,000 took 0.28 s on this machine's x86 core (release) and seconds
    /// under emulation; 20,000 take 0.06 s here, a few times that on a Pi 4 (not measured). A
    /// guess costs that much off the device; on it, the keypad locks after three, and the config
    /// is readable by root and the kiosk only.
    public static let iterations = 20_000
    /// The hashes taken: fewer rounds are too cheap to guess against; more would keep the
    /// keypad (and a thread) busy for seconds on a Pi for each attempt.
    public static let iterationRange = 1000...200_000
    public static let digits = 4...12

    /// Whether `pin` is 4 to 12 ASCII digits.
    public static func isValid(_ pin: String) -> Bool {
        digits.contains(pin.utf8.count) && pin.utf8.allSatisfy { (0x30...0x39).contains($0) }
    }

    /// Reads the config's value: a hash, or a plain PIN. Refuses anything else, never quoting the value.
    public init(parsing text: String) throws(OptionError) {
        let value = text.trimmingWhitespace()
        if value.hasPrefix(Self.scheme + "$") {
            let parts = value.split(separator: "$", omittingEmptySubsequences: false)
            guard parts.count == 4, let iterations = Int(parts[1]), Self.iterationRange.contains(iterations),
                let salt = Data(base64Encoded: String(parts[2])), salt.count >= 8,
                let hash = Data(base64Encoded: String(parts[3])), hash.count == 32
            else {
                throw OptionError(
                    "expected pbkdf2-sha256$ITERATIONS$SALT$HASH as kioskscan admin-pin writes it (1000 to 200000 iterations, a salt of 8 bytes or more, a hash of 32 bytes, base64)"
                )
            }
            stored = .hashed(iterations: iterations, salt: Array(salt), hash: Array(hash))
        } else if Self.isValid(value) {
            stored = .plain(Array(value.utf8))
        } else {
            throw OptionError("expected 4 to 12 digits, or a hash written by kioskscan admin-pin")
        }
    }

    public init(stored: Stored) { self.stored = stored }

    /// The hash of `pin` with a fresh random salt, as the config holds it.
    public static func hash(_ pin: String, iterations: Int = iterations) throws(SystemError) -> String {
        hash(pin, salt: try RandomBytes.take(16), iterations: iterations)
    }

    public static func hash(_ pin: String, salt: [UInt8], iterations: Int) -> String {
        let derived = SHA256.pbkdf2(password: Array(pin.utf8), salt: salt, iterations: iterations)
        return "\(scheme)$\(iterations)$\(Data(salt).base64EncodedString())$\(Data(derived).base64EncodedString())"
    }

    /// Whether `pin` is this PIN, compared in constant time (the digits' hash, or the digits).
    public func matches(_ pin: String) -> Bool {
        switch stored {
        case .hashed(let iterations, let salt, let hash):
            SHA256.constantTimeEqual(SHA256.pbkdf2(password: Array(pin.utf8), salt: salt, iterations: iterations), hash)
        case .plain(let digits):
            // Hashed both, so that the comparison's time does not depend on the lengths either.
            SHA256.constantTimeEqual(SHA256.hash(Array(pin.utf8)), SHA256.hash(digits))
        }
    }

    /// One log line for a plain PIN; nil for a hash.
    public var notice: String? {
        guard case .plain = stored else { return nil }
        return "admin.pin is written plain: anyone who can read the config can open the admin screen; store it hashed (kioskscan admin-pin)"
    }
}

/// Wrong PINs lock the keypad: after 3 wrong in a row, for 30 s, doubled by each further wrong
/// PIN up to 15 min; the right PIN starts the count again. Pure: times come from the caller.
public struct AdminLock: Sendable, Equatable {
    public static let freeTries = 3
    public static let firstLock = 30.0
    public static let longestLock = 900.0
    public private(set) var wrong = 0
    public private(set) var lockedUntil: Double?

    public init() {}

    /// Seconds left locked at `time` (rounded up); nil: not locked.
    public func remaining(at time: Double) -> Int? {
        guard let until = lockedUntil, time < until else { return nil }
        return Int((until - time).rounded(.up))
    }

    /// A wrong PIN at `time`; returns the seconds of the lock it starts, nil when not yet.
    public mutating func failed(at time: Double) -> Double? {
        wrong += 1
        guard wrong >= Self.freeTries else { return nil }
        let seconds = min(Self.firstLock * Double(1 << min(wrong - Self.freeTries, 10)), Self.longestLock)
        lockedUntil = time + seconds
        return seconds
    }

    public mutating func succeeded() {
        wrong = 0
        lockedUntil = nil
    }
}
