// CubicBezierEasing: CSS-style timing curves, cubic-bezier(x1, y1, x2, y2).

/// Maps linear progress 0...1 to eased progress, as CSS `cubic-bezier()` does: the curve from
/// (0,0) to (1,1) with control points (x1,y1) and (x2,y2), read as y for a given x.
public struct CubicBezierEasing: Sendable, Equatable {
    public let x1, y1, x2, y2: Double

    public init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
        self.x1 = min(max(x1, 0), 1)
        self.y1 = y1
        self.x2 = min(max(x2, 0), 1)
        self.y2 = y2
    }

    /// CSS `ease-in-out`.
    public static let easeInOut = CubicBezierEasing(0.42, 0, 0.58, 1)
    /// CSS `ease-out`.
    public static let easeOut = CubicBezierEasing(0, 0, 0.58, 1)

    @inline(__always)
    static func bezier(_ u: Double, _ p1: Double, _ p2: Double) -> Double {
        let v = 1 - u
        return 3 * v * v * u * p1 + 3 * v * u * u * p2 + u * u * u
    }

    /// Eased progress for linear progress `x` (clamped to 0...1).
    public func callAsFunction(_ x: Double) -> Double {
        let x = min(max(x, 0), 1)
        if x == 0 || x == 1 { return x }
        // x(u) is monotonic for x1, x2 in 0...1: Newton's method, bisection when it strays.
        var u = x
        for _ in 0..<8 {
            let error = Self.bezier(u, x1, x2) - x
            if abs(error) < 1e-7 { return Self.bezier(u, y1, y2) }
            let v = 1 - u
            let slope = 3 * v * v * x1 + 6 * v * u * (x2 - x1) + 3 * u * u * (1 - x2)
            guard abs(slope) > 1e-6 else { break }
            u -= error / slope
            if u < 0 || u > 1 { break }
        }
        var low = 0.0, high = 1.0
        u = x
        for _ in 0..<60 {
            u = (low + high) / 2
            if Self.bezier(u, x1, x2) < x { low = u } else { high = u }
        }
        return Self.bezier(u, y1, y2)
    }
}
