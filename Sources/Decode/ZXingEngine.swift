// ZXingEngine: reads PDF417, Aztec, Data Matrix (and MaxiCode) from a luma plane with zxing-cpp.
import CZXing
import Pixels

/// One zxing-cpp reader, configured once (the library itself keeps no state between reads).
/// Not thread-safe: one engine per decoding thread, like `ZBarEngine`.
///
/// GS1 DataBar is read here only with zxing-cpp 2.x (Debian 13): Debian 12's 1.4 aborts the process
/// on some DataBar photos (see CZXing.h), so its build drops DataBar from what it asks zxing for;
/// ZBar reads DataBar with either.
public final class ZXingEngine {
    /// A way of looking at the plane. Each later pass runs only when the earlier ones found nothing.
    public enum Pass: String, Sendable, CaseIterable {
        /// The plane as given, zxing's local-average (hybrid) binarizer.
        case fullSize
        /// The plane with the global-histogram binarizer: one threshold per row for stacked and
        /// linear codes, per image for matrix codes; reads evenly lit prints the hybrid one breaks up.
        case globalHistogram
        /// Dark and light swapped: light codes printed on a dark ground (zxing 1.4 has no such option).
        case inverted
        /// A 2x2-averaged half-size copy: blurred or noisy photos.
        case halfSize
        /// A bilinear double-size copy of planes up to 1024 px: modules only one or two pixels wide.
        case doubleSize
        /// An area-averaged copy at two thirds of the size: a code whose modules the camera's
        /// resampling left at a width zxing 1.4's detectors trip on (a Data Matrix photo reads
        /// at 1.5 and 2.5 times its size and not at 2) is read at another width that is not
        /// the half-size pass's.
        case twoThirdsSize
    }

    public struct Options: Sendable, Equatable {
        public var symbologies: Set<Symbology>
        public var passes: [Pass]
        /// zxing's tryHarder: every row and more detector fallbacks (slower).
        public var tryHarder: Bool
        /// zxing's tryRotate: also the plane turned a quarter (stacked codes held sideways).
        public var tryRotate: Bool
        /// zxing's tryDownscale: also its own downscaled copies of large planes.
        public var tryDownscale: Bool
        /// At most this many symbols per pass (1...255).
        public var maxSymbols: Int
        /// After the passes: Aztec symbols read around each bull's eye found
        /// (`AztecBullseyeFinder`) that no symbol read covers, each redrawn upright along the grid
        /// fitted to its bull's eye (`AztecCrop`), at most this many bull's eyes (0: none). 1.x
        /// finds an Aztec symbol only at the image's centre and upright (within about 5
        /// degrees); 2.x anywhere, turned any way, but the redrawn symbol still reads where 2.3
        /// does not (the Aztec photo set: 57 → 61 of 80 with 2.3, the dev images unchanged).
        public var aztecBullseyes: Int
        /// After the passes: Data Matrix symbols read from the outlines `DataMatrixFinder` finds
        /// (the solid L and the timing) that no symbol read covers, each redrawn upright with its
        /// fixed modules drawn as they must be (`DataMatrixCrop`), at most this many (0: none).
        /// zxing's detector follows the finder's edges from lines through the plane's centre and
        /// loses a symbol whose timing edge is cut or ragged.
        public var dataMatrixOutlines: Int

        public init(
            symbologies: Set<Symbology> = Symbology.zxingDefault, passes: [Pass] = Options.stillImagePasses, tryHarder: Bool = true,
            tryRotate: Bool = true, tryDownscale: Bool = true, maxSymbols: Int = 255, aztecBullseyes: Int = 4, dataMatrixOutlines: Int = 2
        ) {
            self.symbologies = symbologies
            self.passes = passes
            self.tryHarder = tryHarder
            self.tryRotate = tryRotate
            self.tryDownscale = tryDownscale
            self.maxSymbols = maxSymbols
            self.aztecBullseyes = aztecBullseyes
            self.dataMatrixOutlines = dataMatrixOutlines
        }

        /// For still images: every pass that read more on the dev images (see docs/decoding.md).
        public static let stillImagePasses: [Pass] = [.fullSize, .globalHistogram, .inverted, .halfSize, .doubleSize]
        /// For live video, where the next frame is another try: the plane as given. On camera
        /// frames the other passes added 1 read in 140 (inverted, an inverted Aztec) for their cost.
        public static let videoPasses: [Pass] = [.fullSize]
    }

    public let options: Options
    private var cOptions: kiosk_zxing_options
    /// Where the plane of a pass is made (inverted, halved, doubled): the scratch of the
    /// decoding thread (`BarcodeReader` lends its own).
    private let scratch: LumaScratch

