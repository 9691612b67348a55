// WiFiNetwork: the network a `WIFI:` code joins: ZXing's format (fields in any order, backslash
// escapes, optional quotes, EAP fields) with the fields the WPA3 Specification's Wi-Fi URI adds.
// The password never reaches the card, and a refusal quotes no value: a password with an unescaped
// `;` runs into the fields after it.
import Language
import Wire

/// A Wi-Fi network and the credentials to join it.
///
/// `WIFI:T:WPA;S:name;P:pass;H:true;;`. Fields: T security, S SSID, P password, H hidden; for
/// WPA2-EAP (ZXing's wiki) E method, PH2 phase 2, A anonymous identity, I identity; from the
/// WPA3 Specification's WIFI-qr grammar R transition disable (hex) and K the SAE-PK public key,
/// I there being the SAE password identifier. `\` escapes `\ ; , : "`; a value in unescaped
/// double quotes is the text inside them. The WPA3 grammar's percent-encoding is not decoded:
/// its `%` may also stand for itself, and ZXing's escapes are what generators write. Fields
/// neither defines are ignored.
public struct WiFiNetwork: ContentKind {
    public static let typeName = "wifi"
    public static let secretHolder: Message? = .cardWiFiNetwork

    /// The `T:` value, spelled as the formats spell it.
    public enum Security: String, Sendable, Equatable, CaseIterable {
        /// No T, an empty T or `nopass`: an open (or Enhanced Open) network.
        case open = "nopass"
        case wep = "WEP"
        /// Password-based: WPA or WPA2 personal in ZXing's wiki, any password-based
        /// authentication (WPA3's SAE too) in the WPA3 Specification.
        case wpa = "WPA"
        case wpa2 = "WPA2"
        case wpa3 = "WPA3"
        case sae = "SAE"
        /// Enterprise: 802.1X with the E, PH2, A, I fields.
        case wpa2EAP = "WPA2-EAP"

        /// As the card says it.
        public var spelled: Message {
            switch self {
            case .open: .cardOpenNoPassword
            case .wep: .cardWEPInsecure
            case .wpa: .cardWPAPassword
            case .wpa2: .cardWPA2Password
            case .wpa3, .sae: .cardWPA3Password
            case .wpa2EAP: .cardWPA2Enterprise
            }
        }
    }

    public let ssid: String
    public let security: Security
    public let hidden: Bool
    /// The secret: in `fields` only when `ContentContext.includesSecrets`, never on the card.
    public let password: String?
    public let eapMethod: String?
    public let phase2Method: String?
    public let anonymousIdentity: String?
    /// The EAP identity (a user name): with the password, only when secrets are included.
    public let identity: String?
    /// WPA3's SAE password identifier (the I field of a network that is not EAP).
    public let passwordIdentifier: String?
    /// WPA3's Transition Disable bitmap (R), when given.
    public let transitionDisable: Int?
    /// WPA3's SAE-PK public key (K), base64 as written.
    public let publicKey: String?
    let includesSecrets: Bool

    /// The Transition Disable bits set, by what they turn off transition modes for (WPA3
    /// Specification's Transition Disable indication: bit 0 WPA3-Personal, 1 SAE-PK, 2
    /// WPA3-Enterprise, 3 Enhanced Open).
    public var transitionDisabledFor: [String] {
        guard let transitionDisable else { return [] }
        let names = ["WPA3-Personal", "SAE-PK", "WPA3-Enterprise", "Enhanced Open"]
        return names.indices.filter { transitionDisable & (1 << $0) != 0 }.map { names[$0] }
    }

    public static func parse(_ payload: ContentPayload, context: ContentContext) throws(ContentRefusal) -> WiFiNetwork? {
        guard let text = payload.text, text.prefix(5).uppercased() == "WIFI:", !text.dropFirst(5).hasPrefix("//") else { return nil }
        return try WiFiNetwork(text.dropFirst(5), includesSecrets: context.includesSecrets)
    }

