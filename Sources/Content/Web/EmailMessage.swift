// EmailMessage: an e-mail a code prepares: a `mailto:` URI (RFC 6068) or NTT DoCoMo's MATMSG. The
// kiosk never sends it.
import Language
import Wire

/// The recipients, subject and text of an e-mail to write.
public struct EmailMessage: ContentKind {
    public static let typeName = "email"

    public enum Format: String, Sendable, Equatable {
        case mailto, matmsg
    }

    /// A header field other than to, cc, bcc, subject and body (`In-Reply-To`…), decoded.
    public struct HeaderField: Sendable, Equatable {
        public let name: String
        public let value: String

        public init(name: String, value: String) {
            self.name = name
            self.value = value
        }
    }

    public let format: Format
    public let to: [String]
    public let cc: [String]
    public let bcc: [String]
    public let subject: String?
    /// Line breaks as LF.
    public let body: String?
    public let otherFields: [HeaderField]

    public static func parse(_ payload: ContentPayload, context: ContentContext) throws(ContentRefusal) -> EmailMessage? {
        guard let whole = payload.text else { return nil }
        let text = URISyntax.trimmingWhitespace(whole)
        if URISyntax.scheme(of: text) == "mailto" { return try mailto(text.dropFirst("mailto:".count)) }
        if text.hasPrefix("MATMSG:") { return try matmsg(text.dropFirst("MATMSG:".count)) }
        return nil
    }

    /// RFC 6068 2: `mailto:` [ to ] [ "?" hfield *( "&" hfield ) ].
    static func mailto(_ rest: Substring) throws(ContentRefusal) -> EmailMessage {
        let what = "the mailto: URI"
        try URISyntax.checkCharacters(rest, in: what)
        let question = rest.firstIndex(of: "?")
        let toPart = rest[..<(question ?? rest.endIndex)]
        // RFC 6068 2: gen-delims but "@" and ":", and "&", ";", "=", must be percent-encoded in an address.
        if let bad = toPart.unicodeScalars.first(where: { "/#[]&;=".unicodeScalars.contains($0) }) {
            throw ContentRefusal("\(URISyntax.describe(bad)) must be percent-encoded in a mailto: address (RFC 6068 2)")
        }
        var to = try addresses(toPart, in: what)
        var cc: [String] = [], bcc: [String] = [], subject: String?, body: String?
        var otherFields: [HeaderField] = []
        if let question {
            for field in rest[rest.index(after: question)...].split(separator: "&", omittingEmptySubsequences: false) {
                // qchar: unreserved / pct-encoded / some-delims ("!$'()*+,;:@"); "=" once, between name and value.
                if let bad = field.unicodeScalars.first(where: { "/?#[]".unicodeScalars.contains($0) }) {
                    throw ContentRefusal("\(URISyntax.describe(bad)) must be percent-encoded in a mailto: header field (RFC 6068 2)")
                }
                let pair = field.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
                guard pair.count == 2, !pair[1].contains("=") else {
                    throw ContentRefusal("“\(field)” in the mailto: URI is not a name=value header field (RFC 6068 2)")
                }
                let name = try URISyntax.percentDecoded(pair[0], in: what)
                switch name.lowercased() {
                case "to": to += try addresses(pair[1], in: what)
                case "cc": cc += try addresses(pair[1], in: what)
                case "bcc": bcc += try addresses(pair[1], in: what)
                case "subject":
                    guard subject == nil else { throw ContentRefusal("the mailto: URI gives the subject twice") }
                    subject = try URISyntax.percentDecoded(pair[1], in: what)
                case "body":
                    guard body == nil else { throw ContentRefusal("the mailto: URI gives the body twice") }
                    body = MessageText.lineFeeds(try URISyntax.percentDecoded(pair[1], in: what))
                default:
                    otherFields.append(HeaderField(name: name, value: try URISyntax.percentDecoded(pair[1], in: what)))
                }
            }
        }
        return EmailMessage(format: .mailto, to: to, cc: cc, bcc: bcc, subject: subject, body: body, otherFields: otherFields)
    }

    /// A comma-separated list of percent-encoded addresses, each checked.
    static func addresses(_ raw: Substring, in what: String) throws(ContentRefusal) -> [String] {
        guard !raw.isEmpty else { return [] }
        var addresses: [String] = []
        for piece in raw.split(separator: ",", omittingEmptySubsequences: false) {
            let address = try URISyntax.percentDecoded(piece, in: what)
            try MailAddress.check(address, in: what)
            addresses.append(address)
        }
        return addresses
    }

    /// NTT DoCoMo's mail format: `MATMSG:TO:address;SUB:subject;BODY:text;;`.
    static func matmsg(_ body: Substring) throws(ContentRefusal) -> EmailMessage {
        var to: [String] = [], subject: String?, text: String?
        for field in try MeCardSyntax.fields(body, format: "MATMSG") {
            switch field.key {
            case "TO":
                let address = field.value
                try MailAddress.check(address, in: "the MATMSG")
                to.append(address)
            case "SUB":
                guard subject == nil else { throw ContentRefusal("the MATMSG gives SUB twice") }
                subject = field.value
            case "BODY":
                guard text == nil else { throw ContentRefusal("the MATMSG gives BODY twice") }
                text = MessageText.lineFeeds(field.value)
            default: continue
            }
        }
        return EmailMessage(format: .matmsg, to: to, cc: [], bcc: [], subject: subject, body: text, otherFields: [])
    }

    /// `to` (an array, perhaps empty); `cc`, `bcc`, `subject`, `body` when given.
    public var fields: [JSON.Member] {
        var fields: [JSON.Member] = [("to", .array(to.map(JSON.string)))]
        if !cc.isEmpty { fields.append(("cc", .array(cc.map(JSON.string)))) }
        if !bcc.isEmpty { fields.append(("bcc", .array(bcc.map(JSON.string)))) }
        if let subject { fields.append(("subject", .string(subject))) }
        if let body { fields.append(("body", .string(body))) }
        return fields
    }

    public var card: ContentCard {
        var main: [ContentCard.Fact] = [.init(.cardTo, to.isEmpty ? .said(.cardNobodyGiven) : .verbatim(to.joined(separator: ", ")))]
        if let subject { main.append(.init(.cardSubject, subject)) }
        var details: [ContentCard.Fact] = []
        if !cc.isEmpty { details.append(.named("Cc", cc.joined(separator: ", "))) }
        if !bcc.isEmpty { details.append(.named("Bcc", bcc.joined(separator: ", "))) }
        if let body { details.append(.init(.cardMessage, MessageText.forCard(body))) }
        if !otherFields.isEmpty { details.append(.init(.cardOtherFields, otherFields.map(\.name).joined(separator: ", "))) }
        return ContentCard(title: .cardEmail, main: main, details: details)
    }
}
