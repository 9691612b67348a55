// AIMIdentifier: the symbology identifier a scanner sends before the data (ISO/IEC 15424).

/// `]` + code character + modifier, as configured scanners prefix their data: `]Q1` for QR,
/// `]E0` for EAN-13/UPC-A, `]C0` for Code 128. Keyed by the capture JSON's `symbology` names
/// (Decode's raw values) so this module needs no decoder types.
public enum AIMIdentifier {
    static let table: [String: String] = [
        "qr": "]Q1", "ean13": "]E0", "upca": "]E0", "upce": "]E0", "isbn13": "]E0", "isbn10": "]E0",
        "ean8": "]E4", "ean2": "]E1", "ean5": "]E2", "code39": "]A0", "code93": "]G0", "code128": "]C0",
        "i25": "]I0", "codabar": "]F0", "databar": "]e0", "databar-exp": "]e0", "databar-ltd": "]e0", "pdf417": "]L0",
        "aztec": "]z0", "datamatrix": "]d1",
    ]

    /// The identifier for a symbology name; nil for one that has none (a wedge scan's, whose
    /// symbology is not known).
    public static func of(symbology: String, hasAddOn: Bool = false) -> String? {
        // An EAN/UPC with its 2- or 5-digit add-on is sent as one, "]E3".
        if hasAddOn, table[symbology] == "]E0" || symbology == "ean8" { return "]E3" }
        return table[symbology]
    }
}
