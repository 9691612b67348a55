// StrokePath: a path of line segments (polylines, brackets, rounded outlines as short chords),
// drawn by distance to its centre line, so strokes, glows and gradients share one walk.
import Glibc
import Pixels

/// One segment with what the distance needs precomputed.
public struct PathSegment: Sendable {
    public let a: Point
    public let b: Point
    let d: Point
    let inverseLengthSquared: Float

    init(_ a: Point, _ b: Point) {
        self.a = a
        self.b = b
        d = b - a
        let lengthSquared = d.x * d.x + d.y * d.y
        inverseLengthSquared = lengthSquared > 0 ? 1 / lengthSquared : 0
    }

    /// Squared distance from (px, py) to the segment.
    @inline(__always)
    func distanceSquared(_ px: Float, _ py: Float) -> Float {
        let apx = px - a.x, apy = py - a.y
        let t = min(max((apx * d.x + apy * d.y) * inverseLengthSquared, 0), 1)
        let ex = apx - d.x * t, ey = apy - d.y * t
        return ex * ex + ey * ey
    }

    /// `distanceSquared` of eight points on a row, in eight lanes (the same arithmetic).
    @inline(__always)
    func distanceSquared(_ px: SIMD8<Float>, _ py: Float) -> SIMD8<Float> {
        let apx = px - a.x, apy = py - a.y
        let t = lanesMin(lanesMax((apx * d.x + apy * d.y) * inverseLengthSquared, 0), 1)
        let ex = apx - d.x * t, ey = apy - d.y * t
        return ex * ex + ey * ey
    }
}

/// A run of a row near the path: columns `start..<end`, near the segments whose bits are set.
struct PathSpan {
    var start: Int
    var end: Int
    var segments: UInt64
}

/// Up to 64 segments. Rounded corners become chords short enough that the centre line is
/// within a tenth of a pixel of the true arc for radii up to 30 px.
public struct StrokePath: Sendable {
    public private(set) var segments: [PathSegment] = []

    public init() {}

    /// Adds a polyline through `points`, closed back to the first when `closed`.
    public mutating func addPolyline(_ points: [Point], closed: Bool = false) {
        if points.count == 1 { append(points[0], points[0]) }
        for i in 0..<max(0, points.count - 1) { append(points[i], points[i + 1]) }
        if closed, points.count > 2 { append(points[points.count - 1], points[0]) }
    }

    /// Adds the outline of the convex polygon `corners` with each corner rounded to `radius`
    /// (limited to what the adjacent edges allow): straight edges joined by arcs of chords.
    public mutating func addRoundedPolygon(_ corners: [Point], radius: Float, chordsPerCorner: Int = 6) {
        let n = corners.count
        guard n >= 3 else { return addPolyline(corners, closed: true) }
        var arcs: [[Point]] = []
        for i in 0..<n {
            let p = corners[i], previous = corners[(i + n - 1) % n], next = corners[(i + 1) % n]
            let toPrevious = previous - p, toNext = next - p
            let lp = toPrevious.length, ln = toNext.length
            guard lp > 0, ln > 0 else { arcs.append([p]); continue }
            let u = toPrevious * (1 / lp), v = toNext * (1 / ln)
            let cosine = max(-1, min(1, u.x * v.x + u.y * v.y))
            let angle = acosf(cosine)  // interior angle at p
            // Tangent points lie `t` along each edge from the corner; no more than half an edge.
            let tanHalf = tanf(angle / 2)
            var r = radius
            var t = tanHalf > 0 ? r / tanHalf : 0
            let limit = min(lp, ln) / 2
            if t > limit { t = limit; r = t * tanHalf }
            guard r > 0.01 else { arcs.append([p]); continue }
            let start = p + u * t, end = p + v * t
            let bisector = (u + v) * (1 / (u + v).length)
            let centre = p + bisector * (r / sinf(angle / 2))
            let a0 = atan2f(start.y - centre.y, start.x - centre.x)
            var a1 = atan2f(end.y - centre.y, end.x - centre.x)
            // The short way round.
            while a1 - a0 > .pi { a1 -= 2 * .pi }
            while a0 - a1 > .pi { a1 += 2 * .pi }
            arcs.append(
                (0...chordsPerCorner).map { k in
                    let a = a0 + (a1 - a0) * Float(k) / Float(chordsPerCorner)
                    return Point(centre.x + r * cosf(a), centre.y + r * sinf(a))
                })
        }
        var outline: [Point] = []
        for arc in arcs { outline += arc }
        addPolyline(outline, closed: true)
    }

