// MarkShapes: what one mark's shape says it is: a glyph, `円`, or a sign or unit shorter than the digits on their line.
extension GlyphRunFinder {
    /// Glyph-shaped: tall enough, not the whole region, narrower than two glyphs side by side,
    /// neither a thin line nor a solid block, and not cut by the region's edge
    /// (`GlyphRules.minGlyphHeight`, `maxGlyphShareOfRegion`, `glyphWidth`, `glyphFill`).
    static func isGlyph(_ m: Mark, width: Int, height: Int) -> Bool {
        guard m.height >= rules.minGlyphHeight, Double(m.height) <= rules.maxGlyphShareOfRegion * Double(height) else { return false }
        guard m.width >= rules.minGlyphWidth, Double(m.width) <= rules.glyphWidth.upperBound * Double(m.height),
            Double(m.width) >= rules.glyphWidth.lowerBound * Double(m.height)
        else { return false }
        let fill = Double(m.pixels) / Double(m.width * m.height)
        guard rules.glyphFill.contains(fill) else { return false }
        return m.x0 > 0 && m.y0 > 0 && m.x1 < width && m.y1 < height
    }

    /// Whether `m`, after the glyph `before`, stands on its line shorter than it: lower than
    /// `GlyphRules.shorterHeight` of it, its foot within `shorterFoot` of its height of
    /// `before`'s. Digits of one price are one height; a sign or a unit after them is not.
    static func isShorterOnTheLine(_ m: Mark, after before: Mark) -> Bool {
        m.height < rules.shorterHeight * before.height && abs(m.y1 - before.y1) <= rules.shorterFoot * before.height
    }

    /// Whether `m` is shaped as `円`: a bar across its top, a stroke hanging from it, and two
    /// legs apart down to its foot (`GlyphRules.minYenHeight` to `yenHangs`). A sign standing
    /// on a rule too faint to be taken out whole keeps a piece of it under its feet, reaching
    /// out beside it: the sign is judged without it (`bodyAboveFoot`).
    static func looksLikeYen(_ mark: Mark, ink: [Bool], width w: Int) -> Bool {
        // (The body keeps four fifths of the height: a mark narrower than `yenWidth` has none
        // wide enough.)
        guard mark.height >= rules.minYenHeight, mark.width >= rules.yenWidth * mark.height, let m = bodyAboveFoot(mark, ink: ink, width: w)
        else { return false }
        guard m.height >= rules.minYenBody, m.width >= rules.minYenBodyWidth, m.width >= rules.yenBodyWidth * m.height,
            m.width <= rules.yenBodyMaxWidth * m.height
        else { return false }
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
        let quarter = max(1, rules.yenLegSide.of(m.width)), third = max(1, rules.yenLeftLegEnd.of(m.width))
        // Legs: on most of the lowest rows, a thin stroke in the left quarter and another ending
        // in the right quarter (the right leg of most faces ends in a hook to the left), nothing
        // else. A row inked from the left quarter past the middle is the closed foot of a `0`,
        // `3`, `5`, `6`, `8`, `9` or the foot of a `1` or `2`; a `4` or `7` stands on one stem.
        // The right leg's hook may run into a rule under the sign and go with it: rows with the
        // left leg alone count too, if `yenBothLegs` of the rows have both. So do the last rows,
        // under both legs, with the right one alone in the right half (blur shortens the thin
        // left leg of a small sign; a `4` stands on its right stem but has no left leg above it,
        // and the bowl of a `5` has its left end again under its right side).
        let legRows = (m.y1 - max(rules.minYenLegRows, rules.yenLegRows.of(m.height)))..<m.y1
        var legs = 0, leftLegs = 0, rightLegs = 0
        for y in legRows {
            let r = runs(y)
            if r.contains(where: { $0.0 < m.x0 + quarter && $0.1 - m.x0 > rules.yenMiddle * m.width }) { return false }
            if legs > 0, r.count == 1, r[0].0 - m.x0 >= rules.yenMiddle * m.width, r[0].1 > m.x1 - quarter {
                rightLegs += 1
                continue
            }
            guard !r.isEmpty, r[0].0 < m.x0 + quarter, r[0].1 <= m.x0 + third + 1 else { continue }
            rightLegs = 0
            if r.count == 2, r[1].1 > m.x1 - quarter { legs += 1 } else if r.count == 1 { leftLegs += 1 }
        }
        guard legs >= rules.yenBothLegs * legRows.count, legs + leftLegs + rightLegs >= rules.yenAnyLeg * legRows.count else { return false }
        // The stroke down from the bar to the bar across its middle, in its middle columns: ink
        // from the bar's rows down to `yenHangs` of its height at least. A `0` whose foot went
        // with the rule under it is a bar and two legs too, but empty inside; an `8` without its
        // foot has its upper counter there.
        let barRows = m.y0..<(m.y0 + max(rules.minYenBarRows, rules.yenBarRows.of(m.height)))
        let side = rules.yenInnerColumns.of(m.width)
        let inner = (m.x0 + side)..<max(m.x0 + side + 1, m.x1 - side)
        let hangsFromTheBar = inner.contains { x in
            guard let top = barRows.first(where: { ink[$0 * w + x] }) else { return false }
            let end = (top..<m.y1).first { !ink[$0 * w + x] } ?? m.y1
            return end - m.y0 >= rules.yenHangs * m.height
        }
        guard hangsFromTheBar else { return false }
        // The bar: a row of the top ones inked across nearly all of it (its ink from end to
        // end, gaps of blur between the bar and the strokes under it allowed).
        return barRows.contains { y in
            let r = runs(y)
            guard let first = r.first, let last = r.last else { return false }
            return last.1 - first.0 >= rules.yenBarSpan * m.width && r.reduce(0, { $0 + $1.1 - $1.0 }) >= rules.yenBarInk * m.width
        }
    }

    /// `m` without the flat print under its foot that reaches out beside it: its body is the
    /// columns inked above its lowest rows (`GlyphRules.yenFoot`), and it ends above the first
    /// of those rows with ink outside those columns (its pixels not counted). Nil if nothing is
    /// left.
    static func bodyAboveFoot(_ m: Mark, ink: [Bool], width w: Int) -> Mark? {
        let foot = m.y1 - max(1, rules.yenFoot.of(m.height))
        let inked = (m.x0..<m.x1).filter { x in (m.y0..<foot).contains { ink[$0 * w + x] } }
        guard let x0 = inked.first, let last = inked.last else { return nil }
        let y1 = (foot..<m.y1).first { y in (m.x0..<m.x1).contains { ($0 < x0 || $0 > last) && ink[y * w + $0] } } ?? m.y1
        return Mark(x0: x0, y0: m.y0, x1: last + 1, y1: y1, pixels: 0)
    }
}
