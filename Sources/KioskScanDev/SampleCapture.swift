// SampleCapture: a real photo held up in a camera frame and the code read from it, the
// material the storyboard and the benchmark draw with.
import Capture
import Decode
import Kiosk
import Pixels
import Scene

public struct SampleCapture: Sendable {
    public let frame: Frame
    public private(set) var detection: Detection

    /// Loads `imagePath`, holds it up in a `width` x `height` camera frame in `format` (the
    /// camera's `yuyv` by default) and reads its code with the live decoder's settings.
    public init(imagePath: String, width: Int = 1280, height: Int = 720, format: PixelFormat = .yuyv) throws {
        let image = try ImageFile.load(path: imagePath)
        let fitted = image.fitted(width: width, height: height)
        let engine = ZBarEngine(options: ZBarEngine.Options(passes: ZBarEngine.Options.videoPasses))
        guard let detection = fitted.luma()!.withLuma({ engine.scan($0) }).first else {
            throw OptionError("no code could be read from \(imagePath) in a \(width)x\(height) frame; choose another image")
        }
        frame = fitted.converted(to: format)
        self.detection = detection
    }

    /// The same frame with its code saying `text` instead (the benchmark's banner in another
    /// script): the code's place and symbology kept.
    public func saying(_ text: String) -> SampleCapture {
        var copy = self
        copy.detection = Detection(
            origin: detection.origin, bytes: Array(text.utf8), content: .text(text), corners: detection.corners, quality: detection.quality)
        return copy
    }

    /// A capture of the sample's code at `time`, as the scene shows it.
    public func capture(at time: Double, idleStart: Double = 0) -> ShownCapture {
        ShownCapture(detection: detection, time: time, idleStart: idleStart, frameSize: (frame.width, frame.height))
    }
}
