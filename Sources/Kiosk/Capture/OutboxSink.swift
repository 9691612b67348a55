// OutboxSink: every capture written to the history file, the outbox, and synced to disk; only
// then handed to the destinations.
import Delivery
import Glibc
import Language

/// Appends each event's line to the outbox (`HistoryStore`), synced, then hands the kept
/// capture to `kept` (the delivery service): nothing is sent that the file does not hold. A line
/// that cannot be made durable (a full disk, a failing card) stays in memory, in order, and is
/// written again with the next capture and every `retryInterval` (`retry(at:)`); the outbox cuts
/// a failed write back off, so nothing already kept is touched. Each change of state is logged
/// once (storage failing, storage working again) and shown (`problem`: the screen and the fleet
/// status); a capture is lost only when more than `maxWaiting` wait, and that is logged.
public final class OutboxSink: CaptureSink {
    public let store: HistoryStore
    /// Called with each capture once it is on disk, in capture order.
    private let kept: (OutboxEntry) -> Void
    /// Called when `problem` changes (the screen reads `problem` itself each frame).
    private let problemChanged: (StorageProblem?) -> Void
    private let log: (String) -> Void
    /// Lines not yet on disk, oldest first.
    public private(set) var waiting: [String] = []
    /// Why captures are waiting; nil while the outbox keeps them.
    public private(set) var problem: StorageProblem?
    /// Captures dropped because too many waited, since start.
    public private(set) var dropped = 0
    /// Seconds between two attempts while captures wait.
    public static let retryInterval = 2.0
    /// Captures kept in memory at most while the disk refuses them (a line is a few hundred bytes).
    public static let maxWaiting = 10_000
    private var lastAttempt = -Double.infinity

    public init(
        store: HistoryStore, log: @escaping (String) -> Void, kept: @escaping (OutboxEntry) -> Void = { _ in },
        problemChanged: @escaping (StorageProblem?) -> Void = { _ in }
    ) {
        self.store = store
        self.log = log
        self.kept = kept
        self.problemChanged = problemChanged
    }

    /// What the screen says while captures wait: the problem and how many wait.
    public var notice: ShownText? { problem.map { .said($0.notice, count: waiting.count) } }

    public func take(_ event: CaptureEvent) {
        if waiting.count >= Self.maxWaiting {
            waiting.removeFirst()
            dropped += 1
            log("history: \(Self.maxWaiting) captures already wait for \(store.path); the oldest of them is dropped (\(dropped) so far)")
        }
        waiting.append(event.line)
        write()
    }

    /// Tries again to write what waits, every `retryInterval` seconds of `time`.
    public func retry(at time: Double) {
        guard !waiting.isEmpty, time - lastAttempt >= Self.retryInterval else { return }
        lastAttempt = time
        write()
    }

    /// Writes what waits, oldest first, until one fails.
    private func write() {
        var written = 0
        while let line = waiting.first {
            let entry: OutboxEntry
            do { entry = try store.append(line) } catch {
                let now = StorageProblem(error)
                if now != problem {
                    log(
                        "history: cannot keep captures in \(store.path): \(error); \(waiting.count) capture\(waiting.count == 1 ? "" : "s") "
                            + "wait in memory (not sent to any destination before they are kept), written as soon as the disk takes them")
                    problem = now
                    problemChanged(now)
                }
                return
            }
            waiting.removeFirst()
            written += 1
            kept(entry)
        }
        if problem != nil {
            log("history: \(store.path) takes captures again: \(written) that waited are kept")
            problem = nil
            problemChanged(nil)
        }
    }
}

/// Why captures cannot be kept: the disk is full, or writing fails otherwise.
public enum StorageProblem: Sendable, Equatable {
    case full
    case failing(String)

    init(_ error: DeliveryError) {
        switch error.cause?.errno {
        case ENOSPC, EDQUOT, EFBIG: self = .full
        default: self = .failing(error.cause?.reason ?? error.description)
        }
    }

    /// What the screen says.
    public var notice: Message {
        switch self {
        case .full: .storageFull
        case .failing: .storageFailing
        }
    }
}
