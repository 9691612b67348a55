// Symbology: the barcode types KioskScan reads, named as users write them on the command line.
import FoundationEssentials
import Wire

/// A barcode symbology. The raw value is the name used in options, config files and JSON output.
public enum Symbology: String, CaseIterable, Sendable, Hashable, Comparable {
    case qr
    case ean13
    case ean8
    case upca
    case upce
    case isbn10
    case isbn13
    case code39
    case code93
    case code128
    case i25
    case codabar
    case databar
    case databarExp = "databar-exp"
    /// GS1 DataBar Limited (small items: loose produce, medicine), read by zxing-cpp 2.3 and
    /// later only (Debian 13): ZBar has no reader for it and 1.4 none that is safe (CZXing.h).
    case databarLtd = "databar-ltd"
    /// The 2-D symbologies read by the zxing-cpp engine: stacked PDF417 (boarding passes, ID
    /// cards), Aztec (tickets), Data Matrix (parcel labels, medicine packs), MaxiCode (UPS labels).
    case pdf417
    case aztec
    case dataMatrix = "datamatrix"
    case maxicode
    /// The 2- and 5-digit GS1 add-ons printed to the right of an EAN/UPC symbol. They are never
    /// reported alone: the engine appends them to the main symbol they belong to.
    case ean2
    case ean5

    /// The symbologies the ZBar engine reads when none are named.
    ///
    /// `upca`, `upce`, `isbn10` and `isbn13` are left out: ZBar reports those codes as EAN-13 in
    /// their 13-digit form (UPC-A with a leading 0, UPC-E expanded) unless they are named, which
    /// is the form shops' databases hold. Naming them switches to their own form.
    public static let zbarDefault: Set<Symbology> = [
        .qr, .ean13, .ean8, .code39, .code93, .code128, .i25, .codabar, .databar, .databarExp,
    ]

    /// What is read when no symbologies are named: ZBar's default set and the 2-D codes of the
    /// zxing-cpp engine. MaxiCode is left out (it is rare and must be named; see docs/decoding.md).
    /// DataBar Limited is asked for everywhere and read where zxing can (`ZXingEngine.readsDataBarLimited`).
    public static let defaultSet: Set<Symbology> = zbarDefault.union([.pdf417, .aztec, .dataMatrix, .databarLtd])

    /// Every name a user may give in `--symbologies`.
    public static let selectable: [Symbology] = [
        .qr, .ean13, .ean8, .upca, .upce, .isbn10, .isbn13, .code39, .code93, .code128, .i25, .codabar,
        .databar, .databarExp, .databarLtd, .pdf417, .aztec, .dataMatrix, .maxicode, .ean2, .ean5,
    ]

    /// Parses a comma-separated list such as `qr,ean13`; `all` names the default set (`defaultSet`).
    /// Throws `SymbologyError.unknown` naming the first word that is not a symbology.
    public static func parseList(_ list: String) throws(SymbologyError) -> Set<Symbology> {
        var result = Set<Symbology>()
        for word in list.split(separator: ",", omittingEmptySubsequences: false) {
            let name = word.trimmingWhitespace().lowercased()
            if name == "all" {
                result.formUnion(defaultSet)
            } else if let symbology = Symbology(rawValue: name), selectable.contains(symbology) {
                result.insert(symbology)
            } else {
                throw .unknown(name)
            }
        }
        return result
    }

    /// The name people know the symbology by, as shown on the result banner.
    public var displayName: String {
        switch self {
        case .qr: "QR Code"
        case .ean13: "EAN-13"
        case .ean8: "EAN-8"
        case .upca: "UPC-A"
        case .upce: "UPC-E"
        case .isbn10: "ISBN-10"
        case .isbn13: "ISBN-13"
        case .code39: "Code 39"
        case .code93: "Code 93"
        case .code128: "Code 128"
        case .i25: "Interleaved 2 of 5"
        case .codabar: "Codabar"
        case .databar: "GS1 DataBar"
        case .databarExp: "GS1 DataBar Expanded"
        case .databarLtd: "GS1 DataBar Limited"
        case .pdf417: "PDF417"
        case .aztec: "Aztec"
        case .dataMatrix: "Data Matrix"
        case .maxicode: "MaxiCode"
        case .ean2: "EAN-2"
        case .ean5: "EAN-5"
        }
    }

    public static func < (lhs: Symbology, rhs: Symbology) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}

public enum SymbologyError: Error, Equatable, CustomStringConvertible {
    case unknown(String)

    public var description: String {
        switch self {
        case .unknown(let name):
            let names = Symbology.selectable.map(\.rawValue).joined(separator: ", ")
            return "unknown symbology '\(name)' (known: \(names), all)"
        }
    }
}
