// GlyphRunFinder: finds the lines of glyph-sized marks in a region, tallest first, so the price
// (the most prominent number on a tag) is read before the article number and the small print.
import Pixels

/// A horizontal run of marks of about one height: a candidate line of text.
public struct GlyphRun: Sendable, Equatable {
    /// Around the marks, in the image's pixels.
    public var box: PixelRect
    /// The median height of its marks, in the image's pixels: what "most prominent" compares.
    public var glyphHeight: Int
    public var count: Int
    /// Dark marks on light ground (the usual print), or light on dark.
    public var darkOnLight: Bool
    /// Around small digits raised after the run's last digit (the cents of `1⁹⁹`), if any.
    public var raisedMinor: PixelRect?
    /// A small mark stands between its glyphs: a decimal or grouping mark (a reading with none
    /// has lost it).
    public var hasSeparator: Bool
    /// A mark taller than its glyphs (up to three times) stands against the run's end: a digit
    /// joined by blur to a rule, a box or the print above, which the run may be missing.
    public var crowded = false
    /// `円` stands after its last digit (`GlyphRunFinder.looksLikeYen`).
    public var yenAfter = false
    /// How far its line leans from level, in whole degrees (positive: falling to the right;
    /// `GlyphRunFinder.tilt`).
    public var tilt = 0

    public init(
        box: PixelRect, glyphHeight: Int, count: Int, darkOnLight: Bool, raisedMinor: PixelRect? = nil, hasSeparator: Bool = false,
        yenAfter: Bool = false, tilt: Int = 0
    ) {
        self.box = box
        self.glyphHeight = glyphHeight
        self.count = count
        self.darkOnLight = darkOnLight
        self.raisedMinor = raisedMinor
        self.hasSeparator = hasSeparator
        self.yenAfter = yenAfter
        self.tilt = tilt
    }
}

/// Finds glyph runs by thresholding against the local mean (so glare and shade across a tag do
/// not matter), labelling connected marks, keeping those shaped like glyphs and chaining the
/// ones of about the same height that stand side by side on one line.
public struct GlyphRunFinder: Sendable {
    /// The region is looked at shrunk by a whole factor to at most this side (speed; glyphs
    /// worth reading stay well above `minGlyphHeight` at that size).
    public var maxWorkingSide = 480
    /// Marks lower than this (working pixels) are noise, separators or print too small to read.
    public var minGlyphHeight = 8
    /// How much darker (or lighter) than its neighbourhood's mean a pixel must be to be ink.
    public var contrast = 0.12
    /// Light ink is looked for where its neighbourhood's mean is below this (`inkMask`), then
    /// kept only as marks that `liesOnDarkGround`. Higher than the mask's own 150 because a
    /// price panel barely taller than its digits, seen at the focus square's size, has the
    /// window around its digits take in the paper above and below (tea-1150 live: the tops of
    /// the digits are cut off at 150 and 160, whole from 170; 170 to 255 all read the eight
    /// shelf tags and the 44 receipt totals right).
    public var lightGroundMean = 200.0

    public init() {}

