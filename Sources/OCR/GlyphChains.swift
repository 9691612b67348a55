// GlyphChains: marks chained into runs along a line, a run's box grown by its separators and pieces, and its raised cents.
extension GlyphRunFinder {
    /// Marks in reading order chained into runs: each mark joins the run whose last mark is of
    /// about its height, on the same line and close enough (`GlyphRules.chainHeight`,
    /// `chainCentres`, `chainGap`), the nearest of those.
    static func chains(_ marks: [Mark]) -> [[Mark]] {
        var chains: [[Mark]] = []
        for mark in marks.sorted(by: { $0.x0 < $1.x0 }) {
            var best: (index: Int, gap: Int)?
            for (index, chain) in chains.enumerated() {
                let last = chain.last!
                let ratio = Double(mark.height) / Double(last.height)
                let tall = Double(max(mark.height, last.height))
                let gap = mark.x0 - last.x1
                guard ratio >= rules.chainHeight.lowerBound, ratio <= rules.chainHeight.upperBound,
                    abs(mark.centreY - last.centreY) <= rules.chainCentres * tall,
                    Double(gap) >= rules.chainGap.lowerBound * tall, Double(gap) <= rules.chainGap.upperBound * tall
                else { continue }
                if best == nil || gap < best!.gap { best = (index, gap) }
            }
            if let best { chains[best.index].append(mark) } else { chains.append([mark]) }
        }
        return chains
    }

