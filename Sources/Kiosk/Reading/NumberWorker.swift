// NumberWorker: reads prices off camera frames on its own thread, newest frame first (Number mode).
import Capture
import FoundationEssentials
import OCR
import SystemCall

/// What the worker read in one frame's focus region.
public struct NumberResult: Sendable {
    public let frame: Frame
    /// The most prominent number in the region, or nil.
    public let reading: NumberReading?
    /// Why the reader could not start (no Tesseract data): in the first result only, then no
    /// more results come.
    public var failure: OCRError?
    /// Seconds the reading took.
    public let duration: Double
}

/// The OCR thread: a `FrameWorker`, as `DecodeWorker` is for barcodes, whose work is reading
/// the region of the frame inside the focus square, at the rate it can sustain and never behind
/// the camera. The Tesseract model is loaded on the thread when the first frame comes (0.1 to
/// 0.6 s here, and seconds in the virtual kiosk's emulated CPU), never on the loop's, and never
/// by a kiosk that stays in Barcode mode.
public typealias NumberWorker = FrameWorker<NumberResult>

extension FrameWorker where Result == NumberResult {
    public convenience init(format: NumberFormat, wakeUp: EventCounter) {
        self.init(name: "kioskscan-ocr", wakeUp: wakeUp) { Self.reading(format) }
    }

    /// One frame's price reading, made where it runs (the worker's thread, or the loop's thread
    /// of a virtual-clock run). A reader that cannot start says why in its first result, then
    /// gives none.
    public static func reading(_ format: NumberFormat) -> Work {
        let reader: NumberReader
        do throws(OCRError) {
            reader = try NumberReader(options: NumberReader.Options(format: format))
        } catch {
            var reported = false
            return { frame, _ in
                defer { reported = true }
                return reported ? nil : NumberResult(frame: frame, reading: nil, failure: error, duration: 0)
            }
        }
        return { frame, region in
            let start = ContinuousClock.now
            let reading = frame.withImageView { reader.readFrame($0, region: region) } ?? nil
            return NumberResult(frame: frame, reading: reading, duration: start.secondsAgo)
        }
    }
}
