// Detection: one code read, with its payload, where it was (its corners) and how sure the reader is.

/// What a code's payload is as text. Text is always valid Unicode decoded from the payload's
/// bytes; a payload that is not text in any encoding the symbology allows stays `binary` and is
/// never shown as mis-decoded characters.
public enum PayloadContent: Sendable, Hashable {
    case text(String)
    case binary
}

public struct Detection: Sendable, Hashable {
    /// What read it: a barcode engine (and its symbology), the price reader, a scanner.
    public var origin: CodeOrigin
    /// The symbology of a barcode; nil for a price and a scanner's line.
    public var symbology: Symbology? {
        if case .barcode(let symbology) = origin { return symbology }
        return nil
    }
    /// The payload exactly as the symbol encodes it (for QR: the concatenated segment bytes).
    public var bytes: [UInt8]
    public var content: PayloadContent
    /// The code's corners in the coordinates of the image that was scanned; a scanner's line,
    /// read in no image, has none (`origin.hasPlace`) and keeps all four at the origin.
    public var corners: Quad
    /// ZBar's quality figure: for linear codes the number of scan lines that read it, 1 for QR;
    /// for a price, the OCR's confidence from 0 to 100; 0 for a scanner's line.
    public var quality: Int
    /// For EAN/UPC: the 2- or 5-digit add-on printed beside the main symbol, already appended to
    /// `bytes` and the text.
    public var addOn: String?
    /// Which engines read this code with these bytes (empty for a scanner's input).
    public var readBy: Engines
    /// Another engine read something else at the same place and neither reading was confirmed
    /// (see `BarcodeReader`): the kiosk waits for a second frame before capturing it.
    public var disputed: Bool
    /// The symbol says its data is a GS1 element string: an FNC1 in the first position (AIM
    /// identifiers `]C1`, `]e0`, `]d2`, `]Q3`, ZBar's GS1 modifier) or a symbology that carries
    /// nothing else (DataBar Expanded). Later FNC1s are in the bytes as the group separator, 0x1D.
    public var gs1: Bool = false
    /// A price's currency sign as printed beside it (Number mode: `$`, `€`, `£`, `¥`, `₽`), nil when
    /// none was read and for codes.
    public var currency: String?
    /// What a price is per, printed after it (Number mode: `kg`, `lb`, `100 g`), nil for a price
    /// of one item and for codes.
    public var unit: String?

    /// A barcode read by an engine.
    public init(
        symbology: Symbology, bytes: [UInt8], content: PayloadContent, corners: Quad, quality: Int, addOn: String? = nil, readBy: Engines = [],
        disputed: Bool = false
    ) {
        self.init(origin: .barcode(symbology), bytes: bytes, content: content, corners: corners, quality: quality, addOn: addOn, readBy: readBy)
        self.disputed = disputed
    }

    public init(
        origin: CodeOrigin, bytes: [UInt8], content: PayloadContent, corners: Quad, quality: Int, addOn: String? = nil, readBy: Engines = []
    ) {
        self.origin = origin
        self.bytes = bytes
        self.content = content
        self.corners = corners
        self.quality = quality
        self.addOn = addOn
        self.readBy = readBy
        self.disputed = false
    }

    /// A line a keyboard-wedge scanner typed.
    public static func scanned(_ text: String) -> Detection {
        Detection(origin: .scanner, bytes: Array(text.utf8), content: .text(text), corners: .nowhere, quality: 0)
    }

    /// The decoding engines.
    public struct Engines: OptionSet, Sendable, Hashable {
        public let rawValue: UInt8
        public init(rawValue: UInt8) { self.rawValue = rawValue }
        public static let zbar = Engines(rawValue: 1)
        public static let zxing = Engines(rawValue: 2)
    }

    /// The text, when the payload is text.
    public var text: String? {
        if case .text(let text) = content { return text }
        return nil
    }

    /// What a person is shown: the text, or for a binary payload a marked hex preview such as
    /// `[binary, 18 bytes] 00 1F 8B …`.
    public var displayText: String {
        if let text, origin == .priceTag {
            let price =
                currency.map {
                    switch $0 {
                    case "€", "₽": text + " " + $0
                    case "CHF": $0 + " " + text
                    default: $0 + text
                    }
                } ?? text
            return price + (unit.map { "/" + $0 } ?? "")
        }
        if let text { return text }
        let preview = bytes.prefix(16).map { byte in
            let hex = String(byte, radix: 16, uppercase: true)
            return byte < 16 ? "0" + hex : hex
        }.joined(separator: " ")
        return "[binary, \(bytes.count) bytes] " + preview + (bytes.count > 16 ? " …" : "")
    }
}
