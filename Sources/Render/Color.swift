// Color: straight (non-premultiplied) 8-bit RGBA colours and their XRGB8888 pixel form.

public struct Color: Sendable, Hashable, CustomStringConvertible {
    public var r: UInt8
    public var g: UInt8
    public var b: UInt8
    public var a: UInt8

    public init(r: UInt8, g: UInt8, b: UInt8, a: UInt8 = 255) {
        self.r = r
        self.g = g
        self.b = b
        self.a = a
    }

    /// From a 0xRRGGBB value.
    public init(rgb: UInt32, alpha: UInt8 = 255) {
        self.init(r: UInt8(truncatingIfNeeded: rgb >> 16), g: UInt8(truncatingIfNeeded: rgb >> 8), b: UInt8(truncatingIfNeeded: rgb), a: alpha)
    }

    /// Parses `#RRGGBB` or `#RRGGBBAA` (the `#` is optional); nil for anything else.
    public init?(hex: String) {
        var digits = Substring(hex)
        if digits.hasPrefix("#") { digits = digits.dropFirst() }
        guard digits.count == 6 || digits.count == 8, let value = UInt32(digits, radix: 16) else { return nil }
        if digits.count == 6 {
            self.init(rgb: value)
        } else {
            self.init(rgb: value >> 8, alpha: UInt8(truncatingIfNeeded: value))
        }
    }

    public static let white = Color(r: 255, g: 255, b: 255)
    public static let black = Color(r: 0, g: 0, b: 0)
    public static let clear = Color(r: 0, g: 0, b: 0, a: 0)

    /// The same colour with its alpha multiplied by `opacity` (0...1).
    public func withOpacity(_ opacity: Float) -> Color {
        var copy = self
        copy.a = UInt8((Float(a) * max(0, min(1, opacity))).rounded())
        return copy
    }

    /// The opaque pixel value, 0x00RRGGBB (XRGB8888: B, G, R, X in memory).
    public var pixel: UInt32 { UInt32(r) << 16 | UInt32(g) << 8 | UInt32(b) }

    /// The colour a fraction `t` of the way from `a` to `b`, every channel including alpha.
    public static func lerp(_ a: Color, _ b: Color, _ t: Float) -> Color {
        func mix(_ x: UInt8, _ y: UInt8) -> UInt8 { UInt8((Float(x) + (Float(y) - Float(x)) * t).rounded()) }
        return Color(r: mix(a.r, b.r), g: mix(a.g, b.g), b: mix(a.b, b.b), a: mix(a.a, b.a))
    }

    public var description: String {
        func hex(_ v: UInt8) -> String { (v < 16 ? "0" : "") + String(v, radix: 16, uppercase: true) }
        return "#" + hex(r) + hex(g) + hex(b) + (a == 255 ? "" : hex(a))
    }
}

/// Pixel arithmetic on XRGB8888 words.
public enum PixelBlend {
    /// `source` over `destination` with weight `alpha` in 0...256 (256 = all source), rounded to
    /// nearest. Red and blue share one multiply, green another; exact at 0 and 256.
    @inline(__always)
    public static func over(_ destination: UInt32, _ source: UInt32, alpha: UInt32) -> UInt32 {
        let inverse = 256 &- alpha
        let rb = (((source & 0xFF00FF) &* alpha &+ (destination & 0xFF00FF) &* inverse &+ 0x800080) >> 8) & 0xFF00FF
        let g = (((source & 0x00FF00) &* alpha &+ (destination & 0x00FF00) &* inverse &+ 0x008000) >> 8) & 0x00FF00
        return rb | g
    }

    /// Every channel multiplied by `factor`/256 (the dimmed screen outside the cutout).
    @inline(__always)
    public static func scale(_ pixel: UInt32, by factor: UInt32) -> UInt32 {
        let rb = (((pixel & 0xFF00FF) &* factor) >> 8) & 0xFF00FF
        let g = (((pixel & 0x00FF00) &* factor) >> 8) & 0x00FF00
        return rb | g
    }

    /// An 8-bit coverage times an 8-bit alpha as a 0...256 weight for `over`.
    @inline(__always)
    public static func weight(coverage: UInt32, alpha: UInt32) -> UInt32 {
        let product = coverage &* alpha  // 0...65025
        return (product &+ (product >> 7) &+ 128) >> 8  // 65025 -> 256, 0 -> 0
    }
}
