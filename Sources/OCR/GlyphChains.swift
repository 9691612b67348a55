// GlyphChains: marks chained into runs along a line, a run's box grown by its separators and
// pieces, and the raised cents after it.
extension GlyphRunFinder {
    /// Marks in reading order chained into runs: each mark joins the run whose last mark is of
    /// about its height (3:4 to 4:3), on the same line (centres within a quarter height) and
    /// close enough (a gap up to 1.2 heights: a separator and spaces fit in it).
    static func chains(_ marks: [Mark]) -> [[Mark]] {
        var chains: [[Mark]] = []
        for mark in marks.sorted(by: { $0.x0 < $1.x0 }) {
            var best: (index: Int, gap: Int)?
            for (index, chain) in chains.enumerated() {
                let last = chain.last!
                let ratio = Double(mark.height) / Double(last.height)
                let tall = Double(max(mark.height, last.height))
                let gap = mark.x0 - last.x1
                guard ratio >= 0.75, ratio <= 1.34, abs(mark.centreY - last.centreY) <= 0.25 * tall,
                    Double(gap) >= -0.2 * tall, Double(gap) <= 1.2 * tall
                else { continue }
                if best == nil || gap < best!.gap { best = (index, gap) }
            }
            if let best { chains[best.index].append(mark) } else { chains.append([mark]) }
        }
        return chains
    }

    /// `box` grown sideways by the marks on its line (centre inside its band, no taller than a
    /// glyph and a third), again and again: glyph-sized ones (three fifths of a glyph or more:
    /// digits that fell apart into pieces, or stand alone beside a separator) within a glyph
    /// height of it, and smaller ones (separators) only where a glyph-sized mark stands beyond
    /// them, within a glyph height, or dots which with the dots near them stand as tall as
    /// three fifths of a glyph (a faint digit fallen apart). Other small marks at either end stay
    /// out: a currency sign or unit after the price (`円`, `€`), a `¥` before it, the bars of a
    /// barcode beside it.
    static func extended(
        _ box: Mark, glyphHeight: Int, by marks: [Mark], isSignAfter: (Mark) -> Bool = { _ in false }
    ) -> (
        box: Mark, separators: Int
    ) {
        let onLine = { (m: Mark, band: Mark) in m.centreY >= Double(band.y0) && m.centreY <= Double(band.y1) && 3 * m.height <= 4 * glyphHeight }
        let isGlyphSized = { (m: Mark) in 5 * m.height >= 3 * glyphHeight }
        // A decimal point or comma: small, at the line's foot.
        let isDot = { (m: Mark, band: Mark) in 3 * m.height <= glyphHeight && 3 * m.width <= glyphHeight && 4 * abs(m.y1 - band.y1) <= glyphHeight }
        // A dash (`12.–`): flat, a third to one and a half glyphs wide, in the line's middle half.
        let isDash = { (m: Mark, band: Mark) in
            m.width >= 2 * m.height && 3 * m.width >= glyphHeight && 2 * m.width <= 3 * glyphHeight
                && 4 * (Int(m.centreY) - band.y0) >= glyphHeight && 4 * (band.y1 - Int(m.centreY)) >= glyphHeight
        }
        // Dots (a quarter of a glyph or less) that together stand as tall as a glyph: a digit
        // printed faint or by a worn head, fallen apart.
        let standsTall = { (marks: [Mark]) in 5 * (marks.map(\.y1).max()! - marks.map(\.y0).min()!) >= 3 * glyphHeight }
        var box = box
        var separators = 0
        var joinedSeparators: [Mark] = []
        var grew = true
        while grew {
            grew = false
            for m in marks where (m.x0 < box.x0 || m.x1 > box.x1) && onLine(m, box) {
                let gap = max(m.x0 - box.x1, box.x0 - m.x1)
                guard gap <= glyphHeight else { continue }
                // Raised cents (`89¹⁹`; underlined, `5⁰⁰` with a bar under the `00`, one mark two
                // digits wide) may be three fifths as tall as a glyph or more, but they end above
                // the line's foot: they are the minor part (`raisedMinor`), not more digits of
                // the run. So is a raised `$` before the digits no digit (`82.99` for `$2⁹⁹`).
                if isGlyphSized(m), 5 * (m.y1 - box.y0) < 4 * glyphHeight { continue }
                // A speck of noise (a sixteenth of a glyph or less) is no mark of the line: taken
                // for a separator between digits it would make the line no whole number.
                if 16 * max(m.width, m.height) < glyphHeight { continue }
                // Nor is a piece of a thin upright line (a tag's edge beside the price: thinner
                // than `isGlyph` lets a glyph be).
                if isGlyphSized(m), 25 * m.width < 2 * m.height { continue }
                // A sign after the digits as tall as one (`円`, `isSignAfter`) is no digit.
                if m.x0 >= box.x1 - glyphHeight / 4, isSignAfter(m) { continue }
                // Nor one after them shorter than they are, on their foot (`isShorterOnTheLine`).
                if m.x0 >= box.x1 - glyphHeight / 4, isGlyphSized(m), 5 * m.height < 4 * glyphHeight, 6 * abs(m.y1 - box.y1) <= glyphHeight {
                    continue
                }
                if !isGlyphSized(m) {
                    // A separator: a glyph-sized mark on the line beyond it, on its far side, or
                    // after the digits the dash that stands for no cents (`12.–`). (Not the
                    // dash before `–.95`: the bars of a `¥` beside the digits look like one.)
                    let right = m.x0 >= box.x1 - glyphHeight / 4
                    // (A digit: about the run's height, standing on its foot.)
                    // (Not `円` beyond it: a speck before the sign is no decimal mark.)
                    let bridged = marks.contains { n in
                        n != m && onLine(n, box) && !(right && isSignAfter(n))
                            && (isGlyphSized(n) && 3 * n.height <= 4 * glyphHeight && 4 * abs(n.y1 - box.y1) <= glyphHeight
                                || right && isDot(m, box) && isDash(n, box))
                            && (right ? n.x0 >= m.x1 - 1 && n.x0 - m.x1 <= glyphHeight : n.x1 <= m.x0 + 1 && m.x0 - n.x1 <= glyphHeight)
                    }
                    if bridged {
                        separators += 1
                        joinedSeparators.append(m)
                    } else if right, isDash(m, box), joinedSeparators.contains(where: { $0.x1 <= m.x0 + 1 && 2 * (m.x0 - $0.x1) <= glyphHeight }) {
                        // The dash itself, just beyond the decimal mark it bridged (not a bar
                        // under raised cents, which has no mark before it).
                    } else if 4 * m.height > glyphHeight
                        || !standsTall(
                            cluster(of: m, among: marks.filter { onLine($0, box) && 4 * $0.height <= glyphHeight }, gap: max(1, glyphHeight / 3)))
                    {
                        continue
                    }
                }
                box = Mark(
                    x0: min(box.x0, m.x0), y0: min(box.y0, m.y0), x1: max(box.x1, m.x1), y1: max(box.y1, m.y1), pixels: box.pixels + m.pixels)
                grew = true
            }
        }
        return (box, separators)
    }