    /// The runs of `region` of `image`, tallest glyphs first (more marks first among equals).
    public func runs(in image: LumaView, region: PixelRect) -> [GlyphRun] {
        let region = region.intersection(PixelRect(x: 0, y: 0, width: image.width, height: image.height))
        guard region.width >= 16, region.height >= 16 else { return [] }
        let factor = max(1, (max(region.width, region.height) + maxWorkingSide - 1) / maxWorkingSide)
        let plane = GreyPlane.crop(image, region, scale: 1 / Double(factor))
        let w = plane.width, h = plane.height
        let radius = max(6, min(w, h) / 8)
        let inks = [true, false].map { dark in
            Self.separatingLines(
                plane.inkMask(radius: radius, dark: dark, contrast: contrast, lightGroundMean: lightGroundMean), width: w, height: h)
        }
        // Marks cut by the region's edge are only partly seen (and the ground around a tag held
        // in front of a darker shelf is one such mark, around everything). Light marks before
        // they are joined: a bit of paper under a digit would lengthen it.
        let marksInside = { (darkOnLight: Bool) in
            let ink = inks[darkOnLight ? 0 : 1].ink
            return Self.components(ink, width: w, height: h).filter {
                ($0.height >= 3 || $0.width >= 3) && $0.x0 > 0 && $0.y0 > 0 && $0.x1 < w && $0.y1 < h
                    && (darkOnLight || Self.liesOnDarkGround($0, of: plane, ink: ink))
            }
        }
        let darkInside = marksInside(true), lightInside = marksInside(false)
        // Light glyphs on a dark price panel, for the dark pass: the runs of light glyph-shaped
        // marks on dark ground that hold a glyph with a counter. The panel between them, cut
        // into pieces once its edges went as lines, is no dark glyph (`isGroundBetween`).
        let lightGlyphs = Self.chains(
            lightInside.filter { isGlyph($0, width: w, height: h) && !Self.isFrame($0, among: lightInside, minGlyphHeight: minGlyphHeight) }
        )
        .filter { chain in chain.count >= 2 && chain.contains { l in darkInside.contains { Self.isCounter($0, of: l) } } }
        .flatMap { $0 }
        var runs: [GlyphRun] = []
        for darkOnLight in [true, false] {
            let (ink, rules) = inks[darkOnLight ? 0 : 1]
            let inside = darkOnLight ? darkInside.filter { !Self.isGroundBetween($0, lightGlyphs) } : lightInside
            let joined = Self.joinedFragments(inside, rules: (rules, w))
            // The light paper of a tag around its dark price panel is no glyph (a dark frame
            // may be digits joined by blur to their box: `crowded` tells of them).
            let all = darkOnLight ? joined : joined.filter { !Self.isFrame($0, among: joined, minGlyphHeight: minGlyphHeight) }
            // `円` after the price, as found (blur may join it to the print under it): no digit,
            // nor raised cents, nor a taller mark crowding the run.
            let yens = inside.filter { $0.height >= minGlyphHeight && Self.looksLikeYen($0, ink: ink, width: w) }
            let isYen = { (m: Mark) in yens.contains { Self.overlap($0, m) > 0.8 } }
            let marks = all.filter {
                (isGlyph($0, width: w, height: h) || isMergedDigits($0, ink: ink, width: w, height: h, among: all)) && !isYen($0)
            }
            // Joining pieces also joins a digit to a bit of print just above or below it (a
            // barcode's bars, a name line): too tall then to chain with its neighbours. The
            // chains of the marks as found may only replace a run of the same line that has
            // fewer marks (`248` where the joined `2` left `48`).
            let asFound = Self.chains(
                inside.filter {
                    isGlyph($0, width: w, height: h) && !isYen($0)
                        && (darkOnLight || !Self.isFrame($0, among: joined, minGlyphHeight: minGlyphHeight))
                }
            )
            .filter { $0.count >= 2 }
            var boxes: [(box: Mark, glyphHeight: Int, count: Int, run: Int)] = []
            for (found, replacing) in Self.chains(marks).map({ ($0, false) }) + asFound.map({ ($0, true) }) {
                var chain = found
                // `円` about as tall as the digits chains with them.
                if chain.count >= 2, isYen(chain.last!) { chain.removeLast() }
                // Nor a mark after the digits shorter than the one before it, on its baseline:
                // a sign or a unit (`円` blurred past telling it by its shape).
                if chain.count >= 3, Self.isShorterOnTheLine(chain[chain.count - 1], after: chain[chain.count - 2]) { chain.removeLast() }
                let heights = chain.map(\.height).sorted()
                let glyphHeight = heights[heights.count / 2]
                let baseline = chain.map(\.y1).sorted()[chain.count / 2]
                let (box, separators) = Self.extended(Self.bounds(chain), glyphHeight: glyphHeight, by: all, isSignAfter: isYen)
                // (Not `円` on the line's foot: a small raised mark may look like one.)
                let minorMark = Self.raisedMinor(
                    after: box, glyphHeight: glyphHeight,
                    marks: yens.isEmpty ? all : all.filter { !isYen($0) || 3 * abs($0.y1 - baseline) > glyphHeight })
                // Two glyphs at least (a lone "5" of "5,47" grows by its comma and digits): two
                // marks, or as wide as two, or one with raised cents beside it.
                guard chain.count >= 2 || Double(box.width) >= 1.2 * Double(glyphHeight) || minorMark != nil else { continue }
                // The ground around the glyphs and the raised cents (a lone bold digit's own box
                // is mostly ink).
                var ground = Self.bounds([box] + (minorMark.map { [$0] } ?? []))
                if darkOnLight {
                    // Bold condensed digits set close (a yen price) fill most of their own box:
                    // the paper a quarter of a glyph around it counts too.
                    let margin = max(2, glyphHeight / 4)
                    ground = Mark(
                        x0: max(0, ground.x0 - margin), y0: max(0, ground.y0 - margin), x1: min(w, ground.x1 + margin),
                        y1: min(h, ground.y1 + margin), pixels: 0)
                }
                guard Self.sitsOnGround(ground, of: plane, darkOnLight: darkOnLight) else { continue }
                // Chains of one line grow into the same box: keep the first. (A line of much
                // smaller print inside a big box is another line.)
                let sameLine = { (other: (box: Mark, glyphHeight: Int, count: Int, run: Int)) in
                    Self.overlap(other.box, box) > 0.6 && 4 * other.glyphHeight <= 5 * glyphHeight && 5 * other.glyphHeight >= 4 * glyphHeight
                }
                let line = boxes.firstIndex(where: sameLine)
                if replacing {
                    guard let line, boxes[line].count < chain.count else { continue }
                } else {
                    guard line == nil else { continue }
                }
                // (Not a thin upright line: a tag's edge beside the price holds no digit.)
                let crowded = all.contains { m in
                    !isYen(m) && 25 * m.width >= 2 * m.height && 3 * m.height > 4 * glyphHeight && m.height <= 3 * glyphHeight
                        && m.y0 <= box.y1 && m.y1 >= box.y0
                        && Double(m.centreY) >= Double(box.y0) - Double(glyphHeight) && max(m.x0 - box.x1, box.x0 - m.x1) <= glyphHeight / 2
                        && (m.x1 <= box.x0 + glyphHeight / 4 || m.x0 >= box.x1 - glyphHeight / 4)
                }
                let minor = minorMark.map {
                    PixelRect(x: region.x + $0.x0 * factor, y: region.y + $0.y0 * factor, width: $0.width * factor, height: $0.height * factor)
                }
                var run = GlyphRun(
                    box: PixelRect(
                        x: region.x + box.x0 * factor, y: region.y + box.y0 * factor, width: box.width * factor, height: box.height * factor),
                    glyphHeight: glyphHeight * factor, count: chain.count, darkOnLight: darkOnLight, raisedMinor: minor,
                    hasSeparator: separators > 0)
                run.crowded = crowded
                run.tilt = Self.tilt(of: chain, ink: ink, width: w)
                // `円` just after the digits, standing on the line of the last one (on a tilted
                // line, not the box's foot).
                run.yenAfter = yens.contains { m in
                    m.x0 >= box.x1 - glyphHeight / 4 && m.x0 - box.x1 <= glyphHeight && 3 * abs(m.y1 - chain.last!.y1) <= glyphHeight
                }
                if let line, replacing {
                    runs[boxes[line].run] = run
                    boxes[line] = (box, glyphHeight, chain.count, boxes[line].run)
                } else {
                    boxes.append((box, glyphHeight, chain.count, runs.count))
                    runs.append(run)
                }
            }
        }
        return runs.sorted { ($0.glyphHeight, $0.count) > ($1.glyphHeight, $1.count) }
    }

