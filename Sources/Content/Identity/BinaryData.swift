// BinaryData: a payload that is not text: the fallback the dispatcher shows for bytes no kind
// claims, with their size and first bytes.
import Language
import Wire

/// Bytes that are not text.
public struct BinaryData: ContentKind {
    public static let typeName = "binary"
    public static let showsCard = false

    public let bytes: [UInt8]

    /// How many bytes the event's `hex` preview and the card's show.
    static let fieldPreviewLength = 32
    static let cardPreviewLength = 16

    /// The payload's bytes when it is not text; nil for a text payload.
    public static func parse(_ payload: ContentPayload, context: ContentContext) -> BinaryData? {
        payload.text == nil ? BinaryData(bytes: payload.bytes) : nil
    }

    public var fields: [JSON.Member] {
        [("bytes", .integer(bytes.count)), ("hex", .string(bytes.prefix(Self.fieldPreviewLength).map(Self.hex).joined()))]
    }

    public var card: ContentCard {
        var details: [ContentCard.Fact] = []
        if !bytes.isEmpty {
            let more = bytes.count > Self.cardPreviewLength ? " …" : ""
            details.append(.init(.cardStartsWith, bytes.prefix(Self.cardPreviewLength).map(Self.hex).joined(separator: " ") + more))
        }
        return ContentCard(title: .cardBinaryData, main: [.init(.cardSize, .said(.cardBytes, count: bytes.count))], details: details)
    }

    /// Two small hexadecimal digits.
    private static func hex(_ byte: UInt8) -> String {
        let digits = Array("0123456789abcdef")
        return String([digits[Int(byte >> 4)], digits[Int(byte & 0x0F)]])
    }
}