    /// Small digits raised beside a price's last digit (`1⁹⁹`, `$3⁴⁹`): the marks right of `box`
    /// (within half a glyph height) a third to seven tenths as tall as its glyphs, their tops
    /// within a quarter of a glyph of its top and their bottoms above four fifths of it (a bar
    /// under them included);
    /// chained as a run of their own, at most three. Nil when there are none.
    static func raisedMinor(after box: Mark, glyphHeight: Int, marks: [Mark]) -> Mark? {
        let g = Double(glyphHeight)
        var found: [Mark] = []
        var edge = box.x1
        for m in marks.sorted(by: { $0.x0 < $1.x0 }) where m.x0 >= box.x1 - glyphHeight / 8 {
            let h = Double(m.height)
            guard h >= 0.3 * g, h <= 0.7 * g, abs(Double(m.y0 - box.y0)) <= 0.25 * g, Double(m.y1) <= Double(box.y0) + 0.8 * g else { continue }
            guard Double(m.x0 - edge) <= 0.5 * g else { break }
            found.append(m)
            edge = m.x1
            if found.count == 3 { break }
        }
        guard let first = found.first else { return nil }
        var cents = bounds(found)
        // One narrow mark (a digit, not two run together): cents are two digits, the second
        // too faint or too small to pass as a mark of its own. Read the room for it too.
        if found.count == 1, 5 * first.width < 4 * first.height { cents.x1 += first.width + max(1, first.height / 5) }
        return cents
    }
}