    /// `box` grown sideways by the marks on its line (centre inside its band, no taller than
    /// `GlyphRules.onLineHeight` of a glyph), again and again, within `extendReach` of it:
    /// glyph-sized ones (`glyphSized`: digits that fell apart into pieces, or stand alone
    /// beside a separator), and smaller ones (separators) only where a glyph-sized mark stands
    /// beyond them, or dots which with the dots near them stand glyph-sized (a faint digit
    /// fallen apart). Other small marks at either end stay out: a currency sign or unit after
    /// the price, a `¥` before it, the bars of a barcode beside it; and so do raised print,
    /// specks, pieces of upright lines and the signs after the digits (`isSignAfter`).
    static func extended(
        _ box: Mark, glyphHeight: Int, by marks: [Mark], isSignAfter: (Mark) -> Bool = { _ in false }
    ) -> (
        box: Mark, separators: Int
    ) {
        let g = glyphHeight
        let onLine = { (m: Mark, band: Mark) in
            m.centreY >= Double(band.y0) && m.centreY <= Double(band.y1) && m.height <= rules.onLineHeight * g
        }
        let isGlyphSized = { (m: Mark) in m.height >= rules.glyphSized * g }
        // A decimal point or comma: small, at the line's foot.
        let isDot = { (m: Mark, band: Mark) in
            m.height <= rules.dot * g && m.width <= rules.dot * g && abs(m.y1 - band.y1) <= rules.dotFoot * g
        }
        // A dash (`12.–`): flat, in the line's middle.
        let isDash = { (m: Mark, band: Mark) in
            m.width >= rules.dashFlat * m.height && m.width >= rules.dashWidth * g && m.width <= rules.dashMaxWidth * g
                && Int(m.centreY) - band.y0 >= rules.dashMiddle * g && band.y1 - Int(m.centreY) >= rules.dashMiddle * g
        }
        // Dots that together stand as tall as a glyph: a digit printed faint or by a worn head,
        // fallen apart.
        let standsTall = { (marks: [Mark]) in marks.map(\.y1).max()! - marks.map(\.y0).min()! >= rules.glyphSized * g }
        // A mark starting at the box's end or past it.
        let after = { (m: Mark, box: Mark) in m.x0 >= box.x1 - rules.afterOverlap.of(g) }
        var box = box
        var separators = 0
        var joinedSeparators: [Mark] = []
        var grew = true
        while grew {
            grew = false
            for m in marks where (m.x0 < box.x0 || m.x1 > box.x1) && onLine(m, box) {
                let gap = max(m.x0 - box.x1, box.x0 - m.x1)
                guard gap <= rules.extendReach * g else { continue }
                // Raised print ends above the line's foot: cents are the minor part
                // (`raisedMinor`), a raised `$` before the digits no digit.
                if isGlyphSized(m), m.y1 - box.y0 < rules.raisedFoot * g { continue }
                // A speck of noise is no mark of the line: taken for a separator between digits
                // it would make the line no whole number.
                if max(m.width, m.height) < rules.speck * g { continue }
                // Nor is a piece of a thin upright line (a tag's edge: thinner than a glyph).
                if isGlyphSized(m), m.width < rules.thinLine * m.height { continue }
                // Nor a sign after the digits, by its shape or as a mark shorter than they are on
                // their foot (`isShorterOnTheLine`).
                if after(m, box), isSignAfter(m) { continue }
                if after(m, box), isGlyphSized(m), m.height < rules.shorterHeight * g, abs(m.y1 - box.y1) <= rules.shorterFoot * g {
                    continue
                }
                if !isGlyphSized(m) {
                    // A separator: a glyph-sized mark on the line beyond it, on its far side, or
                    // after the digits the dash that stands for no cents (`12.–`). (Not the
                    // dash before `–.95`: the bars of a `¥` beside the digits look like one.)
                    let right = after(m, box)
                    // (A digit: about the run's height, standing on its foot. Not a sign after
                    // the digits: a speck before it is no decimal mark.)
                    let touch = rules.bridgeTouch
                    let bridged = marks.contains { n in
                        n != m && onLine(n, box) && !(right && isSignAfter(n))
                            && (isGlyphSized(n) && n.height <= rules.bridgeHeight * g && abs(n.y1 - box.y1) <= rules.bridgeFoot * g
                                || right && isDot(m, box) && isDash(n, box))
                            && (right
                                ? n.x0 >= m.x1 - touch && n.x0 - m.x1 <= rules.extendReach * g
                                : n.x1 <= m.x0 + touch && m.x0 - n.x1 <= rules.extendReach * g)
                    }
                    if bridged {
                        separators += 1
                        joinedSeparators.append(m)
                    } else if right, isDash(m, box),
                        joinedSeparators.contains(where: { $0.x1 <= m.x0 + touch && m.x0 - $0.x1 <= rules.dashAfterMark * g })
                    {
                        // The dash itself, just beyond the decimal mark it bridged (not a bar
                        // under raised cents, which has no mark before it).
                    } else if m.height > rules.fallenApartDot * g
                        || !standsTall(
                            cluster(
                                of: m, among: marks.filter { onLine($0, box) && $0.height <= rules.fallenApartDot * g },
                                gap: max(1, rules.dotClusterGap.of(g))))
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
    /// of a raised digit's size, its top at the box's and its foot above the line's
    /// (`GlyphRules.raisedStart` to `maxRaisedMarks`; a bar under them included), chained as a
    /// run of their own. Nil when there are none.
    static func raisedMinor(after box: Mark, glyphHeight: Int, marks: [Mark]) -> Mark? {
        let g = Double(glyphHeight)
        var found: [Mark] = []
        var edge = box.x1
        for m in marks.sorted(by: { $0.x0 < $1.x0 }) where m.x0 >= box.x1 - rules.raisedStart.of(glyphHeight) {
            let h = Double(m.height)
            guard h >= rules.raisedHeight.lowerBound * g, h <= rules.raisedHeight.upperBound * g, abs(Double(m.y0 - box.y0)) <= rules.raisedTop * g,
                Double(m.y1) <= Double(box.y0) + rules.raisedMaxFoot * g
            else { continue }
            guard Double(m.x0 - edge) <= rules.raisedGap * g else { break }
            found.append(m)
            edge = m.x1
            if found.count == rules.maxRaisedMarks { break }
        }
        guard let first = found.first else { return nil }
        var cents = bounds(found)
        // One narrow mark (a digit, not two run together): cents are two digits, the second
        // too faint or too small to pass as a mark of its own. Read the room for it too.
        if found.count == 1, first.width < rules.narrowDigit * first.height { cents.x1 += first.width + max(1, rules.centsGap.of(first.height)) }
        return cents
    }
}
