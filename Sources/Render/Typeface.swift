// Typeface: text measuring, truncation and drawing with a font and its fallbacks (wrapping: LineWrapping).
import CHarfBuzz
import FoundationEssentials
import SystemCall
import Wire

/// A primary font and fallbacks for characters it lacks (e.g. CJK in a QR payload, a Thai
/// product name). Each line is laid out once per text and size and kept (`LineShaping`: shaped
/// with HarfBuzz and FriBidi where the script needs it); glyphs are rendered by FreeType once per
/// size and cached. Drawing a line that was drawn before costs no layout.
/// A line of text as it was drawn: for tests that read the screen.
public struct DrawnLine: Sendable {
    public let text: String
    /// Its baseline's left end.
    public let origin: Point
    public let size: Int
    /// Its width as drawn.
    public let width: Float
    /// The box it was given (a button, a pill, a panel's column: its width is the width the
    /// caller fitted the line to), where the caller named one: a line must stay inside it.
    public let box: Rect?

    /// Whether the line stays inside its box across (half a pixel of rounding allowed), and
    /// its baseline inside it down; true when it was given none.
    public var isInsideItsBox: Bool {
        guard let box else { return true }
        return width <= box.width + 0.5 && origin.x >= box.minX - 0.5 && origin.x + width <= box.maxX + 0.5
            && origin.y >= box.minY - 0.5 && origin.y <= box.maxY + 0.5
    }
}

public final class Typeface {
    /// Where the fonts come from, in order: DejaVu Sans (fonts-dejavu-core: Latin, Greek,
    /// Cyrillic, Hebrew, Arabic), then the fallbacks for what it lacks: Droid Sans Fallback
    /// (fonts-droid-fallback) for Chinese and Japanese, Nanum Gothic (fonts-nanum) for Hangul,
    /// Symbola (fonts-symbola) for emoji and symbols (drawn in the text's colour: the kiosk draws
    /// glyphs as masks, not colour bitmaps). Scripts none of them draw well have their own font
    /// (`defaultScriptFonts`).
    public static let defaultFontPaths = [
        "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf",
        "/usr/share/fonts/truetype/droid/DroidSansFallbackFull.ttf",
        "/usr/share/fonts/truetype/nanum/NanumGothic.ttf",
        "/usr/share/fonts/truetype/ancient-scripts/Symbola_hint.ttf",
    ]
    /// A font per script, tried first for a character of that script and opened when the script
    /// first comes (fonts-noto-ui-core: the UI cuts, whose ascenders and descenders fit a line
    /// of Latin text): Arabic (DejaVu Sans has its letters, but Noto's are drawn to be read),
    /// Devanagari and Thai (no other font the kiosk loads has them).
    public static let defaultScriptFonts: [FontScript: String] = [
        .arabic: notoUI + "NotoSansArabicUI-Regular.ttf",
        .devanagari: notoUI + "NotoSansDevanagariUI-Regular.ttf",
        .thai: notoUI + "NotoSansThaiUI-Regular.ttf",
    ]
    /// The bold cuts of the same, for titles and buttons.
    public static let boldScriptFonts: [FontScript: String] = [
        .arabic: notoUI + "NotoSansArabicUI-Bold.ttf",
        .devanagari: notoUI + "NotoSansDevanagariUI-Bold.ttf",
        .thai: notoUI + "NotoSansThaiUI-Bold.ttf",
    ]
    static let notoUI = "/usr/share/fonts/truetype/noto/"
    public static let boldFontPath = "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf"
    public static let ellipsis = "…"

    /// The primary font and the fallbacks opened so far, in order.
    private(set) var faces: [FontFace]
    /// Fallbacks not opened yet, in order: each is opened the first time a character the faces
    /// before it lack is looked up. An opened CJK font keeps hundreds of KB of its tables
    /// resident, which a kiosk showing Latin text never needs.
    private var unopened: [String]
    /// Fonts preferred for a script (opened when that script first comes; one that does not
    /// load is forgotten).
    private(set) var scriptFonts: [FontScript: String]
    /// Lines laid out, by text and size: a kiosk draws the same few dozen texts every frame.
    private var lines: [LineKey: ShapedLine] = [:]
    /// Lines kept at most; all are dropped when there are more (texts that change every
    /// second, a countdown, come back within a frame or two).
    static let linesKept = 512
    /// Called with every line drawn, as it is drawn (its text, its baseline's left end, its size,
    /// width and the box it was given): what the screen says and where, for a test to read; nil
    /// (the kiosk) costs a test of nil per line.
    public var drawnLines: ((DrawnLine) -> Void)?
    /// Where lines may start in each text wrapped, by text (`breakOpportunities`), and the ICU
    /// iterator that finds them (opened with the first text wrapped).
    var breaks: [String: [Int]] = [:]
    lazy var breaker = LineBreaker()
    /// HarfBuzz's buffer, reused for every run shaped (made with the first).
    private var buffer: OpaquePointer?

    private struct LineKey: Hashable {
        let text: String
        let size: Int
        let direction: TextDirection
    }

    /// Opens `paths[0]` (which must load); whichever of the rest exist are the fallbacks, opened
    /// when first needed (one that fails to load then is skipped); so are the `scriptFonts`
    /// that exist.
    public init(paths: [String], scriptFonts: [FontScript: String] = [:]) throws(FontError) {
        guard let first = paths.first else { throw FontError(description: "no font given") }
        faces = [try FontFace(path: first)]
        unopened = paths.dropFirst().filter { FileManager.default.fileExists(atPath: $0) }
        self.scriptFonts = scriptFonts.filter { FileManager.default.fileExists(atPath: $0.value) }
    }

