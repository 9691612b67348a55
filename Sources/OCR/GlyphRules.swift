// GlyphRules: every threshold and ratio the glyph-run finder judges marks by, each with its reason.

/// The finder's rules, stage by stage (`GlyphRunFinder.rules` is `standard`). Sizes are in
/// working pixels (the region shrunk to `maxWorkingSide`); a `Fraction` of a height or a width
/// is compared without rounding, other shares are decimals compared in floating point. A rule
/// lands only where the held-out half of the shelf-tag set does not fall (docs/number-mode.md).
struct GlyphRules: Sendable {
    /// A fraction of whole numbers: `part < fraction * whole` is `denominator * part <
    /// numerator * whole`, exact; `of` takes the fraction of a size, rounded down as pixels are.
    struct Fraction: Sendable, Equatable {
        var numerator: Int, denominator: Int
        init(_ numerator: Int, _ denominator: Int) {
            self.numerator = numerator
            self.denominator = denominator
        }
        /// This fraction of `whole`, in whole pixels (rounded towards zero).
        func of(_ whole: Int) -> Int { numerator * whole / denominator }
        /// This fraction of `whole`.
        func of(_ whole: Double) -> Double { whole * Double(numerator) / Double(denominator) }
        /// The fraction of `whole` as a bound to compare a whole number with.
        static func * (fraction: Fraction, whole: Int) -> Part { Part(fraction: fraction, whole: whole) }

        /// A fraction of a whole number, compared with whole numbers without rounding.
        struct Part {
            var fraction: Fraction, whole: Int
            static func < (part: Int, bound: Part) -> Bool { bound.fraction.denominator * part < bound.fraction.numerator * bound.whole }
            static func <= (part: Int, bound: Part) -> Bool { bound.fraction.denominator * part <= bound.fraction.numerator * bound.whole }
            static func > (part: Int, bound: Part) -> Bool { bound.fraction.denominator * part > bound.fraction.numerator * bound.whole }
            static func >= (part: Int, bound: Part) -> Bool { bound.fraction.denominator * part >= bound.fraction.numerator * bound.whole }
        }
    }

    // MARK: Ink and lines

    /// The region is looked at shrunk by a whole factor to at most this side (speed; glyphs
    /// worth reading stay well above `minGlyphHeight` at that size).
    var maxWorkingSide = 480
    /// A region smaller than this either way holds no run.
    var minRegionSide = 16
    /// The window the local mean is taken over: this of the region's shorter side, and
    /// `minInkWindow` pixels at least.
    var inkWindow = Fraction(1, 8), minInkWindow = 6
    /// How much darker (or lighter) than its neighbourhood's mean a pixel must be to be ink.
    var contrast = 0.12
    /// Light ink is looked for where its neighbourhood's mean is below this (`inkMask`), then
    /// kept only as marks that `liesOnDarkGround`. Higher than the mask's own 150 because a
    /// price panel barely taller than its digits, seen at the focus square's size, has the
    /// window around its digits take in the paper above and below.
    var lightGroundMean = 200.0
    /// A line's run of ink is at least this many times as long as the run across it: a digit's
    /// own strokes are at most about 7 times as long as they are thick (the stem of a light
    /// `1`); rules, boxes and edges 20 to 100.
    var lineRatio = 12
    /// A horizontal line spans this of the region's width at least (the foot of a thin `2` on
    /// a receipt is as thin, but a glyph is never that wide), `minLineLength` pixels at least.
    var ruleLength = Fraction(1, 3), minLineLength = 8
    /// A vertical line (a box's side, once its top and bottom went) spans this of the height.
    var sideLength = Fraction(1, 4)
    /// A thin line tilted a little is a staircase: its steps join up on the mask thickened by
    /// this many pixels either side across the line.
    var lineThickening = 2
    /// A vertical run is a box's side where removed horizontal lines lie within this many
    /// pixels of both its ends (its corners)...
    var cornerReach = 2
    /// ... or where it spans this of the region's height (a panel's or a tag's edge).
    var edgeSpan = Fraction(4, 5)
    /// A piece of a faint rule fallen apart is this of a line's length at least (and
    /// `minLineLength`), as thin against its length as a line...
    var rulePiece = Fraction(1, 3)
    /// ... and lies within this many rows of a line taken out.
    var rulePieceRows = 3

