// NumberWorker: reads prices off camera frames on its own thread, newest frame first (Number mode).
import Capture
import Decode
import Foundation
import OCR
import Synchronization
import SystemCall

/// What the worker read in one frame's focus region.
public struct NumberResult: Sendable {
    public let frame: Frame
    /// The most prominent number in the region, or nil.
    public let reading: NumberReading?
    /// Seconds the reading took.
    public let duration: Double
}

/// An OCR thread fed through a one-slot mailbox, as `DecodeWorker` is for barcodes: `submit`
/// puts a frame (and the region of it inside the focus square) in the slot, replacing one the
/// thread has not taken, so reading runs at the rate it can sustain and never behind the
/// camera; results come back through a queue the loop drains when `wakeUp` fires. The
/// Tesseract model is loaded on the thread when the first frame comes (0.1 to 0.6 s here, and
/// seconds in the virtual kiosk's emulated CPU), never on the loop's, and never by a kiosk
/// that stays in Barcode mode.
///
/// Ownership: the thread holds the mailbox, never the worker; `stop` (also run by `deinit`)
/// tells the thread to end after the frame it is reading and waits until it has ended.
public final class NumberWorker: Sendable {
    private final class Mailbox: Sendable {
        struct Contents {
            var slot: (frame: Frame, region: ImageRect)?
            var results: [NumberResult] = []
            var dropped = 0
            var stopping = false
            /// Why the reader could not start (no Tesseract data), once.
            var failure: OCRError?
        }

        let contents = Mutex(Contents())
        let filled = DispatchSemaphore(value: 0)
        let ended = DispatchSemaphore(value: 0)
    }

    private let mailbox = Mailbox()
    private let joined = Mutex(false)
    public let wakeUp: EventCounter

    public init(format: NumberFormat, wakeUp: EventCounter) {
        self.wakeUp = wakeUp
        let thread = Thread { [mailbox] in Self.work(mailbox, format: format, wakeUp: wakeUp) }
        thread.name = "kioskscan-ocr"
        thread.start()
    }

    deinit { stop() }

    /// Frames replaced in the slot before the worker took them.
    public var dropped: Int { mailbox.contents.withLock { $0.dropped } }

    /// Offers the newest frame and the part of it inside the focus square.
    public func submit(_ frame: Frame, region: ImageRect) {
        mailbox.contents.withLock { contents in
            if contents.slot != nil { contents.dropped += 1 }
            contents.slot = (frame, region)
        }
        mailbox.filled.signal()
    }

    /// The results finished since the last call, oldest first, and the reader's failure to
    /// start if it failed (reported once).
    public func takeResults() -> (results: [NumberResult], failure: OCRError?) {
        wakeUp.drain()
        return mailbox.contents.withLock { contents in
            defer {
                contents.results.removeAll()
                contents.failure = nil
            }
            return (contents.results, contents.failure)
        }
    }

    /// Calls `deliver` on the loop's thread with the results each time some are ready, and
    /// `failed` if the reader could not start.
    public func attach(to events: EventRegistry, deliver: @escaping ([NumberResult]) -> Void, failed: @escaping (OCRError) -> Void) {
        events.watch(wakeUp.fd) { [unowned self] in
            let (results, failure) = self.takeResults()
            if let failure { failed(failure) }
            if !results.isEmpty { deliver(results) }
        }
    }

    /// Ends the thread after the frame it is reading, and waits for it; idempotent.
    public func stop() {
        let first = joined.withLock { joined in
            defer { joined = true }
            return !joined
        }
        guard first else { return }
        mailbox.contents.withLock { contents in
            contents.stopping = true
            contents.slot = nil
        }
        mailbox.filled.signal()
        mailbox.ended.wait()
    }

    private static func work(_ mailbox: Mailbox, format: NumberFormat, wakeUp: EventCounter) {
        defer { mailbox.ended.signal() }
        // Loaded with the first frame: a kiosk that never reads a price never pays for the model.
        var reader: NumberReader?
        var failed = false
        while true {
            mailbox.filled.wait()
            let (slot, stopping) = mailbox.contents.withLock { contents in
                defer { contents.slot = nil }
                return (contents.slot, contents.stopping)
            }
            if stopping { return }
            guard let (frame, region) = slot, !failed else { continue }
            if reader == nil {
                do {
                    reader = try NumberReader(options: NumberReader.Options(format: format))
                } catch {
                    failed = true
                    mailbox.contents.withLock { $0.failure = error }
                    wakeUp.signal()
                    continue
                }
            }
            guard let reader else { continue }
            let start = ContinuousClock.now
            let reading = frame.luma().flatMap { luma in luma.withLumaImage { reader.readFrame($0, region: region) } }
            let elapsed = ContinuousClock.now - start
            let result = NumberResult(
                frame: frame, reading: reading,
                duration: Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18)
            mailbox.contents.withLock { $0.results.append(result) }
            wakeUp.signal()
        }
    }
}
