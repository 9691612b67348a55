// GlyphMarks: the connected marks of the ink, the pieces of one glyph joined, and the marks that
// are ground or frame rather than print.
extension GlyphRunFinder {
    /// A connected set of ink pixels: its bounds (x1, y1 exclusive) and size.
    struct Mark: Equatable {
        var x0: Int, y0: Int, x1: Int, y1: Int, pixels: Int
        var width: Int { x1 - x0 }
        var height: Int { y1 - y0 }
        var centreY: Double { Double(y0 + y1) / 2 }
    }

    /// The 8-connected sets of `mask`.
    static func components(_ mask: [Bool], width w: Int, height h: Int) -> [Mark] {
        var seen = [Bool](repeating: false, count: w * h)
        var marks: [Mark] = []
        var stack: [Int] = []
        for start in 0..<(w * h) where mask[start] && !seen[start] {
            seen[start] = true
            stack.append(start)
            var mark = Mark(x0: start % w, y0: start / w, x1: start % w + 1, y1: start / w + 1, pixels: 0)
            while let index = stack.popLast() {
                let x = index % w, y = index / w
                mark.pixels += 1
                mark.x0 = min(mark.x0, x)
                mark.x1 = max(mark.x1, x + 1)
                mark.y0 = min(mark.y0, y)
                mark.y1 = max(mark.y1, y + 1)
                for ny in max(0, y - 1)...min(h - 1, y + 1) {
                    for nx in max(0, x - 1)...min(w - 1, x + 1) {
                        let n = ny * w + nx
                        if mask[n] && !seen[n] {
                            seen[n] = true
                            stack.append(n)
                        }
                    }
                }
            }
            marks.append(mark)
        }
        return marks
    }

    static func bounds(_ marks: [Mark]) -> Mark {
        Mark(
            x0: marks.map(\.x0).min()!, y0: marks.map(\.y0).min()!, x1: marks.map(\.x1).max()!, y1: marks.map(\.y1).max()!,
            pixels: marks.map(\.pixels).reduce(0, +))
    }

    /// The area two boxes share, as a fraction of the smaller one.
    static func overlap(_ a: Mark, _ b: Mark) -> Double {
        let w = min(a.x1, b.x1) - max(a.x0, b.x0), h = min(a.y1, b.y1) - max(a.y0, b.y0)
        guard w > 0, h > 0 else { return 0 }
        return Double(w * h) / Double(min(a.width * a.height, b.width * b.height))
    }

    /// `mark` and the marks of `marks` near it (gaps up to `gap` either way), and near those.
    static func cluster(of mark: Mark, among marks: [Mark], gap: Int) -> [Mark] {
        var found = [mark], frontier = [mark]
        while let m = frontier.popLast() {
            for n in marks where !found.contains(n) {
                let dx = max(n.x0 - m.x1, m.x0 - n.x1), dy = max(n.y0 - m.y1, m.y0 - n.y1)
                if dx <= gap, dy <= gap {
                    found.append(n)
                    frontier.append(n)
                }
            }
        }
        return found
    }

    /// Pieces of one glyph joined: print broken by a worn thermal head or a threshold falls
    /// apart into pieces stacked one above the other. Marks that share most of their columns
    /// (half the narrower one's width) and nearly touch (a gap of at most a third of the taller
    /// one) become one. Marks that also share more than a third of the shorter one's rows are
    /// not stacked but one inside the other's box: light digits on a dark panel inside the ring
    /// of light paper that a tag's edge makes against a dark shelf (one mark, boxed around the
    /// whole tag) would vanish into it. Marks with a line of `rules` (the horizontal lines
    /// `separatingLines` took out) between them are two: digits standing on a rule and the tax line or barcode
    /// under it were one mark, too tall to chain, and the price was never a run.
    static func joinedFragments(_ marks: [Mark], rules: (mask: [Bool], width: Int)? = nil) -> [Mark] {
        let found = marks
        var marks = marks.sorted { $0.x0 < $1.x0 }
        var joined = true
        while joined {
            joined = false
            outer: for i in marks.indices {
                for j in marks.indices where j > i {
                    let a = marks[i], b = marks[j]
                    if b.x0 >= a.x1 { break }
                    let overlap = min(a.x1, b.x1) - max(a.x0, b.x0)
                    let gap = max(a.y0, b.y0) - min(a.y1, b.y1)
                    guard 2 * overlap >= min(a.width, b.width), Double(gap) <= max(2, Double(max(a.height, b.height)) / 3) else { continue }
                    guard 3 * -gap <= min(a.height, b.height) else { continue }
                    if let rules, Self.lineBetween(a, b, rules: rules.mask, width: rules.width) { continue }
                    if Self.isOtherPrint(b, beside: a, among: found) || Self.isOtherPrint(a, beside: b, among: found) { continue }
                    marks[i] = Mark(x0: min(a.x0, b.x0), y0: min(a.y0, b.y0), x1: max(a.x1, b.x1), y1: max(a.y1, b.y1), pixels: a.pixels + b.pixels)
                    marks.remove(at: j)
                    joined = true
                    break outer
                }
            }
        }
        return marks
    }

