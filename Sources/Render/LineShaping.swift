// LineShaping: how a typeface lays out one line: split into runs of one direction, script and
// font (FriBidi, the fallback fonts), each run shaped by HarfBuzz, the runs put in visual order;
// or, for a line of simple scripts only, FreeType's hinted advances and kerning.
import CHarfBuzz

extension Typeface {
    /// Lays out `text` (one line) at `size` pixels.
    ///
    /// A line whose every scalar is of a script drawn one glyph per character, left to right
    /// (Latin, Greek, Cyrillic, Chinese, Japanese kana, Hangul, and the common digits and
    /// punctuation), keeps the FreeType layout the kiosk always had: glyph advances hinted to
    /// whole pixels and the font's kerning table, which keep small text crisp on a 7-inch
    /// panel. Any other line (Arabic and Hebrew, Devanagari, Thai, a combining mark, a
    /// direction mark) is shaped: FriBidi's levels, runs of one level, script and font,
    /// HarfBuzz per run (joining, reordering, marks, ligatures), the runs in visual order (UAX #9 L2).
    func layOut(_ text: String, size: Int, direction: TextDirection) -> ShapedLine {
        let scalars = text.unicodeScalars.map(\.value)
        // HarfBuzz and FriBidi are opened only here, for the first line that needs them.
        guard direction != .auto || scalars.contains(where: Self.needsShaping), ShapingLibraries.available else {
            return simpleLine(text, size: size)
        }
        return shapedLine(text, scalars: scalars, scale: size * 64, direction: direction)
    }

    /// Whether a scalar needs more than one glyph per character, left to right: anything but
    /// the ranges of scripts written that way (Latin, Greek, Cyrillic, the Han, kana, Hangul
    /// syllable and Bopomofo blocks), their punctuation, symbols and emoji. A combining mark, a
    /// conjoining Hangul letter and a direction mark need shaping. (A table, not HarfBuzz's
    /// script property: deciding must not open HarfBuzz.)
    static func needsShaping(_ value: UInt32) -> Bool {
        if value < 0x0300 { return false }  // Latin-1, Latin Extended, IPA, spacing modifiers
        // Selectors and joiners alone (an emoji's U+FE0F) change nothing the fonts here draw.
        if let scalar = Unicode.Scalar(value), isInvisible(scalar), !directionMarks.contains(where: { $0.contains(value) }) { return false }
        return !simpleRanges.contains { $0.contains(value) }
    }

    /// Direction marks and embeddings: default ignorable, but they change the order.
    static let directionMarks: [ClosedRange<UInt32>] = [0x061C...0x061C, 0x200E...0x200F, 0x202A...0x202E, 0x2066...0x2069]

    /// Blocks drawn one glyph per character, left to right.
    static let simpleRanges: [ClosedRange<UInt32>] = [
        0x0370...0x03FF,  // Greek and Coptic
        0x0400...0x0482, 0x048A...0x052F,  // Cyrillic (not its combining marks 0483–0489)
        0x1C80...0x1C8F,  // Cyrillic Extended-C
        0x1E00...0x1FFF,  // Latin Extended Additional, Greek Extended
        0x2000...0x200D, 0x2010...0x2029, 0x202F...0x2065, 0x206A...0x20CF,  // punctuation, super/subscripts, currency
        0x2100...0x2BFF,  // letterlike, arrows, maths, technical, boxes, shapes, dingbats
        0x2C60...0x2C7F,  // Latin Extended-C
        0x2E00...0x2E7F,  // supplemental punctuation
        0x2E80...0x3029, 0x3030...0x3098, 0x309B...0x30FF,  // CJK radicals, symbols, kana (not their combining marks)
        0x3100...0x312F, 0x3131...0x318F, 0x3190...0x9FFF,  // Bopomofo, Hangul compatibility jamo, CJK
        0xA640...0xA66E, 0xA67E...0xA69D,  // Cyrillic Extended-B (not its combining marks)
        0xA720...0xA7FF, 0xAB30...0xAB6F,  // Latin Extended-D, -E
        0xAC00...0xD7A3,  // Hangul syllables
        0xF900...0xFAFF,  // CJK compatibility ideographs
        0xFB00...0xFB06,  // Latin ligatures
        0xFE10...0xFE1F, 0xFE30...0xFE6F,  // vertical forms, CJK compatibility forms, small forms
        0xFF00...0xFFEF,  // half- and full-width forms
        0x1F000...0x1FAFF,  // mahjong, cards, enclosed, emoji, symbols
        0x20000...0x3FFFF,  // CJK extensions
    ]

