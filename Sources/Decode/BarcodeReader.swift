// BarcodeReader: the kiosk's decoder: ZBar and zxing-cpp behind one call, each reading the
// symbologies it adds reads for, and one rule for when they disagree.
import Pixels

/// Reads a luma plane with both engines. Which engine reads which symbology is `EnginePolicy`'s
/// table (measured on the dev images); what two engines' readings become is `merge`'s rule.
/// Not thread-safe: one reader per decoding thread, like its engines.
public final class BarcodeReader {
    public struct Options: Sendable, Equatable {
        public var symbologies: Set<Symbology>
        public var zbar: ZBarEngine.Options
        public var zxing: ZXingEngine.Options
        /// For live frames (`LiveReader`): a frame of an unchanged scene is read at least once in
        /// this many (1: every frame is read).
        public var rereadEvery: Int
        /// For live frames (`LiveReader`): the other looks a scene held still gets while nothing
        /// is read there, one per frame.
        public var looks: [LiveReader.Look]

        /// Still images get every pass of both engines; `live` video frames the cheap ones.
        public init(symbologies: Set<Symbology> = Symbology.defaultSet, live: Bool = false, code39FullASCII: Bool = false) {
            self.symbologies = symbologies
            zbar = ZBarEngine.Options(
                symbologies: symbologies, passes: live ? ZBarEngine.Options.videoPasses : ZBarEngine.Options.stillImagePasses,
                code39FullASCII: code39FullASCII)
            zxing = live ? ZXingEngine.Options.video(symbologies: symbologies) : ZXingEngine.Options(symbologies: symbologies)
            rereadEvery = live ? LiveReader.rereadEvery : 1
            looks = live ? LiveReader.looks : []
        }
    }

    /// What one plane gave: the codes, and the reads the zxing library refused.
    public struct Outcome: Sendable {
        public var detections: [Detection]
        public var failures: [ZXingError]

        public init(detections: [Detection], failures: [ZXingError] = []) {
            self.detections = detections
            self.failures = failures
        }
    }

    public let options: Options
    private let zbar: ZBarEngine
    private let zxing: ZXingEngine
    /// The memory both engines make their passes' planes in, and a region's or half-resolution
    /// frame's luma is made in (`RegionScan`): one per reader, as a reader is one per thread.
    let scratch: LumaScratch

    public init(options: Options = Options(), scratch: LumaScratch = LumaScratch()) {
        self.options = options
        self.scratch = scratch
        var zbarOptions = options.zbar
        zbarOptions.symbologies = EnginePolicy.zbarSymbologies(for: options.symbologies)
        var zxingOptions = options.zxing
        zxingOptions.symbologies = EnginePolicy.zxingSymbologies(for: options.symbologies)
        zbar = ZBarEngine(options: zbarOptions, scratch: scratch)
        zxing = ZXingEngine(options: zxingOptions, scratch: scratch)
    }

    public func scan(_ luma: LumaView) -> Outcome {
        // One after the other on the caller's thread: on live frames zxing adds a third to ZBar's
        // time (docs/performance.md, "Decoding"), too little to pay for a second thread.
        let fromZBar = zbar.scan(luma)
        switch readZXing(luma) {
        case .success(let detections): return Outcome(detections: Self.merge(fromZBar, detections))
        case .failure(let error): return Outcome(detections: fromZBar, failures: [error])
        }
    }

    private func readZXing(_ luma: LumaView) -> Result<[Detection], ZXingError> {
        do throws(ZXingError) { return .success(try zxing.scan(luma)) } catch { return .failure(error) }
    }

