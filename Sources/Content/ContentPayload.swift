// ContentPayload: a code's payload as the parsers read it: its bytes, its text, which symbology
// carried it and whether the symbol marked it as GS1 data.

/// One payload. `symbology` is the kiosk's name for it (`qr`, `datamatrix`, `code128`, `pdf417`,
/// `ean13`, `databar-exp`…, as `kioskscan --help` lists them). `gs1` is set when the symbol
/// itself says its data is a GS1 element string: an FNC1 in the first position, which the
/// engines report as the AIM symbology identifiers `]C1` (GS1-128), `]e0` (DataBar), `]d2`
/// (GS1 DataMatrix), `]Q3` (GS1 QR), `]J1` (GS1 DotCode); later FNC1s arrive as the group
/// separator, 0x1D.
public struct ContentPayload: Sendable, Equatable {
    public var symbology: String
    public var bytes: [UInt8]
    /// The payload as text, when it is text.
    public var text: String?
    public var gs1: Bool
    /// The AIM symbology identifier (`]C1`, `]Q1`…) when the engine gave one.
    public var aimIdentifier: String?

    public init(symbology: String, bytes: [UInt8], text: String?, gs1: Bool = false, aimIdentifier: String? = nil) {
        self.symbology = symbology
        self.bytes = bytes
        self.text = text
        self.gs1 = gs1
        self.aimIdentifier = aimIdentifier
    }

    /// A text payload.
    public init(symbology: String, text: String, gs1: Bool = false) {
        self.init(symbology: symbology, bytes: Array(text.utf8), text: text, gs1: gs1)
    }
}
