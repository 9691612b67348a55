// FrameWorker: a thread that works on the newest camera frame, fed through a one-slot mailbox
// (the barcode decoder, DecodeWorker, and the price reader, NumberWorker).
import Capture
import FoundationEssentials
import Pixels
import SystemCall

/// A thread fed through a one-slot mailbox. `submit` puts a frame (and the part of it to read)
/// in the slot, replacing one the thread has not taken yet: when the work is slower than the
/// camera, frames are dropped, never queued, so results are never older than one frame's work.
/// Results come back through a queue the loop drains when `wakeUp` fires.
///
/// Drop policy: newest replaces (`WorkerMailbox.Policy.newestReplaces`): a frame waiting when a
/// newer one comes is dropped (counted in `dropped`), so is a frame offered after `stop`.
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

    /// A frame offered: the part of it to read, and when.
    struct Offered: Sendable {
        let frame: Frame
        let region: PixelRect?
        let offered: Double
    }

    private let thread: WorkerThread<Offered, Finished>
    public var wakeUp: EventCounter { thread.mailbox.replies }

    /// Starts the thread `name`; `makeWork` runs on it when the first frame comes.
    public init(name: String, wakeUp: EventCounter, makeWork: @escaping @Sendable () -> Work) {
        thread = WorkerThread(name: name, mailbox: WorkerMailbox(policy: .newestReplaces, replies: wakeUp)) {
            let work = makeWork()
            return { offered in work(offered.frame, offered.region).map { Finished(result: $0, offered: offered.offered) } }
        }
    }

    deinit { stop() }

    /// Frames dropped before the worker took them: replaced in the slot, or offered after `stop`.
    public var dropped: Int { thread.mailbox.dropped }

    /// Offers the newest frame, to be read in `region` (nil: all of it), at kiosk clock `time`;
    /// it replaces any frame still waiting.
    public func submit(_ frame: Frame, region: PixelRect? = nil, at time: Double) {
        thread.post(Offered(frame: frame, region: region, offered: time))
    }

    /// Lets go of the frame waiting in the slot, if the thread has not taken it: the kiosk no
    /// longer wants it read (a capture is on screen, another tab or mode shows). Its result
    /// would be thrown away, and it would keep a camera buffer (4 MB at 1080p) from the driver
    /// until the thread got to it.
    public func discardWaiting() {
        thread.mailbox.discardWaiting()
    }

    /// The results finished since the last call, oldest first.
    public func takeResults() -> [Finished] { thread.mailbox.takeReplies().replies }

    /// Calls `deliver` on the loop's thread with the results each time some are ready.
    public func attach(to events: EventRegistry, deliver: @escaping ([Finished]) -> Void) {
        events.watch(wakeUp.fd) { [unowned self] in
            let results = self.takeResults()
            if !results.isEmpty { deliver(results) }
        }
    }

    /// Ends the thread after the frame it is working on (the one waiting is let go), and waits
    /// for it; idempotent.
    public func stop() { thread.stop() }
}

extension ContinuousClock.Instant {
    /// Seconds from this instant to now.
    var secondsAgo: Double {
        let elapsed = ContinuousClock.now - self
        return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
    }
}
