// DecodeWorker: decodes camera frames on its own thread, newest frame first.
import Capture
import Decode
import FoundationEssentials
import Glibc
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
    /// CPU seconds the decoding thread spent on it (what an idle kiosk costs is CPU, not time).
    public var cpuSeconds: Double = 0
    /// Whether the frame's scene had not changed since the last frame read, whose codes stand
    /// for it (`LiveReader`): nothing was read, not even another look.
    public var carried = false
    /// Whether the frame was given another look rather than the live passes (`LiveReader`).
    public var looked = false
}

/// The decoding thread: a `FrameWorker` whose work is the `BarcodeReader`'s scan of the frame,
/// or of the part of it asked (`RegionScan`); an MJPEG frame reads as no codes.
public typealias DecodeWorker = FrameWorker<DecodeResult>

extension FrameWorker where Result == DecodeResult {
    public convenience init(options: BarcodeReader.Options, wakeUp: EventCounter) {
        self.init(name: "kioskscan-decode", wakeUp: wakeUp) { Self.decoding(options) }
    }

    /// One frame's decode, made where it runs: the worker's thread, or the loop's thread of a
    /// virtual-clock run (`InlineFrameReading`). Its reader keeps its scratch, and what the last
    /// frame read showed (`LiveReader`), from frame to frame.
    public static func decoding(_ options: BarcodeReader.Options) -> Work {
        let reader = LiveReader(reader: BarcodeReader(options: options))
        return { frame, region in
            let start = ContinuousClock.now
            let cpuStart = threadCPUSeconds()
            let scanned = frame.withImageView { reader.scan($0, region: region) }
            var result = DecodeResult(
                frame: frame, detections: scanned?.outcome.detections ?? [], failures: scanned?.outcome.failures ?? [],
                duration: start.secondsAgo)
            result.cpuSeconds = threadCPUSeconds() - cpuStart
            result.carried = scanned?.reading == .carried
            result.looked = scanned?.reading == .looked
            return result
        }
    }

    /// CPU seconds the calling thread has used (CLOCK_THREAD_CPUTIME_ID).
    static func threadCPUSeconds() -> Double {
        var now = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now)
        return Double(now.tv_sec) + Double(now.tv_nsec) * 1e-9
    }
}
