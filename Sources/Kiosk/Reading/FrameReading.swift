// FrameReading: where camera frames are read for codes and prices: on worker threads (a real
// clock) or in line, frame by frame (a virtual clock); the results come back the same way.
import Capture
import Decode
import OCR
import Pixels
import SystemCall

/// What the kiosk does with a result, on the loop's thread: each with the kiosk clock time its
/// frame was offered (when the camera saw what the result says).
struct FrameResults {
    var decoded: (DecodeResult, _ seen: Double) -> Void
    var read: (NumberResult, _ seen: Double) -> Void
}

/// Reads the frames it is offered and hands each result to `FrameResults`. Offering a frame
/// replaces one not yet taken; `discard` lets such a frame go (the kiosk no longer wants it).
protocol FrameReading: AnyObject {
    /// Barcode mode: the codes in `region` of `frame`.
    func decode(_ frame: Frame, region: PixelRect, at time: Double)
    /// Number mode: the price in `region` of `frame`.
    func read(_ frame: Frame, region: PixelRect, at time: Double)
    func discardDecoding()
    func discardReading()
}

/// A virtual-clock run's reading: each frame read on the loop's thread when offered, its result
/// handed over before the next frame, so that a run is the same frame for frame every time. The
/// work is the workers' own (`DecodeWorker.decoding`, `NumberWorker.reading`), made when first
/// needed.
final class InlineFrameReading: FrameReading {
    private let decoderOptions: BarcodeReader.Options
    private let numberFormat: NumberFormat
    private let results: FrameResults
    private var decoding: DecodeWorker.Work?
    private var reading: NumberWorker.Work?

    init(decoderOptions: BarcodeReader.Options, numberFormat: NumberFormat, results: FrameResults) {
        self.decoderOptions = decoderOptions
        self.numberFormat = numberFormat
        self.results = results
    }

    func decode(_ frame: Frame, region: PixelRect, at time: Double) {
        if decoding == nil { decoding = DecodeWorker.decoding(decoderOptions) }
        if let result = decoding!(frame, region) { results.decoded(result, time) }
    }

    func read(_ frame: Frame, region: PixelRect, at time: Double) {
        if reading == nil { reading = NumberWorker.reading(numberFormat) }
        if let result = reading!(frame, region) { results.read(result, time) }
    }

    func discardDecoding() {}
    func discardReading() {}
}

/// A real-clock run's reading: the decoding and the OCR threads (`FrameWorker`), each fed through
/// its one-slot mailbox, their results drained on the loop when their event counters fire.
final class WorkerFrameReading: FrameReading {
    private let decoder: DecodeWorker
    private let numbers: NumberWorker

    init(decoderOptions: BarcodeReader.Options, numberFormat: NumberFormat) throws(SystemError) {
        decoder = DecodeWorker(options: decoderOptions, wakeUp: try EventCounter(label: "decoder results"))
        numbers = NumberWorker(format: numberFormat, wakeUp: try EventCounter(label: "number reader results"))
    }

    deinit { stop() }

    /// Frames the decoder's mailbox dropped (a newer frame came before it took one).
    var decodeDropped: Int { decoder.dropped }

    func attach(to events: EventRegistry, results: FrameResults) {
        decoder.attach(to: events) { finished in
            for result in finished { results.decoded(result.result, result.offered) }
        }
        numbers.attach(to: events) { finished in
            for result in finished { results.read(result.result, result.offered) }
        }
    }

    func decode(_ frame: Frame, region: PixelRect, at time: Double) { decoder.submit(frame, region: region, at: time) }
    func read(_ frame: Frame, region: PixelRect, at time: Double) { numbers.submit(frame, region: region, at: time) }
    func discardDecoding() { decoder.discardWaiting() }
    func discardReading() { numbers.discardWaiting() }

    /// Ends both threads (each after the frame it is on) and waits for them.
    func stop() {
        decoder.stop()
        numbers.stop()
    }
}
