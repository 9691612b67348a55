// MarkShapes: what one mark's shape says it is: a glyph, `円`, or a sign or unit shorter than
// the digits on their line.
extension GlyphRunFinder {
    /// Glyph-shaped: tall enough, not the whole region, narrower than two glyphs side by side,
    /// neither a thin line nor a solid block, and not cut by the region's edge.
    func isGlyph(_ m: Mark, width: Int, height: Int) -> Bool {
        guard m.height >= minGlyphHeight, Double(m.height) <= 0.9 * Double(height) else { return false }
        guard m.width >= 2, Double(m.width) <= 1.6 * Double(m.height), Double(m.width) >= 0.08 * Double(m.height) else { return false }
        let fill = Double(m.pixels) / Double(m.width * m.height)
        guard fill >= 0.1, fill <= 0.92 else { return false }
        return m.x0 > 0 && m.y0 > 0 && m.x1 < width && m.y1 < height
    }

    /// Whether `m`, after the glyph `before`, stands on its line shorter than it: less than four
    /// fifths of its height, its foot within a sixth of that height of `before`'s (digits of one
    /// price are one height; `円` after them is half to four fifths of it; a last digit whose
    /// foot went with the rule it touches may be five sixths of it).
    static func isShorterOnTheLine(_ m: Mark, after before: Mark) -> Bool {
        5 * m.height < 4 * before.height && 6 * abs(m.y1 - before.y1) <= before.height
    }

    /// Whether `m` is shaped as `円`: a bar across its top and two legs apart down to its foot.
    /// A sign standing on a rule too faint to be taken out whole keeps a piece of it under its
    /// feet, reaching out beside it: the sign is judged without it (`bodyAboveFoot`).
    static func looksLikeYen(_ mark: Mark, ink: [Bool], width w: Int) -> Bool {
        // (The body keeps four fifths of the height: a mark narrower than this has none wide enough.)
        guard mark.height >= 6, 5 * mark.width >= 3 * mark.height, let m = bodyAboveFoot(mark, ink: ink, width: w) else { return false }
        guard m.height >= 6, m.width >= 5, 4 * m.width >= 3 * m.height, 4 * m.width <= 5 * m.height else { return false }
        func runs(_ y: Int) -> [(Int, Int)] {
            var found: [(Int, Int)] = []
            var x = m.x0
            while x < m.x1 {
                guard ink[y * w + x] else { x += 1; continue }
                var end = x
                while end < m.x1, ink[y * w + end] { end += 1 }
                found.append((x, end))
                x = end
            }
            return found
        }
        let quarter = max(1, m.width / 4), third = max(1, m.width / 3)
        // Legs: on most of the lowest two fifths of its rows, a thin stroke in the left quarter
        // and another ending in the right quarter (the right leg of most faces ends in a hook
        // to the left), nothing else. A row inked from the left quarter past the middle is the
        // closed foot of a `0`, `3`, `5`, `6`, `8`, `9` or the foot of a `1` or `2`; a `4` or
        // `7` stands on one stem.
        // The right leg's hook may run into a rule under the sign and go with it: rows with the
        // left leg alone count too, if a third of the rows have both. So do the last rows, under
        // both legs, with the right one alone in the right half (blur shortens the thin left leg
        // of a small sign; a `4` stands on its right stem but has no left leg above it, and the
        // bowl of a `5` has its left end again under its right side).
        let legRows = (m.y1 - max(3, 2 * m.height / 5))..<m.y1
        var legs = 0, leftLegs = 0, rightLegs = 0
        for y in legRows {
            let r = runs(y)
            if r.contains(where: { $0.0 < m.x0 + quarter && 2 * ($0.1 - m.x0) > m.width }) { return false }
            if legs > 0, r.count == 1, 2 * (r[0].0 - m.x0) >= m.width, r[0].1 > m.x1 - quarter {
                rightLegs += 1
                continue
            }
            guard !r.isEmpty, r[0].0 < m.x0 + quarter, r[0].1 <= m.x0 + third + 1 else { continue }
            rightLegs = 0
            if r.count == 2, r[1].1 > m.x1 - quarter { legs += 1 } else if r.count == 1 { leftLegs += 1 }
        }
        guard 3 * legs >= legRows.count, 3 * (legs + leftLegs + rightLegs) >= 2 * legRows.count else { return false }
        // The stroke down from the bar to the bar across its middle, in its middle fifth of
        // columns: ink from its top fifth to a third of the way down at least. A `0` whose foot
        // went with the rule under it (`390` on a rule read `39`) is a bar and two legs too, but
        // empty inside; an `8` without its foot has its upper counter there.
        let inner = (m.x0 + 2 * m.width / 5)..<max(m.x0 + 2 * m.width / 5 + 1, m.x1 - 2 * m.width / 5)
        let hangsFromTheBar = inner.contains { x in
            guard let top = (m.y0..<(m.y0 + max(2, m.height / 5))).first(where: { ink[$0 * w + x] }) else { return false }
            let end = (top..<m.y1).first { !ink[$0 * w + x] } ?? m.y1
            return 3 * (end - m.y0) >= m.height
        }
        guard hangsFromTheBar else { return false }
        // The bar: a row in the top fifth inked across nearly all of it (its ink from end to
        // end, gaps of blur between the bar and the strokes under it allowed, three quarters
        // of it ink).
        return (m.y0..<(m.y0 + max(2, m.height / 5))).contains { y in
            let r = runs(y)
            guard let first = r.first, let last = r.last else { return false }
            return 5 * (last.1 - first.0) >= 4 * m.width && 4 * r.reduce(0, { $0 + $1.1 - $1.0 }) >= 3 * m.width
        }
    }

    /// `m` without the flat print under its foot that reaches out beside it: its body is the
    /// columns inked above its lowest fifth, and it ends above the first row of that fifth with
    /// ink outside those columns (its pixels not counted). Nil if nothing is left.
    static func bodyAboveFoot(_ m: Mark, ink: [Bool], width w: Int) -> Mark? {
        let foot = m.y1 - max(1, m.height / 5)
        let inked = (m.x0..<m.x1).filter { x in (m.y0..<foot).contains { ink[$0 * w + x] } }
        guard let x0 = inked.first, let last = inked.last else { return nil }
        let y1 = (foot..<m.y1).first { y in (m.x0..<m.x1).contains { ($0 < x0 || $0 > last) && ink[y * w + $0] } } ?? m.y1
        return Mark(x0: x0, y0: m.y0, x1: last + 1, y1: y1, pixels: 0)
    }
}
