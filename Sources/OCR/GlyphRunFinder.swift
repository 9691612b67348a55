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
}
