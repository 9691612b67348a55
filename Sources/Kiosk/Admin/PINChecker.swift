// PINChecker: the one place a staff PIN is checked (the admin keypad, the age check's staff codes
// and PINs): its hash worked out off the loop, each entry point with its own count of wrong
// attempts. (The console's passphrase is checked on the console's own thread, with its own count:
// Console/SignInThrottle.)
import SystemCall

/// Checks typed PINs against the admin PIN (the keypad), and staff codes and PINs against the
/// staff who may approve an age (`age.staff`: the age check; never against the admin PIN). A hashed PIN takes 20,000 rounds of PBKDF2 by
/// default (tens of milliseconds, more on a Pi) and up to 200,000: on the loop's thread that
/// would freeze the screen and, with a hostile hash, starve the watchdog. So a check runs on a
/// worker thread (`WorkerThread`; a queue of 4, a check posted to a full one refused) and its
/// answer comes back through `answered`, an eventfd the loop watches (`takeAnswers`). Made
/// without one (`init(pin:)`), a check is answered at once on the caller's thread
/// (virtual-clock runs and tests, where every frame must be the same on every run).
///
/// Each entry point keeps its own lock (`AdminLock`): wrong PINs typed on the screen's keypad do
/// not lock out the age check, nor the other way round; the console's wrong passphrases never
/// reach this at all.
public final class PINChecker {
    /// Where a PIN was typed.
    public enum Entry: String, Sendable, Hashable {
        /// The admin screen's keypad: the admin PIN.
        case keypad
        /// The self-checkout's age check: a staff member's own code or PIN (`age.staff`).
        case ageCheck
    }

    /// A check's answer.
    public struct Answer: Sendable, Equatable {
        public let entry: Entry
        public let matches: Bool
        /// The caller's tag for the check (which attempt it answers).
        public let attempt: Int
        /// For the age check: the staff member whose code or PIN it was.
        public let approver: String?

        public init(entry: Entry, matches: Bool, attempt: Int, approver: String? = nil) {
            self.entry = entry
            self.matches = matches
            self.attempt = attempt
            self.approver = approver
        }
    }

    private let pin: AdminPIN?
    /// Who may approve an age, each with their own hashed code or PIN.
    private let staff: [AgeStaff]
    /// What a check on the thread is given.
    private struct Job: Sendable {
        let entry: Entry
        let typed: String
        let attempt: Int
    }
    private let worker: WorkerThread<Job, Answer>?
    /// Answers worked out inline, not yet taken.
    private var inlineAnswers: [Answer] = []
    /// Answers collected, not yet taken by their entry.
    private var waiting: [Answer] = []
    private var locks: [Entry: AdminLock] = [:]
    private var nextAttempt = 0
    /// Checks under way, by entry: one at a time per entry.
    private var pending: Set<Entry> = []
    /// Signalled when a check on the thread has answered; nil: checks are answered inline.
    public var answered: EventCounter? { worker?.mailbox.replies }

    /// Checks against `pin` (nil: none, every keypad check refused) and `staff` (none: every age
    /// check refused), inline.
    public init(pin: AdminPIN?, staff: [AgeStaff] = []) {
        self.pin = pin
        self.staff = staff
        worker = nil
    }

    /// Checks against `pin` and `staff` on a worker thread of its own.
    public init(pin: AdminPIN?, staff: [AgeStaff] = [], threadNamed name: String) throws(SystemError) {
        self.pin = pin
        self.staff = staff
        let mailbox = try WorkerMailbox<Job, Answer>(label: "PIN checks", policy: .newestDroppedWhenFull(capacity: 4))
        if pin == nil && staff.isEmpty {
            worker = nil
        } else {
            worker = WorkerThread(name: name, mailbox: mailbox) {
                { job in PINChecker.answer(job, pin: pin, staff: staff) }
            }
        }
    }

    /// The answer to one check: the keypad's against the admin PIN, the age check's against
    /// each member of staff in turn (the first whose hash matches).
    private static func answer(_ job: Job, pin: AdminPIN?, staff: [AgeStaff]) -> Answer {
        switch job.entry {
        case .keypad:
            return Answer(entry: job.entry, matches: pin?.matches(job.typed) ?? false, attempt: job.attempt)
        case .ageCheck:
            let approver = staff.first { $0.secret.matches(job.typed) }?.name
            return Answer(entry: job.entry, matches: approver != nil, attempt: job.attempt, approver: approver)
        }
    }

    /// Whether there is a PIN to check against.
    public var hasPIN: Bool { pin != nil }

    /// Whether there are staff who may approve an age.
    public var hasStaff: Bool { !staff.isEmpty }

    /// Seconds `entry` stays locked at `time`; nil: not locked.
    public func remaining(_ entry: Entry, at time: Double) -> Int? { locks[entry]?.remaining(at: time) }

    /// Wrong PINs in a row at `entry`.
    public func wrong(_ entry: Entry) -> Int { locks[entry]?.wrong ?? 0 }

    /// Whether a check for `entry` is under way.
    public func isChecking(_ entry: Entry) -> Bool { pending.contains(entry) }

    /// Starts checking `typed` for `entry`: nil when there is no PIN (for the age check: no
    /// staff), `entry` is locked or a
    /// check of it is under way; else the attempt's tag. Inline, the answer is waiting in
    /// `takeAnswers` when this returns.
    public func check(_ typed: [UInt8], for entry: Entry, at time: Double) -> Int? {
        let hasSecret = entry == .keypad ? pin != nil : !staff.isEmpty
        guard hasSecret, remaining(entry, at: time) == nil, !pending.contains(entry) else { return nil }
        let text = String(decoding: typed, as: UTF8.self)
        let attempt = nextAttempt + 1
        let job = Job(entry: entry, typed: text, attempt: attempt)
        if let worker {
            guard worker.post(job) else { return nil }
        } else {
            inlineAnswers.append(PINChecker.answer(job, pin: pin, staff: staff))
        }
        nextAttempt = attempt
        pending.insert(entry)
        return attempt
    }

    /// The answers since the last call, each counted against its entry's lock at `time`: a
    /// wrong PIN may start a lock (`locked`: its seconds), the right one ends the count.
    public func takeAnswers(at time: Double) -> [(answer: Answer, locked: Double?)] {
        collect()
        let answers = waiting
        waiting.removeAll()
        return counted(answers, at: time)
    }

    /// The answers for `entry` since the last call, counted as `takeAnswers` counts them; the
    /// other entries' wait for their own call.
    public func takeAnswers(for entry: Entry, at time: Double) -> [(answer: Answer, locked: Double?)] {
        collect()
        let answers = waiting.filter { $0.entry == entry }
        waiting.removeAll { $0.entry == entry }
        return counted(answers, at: time)
    }

    /// Answers come from the thread's replies or were worked out inline; they wait here.
    private func collect() {
        waiting += worker?.mailbox.takeReplies().replies ?? []
        waiting += inlineAnswers
        inlineAnswers.removeAll()
    }

    private func counted(_ answers: [Answer], at time: Double) -> [(answer: Answer, locked: Double?)] {
        answers.map { answer in
            pending.remove(answer.entry)
            var lock = locks[answer.entry] ?? AdminLock()
            var locked: Double?
            if answer.matches { lock.succeeded() } else { locked = lock.failed(at: time) }
            locks[answer.entry] = lock
            return (answer, locked)
        }
    }
}