    // MARK: Marks

    /// A mark smaller than this both ways is a speck, not looked at.
    var minMarkSide = 3
    /// Marks lower than this are noise, separators or print too small to read.
    var minGlyphHeight = 8
    /// A glyph is no taller than this of the region (a mark that tall is a tag or a frame).
    var maxGlyphShareOfRegion = 0.9
    /// A glyph is this many pixels wide at least, and its width this share of its height: a
    /// thin `1` to a wide `0`, narrower than two glyphs side by side.
    var minGlyphWidth = 2, glyphWidth = 0.08...1.6
    /// The share of a glyph's box that is ink: neither a thin line's outline nor a solid block.
    var glyphFill = 0.1...0.92
    /// Pieces of one glyph (stacked by a worn head or a threshold) share this of the narrower
    /// one's columns...
    var pieceColumns = Fraction(1, 2)
    /// ... and nearly touch: a gap of at most this of the taller one, `minPieceGap` pixels at
    /// least...
    var pieceGap = Fraction(1, 3), minPieceGap = 2.0
    /// ... and share at most this of the shorter one's rows (more is one inside the other's
    /// box: digits inside the ring of paper of a tag against a dark shelf).
    var pieceRows = Fraction(1, 3)
    /// Print above or below a glyph is other print (not a piece) only if less than this of its
    /// height...
    var otherPrintHeight = Fraction(1, 2)
    /// ... and with the glyph taller than this of the glyphs beside it (a thermal printer's
    /// broken `5` joined is as tall as its neighbours; a digit joined to a barcode is half as
    /// tall again).
    var joinedTooTall = Fraction(6, 5)
    /// The glyphs beside it: this tall of the glyph (from `besideHeight` to `besideMaxHeight`
    /// times), sharing half its rows, within `besideReach` of its height sideways.
    var besideHeight = Fraction(3, 4), besideMaxHeight = Fraction(2, 1), besideRows = Fraction(1, 2), besideReach = Fraction(3, 1)
    /// With no glyph beside it, print under a glyph is a piece only as a flat bar as wide as
    /// the glyph and this many times as wide as tall (the bar under raised cents).
    var flatBar = Fraction(3, 1)
    /// A rule between stacked marks is looked for this many rows past their facing ends and
    /// this of the upper one's height beyond their sides.
    var ruleBetweenRows = 2, ruleBetweenReach = Fraction(1, 2)
    /// A frame holds a whole mark this of its height or more (and glyph-tall): no glyph holds
    /// another.
    var frameContent = Fraction(1, 4)
    /// A light mark lies on dark ground where the band around it (this of its height wide,
    /// `minDarkGroundBand` px at least) is darker than its ink by `darkGroundStep` levels on
    /// `darkGroundShare` of the band, and `darkGroundBandLeft` of the band is not other light
    /// ink. On the eight shelf tags (still and live) paper beside a panel has at most 72% of
    /// its band dark, the digits on the panels 99% and more, their decimal points 94%.
    var darkGroundBand = Fraction(1, 8), minDarkGroundBand = 2, darkGroundStep = 40, darkGroundShare = 0.85
    var darkGroundBandLeft = Fraction(1, 2)
    /// Ground between light glyphs: a dark mark standing within a glyph's rows (this of its
    /// height allowed) that holds this of the glyph's box...
    var groundBetweenRows = Fraction(1, 8), groundBetweenArea = Fraction(1, 4)
    /// ... or fills the gap between two glyphs, this many pixels short allowed.
    var groundBetweenSlack = 1
    /// A counter (a digit's eye) is this of the glyph's height or more.
    var counterHeight = Fraction(1, 5)

    // MARK: Mark shapes

