// PlainText: a payload that is text and no other kind: the fallback the dispatcher shows when no
// kind claims a text payload.
import Language
import Wire

/// Any text payload, as it is.
public struct PlainText: ContentKind {
    public static let typeName = "text"
    public static let showsCard = false

    public let text: String

    /// How much of the text the card shows; the event carries all of it.
    static let cardLength = 200

    /// The payload's text, whatever it says; nil only for a payload that is not text.
    public static func parse(_ payload: ContentPayload, context: ContentContext) -> PlainText? {
        payload.text.map(PlainText.init(text:))
    }

    public var fields: [JSON.Member] { [("text", .string(text))] }

    public var card: ContentCard {
        // Control characters (line breaks, tabs, escapes) become spaces: the card wraps the text.
        let shown = text.prefix(Self.cardLength).map { character -> Character in
            character.unicodeScalars.first?.properties.generalCategory == .control ? " " : character
        }
        let count = text.count
        return ContentCard(
            title: .cardText, main: [.init(.cardTextLabel, String(shown) + (count > Self.cardLength ? "…" : ""))],
            details: [.init(.cardCharacters, "\(count)")])
    }
}
