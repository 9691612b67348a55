// MergedDigits: digits run together into one mark (bold digits set tight, blurred), taken as a
// run of their own.
extension GlyphRunFinder {
    /// Whether `m` is digits blur has run into one mark: glyph-tall, wider than a glyph can be,
    /// much of its box ink, with a counter of a digit's size in it (`holes`), none of them
    /// holding a mark (`among`) or as wide as a box around print (`GlyphRules.mergedHeight` to
    /// `mergedMaxHoleWidth`). Bars of a barcode run together have no counter.
    static func isMergedDigits(_ m: Mark, ink: [Bool], width w: Int, height h: Int, among marks: [Mark]) -> Bool {
        guard m.height >= rules.minGlyphHeight, m.height <= rules.mergedHeight * h, m.width > rules.mergedMinWidth * m.height,
            m.width <= rules.mergedMaxWidth * m.height
        else { return false }
        guard m.x0 > 0, m.y0 > 0, m.x1 < w, m.y1 < h else { return false }
        let fill = Double(m.pixels) / Double(m.width * m.height)
        guard rules.mergedFill.contains(fill) else { return false }
        let holes = Self.holes(of: m, ink: ink, width: w)
        guard holes.contains(where: { $0.height >= rules.mergedHoleHeight * m.height && $0.width >= rules.minMergedHoleWidth }) else { return false }
        return !holes.contains { hole in
            hole.width > rules.mergedMaxHoleWidth * m.height
                || marks.contains { n in n != m && n.x0 >= hole.x0 && n.x1 <= hole.x1 && n.y0 >= hole.y0 && n.y1 <= hole.y1 }
        }
    }

    /// The holes of mark `m`: the paper inside its box that no path of paper joins to the box's
    /// edge, as marks (bounds, pixel counts).
    static func holes(of m: Mark, ink: [Bool], width w: Int) -> [Mark] {
        let bw = m.width, bh = m.height
        // 0: paper not yet reached, 1: ink, 2: paper reached from the edge.
        var state = [UInt8](repeating: 0, count: bw * bh)
        for y in 0..<bh { for x in 0..<bw where ink[(m.y0 + y) * w + m.x0 + x] { state[y * bw + x] = 1 } }
        var stack: [Int] = []
        for y in 0..<bh {
            for x in 0..<bw where (x == 0 || y == 0 || x == bw - 1 || y == bh - 1) && state[y * bw + x] == 0 {
                state[y * bw + x] = 2
                stack.append(y * bw + x)
            }
        }
        func reach(_ i: Int) {
            guard state[i] == 0 else { return }
            state[i] = 2
            stack.append(i)
        }
        while let i = stack.popLast() {
            let x = i % bw
            if x > 0 { reach(i - 1) }
            if x < bw - 1 { reach(i + 1) }
            if i >= bw { reach(i - bw) }
            if i < bw * (bh - 1) { reach(i + bw) }
        }
        let enclosed = state.map { $0 == 0 }
        return components(enclosed, width: bw, height: bh).map {
            Mark(x0: m.x0 + $0.x0, y0: m.y0 + $0.y0, x1: m.x0 + $0.x1, y1: m.y0 + $0.y1, pixels: $0.pixels)
        }
    }
}
