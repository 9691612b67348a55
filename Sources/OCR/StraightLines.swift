// StraightLines: the rules, boxes and panel edges taken out of the ink, so that digits touching them stay glyph-shaped.
extension GlyphRunFinder {
    /// `mask` without its long straight lines: the rules prices stand on, the boxes around them,
    /// the edges of panels and tags. Joined to the digits they touch, they made one mark of a
    /// price and its rule, shaped like no glyph, and the price was never a run. A pixel goes when
    /// the ink run through it along a row is at least `GlyphRules.lineRatio` times as long as
    /// the run through it down its column (a horizontal line), or the column's run that many
    /// times the row's (a vertical one), and the long run spans `ruleLength` of the region at
    /// least. Where a line touches a digit, the pixels under the digit's stroke have a long run
    /// both ways and stay: the digit keeps its stroke and at most a stub of the line.
    static func withoutLines(_ mask: [Bool], width w: Int, height h: Int) -> [Bool] {
        separatingLines(mask, width: w, height: h).ink
    }

    /// `withoutLines`, and the horizontal lines it took out (`rules`: a rule under a price
    /// keeps the print under it apart from the digits, `joinedFragments`).
    static func separatingLines(_ mask: [Bool], width w: Int, height h: Int) -> (ink: [Bool], rules: [Bool]) {
        let lineRatio = Int32(rules.lineRatio)
        let ruleLength = Int32(max(rules.minLineLength, rules.ruleLength.of(w)))
        let rows = withoutLines(mask, width: w, height: h, horizontal: true, lineRatio: lineRatio, minLineLength: ruleLength)
        // Then columns, on what is left — but only the boxes' sides: a vertical run that meets
        // removed horizontal lines at both ends (a box's corners: once its top and bottom are
        // gone, each corner is part of a side), or spans most of the region (a panel's or a
        // tag's edge). A thin `1` is as thin as a box's side seen small, but has no corners.
        let removed = zip(mask, rows).map { $0 && !$1 }
        let sideLength = Int32(max(rules.minLineLength, rules.sideLength.of(h)))
        let columns = withoutLines(rows, width: w, height: h, horizontal: false, lineRatio: lineRatio, minLineLength: sideLength)
        var out = rows
        let reach = rules.cornerReach
        let nearRemoved = { (x: Int, y: Int) -> Bool in
            for ny in max(0, y - reach)...min(h - 1, y + reach) {
                for nx in max(0, x - reach)...min(w - 1, x + reach) where removed[ny * w + nx] { return true }
            }
            return false
        }
        for x in 0..<w {
            var y = 0
            while y < h {
                guard rows[y * w + x], !columns[y * w + x] else {
                    y += 1
                    continue
                }
                var end = y
                while end < h, rows[end * w + x], !columns[end * w + x] { end += 1 }
                if end - y >= rules.edgeSpan * h || (nearRemoved(x, y) && nearRemoved(x, end - 1)) {
                    for i in y..<end { out[i * w + x] = false }
                }
                y = end
            }
        }
        return (out, removed)
    }

    /// One direction of `withoutLines`. A thin line tilted a little is a staircase of short
    /// runs, each a row (or column) from the next: the run along it is measured on the mask
    /// thickened by `lineThickening` pixels either side across the line, where the steps join up, and is the
    /// longest such run through the pixel or beside it.
    static func withoutLines(_ mask: [Bool], width w: Int, height h: Int, horizontal: Bool, lineRatio: Int32, minLineLength: Int32) -> [Bool] {
        var thick = mask
        // Or'd with the mask moved by 1 to `lineThickening` pixels either way across the line.
        let steps = (1...rules.lineThickening).map { horizontal ? $0 * w : $0 }
        mask.withUnsafeBufferPointer { mask in
            thick.withUnsafeMutableBufferPointer { thick in
                for y in 0..<h {
                    for x in 0..<w {
                        let i = y * w + x, across = horizontal ? y : x, count = horizontal ? h : w
                        var ink = mask[i]
                        for (k, step) in steps.enumerated() {
                            if across > k { ink = ink || mask[i - step] }
                            if across + k + 1 < count { ink = ink || mask[i + step] }
                        }
                        thick[i] = ink
                    }
                }
            }
        }
        let alongRun = runLengths(thick, width: w, height: h, horizontal: horizontal)
        let acrossRun = runLengths(mask, width: w, height: h, horizontal: !horizontal)
        var out = mask
        // The longest of the thickened runs through the pixel: its own line's and those either
        // side (at a staircase's ends the steps join up only there).
        let (side, sides) = horizontal ? (w, h) : (1, w)
        for i in 0..<(w * h) where mask[i] {
            let line = horizontal ? i / w : i % w
            let along = max(alongRun[i], line > 0 ? alongRun[i - side] : 0, line + 1 < sides ? alongRun[i + side] : 0)
            let across = acrossRun[i]
            if along >= minLineLength, along >= lineRatio * across { out[i] = false }
        }
        guard horizontal else { return out }
        // A faint rule falls apart into pieces shorter than `minLineLength`. A piece
        // `rulePiece` as long (and as thin against its length) lying along a line taken out is
        // of that line: within `rulePieceRows` of it, and no further from it sideways than a
        // line's length beyond the piece's own run.
        let stride = w + 1
        // Per row, how many pixels were taken out left of each column.
        var takenBefore = [Int32](repeating: 0, count: stride * h)
        for y in 0..<h {
            for x in 0..<w { takenBefore[y * stride + x + 1] = takenBefore[y * stride + x] + (mask[y * w + x] && !out[y * w + x] ? 1 : 0) }
        }
        let pieceLength = Int32(max(rules.minLineLength, rules.rulePiece.of(Int(minLineLength))))
        let pieceRows = rules.rulePieceRows
        for i in 0..<(w * h) where out[i] {
            let y = i / w, x = i % w
            let along = max(alongRun[i], y > 0 ? alongRun[i - w] : 0, y + 1 < h ? alongRun[i + w] : 0)
            guard along >= pieceLength, along >= lineRatio * acrossRun[i] else { continue }
            let reach = Int(along + minLineLength), x0 = max(0, x - reach), x1 = min(w, x + reach + 1)
            for row in max(0, y - pieceRows)...min(h - 1, y + pieceRows) where takenBefore[row * stride + x1] > takenBefore[row * stride + x0] {
                out[i] = false
                break
            }
        }
        return out
    }

    /// For each ink pixel of `mask`, the length of the run of ink through it along its row
    /// (`horizontal`) or down its column; 0 off the ink.
    static func runLengths(_ mask: [Bool], width w: Int, height h: Int, horizontal: Bool) -> [Int32] {
        var runs = [Int32](repeating: 0, count: w * h)
        // Lines of `count` pixels `step` apart, starting `lineStep` apart.
        let (lines, count, step, lineStep) = horizontal ? (h, w, 1, w) : (w, h, w, 1)
        mask.withUnsafeBufferPointer { mask in
            runs.withUnsafeMutableBufferPointer { runs in
                for line in 0..<lines {
                    let base = line * lineStep
                    var i = 0
                    while i < count {
                        guard mask[base + i * step] else {
                            i += 1
                            continue
                        }
                        var end = i
                        while end < count, mask[base + end * step] { end += 1 }
                        for k in i..<end { runs[base + k * step] = Int32(end - i) }
                        i = end
                    }
                }
            }
        }
        return runs
    }
}
