// TesseractEngine: reads one line of text off a luma plane with Tesseract's C API.
import CTesseract
import Pixels

/// What Tesseract read on one line: its text, each character's box in the image's pixels, and
/// its confidence (0 to 100).
public struct TextLine: Sendable, Equatable {
    public struct Symbol: Sendable, Equatable {
        public var text: String
        public var box: PixelRect
        public var confidence: Float
    }

    public var symbols: [Symbol]
    public var text: String { symbols.map(\.text).joined() }
    /// The lowest confidence of any character: one doubtful digit makes the number doubtful.
    public var confidence: Float { symbols.map(\.confidence).min() ?? 0 }
}

/// One Tesseract instance with the LSTM model of one language, loaded once (0.1 to 0.2 s: do it
/// off the drawing path). Not thread-safe: one engine per reading thread.
///
/// Debian's `tesseract-ocr-eng` data holds only the LSTM model, so the engine runs LSTM only;
/// the character whitelist works with it.
public final class TesseractEngine {
    private let handle: OpaquePointer
    /// The characters it reads (nil: any).
    private let whitelist: String?
    private let layout: Layout

    /// The characters a price can be read as: digits, the two separators, the dash of `12.–` and
    /// the currency signs.
    public static let priceCharacters = "0123456789.,-$€£¥"

    /// How Tesseract finds the text in what it is given.
    public enum Layout: Sendable {
        /// One line, cropped tight (the glyph-run finder's lines).
        case singleLine
        /// Text anywhere, in no particular order (page segmentation mode 11, "sparse text"): its
        /// own layout analysis, for `readWords`.
        case sparseText
    }

    /// Loads `language` from `dataPath` (nil: `TESSDATA_PREFIX`, else the path Tesseract was
    /// built with, Debian's `/usr/share/tesseract-ocr/5/tessdata`). `whitelist` nil: any character.
    public init(
        language: String = "eng", dataPath: String? = nil, whitelist: String? = TesseractEngine.priceCharacters, layout: Layout = .singleLine
    ) throws(OCRError) {
        var message = [CChar](repeating: 0, count: 512)
        guard kiosk_tesseract_load(&message, message.count) == 1 else {
            let text = String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            throw OCRError("\(text) (Debian package: libtesseract5)", call: "dlopen")
        }
        kiosk_tesseract_quiet_leptonica()
        guard let handle = TessBaseAPICreate() else { throw OCRError("TessBaseAPICreate failed", call: "TessBaseAPICreate") }
        let status = TessBaseAPIInit2(handle, dataPath, language, OEM_LSTM_ONLY)
        guard status == 0 else {
            TessBaseAPIDelete(handle)
            let place = dataPath ?? "the default tessdata folder (TESSDATA_PREFIX, else /usr/share/tesseract-ocr/5/tessdata)"
            throw OCRError(
                "TessBaseAPIInit2 failed: no Tesseract data for '\(language)' in \(place) (Debian: apt-get install tesseract-ocr-\(language))",
                call: "TessBaseAPIInit2")
        }
        self.handle = handle
        self.whitelist = whitelist
        self.layout = layout
        if let whitelist { _ = TessBaseAPISetVariable(handle, "tessedit_char_whitelist", whitelist) }
        switch layout {
        // The lines handed over are cropped tight: no layout analysis, one line of text.
        case .singleLine: TessBaseAPISetPageSegMode(handle, PSM_SINGLE_LINE)
        case .sparseText: TessBaseAPISetPageSegMode(handle, PSM_SPARSE_TEXT)
        }
        // Not a scan: without a resolution Tesseract guesses one and warns on standard error.
        _ = TessBaseAPISetVariable(handle, "user_defined_dpi", "300")
        _ = TessBaseAPISetVariable(handle, "debug_file", "/dev/null")
    }

    deinit {
        TessBaseAPIEnd(handle)
        TessBaseAPIDelete(handle)
    }

