// AgeStaff: a member of staff who may approve a buyer's age at the self-checkout, as the config
// names them: `age.staff = NAME:HASH`, one line each, so each can be revoked alone.
import Wire

/// One `age.staff` entry: a name (what the basket event's `ageCheck` records as `approver`) and
/// the hash of their own staff code or PIN, made as the admin PIN's is (`kioskscan admin-pin`,
/// `--code` for a code's text). Only a hash is taken: a code or PIN written plain in the config
/// is refused, never quoted. A staff member with both a badge and a PIN has two entries under
/// one name.
public struct AgeStaff: Sendable, Equatable {
    public let name: String
    public let secret: AdminPIN

    /// The longest name taken (it is shown on the basket and sent in events).
    public static let longestName = 40

    public init(name: String, secret: AdminPIN) {
        self.name = name
        self.secret = secret
    }

    /// Reads `NAME:HASH`; a wrong entry is refused saying what is wrong, never quoting the hash.
    public init(parsing text: String) throws(OptionError) {
        let value = text.trimmingWhitespace()
        guard let colon = value.firstIndex(of: ":") else {
            throw OptionError("expected NAME:HASH: a staff member's name, ':', then the hash kioskscan admin-pin writes of their code or PIN")
        }
        let name = value[..<colon].trimmingWhitespace()
        let hash = value[value.index(after: colon)...].trimmingWhitespace()
        guard !name.isEmpty else { throw OptionError("expected NAME:HASH: there is no name before the ':'") }
        guard name.count <= Self.longestName, !name.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) else {
            throw OptionError("a staff member's name is 1 to \(Self.longestName) characters on one line")
        }
        guard hash.hasPrefix(AdminPIN.scheme + "$") else {
            throw OptionError(
                "\(name): expected the hash kioskscan admin-pin writes (\(AdminPIN.scheme)$…); a staff code or PIN is never written plain")
        }
        do throws(OptionError) { secret = try AdminPIN(parsing: hash) } catch { throw OptionError("\(name): \(error.description)") }
        self.name = name
    }

    /// Whether this entry is the admin PIN itself: the same hash, or a plain admin PIN that its
    /// hash matches. The admin PIN never approves an age.
    public func isSecret(of admin: AdminPIN) -> Bool {
        if admin == secret { return true }
        if case .plain(let digits) = admin.stored { return secret.matches(String(decoding: digits, as: UTF8.self)) }
        return false
    }
}
