// ProductPicture: a product's picture made small for its card (XRGB8888 pixels), drawn as a
// plain copy: decoding and scaling happen off the loop (Kiosk's PictureLoader).
import Pixels
import Render

public struct ProductPicture: Sendable, Equatable {
    public let width: Int
    public let height: Int
    /// Row by row, XRGB8888.
    public let pixels: [UInt32]

    public init(width: Int, height: Int, pixels: [UInt32]) {
        precondition(pixels.count == width * height, "\(pixels.count) pixels for \(width)x\(height)")
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// The picture copied with its top-left corner at (`x`, `y`), clipped to the canvas.
    public func draw(x: Int, y: Int, on canvas: Canvas) {
        let area = PixelRect(x: x, y: y, width: width, height: height).intersection(canvas.clip)
        guard !area.isEmpty else { return }
        pixels.withUnsafeBufferPointer { source in
            for row in area.y..<area.maxY {
                let from = source.baseAddress! + (row - y) * width + (area.x - x)
                (canvas.surface.row(row) + area.x).update(from: from, count: area.width)
            }
        }
    }
}