    deinit {
        if let buffer { hb_buffer_destroy(buffer) }
    }

    /// HarfBuzz's buffer for shaping a run (HarfBuzz is open: only shaping asks for it).
    func shapingBuffer() -> OpaquePointer {
        if let buffer { return buffer }
        let made = hb_buffer_create()!
        buffer = made
        return made
    }

    /// The configured font (or DejaVu Sans) followed by the default fallbacks and script fonts.
    public convenience init(primary: String? = nil) throws(FontError) {
        try self.init(paths: (primary.map { [$0] } ?? []) + Self.defaultFontPaths, scriptFonts: Self.defaultScriptFonts)
    }

    /// The fonts in use and those to be opened when needed (the script fonts last).
    public var fontPaths: [String] {
        let opened = faces.map(\.path)
        return opened + unopened + scriptFonts.values.sorted().filter { !opened.contains($0) }
    }
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

    /// A character's face (its index in `faces`) and glyph: the first face that has it, else the
    /// primary's missing glyph.
    func lookup(_ scalar: Unicode.Scalar) -> (Int, UInt32) {
        for face in faces.indices {
            let index = faces[face].glyphIndex(scalar)
            if index != 0 { return (face, index) }
        }
        if !scriptFonts.isEmpty, let path = FontScript(scalar.value).flatMap({ scriptFonts[$0] }),
            let face = openedFace(path: path)
        {
            let index = faces[face].glyphIndex(scalar)
            if index != 0 { return (face, index) }
        }
        while openNextFallback() {
            let index = faces[faces.count - 1].glyphIndex(scalar)
            if index != 0 { return (faces.count - 1, index) }
        }
        return (0, 0)
    }

    /// Opens the next fallback that loads; false when none is left.
    func openNextFallback() -> Bool {
        while !unopened.isEmpty {
            if let face = try? FontFace(path: unopened.removeFirst()) {
                faces.append(face)
                return true
            }
        }
        return false
    }

    /// The index in `faces` of the font at `path`, opening it now if it is not open yet (a
    /// script font, or a fallback then taken out of the waiting ones); nil when it does not load.
    func openedFace(path: String) -> Int? {
        if let face = faces.firstIndex(where: { $0.path == path }) { return face }
        if let waiting = unopened.firstIndex(of: path) { unopened.remove(at: waiting) }
        guard let face = try? FontFace(path: path) else {
            scriptFonts = scriptFonts.filter { $0.value != path }
            return nil
        }
        faces.append(face)
        return faces.count - 1
    }

    /// `text` laid out at `size` (kept: laid out once per text and size).
    func line(_ text: String, size: Int, direction: TextDirection = .auto) -> ShapedLine {
        let key = LineKey(text: text, size: size, direction: direction)
        if let line = lines[key] { return line }
        if lines.count >= Self.linesKept { lines.removeAll(keepingCapacity: true) }
        let line = layOut(text, size: size, direction: direction)
        lines[key] = line
        return line
    }

    public func lineMetrics(size: Int) -> (ascender: Float, descender: Float, lineHeight: Float) {
        faces[0].metrics(size: size)
    }

    /// The width of `text` in pixels at `size`.
    public func measure(_ text: String, size: Int) -> Float {
        Float(line(text, size: size).width) / 64
    }

    /// `text` if it fits in `maxWidth` pixels, else its longest prefix (whole characters, trailing
    /// spaces dropped) followed by "…" that fits.
    public func truncate(_ text: String, size: Int, maxWidth: Float) -> String {
        let limit = Int(maxWidth * 64)
        let pens = line(text, size: size).pens
        if pens.last! <= limit { return text }
        let room = limit - line(Self.ellipsis, size: size).width
        // pens[k] is where character k starts, so the first k characters end at pens[k].
        var count = 0
        while count + 1 < pens.count, pens[count + 1] <= room { count += 1 }
        var prefix = text.prefix(count)
        while prefix.last?.isWhitespace == true { prefix = prefix.dropLast() }
        // Shaped whole, the cut line may be wider than its characters' pens said: an Arabic letter
        // takes its final form where the line now ends, a kerning pair meets the "…".
        while !prefix.isEmpty, line(prefix + Self.ellipsis, size: size).width > limit {
            prefix = prefix.dropLast()
            while prefix.last?.isWhitespace == true { prefix = prefix.dropLast() }
        }
        return prefix + Self.ellipsis
    }

    /// Draws one line with its baseline's left end at `origin` (a right-to-left line too: its
    /// visual left end). `box` is the place it was given, for `drawnLines` (not a clip).
    public func draw(_ text: String, size: Int, at origin: Point, color: Color, on canvas: Canvas, in box: Rect? = nil) {
        let baseX = Int(origin.x.rounded()), baseY = Int(origin.y.rounded())
        if let drawnLines { drawnLines(DrawnLine(text: text, origin: origin, size: size, width: measure(text, size: size), box: box)) }
        for placed in line(text, size: size).glyphs {
            let glyph = faces[Int(placed.face)].glyph(placed.index, size: size)
            guard glyph.width > 0 else { continue }
            glyph.bitmap.withUnsafeBufferPointer { bitmap in
                canvas.drawMask(
                    bitmap.baseAddress!, width: glyph.width, height: glyph.rows, stride: glyph.width,
                    x: baseX + (Int(placed.x) + 32) >> 6 + glyph.left, y: baseY - (Int(placed.y) + 32) >> 6 - glyph.top, color: color)
            }
        }
    }
}