    /// Whether `small`, above or below the glyph `big`, is other print (a barcode's bars or a
    /// tax line under the price, the name line over it, with a rule too faint to see between
    /// them), not a piece of it: less than half as tall, and the two together taller than the
    /// glyphs beside `big` on its line (their median; `found`, the marks as found, sharing no
    /// column with it; a fifth more allowed). A
    /// thermal printer's broken `5`, its bowl apart from its top, is as tall as the `4` and `7`
    /// beside it once joined, and so is a `7` whose bar broke off; a `248` joined to the barcode
    /// under it was half as tall again as its digits. With no glyph beside it, print under it
    /// is other print unless it is a flat bar as wide as it (the bar under raised cents, which
    /// makes them one mark); print over it is a piece.
    static func isOtherPrint(_ small: Mark, beside big: Mark, among found: [Mark]) -> Bool {
        let under = small.centreY > Double(big.y1)
        guard under || small.centreY < Double(big.y0), 2 * small.height < big.height else { return false }
        let beside = found.filter { m in
            m != big && m != small && 4 * m.height >= 3 * big.height && m.height <= 2 * big.height
                && 2 * (min(m.y1, big.y1) - max(m.y0, big.y0)) >= big.height
                && (m.x1 <= big.x0 || m.x0 >= big.x1) && max(m.x0 - big.x1, big.x0 - m.x1) <= 3 * big.height
        }
        guard !beside.isEmpty else { return under && (small.width < 3 * small.height || small.width < big.width) }
        let glyphHeight = beside.map(\.height).sorted()[beside.count / 2]
        return 5 * (max(big.y1, small.y1) - min(big.y0, small.y0)) > 6 * glyphHeight
    }

    /// Whether a pixel of `rules` lies between stacked marks `a` and `b`: from two rows above
    /// the upper one's foot to two rows below the lower one's top, across both and half the
    /// upper one's height either side (a digit keeps the rule under its stroke: the line was
    /// taken out only beside it).
    static func lineBetween(_ a: Mark, _ b: Mark, rules: [Bool], width w: Int) -> Bool {
        let (upper, lower) = a.centreY <= b.centreY ? (a, b) : (b, a)
        let x0 = max(0, min(a.x0, b.x0) - upper.height / 2), x1 = min(w, max(a.x1, b.x1) + upper.height / 2)
        let y0 = max(0, min(upper.y1, lower.y0) - 2), y1 = min(rules.count / max(1, w), max(upper.y1, lower.y0) + 2)
        guard x0 < x1, y0 < y1 else { return false }
        for y in y0..<y1 {
            for x in x0..<x1 where rules[y * w + x] { return true }
        }
        return false
    }

    /// Whether `m` is a frame around other print: its box holds a whole mark at least a quarter
    /// as tall as it (and glyph-tall). No glyph holds another; the light paper of a tag around
    /// its dark price panel does, and taken for a glyph it chained with the paper beside it
    /// into a run. (Dark frames are kept: live, the `4` of a `498` joined by blur to the box
    /// around the price is one, and without it the `98` was taken whole.)
    static func isFrame(_ m: Mark, among marks: [Mark], minGlyphHeight: Int) -> Bool {
        marks.contains { n in
            n != m && n.x0 >= m.x0 && n.x1 <= m.x1 && n.y0 >= m.y0 && n.y1 <= m.y1 && 4 * n.height >= m.height && n.height >= minGlyphHeight
        }
    }

