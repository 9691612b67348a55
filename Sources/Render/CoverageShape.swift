// CoverageShape: anti-aliased coverage of shapes from their distance fields, row by row.
import Pixels

/// A horizontal run of pixels on one row: columns `start..<end`. `solid` runs are entirely
/// inside the shape (coverage 1 without asking); the others are asked pixel by pixel.
public struct Span: Sendable, Equatable {
    public var start: Int
    public var end: Int
    public var solid: Bool

    public init(start: Int, end: Int, solid: Bool) {
        self.start = start
        self.end = end
        self.solid = solid
    }
}

/// A shape Render can cover with anti-aliasing. Coverage comes from the distance between a
/// pixel's centre and the shape's edge: a pixel whose centre lies on the edge is half covered,
/// one more than half a pixel inside is fully covered. Spans are only an optimisation: they
/// must contain every pixel with non-zero coverage, and `solid` spans only fully covered ones.
public protocol CoverageShape {
    /// The pixels the shape may touch.
    var pixelBounds: PixelRect { get }
    /// Coverage 0...1 of the pixel whose centre is (`px`, `py`).
    func coverage(_ px: Float, _ py: Float) -> Float
    /// Appends the runs of row `y` that may be covered, left to right, not overlapping.
    func spans(row y: Int, into spans: inout [Span])
}

@inline(__always) func clamp01(_ v: Float) -> Float { min(max(v, 0), 1) }

/// Signed distance from (px, py) to a rounded rectangle (negative inside).
@inline(__always)
func roundedRectDistance(_ px: Float, _ py: Float, _ rect: Rect, _ radius: Float) -> Float {
    let hx = rect.width / 2, hy = rect.height / 2
    let r = min(radius, min(hx, hy))
    let qx = abs(px - (rect.x + hx)) - (hx - r)
    let qy = abs(py - (rect.y + hy)) - (hy - r)
    let ox = max(qx, 0), oy = max(qy, 0)
    return (ox * ox + oy * oy).squareRoot() + min(max(qx, qy), 0) - r
}

/// Half the width, about its vertical centre line, of a rounded rectangle's cross-section at
/// height `py`; nil above or below it.
@inline(__always)
func roundedRectHalfExtent(_ py: Float, _ rect: Rect, _ radius: Float) -> Float? {
    let hx = rect.width / 2, hy = rect.height / 2
    guard hx > 0, hy > 0 else { return nil }
    let r = min(radius, min(hx, hy))
    let dy = abs(py - (rect.y + hy)) - (hy - r)  // > 0 in the corner band
    if dy <= 0 { return hx }
    if dy >= r { return nil }
    return hx - r + (r * r - dy * dy).squareRoot()
}

/// The columns whose pixel centres lie within `half` of the centre line `cx`, widened by one
/// pixel each side when `widen` (a conservative outer run) or narrowed by one (a safe inner run).
@inline(__always)
func columns(centre cx: Float, half: Float, widen: Bool) -> (start: Int, end: Int) {
    if widen {
        return (Int((cx - half - 0.5).rounded(.down)) - 1, Int((cx + half - 0.5).rounded(.up)) + 2)
    }
    return (Int((cx - half - 0.5).rounded(.up)) + 1, Int((cx + half - 0.5).rounded(.down)))
}

/// A filled rounded rectangle.
public struct FilledRoundedRect: CoverageShape {
    public var rect: Rect
    public var radius: Float

    public init(rect: Rect, radius: Float) {
        self.rect = rect
        self.radius = max(0, min(radius, rect.width / 2, rect.height / 2))
    }

    public var pixelBounds: PixelRect { PixelRect(covering: rect.insetBy(-1)) }

    @inline(__always)
    public func coverage(_ px: Float, _ py: Float) -> Float {
        clamp01(0.5 - roundedRectDistance(px, py, rect, radius))
    }

    public func spans(row y: Int, into spans: inout [Span]) {
        let py = Float(y) + 0.5, cx = rect.x + rect.width / 2
        // Covered where the distance is under half a pixel: the rectangle grown by 0.5.
        guard let outer = roundedRectHalfExtent(py, rect.insetBy(-0.5), radius + 0.5) else { return }
        let (start, end) = columns(centre: cx, half: outer, widen: true)
        // Fully covered where the centre is half a pixel inside: the rectangle shrunk by 0.5.
        guard let inner = roundedRectHalfExtent(py, rect.insetBy(0.5), max(0, radius - 0.5)) else {
            spans.append(Span(start: start, end: end, solid: false))
            return
        }
        let (solidStart, solidEnd) = columns(centre: cx, half: inner, widen: false)
        guard solidEnd > solidStart else {
            spans.append(Span(start: start, end: end, solid: false))
            return
        }
        spans.append(Span(start: start, end: solidStart, solid: false))
        spans.append(Span(start: solidStart, end: solidEnd, solid: true))
        spans.append(Span(start: solidEnd, end: end, solid: false))
    }
}

/// The outline of a rounded rectangle, `lineWidth` wide, centred on the rectangle's edge.
public struct StrokedRoundedRect: CoverageShape {
    public var rect: Rect
    public var radius: Float
    public var lineWidth: Float

    public init(rect: Rect, radius: Float, lineWidth: Float) {
        self.rect = rect
        self.radius = max(0, min(radius, rect.width / 2, rect.height / 2))
        self.lineWidth = max(0, lineWidth)
    }

    public var pixelBounds: PixelRect { PixelRect(covering: rect.insetBy(-lineWidth / 2 - 1)) }

    @inline(__always)
    public func coverage(_ px: Float, _ py: Float) -> Float {
        clamp01(lineWidth / 2 + 0.5 - abs(roundedRectDistance(px, py, rect, radius)))
    }

    public func spans(row y: Int, into spans: inout [Span]) {
        let py = Float(y) + 0.5, cx = rect.x + rect.width / 2
        let reach = lineWidth / 2 + 0.5
        guard let outer = roundedRectHalfExtent(py, rect.insetBy(-reach), radius + reach) else { return }
        let (start, end) = columns(centre: cx, half: outer, widen: true)
        // Nothing is covered deeper than `reach` inside: the hole between the two runs.
        guard let hole = roundedRectHalfExtent(py, rect.insetBy(reach), max(0, radius - reach)) else {
            spans.append(Span(start: start, end: end, solid: false))
            return
        }
        let (holeStart, holeEnd) = columns(centre: cx, half: hole, widen: false)
        guard holeEnd > holeStart else {
            spans.append(Span(start: start, end: end, solid: false))
            return
        }
        spans.append(Span(start: start, end: holeStart, solid: false))
        spans.append(Span(start: holeEnd, end: end, solid: false))
    }
}
