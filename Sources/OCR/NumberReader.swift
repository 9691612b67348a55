// NumberReader: reads the most prominent number (the price) in a region of a luma plane.
import Decode
import Pixels

/// A number read off an image: its normalised text, where it is, and how sure the OCR was.
public struct NumberReading: Sendable, Equatable {
    /// Normalised: `.` as the decimal mark, no grouping (`1299.00`).
    public var text: String
    /// As the OCR read it (`1.299,00`).
    public var raw: String
    /// Around the characters read, in the image's pixels.
    public var box: PixelRect
    /// The height of its glyphs in the image's pixels (the run it was read from).
    public var glyphHeight: Int
    /// The lowest character confidence, 0 to 100.
    public var confidence: Float
    /// The currency read beside the digits (`$`, `€`, `£`, `¥`; `₽` for `руб`, `CHF`), if one was.
    public var currencySign: String?
    /// What the price is per, printed after it (`kg`, `lb`, `100 g`: `PriceUnit`), if it is.
    public var unit: String?

    public init(text: String, raw: String, box: PixelRect, glyphHeight: Int, confidence: Float, currencySign: String? = nil) {
        self.text = text
        self.raw = raw
        self.box = box
        self.glyphHeight = glyphHeight
        self.confidence = confidence
        self.currencySign = currencySign
    }

    /// The signs Tesseract reads beside a price (`TesseractEngine.priceCharacters`).
    public static let currencySigns: Set<Character> = ["$", "€", "£", "¥"]

    /// As a detection read off a price tag (quality: the confidence), corners around the box,
    /// the currency sign read beside it.
    public var detection: Detection {
        let x0 = Double(box.x), y0 = Double(box.y), x1 = Double(box.maxX), y1 = Double(box.maxY)
        var detection = Detection(
            origin: .priceTag, bytes: Array(text.utf8), content: .text(text),
            corners: Quad(
                topLeft: ImagePoint(x: x0, y: y0), topRight: ImagePoint(x: x1, y: y0), bottomRight: ImagePoint(x: x1, y: y1),
                bottomLeft: ImagePoint(x: x0, y: y1)),
            quality: Int(confidence.rounded()))
        detection.currency = currencySign
        detection.unit = unit
        return detection
    }
}

/// Finds the runs of glyphs in the region, tallest first, and reads them one by one with
/// Tesseract (one line each, scaled so the glyphs are about `targetGlyphHeight` tall) until one
/// reads as a number by `format`. Not thread-safe: one reader per thread.
public final class NumberReader {
    public struct Options: Sendable, Equatable {
        public var format: NumberFormat
        /// A reading with a character less sure than this (0 to 100) is not taken.
        public var minConfidence: Float
        /// How many runs, tallest first, are read before giving up on the region.
        public var maxRuns: Int

        /// The glyph heights each run is read at (pixels); the text most agree on is taken.
        public var glyphHeights: [Double]
        /// Whether Tesseract's own layout analysis reads the region where the tallest run reads
        /// as no number.
        public var secondOpinion = true

        /// For still images: five reads, stopping once three agree. On the 44 receipt totals
        /// each single height reads 32 to 41 exactly, three heights 42 or 43, five all 44.
        public static let stillImageHeights: [Double] = [28, 32, 36, 40, 44]
        /// For live video: one read per frame, each frame at the next of these (`readFrame`).
        public static let liveHeights: [Double] = [36, 32, 40]

        public init(
            format: NumberFormat = NumberFormat(), minConfidence: Float = 25, maxRuns: Int = 3, glyphHeights: [Double] = Options.stillImageHeights
        ) {
            self.format = format
            self.glyphHeights = glyphHeights
            self.minConfidence = minConfidence
            self.maxRuns = maxRuns
        }
    }

    public var options: Options
    /// Frames read by `readFrame`.
    private var frames = 0
    public var finder = GlyphRunFinder()
    /// Hears what each run read as (`decode --trace`).
    public var trace: ((String) -> Void)?
    let engine: TesseractEngine
    /// The second opinion's engine, loaded when first needed.
    private var sparse: TesseractEngine?
    /// Where a packed image's region is converted to luma (`NumberRegion`), frame after frame.
    let scratch = LumaScratch()

    /// Loads the OCR model (0.1 to 0.2 s).
    public init(options: Options = Options(), dataPath: String? = nil) throws(OCRError) {
        self.options = options
        engine = try TesseractEngine(dataPath: dataPath)
    }

