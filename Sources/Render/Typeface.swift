// Typeface: text measuring, wrapping, truncation and drawing with a font and its fallbacks.
import FoundationEssentials
import SystemCall
import Wire

/// A primary font and fallbacks for characters it lacks (e.g. CJK in a QR payload). Glyphs are
/// rendered by FreeType once per size and cached. Text is laid out one character after another
/// with kerning; complex scripts are not shaped (no HarfBuzz), see the README.
public final class Typeface {
    /// Where the fonts come from, in order: DejaVu Sans (fonts-dejavu-core), then the fallbacks
    /// for what it lacks: Droid Sans Fallback (fonts-droid-fallback) for Chinese and Japanese,
    /// Nanum Gothic (fonts-nanum) for Hangul, Symbola (fonts-symbola) for emoji and symbols
    /// (drawn in the text's colour: the kiosk draws glyphs as masks, not colour bitmaps).
    public static let defaultFontPaths = [
        "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf",
        "/usr/share/fonts/truetype/droid/DroidSansFallbackFull.ttf",
        "/usr/share/fonts/truetype/nanum/NanumGothic.ttf",
        "/usr/share/fonts/truetype/ancient-scripts/Symbola_hint.ttf",
    ]
    public static let boldFontPath = "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf"
    public static let ellipsis = "…"

    /// The primary font and the fallbacks opened so far, in order.
    private var faces: [FontFace]
    /// Fallbacks not opened yet, in order: each is opened the first time a character the faces
    /// before it lack is looked up. An opened CJK font keeps hundreds of KB of its tables
    /// resident, which a kiosk showing Latin text never needs.
    private var unopened: [String]

    /// Opens `paths[0]` (which must load); whichever of the rest exist are the fallbacks, opened
    /// when first needed (one that fails to load then is skipped).
    public init(paths: [String]) throws(FontError) {
        guard let first = paths.first else { throw FontError(description: "no font given") }
        faces = [try FontFace(path: first)]
        unopened = paths.dropFirst().filter { FileManager.default.fileExists(atPath: $0) }
    }

    /// The configured font (or DejaVu Sans) followed by the default fallbacks.
    public convenience init(primary: String? = nil) throws(FontError) {
        try self.init(paths: (primary.map { [$0] } ?? []) + Self.defaultFontPaths)
    }

    /// The fonts in use and those to be opened when needed.
    public var fontPaths: [String] { faces.map(\.path) + unopened }
    /// The fonts opened so far.
    public var openedFontPaths: [String] { faces.map(\.path) }

