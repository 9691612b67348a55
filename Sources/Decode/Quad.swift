// Quad: the four corners of a detected code, in the pixel coordinates of the image it came from.

/// A point in image pixel coordinates (x to the right, y down; pixel centres at +0.5).
public struct ImagePoint: Sendable, Hashable, CustomStringConvertible {
    public var x: Double
    public var y: Double

    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    public var description: String { "(\(x), \(y))" }
}

/// The corners of a code in a fixed order: the code's own top-left, top-right, bottom-right and
/// bottom-left, as the code is read. For an upright code that is clockwise on screen starting top
/// left; for a code held upside down `topLeft` is the corner nearest the image's bottom right.
public struct Quad: Sendable, Hashable {
    public var topLeft: ImagePoint
    public var topRight: ImagePoint
    public var bottomRight: ImagePoint
    public var bottomLeft: ImagePoint

    public init(topLeft: ImagePoint, topRight: ImagePoint, bottomRight: ImagePoint, bottomLeft: ImagePoint) {
        self.topLeft = topLeft
        self.topRight = topRight
        self.bottomRight = bottomRight
        self.bottomLeft = bottomLeft
    }

    /// No place: all four corners at the origin, for a code read in no image (a scanner's line)
    /// or whose place was not kept (a History line).
    public static let nowhere = Quad(
        topLeft: ImagePoint(x: 0, y: 0), topRight: ImagePoint(x: 0, y: 0), bottomRight: ImagePoint(x: 0, y: 0), bottomLeft: ImagePoint(x: 0, y: 0))

    /// The corners in the stated order: top-left, top-right, bottom-right, bottom-left.
    public var corners: [ImagePoint] { [topLeft, topRight, bottomRight, bottomLeft] }

    /// The mean of the four corners.
    public var centre: ImagePoint {
        ImagePoint(
            x: (topLeft.x + topRight.x + bottomRight.x + bottomLeft.x) / 4,
            y: (topLeft.y + topRight.y + bottomRight.y + bottomLeft.y) / 4)
    }

    /// The axis-aligned bounds (minX, minY, maxX, maxY).
    public var bounds: (minX: Double, minY: Double, maxX: Double, maxY: Double) {
        let xs = corners.map(\.x), ys = corners.map(\.y)
        return (xs.min()!, ys.min()!, xs.max()!, ys.max()!)
    }

    /// Whether `point` lies inside the quad (taken as convex, corners in either winding).
    public func contains(_ point: ImagePoint) -> Bool {
        let c = corners
        var positive = false, negative = false
        for i in 0..<4 {
            let (a, b) = (c[i], c[(i + 1) % 4])
            let cross = (b.x - a.x) * (point.y - a.y) - (b.y - a.y) * (point.x - a.x)
            if cross > 0 { positive = true }
            if cross < 0 { negative = true }
        }
        return !(positive && negative)
    }

    /// The same quad in an image scaled by `factor` and shifted by (`dx`, `dy`).
    public func scaled(by factor: Double, dx: Double = 0, dy: Double = 0) -> Quad {
        mapped { ImagePoint(x: $0.x * factor + dx, y: $0.y * factor + dy) }
    }

    /// The quad with each corner taken through `map` (a redrawn symbol's corners back to the image).
    public func mapped(_ map: (ImagePoint) -> ImagePoint) -> Quad {
        Quad(topLeft: map(topLeft), topRight: map(topRight), bottomRight: map(bottomRight), bottomLeft: map(bottomLeft))
    }
}
