// Geometry: points, sizes and rectangles in screen pixels (floating point, y down).
import Pixels

public struct Point: Sendable, Hashable, CustomStringConvertible {
    public var x: Float
    public var y: Float

    public init(x: Float, y: Float) {
        self.x = x
        self.y = y
    }

    public init(_ x: Float, _ y: Float) {
        self.init(x: x, y: y)
    }

    public static func + (a: Point, b: Point) -> Point { Point(a.x + b.x, a.y + b.y) }
    public static func - (a: Point, b: Point) -> Point { Point(a.x - b.x, a.y - b.y) }
    public static func * (a: Point, s: Float) -> Point { Point(a.x * s, a.y * s) }
    public var length: Float { (x * x + y * y).squareRoot() }
    public var description: String { "(\(x), \(y))" }

    /// The point a fraction `t` of the way from `a` to `b`.
    public static func lerp(_ a: Point, _ b: Point, _ t: Float) -> Point { Point(a.x + (b.x - a.x) * t, a.y + (b.y - a.y) * t) }
}

/// An axis-aligned rectangle; `x`, `y` is its top-left corner.
public struct Rect: Sendable, Hashable, CustomStringConvertible {
    public var x: Float
    public var y: Float
    public var width: Float
    public var height: Float

    public init(x: Float, y: Float, width: Float, height: Float) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    public init(centre: Point, width: Float, height: Float) {
        self.init(x: centre.x - width / 2, y: centre.y - height / 2, width: width, height: height)
    }

    public var minX: Float { x }
    public var minY: Float { y }
    public var maxX: Float { x + width }
    public var maxY: Float { y + height }
    public var centre: Point { Point(x + width / 2, y + height / 2) }
    public var topLeft: Point { Point(minX, minY) }
    public var topRight: Point { Point(maxX, minY) }
    public var bottomRight: Point { Point(maxX, maxY) }
    public var bottomLeft: Point { Point(minX, maxY) }

    /// The rectangle shrunk by `d` on every side (grown for negative `d`).
    public func insetBy(_ d: Float) -> Rect { Rect(x: x + d, y: y + d, width: width - 2 * d, height: height - 2 * d) }

    /// The rectangle shrunk by `dx` on the left and right and `dy` at the top and bottom.
    public func insetBy(dx: Float, dy: Float) -> Rect { Rect(x: x + dx, y: y + dy, width: width - 2 * dx, height: height - 2 * dy) }

    /// Scaled by `s` about its centre.
    public func scaled(_ s: Float) -> Rect { Rect(centre: centre, width: width * s, height: height * s) }

    public var description: String { "Rect(\(x), \(y), \(width)x\(height))" }
}

extension PixelRect {
    /// The pixels a float rectangle touches.
    public init(covering rect: Rect) {
        let x0 = Int(rect.minX.rounded(.down)), y0 = Int(rect.minY.rounded(.down))
        let x1 = Int(rect.maxX.rounded(.up)), y1 = Int(rect.maxY.rounded(.up))
        self.init(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
}