    /// A word Tesseract's layout analysis found: its text, box (in the image's pixels) and confidence.
    public struct Word: Sendable, Equatable {
        public var text: String
        public var box: PixelRect
        public var confidence: Float
    }

    /// The words inside `rect` of `image` as Tesseract's own layout analysis finds them (for an
    /// engine made with `layout: .sparseText`).
    public func readWords(_ image: LumaView, in rect: PixelRect) -> [Word] {
        recognize(image, in: rect, level: RIL_WORD).map { Word(text: $0.text, box: $0.box, confidence: $0.confidence) }
    }

    /// Reads the one line of text inside `rect` of `image`, which Tesseract reads in place
    /// (`SetImage` over the borrowed plane, `SetRectangle` to the line: no copy made here).
    /// Boxes come back in `image`'s pixels. Nil when nothing was read.
    /// `readLine` with only `characters` for this one reading (the units after a price).
    public func readLine(_ image: LumaView, in rect: PixelRect, characters: String) -> TextLine? {
        _ = TessBaseAPISetVariable(handle, "tessedit_char_whitelist", characters)
        defer { _ = TessBaseAPISetVariable(handle, "tessedit_char_whitelist", whitelist ?? "") }
        return readLine(image, in: rect)
    }

    /// `readLine` laid out as one word (page segmentation mode 8): a lone digit, which as a line
    /// Tesseract at times reads as nothing.
    public func readWord(_ image: LumaView, in rect: PixelRect) -> TextLine? {
        TessBaseAPISetPageSegMode(handle, PSM_SINGLE_WORD)
        defer { TessBaseAPISetPageSegMode(handle, layout == .singleLine ? PSM_SINGLE_LINE : PSM_SPARSE_TEXT) }
        return readLine(image, in: rect)
    }

    public func readLine(_ image: LumaView, in rect: PixelRect) -> TextLine? {
        let symbols = recognize(image, in: rect, level: RIL_SYMBOL)
        return symbols.isEmpty ? nil : TextLine(symbols: symbols)
    }

    /// What Tesseract reads inside `rect` of `image`, piece by piece at `level` (characters or
    /// words): text, box in `image`'s pixels, confidence.
    private func recognize(_ image: LumaView, in rect: PixelRect, level: TessPageIteratorLevel) -> [TextLine.Symbol] {
        let rect = rect.intersection(PixelRect(x: 0, y: 0, width: image.width, height: image.height))
        guard !rect.isEmpty else { return [] }
        TessBaseAPISetImage(
            handle, image.base.assumingMemoryBound(to: UInt8.self), Int32(image.width), Int32(image.height), 1, Int32(image.stride))
        TessBaseAPISetSourceResolution(handle, 300)
        TessBaseAPISetRectangle(handle, Int32(rect.x), Int32(rect.y), Int32(rect.width), Int32(rect.height))
        defer { TessBaseAPIClear(handle) }
        guard TessBaseAPIRecognize(handle, nil) == 0, let iterator = TessBaseAPIGetIterator(handle) else { return [] }
        defer { TessResultIteratorDelete(iterator) }
        var pieces: [TextLine.Symbol] = []
        let page = TessResultIteratorGetPageIterator(iterator)
        repeat {
            guard let utf8 = TessResultIteratorGetUTF8Text(iterator, level) else { continue }
            let text = String(cString: utf8)
            TessDeleteText(utf8)
            var left: Int32 = 0, top: Int32 = 0, right: Int32 = 0, bottom: Int32 = 0
            guard TessPageIteratorBoundingBox(page, level, &left, &top, &right, &bottom) != 0 else { continue }
            pieces.append(
                TextLine.Symbol(
                    text: text, box: PixelRect(x: Int(left), y: Int(top), width: Int(right - left), height: Int(bottom - top)),
                    confidence: TessResultIteratorConfidence(iterator, level)))
        } while TessResultIteratorNext(iterator, level) != 0
        return pieces
    }
}
