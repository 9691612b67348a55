// OutboxSink: every capture written to the history file, the outbox, and synced to disk.
import Delivery

/// Appends each event's line to the outbox (`HistoryStore`), synced before the sinks after it see
/// the capture. A line that cannot be made durable (a full disk, a failing card) is logged; the
/// capture still reaches the other sinks, the destinations among them.
public final class OutboxSink: CaptureSink {
    public let store: HistoryStore
    private let log: (String) -> Void

    public init(store: HistoryStore, log: @escaping (String) -> Void) {
        self.store = store
        self.log = log
    }

    public func take(_ event: CaptureEvent) {
        do { try store.append(event.line) } catch {
            log("history: \(error); the capture is delivered but not kept")
        }
    }
}
