// RunAcceptance: which chains are runs (two glyphs, on their ground, one per line), and what stands against a run's ends.
extension GlyphRunFinder {
    /// A run kept on a line: later chains of the line grow into the same box.
    struct FoundLine {
        var box: Mark, glyphHeight: Int, count: Int
        /// Its index among the runs found.
        var run: Int

        /// Whether a chain's `box` of glyphs `glyphHeight` tall is of this line: the boxes
        /// overlap (`GlyphRules.sameLineOverlap`) and the glyphs are of about one height (a line
        /// of much smaller print inside a big box is another line).
        func isLine(of box: Mark, glyphHeight: Int) -> Bool {
            let rules = GlyphRunFinder.rules
            return GlyphRunFinder.overlap(self.box, box) > rules.sameLineOverlap && self.glyphHeight <= rules.sameLineMaxHeight * glyphHeight
                && self.glyphHeight >= rules.sameLineHeight * glyphHeight
        }
    }

    /// Whether a chain grown to `box` is two glyphs at least: two marks
    /// (`GlyphRules.minRunMarks`), or one as wide as two (`twoGlyphWidth`), or one with raised
    /// cents beside it (a lone `5` of `5,47` grows by its comma and digits).
    static func holdsTwoGlyphs(_ chain: [Mark], box: Mark, glyphHeight: Int, minor: Mark?) -> Bool {
        chain.count >= rules.minRunMarks || Double(box.width) >= rules.twoGlyphWidth * Double(glyphHeight) || minor != nil
    }

    /// The ground a run's glyphs are judged against: around them and their raised cents, and
    /// for dark glyphs `GlyphRules.groundMargin` of a glyph of paper beyond (bold condensed
    /// digits set close fill most of their own box), inside the `w` by `h` plane.
    static func ground(around box: Mark, minor: Mark?, glyphHeight: Int, darkOnLight: Bool, width w: Int, height h: Int) -> Mark {
        let ground = bounds([box] + (minor.map { [$0] } ?? []))
        guard darkOnLight else { return ground }
        let margin = max(rules.minGroundMargin, rules.groundMargin.of(glyphHeight))
        return Mark(
            x0: max(0, ground.x0 - margin), y0: max(0, ground.y0 - margin), x1: min(w, ground.x1 + margin), y1: min(h, ground.y1 + margin),
            pixels: 0)
    }

    /// Whether the box stands on ground of the right kind, its ends (`GlyphRules.groundTails`)
    /// left out: for dark glyphs most of it light (its median nearer the lightest end), for
    /// light ones `lightGlyphGround` of it dark (the value that far up nearer the darkest end).
    /// Bold light digits set close on a panel are half their box or more; a light tag on a dark
    /// shelf is not a light glyph: nearly all of its box is the tag itself.
    static func sitsOnGround(_ box: Mark, of plane: GreyPlane, darkOnLight: Bool) -> Bool {
        var values: [UInt8] = []
        values.reserveCapacity(box.width * box.height)
        for y in box.y0..<box.y1 { values.append(contentsOf: plane.pixels[y * plane.width + box.x0..<y * plane.width + box.x1]) }
        values.sort()
        let tail = rules.groundTails.of(values.count)
        let low = Int(values[tail]), high = Int(values[values.count - 1 - tail])
        if darkOnLight { return 2 * Int(values[values.count / 2]) > low + high }
        return 2 * Int(values[rules.lightGlyphGround.of(values.count)]) < low + high
    }

    /// Whether a mark of `marks` taller than the run's glyphs stands against an end of `box`: a
    /// digit joined by blur to a rule, a box or the print above, which the run may be missing
    /// (`GlyphRules.crowdingHeight` to `crowdingReach`; not a thin upright line, not a sign).
    static func isCrowded(_ box: Mark, glyphHeight g: Int, by marks: [Mark], isSign: (Mark) -> Bool) -> Bool {
        marks.contains { m in
            !isSign(m) && m.width >= rules.thinLine * m.height && m.height > rules.crowdingHeight * g && m.height <= rules.maxCrowdingHeight * g
                && m.y0 <= box.y1 && m.y1 >= box.y0
                && Double(m.centreY) >= Double(box.y0) - rules.crowdingAbove.of(Double(g))
                && max(m.x0 - box.x1, box.x0 - m.x1) <= rules.crowdingReach.of(g)
                && (m.x1 <= box.x0 + rules.afterOverlap.of(g) || m.x0 >= box.x1 - rules.afterOverlap.of(g))
        }
    }

    /// Whether one of `yens` stands just after `box`, on the foot of its last digit (on a tilted
    /// line, not the box's foot): `GlyphRules.afterOverlap`, `yenAfterReach`, `yenAfterFoot`.
    static func yenStandsAfter(_ box: Mark, lastDigit: Mark, glyphHeight g: Int, yens: [Mark]) -> Bool {
        yens.contains { m in
            m.x0 >= box.x1 - rules.afterOverlap.of(g) && m.x0 - box.x1 <= rules.yenAfterReach * g
                && abs(m.y1 - lastDigit.y1) <= rules.yenAfterFoot * g
        }
    }
}
