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

/// Reused between strokes: the row's runs and the gradient's colour table.
final class StrokeScratch {
    var spans: [PathSpan] = []
    /// 256 gradient colours around the circle, already mixed over the solid colour.
    var lut = [UInt32](repeating: 0, count: 256)
    var lutAlpha = [Float](repeating: 0, count: 256)

    init() { spans.reserveCapacity(16) }
}

extension Canvas {
    /// Strokes `path` with `style`: for each pixel near the path, the glows (by distance beyond
    /// the stroke's edge) and then the stroke itself (anti-aliased coverage, solid or gradient
    /// colour) are blended in order.
    public func stroke(_ path: StrokePath, style: StrokeStyle) {
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

        path.segments.withUnsafeBufferPointer { segments in
            for y in area.y..<area.maxY {
                path.rowSpans(row: y, reach: reach, into: &scratch.spans)
                let row = surface.row(y)
                let py = Float(y) + 0.5
                for span in scratch.spans {
                    let start = max(span.start, area.x), end = min(span.end, area.maxX)
                    guard start < end else { continue }
                    for x in start..<end {
                        let px = Float(x) + 0.5
                        var best = Float.infinity
                        var bits = span.segments
                        while bits != 0 {
                            let i = bits.trailingZeroBitCount
                            bits &= bits &- 1
                            best = min(best, segments[i].distanceSquared(px, py))
                        }
                        let d = best.squareRoot()
                        guard d < reach else { continue }
                        var pixel = row[x]
                        let beyond = max(d - half, 0)
                        // Glow: weight · (1 - d/r)² out to the radius.
                        let f0 = 1 - beyond * glow0.inverseRadius
                        if f0 > 0 { pixel = PixelBlend.over(pixel, glow0.pixel, alpha: UInt32(glow0.weight * f0 * f0 + 0.5)) }
                        let f1 = 1 - beyond * glow1.inverseRadius
                        if f1 > 0 { pixel = PixelBlend.over(pixel, glow1.pixel, alpha: UInt32(glow1.weight * f1 * f1 + 0.5)) }
                        let coverage = min(max(half + 0.5 - d, 0), 1)
                        if coverage > 0 {
                            var color = solidPixel, alpha = solidAlpha
                            if mix > 0 {
                                let index = Int(fastTurns(px - centre.x, py - centre.y) * 256) & 255
                                color = scratch.lut[index]
                                alpha = scratch.lutAlpha[index]
                            }
                            pixel = PixelBlend.over(pixel, color, alpha: UInt32(coverage * alpha * strokeWeight + 0.5))
                        }
                        row[x] = pixel
                    }
                }
            }
        }
    }
}
