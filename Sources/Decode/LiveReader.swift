// LiveReader: how the kiosk reads camera frames: a frame of a scene that has not changed since
// the last frame read is not read again; what that frame gave stands for it, and while nothing
// was read there it gets one other look per frame (the still images' other passes).
import Pixels

/// Reads camera frames with a `BarcodeReader` (`scan(_:region:)`), except a frame whose scene
/// has not changed since the last frame read (`SceneSketch.differs`), in the same region:
/// - when that frame had codes, its outcome stands for this one (carried);
/// - when it had none, the frame gets the next of the `looks` not yet taken at this scene
///   (other passes: another scale, the inverted plane, another binarizer), one per frame,
///   and what a look reads becomes the scene's outcome; once every look has been taken, the
///   empty outcome is carried.
///
/// A kiosk nobody stands in front of sees one still scene all day; reading it once every
/// `rereadEvery` frames instead of every frame is what makes an idle kiosk cheap
/// (`BarcodeReader.Options.rereadEvery`). A code coming into view changes the scene, so it is
/// read in the first frame it is in, as before; a code held still that the live passes miss
/// gets the looks that still images get in the frames that follow (a camera's frames of a still
/// scene are nearly the same frame: reading it again the same way reads nothing more).
///
/// An outcome is not carried over when it has a disputed reading (the kiosk captures a disputed
/// value only when the frame before read it: a copy would be no second reading) or a failure.
/// Not thread-safe: one per decoding thread, like its reader.
public final class LiveReader {
    /// Other passes for a second look at a scene held still (an engine with none reads
    /// nothing), in the region or in a part of it whose centre lies elsewhere.
    public struct Look: Sendable, Equatable {
        public var zbar: [ZBarEngine.Pass]
        public var zxing: [ZXingEngine.Pass]
        public var cut: Cut
        /// The look is taken only where the part it reads is at most this many pixels on its
        /// longer side (nil: anywhere): a double-size look reads four times the pixels, which
        /// at 1280x720 and up takes longer than a read of a changed scene (docs/performance.md).
        public var largestSide: Int?
        /// Aztec bull's eyes the look searches for itself and reads around
        /// (`ZXingEngine.Options.aztecBullseyes`; 0: none).
        public var aztecBullseyes = 0
        /// Data Matrix outlines the look searches for itself and reads redrawn
        /// (`ZXingEngine.Options.dataMatrixOutlines`; 0: none).
        public var dataMatrixOutlines = 0

        /// The part of the region a look reads: zxing 1.4 looks for a Data Matrix only along
        /// four lines from the centre of the plane it reads (its DetectNew walks left, right, up
        /// and down from there and follows each edge it crosses), so whether a Data Matrix is
        /// found depends on where those lines cross its finder edges; a plane whose centre is
        /// elsewhere crosses them elsewhere.
        public enum Cut: Sendable, Equatable {
            /// The whole region.
            case none
            /// The region without its left and bottom eighths (the centre moves up and right
            /// by a sixteenth of the region's size).
            case leftAndBottom
            /// The region without its right and top eighths.
            case rightAndTop
        }

        public init(
            zbar: [ZBarEngine.Pass] = [], zxing: [ZXingEngine.Pass] = [], cut: Cut = .none, largestSide: Int? = nil, aztecBullseyes: Int = 0,
            dataMatrixOutlines: Int = 0
        ) {
            self.zbar = zbar
            self.zxing = zxing
            self.cut = cut
            self.largestSide = largestSide
            self.aztecBullseyes = aztecBullseyes
            self.dataMatrixOutlines = dataMatrixOutlines
        }

        /// Whether the part of `region` (nil: all of `bounds`) this look reads is within its
        /// `largestSide`.
        func fits(_ region: PixelRect?, in bounds: PixelRect) -> Bool {
            guard let largestSide else { return true }
            let area = self.area(of: region, in: bounds) ?? bounds
            return max(area.width, area.height) <= largestSide
        }

        /// The part of `region` (nil: all of `bounds`) this look reads, edges on multiples of 16
        /// as `BarcodeReader.region` puts them.
        func area(of region: PixelRect?, in bounds: PixelRect) -> PixelRect? {
            guard cut != .none else { return region }
            let r = (region ?? bounds).intersection(bounds)
            let (dx, dy) = ((r.width / 8 + 15) & ~15, (r.height / 8 + 15) & ~15)
            guard r.width > 2 * dx, r.height > 2 * dy else { return region }
            return cut == .leftAndBottom
                ? PixelRect(x: r.x + dx, y: r.y, width: r.width - dx, height: r.height - dy)
                : PixelRect(x: r.x, y: r.y + dy, width: r.width - dx, height: r.height - dy)
        }
    }

    public let reader: BarcodeReader
    /// An unchanged scene is read again after this many frames all the same: a real camera's
    /// frames differ by their noise, on which the engines' binarizers may fall differently, and
    /// a change below the sketch's margins (a code held very still while the light shifts) is
    /// then read within half a second at 30 fps.
    public static let rereadEvery = 15

