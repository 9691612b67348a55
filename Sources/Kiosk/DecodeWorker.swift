// DecodeWorker: decodes camera frames on its own thread, newest frame first.
import Capture
import Decode
import Foundation
import OCR
import Synchronization
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

/// A decoding thread fed through a one-slot mailbox. `submit` puts a frame in the slot,
/// replacing one the worker has not taken yet: when decoding is slower than the camera, frames
/// are dropped, never queued, so results are never older than one decode. Results come back
/// through a queue the loop drains when `wakeUp` fires.
///
/// Ownership: the thread holds the mailbox, never the worker, so the worker can go away while
/// the thread runs; `stop` (also run by `deinit`) tells the thread to end after the frame it is
/// decoding and waits until it has ended.
public final class DecodeWorker: Sendable {
    /// What the loop's thread and the decoding thread share.
    private final class Mailbox: Sendable {
        struct Contents {
            /// The frame waiting, and the part of it to read (nil: all).
            var slot: (frame: Frame, region: ImageRect?)?
            var results: [DecodeResult] = []
            /// Frames replaced in the slot before the thread took them.
            var dropped = 0
            var stopping = false
        }

        let contents = Mutex(Contents())
        /// Signalled once per submitted frame and at stop: the thread waits on it.
        let filled = DispatchSemaphore(value: 0)
        /// Signalled by the thread as it ends: `stop` waits on it (the join).
        let ended = DispatchSemaphore(value: 0)
    }

    private let mailbox = Mailbox()
    /// Whether `stop` has joined the thread already.
    private let joined = Mutex(false)
    public let wakeUp: EventCounter

    public init(options: BarcodeReader.Options, wakeUp: EventCounter) {
        self.wakeUp = wakeUp
        let thread = Thread { [mailbox] in Self.work(mailbox, options: options, wakeUp: wakeUp) }
        thread.name = "kioskscan-decode"
        thread.start()
    }

    deinit { stop() }

    /// Frames replaced in the slot before the worker took them.
    public var dropped: Int { mailbox.contents.withLock { $0.dropped } }

    /// Offers the newest frame, to be read in `region` (nil: all of it); it replaces any frame
    /// still waiting.
    public func submit(_ frame: Frame, region: ImageRect? = nil) {
        mailbox.contents.withLock { contents in
            if contents.slot != nil { contents.dropped += 1 }
            contents.slot = (frame, region)
        }
        mailbox.filled.signal()
    }

    /// The results finished since the last call, oldest first.
    public func takeResults() -> [DecodeResult] {
        wakeUp.drain()
        return mailbox.contents.withLock { contents in
            defer { contents.results.removeAll() }
            return contents.results
        }
    }

    /// Calls `deliver` on the loop's thread with the results each time some are ready.
    public func attach(to events: EventRegistry, deliver: @escaping ([DecodeResult]) -> Void) {
        events.watch(wakeUp.fd) { [unowned self] in
            let results = self.takeResults()
            if !results.isEmpty { deliver(results) }
        }
    }

    /// Ends the thread after the frame it is decoding, and waits for it; idempotent.
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

    private static func work(_ mailbox: Mailbox, options: BarcodeReader.Options, wakeUp: EventCounter) {
        defer { mailbox.ended.signal() }
        let reader = BarcodeReader(options: options)
        while true {
            mailbox.filled.wait()
            let (slot, stopping) = mailbox.contents.withLock { contents in
                defer { contents.slot = nil }
                return (contents.slot, contents.stopping)
            }
            if stopping { return }
            // A signal for a frame that a newer one replaced: that one was taken already.
            guard let (frame, region) = slot else { continue }
            let start = ContinuousClock.now
            let outcome = reader.scan(frame, region: region)
            let elapsed = ContinuousClock.now - start
            let result = DecodeResult(
                frame: frame, detections: outcome?.detections ?? [], failures: outcome?.failures ?? [],
                duration: Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18)
            mailbox.contents.withLock { $0.results.append(result) }
            wakeUp.signal()
        }
    }
}