    /// The layout of simple scripts: each scalar's glyph from the first face that has it,
    /// FreeType's advance and kerning between neighbours of one face; a character's advance
    /// includes the kerning after it.
    private func simpleLine(_ text: String, size: Int) -> ShapedLine {
        var glyphs: [ShapedGlyph] = []
        var starts: [Int] = []
        starts.reserveCapacity(text.utf8.count)
        var pen = 0
        var previous: (face: Int, index: UInt32)?
        var scalarIndex: Int32 = 0
        for character in text {
            var first = true
            for scalar in character.unicodeScalars {
                defer { scalarIndex += 1 }
                guard !Self.isInvisible(scalar) else { continue }
                let (face, index) = lookup(scalar)
                if let previous, previous.face == face {
                    pen += faces[face].kerning(previous.index, index, size: size)
                }
                if first { starts.append(pen) }
                first = false
                let advance = faces[face].glyph(index, size: size).advance
                glyphs.append(
                    ShapedGlyph(face: Int32(face), index: index, x: Int32(pen), y: 0, advance: Int32(advance), cluster: scalarIndex))
                pen += advance
                previous = (face, index)
            }
            if first { starts.append(pen) }
        }
        starts.append(pen)
        let advances = (0..<max(0, starts.count - 1)).map { starts[$0 + 1] - starts[$0] }
        return ShapedLine(glyphs: glyphs, width: pen, characterAdvances: advances, rightToLeft: false)
    }

    /// The shaped layout at `scale` units per em (64 × pixels: 26.6; the font's units per em:
    /// design units, as `hb-shape --font-size=upem`).
    func shapedLine(_ text: String, scalars: [UInt32], scale: Int, direction: TextDirection) -> ShapedLine {
        let (faceOf, characterOf, characters) = characterFaces(text)
        let line = LineRuns(scalars, faceOf: faceOf, direction: direction)
        var glyphs: [ShapedGlyph] = []
        glyphs.reserveCapacity(scalars.count)
        var pen = 0
        scalars.withUnsafeBufferPointer { buffer in
            for run in line.visualOrder {
                let range = line.runs[run], face = faceOf[range.lowerBound]
                pen = faces[face].shape(
                    buffer, range: range, rightToLeft: line.levels[run] % 2 == 1, script: hb_script_t(line.scripts[run]), scale: scale,
                    buffer: shapingBuffer(), pen: pen, face: face, into: &glyphs)
            }
        }
        var advances = [Int](repeating: 0, count: characters)
        for glyph in glyphs where Int(glyph.cluster) < characterOf.count {
            advances[Int(characterOf[Int(glyph.cluster)])] += Int(glyph.advance)
        }
        return ShapedLine(glyphs: glyphs, width: pen, characterAdvances: advances, rightToLeft: line.rightToLeft)
    }

    /// The runs `text` is shaped in.
    func runs(of text: String, direction: TextDirection = .auto) -> LineRuns {
        LineRuns(text.unicodeScalars.map(\.value), faceOf: characterFaces(text).faceOf, direction: direction)
    }

    /// Each scalar's face (one per character: one that has every scalar of it, so a mark stays
    /// with its letter) and character, and the number of characters.
    private func characterFaces(_ text: String) -> (faceOf: [Int], characterOf: [Int32], characters: Int) {
        var characterOf: [Int32] = []
        var faceOf: [Int] = []
        characterOf.reserveCapacity(text.utf8.count)
        faceOf.reserveCapacity(text.utf8.count)
        var characters = 0
        for character in text {
            let face = faceIndex(for: character, after: faceOf.last ?? 0)
            for _ in character.unicodeScalars {
                characterOf.append(Int32(characters))
                faceOf.append(face)
            }
            characters += 1
        }
        return (faceOf, characterOf, characters)
    }

    /// The face for one character: a neutral one's (space, digit, punctuation, mark) the face
    /// before it if that has it; the script's own font where the typeface has one (Arabic in an
    /// Arabic font rather than DejaVu Sans's); else the first face that has all its scalars, else
    /// the first that has its first one; a character of format characters only (a joiner) stays
    /// with the face before it.
    private func faceIndex(for character: Character, after previous: Int) -> Int {
        let visible = character.unicodeScalars.filter { !Self.isInvisible($0) }
        guard let first = visible.first else { return previous }
        func covers(_ face: Int) -> Bool { visible.allSatisfy { faces[face].glyphIndex($0) != 0 } }
        let script = hb_unicode_script(hb_unicode_funcs_get_default(), first.value)
        // A space, a digit or a mark stays in the font of the text around it (an Arabic font's
        // own space between Arabic words) where that font has it.
        if script == HB_SCRIPT_COMMON || script == HB_SCRIPT_INHERITED, previous < faces.count, covers(previous) { return previous }
        if let preferred = FontScript(first.value).flatMap({ scriptFonts[$0] }), let face = openedFace(path: preferred), covers(face) { return face }
        var face = 0
        while true {
            if face == faces.count {
                guard openNextFallback() else { break }
            }
            if covers(face) { return face }
            face += 1
        }
        return lookup(first).0
    }
}