    /// A mark after the digits is a sign or a unit, shorter than they are, below this of their
    /// height, its foot within `shorterFoot` of it of theirs: digits of one price are one
    /// height, `円` after them is half to four fifths of it, a last digit whose foot went with
    /// the rule it touches five sixths.
    var shorterHeight = Fraction(4, 5), shorterFoot = Fraction(1, 6)
    /// `円` is this tall at least and this wide against its height (its body, without a foot of
    /// rule: `yenBodyWidth`, `minYenBody` by `minYenBodyWidth` px at least).
    var minYenHeight = 6, yenWidth = Fraction(3, 5)
    var minYenBody = 6, minYenBodyWidth = 5, yenBodyWidth = Fraction(3, 4), yenBodyMaxWidth = Fraction(5, 4)
    /// A foot of rule under a sign is looked for in this of its lowest rows (one at least).
    var yenFoot = Fraction(1, 5)
    /// Its legs are looked for on this of its lowest rows (`minYenLegRows` at least): the left
    /// in its left quarter (`yenLegSide`), ending within its left third (`yenLeftLegEnd`), the
    /// right ending in its right quarter; both on `yenBothLegs` of the rows, and a leg at all on
    /// `yenAnyLeg` of them. Ink from the left quarter past the middle (`yenMiddle`) is a
    /// digit's closed foot.
    var yenLegRows = Fraction(2, 5), minYenLegRows = 3, yenLegSide = Fraction(1, 4), yenLeftLegEnd = Fraction(1, 3)
    var yenBothLegs = Fraction(1, 3), yenAnyLeg = Fraction(2, 3), yenMiddle = Fraction(1, 2)
    /// Its bar is in this of its top rows (`minYenBarRows` at least), spanning this of its
    /// width, `yenBarInk` of it ink.
    var yenBarRows = Fraction(1, 5), minYenBarRows = 2, yenBarSpan = Fraction(4, 5), yenBarInk = Fraction(3, 4)
    /// Its middle stroke hangs from the bar, in the middle columns (`yenInnerColumns` in from
    /// either side), to this of its height at least: a `0` or an `8` without its foot has none.
    var yenInnerColumns = Fraction(2, 5), yenHangs = Fraction(1, 3)
    /// A mark found as `円` is the same mark as one of the run where their boxes overlap this much.
    var yenOverlap = 0.8
    /// Digits run together: glyph-tall but no taller than this of the region, wider than
    /// `mergedMinWidth` of their height up to `mergedMaxWidth`, `mergedFill` of their box ink,
    /// with a hole `mergedHoleHeight` of their height or more (and `minMergedHoleWidth` px wide),
    /// none wider than `mergedMaxHoleWidth` of it (a box around print has a hole nearly its size).
    var mergedHeight = Fraction(9, 10), mergedMinWidth = Fraction(8, 5), mergedMaxWidth = Fraction(4, 1), mergedFill = 0.3...0.8
    var mergedHoleHeight = Fraction(1, 4), minMergedHoleWidth = 2, mergedMaxHoleWidth = Fraction(3, 5)

    // MARK: Chains