    /// The rule for two engines' readings of one plane.
    ///
    /// Readings of the same code (same symbology family, same place: `sameCode`) with the same
    /// bytes become one detection read by both (ZBar's, which carries an EAN add-on and its
    /// scan-line count). Where the engines read different bytes at one place:
    /// - a reading both engines made wins, and the readings only one engine made there are
    ///   dropped (zxing misreads an EAN-13 beside the one both read);
    /// - with no common reading, each is kept but marked `disputed`: for a still image both are
    ///   reported; the live kiosk captures a disputed value only when the frame before read it and
    ///   not its rival (agreement across frames, `ScanStateMachine`).
    /// An engine's own several readings at one place (a code inside a code) are never set against
    /// each other.
    static func merge(_ fromZBar: [Detection], _ fromZXing: [Detection]) -> [Detection] {
        guard !fromZBar.isEmpty, !fromZXing.isEmpty else { return fromZBar + fromZXing }
        var merged: [Detection] = []
        var zxingLeft = fromZXing
        // Same bytes, same place: one detection read by both.
        for var detection in fromZBar {
            if let match = zxingLeft.firstIndex(where: { Self.sameCode($0, detection) && $0.bytes == detection.bytes && sameFamily($0, detection) }) {
                detection.readBy.insert(.zxing)
                // Either engine seeing the FNC1 that marks GS1 data is enough (ZBar reports it for
                // Code 128 only; zxing's AIM identifiers cover Data Matrix, QR and DotCode).
                detection.gs1 = detection.gs1 || zxingLeft[match].gs1
                zxingLeft.remove(at: match)
            }
            merged.append(detection)
        }
        merged += zxingLeft
        // Different bytes at one place, from different engines.
        var keep = [Bool](repeating: true, count: merged.count)
        for i in merged.indices {
            let rivals = merged.indices.filter { j in
                j != i && merged[j].readBy != merged[i].readBy && merged[j].bytes != merged[i].bytes && Self.sameCode(merged[i], merged[j])
            }
            guard !rivals.isEmpty else { continue }
            if merged[i].readBy == [.zbar, .zxing] { continue }
            if rivals.contains(where: { merged[$0].readBy == [.zbar, .zxing] }) {
                keep[i] = false
            } else {
                merged[i].disputed = true
            }
        }
        return merged.indices.filter { keep[$0] }.map { merged[$0] }
    }

    /// Whether two symbologies are one code reported two ways: the EAN/UPC forms (an engine may
    /// name a UPC-A an EAN-13 with a leading 0, an ISBN an EAN-13) or the same symbology.
    static func sameFamily(_ a: Detection, _ b: Detection) -> Bool {
        let ean: Set<Symbology> = [.ean13, .ean8, .upca, .upce, .isbn10, .isbn13]
        guard let first = a.symbology, let second = b.symbology else { return a.origin == b.origin }
        return first == second || (ean.contains(first) && ean.contains(second))
    }

    /// Whether two readings sit where one code is. Linear codes: the centres (on the reading
    /// line; engines report a line or a band) are closer than half the longer code. Matrix codes:
    /// the centres are closer than half the smaller one and the sizes within a factor of two (a
    /// small code printed inside a large one is another code).
    static func sameCode(_ a: Detection, _ b: Detection) -> Bool {
        guard sameFamily(a, b) else { return false }
        func size(_ q: Quad) -> Double {
            let b = q.bounds
            return max(b.maxX - b.minX, b.maxY - b.minY)
        }
        let (ca, cb) = (a.corners.centre, b.corners.centre)
        let distance = ((ca.x - cb.x) * (ca.x - cb.x) + (ca.y - cb.y) * (ca.y - cb.y)).squareRoot()
        let (sa, sb) = (size(a.corners), size(b.corners))
        if a.symbology?.isMatrix == true {
            return distance < 0.5 * min(sa, sb) && max(sa, sb) <= 2 * min(sa, sb)
        }
        return distance < 0.5 * max(sa, sb)
    }
}

extension Detection {
    /// Whether `other` is a reading of the same code: the same symbology (or both EAN/UPC forms)
    /// at the same place (see `BarcodeReader.sameCode`).
    public func isSameCode(as other: Detection) -> Bool { BarcodeReader.sameCode(self, other) }
}

extension Symbology {
    /// Two-dimensional codes (a grid of modules), as opposed to linear and stacked-linear ones.
    public var isMatrix: Bool { [.qr, .aztec, .dataMatrix, .maxicode].contains(self) }
}