    /// Whether a light mark lies on dark ground: 85% of the band around its box (an eighth of
    /// its height wide, 2 px at least) darker than its ink (the mean of the ink pixels in its
    /// box) by 40 levels or more. Light ink of other marks in the band is left out of it (bold
    /// digits set close reach into each other's bands: the `1` of a `158` on a panel had 84%),
    /// but half the band must be left. The paper beside a dark price panel, or between dark
    /// glyphs, can be light ink by the window's mean, but the band around it is largely paper,
    /// as light as the ink give or take noise and shade. On the eight shelf tags (still and live) such
    /// marks have at most 72% of the band dark, the digits on the panels 99% and more, their
    /// decimal points 94%. (Counters of dark digits pass, as before: `sitsOnGround` drops them.)
    static func liesOnDarkGround(_ m: Mark, of plane: GreyPlane, ink: [Bool]) -> Bool {
        let w = plane.width
        let margin = max(2, m.height / 8)
        let x0 = max(0, m.x0 - margin), x1 = min(w, m.x1 + margin), y0 = max(0, m.y0 - margin), y1 = min(plane.height, m.y1 + margin)
        return plane.pixels.withUnsafeBufferPointer { pixels in
            ink.withUnsafeBufferPointer { ink in
                var sum = 0, count = 0
                for y in m.y0..<m.y1 {
                    for x in m.x0..<m.x1 where ink[y * w + x] {
                        sum += Int(pixels[y * w + x])
                        count += 1
                    }
                }
                guard count > 0 else { return false }
                let ground = sum / count - 40
                var dark = 0, band = 0, whole = 0
                for y in y0..<y1 {
                    let aboveOrBelow = y < m.y0 || y >= m.y1
                    for x in x0..<x1 where aboveOrBelow || x < m.x0 || x >= m.x1 {
                        whole += 1
                        guard !ink[y * w + x] else { continue }
                        band += 1
                        if Int(pixels[y * w + x]) <= ground { dark += 1 }
                    }
                }
                return 2 * band >= whole && Double(dark) >= 0.85 * Double(band)
            }
        }
    }

    /// Whether the dark mark `m` is the ground between light glyphs rather than a glyph: one of
    /// `lightGlyphs` (light runs with a counter in them), not inside
    /// `m`'s box (a dark digit's own counter is) and standing within its rows (an eighth of its
    /// height allowed), has a quarter of its box or more inside it. White digits set close on
    /// a red panel leave the panel between them, once its edges above and below went as lines,
    /// as dark pieces as tall as the panel, taller than the digits: they were the tallest run,
    /// read `624` for a `628円`. (The paper between dark digits in a box, cut into pieces the
    /// same way, has no counter; nor has the paper around a boxed price as tall as the box.)
    /// Nor is a dark mark that fills the gap between two of them side by side, from the one's
    /// right edge to the other's left (a pixel short allowed) and no further: digits set
    /// apart leave the panel between them as pieces barely overlapping either (`2188` on a
    /// tilted panel read `188`, from the two pieces between `1`, `8` and `8`).
    static func isGroundBetween(_ m: Mark, _ lightGlyphs: [Mark]) -> Bool {
        let standsIn = { (l: Mark) in
            8 * (m.y0 - l.y0) <= m.height && 8 * (l.y1 - m.y1) <= m.height && min(l.y1, m.y1) > max(l.y0, m.y0)
        }
        return lightGlyphs.contains { l in
            let inside = l.x0 >= m.x0 && l.x1 <= m.x1 && l.y0 >= m.y0 && l.y1 <= m.y1
            let w = min(l.x1, m.x1) - max(l.x0, m.x0), h = min(l.y1, m.y1) - max(l.y0, m.y0)
            return !inside && standsIn(l) && w > 0 && 4 * w * h >= l.width * l.height
        }
            || lightGlyphs.contains { left in
                standsIn(left) && m.x0 <= left.x1 + 1 && m.x0 > left.x0
                    && lightGlyphs.contains { right in
                        right.x0 > left.x0 && standsIn(right) && m.x1 >= right.x0 - 1 && m.x1 < right.x1
                    }
            }
    }

    /// Whether `hole` is a counter of the glyph `m`: inside its box, not touching its edge, and
    /// a fifth as tall as it or more (the eyes of `0 4 6 8 9`).
    static func isCounter(_ hole: Mark, of m: Mark) -> Bool {
        hole.x0 > m.x0 && hole.x1 < m.x1 && hole.y0 > m.y0 && hole.y1 < m.y1 && 5 * hole.height >= m.height
    }
}
