// PINChecker: the one place a staff PIN is checked (the keypad today; the console's sign-in and
// an age approval next): its hash worked out off the loop, each entry point with its own count
// of wrong attempts.
import Synchronization
import SystemCall

/// Checks typed PINs against the admin PIN. A hashed PIN takes 20,000 rounds of PBKDF2 by
/// default (tens of milliseconds, more on a Pi) and up to 200,000: on the loop's thread that
/// would freeze the screen and, with a hostile hash, starve the watchdog. So a check runs on a
/// thread of its own and its answer comes back through `answered`, an eventfd the loop watches
/// (`takeAnswers`). Without one (`inline`), answered at once on the caller's thread (virtual-clock
/// runs and tests, where every frame must be the same on every run).
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
    private var locks: [Entry: AdminLock] = [:]
    private var nextAttempt = 0
    /// Checks under way, by entry: one at a time per entry.
    private var pending: Set<Entry> = []
    private let shared: Shared
    /// Signalled when a check on its thread has answered; nil: checks are answered inline.
    public let answered: EventCounter?

    private final class Shared: Sendable {
        let answers = Mutex<[Answer]>([])
    }

    /// Checks against `pin` (nil: none, every check refused), on threads of their own when
    /// `answered` is given, else inline.
    public init(pin: AdminPIN?, answered: EventCounter?) {
        self.pin = pin
        self.answered = answered
        shared = Shared()
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
        nextAttempt += 1
        let attempt = nextAttempt
        pending.insert(entry)
        let text = String(decoding: typed, as: UTF8.self)
        guard let answered else {
            shared.answers.withLock { $0.append(Answer(entry: entry, matches: pin.matches(text), attempt: attempt)) }
            return attempt
        }
        let shared = shared
        SystemThread.start(name: "kioskscan-pin") {
            let matches = pin.matches(text)
            shared.answers.withLock { $0.append(Answer(entry: entry, matches: matches, attempt: attempt)) }
            answered.signal()
        }
        return attempt
    }

    /// The answers since the last call, each counted against its entry's lock at `time`: a
    /// wrong PIN may start a lock (`locked`: its seconds), the right one ends the count.
    public func takeAnswers(at time: Double) -> [(answer: Answer, locked: Double?)] {
        answered?.drain()
        let answers = shared.answers.withLock { answers in
            defer { answers.removeAll() }
            return answers
        }
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
