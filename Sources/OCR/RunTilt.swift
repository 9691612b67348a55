// RunTilt: how far a run of glyphs leans from level, so it is read level (a tag photographed
// tilted: the LSTM read the serif `1` of a tag tilted 7 degrees as a `4`).
import Glibc

extension GlyphRunFinder {
    /// The tilt of the line of `marks` in degrees (positive: falling to the right, in image
    /// coordinates), to the nearest degree: the candidate angle (`GlyphRules.tiltCandidates`)
    /// at which the glyphs' tops and feet line up best (across the line at that angle, the
    /// highest and the lowest of each mark's ink pixels; the least sum of squared distances of
    /// those from their means).
    /// Digits are as tall as each other; slant (italic digits) shears them sideways and leaves
    /// their tops and feet where they are. Zero for a lone mark, and where level lines them up
    /// as well as any angle.
    static func tilt(of marks: [Mark], ink: [Bool], width w: Int) -> Int {
        guard marks.count >= 2 else { return 0 }
        let box = bounds(marks)
        let cx = Double(box.x0 + box.x1) / 2, cy = Double(box.y0 + box.y1) / 2
        var best = (angle: 0, spread: Double.infinity)
        var tops = [Double](repeating: 0, count: marks.count), feet = tops
        for angle in rules.tiltCandidates {
            let radians = Double(angle) * .pi / 180
            let sin = Glibc.sin(radians), cos = Glibc.cos(radians)
            for (i, m) in marks.enumerated() {
                var top = Double.infinity, foot = -Double.infinity
                for y in m.y0..<m.y1 {
                    for x in m.x0..<m.x1 where ink[y * w + x] {
                        // Across the line: the pixel turned back by the angle.
                        let v = (Double(y) - cy) * cos - (Double(x) - cx) * sin
                        top = min(top, v)
                        foot = max(foot, v + 1)
                    }
                }
                tops[i] = top
                feet[i] = foot
            }
            let spread = Self.spread(tops) + Self.spread(feet)
            if spread < best.spread - 1e-9 || (abs(spread - best.spread) <= 1e-9 && abs(angle) < abs(best.angle)) { best = (angle, spread) }
        }
        return best.spread.isFinite ? best.angle : 0
    }

    /// The sum of the distances of `values` from their median.
    static func spread(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        let median = sorted.count % 2 == 1 ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
        let distances = values.map { abs($0 - median) }
        return distances.reduce(0, +) - (values.count >= 3 ? distances.max()! : 0)
    }
}