    public init(options: Options = Options(), scratch: LumaScratch = LumaScratch()) {
        self.options = options
        self.scratch = scratch
        var formats: UInt32 = 0
        for symbology in options.symbologies { formats |= symbology.zxingFormat ?? 0 }
        formats &= Self.readableFormats
        cOptions = kiosk_zxing_options(
            formats: formats, try_harder: options.tryHarder ? 1 : 0, try_rotate: options.tryRotate ? 1 : 0,
            try_downscale: options.tryDownscale ? 1 : 0, binarizer: KIOSK_ZXING_LOCAL_AVERAGE, max_symbols: Int32(options.maxSymbols))
    }

    /// The version of the zxing-cpp library the shim was built against ("1.4.0").
    public static var libraryVersion: String { String(cString: kiosk_zxing_version()) }

    /// The shim's format bits this build's zxing reads (`kiosk_zxing_readable_formats`).
    public static var readableFormats: UInt32 { kiosk_zxing_readable_formats() }

    /// Whether this build's zxing reads DataBar and DataBar Expanded (2.x; 1.4 would abort).
    public static var readsDataBar: Bool { readableFormats & UInt32(KIOSK_ZXING_DATABAR) != 0 }

    /// Whether this build's zxing reads DataBar Limited (2.3 and later; ZBar has no reader for it).
    public static var readsDataBarLimited: Bool { readableFormats & UInt32(KIOSK_ZXING_DATABAR_LIMITED) != 0 }

    /// Whether this build's zxing reads an Aztec symbol only at the image's centre and upright (1.x).
    public static var readsAztecCentredOnly: Bool { kiosk_zxing_aztec_centred_only() != 0 }

    /// Whether any of the engine's symbologies is one zxing reads.
    public var readsAnything: Bool { cOptions.formats != 0 }

    /// Scans `luma` and returns every code found, corners in `luma`'s coordinates. The passes of
    /// `options.passes` run in order until one finds something. Throws when zxing throws.
    public func scan(_ luma: LumaView) throws(ZXingError) -> [Detection] {
        guard readsAnything else { return [] }
        var found = try passes(luma)
        if options.aztecBullseyes > 0, cOptions.formats & UInt32(KIOSK_ZXING_AZTEC) != 0 {
            found += try aztecAroundBullseyes(luma, besides: found)
        }
        if options.dataMatrixOutlines > 0, cOptions.formats & UInt32(KIOSK_ZXING_DATA_MATRIX) != 0 {
            found += try dataMatrixAroundOutlines(luma, besides: found)
        }
        return found
    }

    /// Reads the Data Matrix symbols whose outlines `DataMatrixFinder` finds and `found` does not
    /// cover, each from its `DataMatrixCrop` (the symbol redrawn upright along its outline), Data
    /// Matrix alone.
    private func dataMatrixAroundOutlines(_ luma: LumaView, besides found: [Detection]) throws(ZXingError) -> [Detection] {
        var read: [Detection] = []
        let symbols = found.filter { $0.symbology == .dataMatrix }.map(\.corners)
        try DataMatrixFinder.find(in: luma, limit: options.dataMatrixOutlines, besides: symbols) { (outline, plane) throws(ZXingError) in
            let middle = outline.grid.map(Double(outline.columns) / 2, Double(outline.rows) / 2)
            let centre = ImagePoint(x: middle.x, y: middle.y)
            guard !(found + read).contains(where: { $0.symbology == .dataMatrix && $0.corners.contains(centre) }) else { return }
            let crop = DataMatrixCrop(outline: outline)
            read += try readRedrawn(
                UInt32(KIOSK_ZXING_DATA_MATRIX), width: crop.width, height: crop.height, draw: { crop.make(from: plane, into: $0) },
                back: { crop.imagePoint($0.x, $0.y) })
        }
        return read
    }

    /// Reads the Aztec symbols whose bull's eyes `AztecBullseyeFinder` finds and `found` does not
    /// cover, each from its `AztecCrop` (the symbol redrawn upright along the grid fitted to its
    /// bull's eye), Aztec alone.
    private func aztecAroundBullseyes(_ luma: LumaView, besides found: [Detection]) throws(ZXingError) -> [Detection] {
        var aztecs: [Detection] = []
        for eye in AztecBullseyeFinder.find(in: luma, inverted: true, limit: options.aztecBullseyes) {
            let centre = ImagePoint(x: eye.x, y: eye.y)
            guard !(found + aztecs).contains(where: { $0.symbology == .aztec && $0.corners.contains(centre) }) else { continue }
            let crop = AztecCrop(eye: eye)
            aztecs += try readRedrawn(
                UInt32(KIOSK_ZXING_AZTEC), width: crop.side, height: crop.side, draw: { crop.make(from: luma, into: $0) },
                back: { crop.imagePoint($0.x, $0.y) })
        }
        return aztecs
    }

