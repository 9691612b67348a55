// PathStroker: paints a stroke path with its glows and gradient in one walk over the pixels
// near it (the hot part of the capture effect).

/// Fast angle of (dx, dy) in turns, 0...1 clockwise on screen from the +x axis. A polynomial
/// arctangent, within 0.0003 turns (0.1°) of the exact one: plenty for picking a colour.
@inline(__always)
func fastTurns(_ dx: Float, _ dy: Float) -> Float {
    let ax = abs(dx), ay = abs(dy)
    let big = max(ax, ay)
    guard big > 0 else { return 0 }
    let x = min(ax, ay) / big
    // atan(x) on [0, 1], in turns.
    var a = x * (0.125 + (1 - x) * (0.0389 + 0.0106 * x))
    if ay > ax { a = 0.25 - a }
    if dx < 0 { a = 0.5 - a }
    if dy < 0 { a = 1 - a }
    return a
}

/// Reused between strokes: each band's runs of its row, and the gradient's colour table.
final class StrokeScratch {
    /// The runs of the row a band is painting; one per band, each touched by its band's thread only.
    final class RowRuns {
        var spans: [PathSpan] = []
        init() { spans.reserveCapacity(16) }
    }

    let bands: [RowRuns]
    /// 256 gradient colours around the circle, already mixed over the solid colour.
    var lut = [UInt32](repeating: 0, count: 256)
    var lutAlpha = [Float](repeating: 0, count: 256)

    init(bands: Int) { self.bands = (0..<bands).map { _ in RowRuns() } }
}

extension Canvas {
    /// Strokes `path` with `style`: for each pixel near the path, the glows (by distance beyond
    /// the stroke's edge) and then the stroke itself (anti-aliased coverage, solid or gradient
    /// colour) are blended in order.
    public func stroke(_ path: StrokePath, style: StrokeStyle) { stroke(path, style: style, vectorized: true) }

    /// `vectorized: false` paints every pixel one at a time (the definition the eight-lane path
    /// is tested against, pixel for pixel).
    func stroke(_ path: StrokePath, style: StrokeStyle, vectorized: Bool) {
        guard !path.isEmpty, style.opacity > 0 else { return }
        let half = style.lineWidth / 2
        let glows = style.glows.filter { $0.opacity > 0 && $0.radius > 0 && $0.color.a > 0 }
        let reach = half + (glows.map(\.radius).max() ?? 0) + 1
        let area = path.pixelBounds(reach: reach).intersection(clip)
        guard !area.isEmpty else { return }
        let scratch = strokeScratch
        let opacity = min(max(style.opacity, 0), 1)

        // Gradient table: colour and alpha at 256 angles, mixed over the solid colour.
        let mix = style.gradient == nil ? 0 : min(max(style.gradientMix, 0), 1)
        if let gradient = style.gradient, mix > 0 {
            for i in 0..<256 {
                let c = Color.lerp(style.color, gradient.color(atTurns: (Float(i) + 0.5) / 256), mix)
                scratch.lut[i] = c.pixel
                scratch.lutAlpha[i] = Float(c.a) / 255
            }
        }
        let centre = style.gradient?.centre ?? Point(0, 0)
        let solidPixel = style.color.pixel, solidAlpha = Float(style.color.a) / 255
        // Up to two glows in locals (the hot loop touches no arrays for them): weight at the
        // stroke's edge (0...256 scale) and 1/radius.
        func glowTerms(_ index: Int) -> (pixel: UInt32, weight: Float, inverseRadius: Float) {
            guard index < glows.count else { return (0, 0, 0) }
            let g = glows[index]
            return (g.color.pixel, g.opacity * Float(g.color.a) / 255 * opacity * 256, 1 / g.radius)
        }
        precondition(glows.count <= 2, "a stroke has at most two glows")
        let (glow0, glow1) = (glowTerms(0), glowTerms(1))
        let strokeWeight = opacity * 256

        let terms = StrokeTerms(
            half: half, reach: reach, glow0: glow0, glow1: glow1, strokeWeight: strokeWeight, solidPixel: solidPixel,
            solidAlpha: solidAlpha, gradientMix: mix, centre: centre)
        let surface = surface, runs = scratch.bands
        path.segments.withUnsafeBufferPointer { segments in
            scratch.lut.withUnsafeBufferPointer { lut in
                scratch.lutAlpha.withUnsafeBufferPointer { lutAlpha in
                    bands.run(area.y..<area.maxY) { band, rows in
                        let runs = runs[band]
                        for y in rows {
                            path.rowSpans(row: y, reach: reach, into: &runs.spans)
                            let row = surface.row(y)
                            let py = Float(y) + 0.5
                            for span in runs.spans {
                                let start = max(span.start, area.x), end = min(span.end, area.maxX)
                                guard start < end else { continue }
                                var x = start
                                if vectorized {
                                    while x + 8 <= end {
                                        terms.paintEight(row + x, x: x, py: py, segments: segments, mask: span.segments, lut: lut, lutAlpha: lutAlpha)
                                        x += 8
                                    }
                                }
                                while x < end {
                                    terms.paintOne(row + x, x: x, py: py, segments: segments, mask: span.segments, lut: lut, lutAlpha: lutAlpha)
                                    x += 1
                                }
                            }
                        }
                    }
                }
            }
        }
    }
}