    private mutating func append(_ a: Point, _ b: Point) {
        precondition(segments.count < 64, "a stroke path holds at most 64 segments")
        segments.append(PathSegment(a, b))
    }

    public var isEmpty: Bool { segments.isEmpty }

    /// The pixels within `reach` of the path.
    public func pixelBounds(reach: Float) -> PixelRect {
        guard let first = segments.first else { return PixelRect(x: 0, y: 0, width: 0, height: 0) }
        var minX = first.a.x, minY = first.a.y, maxX = minX, maxY = minY
        for s in segments {
            minX = min(minX, s.a.x, s.b.x); maxX = max(maxX, s.a.x, s.b.x)
            minY = min(minY, s.a.y, s.b.y); maxY = max(maxY, s.a.y, s.b.y)
        }
        return PixelRect(covering: Rect(x: minX - reach, y: minY - reach, width: maxX - minX + 2 * reach, height: maxY - minY + 2 * reach))
    }

    /// Distance from (px, py) to the nearest segment among `mask`.
    @inline(__always)
    func distance(_ px: Float, _ py: Float, mask: UInt64) -> Float {
        var best = Float.infinity
        var bits = mask
        while bits != 0 {
            let i = bits.trailingZeroBitCount
            bits &= bits &- 1
            best = min(best, segments[i].distanceSquared(px, py))
        }
        return best.squareRoot()
    }

    /// Distance from (px, py) to the path.
    public func distance(_ px: Float, _ py: Float) -> Float {
        distance(px, py, mask: segments.count == 64 ? ~0 : (1 << UInt64(segments.count)) - 1)
    }

    /// The runs of row `y` within `reach` of the path, merged, each with the segments near it:
    /// each segment is clipped to the rows within `reach` and widened by `reach`.
    func rowSpans(row y: Int, reach: Float, into spans: inout [PathSpan]) {
        spans.removeAll(keepingCapacity: true)
        let low = Float(y) + 0.5 - reach, high = Float(y) + 0.5 + reach
        for (index, segment) in segments.enumerated() {
            let (p, q) = segment.a.y <= segment.b.y ? (segment.a, segment.b) : (segment.b, segment.a)
            guard q.y >= low, p.y <= high else { continue }
            let dy = q.y - p.y
            let top = dy > 0 && p.y < low ? Point.lerp(p, q, (low - p.y) / dy) : p
            let bottom = dy > 0 && q.y > high ? Point.lerp(p, q, (high - p.y) / dy) : q
            let start = Int((min(top.x, bottom.x) - reach).rounded(.down))
            let end = Int((max(top.x, bottom.x) + reach).rounded(.up)) + 1
            spans.append(PathSpan(start: start, end: end, segments: 1 << UInt64(index)))
        }
        guard spans.count > 1 else { return }
        spans.sort { $0.start < $1.start }
        var write = 0
        for read in 1..<spans.count {
            if spans[read].start <= spans[write].end {
                spans[write].end = max(spans[write].end, spans[read].end)
                spans[write].segments |= spans[read].segments
            } else {
                write += 1
                spans[write] = spans[read]
            }
        }
        spans.removeLast(spans.count - write - 1)
    }
}

/// `Swift.min(x, y)` in each lane, written out so the compiler emits one vector minimum (the
/// standard library's `pointwiseMin` is a call per use).
@inline(__always)
func lanesMin(_ x: SIMD8<Float>, _ y: SIMD8<Float>) -> SIMD8<Float> {
    var r = x
    for i in 0..<8 { r[i] = y[i] < x[i] ? y[i] : x[i] }
    return r
}

@inline(__always)
func lanesMin(_ x: SIMD8<Float>, _ y: Float) -> SIMD8<Float> { lanesMin(x, SIMD8(repeating: y)) }

/// `Swift.max(x, y)` in each lane (see `lanesMin`).
@inline(__always)
func lanesMax(_ x: SIMD8<Float>, _ y: SIMD8<Float>) -> SIMD8<Float> {
    var r = x
    for i in 0..<8 { r[i] = y[i] >= x[i] ? y[i] : x[i] }
    return r
}

@inline(__always)
func lanesMax(_ x: SIMD8<Float>, _ y: Float) -> SIMD8<Float> { lanesMax(x, SIMD8(repeating: y)) }