    /// The most prominent number in `region` of `image` (nil: the whole image), or nil.
    ///
    /// The glyph runs are read tallest first. Where the tallest reads as no number (digits
    /// joined into one mark by blur, a box the finder could not take apart), Tesseract's own
    /// layout analysis reads the region as a second opinion (`secondOpinion`), and its tallest
    /// number is taken if it is taller than what the runs gave; where the run read is crowded
    /// by a taller mark, if it holds the run's digits and more.
    public func read(_ image: LumaView, region: PixelRect? = nil) -> NumberReading? {
        let bounds = PixelRect(x: 0, y: 0, width: image.width, height: image.height)
        let region = (region ?? bounds).intersection(bounds)
        guard var reading = readNumber(image, region: region) else { return nil }
        if let (unit, sign) = readUnit(after: reading, of: image, within: region) {
            reading.unit = unit
            if reading.currencySign == nil { reading.currencySign = sign }
        }
        if reading.currencySign == nil {
            reading.currencySign = readSign(before: reading, of: image, within: region) ?? readWord(before: reading, of: image, within: region)
        }
        return reading
    }

    /// `read` without the unit.
    func readNumber(_ image: LumaView, region: PixelRect) -> NumberReading? {
        let runs = finder.runs(in: image, region: region).prefix(options.maxRuns)
        var found: NumberReading?
        var crowded = false
        for run in runs {
            if let reading = read(run, of: image, within: region) {
                found = reading
                crowded = run.crowded
                break
            }
        }
        if let found, found.glyphHeight >= runs.first!.glyphHeight, !crowded { return found }
        guard options.secondOpinion, let other = secondOpinion(image, region: region) else { return found }
        trace?("second opinion: '\(other.raw)' \(other.glyphHeight) px")
        guard let found else { return other }
        if crowded {
            // The run may have lost a digit to the mark beside it: a reading that holds the
            // run's digits and more, about as tall, is the whole price (`248` for `48`).
            return other.text.count > found.text.count && other.text.contains(found.text) && 5 * other.glyphHeight >= 4 * found.glyphHeight
                ? other : found
        }
        return other.glyphHeight > found.glyphHeight ? other : found
    }

    /// Tesseract's layout analysis (sparse text, any character) over `region`: its tallest
    /// number by `options.format`.
    func secondOpinion(_ image: LumaView, region: PixelRect) -> NumberReading? {
        if sparse == nil { sparse = try? TesseractEngine(whitelist: nil, layout: .sparseText) }
        guard let sparse else { return nil }
        // A pack size (`1000ml` in the product's name) is a number, and not the price.
        let words = sparse.readWords(image, in: region).filter { $0.confidence >= options.minConfidence && !TallestNumber.isPackSize($0.text) }
        guard let (word, text) = TallestNumber.pick(words, format: options.format) else { return nil }
        // As for the runs: a whole number by default has two digits at least.
        if !text.contains("."), options.format.wholeNumbers == .auto, text.count < 2 { return nil }
        return NumberReading(
            text: text, raw: word.text, box: word.box, glyphHeight: word.box.height, confidence: word.confidence,
            currencySign: word.text.first(where: NumberReading.currencySigns.contains).map(String.init))
    }

    /// One frame of live video: `read` at the next of `Options.liveHeights` only, so that a
    /// `ReadingConsensus` over consecutive frames is also a vote across glyph heights.
    public func readFrame(_ image: LumaView, region: PixelRect) -> NumberReading? {
        let heights = options.glyphHeights
        defer {
            options.glyphHeights = heights
            frames += 1
        }
        options.glyphHeights = [Options.liveHeights[frames % Options.liveHeights.count]]
        return read(image, region: region)
    }

    /// Reads one run at each of `options.glyphHeights` and takes the text most of them agree on
    /// (ties: the surer one), stopping once most agree; but where some heights read the same
    /// digits with a decimal mark, that reading. Tesseract's LSTM can read one line
    /// differently at 32 and at 40 px; a misreading seldom repeats at other sizes.
    func read(_ run: GlyphRun, of image: LumaView, within region: PixelRect) -> NumberReading? {
        var votes: [String: (count: Int, best: NumberReading)] = [:]
        let majority = options.glyphHeights.count / 2 + 1
        for height in options.glyphHeights {
            if votes.values.contains(where: { $0.count >= majority }) { break }
            guard let reading = read(run, of: image, within: region, glyphHeight: height) else { continue }
            if let vote = votes[reading.text] {
                votes[reading.text] = (vote.count + 1, reading.confidence > vote.best.confidence ? reading : vote.best)
            } else {
                votes[reading.text] = (1, reading)
            }
        }
        guard let winner = votes.values.max(by: { ($0.count, $0.best.confidence) < ($1.count, $1.best.confidence) })?.best else { return nil }
        // The same digits read with a decimal mark at some heights and without at others: the
        // mark is small and easily lost, seldom made up.
        if !winner.text.contains("."),
            let marked = votes.values.filter({ $0.best.text.contains(".") && String($0.best.text.filter { $0 != "." }) == winner.text })
                .max(by: { $0.count < $1.count })
        {
            return marked.best
        }
        return winner
    }