    /// The looks of the live options, in order: measured on the dev images' camera frames
    /// (docs/decoding.md, "Live as well as still").
    ///
    /// The two cut looks at full size go on at half size when full size reads nothing: a code
    /// held up in a large frame has modules too wide for zxing 1.4's Data Matrix detector
    /// (`datamatrix-3/dm-0` at 1920x1080, 12 px modules, reads in none of 52 crops of the frame
    /// at full size without zxing's own third-size copy, and in the half-size region without
    /// its left and bottom eighths). On regions of a small frame the half-size pass reads
    /// nothing more and costs a quarter of the full-size one.
    public static let looks: [Look] = [
        Look(zbar: [.inverted], zxing: [.twoThirdsSize]),
        Look(zxing: [.fullSize, .halfSize], cut: .leftAndBottom),
        Look(zxing: [.fullSize, .halfSize], cut: .rightAndTop),
        Look(zxing: [.twoThirdsSize], cut: .leftAndBottom),
        Look(zxing: [.twoThirdsSize], cut: .rightAndTop),
        Look(zxing: [.globalHistogram]),
        Look(zxing: [.halfSize, .inverted]),
        Look(zbar: [.doubleSize], zxing: [.doubleSize], largestSide: 512),
        // zxing 1.4 reads an Aztec symbol only near the plane's centre and upright (and 2.3
        // reads some more redrawn): the bull's-eye search that stills get
        // (`AztecBullseyeFinder`), last, as it costs the most.
        Look(aztecBullseyes: 2),
        // zxing's Data Matrix detector follows the finder's edges from lines through the plane's
        // centre and loses a symbol whose timing edge is cut or ragged (`dm-2x2-#1088` in every
        // camera frame): the outline search that stills get (`DataMatrixFinder`).
        Look(dataMatrixOutlines: 2),
    ]

    private let looks: [Look]
    private let lookReaders: [BarcodeReader]
    private var lastRead = SceneSketch()
    private var current = SceneSketch()
    private var lastRegion: PixelRect?
    private var lastOutcome: BarcodeReader.Outcome?
    /// Frames since the last one read.
    private var carried = 0
    /// The looks taken at the scene since it last changed.
    private var looked = 0
    /// The look whose reading is the scene's outcome (nil: the live passes').
    private var standing: Int?

    public init(reader: BarcodeReader) {
        self.reader = reader
        looks = reader.options.looks
        lookReaders = reader.options.looks.map { look in
            var options = reader.options
            options.zbar.passes = look.zbar
            options.zxing.passes = look.zxing
            options.zxing.aztecBullseyes = look.aztecBullseyes
            options.zxing.dataMatrixOutlines = look.dataMatrixOutlines
            options.looks = []
            return BarcodeReader(options: options, scratch: reader.scratch)
        }
    }

    /// How a frame's outcome came about.
    public enum Reading: Sendable, Equatable {
        /// Read with the live passes.
        case read
        /// An unchanged scene with nothing read yet, looked at with another look's passes.
        case looked
        /// An unchanged scene: the last outcome, nothing read.
        case carried
    }

    /// The codes in `region` of `image` (nil: all of it), and how they came about.
    public func scan(_ image: ImageView, region: PixelRect?) -> (outcome: BarcodeReader.Outcome, reading: Reading) {
        current.sketch(image, scratch: reader.scratch)
        let unchanged =
            lastOutcome.map { last in
                region == lastRegion && last.failures.isEmpty && !last.detections.contains(where: \.disputed) && !current.differs(from: lastRead)
            } ?? false
        if unchanged, let lastOutcome {
            // Looks too large for this frame's region are passed over.
            while looked < looks.count, !looks[looked].fits(region, in: image.size.bounds) { looked += 1 }
            if lastOutcome.detections.isEmpty, looked < lookReaders.count {
                let outcome = lookReaders[looked].scan(image, region: looks[looked].area(of: region, in: image.size.bounds), closeUp: false)
                if !outcome.detections.isEmpty, outcome.failures.isEmpty {
                    self.lastOutcome = outcome
                    standing = looked
                }
                looked += 1
                carried += 1
                return (outcome, .looked)
            }
            if carried + 1 < reader.options.rereadEvery {
                carried += 1
                return (lastOutcome, .carried)
            }
        }
        if !unchanged {
            // A changed scene: the live passes first, then the looks again if they read nothing.
            standing = nil
            looked = 0
        }
        // An unchanged scene read again because it is due is read the way its outcome was.
        let outcome =
            standing.map { lookReaders[$0].scan(image, region: looks[$0].area(of: region, in: image.size.bounds), closeUp: false) }
            ?? reader.scan(image, region: region)
        swap(&lastRead, &current)
        lastRegion = region
        lastOutcome = outcome
        carried = 0
        return (outcome, .read)
    }
}
