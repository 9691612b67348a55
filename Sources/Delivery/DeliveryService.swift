// DeliveryService: hands each capture in the outbox to every destination until each has it,
// resting after failures, and keeps the fleet status.
import FoundationEssentials
import SystemCall
import Wire

/// Runs on the loop's thread. Each destination has a lane: the captures owed to it in outbox
/// order, at most `window` of them on their way at once; a failure puts the capture back at the
/// front and rests the lane (`Backoff`, a timer on the loop), so order is kept and a receiver
/// that is down is not hammered. What is owed comes from the outbox at attach, so a restart
/// (or a crash) picks up exactly where the file says.
public final class DeliveryService {
    final class Lane {
        let destination: any Destination
        /// Captures to send, in outbox order (their `rank`).
        var queue: [Queued] = []
        var onTheirWay: [String: Queued] = [:]
        var backoff: Backoff
        var resting = false
        let timer: TimerDescriptor
        var failing: String?
        /// Failed attempts since the failure was last logged, and when that was.
        var failedSinceLog = 0
        var loggedAt = 0.0

        init(_ destination: any Destination, backoff: Backoff) throws(SystemError) {
            self.destination = destination
            self.backoff = backoff
            timer = try TimerDescriptor(label: "retry timer of \(destination.spec.name)")
        }
    }

    private let outbox: Outbox
    private var lanes: [Lane] = []
    private let summaryInterval: Double
    private let log: (String) -> Void
    public private(set) var status: FleetStatus
    private var statusTimer: TimerDescriptor?
    private var statusDue = false
    private weak var events: EventRegistry?
    /// A capture queued for a lane, with its place in outbox order (ranks only grow), so that a
    /// failed one goes back where it was. Kept with the entry rather than in a table of every
    /// capture since start, which grew by one id a capture for as long as the kiosk ran.
    struct Queued {
        let rank: Int
        let entry: OutboxEntry
    }
    private var nextRank = 0

    /// Deliveries completed since start, attempts that failed, and captures refused for good
    /// (for logs and tests).
    public private(set) var delivered = 0
    public private(set) var failures = 0
    public private(set) var rejected = 0

    /// `backoff`: the pauses after failures in a row; `summaryInterval`: how often a
    /// destination that keeps failing the same way sums it up in the log (tests shorten both).
    public init(
        outbox: Outbox, destinations: [DestinationSpec], kiosk: String, version: String, backoff: Backoff = Backoff(),
        summaryInterval: Double = 60, log: @escaping (String) -> Void
    ) throws(SystemError) {
        self.outbox = outbox
        self.log = log
        self.summaryInterval = summaryInterval
        status = FleetStatus(kiosk: kiosk, version: version)
        for spec in destinations {
            let destination: any Destination
            switch spec.kind {
            case .http: destination = HTTPDestination(spec: spec, kiosk: kiosk, version: version, log: log)
            case .mqtt:
                destination = MQTTDestination(spec: spec, kiosk: kiosk, will: status.will, summaryInterval: summaryInterval, log: log)
            case .exec: destination = ExecDestination(spec: spec, kiosk: kiosk, log: log)
            case .hid: destination = HIDKeyboardDestination(spec: spec, log: log)
            case .serial: destination = SerialDestination(spec: spec, log: log)
            }
            lanes.append(try Lane(destination, backoff: backoff))
        }
    }

    deinit { detach() }

    /// Starts every destination on the loop and queues what the outbox still owes each.
    public func attach(to events: EventRegistry) throws(SystemError) {
        self.events = events
        for (name, count) in outbox.abandoned {
            log("deliver: \(count) capture\(count == 1 ? "" : "s") never reached \(name), which is no longer configured")
        }
        let timer = try TimerDescriptor(label: "status timer")
        statusTimer = timer
        events.watch(timer.fd) { [unowned self] in
            timer.acknowledge()
            self.publishStatus()
        }
        for lane in lanes {
            try lane.destination.attach(to: events) { [unowned self, unowned lane] id, outcome in
                self.finished(lane, id, outcome)
            }
            events.watch(lane.timer.fd) { [unowned self, unowned lane] in
                lane.timer.acknowledge()
                lane.resting = false
                self.pump(lane)
            }
            lane.queue = outbox.pending(for: lane.destination.spec.name).map(queued)
            if !lane.queue.isEmpty {
                log("deliver: \(lane.queue.count) capture\(lane.queue.count == 1 ? "" : "s") owed to \(lane.destination.spec.name) from before")
            }
        }
        updateStatus()
        publishStatus()
        for lane in lanes { pump(lane) }
    }