    /// Reads one run scaled so its glyphs are `glyphHeight` tall: its box with room for
    /// separators and descending commas, binarised against the local mean (black ink on
    /// white, whatever the print's polarity), inside a white frame.
    func read(_ run: GlyphRun, of image: LumaView, within region: PixelRect, glyphHeight: Double) -> NumberReading? {
        let pad = max(2, run.glyphHeight / 4)
        let box = run.box.insetBy(dx: -pad, dy: -pad).intersection(region)
        let scale = glyphHeight / Double(max(run.glyphHeight, 1))
        // Turned level if the run is tilted (`GlyphRun.tilt`).
        let turn = LevelFrame(box: box, degrees: run.tilt)
        var plane = GreyPlane.crop(image, box, scale: scale, degrees: run.tilt)
            .binarized(radius: Int(glyphHeight), dark: run.darkOnLight, contrast: finder.contrast)
        // The pad's columns beside the run (past a tenth of a glyph of slack) are paper: the
        // edge of a `$` or `£` before a lone digit read as a `1` in them.
        let slack = Double(max(1, run.glyphHeight / 10))
        let (start, end) = turn.extent(of: run.box, glyphHeight: run.glyphHeight)
        plane.whiten(columnsBefore: Int(((start - slack) * scale).rounded(.down)), from: Int(((end + slack) * scale).rounded(.up)))
        // A rule the digits stand on is no part of them (as `GlyphRunFinder` found them). (Not
        // around light digits: the paper at a panel's edge is light ink to them, and the tail of
        // a comma reaching into it went with it.)
        if run.darkOnLight { plane.whitenLines() }
        // A lone mark is read as a word: as a line, Tesseract read the `9` of `9⁹⁹` as nothing
        // at two of three glyph heights.
        let read = plane.withLuma {
            let all = PixelRect(x: 0, y: 0, width: plane.width, height: plane.height)
            return run.count == 1 ? engine.readWord($0, in: all) : engine.readLine($0, in: all)
        }
        trace?(
            "run \(run.box) glyphs \(run.glyphHeight) px x\(run.count)\(run.darkOnLight ? "" : " light")\(run.hasSeparator ? " separator" : "")"
                + "\(run.crowded ? " crowded" : "") at \(Int(glyphHeight)) px: "
                + (read.map { "'\($0.text)' \(Int($0.confidence))" } ?? "nothing"))
        guard var read, read.confidence >= options.minConfidence else { return nil }
        let trimmed = Self.withoutShorterLastDigit(read.symbols, marks: run.count)
        if trimmed.count < read.symbols.count {
            trace?("  the last digit is shorter than the others, on their line (a sign): '\(TextLine(symbols: trimmed).text)'")
            read.symbols = trimmed
        }
        var raw = read.text, confidence = read.confidence
        var cents: PixelRect?
        if let minor = run.raisedMinor, !raw.contains(where: { $0 == "." || $0 == "," }),
            let raised = readRaisedMinor(minor, of: image, within: region, run: run, glyphHeight: glyphHeight)
        {
            // `1⁹⁹`: the big digits, the decimal mark the format writes, the raised ones.
            raw += (options.format.decimalMark == .comma ? "," : ".") + raised.text
            confidence = min(confidence, raised.confidence)
            cents = minor
        }
        guard let text = options.format.normalise(raw) else { return nil }
        // Whole numbers by default (`--number-whole auto`) are prices of two digits or more
        // (no shop prices a thing at 7 yen; a lone `7` is the dollars of `7⁵⁰` whose cents
        // were not read). Unless the currency has no cents, not where the run shows a part
        // that was not read: a mark between its glyphs (`17` of `17,33`, `19416` of `19,46`),
        // small digits raised beside it, a taller mark against it.
        if !text.contains("."), options.format.wholeNumbers == .auto {
            if text.count < 2 { return nil }
            if options.format.locale.minorDigits != 0, run.hasSeparator || run.raisedMinor != nil || run.crowded { return nil }
        }
        // Back to the image's pixels.
        let sx = Double(box.width) / Double(plane.width), sy = Double(box.height) / Double(plane.height)
        // The box of the number itself: from its first digit to its last (not a sign beside it).
        let digits = read.symbols.indices.filter { read.symbols[$0].text.first?.isNumber == true }
        let symbols = digits.isEmpty ? read.symbols : Array(read.symbols[digits.first!...digits.last!])
        let x0 = symbols.map(\.box.x).min()!, y0 = symbols.map(\.box.y).min()!
        let x1 = symbols.map(\.box.maxX).max()!, y1 = symbols.map(\.box.maxY).max()!
        var numberBox = turn.imageBox(x0: Double(x0) * sx, y0: Double(y0) * sy, x1: Double(x1) * sx, y1: Double(y1) * sy)
        if let cents {
            let right = max(numberBox.maxX, cents.maxX), bottom = max(numberBox.maxY, cents.maxY)
            numberBox.x = min(numberBox.x, cents.x)
            numberBox.y = min(numberBox.y, cents.y)
            numberBox.width = right - numberBox.x
            numberBox.height = bottom - numberBox.y
        }
        // `円` after the digits is found by its shape (the `eng` model has no such character).
        return NumberReading(
            text: text, raw: raw, box: numberBox, glyphHeight: run.glyphHeight, confidence: confidence,
            currencySign: raw.first(where: NumberReading.currencySigns.contains).map(String.init) ?? (run.yenAfter ? "¥" : nil))
    }

