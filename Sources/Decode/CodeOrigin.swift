// CodeOrigin: what read a code: a barcode engine in the camera's frame, the price reader off a
// shelf tag, or a keyboard-wedge scanner that typed it.

/// Where a code came from. Only a barcode has a symbology; a price has a place in its frame but
/// no symbology; a scanner's line has neither a frame nor a place.
public enum CodeOrigin: Sendable, Hashable {
    /// Read by ZBar or zxing-cpp in the camera's frame.
    case barcode(Symbology)
    /// A number read by OCR off a price tag or receipt (Number mode), its text normalised: `.` as
    /// the decimal mark, no grouping.
    case priceTag
    /// A line typed by a keyboard-wedge scanner: no picture was involved.
    case scanner

    /// The name in capture events, the History and `decode`'s JSON: the symbology's name,
    /// `number` for a price, `wedge` for a scanner's line (names other programs rely on).
    public var name: String {
        switch self {
        case .barcode(let symbology): symbology.rawValue
        case .priceTag: "number"
        case .scanner: "wedge"
        }
    }

    /// The origin a `name` stands for; nil for a name that is none.
    public init?(name: String) {
        switch name {
        case "number": self = .priceTag
        case "wedge": self = .scanner
        default:
            guard let symbology = Symbology(rawValue: name) else { return nil }
            self = .barcode(symbology)
        }
    }

    /// The name people know it by, as shown on the result banner and in the History.
    public var displayName: String {
        switch self {
        case .barcode(let symbology): symbology.displayName
        case .priceTag: "Price"
        case .scanner: "Scanner"
        }
    }

    /// Whether it was read in a picture, at a place (a scanner's line was not).
    public var hasPlace: Bool { self != .scanner }
}