/// What painting one pixel of a stroke needs, in locals (the hot loop touches no arrays for it).
struct StrokeTerms {
    let half: Float
    let reach: Float
    /// Up to two glows: colour, weight at the stroke's edge (0...256 scale), 1/radius.
    let glow0: (pixel: UInt32, weight: Float, inverseRadius: Float)
    let glow1: (pixel: UInt32, weight: Float, inverseRadius: Float)
    let strokeWeight: Float
    let solidPixel: UInt32
    let solidAlpha: Float
    let gradientMix: Float
    let centre: Point

    /// Pixel `x` of a row at `py`: the glows by distance beyond the stroke's edge, then the
    /// stroke's anti-aliased coverage in its solid or gradient colour.
    @inline(__always)
    func paintOne(
        _ pointer: UnsafeMutablePointer<UInt32>, x: Int, py: Float, segments: UnsafeBufferPointer<PathSegment>, mask: UInt64,
        lut: UnsafeBufferPointer<UInt32>, lutAlpha: UnsafeBufferPointer<Float>
    ) {
        let px = Float(x) + 0.5
        var best = Float.infinity
        var bits = mask
        while bits != 0 {
            let i = bits.trailingZeroBitCount
            bits &= bits &- 1
            best = min(best, segments[i].distanceSquared(px, py))
        }
        let d = best.squareRoot()
        guard d < reach else { return }
        var pixel = pointer.pointee
        let beyond = max(d - half, 0)
        // Glow: weight · (1 - d/r)² out to the radius.
        let f0 = 1 - beyond * glow0.inverseRadius
        if f0 > 0 { pixel = PixelBlend.over(pixel, glow0.pixel, alpha: UInt32(glow0.weight * f0 * f0 + 0.5)) }
        let f1 = 1 - beyond * glow1.inverseRadius
        if f1 > 0 { pixel = PixelBlend.over(pixel, glow1.pixel, alpha: UInt32(glow1.weight * f1 * f1 + 0.5)) }
        pointer.pointee = strokeOver(pixel, distance: d, px: px, py: py, lut: lut, lutAlpha: lutAlpha)
    }

    /// `pixel` with the stroke's coverage at `distance` blended over it.
    @inline(__always)
    func strokeOver(
        _ pixel: UInt32, distance d: Float, px: Float, py: Float, lut: UnsafeBufferPointer<UInt32>, lutAlpha: UnsafeBufferPointer<Float>
    )
        -> UInt32
    {
        let coverage = min(max(half + 0.5 - d, 0), 1)
        guard coverage > 0 else { return pixel }
        var color = solidPixel, alpha = solidAlpha
        if gradientMix > 0 {
            let index = Int(fastTurns(px - centre.x, py - centre.y) * 256) & 255
            color = lut[index]
            alpha = lutAlpha[index]
        }
        return PixelBlend.over(pixel, color, alpha: UInt32(coverage * alpha * strokeWeight + 0.5))
    }

