// SampleFrame: a photo of a QR code label held up in a 1280x720 YUYV camera frame, and its code.
import Capture
import Decode
import Scene
import TestSupport

/// `qrcode-1/13.webp` held up in a 1280x720 frame and converted to YUYV as the camera sends it,
/// and the code ZBar reads from it with the kiosk's live settings (as the storyboard's
/// `SampleCapture` makes it; the scene tests cannot reach the executable that holds that).
struct SampleFrame: Sendable {
    static let imagePath = "qrcode-1/13.webp"
    static let text = "http://google.com/gwt/n?u=bluenile.com"

    let frame: Frame
    let detection: Detection

    /// Loaded once for all tests.
    static let shared: Result<SampleFrame, any Error> = Result { try SampleFrame() }

    init() throws {
        let fitted = try ImageFile.load(path: TestData.blackboxImage(Self.imagePath)).fitted(width: 1280, height: 720)
        let engine = ZBarEngine(options: ZBarEngine.Options(passes: ZBarEngine.Options.videoPasses))
        guard let detection = fitted.luma()!.withLuma({ engine.scan($0) }).first else { throw SampleError.unreadable }
        frame = fitted.converted(to: .yuyv)
        self.detection = detection
    }

    enum SampleError: Error { case unreadable }

    /// The sample's code captured at `time`, as the scene shows it.
    func capture(at time: Double, idleStart: Double = 0) -> ShownCapture {
        ShownCapture(detection: detection, time: time, idleStart: idleStart, frameSize: (frame.width, frame.height))
    }
}
