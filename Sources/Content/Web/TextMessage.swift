// TextMessage: a text message a code prepares: an `sms:` URI (RFC 5724) or the `SMSTO:` form
// ZXing documents. The kiosk never sends it.
import Language
import Wire

/// The recipients and text of an SMS to write.
public struct TextMessage: ContentKind {
    public static let typeName = "sms"

    public enum Format: String, Sendable, Equatable {
        /// RFC 5724: `sms:+15105550101,+15105550102?body=hello%20there`.
        case sms
        /// ZXing's `SMSTO:number:text`.
        case smsto
    }

    public let format: Format
    /// Each recipient as an RFC 3966 number; for SMSTO one number as written, not checked
    /// beyond its characters (the format defines no more).
    public let recipients: [TelephoneSubscriber]
    public let smstoNumber: String?
    /// Line breaks as LF.
    public let body: String?

    /// The recipients as written.
    public var to: [String] { smstoNumber.map { [$0] } ?? recipients.map(\.spelled) }

    public static func parse(_ payload: ContentPayload, context: ContentContext) throws(ContentRefusal) -> TextMessage? {
        guard let whole = payload.text else { return nil }
        let text = URISyntax.trimmingWhitespace(whole)
        switch URISyntax.scheme(of: text) {
        case "sms": return try sms(text.dropFirst("sms:".count))
        case "smsto": return try smsto(text.dropFirst("smsto:".count))
        default: return nil
        }
    }

    /// RFC 5724 2.2: sms-recipient *( "," sms-recipient ) [ "?" sms-field *( "&" sms-field ) ].
    static func sms(_ rest: Substring) throws(ContentRefusal) -> TextMessage {
        try URISyntax.checkCharacters(rest, in: "the sms: URI")
        let question = rest.firstIndex(of: "?")
        let recipientsPart = rest[..<(question ?? rest.endIndex)]
        guard !recipientsPart.isEmpty else { throw ContentRefusal("the sms: URI names no recipient (RFC 5724 2.2)") }
        var recipients: [TelephoneSubscriber] = []
        for recipient in recipientsPart.split(separator: ",", omittingEmptySubsequences: false) {
            recipients.append(try TelephoneSubscriber(recipient, in: "an sms: recipient"))
        }
        var body: String?
        if let question {
            for field in rest[rest.index(after: question)...].split(separator: "&", omittingEmptySubsequences: false) {
                let pair = field.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
                // sms-field-name = "body" / 1*unreserved; escaped-value = *( unreserved / pct-encoded ).
                guard pair.count == 2, !pair[0].isEmpty, pair[0].unicodeScalars.allSatisfy(URISyntax.isUnreserved) else {
                    throw ContentRefusal("“\(field)” in the sms: URI is not a name=value field (RFC 5724 2.2)")
                }
                if let bad = pair[1].unicodeScalars.first(where: { !(URISyntax.isUnreserved($0) || $0 == "%" || URISyntax.isIRICharacter($0)) }) {
                    throw ContentRefusal("\(URISyntax.describe(bad)) must be percent-encoded in an sms: field (RFC 5724 2.2)")
                }
                guard pair[0] == "body" else { continue }
                guard body == nil else { throw ContentRefusal("the sms: URI gives the body twice (RFC 5724 2.2)") }
                body = MessageText.lineFeeds(try URISyntax.percentDecoded(pair[1], in: "the sms: URI"))
            }
        }
        return TextMessage(format: .sms, recipients: recipients, smstoNumber: nil, body: body)
    }

    /// `SMSTO:number` or `SMSTO:number:text`.
    static func smsto(_ rest: Substring) throws(ContentRefusal) -> TextMessage {
        let colon = rest.firstIndex(of: ":")
        let number = rest[..<(colon ?? rest.endIndex)]
        let allowed = number.unicodeScalars.allSatisfy { URISyntax.isDigit($0) || "+-.() *#".unicodeScalars.contains($0) }
        guard allowed, number.unicodeScalars.contains(where: URISyntax.isDigit) else {
            throw ContentRefusal("“\(number)” after SMSTO: is not a telephone number")
        }
        let body = colon.map { MessageText.lineFeeds(String(rest[rest.index(after: $0)...])) }
        return TextMessage(format: .smsto, recipients: [], smstoNumber: String(number), body: body)
    }

    /// `to` (an array of numbers as written); `body` when given.
    public var fields: [JSON.Member] {
        var fields: [JSON.Member] = [("to", .array(to.map(JSON.string)))]
        if let body { fields.append(("body", .string(body))) }
        return fields
    }

    public var card: ContentCard {
        var main: [ContentCard.Fact] = [.init(.cardTo, to.joined(separator: ", "))]
        if let body { main.append(.init(.cardMessage, MessageText.forCard(body))) }
        let local = recipients.contains(where: \.lacksContext)
        return ContentCard(title: .cardTextMessage, main: main, warnings: local ? [.said(.cardLocalNumber)] : [])
    }
}