    /// Stops every destination (threads joined, descriptors closed); what is on its way stays
    /// owed in the outbox. Idempotent.
    public func detach() {
        for lane in lanes {
            events?.unwatch(lane.timer.fd)
            lane.destination.detach()
        }
        if let statusTimer { events?.unwatch(statusTimer.fd) }
        statusTimer = nil
        lanes = []
    }

    private func queued(_ entry: OutboxEntry) -> Queued {
        nextRank += 1
        return Queued(rank: nextRank, entry: entry)
    }

    /// A capture was just added to the outbox (durably): on its way to every destination.
    public func captured(_ entry: OutboxEntry) {
        guard entry.id != nil else { return }
        let item = queued(entry)
        for lane in lanes {
            lane.queue.append(item)
            pump(lane)
        }
        updateStatus()
    }

    /// The camera's state, for the fleet status.
    public func camera(_ camera: FleetStatus.Camera) {
        guard status.camera != camera else { return }
        updateStatus { $0.camera = camera }
    }

    /// Whether the history file takes captures, for the fleet status.
    public func storage(_ storage: FleetStatus.Storage) {
        guard status.storage != storage else { return }
        updateStatus { $0.storage = storage }
    }

    /// Captures owed per destination (queued or on their way), by name.
    public var owed: [String: Int] {
        Dictionary(uniqueKeysWithValues: lanes.map { ($0.destination.spec.name, $0.queue.count + $0.onTheirWay.count) })
    }

    private func pump(_ lane: Lane) {
        guard !lane.resting else { return }
        while lane.onTheirWay.count < lane.destination.window, !lane.queue.isEmpty {
            let item = lane.queue.removeFirst()
            guard let id = item.entry.id, !outbox.isDelivered(id, to: lane.destination.spec.name) else { continue }
            lane.onTheirWay[id] = item
            lane.destination.send(item.entry)
        }
    }

    private func finished(_ lane: Lane, _ id: String, _ outcome: DeliveryOutcome) {
        guard let item = lane.onTheirWay.removeValue(forKey: id) else { return }
        let name = lane.destination.spec.name
        switch outcome {
        case .delivered:
            outbox.markDelivered(id, to: name)
            delivered += 1
            lane.backoff.succeeded()
            if lane.failing != nil {
                log("deliver: \(name) works again")
                lane.failing = nil
            }
            updateStatus()
        case .rejected(let reason):
            // The receiver answered (it is up): the lane goes on with the next capture.
            outbox.markRejected(id, to: name, answer: reason)
            rejected += 1
            lane.backoff.succeeded()
            lane.failing = nil
            log("deliver: \(name) refused capture \(id) for good: \(reason); marked rejected in the history file, not sent again")
            updateStatus()
        case .failed(let reason):
            failures += 1
            // Back in the queue in outbox order, ahead of what came later.
            let at = lane.queue.firstIndex { $0.rank > item.rank } ?? lane.queue.endIndex
            lane.queue.insert(item, at: at)
            let pause = lane.backoff.failed()
            // Each new reason at once; the same one again summed up every summaryInterval
            // (every tenth failure was logged: ten minutes apart once the pause reached 60 s).
            let now = monotonicNow()
            lane.failedSinceLog += 1
            if lane.failing != reason {
                log("deliver: \(name): \(reason); trying again in \(String(cFormat: "%.0f", pause)) s")
                (lane.failedSinceLog, lane.loggedAt) = (0, now)
            } else if now - lane.loggedAt >= summaryInterval {
                let owed = lane.queue.count + lane.onTheirWay.count
                log(
                    "deliver: \(name): still failing (\(reason)): \(lane.failedSinceLog) attempt\(lane.failedSinceLog == 1 ? "" : "s") in the last "
                        + "\(String(cFormat: "%.0f", now - lane.loggedAt)) s; \(owed) capture\(owed == 1 ? "" : "s") owed; trying again in \(String(cFormat: "%.0f", pause)) s"
                )
                (lane.failedSinceLog, lane.loggedAt) = (0, now)
            }
            lane.failing = reason
            if !lane.resting {
                lane.resting = true
                lane.timer.arm(after: pause)
            }
        }
        pump(lane)
    }

    /// Counts again what the status says, with `change` made (a changed field published, as
    /// new counts are).
    private func updateStatus(_ change: (inout FleetStatus) -> Void = { _ in }) {
        let start = Calendar.current.startOfDay(for: Date())
        var next = status
        change(&next)
        next.capturesToday = outbox.count(since: start)
        next.backlog = outbox.backlog
        next.rejected = outbox.rejected
        let changed = next != status
        status = next
        // Coalesced: at most one status a second, however fast captures and deliveries come.
        if changed, !statusDue, let statusTimer {
            statusDue = true
            statusTimer.arm(after: 1)
        }
    }

    private func publishStatus() {
        statusDue = false
        for lane in lanes { lane.destination.statusChanged(status) }
    }
}