    /// A connected set of ink pixels: its bounds (x1, y1 exclusive) and size.
    struct Mark: Equatable {
        var x0: Int, y0: Int, x1: Int, y1: Int, pixels: Int
        var width: Int { x1 - x0 }
        var height: Int { y1 - y0 }
        var centreY: Double { Double(y0 + y1) / 2 }
    }

    /// Glyph-shaped: tall enough, not the whole region, narrower than two glyphs side by side,
    /// neither a thin line nor a solid block, and not cut by the region's edge.
    func isGlyph(_ m: Mark, width: Int, height: Int) -> Bool {
        guard m.height >= minGlyphHeight, Double(m.height) <= 0.9 * Double(height) else { return false }
        guard m.width >= 2, Double(m.width) <= 1.6 * Double(m.height), Double(m.width) >= 0.08 * Double(m.height) else { return false }
        let fill = Double(m.pixels) / Double(m.width * m.height)
        guard fill >= 0.1, fill <= 0.92 else { return false }
        return m.x0 > 0 && m.y0 > 0 && m.x1 < width && m.y1 < height
    }

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

    /// Whether the box stands on ground of the right kind: for dark glyphs most of it light (its
    /// median nearer the lightest end), for light ones a third of it dark (the value a third of
    /// the way up nearer the darkest end). Bold light digits set close on a price panel are
    /// half their box or more (`198` on a black panel, 35 px: the median is ink, and the run
    /// was dropped); a light tag on a dark shelf is not a light glyph: nearly all of its box is
    /// the tag itself.
    static func sitsOnGround(_ box: Mark, of plane: GreyPlane, darkOnLight: Bool) -> Bool {
        var values: [UInt8] = []
        values.reserveCapacity(box.width * box.height)
        for y in box.y0..<box.y1 { values.append(contentsOf: plane.pixels[y * plane.width + box.x0..<y * plane.width + box.x1]) }
        values.sort()
        let low = Int(values[values.count / 20]), high = Int(values[values.count - 1 - values.count / 20])
        if darkOnLight { return 2 * Int(values[values.count / 2]) > low + high }
        return 2 * Int(values[values.count / 3]) < low + high
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

    /// `mask` without its long straight lines: the rules prices stand on, the boxes around them,
    /// the edges of panels and tags. Joined to the digits they touch, they made one mark of a
    /// price and its rule, shaped like no glyph, and the price was never a run. A pixel goes when
    /// the ink run through it along a row is at least `lineRatio` times as long as the run
    /// through it down its column (a horizontal line), or the column's run `lineRatio` times the
    /// row's (a vertical one), and the long run spans a third of the region at least (the foot
    /// of a thin `2` on a receipt is as thin, but a glyph is never that wide). Where a line
    /// touches a digit, the pixels under the digit's stroke have a long run both ways and stay:
    /// the digit keeps its stroke and at most a stub of the line. A digit's own strokes are at
    /// most about 7 times as long as they are thick (the stem of a light `1`); lines are 20 to 100.
    static func withoutLines(_ mask: [Bool], width w: Int, height h: Int, lineRatio: Int = 12) -> [Bool] {
        separatingLines(mask, width: w, height: h, lineRatio: lineRatio).ink
    }

    /// `withoutLines`, and the horizontal lines it took out (`rules`: a rule under a price
    /// keeps the print under it apart from the digits, `joinedFragments`).
    static func separatingLines(_ mask: [Bool], width w: Int, height h: Int, lineRatio: Int = 12) -> (ink: [Bool], rules: [Bool]) {
        let rows = withoutLines(mask, width: w, height: h, horizontal: true, lineRatio: Int32(lineRatio), minLineLength: Int32(max(8, w / 3)))
        // Then columns, on what is left — but only the boxes' sides: a vertical run that meets
        // removed horizontal lines at both ends (a box's corners: once its top and bottom are
        // gone, each corner is part of a side), or spans most of the region (a panel's or a
        // tag's edge). A thin `1` is as thin as a box's side seen small, but has no corners.
        let removed = zip(mask, rows).map { $0 && !$1 }
        let columns = withoutLines(rows, width: w, height: h, horizontal: false, lineRatio: Int32(lineRatio), minLineLength: Int32(max(8, h / 4)))
        var out = rows
        let nearRemoved = { (x: Int, y: Int) -> Bool in
            for ny in max(0, y - 2)...min(h - 1, y + 2) {
                for nx in max(0, x - 2)...min(w - 1, x + 2) where removed[ny * w + nx] { return true }
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
                if 5 * (end - y) >= 4 * h || (nearRemoved(x, y) && nearRemoved(x, end - 1)) {
                    for i in y..<end { out[i * w + x] = false }
                }
                y = end
            }
        }
        return (out, removed)
    }

    /// One direction of `withoutLines`. A thin line tilted a little is a staircase of short
    /// runs, each a row (or column) from the next: the run along it is measured on the mask
    /// thickened by two pixels either side across the line, where the steps join up, and is the
    /// longest such run through the pixel or beside it.
    static func withoutLines(_ mask: [Bool], width w: Int, height h: Int, horizontal: Bool, lineRatio: Int32, minLineLength: Int32) -> [Bool] {
        var thick = mask
        // Or'd with the mask moved by 1 and 2 pixels either way across the line.
        let steps = horizontal ? [w, 2 * w] : [1, 2]
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
        // A faint rule falls apart into pieces, and the pieces shorter than `minLineLength`
        // stayed, joined to the digits standing on them (`2,480円`: the piece under the `2,`).
        // A piece a third as long (and as thin against its length) lying along a line taken
        // out is of that line: within three rows of it, and no further from it sideways than a
        // line's length beyond the piece's own run.
        let stride = w + 1
        // Per row, how many pixels were taken out left of each column.
        var takenBefore = [Int32](repeating: 0, count: stride * h)
        for y in 0..<h {
            for x in 0..<w { takenBefore[y * stride + x + 1] = takenBefore[y * stride + x] + (mask[y * w + x] && !out[y * w + x] ? 1 : 0) }
        }
        let pieceLength = max(8, minLineLength / 3)
        for i in 0..<(w * h) where out[i] {
            let y = i / w, x = i % w
            let along = max(alongRun[i], y > 0 ? alongRun[i - w] : 0, y + 1 < h ? alongRun[i + w] : 0)
            guard along >= pieceLength, along >= lineRatio * acrossRun[i] else { continue }
            let reach = Int(along + minLineLength), x0 = max(0, x - reach), x1 = min(w, x + reach + 1)
            for row in max(0, y - 3)...min(h - 1, y + 3) where takenBefore[row * stride + x1] > takenBefore[row * stride + x0] {
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
}
