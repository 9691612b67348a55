// PixelSize: how many whole pixels wide and high an image is.

/// The width and height of an image, in pixels.
public struct PixelSize: Sendable, Hashable, CustomStringConvertible {
    public var width: Int
    public var height: Int

    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    /// Every pixel of the image: the rectangle from (0, 0) of this size.
    public var bounds: PixelRect { PixelRect(x: 0, y: 0, width: width, height: height) }

    public var description: String { "\(width)x\(height)" }
}