    init(_ body: Substring, includesSecrets: Bool) throws(ContentRefusal) {
        var values: [String: Substring] = [:]
        for field in try MeCardSyntax.fields(body, format: "WIFI code") {
            guard ["T", "S", "P", "H", "E", "PH2", "A", "I", "R", "K"].contains(field.key) else { continue }
            guard values[field.key] == nil else { throw ContentRefusal("the WIFI code gives \(field.key): twice") }
            values[field.key] = field.raw
        }
        func value(_ key: String) -> String? { values[key].map { MeCardSyntax.unescaped(MeCardSyntax.unquoted($0)) } }

        guard let ssid = value("S") else { throw ContentRefusal("the WIFI code names no network (no S: field)") }
        guard !ssid.isEmpty else { throw ContentRefusal("the WIFI code's network name (S:) is empty") }
        // IEEE 802.11: an SSID is at most 32 octets.
        guard ssid.utf8.count <= 32 else { throw ContentRefusal("network name of \(ssid.utf8.count) bytes: an SSID has at most 32") }
        self.ssid = ssid

        let type = value("T") ?? ""
        if type.isEmpty {
            security = .open
        } else if let security = Security.allCases.first(where: { $0.rawValue.uppercased() == type.uppercased() }) {
            self.security = security
        } else {
            throw ContentRefusal("the security type (T:) is none of nopass, WEP, WPA, WPA2, WPA3, SAE, WPA2-EAP")
        }

        var phase2Method = value("PH2")
        switch value("H")?.lowercased() {
        case nil, "false": hidden = false
        case "true": hidden = true
        default:
            // ZXing's wiki: before 4.7.8 H held the phase 2 method, so a value that is no
            // boolean is read as one, where PH2 does not give it.
            guard phase2Method == nil, let legacy = value("H") else { throw ContentRefusal("H: is neither true nor false") }
            phase2Method = legacy
            hidden = false
        }
        self.phase2Method = phase2Method

        if let bits = value("R") {
            guard !bits.isEmpty, bits.count <= 8, let number = Int(bits, radix: 16) else {
                throw ContentRefusal("transition disable (R:) is not hex digits (WPA3 Specification, WIFI URI)")
            }
            transitionDisable = number
        } else {
            transitionDisable = nil
        }
        if let key = value("K") {
            let isKeyCharacter: (Unicode.Scalar) -> Bool = { URISyntax.isAlphanumeric($0) || $0 == "+" || $0 == "/" || $0 == "=" }
            guard !key.isEmpty, key.unicodeScalars.allSatisfy(isKeyCharacter) else {
                throw ContentRefusal("the SAE-PK public key (K:) is not base64 (WPA3 Specification, WIFI URI)")
            }
            publicKey = key
        } else {
            publicKey = nil
        }

        // An empty P: is no password (ZXing's own examples write `P:;` for open networks).
        password = value("P").flatMap { $0.isEmpty ? nil : $0 }
        eapMethod = value("E")
        anonymousIdentity = value("A")
        let enterprise = security == .wpa2EAP || eapMethod != nil
        identity = enterprise ? value("I") : nil
        passwordIdentifier = enterprise ? nil : value("I")
        self.includesSecrets = includesSecrets
    }

    /// `ssid`, `security` (as `T:` spells it, `nopass` for an open network), `hidden`; with
    /// `includesSecrets` the `password`; `eapMethod`, `phase2Method`; with `includesSecrets`
    /// `identity`, `anonymousIdentity`, `passwordIdentifier`; `transitionDisable` (the bitmap) and
    /// `saePK` (`true`) when given.
    public var fields: [JSON.Member] {
        var fields: [JSON.Member] = [("ssid", .string(ssid)), ("security", .string(security.rawValue)), ("hidden", .bool(hidden))]
        if includesSecrets, let password { fields.append(("password", .string(password))) }
        if let eapMethod { fields.append(("eapMethod", .string(eapMethod))) }
        if let phase2Method { fields.append(("phase2Method", .string(phase2Method))) }
        if includesSecrets, let identity { fields.append(("identity", .string(identity))) }
        if includesSecrets, let anonymousIdentity { fields.append(("anonymousIdentity", .string(anonymousIdentity))) }
        if includesSecrets, let passwordIdentifier { fields.append(("passwordIdentifier", .string(passwordIdentifier))) }
        if let transitionDisable { fields.append(("transitionDisable", .integer(transitionDisable))) }
        if publicKey != nil { fields.append(("saePK", .bool(true))) }
        return fields
    }

    /// A network with a password carries a secret, and so does an EAP identity (a user's login,
    /// kept out of the fields alike); an open network, or a code that leaves both out, carries
    /// none.
    public var holdsSecret: Bool { password != nil || identity != nil }

    /// What the card shows for the password: never the password, nor its length.
    public static let maskedPassword = "••••••••"

    public var card: ContentCard {
        let passwordText: ShownText =
            password.map { _ in .verbatim(Self.maskedPassword) } ?? .said(security == .open ? .cardPasswordNone : .cardPasswordNotInCode)
        var details: [ContentCard.Fact] = []
        if hidden { details.append(.init(.cardHiddenNetwork, .said(.cardYes))) }
        if let eapMethod { details.append(.init(.cardEAPMethod, eapMethod + (phase2Method.map { " / " + $0 } ?? ""))) }
        if publicKey != nil { details.append(.init(.verbatim("SAE-PK"), .said(.cardPublicKeyGiven))) }
        if !transitionDisabledFor.isEmpty { details.append(.init(.cardNoTransitionMode, transitionDisabledFor.joined(separator: ", "))) }
        return ContentCard(
            title: .cardWiFiNetwork,
            main: [.init(.cardNetwork, ssid), .init(.cardSecurity, .said(security.spelled)), .init(.cardPassword, passwordText)],
            details: details)
    }
}