    /// `symbols`, read from a run of `marks` marks, without a last digit shorter than the digits
    /// before it on their line (the finder's `isShorterOnTheLine` against their median) and
    /// under three quarters of the one just before it, and what follows it, where more digits
    /// were read than the run has marks: a `円` or unit set so close that blur joined it to the
    /// last digit's mark, read as one more digit. Raised cents stand higher. Two digits stay at
    /// least, and a run of one mark (digits run together) tells nothing by its count.
    /// (Tesseract boxes blurred digits short too: the count and the digit before keep them.)
    static func withoutShorterLastDigit(_ symbols: [TextLine.Symbol], marks: Int) -> [TextLine.Symbol] {
        let digits = symbols.indices.filter { symbols[$0].text.first?.isNumber == true }
        guard digits.count >= 3, marks >= 2, digits.count > marks, let last = digits.last else { return symbols }
        let before = digits.dropLast().map { symbols[$0].box }
        let height = before.map(\.height).sorted()[before.count / 2], foot = before.map(\.maxY).sorted()[before.count / 2]
        let box = symbols[last].box
        let previous = symbols[digits[digits.count - 2]].box
        // The finder's rule for a mark after the digits, against the digits' median.
        let median = GlyphRunFinder.Mark(x0: 0, y0: foot - height, x1: 0, y1: foot, pixels: 0)
        let mark = GlyphRunFinder.Mark(x0: box.x, y0: box.y, x1: box.maxX, y1: box.maxY, pixels: 0)
        guard GlyphRunFinder.isShorterOnTheLine(mark, after: median), 4 * box.height < 3 * previous.height else { return symbols }
        return Array(symbols[..<last])
    }

    /// The raised small digits after a run (`⁹⁹` of `1⁹⁹`), read at the glyph height the run is
    /// read at: two digits (cents are two), or nil.
    func readRaisedMinor(_ minor: PixelRect, of image: LumaView, within region: PixelRect, run: GlyphRun, glyphHeight: Double) -> TextLine? {
        let pad = max(2, minor.height / 4)
        let box = minor.insetBy(dx: -pad, dy: -pad).intersection(region)
        let scale = glyphHeight / Double(max(minor.height, 1))
        let plane = GreyPlane.crop(image, box, scale: scale).binarized(radius: Int(glyphHeight), dark: run.darkOnLight, contrast: finder.contrast)
        let read = plane.withLuma { engine.readLine($0, in: PixelRect(x: 0, y: 0, width: plane.width, height: plane.height)) }
        trace?("raised \(minor) at \(Int(glyphHeight)) px: " + (read.map { "'\($0.text)' \(Int($0.confidence))" } ?? "nothing"))
        guard let read, read.confidence >= options.minConfidence, read.text.count == 2, read.text.allSatisfy(\.isNumber) else { return nil }
        return read
    }
}