    /// Scalars that only steer how their neighbours look (variation selectors such as the
    /// emoji presentation U+FE0F, the zero-width joiner of emoji sequences, skin-tone-free
    /// format characters): without shaping they are not drawn at all, rather than as boxes.
    static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.isDefaultIgnorableCodePoint
    }

    /// The scalars of `text` that no face has (drawn as the primary font's missing-glyph box).
    public func missingScalars(in text: String) -> [Unicode.Scalar] {
        text.unicodeScalars.filter { !Self.isInvisible($0) && !$0.properties.isWhitespace && lookup($0).1 == 0 }
    }

    /// A character's face and glyph: the first face that has it, else the primary's missing glyph.
    private func lookup(_ scalar: Unicode.Scalar) -> (FontFace, UInt32) {
        for face in faces {
            let index = face.glyphIndex(scalar)
            if index != 0 { return (face, index) }
        }
        while !unopened.isEmpty {
            guard let face = try? FontFace(path: unopened.removeFirst()) else { continue }
            faces.append(face)
            let index = face.glyphIndex(scalar)
            if index != 0 { return (face, index) }
        }
        return (faces[0], 0)
    }

    public func lineMetrics(size: Int) -> (ascender: Float, descender: Float, lineHeight: Float) {
        faces[0].metrics(size: size)
    }

    /// Where each character of `text` starts (pen position, 26.6 fixed point, kerning included),
    /// followed by the end of the text.
    private func penPositions(_ text: Substring, size: Int) -> [Int] {
        var pens: [Int] = []
        pens.reserveCapacity(text.count + 1)
        var pen = 0
        var previous: (FontFace, UInt32)?
        for character in text {
            var first = true
            for scalar in character.unicodeScalars where !Self.isInvisible(scalar) {
                let (face, index) = lookup(scalar)
                if let (previousFace, previousIndex) = previous, previousFace === face {
                    pen += face.kerning(previousIndex, index, size: size)
                }
                if first { pens.append(pen) }
                first = false
                pen += face.glyph(index, size: size).advance
                previous = (face, index)
            }
            if first { pens.append(pen) }
        }
        pens.append(pen)
        return pens
    }

    /// The width of `text` in pixels at `size`.
    public func measure(_ text: String, size: Int) -> Float {
        Float(penPositions(text[...], size: size).last!) / 64
    }

    /// `text` if it fits in `maxWidth` pixels, else its longest prefix (whole characters, trailing
    /// spaces dropped) followed by "…" that fits.
    public func truncate(_ text: String, size: Int, maxWidth: Float) -> String {
        let limit = Int(maxWidth * 64)
        let pens = penPositions(text[...], size: size)
        if pens.last! <= limit { return text }
        let room = limit - penPositions(Self.ellipsis[...], size: size).last!
        // pens[k] is where character k starts, so the first k characters end at pens[k].
        var count = 0
        while count + 1 < pens.count, pens[count + 1] <= room { count += 1 }
        var prefix = text.prefix(count)
        while prefix.last?.isWhitespace == true { prefix = prefix.dropLast() }
        return prefix + Self.ellipsis
    }

    /// Breaks `text` into at most `maxLines` lines of at most `maxWidth` pixels: at spaces where
    /// possible, inside words that are longer than a line; the last line is truncated with "…"
    /// when text is left over. Line breaks and control characters in the text become spaces.
    public func wrap(_ text: String, size: Int, maxWidth: Float, maxLines: Int) -> [String] {
        guard maxLines > 0 else { return [] }
        // More characters than could ever fit are never laid out (a 4 KB payload on a banner).
        let characters = Array(Self.singleLine(String(text.prefix(maxLines * 400))))
        let pens = penPositions(Substring(String(characters)), size: size)
        let limit = Int(maxWidth * 64)
        var lines: [String] = []
        var start = 0
        while start < characters.count, lines.count < maxLines {
            if lines.count == maxLines - 1 {
                lines.append(truncate(String(characters[start...]), size: size, maxWidth: maxWidth))
                break
            }
            var end = start + 1  // at least one character per line
            while end < characters.count, pens[end + 1] - pens[start] <= limit { end += 1 }
            if end < characters.count, characters[end] != " ",
                let space = characters[start..<end].lastIndex(of: " "), space > start
            {
                end = space
            }
            lines.append(String(characters[start..<end]).trimmingWhitespace())
            start = end
            while start < characters.count, characters[start] == " " { start += 1 }
        }
        return lines
    }

    /// Like `wrap`, but each line of `text` (broken at LF, CR or CRLF; empty lines dropped)
    /// starts a new line, as multi-line payloads (a driving licence's fields, a vCard) are meant
    /// to be read. The last line that fits is truncated with "…" when text remains.
    public func wrapKeepingLineBreaks(_ text: String, size: Int, maxWidth: Float, maxLines: Int) -> [String] {
        let paragraphs = text.split(whereSeparator: { $0 == "\n" || $0 == "\r" || $0 == "\r\n" }).map { Self.singleLine(String($0)) }
            .filter { !$0.isEmpty }
        var lines: [String] = []
        for (index, paragraph) in paragraphs.enumerated() {
            let room = maxLines - lines.count
            guard room > 0 else { break }
            var wrapped = wrap(paragraph, size: size, maxWidth: maxWidth, maxLines: room)
            if lines.count + wrapped.count == maxLines, index < paragraphs.count - 1, let last = wrapped.popLast() {
                wrapped.append(truncate(last + " …", size: size, maxWidth: maxWidth))
            }
            lines += wrapped
        }
        return lines
    }

    /// The text with line breaks, tabs and other control characters as single spaces.
    public static func singleLine(_ text: String) -> String {
        var out = ""
        var lastWasSpace = false
        for character in text {
            let isSpace = character.isWhitespace || character.unicodeScalars.allSatisfy { $0.properties.generalCategory == .control }
            if isSpace {
                if !lastWasSpace { out.append(" ") }
                lastWasSpace = true
            } else {
                out.append(character)
                lastWasSpace = false
            }
        }
        return out.trimmingWhitespace()
    }

    /// Draws one line with its baseline's left end at `origin`.
    public func draw(_ text: String, size: Int, at origin: Point, color: Color, on canvas: Canvas) {
        let baseX = Int(origin.x.rounded()), baseY = Int(origin.y.rounded())
        var pen = 0
        var previous: (FontFace, UInt32)?
        for scalar in text.unicodeScalars where !Self.isInvisible(scalar) {
            let (face, index) = lookup(scalar)
            if let (previousFace, previousIndex) = previous, previousFace === face {
                pen += face.kerning(previousIndex, index, size: size)
            }
            let glyph = face.glyph(index, size: size)
            if glyph.width > 0 {
                glyph.bitmap.withUnsafeBufferPointer { bitmap in
                    canvas.drawMask(
                        bitmap.baseAddress!, width: glyph.width, height: glyph.rows, stride: glyph.width,
                        x: baseX + (pen + 32) / 64 + glyph.left, y: baseY - glyph.top, color: color)
                }
            }
            pen += glyph.advance
            previous = (face, index)
        }
    }
}
