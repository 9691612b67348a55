// TelephoneNumber: a `tel:` URI (RFC 3966), the number a code asks to call. The kiosk never dials.
import Language
import Wire

/// A `tel:` URI.
public struct TelephoneNumber: ContentKind {
    public static let typeName = "tel"

    public let subscriber: TelephoneSubscriber

    public static func parse(_ payload: ContentPayload, context: ContentContext) throws(ContentRefusal) -> TelephoneNumber? {
        guard let whole = payload.text else { return nil }
        let text = URISyntax.trimmingWhitespace(whole)
        guard URISyntax.scheme(of: text) == "tel" else { return nil }
        try URISyntax.checkCharacters(text, in: "a tel: URI")
        return TelephoneNumber(subscriber: try TelephoneSubscriber(text.dropFirst(4), in: "the tel: URI"))
    }

    /// `number` (as written), `global`; `context` and `extension` when given.
    public var fields: [JSON.Member] {
        var fields: [JSON.Member] = [("number", .string(subscriber.number)), ("global", .bool(subscriber.global))]
        if let context = subscriber.context { fields.append(("context", .string(context))) }
        if let extensionNumber = subscriber.extensionNumber { fields.append(("extension", .string(extensionNumber))) }
        return fields
    }

    public var card: ContentCard {
        var details: [ContentCard.Fact] = []
        if let extensionNumber = subscriber.extensionNumber { details.append(.init(.cardExtension, extensionNumber)) }
        if let context = subscriber.context { details.append(.init(.cardDialledWithin, context)) }
        if let subaddress = subscriber.subaddress { details.append(.init(.cardISDNSubaddress, subaddress)) }
        return ContentCard(
            title: .cardPhoneNumber, main: [.init(.cardNumber, subscriber.number)], details: details,
            warnings: subscriber.lacksContext ? [.said(.cardLocalNumber)] : [])
    }
}
