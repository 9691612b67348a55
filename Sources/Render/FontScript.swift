// FontScript: the scripts with a font of their own, told by their Unicode blocks.

/// A script the typeface draws from a font of its own (`Typeface.defaultScriptFonts`).
public enum FontScript: Sendable, Hashable, CaseIterable {
    case arabic
    case devanagari
    case thai

    /// The script of a scalar in one of its blocks (Arabic, its supplement and extended blocks
    /// and presentation forms; Devanagari and Devanagari Extended; Thai); nil for any other.
    public init?(_ value: UInt32) {
        switch value {
        case 0x0600...0x06FF, 0x0750...0x077F, 0x0870...0x08FF, 0xFB50...0xFDFF, 0xFE70...0xFEFF: self = .arabic
        case 0x0900...0x097F, 0xA8E0...0xA8FF: self = .devanagari
        case 0x0E00...0x0E7F: self = .thai
        default: return nil
        }
    }
}
