// PixelRect: a rectangle of whole pixels in an image or on a surface: a region, a clip, a glyph's box.

/// Columns `x..<x+width`, rows `y..<y+height` (x to the right, y down). Never of negative size:
/// a negative width or height is taken as 0, an empty rectangle.
public struct PixelRect: Sendable, Hashable, CustomStringConvertible {
    public var x: Int
    public var y: Int
    public var width: Int
    public var height: Int

    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = max(0, width)
        self.height = max(0, height)
    }

    public var maxX: Int { x + width }
    public var maxY: Int { y + height }
    public var isEmpty: Bool { width == 0 || height == 0 }

    /// The part of this rectangle inside `other` (empty where they do not meet).
    public func intersection(_ other: PixelRect) -> PixelRect {
        let x0 = max(x, other.x), y0 = max(y, other.y)
        return PixelRect(x: x0, y: y0, width: min(maxX, other.maxX) - x0, height: min(maxY, other.maxY) - y0)
    }

    /// Shrunk by `dx` left and right and `dy` above and below; grown for negative values.
    public func insetBy(dx: Int, dy: Int) -> PixelRect { PixelRect(x: x + dx, y: y + dy, width: width - 2 * dx, height: height - 2 * dy) }

    /// `WxH+X+Y`, as X11 geometry and ImageMagick write it.
    public var description: String { "\(width)x\(height)+\(x)+\(y)" }
}
