// MergedDigits: digits run together into one mark (bold digits set tight, blurred), taken as a
// run of their own.
extension GlyphRunFinder {
    /// Whether `m` is digits blur has run into one mark: glyph-tall, wider than a glyph can be
    /// (more than 1.6 heights, up to 4), a third to four fifths of its box ink, with a counter
    /// of a digit's size in it (`holes`: a quarter of its height or more, no wider than three
    /// fifths of it; a box around print has a hole nearly its size), none of them holding a
    /// mark (`among`). Bold condensed digits set tight (`400円` in a black face) blur into one
    /// such mark, and no run was found at all; bars of a barcode run together have no counter.
    func isMergedDigits(_ m: Mark, ink: [Bool], width w: Int, height h: Int, among marks: [Mark]) -> Bool {
        guard m.height >= minGlyphHeight, 10 * m.height <= 9 * h, 5 * m.width > 8 * m.height, m.width <= 4 * m.height else { return false }
        guard m.x0 > 0, m.y0 > 0, m.x1 < w, m.y1 < h else { return false }
        let fill = Double(m.pixels) / Double(m.width * m.height)
        guard fill >= 0.3, fill <= 0.8 else { return false }
        let holes = Self.holes(of: m, ink: ink, width: w)
        guard holes.contains(where: { 4 * $0.height >= m.height && $0.width >= 2 }) else { return false }
        return !holes.contains { hole in
            5 * hole.width > 3 * m.height
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