    /// One symbol the kiosk redrew itself, `width` x `height` drawn by `draw`, read as `format`
    /// alone (upright: no rotation, no downscaling), its corners taken `back` to the image.
    private func readRedrawn(
        _ format: UInt32, width: Int, height: Int, draw: (UnsafeMutablePointer<UInt8>) -> Void,
        back: (ImagePoint) -> ImagePoint
    ) throws(ZXingError) -> [Detection] {
        var options = cOptions
        options.formats = format
        options.try_rotate = 0
        options.try_downscale = 0
        let symbols = try scratch.withPassPlane(width: width, height: height, make: draw) { (plane) throws(ZXingError) in
            try read(plane, options: options, scale: 1)
        }
        return symbols.map { symbol in
            var symbol = symbol
            symbol.corners = symbol.corners.mapped(back)
            return symbol
        }
    }

    /// The passes of `options.passes` in order until one finds something.
    private func passes(_ luma: LumaView) throws(ZXingError) -> [Detection] {
        for pass in options.passes {
            let found: [Detection]
            switch pass {
            case .fullSize:
                found = try read(luma, binarizer: KIOSK_ZXING_LOCAL_AVERAGE, scale: 1)
            case .globalHistogram:
                found = try read(luma, binarizer: KIOSK_ZXING_GLOBAL_HISTOGRAM, scale: 1)
            case .inverted:
                found = try scratch.withPassPlane(width: luma.width, height: luma.height, make: { ImageFilters.invert(luma, into: $0) }) {
                    (plane) throws(ZXingError) in try read(plane, binarizer: KIOSK_ZXING_LOCAL_AVERAGE, scale: 1)
                }
            case .halfSize:
                guard luma.width >= 160, luma.height >= 160 else { continue }
                let (w, h) = (luma.width / 2, luma.height / 2)
                found = try scratch.withPassPlane(width: w, height: h, make: { luma.halve(into: $0, stride: w) }) {
                    (plane) throws(ZXingError) in try read(plane, binarizer: KIOSK_ZXING_LOCAL_AVERAGE, scale: 2)
                }
            case .doubleSize:
                guard max(luma.width, luma.height) <= 1024 else { continue }
                found = try scratch.withPassPlane(width: luma.width * 2, height: luma.height * 2, make: { ImageFilters.double(luma, into: $0) }) {
                    (plane) throws(ZXingError) in try read(plane, binarizer: KIOSK_ZXING_LOCAL_AVERAGE, scale: 0.5)
                }
            case .twoThirdsSize:
                guard luma.width >= 96, luma.height >= 96 else { continue }
                let (w, h) = (2 * (luma.width / 3), 2 * (luma.height / 3))
                found = try scratch.withPassPlane(width: w, height: h, make: { ImageFilters.twoThirds(luma, into: $0) }) {
                    (plane) throws(ZXingError) in try read(plane, binarizer: KIOSK_ZXING_LOCAL_AVERAGE, scale: 1.5)
                }
            }
            if !found.isEmpty { return found }
        }
        return []
    }

    /// One read of one plane; `scale` maps its coordinates back to the caller's image.
    private func read(_ luma: LumaView, binarizer: kiosk_zxing_binarizer, scale: Double) throws(ZXingError) -> [Detection] {
        var options = cOptions
        options.binarizer = binarizer
        return try read(luma, options: options, scale: scale)
    }

    private func read(_ luma: LumaView, options: kiosk_zxing_options, scale: Double) throws(ZXingError) -> [Detection] {
        var options = options
        var message = [CChar](repeating: 0, count: 256)
        let results = message.withUnsafeMutableBufferPointer { buffer in
            kiosk_zxing_read(
                luma.base.assumingMemoryBound(to: UInt8.self), Int32(luma.width), Int32(luma.height), Int32(luma.stride), &options,
                buffer.baseAddress, buffer.count)
        }
        guard let results else {
            let text = String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            throw ZXingError(message: text, width: luma.width, height: luma.height)
        }
        defer { kiosk_zxing_results_free(results) }
        var found: [Detection] = []
        for index in 0..<kiosk_zxing_results_count(results) {
            guard let symbol = kiosk_zxing_results_symbol(results, index)?.pointee,
                let symbology = Symbology(zxingFormat: symbol.format)
            else { continue }
            found.append(Self.detection(symbol, symbology: symbology, scale: scale))
        }
        return found
    }

