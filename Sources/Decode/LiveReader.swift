// LiveReader: how the kiosk reads camera frames: a frame of a scene that has not changed since
// the last frame read is not read again; what that frame gave stands for it.
import Pixels

/// Reads camera frames with a `BarcodeReader` (`scan(_:region:)`), except a frame whose scene
/// has not changed since the last frame read (`SceneSketch.differs`), in the same region: its
/// outcome is that frame's. A kiosk nobody stands in front of sees one still scene all day;
/// reading it once every `rereadEvery` frames instead of every frame is what makes an idle
/// kiosk cheap (`BarcodeReader.Options.rereadEvery`). A code coming into view changes the scene, so it is read in the first frame
/// it is in, as before.
///
/// An outcome is not carried over when it has a disputed reading (the kiosk captures a disputed
/// value only when the frame before read it: a copy would be no second reading) or a failure.
/// Not thread-safe: one per decoding thread, like its reader.
public final class LiveReader {
    public let reader: BarcodeReader
    /// An unchanged scene is read again after this many frames all the same: a real camera's
    /// frames differ by their noise, on which the engines' binarizers may fall differently, and
    /// a change below the sketch's margins (a code held very still while the light shifts) is
    /// then read within a quarter of a second at 30 fps.
    public static let rereadEvery = 8

    private var lastRead = SceneSketch()
    private var current = SceneSketch()
    private var lastRegion: PixelRect?
    private var lastOutcome: BarcodeReader.Outcome?
    /// Frames since the last one read.
    private var carried = 0

    public init(reader: BarcodeReader) {
        self.reader = reader
    }

    /// The codes in `region` of `image` (nil: all of it), and whether they were carried over
    /// from the last frame read rather than read in this one.
    public func scan(_ image: ImageView, region: PixelRect?) -> (outcome: BarcodeReader.Outcome, carried: Bool) {
        current.sketch(image, scratch: reader.scratch)
        if let lastOutcome, region == lastRegion, carried + 1 < reader.options.rereadEvery, lastOutcome.failures.isEmpty,
            !lastOutcome.detections.contains(where: \.disputed), !current.differs(from: lastRead)
        {
            carried += 1
            return (lastOutcome, true)
        }
        let outcome = reader.scan(image, region: region)
        swap(&lastRead, &current)
        lastRegion = region
        lastOutcome = outcome
        carried = 0
        return (outcome, false)
    }
}
