// FrameWorker: a thread that works on the newest camera frame, fed through a one-slot mailbox
// (the barcode decoder, DecodeWorker, and the price reader, NumberWorker).
import Capture
import Dispatch
import FoundationEssentials
import Pixels
import Synchronization
import SystemCall

/// A thread fed through a one-slot mailbox. `submit` puts a frame (and the part of it to read)
/// in the slot, replacing one the thread has not taken yet: when the work is slower than the
/// camera, frames are dropped, never queued, so results are never older than one frame's work.
/// Results come back through a queue the loop drains when `wakeUp` fires.
///
/// The work is made on the thread when the first frame comes (`makeWork`): what it loads (a
/// reader, an OCR model) is loaded there, never on the loop's thread, and never by a kiosk that
/// gives it no frame. It returns nil for a frame it has nothing to say about.
///
/// Ownership: the thread holds the mailbox, never the worker, so the worker can go away while
/// the thread runs; `stop` (also run by `deinit`) tells the thread to end after the frame it is
/// working on and waits until it has ended.
public final class FrameWorker<Result: Sendable>: Sendable {
    /// One frame's work, on the worker's thread: the frame and the part of it to read (nil: all).
    public typealias Work = (Frame, PixelRect?) -> Result?

    /// A result, with the kiosk clock time its frame was offered: when the camera saw what the
    /// result says. Under load a result comes seconds after its frame; the repeat guard must
    /// judge what was in sight by the frame's time, not the result's.
    public struct Finished: Sendable {
        public let result: Result
        public let offered: Double
    }

    /// What the loop's thread and the worker's thread share.
    private final class Mailbox: Sendable {
        struct Contents {
            /// The frame waiting, the part of it to read, and when it was offered.
            var slot: (frame: Frame, region: PixelRect?, offered: Double)?
            var results: [Finished] = []
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

    /// Starts the thread `name`; `makeWork` runs on it when the first frame comes.
    public init(name: String, wakeUp: EventCounter, makeWork: @escaping @Sendable () -> Work) {
        self.wakeUp = wakeUp
        SystemThread.start(name: name) { [mailbox] in Self.run(mailbox, makeWork: makeWork, wakeUp: wakeUp) }
    }

    deinit { stop() }

    /// Frames replaced in the slot before the worker took them.
    public var dropped: Int { mailbox.contents.withLock { $0.dropped } }

    /// Offers the newest frame, to be read in `region` (nil: all of it), at kiosk clock `time`;
    /// it replaces any frame still waiting.
    public func submit(_ frame: Frame, region: PixelRect? = nil, at time: Double) {
        mailbox.contents.withLock { contents in
            if contents.slot != nil { contents.dropped += 1 }
            contents.slot = (frame, region, time)
        }
        mailbox.filled.signal()
    }

    /// Lets go of the frame waiting in the slot, if the thread has not taken it: the kiosk no
    /// longer wants it read (a capture is on screen, another tab or mode shows). Its result
    /// would be thrown away, and it would keep a camera buffer (4 MB at 1080p) from the driver
    /// until the thread got to it.
    public func discardWaiting() {
        mailbox.contents.withLock { $0.slot = nil }
    }

    /// The results finished since the last call, oldest first.
    public func takeResults() -> [Finished] {
        wakeUp.drain()
        return mailbox.contents.withLock { contents in
            defer { contents.results.removeAll() }
            return contents.results
        }
    }

    /// Calls `deliver` on the loop's thread with the results each time some are ready.
    public func attach(to events: EventRegistry, deliver: @escaping ([Finished]) -> Void) {
        events.watch(wakeUp.fd) { [unowned self] in
            let results = self.takeResults()
            if !results.isEmpty { deliver(results) }
        }
    }

    /// Ends the thread after the frame it is working on, and waits for it; idempotent.
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

    private static func run(_ mailbox: Mailbox, makeWork: @Sendable () -> Work, wakeUp: EventCounter) {
        defer { mailbox.ended.signal() }
        var work: Work?
        while true {
            mailbox.filled.wait()
            let (slot, stopping) = mailbox.contents.withLock { contents in
                defer { contents.slot = nil }
                return (contents.slot, contents.stopping)
            }
            if stopping { return }
            // A signal for a frame that a newer one replaced: that one was taken already.
            guard let (frame, region, offered) = slot else { continue }
            if work == nil { work = makeWork() }
            guard let result = work?(frame, region) else { continue }
            mailbox.contents.withLock { $0.results.append(Finished(result: result, offered: offered)) }
            wakeUp.signal()
        }
    }
}

extension ContinuousClock.Instant {
    /// Seconds from this instant to now.
    var secondsAgo: Double {
        let elapsed = ContinuousClock.now - self
        return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
    }
}
