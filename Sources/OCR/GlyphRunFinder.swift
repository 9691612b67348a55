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
        var runs: [GlyphRun] = []
        for darkOnLight in [true, false] {
            let ink = plane.inkMask(radius: radius, dark: darkOnLight, contrast: contrast, lightGroundMean: lightGroundMean)
            // Marks cut by the region's edge are only partly seen (and the ground around a
            // tag held in front of a darker shelf is one such mark, around everything). Light
            // marks before they are joined: a bit of paper under a digit would lengthen it.
            let inside = Self.components(ink, width: w, height: h).filter {
                ($0.height >= 3 || $0.width >= 3) && $0.x0 > 0 && $0.y0 > 0 && $0.x1 < w && $0.y1 < h
                    && (darkOnLight || Self.liesOnDarkGround($0, of: plane, ink: ink))
            }
            let all = Self.joinedFragments(inside)
            let marks = all.filter { isGlyph($0, width: w, height: h) }
            var boxes: [Mark] = []
            for chain in Self.chains(marks) {
                let heights = chain.map(\.height).sorted()
                let glyphHeight = heights[heights.count / 2]
                let box = Self.extended(Self.bounds(chain), glyphHeight: glyphHeight, by: all)
                // Two glyphs wide at least (a lone "5" of "5,47" grows by its comma and digits).
                guard Double(box.width) >= 1.2 * Double(glyphHeight) else { continue }
                guard Self.sitsOnGround(box, of: plane, darkOnLight: darkOnLight) else { continue }
                // Chains of one line grow into the same box: keep the first.
                guard !boxes.contains(where: { Self.overlap($0, box) > 0.6 }) else { continue }
                boxes.append(box)
                runs.append(
                    GlyphRun(
                        box: PixelRect(
                            x: region.x + box.x0 * factor, y: region.y + box.y0 * factor, width: box.width * factor, height: box.height * factor),
                        glyphHeight: glyphHeight * factor, count: chain.count, darkOnLight: darkOnLight))
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
    /// whole tag) would vanish into it.
    static func joinedFragments(_ marks: [Mark]) -> [Mark] {
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
                    marks[i] = Mark(x0: min(a.x0, b.x0), y0: min(a.y0, b.y0), x1: max(a.x1, b.x1), y1: max(a.y1, b.y1), pixels: a.pixels + b.pixels)
                    marks.remove(at: j)
                    joined = true
                    break outer
                }
            }
        }
        return marks
    }

    /// Whether most of the box is ground of the right kind: light for dark glyphs, dark for
    /// light ones (its median nearer the lightest or the darkest end). A light tag on a dark
    /// shelf is not a light glyph: most of its box is the tag itself.
    static func sitsOnGround(_ box: Mark, of plane: GreyPlane, darkOnLight: Bool) -> Bool {
        var values: [UInt8] = []
        values.reserveCapacity(box.width * box.height)
        for y in box.y0..<box.y1 { values.append(contentsOf: plane.pixels[y * plane.width + box.x0..<y * plane.width + box.x1]) }
        values.sort()
        let low = Int(values[values.count / 20]), high = Int(values[values.count - 1 - values.count / 20])
        let median = Int(values[values.count / 2])
        return darkOnLight ? 2 * median > low + high : 2 * median < low + high
    }

    /// Whether a light mark lies on dark ground: 85% of the band around its box (an eighth of
    /// its height wide, 2 px at least) darker than its ink (the mean of the ink pixels in its
    /// box) by 40 levels or more. The paper beside a dark price panel, or between dark glyphs,
    /// can be light ink by the window's mean, but the band around it is largely paper, as light
    /// as the ink give or take noise and shade. On the eight shelf tags (still and live) such
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
                var dark = 0, band = 0
                for y in y0..<y1 {
                    let aboveOrBelow = y < m.y0 || y >= m.y1
                    for x in x0..<x1 where aboveOrBelow || x < m.x0 || x >= m.x1 {
                        band += 1
                        if Int(pixels[y * w + x]) <= ground { dark += 1 }
                    }
                }
                return Double(dark) >= 0.85 * Double(band)
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

    /// `box` grown sideways by every mark on its line (centre inside its band, no taller than
    /// a glyph and a third) within a glyph height of it, again and again: the separators, and
    /// the digits that fell apart into pieces, or stand alone beside a separator.
    static func extended(_ box: Mark, glyphHeight: Int, by marks: [Mark]) -> Mark {
        var box = box
        var grew = true
        while grew {
            grew = false
            for m in marks where m.x0 < box.x0 || m.x1 > box.x1 {
                guard m.centreY >= Double(box.y0), m.centreY <= Double(box.y1), 3 * m.height <= 4 * glyphHeight else { continue }
                let gap = max(m.x0 - box.x1, box.x0 - m.x1)
                guard gap <= glyphHeight else { continue }
                box = Mark(
                    x0: min(box.x0, m.x0), y0: min(box.y0, m.y0), x1: max(box.x1, m.x1), y1: max(box.y1, m.y1), pixels: box.pixels + m.pixels)
                grew = true
            }
        }
        return box
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
