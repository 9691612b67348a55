// PINChecker: the one place a staff PIN is checked (the keypad today; the console's sign-in and
// an age approval next): its hash worked out off the loop, each entry point with its own count
// of wrong attempts.
import SystemCall

/// Checks typed PINs against the admin PIN. A hashed PIN takes 20,000 rounds of PBKDF2 by
/// default (tens of milliseconds, more on a Pi) and up to 200,000: on the loop's thread that
/// would freeze the screen and, with a hostile hash, starve the watchdog. So a check runs on a
/// worker thread (`WorkerThread`; a queue of 4, a check posted to a full one refused) and its
/// answer comes back through `answered`, an eventfd the loop watches (`takeAnswers`). Made
/// without one (`init(pin:)`), a check is answered at once on the caller's thread
/// (virtual-clock runs and tests, where every frame must be the same on every run).
///
/// Each entry point keeps its own lock (`AdminLock`): wrong PINs typed on the screen's keypad do
/// not lock out the console's sign-in, nor the other way round.
public final class PINChecker {
    /// Where a PIN was typed.
    public enum Entry: String, Sendable, Hashable {
        case keypad
    }

    /// A check's answer.
    public struct Answer: Sendable, Equatable {
        public let entry: Entry
        public let matches: Bool
        /// The caller's tag for the check (which attempt it answers).
        public let attempt: Int

        public init(entry: Entry, matches: Bool, attempt: Int) {
            self.entry = entry
            self.matches = matches
            self.attempt = attempt
        }
    }

    private let pin: AdminPIN?
    /// What a check on the thread is given.
    private struct Job: Sendable {
        let entry: Entry
        let typed: String
        let attempt: Int
    }
    private let worker: WorkerThread<Job, Answer>?
    /// Answers worked out inline, not yet taken.
    private var inlineAnswers: [Answer] = []
    private var locks: [Entry: AdminLock] = [:]
    private var nextAttempt = 0
    /// Checks under way, by entry: one at a time per entry.
    private var pending: Set<Entry> = []
    /// Signalled when a check on the thread has answered; nil: checks are answered inline.
    public var answered: EventCounter? { worker?.mailbox.replies }

    /// Checks against `pin` (nil: none, every check refused), inline.
    public init(pin: AdminPIN?) {
        self.pin = pin
        worker = nil
    }

    /// Checks against `pin` on a worker thread of its own.
    public init(pin: AdminPIN?, threadNamed name: String) throws(SystemError) {
        self.pin = pin
        let mailbox = try WorkerMailbox<Job, Answer>(label: "PIN checks", policy: .newestDroppedWhenFull(capacity: 4))
        worker = pin.map { pin in
            WorkerThread(name: name, mailbox: mailbox) {
                { job in Answer(entry: job.entry, matches: pin.matches(job.typed), attempt: job.attempt) }
            }
        }
    }

    /// Whether there is a PIN to check against.
    public var hasPIN: Bool { pin != nil }

    /// Seconds `entry` stays locked at `time`; nil: not locked.
    public func remaining(_ entry: Entry, at time: Double) -> Int? { locks[entry]?.remaining(at: time) }

    /// Wrong PINs in a row at `entry`.
    public func wrong(_ entry: Entry) -> Int { locks[entry]?.wrong ?? 0 }

    /// Whether a check for `entry` is under way.
    public func isChecking(_ entry: Entry) -> Bool { pending.contains(entry) }

    /// Starts checking `typed` for `entry`: nil when there is no PIN, `entry` is locked or a
    /// check of it is under way; else the attempt's tag. Inline, the answer is waiting in
    /// `takeAnswers` when this returns.
    public func check(_ typed: [UInt8], for entry: Entry, at time: Double) -> Int? {
        guard let pin, remaining(entry, at: time) == nil, !pending.contains(entry) else { return nil }
        let text = String(decoding: typed, as: UTF8.self)
        let attempt = nextAttempt + 1
        if let worker {
            guard worker.post(Job(entry: entry, typed: text, attempt: attempt)) else { return nil }
        } else {
            inlineAnswers.append(Answer(entry: entry, matches: pin.matches(text), attempt: attempt))
        }
        nextAttempt = attempt
        pending.insert(entry)
        return attempt
    }

    /// The answers since the last call, each counted against its entry's lock at `time`: a
    /// wrong PIN may start a lock (`locked`: its seconds), the right one ends the count.
    public func takeAnswers(at time: Double) -> [(answer: Answer, locked: Double?)] {
        var answers = worker?.mailbox.takeReplies().replies ?? []
        answers += inlineAnswers
        inlineAnswers.removeAll()
        return answers.map { answer in
            pending.remove(answer.entry)
            var lock = locks[answer.entry] ?? AdminLock()
            var locked: Double?
            if answer.matches { lock.succeeded() } else { locked = lock.failed(at: time) }
            locks[answer.entry] = lock
            return (answer, locked)
        }
    }
}
