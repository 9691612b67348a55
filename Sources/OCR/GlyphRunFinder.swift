// GlyphRunFinder: the lines of glyph-sized marks in a region, tallest first, so the price is read before the small print.
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

/// Finds glyph runs, stage by stage: ink by the local mean (so glare and shade across a tag do
/// not matter) without its straight lines (`StraightLines`); its connected marks, pieces of one
/// glyph joined (`GlyphMarks`); the glyph-shaped ones (`MarkShapes`, `MergedDigits`) chained
/// along a line (`GlyphChains`); and the chains that stand on their ground as runs
/// (`RunAcceptance`). Every threshold is one of `GlyphRules.standard`.
public struct GlyphRunFinder: Sendable {
    /// The rules every stage judges marks by.
    static let rules = GlyphRules.standard
    /// How much darker (or lighter) than its neighbourhood's mean a pixel must be to be ink
    /// (`GlyphRules.contrast`): the reader binarises what it reads with it too.
    public var contrast: Double { Self.rules.contrast }

    public init() {}

    /// The runs of `region` of `image`, tallest glyphs first (more marks first among equals).
    public func runs(in image: LumaView, region: PixelRect) -> [GlyphRun] {
        let rules = Self.rules
        let region = region.intersection(PixelRect(x: 0, y: 0, width: image.width, height: image.height))
        guard region.width >= rules.minRegionSide, region.height >= rules.minRegionSide else { return [] }
        let factor = max(1, (max(region.width, region.height) + rules.maxWorkingSide - 1) / rules.maxWorkingSide)
        let plane = GreyPlane.crop(image, region, scale: 1 / Double(factor))
        let w = plane.width, h = plane.height
        let radius = max(rules.minInkWindow, rules.inkWindow.of(min(w, h)))
        let inks = [true, false].map { dark in
            Self.separatingLines(
                plane.inkMask(radius: radius, dark: dark, contrast: rules.contrast, lightGroundMean: rules.lightGroundMean), width: w, height: h)
        }
        // Marks cut by the region's edge are only partly seen (and the ground around a tag held
        // in front of a darker shelf is one such mark, around everything). Light marks before
        // they are joined: a bit of paper under a digit would lengthen it.
        let marksInside = { (darkOnLight: Bool) in
            let ink = inks[darkOnLight ? 0 : 1].ink
            return Self.components(ink, width: w, height: h).filter {
                ($0.height >= rules.minMarkSide || $0.width >= rules.minMarkSide) && $0.x0 > 0 && $0.y0 > 0 && $0.x1 < w && $0.y1 < h
                    && (darkOnLight || Self.liesOnDarkGround($0, of: plane, ink: ink))
            }
        }
        let darkInside = marksInside(true), lightInside = marksInside(false)
        // Light glyphs on a dark price panel, for the dark pass: the runs of light glyph-shaped
        // marks on dark ground that hold a glyph with a counter. The panel between them, cut
        // into pieces once its edges went as lines, is no dark glyph (`isGroundBetween`).
        let lightGlyphs = Self.chains(lightInside.filter { Self.isGlyph($0, width: w, height: h) && !Self.isFrame($0, among: lightInside) })
            .filter { chain in chain.count >= rules.minRunMarks && chain.contains { l in darkInside.contains { Self.isCounter($0, of: l) } } }
            .flatMap { $0 }
        var runs: [GlyphRun] = []
        for darkOnLight in [true, false] {
            let (ink, ruleLines) = inks[darkOnLight ? 0 : 1]
            let inside = darkOnLight ? darkInside.filter { !Self.isGroundBetween($0, lightGlyphs) } : lightInside
            let joined = Self.joinedFragments(inside, rules: (ruleLines, w))
            // The light paper of a tag around its dark price panel is no glyph (a dark frame
            // may be digits joined by blur to their box: `crowded` tells of them).
            let all = darkOnLight ? joined : joined.filter { !Self.isFrame($0, among: joined) }
            // `円` after the price, as found (blur may join it to the print under it): no digit,
            // nor raised cents, nor a taller mark crowding the run.
            let yens = inside.filter { $0.height >= rules.minGlyphHeight && Self.looksLikeYen($0, ink: ink, width: w) }
            let isYen = { (m: Mark) in yens.contains { Self.overlap($0, m) > rules.yenOverlap } }
            let marks = all.filter {
                (Self.isGlyph($0, width: w, height: h) || Self.isMergedDigits($0, ink: ink, width: w, height: h, among: all)) && !isYen($0)
            }
            // Joining pieces also joins a digit to a bit of print just above or below it: too
            // tall then to chain with its neighbours. The chains of the marks as found may only
            // replace a run of the same line that has fewer marks.
            let asFound = Self.chains(
                inside.filter {
                    Self.isGlyph($0, width: w, height: h) && !isYen($0) && (darkOnLight || !Self.isFrame($0, among: joined))
                }
            )
            .filter { $0.count >= rules.minRunMarks }
            var lines: [FoundLine] = []
            for (found, replacing) in Self.chains(marks).map({ ($0, false) }) + asFound.map({ ($0, true) }) {
                var chain = found
                // `円` about as tall as the digits chains with them; so does a sign or a unit
                // shorter than they are, on their foot.
                if chain.count >= rules.minRunMarks, isYen(chain.last!) { chain.removeLast() }
                if chain.count >= rules.minChainBeforeSign, Self.isShorterOnTheLine(chain[chain.count - 1], after: chain[chain.count - 2]) {
                    chain.removeLast()
                }
                let heights = chain.map(\.height).sorted()
                let glyphHeight = heights[heights.count / 2]
                let baseline = chain.map(\.y1).sorted()[chain.count / 2]
                let (box, separators) = Self.extended(Self.bounds(chain), glyphHeight: glyphHeight, by: all, isSignAfter: isYen)
                // (Not `円` on the line's foot: a small raised mark may look like one.)
                let minorMark = Self.raisedMinor(
                    after: box, glyphHeight: glyphHeight,
                    marks: yens.isEmpty ? all : all.filter { !isYen($0) || abs($0.y1 - baseline) > rules.yenAfterFoot * glyphHeight })
                guard Self.holdsTwoGlyphs(chain, box: box, glyphHeight: glyphHeight, minor: minorMark) else { continue }
                let ground = Self.ground(around: box, minor: minorMark, glyphHeight: glyphHeight, darkOnLight: darkOnLight, width: w, height: h)
                guard Self.sitsOnGround(ground, of: plane, darkOnLight: darkOnLight) else { continue }
                let line = lines.firstIndex { $0.isLine(of: box, glyphHeight: glyphHeight) }
                if replacing {
                    guard let line, lines[line].count < chain.count else { continue }
                } else {
                    guard line == nil else { continue }
                }
                let inImage = { (m: Mark) in
                    PixelRect(x: region.x + m.x0 * factor, y: region.y + m.y0 * factor, width: m.width * factor, height: m.height * factor)
                }
                var run = GlyphRun(
                    box: inImage(box), glyphHeight: glyphHeight * factor, count: chain.count, darkOnLight: darkOnLight,
                    raisedMinor: minorMark.map(inImage), hasSeparator: separators > 0)
                run.crowded = Self.isCrowded(box, glyphHeight: glyphHeight, by: all, isSign: isYen)
                run.tilt = Self.tilt(of: chain, ink: ink, width: w)
                run.yenAfter = Self.yenStandsAfter(box, lastDigit: chain.last!, glyphHeight: glyphHeight, yens: yens)
                if let line, replacing {
                    runs[lines[line].run] = run
                    lines[line] = FoundLine(box: box, glyphHeight: glyphHeight, count: chain.count, run: lines[line].run)
                } else {
                    lines.append(FoundLine(box: box, glyphHeight: glyphHeight, count: chain.count, run: runs.count))
                    runs.append(run)
                }
            }
        }
        return runs.sorted { ($0.glyphHeight, $0.count) > ($1.glyphHeight, $1.count) }
    }
}
