// Contact: a person or organisation a code introduces: a vCard (versit 2.1, RFC 2426's 3.0,
// RFC 6350's 4.0), NTT DoCoMo's MECARD or ZXing's BIZCARD.
import Language
import Wire

/// The name, organisation, numbers and addresses of a contact.
public struct Contact: ContentKind {
    public static let typeName = "contact"

    public enum Format: Sendable, Equatable {
        /// The VERSION given (2.1, 3.0 or 4.0); nil when the card gives none, which RFC 6350
        /// 6.7.9 notes earlier versions allowed: such a card is read by versit 2.1's rules.
        case vCard(version: String?)
        case meCard
        case bizCard

        /// As the event's `format` says it: `vcard-3.0`, `vcard`, `mecard`, `bizcard`.
        public var name: String {
            switch self {
            case .vCard(let version): version.map { "vcard-" + $0 } ?? "vcard"
            case .meCard: "mecard"
            case .bizCard: "bizcard"
            }
        }
    }

    public var format: Format
    /// The formatted name (vCard FN), or one put together from the name's parts (vCard N,
    /// MECARD N, BIZCARD N and X): prefix, given, additional, family, suffix.
    public var name: String?
    /// MECARD's SOUND: the name's reading (kana).
    public var reading: String?
    public var nickname: String?
    /// The organisation's name (the first component of a vCard ORG).
    public var organization: String?
    /// The organisational units after it.
    public var organizationUnits: [String] = []
    public var title: String?
    public var phones: [String] = []
    public var emails: [String] = []
    public var urls: [String] = []
    /// Each address's non-empty parts joined with ", " (line breaks inside a part kept).
    public var addresses: [String] = []
    /// The country of the first address that names one (vCard ADR's and MECARD ADR's last part).
    public var country: String?
    public var note: String?
    /// As written (`19611105`, `1995-04-15`).
    public var birthday: String?
    /// vCards after the first in the same payload (a vCard stream may hold several); only the
    /// first is read.
    public var moreCards = 0
    /// vCard's UID (RFC 6350 6.7.6: a unique identifier of the person), also written in a
    /// MECARD by badge printers (Eventmaker's `MECARD:UID:187WCI5;N:…`): a badge's registrant id.
    public var uid: String?
    /// The text properties and fields the card gives beyond those read above (vCard `X-…`, a
    /// MECARD's other keys), in order; a value whose encoding cannot be undone is left out.
    public var otherFields: [OtherField] = []

    /// A property or field no other member holds.
    public struct OtherField: Sendable, Equatable {
        /// Uppercased, without a vCard group (`X-CONF`, `CONF`).
        public let name: String
        public let value: String

        public init(name: String, value: String) {
            self.name = name
            self.value = value
        }
    }

    /// The value of the first other field called `name` (uppercase).
    public func otherField(_ name: String) -> String? { otherFields.first { $0.name == name }?.value }

    init(format: Format) {
        self.format = format
    }

    public static func parse(_ payload: ContentPayload, context: ContentContext) throws(ContentRefusal) -> Contact? {
        guard let text = payload.text else { return nil }
        if text.hasPrefix("MECARD:") { return try meCard(text.dropFirst("MECARD:".count)) }
        if text.hasPrefix("BIZCARD:") { return try bizCard(text.dropFirst("BIZCARD:".count)) }
        guard startsVCard(text) else { return nil }
        return try vCard(text)
    }

    /// Whether `text` begins as a vCard does: versit 2.1's vcard_file = [wsls] vcard [wsls];
    /// "BEGIN" [ws] ":" [ws] "VCARD", any case.
    static func startsVCard(_ text: String) -> Bool {
        let firstLine = ContentLine.physicalLines(text).first { !$0.allSatisfy { $0 == " " || $0 == "\t" } } ?? ""
        return firstLine.filter({ $0 != " " && $0 != "\t" }).uppercased() == "BEGIN:VCARD"
    }

    /// A name from its parts, in the order a card reads it; nil when all are empty.
    static func joinedName(_ parts: [String]) -> String? {
        let present = parts.filter { !$0.isEmpty }
        return present.isEmpty ? nil : present.joined(separator: " ")
    }

    /// `name` and `org` when known, `tel` and `email` (arrays, perhaps empty), `title`, `url`
    /// and `address` (arrays) when given, and `format` (`vcard-4.0`, `vcard`, `mecard`, `bizcard`).
    public var fields: [JSON.Member] {
        var fields: [JSON.Member] = []
        if let name { fields.append(("name", .string(name))) }
        if let organization { fields.append(("org", .string(organization))) }
        fields.append(("tel", .array(phones.map(JSON.string))))
        fields.append(("email", .array(emails.map(JSON.string))))
        if let title { fields.append(("title", .string(title))) }
        if !urls.isEmpty { fields.append(("url", .array(urls.map(JSON.string)))) }
        if !addresses.isEmpty { fields.append(("address", .array(addresses.map(JSON.string)))) }
        fields.append(("format", .string(format.name)))
        return fields
    }

    public var card: ContentCard {
        var main: [ContentCard.Fact] = []
        var details: [ContentCard.Fact] = []
        if let name { main.append(.init(.cardName, name)) }
        if let organization {
            main.append(.init(.cardOrganisation, ([organization] + organizationUnits).joined(separator: ", ")))
        }
        if let phone = phones.first {
            main.append(.init(.cardPhone, phone))
            if phones.count > 1 { details.append(.init(.cardOtherPhones, phones.dropFirst().joined(separator: ", "))) }
            if let email = emails.first { details.append(.init(.cardEmailLabel, email)) }
        } else if let email = emails.first {
            main.append(.init(.cardEmailLabel, email))
        }
        if let title { details.append(.init(.cardJobTitle, title)) }
        if let address = addresses.first { details.append(.init(.cardAddress, address)) }
        if let url = urls.first { details.append(.init(.cardWeb, url)) }
        let warnings: [ShownText] = moreCards > 0 ? [.said(.cardMoreContacts, count: moreCards + 1)] : []
        return ContentCard(title: .cardContact, main: main, details: details, warnings: warnings)
    }
}
