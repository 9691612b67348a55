// GlyphMarks: the ink's connected marks, the pieces of one glyph joined, and the marks that are ground or frame, not print.
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
    /// (`GlyphRules.pieceColumns`) and nearly touch (`pieceGap`) become one; marks that also
    /// share more than `pieceRows` of the shorter one's rows are one inside the other's box,
    /// not stacked. Marks with a line of `lines` (the horizontal lines `separatingLines` took
    /// out) between them stay two, and so do a glyph and other print above or below it
    /// (`isOtherPrint`): joined, they are too tall to chain with the digits beside them.
    static func joinedFragments(_ marks: [Mark], rules lines: (mask: [Bool], width: Int)? = nil) -> [Mark] {
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
                    guard overlap >= rules.pieceColumns * min(a.width, b.width),
                        Double(gap) <= max(rules.minPieceGap, rules.pieceGap.of(Double(max(a.height, b.height))))
                    else { continue }
                    guard -gap <= rules.pieceRows * min(a.height, b.height) else { continue }
                    if let lines, Self.lineBetween(a, b, rules: lines.mask, width: lines.width) { continue }
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
    /// them), not a piece of it: lower than `GlyphRules.otherPrintHeight` of it, and the two
    /// together taller than `joinedTooTall` of the glyphs beside `big` on its line (their
    /// median; `found`, the marks as found, sharing no column with it). With no glyph beside
    /// it, print under it is other print unless it is a flat bar as wide as it (the bar under
    /// raised cents, which makes them one mark); print over it is a piece.
    static func isOtherPrint(_ small: Mark, beside big: Mark, among found: [Mark]) -> Bool {
        let under = small.centreY > Double(big.y1)
        guard under || small.centreY < Double(big.y0), small.height < rules.otherPrintHeight * big.height else { return false }
        let beside = found.filter { m in
            m != big && m != small && m.height >= rules.besideHeight * big.height && m.height <= rules.besideMaxHeight * big.height
                && min(m.y1, big.y1) - max(m.y0, big.y0) >= rules.besideRows * big.height
                && (m.x1 <= big.x0 || m.x0 >= big.x1) && max(m.x0 - big.x1, big.x0 - m.x1) <= rules.besideReach * big.height
        }
        guard !beside.isEmpty else { return under && (small.width < rules.flatBar * small.height || small.width < big.width) }
        let glyphHeight = beside.map(\.height).sorted()[beside.count / 2]
        return max(big.y1, small.y1) - min(big.y0, small.y0) > rules.joinedTooTall * glyphHeight
    }

    /// Whether a pixel of `lines` lies between stacked marks `a` and `b`: from
    /// `GlyphRules.ruleBetweenRows` above the upper one's foot to as many below the lower one's
    /// top, across both and `ruleBetweenReach` of the upper one's height either side (a digit
    /// keeps the rule under its stroke: the line was taken out only beside it).
    static func lineBetween(_ a: Mark, _ b: Mark, rules lines: [Bool], width w: Int) -> Bool {
        let (upper, lower) = a.centreY <= b.centreY ? (a, b) : (b, a)
        let reach = rules.ruleBetweenReach.of(upper.height), rows = rules.ruleBetweenRows
        let x0 = max(0, min(a.x0, b.x0) - reach), x1 = min(w, max(a.x1, b.x1) + reach)
        let y0 = max(0, min(upper.y1, lower.y0) - rows), y1 = min(lines.count / max(1, w), max(upper.y1, lower.y0) + rows)
        guard x0 < x1, y0 < y1 else { return false }
        for y in y0..<y1 {
            for x in x0..<x1 where lines[y * w + x] { return true }
        }
        return false
    }

    /// Whether `m` is a frame around other print: its box holds a whole mark
    /// `GlyphRules.frameContent` as tall as it or more (and glyph-tall). No glyph holds
    /// another; the light paper of a tag around its dark price panel does. (Only light marks
    /// are judged: a dark frame may be a digit joined by blur to its box.)
    static func isFrame(_ m: Mark, among marks: [Mark]) -> Bool {
        marks.contains { n in
            n != m && n.x0 >= m.x0 && n.x1 <= m.x1 && n.y0 >= m.y0 && n.y1 <= m.y1 && n.height >= rules.frameContent * m.height
                && n.height >= rules.minGlyphHeight
        }
    }

    /// Whether a light mark lies on dark ground: `GlyphRules.darkGroundShare` of the band
    /// around its box (`darkGroundBand` of its height wide) darker than its ink (the mean of
    /// the ink pixels in its box) by `darkGroundStep` levels or more. Light ink of other marks
    /// in the band is left out of it (bold digits set close reach into each other's bands),
    /// but `darkGroundBandLeft` of the band must be left. The paper beside a dark price panel,
    /// or between dark glyphs, can be light ink by the window's mean, but the band around it is
    /// largely paper, as light as the ink give or take noise and shade. (Counters of dark
    /// digits pass: `sitsOnGround` drops them.)
    static func liesOnDarkGround(_ m: Mark, of plane: GreyPlane, ink: [Bool]) -> Bool {
        let w = plane.width
        let margin = max(rules.minDarkGroundBand, rules.darkGroundBand.of(m.height))
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
                let ground = sum / count - rules.darkGroundStep
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
                return band >= rules.darkGroundBandLeft * whole && Double(dark) >= rules.darkGroundShare * Double(band)
            }
        }
    }

    /// Whether the dark mark `m` is the ground between light glyphs rather than a glyph: one of
    /// `lightGlyphs` (light runs with a counter in them), not inside `m`'s box (a dark digit's
    /// own counter is) and standing within its rows (`GlyphRules.groundBetweenRows` of its
    /// height allowed), has `groundBetweenArea` of its box or more inside it; or `m` fills the
    /// gap between two of them side by side, from the one's right edge to the other's left
    /// (`groundBetweenSlack` short allowed) and no further. A panel between white digits, its
    /// edges gone as lines, falls into such pieces, as tall as the panel; the paper between
    /// dark digits in a box has no light glyph with a counter around it.
    static func isGroundBetween(_ m: Mark, _ lightGlyphs: [Mark]) -> Bool {
        let standsIn = { (l: Mark) in
            m.y0 - l.y0 <= rules.groundBetweenRows * m.height && l.y1 - m.y1 <= rules.groundBetweenRows * m.height
                && min(l.y1, m.y1) > max(l.y0, m.y0)
        }
        let slack = rules.groundBetweenSlack
        return lightGlyphs.contains { l in
            let inside = l.x0 >= m.x0 && l.x1 <= m.x1 && l.y0 >= m.y0 && l.y1 <= m.y1
            let w = min(l.x1, m.x1) - max(l.x0, m.x0), h = min(l.y1, m.y1) - max(l.y0, m.y0)
            return !inside && standsIn(l) && w > 0 && w * h >= rules.groundBetweenArea * (l.width * l.height)
        }
            || lightGlyphs.contains { left in
                standsIn(left) && m.x0 <= left.x1 + slack && m.x0 > left.x0
                    && lightGlyphs.contains { right in
                        right.x0 > left.x0 && standsIn(right) && m.x1 >= right.x0 - slack && m.x1 < right.x1
                    }
            }
    }

    /// Whether `hole` is a counter of the glyph `m`: inside its box, not touching its edge, and
    /// `GlyphRules.counterHeight` as tall as it or more (the eyes of `0 4 6 8 9`).
    static func isCounter(_ hole: Mark, of m: Mark) -> Bool {
        hole.x0 > m.x0 && hole.x1 < m.x1 && hole.y0 > m.y0 && hole.y1 < m.y1 && hole.height >= rules.counterHeight * m.height
    }
}
