// ShapedLine: one line of text laid out once: its glyphs in the order they are drawn, where each
// sits, and how wide each character is.

/// A glyph placed on a line: its font (an index into the typeface's faces), its glyph id and
/// where it goes (26.6 fixed point from the line's start at the baseline, y up).
struct ShapedGlyph: Equatable {
    let face: Int32
    let index: UInt32
    let x: Int32
    let y: Int32
    /// How far the pen moves after it.
    let advance: Int32
    /// The index in the line's scalars of the first one this glyph stands for.
    let cluster: Int32
}

/// A line of text laid out: glyphs left to right as they are drawn (a right-to-left run already
/// reversed), the width, and each character's share of it in reading (logical) order, which is
/// what measuring a prefix and breaking a line need. Made once per text and size (`Typeface`
/// keeps them), never per frame.
struct ShapedLine {
    let glyphs: [ShapedGlyph]
    /// The pen's end, 26.6 fixed point.
    let width: Int
    /// What each character (grapheme cluster) of the text adds to the width, in the text's
    /// order: a glyph's advance counts for the character its cluster starts in; a character
    /// drawn inside another's glyph (a ligature) adds nothing.
    let characterAdvances: [Int]
    /// The paragraph reads right to left (its first strong character is Hebrew or Arabic).
    let rightToLeft: Bool

    /// Where each character starts if the characters were laid end to end in reading order,
    /// followed by the end: `pens[k]` is the width of the first k characters.
    var pens: [Int] {
        var pens = [0]
        pens.reserveCapacity(characterAdvances.count + 1)
        var pen = 0
        for advance in characterAdvances {
            pen += advance
            pens.append(pen)
        }
        return pens
    }
}