    static func detection(_ symbol: kiosk_zxing_symbol, symbology: Symbology, scale: Double) -> Detection {
        let bytes = symbol.bytes.map { Array(UnsafeBufferPointer(start: $0, count: symbol.byte_count)) } ?? []
        let text: String? = symbol.text.map { pointer in
            pointer.withMemoryRebound(to: UInt8.self, capacity: symbol.text_length) {
                String(decoding: UnsafeBufferPointer(start: $0, count: symbol.text_length), as: UTF8.self)
            }
        }
        // zxing's text follows the symbol's ECIs and the symbology's default character set
        // (ISO-8859-1 for PDF417, Aztec and Data Matrix), which the raw bytes alone do not say.
        // Its own content type is not used: it calls an ISO/IEC 15434 label with an EOT binary.
        let content: PayloadContent = text.map { PayloadText.looksLikeText($0) ? .text($0) : .binary } ?? .binary
        let c = symbol.corners
        func point(_ i: Int) -> ImagePoint {
            // zxing's integer corners name pixels; +0.5 puts them on the pixel's centre.
            let (x, y) = withUnsafeBytes(of: c) { raw in
                let values = raw.bindMemory(to: Int32.self)
                return (Double(values[2 * i]), Double(values[2 * i + 1]))
            }
            return ImagePoint(x: (x + 0.5) * scale, y: (y + 0.5) * scale)
        }
        var detection = Detection(
            symbology: symbology, bytes: bytes, content: content,
            corners: Quad(topLeft: point(0), topRight: point(1), bottomRight: point(2), bottomLeft: point(3)), quality: 1, readBy: .zxing)
        detection.gs1 = Self.gs1Identifiers.contains(Self.identifier(symbol))
        return detection
    }

    /// The AIM symbology identifiers of GS1 data: GS1-128, DataBar, GS1 DataMatrix, GS1 QR,
    /// GS1 DotCode (ISO/IEC 15424 and the GS1 General Specifications, 5.1.2).
    static let gs1Identifiers: Set<String> = ["]C1", "]e0", "]d2", "]Q3", "]J1"]

    /// The symbol's AIM identifier (`]d2`), empty when zxing gave none.
    static func identifier(_ symbol: kiosk_zxing_symbol) -> String {
        withUnsafeBytes(of: symbol.symbology_identifier) { raw in
            String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
        }
    }
}

extension Symbology {
    /// What zxing reads when no symbologies are named: the 2-D codes ZBar cannot read.
    public static let zxingDefault: Set<Symbology> = [.pdf417, .aztec, .dataMatrix, .maxicode]

    /// The shim's format bit (`KIOSK_ZXING_*`), nil for symbologies this engine does not read (the
    /// EAN add-ons and ISBN forms; scanner input). DataBar's bits are read with zxing 2.x only
    /// (`kiosk_zxing_readable_formats`).
    var zxingFormat: UInt32? {
        let bit: Int? =
            switch self {
            case .aztec: KIOSK_ZXING_AZTEC
            case .dataMatrix: KIOSK_ZXING_DATA_MATRIX
            case .pdf417: KIOSK_ZXING_PDF417
            case .maxicode: KIOSK_ZXING_MAXICODE
            case .qr: KIOSK_ZXING_QR_CODE
            case .ean13: KIOSK_ZXING_EAN13
            case .ean8: KIOSK_ZXING_EAN8
            case .upca: KIOSK_ZXING_UPCA
            case .upce: KIOSK_ZXING_UPCE
            case .code39: KIOSK_ZXING_CODE39
            case .code93: KIOSK_ZXING_CODE93
            case .code128: KIOSK_ZXING_CODE128
            case .i25: KIOSK_ZXING_ITF
            case .codabar: KIOSK_ZXING_CODABAR
            case .databar: KIOSK_ZXING_DATABAR
            case .databarExp: KIOSK_ZXING_DATABAR_EXPANDED
            case .databarLtd: KIOSK_ZXING_DATABAR_LIMITED
            case .isbn10, .isbn13, .ean2, .ean5: nil
            }
        return bit.map { UInt32($0) }
    }

    init?(zxingFormat: UInt32) {
        guard let match = Symbology.allCases.first(where: { $0.zxingFormat == zxingFormat }) else { return nil }
        self = match
    }
}

extension ZXingEngine.Options {
    /// The options for live video frames: one pass, and no quarter-turned second look (on the 696
    /// camera frames of the dev images it made zxing alone read 2 more and the kiosk none more,
    /// at about twice zxing's time). No bull's-eye search: it is a look of a scene held still
    /// (`LiveReader.looks`), never a cost of every frame.
    public static func video(symbologies: Set<Symbology> = Symbology.zxingDefault) -> ZXingEngine.Options {
        ZXingEngine.Options(symbologies: symbologies, passes: videoPasses, tryRotate: false, aztecBullseyes: 0, dataMatrixOutlines: 0)
    }
}
