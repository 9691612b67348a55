// ExecDestination: runs a program per capture with the capture's JSON on its standard input.
import Glibc
import SystemCall

/// `exec:PATH`: the program runs without a shell, one at a time, with the capture's JSON line
/// on standard input and `KIOSKSCAN_CAPTURE_ID` and `KIOSKSCAN_KIOSK_ID` in its environment.
/// Exit status 0 is delivered; another status, a signal, or running past the timeout (it is
/// then killed) is a failure, run again after a pause. Its output goes to the kiosk's standard
/// error. Nothing waits: its exit is a pidfd on the loop, its timeout a timerfd.
final class ExecDestination: Destination {
    let spec: DestinationSpec
    let window = 1
    private let kiosk: String
    private let log: (String) -> Void
    private weak var events: EventRegistry?
    private var finished: (String, DeliveryOutcome) -> Void = { _, _ in }
    private var timer: TimerDescriptor?
    private var running: (id: String, process: ChildProcess, timedOut: Bool)?

    init(spec: DestinationSpec, kiosk: String, log: @escaping (String) -> Void) {
        self.spec = spec
        self.kiosk = kiosk
        self.log = log
    }

    deinit { detach() }

    var path: String {
        guard case .exec(let path) = spec.kind else { preconditionFailure("not an exec destination") }
        return path
    }

    func attach(to events: EventRegistry, finished: @escaping (String, DeliveryOutcome) -> Void) throws(SystemError) {
        self.events = events
        self.finished = finished
        let timer = try TimerDescriptor(label: "timeout of \(spec.name)")
        self.timer = timer
        events.watch(timer.fd) { [unowned self] in
            timer.acknowledge()
            self.timerFired()
        }
    }

    /// A program that could not be started: reported when the timer fires at once (never from
    /// inside `send`).
    private var notStarted: (id: String, reason: String)?

    func send(_ entry: OutboxEntry) {
        guard let id = entry.id, let events, let timer else { return }
        do {
            let process = try ChildProcess(
                path: path, environment: ["KIOSKSCAN_CAPTURE_ID": id, "KIOSKSCAN_KIOSK_ID": kiosk], input: Array((entry.line + "\n").utf8))
            running = (id, process, false)
            timer.arm(after: spec.timeout)
            events.watch(process.fd) { [unowned self] in self.exited() }
        } catch {
            notStarted = (id, "\(error)")
            timer.arm(after: 0)
        }
    }

    private func timerFired() {
        if let failure = notStarted {
            notStarted = nil
            finished(failure.id, .failed(failure.reason))
        } else if var running {
            running.timedOut = true
            self.running = running
            running.process.terminate()
        }
    }

    private func exited() {
        guard let running, let exit = running.process.reap() else { return }
        events?.unwatch(running.process.fd)
        timer?.arm(at: nil)
        self.running = nil
        let outcome: DeliveryOutcome
        switch exit {
        case .status(0): outcome = .delivered
        case .status(let code): outcome = .failed("\(path) exited with status \(code)")
        case .signal(let signal):
            outcome = .failed(running.timedOut ? "\(path) ran longer than \(Int(spec.timeout)) s: killed" : "\(path) was killed by signal \(signal)")
        }
        finished(running.id, outcome)
    }

    func detach() {
        if let running { events?.unwatch(running.process.fd) }
        running = nil  // ChildProcess's deinit kills and reaps it
        if let timer { events?.unwatch(timer.fd) }
        timer = nil
    }
}
