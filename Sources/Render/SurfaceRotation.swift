// SurfaceRotation: turning a whole picture by quarter turns into another surface, for panels
// mounted rotated when the display hardware cannot turn the picture itself.

/// How far the picture is turned on its way to the scan-out, counter-clockwise, as DRM's
/// `rotate-<degrees>` plane property counts: with `.quarter` the top edge of the upright
/// picture runs down the left edge of the scan-out, so a panel mounted turned a quarter
/// clockwise (its native top edge on the right) shows it upright.
public enum PanelRotation: Int, Sendable, CaseIterable, CustomStringConvertible {
    case none = 0, quarter = 90, half = 180, threeQuarters = 270

    public init?(degrees: Int) { self.init(rawValue: degrees) }

    public var degrees: Int { rawValue }
    public var description: String { "\(rawValue)" }

    /// Whether width and height trade places.
    public var swapsAxes: Bool { self == .quarter || self == .threeQuarters }

    /// The turn that undoes this one.
    public var inverse: PanelRotation { PanelRotation(rawValue: (360 - rawValue) % 360)! }

    /// The size of the upright picture for a scan-out of `width` x `height` (or the other way).
    public func turned(width: Int, height: Int) -> (width: Int, height: Int) {
        swapsAxes ? (height, width) : (width, height)
    }
}

public enum SurfaceRotation {
    /// Side of the square tiles a quarter turn is copied in: a 32-pixel row is two cache
    /// lines, and a tile's source and destination (2 x 4 KB) stay in L1 while it is copied.
    static let tile = 32

    /// Copies `source` into `destination` turned counter-clockwise by `rotation`.
    /// `destination` is `source`'s size turned (`rotation.turned`). Every destination pixel is
    /// written once, row by row within a tile, so a write-combined scan-out buffer is written
    /// in runs; the strided reads come from the (cached) source.
    public static func copy(_ source: PixelSurface, to destination: PixelSurface, turnedBy rotation: PanelRotation) {
        let size = rotation.turned(width: source.width, height: source.height)
        precondition(
            size.width == destination.width && size.height == destination.height,
            "a \(source.width)x\(source.height) picture turned \(rotation) is not \(destination.width)x\(destination.height)")
        let width = destination.width, height = destination.height
        let sourceRow = source.rowPixels
        switch rotation {
        case .none:
            destination.copy(from: source)
        case .half:
            // D(x, y) = S(W-1-x, H-1-y): each destination row is a source row reversed.
            for y in 0..<height {
                let d = destination.row(y)
                let s = source.row(height - 1 - y) + (width - 1)
                for x in 0..<width { d[x] = s[-x] }
            }
        case .quarter, .threeQuarters:
            // Quarter: D(x, y) = S(H-1-y, x), i.e. source column H-1-y read downwards.
            // Three quarters: D(x, y) = S(y, W-1-x), source column y read upwards.
            let step = rotation == .quarter ? sourceRow : -sourceRow
            var y0 = 0
            while y0 < height {
                let y1 = min(y0 + tile, height)
                var x0 = 0
                while x0 < width {
                    let x1 = min(x0 + tile, width)
                    for y in y0..<y1 {
                        let d = destination.row(y)
                        var s =
                            rotation == .quarter
                            ? source.base + (height - 1 - y) + x0 * sourceRow
                            : source.base + y + (width - 1 - x0) * sourceRow
                        for x in x0..<x1 {
                            d[x] = s.pointee
                            s += step
                        }
                    }
                    x0 = x1
                }
                y0 = y1
            }
        }
    }
}
