// OTPAccount: a one-time-password account to add to an authenticator app (an `otpauth://` URI):
// its issuer and account name. The shared secret is checked, never kept.
import Language
import Wire

/// A TOTP or HOTP account, after Google Authenticator's Key Uri Format
/// (`otpauth://totp/Example:alice@google.com?secret=JBSWY3DPEHPK3PXP&issuer=Example`). The secret
/// must be present and Base32 for the URI to be one, but it is not stored: no property, field or
/// card can show it, whatever the shop's settings.
public struct OTPAccount: ContentKind {
    public enum Kind: String, Sendable {
        /// Time-based (RFC 6238).
        case totp
        /// Counter-based (RFC 4226).
        case hotp
    }

    public enum Algorithm: String, Sendable {
        case sha1 = "SHA1"
        case sha256 = "SHA256"
        case sha512 = "SHA512"
    }

    public static let typeName = "otp"
    /// Its secret: the text of an `otpauth://` code, read or refused, is withheld unless kept.
    public static let secretHolder: Message? = .cardOneTimePassword

    public let kind: Kind
    /// The `issuer` parameter, else the label's prefix before the colon.
    public let issuer: String?
    public let account: String
    public let algorithm: Algorithm
    public let digits: Int
    /// Seconds a TOTP code lasts; nil for HOTP.
    public let period: Int?
    /// The HOTP counter's starting value; nil for TOTP.
    public let counter: Int?

    public static func parse(_ payload: ContentPayload, context: ContentContext) throws(ContentRefusal) -> OTPAccount? {
        guard let text = payload.text, let uri = try OTPAuthURI.split(text) else { return nil }
        guard let kind = Kind(rawValue: uri.type.lowercased()) else { throw ContentRefusal("otpauth: the type is not totp or hotp") }
        guard let label = uri.label, !label.isEmpty else { throw ContentRefusal("otpauth: no label (issuer and account name)") }
        // "Issuer:account" (the colon literal or %3A, spaces allowed before the account); neither
        // part may hold a colon.
        let parts = label.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count <= 2 else { throw ContentRefusal("otpauth: the label has more than one colon") }
        let account = String(parts[parts.count - 1].drop { $0 == " " })
        guard !account.isEmpty else { throw ContentRefusal("otpauth: the label has no account name") }
        let labelIssuer = parts.count == 2 && !parts[0].isEmpty ? String(parts[0]) : nil

        let parameters = uri.parameters
        guard let secret = parameters["secret"], !secret.isEmpty else { throw ContentRefusal("otpauth: no secret") }
        guard OTPAuthURI.isBase32(secret) else { throw ContentRefusal("otpauth: the secret is not Base32") }
        guard let algorithm = Algorithm(rawValue: (parameters["algorithm"] ?? "SHA1").uppercased()) else {
            throw ContentRefusal("otpauth: the algorithm is not SHA1, SHA256 or SHA512")
        }
        guard let digits = wholeNumber(parameters["digits"] ?? "6"), digits == 6 || digits == 8 else {
            throw ContentRefusal("otpauth: the number of digits is not 6 or 8")
        }
        var period: Int?
        var counter: Int?
        switch kind {
        case .totp:
            guard let seconds = wholeNumber(parameters["period"] ?? "30"), seconds > 0 else {
                throw ContentRefusal("otpauth: the period is not a positive number of seconds")
            }
            period = seconds
        case .hotp:
            guard let written = parameters["counter"] else { throw ContentRefusal("otpauth: an hotp account needs a counter") }
            guard let start = wholeNumber(written) else { throw ContentRefusal("otpauth: the counter is not a whole number") }
            counter = start
        }
        // The format says a label's issuer and the parameter should be equal; where they differ,
        // the parameter, which newer apps rely on, is shown.
        let issuerParameter = parameters["issuer"].flatMap { $0.isEmpty ? nil : $0 }
        return OTPAccount(
            kind: kind, issuer: issuerParameter ?? labelIssuer, account: account, algorithm: algorithm, digits: digits, period: period,
            counter: counter)
    }

    /// Digits only (`Int("+6")` would take a sign); nil past `Int.max`.
    private static func wholeNumber(_ text: String) -> Int? {
        guard !text.isEmpty, text.utf8.allSatisfy({ (0x30...0x39).contains($0) }) else { return nil }
        return Int(text)
    }

    public var fields: [JSON.Member] {
        var members: [JSON.Member] = []
        if let issuer { members.append(("issuer", .string(issuer))) }
        members += [("account", .string(account)), ("kind", .string(kind.rawValue))]
        return members
    }

    public var card: ContentCard {
        var main: [ContentCard.Fact] = []
        if let issuer { main.append(.init(.cardIssuer, issuer)) }
        main.append(.init(.cardAccount, account))
        var values = ["digits": String(digits), "period": String(period ?? 30)]
        if algorithm != .sha1 { values["algorithm"] = algorithm.rawValue }
        let codes: Message =
            switch kind {
            case .totp: algorithm == .sha1 ? .cardTimeBased : .cardTimeBasedWith
            case .hotp: algorithm == .sha1 ? .cardCounterBased : .cardCounterBasedWith
            }
        return ContentCard(
            title: .cardOneTimePassword, main: main, details: [.init(.cardCodes, .said(codes, values)), .init(.cardSecret, .said(.cardNotShown))])
    }
}
