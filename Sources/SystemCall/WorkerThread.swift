// WorkerThread: one of the kiosk's worker threads (the decoder, the price reader, the pictures,
// the sound, the HTTP clients, the MQTT destinations), fed through its WorkerMailbox and joined
// when it stops.
import Dispatch

/// Owns a thread and the mailbox it shares with the loop. The thread holds the mailbox, never
/// the `WorkerThread`, so its owner can go away while the thread runs: `stop` (also run by
/// `deinit`) asks the thread to end and waits until it has (the join).
///
/// The thread's body takes its jobs from the mailbox (`next()` or `takeAll()`), hands back
/// replies and log lines (`reply`, `note`), and returns when told to end; or, the common case,
/// it is given as `work`: each job in turn, one reply (or none) per job.
public final class WorkerThread<Job: Sendable, Reply: Sendable>: Sendable {
    public let mailbox: WorkerMailbox<Job, Reply>

    /// Starts the thread `name` (SystemThread), running `body` with the mailbox.
    public init(name: String, mailbox: WorkerMailbox<Job, Reply>, body: @escaping @Sendable (WorkerMailbox<Job, Reply>) -> Void) {
        self.mailbox = mailbox
        SystemThread.start(name: name) {
            body(mailbox)
            mailbox.ended.signal()
        }
    }

    /// Starts the thread `name`, which works on each job in turn (`WorkerMailbox.next`) and hands
    /// back what `work` says of it (nothing for nil). `makeWork` runs on the thread when the
    /// first job comes: what the work loads (a reader, an OCR model) is loaded there, never on the
    /// loop's thread, and never by a kiosk that gives it no job.
    public convenience init(name: String, mailbox: WorkerMailbox<Job, Reply>, work makeWork: @escaping @Sendable () -> (Job) -> Reply?) {
        self.init(name: name, mailbox: mailbox) { mailbox in
            var work: ((Job) -> Reply?)?
            while let job = mailbox.next() {
                if work == nil { work = makeWork() }
                if let reply = work?(job) { mailbox.reply(reply) }
            }
        }
    }

    deinit { stop() }

    /// Puts `job` in the mailbox (`WorkerMailbox.post`); false when it was refused and dropped.
    @discardableResult
    public func post(_ job: Job) -> Bool { mailbox.post(job) }

    /// Asks the thread to end, as `how` says, and waits until it has; true for the call that
    /// stopped it (later ones, and those of a stop already asked, return at once).
    @discardableResult
    public func stop(_ how: WorkerMailbox<Job, Reply>.Stop = .now) -> Bool {
        guard mailbox.requestStop(how) else { return false }
        mailbox.ended.wait()
        return true
    }
}
