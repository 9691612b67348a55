// DecodeWorker: decodes camera frames on its own thread, newest frame first.
import Capture
import Decode
import FoundationEssentials
import SystemCall

/// What the worker found in one frame.
public struct DecodeResult: Sendable {
    public let frame: Frame
    public let detections: [Detection]
    /// Reads the zxing library refused (a C++ exception caught at its boundary): logged, the
    /// frame's other readings stand.
    public var failures: [ZXingError] = []
    /// Seconds the decode took.
    public let duration: Double
}

/// The decoding thread: a `FrameWorker` whose work is the `BarcodeReader`'s scan of the frame,
/// or of the part of it asked (`RegionScan`); an MJPEG frame reads as no codes.
public typealias DecodeWorker = FrameWorker<DecodeResult>

extension FrameWorker where Result == DecodeResult {
    public convenience init(options: BarcodeReader.Options, wakeUp: EventCounter) {
        self.init(name: "kioskscan-decode", wakeUp: wakeUp) { Self.decoding(options) }
    }

    /// One frame's decode, made where it runs: the worker's thread, or the loop's thread of a
    /// virtual-clock run (`InlineFrameReading`). Its reader keeps its scratch from frame to frame.
    public static func decoding(_ options: BarcodeReader.Options) -> Work {
        let reader = BarcodeReader(options: options)
        return { frame, region in
            let start = ContinuousClock.now
            let outcome = frame.withImageView { reader.scan($0, region: region) }
            return DecodeResult(
                frame: frame, detections: outcome?.detections ?? [], failures: outcome?.failures ?? [], duration: start.secondsAgo)
        }
    }
}