    /// Marks chain where the one's height is this of the other's, ...
    var chainHeight = 0.75...1.34
    /// ... their centres within this of the taller one's height, ...
    var chainCentres = 0.25
    /// ... and the gap between them this of it (a little overlap; a separator and spaces fit).
    var chainGap = -0.2...1.2
    /// A run's box grows by marks within this of a glyph of it, centred in its band and no
    /// taller than `onLineHeight` of a glyph.
    var extendReach = Fraction(1, 1), onLineHeight = Fraction(4, 3)
    /// A mark this of a glyph tall or more is glyph-sized: a digit or a piece of one.
    var glyphSized = Fraction(3, 5)
    /// Raised print (cents, a raised `$`) ends above this of a glyph below the box's top.
    var raisedFoot = Fraction(4, 5)
    /// A mark this of a glyph or smaller both ways is a speck, no separator.
    var speck = Fraction(1, 16)
    /// A glyph-sized mark narrower than this of its height is a piece of an upright line.
    var thinLine = Fraction(2, 25)
    /// A mark starting past the box's end less this of a glyph stands after the digits.
    var afterOverlap = Fraction(1, 4)
    /// A decimal point or comma: no more than this of a glyph either way, its foot within
    /// `dotFoot` of a glyph of the line's.
    var dot = Fraction(1, 3), dotFoot = Fraction(1, 4)
    /// A dash (`12.–`): this many times as wide as tall, `dashWidth` of a glyph wide, its centre
    /// `dashMiddle` of a glyph in from the line's top and foot.
    var dashFlat = Fraction(2, 1), dashWidth = Fraction(1, 3), dashMaxWidth = Fraction(3, 2), dashMiddle = Fraction(1, 4)
    /// A separator is bridged by a digit beyond it no taller than this of a glyph, its foot
    /// within `bridgeFoot` of the line's, touching it (`bridgeTouch` px) or within a glyph.
    var bridgeHeight = Fraction(4, 3), bridgeFoot = Fraction(1, 4), bridgeTouch = 1
    /// The dash of `12.–` starts within this of a glyph of the decimal mark it follows.
    var dashAfterMark = Fraction(1, 2)
    /// Small marks (this of a glyph or lower) that with those near them (within
    /// `dotClusterGap` of a glyph, 1 px at least) stand `glyphSized` tall are a digit fallen apart.
    var fallenApartDot = Fraction(1, 4), dotClusterGap = Fraction(1, 3)
    /// Raised cents start past the box's end less this of a glyph, ...
    var raisedStart = Fraction(1, 8)
    /// ... are this share of a glyph tall, their tops within `raisedTop` of the box's and their
    /// feet above `raisedMaxFoot` of a glyph below it, ...
    var raisedHeight = 0.3...0.7, raisedTop = 0.25, raisedMaxFoot = 0.8
    /// ... no further apart than this of a glyph, at most `maxRaisedMarks` of them.
    var raisedGap = 0.5, maxRaisedMarks = 3
    /// One raised mark narrower than this of its height is one digit of two: room is made for
    /// the second, a gap of `centsGap` of its height (1 px at least) after it.
    var narrowDigit = Fraction(4, 5), centsGap = Fraction(1, 5)

    // MARK: Accepting runs

    /// A run is two glyphs at least: `minRunMarks` marks (and no chain is cut below that), or
    /// one `twoGlyphWidth` heights wide, or one with raised cents.
    var minRunMarks = 2, twoGlyphWidth = 1.2
    /// A chain ends in a shorter mark (`shorterHeight`) only with this many marks: two digits
    /// stay a price.
    var minChainBeforeSign = 3
    /// Dark glyphs must stand on paper: the ground judged is the run's box and this of a glyph
    /// around it (`minGroundMargin` px at least), as bold digits set close fill their own box.
    var groundMargin = Fraction(1, 4), minGroundMargin = 2
    /// The ends of the ground's values left out as noise and glare (this share each).
    var groundTails = Fraction(1, 20)
    /// Light glyphs need this of their ground dark (its value this far up nearer the darkest end).
    var lightGlyphGround = Fraction(1, 3)
    /// Two runs are of one line where their boxes overlap this much and their glyphs are of
    /// about one height (`sameLineHeight`; much smaller print inside a big box is another line).
    var sameLineOverlap = 0.6, sameLineHeight = Fraction(4, 5), sameLineMaxHeight = Fraction(5, 4)
    /// A mark crowds a run where it is taller than this of a glyph, up to `maxCrowdingHeight`,
    /// not thinner than `thinLine`, its centre no more than `crowdingAbove` of a glyph above the
    /// box, within `crowdingReach` of a glyph of its end and reaching no more than
    /// `afterOverlap` into it.
    var crowdingHeight = Fraction(4, 3), maxCrowdingHeight = Fraction(3, 1), crowdingAbove = Fraction(1, 1), crowdingReach = Fraction(1, 2)
    /// `円` after a run starts within a glyph of its end, its foot within this of a glyph of the
    /// last digit's (raised cents, taken for `円`, stand higher).
    var yenAfterFoot = Fraction(1, 3), yenAfterReach = Fraction(1, 1)
    /// The angles a run's tilt is looked for at, in degrees (a tag held or photographed at up
    /// to a dozen degrees from level).
    var tiltCandidates = Array(-12...12)

    /// The rules Number mode reads with.
    static let standard = GlyphRules()
}
