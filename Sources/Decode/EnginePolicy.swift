// EnginePolicy: which engine reads which symbology, from the measurements on the dev images.

/// An engine runs only for the symbologies where it adds reads (docs/decoding.md, "Which engine reads what"): ZBar
/// reads every symbology it knows; zxing-cpp reads the 2-D codes ZBar cannot, QR Code, EAN-13
/// and EAN-8, where it reads photos ZBar misses, and Code 128, Code 93 and ITF, where it reads
/// camera frames ZBar misses. DataBar: 1.4 aborts on DataBar photos and is never asked; 2.3
/// (Debian 13) reads DataBar Expanded beside ZBar (the DataBar folders: 213 → 229 stills, 201 →
/// 217 camera frames, stacked ones above all) and DataBar Limited, which ZBar cannot; not
/// DataBar Omnidirectional, where it read a code in a photo with none (falsepositives-1/11;
/// docs/decoding.md). Nor Codabar, Code 39, UPC-A or UPC-E in their own forms, where it read
/// nothing ZBar missed.
public enum EnginePolicy {
    /// The symbologies zxing reads beside ZBar because it adds reads there (measured on the dev
    /// images as stills and as 1280x720 camera frames).
    public static let zxingAssists: Set<Symbology> = [.qr, .ean13, .ean8, .code128, .code93, .i25]

    /// What ZBar is asked for, of the `wanted` symbologies.
    public static func zbarSymbologies(for wanted: Set<Symbology>) -> Set<Symbology> {
        wanted.filter { $0.zbarType != nil }
    }

    /// What only zxing reads besides the 2-D codes: DataBar Limited, where this build's zxing
    /// reads it (2.3, Debian 13; nothing reads it on Debian 12).
    public static let zxingOnly: Set<Symbology> = [.databarLtd]

    /// What zxing reads beside ZBar where this build's zxing reads DataBar (2.x, Debian 13):
    /// DataBar Expanded, stacked ones above all.
    public static var zxingDataBarAssists: Set<Symbology> { ZXingEngine.readsDataBar ? [.databarExp] : [] }

    /// What zxing is asked for, of the `wanted` symbologies.
    public static func zxingSymbologies(for wanted: Set<Symbology>) -> Set<Symbology> {
        wanted.intersection(Symbology.zxingDefault.union(zxingAssists).union(zxingOnly).union(zxingDataBarAssists))
    }

    /// The `wanted` symbologies neither engine of this build reads (DataBar Limited with
    /// zxing-cpp 1.4, Debian 12): the kiosk and `decode` say so when they are named.
    public static func unreadable(of wanted: Set<Symbology>) -> Set<Symbology> {
        let zxingReads = zxingSymbologies(for: wanted).filter { ($0.zxingFormat ?? 0) & ZXingEngine.readableFormats != 0 }
        return wanted.filter { $0.zbarType == nil && !zxingReads.contains($0) }
    }

    /// What to say about `unreadable(of:)`, nil when everything wanted is read.
    public static func unreadableNotice(for wanted: Set<Symbology>) -> String? {
        let missing = unreadable(of: wanted).sorted()
        guard !missing.isEmpty else { return nil }
        return "this build (zxing-cpp \(ZXingEngine.libraryVersion)) reads no "
            + missing.map { "\($0.rawValue) (\($0.displayName))" }.joined(separator: ", ") + "; zxing-cpp 2.3 (Debian 13) does"
    }
}
