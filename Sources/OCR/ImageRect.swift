// ImageRect: a rectangle of whole pixels in an image: a region, a line of glyphs, a character.

/// A rectangle of whole pixels in an image (x to the right, y down).
public struct ImageRect: Sendable, Hashable, CustomStringConvertible {
    public var x: Int
    public var y: Int
    public var width: Int
    public var height: Int

    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    public var maxX: Int { x + width }
    public var maxY: Int { y + height }
    public var isEmpty: Bool { width <= 0 || height <= 0 }

    /// The part of this rectangle inside `other` (empty when they do not meet).
    public func clamped(to other: ImageRect) -> ImageRect {
        let x0 = max(x, other.x), y0 = max(y, other.y)
        return ImageRect(x: x0, y: y0, width: max(0, min(maxX, other.maxX) - x0), height: max(0, min(maxY, other.maxY) - y0))
    }

    /// Grown by `dx` left and right and `dy` above and below.
    public func insetBy(dx: Int, dy: Int) -> ImageRect { ImageRect(x: x - dx, y: y - dy, width: width + 2 * dx, height: height + 2 * dy) }

    public var description: String { "\(width)x\(height)+\(x)+\(y)" }
}
