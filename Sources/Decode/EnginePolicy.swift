// EnginePolicy: which engine reads which symbology, from the measurements on the dev images.

/// An engine runs only for the symbologies where it adds reads (docs/decoding.md, "Which engine reads what"): ZBar
/// reads every symbology it knows; zxing-cpp reads the 2-D codes ZBar cannot, QR Code, EAN-13
/// and EAN-8, where it reads photos ZBar misses, and Code 128, Code 93 and ITF, where it reads
/// camera frames ZBar misses. zxing is not asked for DataBar: 1.4 aborts on DataBar photos, and
/// 2.3 (Debian 13), which does not and reads more DataBar stills than ZBar (229 of 230 against
/// 211), read a DataBar in a photo with no code (falsepositives-1/11; docs/decoding.md). Nor
/// Codabar, Code 39, UPC-A or UPC-E in their own forms, where it read nothing ZBar missed.
public enum EnginePolicy {
    /// The symbologies zxing reads beside ZBar because it adds reads there (measured on the dev
    /// images as stills and as 1280x720 camera frames).
    public static let zxingAssists: Set<Symbology> = [.qr, .ean13, .ean8, .code128, .code93, .i25]

    /// What ZBar is asked for, of the `wanted` symbologies.
    public static func zbarSymbologies(for wanted: Set<Symbology>) -> Set<Symbology> {
        wanted.filter { $0.zbarType != nil }
    }

    /// What zxing is asked for, of the `wanted` symbologies.
    public static func zxingSymbologies(for wanted: Set<Symbology>) -> Set<Symbology> {
        wanted.intersection(Symbology.zxingDefault.union(zxingAssists))
    }
}