    /// Pixels `x..<x+8` of a row at `py`, the same arithmetic as `paintOne` in eight lanes: the
    /// distances, the glows and their blending; the stroke's own few pixels lane by lane.
    @inline(__always)
    func paintEight(
        _ pointer: UnsafeMutablePointer<UInt32>, x: Int, py: Float, segments: UnsafeBufferPointer<PathSegment>, mask: UInt64,
        lut: UnsafeBufferPointer<UInt32>, lutAlpha: UnsafeBufferPointer<Float>
    ) {
        let px = SIMD8<Float>(repeating: Float(x)) + SIMD8<Float>(0, 1, 2, 3, 4, 5, 6, 7) + 0.5
        var best = SIMD8<Float>(repeating: .infinity)
        var bits = mask
        while bits != 0 {
            let i = bits.trailingZeroBitCount
            bits &= bits &- 1
            best = lanesMin(best, segments[i].distanceSquared(px, py))
        }
        let d = best.squareRoot()
        let near = d .< reach
        guard any(near) else { return }
        let raw = UnsafeMutableRawPointer(pointer)
        var pixels = raw.loadUnaligned(as: SIMD8<UInt32>.self)
        let beyond = lanesMax(d - half, 0)
        // Lanes not near have f ≤ 0 for both glows (reach is past every radius): alpha 0, and
        // over(p, c, 0) is p exactly.
        let f0 = 1 - beyond * glow0.inverseRadius
        let a0 = Self.truncated(glow0.weight * f0 * f0 + 0.5).replacing(with: 0, where: .!(f0 .> 0))
        pixels = Self.over(pixels, glow0.pixel, alpha: a0)
        let f1 = 1 - beyond * glow1.inverseRadius
        let a1 = Self.truncated(glow1.weight * f1 * f1 + 0.5).replacing(with: 0, where: .!(f1 .> 0))
        pixels = Self.over(pixels, glow1.pixel, alpha: a1)
        let covered = (half + 0.5 - d) .> 0
        if any(covered) {
            for lane in 0..<8 where covered[lane] {
                pixels[lane] = strokeOver(pixels[lane], distance: d[lane], px: px[lane], py: py, lut: lut, lutAlpha: lutAlpha)
            }
        }
        raw.storeBytes(of: pixels, as: SIMD8<UInt32>.self)
    }

    /// `PixelBlend.over` in eight lanes, each channel in a 16-bit lane (no 32-bit multiplies,
    /// which SSE2 lacks). Exact: a channel's s·a + d·(256 - a) + 128 is at most 65408, so the
    /// packed form never carries between channels and the two agree bit for bit.
    @inline(__always)
    static func over(_ destination: SIMD8<UInt32>, _ source: UInt32, alpha: SIMD8<UInt32>) -> SIMD8<UInt32> {
        let a = unsafeBitCast(alpha | alpha &<< 16, to: SIMD16<UInt16>.self)
        let inverse = 256 &- a
        let sourceRB = unsafeBitCast(SIMD8<UInt32>(repeating: source & 0xFF00FF), to: SIMD16<UInt16>.self)
        let sourceG = unsafeBitCast(SIMD8<UInt32>(repeating: source >> 8 & 0xFF), to: SIMD16<UInt16>.self)
        let destinationRB = unsafeBitCast(destination & 0xFF00FF, to: SIMD16<UInt16>.self)
        let destinationG = unsafeBitCast(destination &>> 8 & 0xFF, to: SIMD16<UInt16>.self)
        let rb = (sourceRB &* a &+ destinationRB &* inverse &+ 0x80) &>> 8
        let g = (sourceG &* a &+ destinationG &* inverse &+ 0x80) &>> 8
        return unsafeBitCast(rb, to: SIMD8<UInt32>.self) | unsafeBitCast(g, to: SIMD8<UInt32>.self) &<< 8
    }

    /// `UInt32(v)` (toward zero) of each lane, for 0 ≤ v < 2²²: v + 2²³ holds v's integer part in
    /// its mantissa once rounded down. (The standard library's conversion is not vectorised.)
    @inline(__always)
    static func truncated(_ v: SIMD8<Float>) -> SIMD8<UInt32> {
        let magic = SIMD8<Float>(repeating: 8_388_608)
        var r = (v + magic) - magic
        r = r.replacing(with: r - 1, where: r .> v)
        return unsafeBitCast(r + magic, to: SIMD8<UInt32>.self) & 0x7F_FFFF
    }
}
