// ExecDestination: runs a program per capture with the capture's JSON on its standard input.
import Glibc
import SystemCall
import Wire

/// `exec:PATH`: the program runs without a shell, one at a time, with the capture's JSON line
/// on standard input and `KIOSKSCAN_CAPTURE_ID` and `KIOSKSCAN_KIOSK_ID` in its environment.
/// Exit status 0 is delivered; another status, a signal, or running past the timeout (it is
/// then killed, with what it started: its process group) is a failure, run again after a
/// pause. Its output (standard output and error) is read on the loop and logged a line at a
/// time, escaped, at most `maxOutputLines` lines of `maxLineLength` characters a run; the rest is
/// read, counted and dropped. Nothing waits: its exit is a pidfd on the loop, its output a
/// pipe, its timeout a timerfd. The program is checked when the options are read (it must be an
/// executable file: `DestinationSpec`); should it vanish later, each run is a failure.
final class ExecDestination: Destination {
    let spec: DestinationSpec
    let window = 1
    private let kiosk: String
    private let log: (String) -> Void
    private weak var events: EventRegistry?
    private var finished: (String, DeliveryOutcome) -> Void = { _, _ in }
    private var timer: TimerDescriptor?
    private var running: (id: String, process: ChildProcess, timedOut: Bool)?
    /// The program's output of this run: the line begun, lines logged, bytes dropped.
    private var output = (line: [UInt8](), logged: 0, dropped: 0)
    static let maxOutputLines = 20
    static let maxLineLength = 200

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
            output = ([], 0, 0)
            timer.arm(after: spec.timeout)
            events.watch(process.fd) { [unowned self] in self.exited() }
            events.watch(process.output) { [unowned self] in self.readOutput(of: process) }
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

    /// Reads what the program wrote (64 KiB at most a turn of the loop, so a program that
    /// writes without end does not hold it) and logs its lines within the bounds; false when
    /// there is nothing more to read now.
    @discardableResult
    private func readOutput(of process: ChildProcess) -> Bool {
        var chunk = [UInt8](repeating: 0, count: 64 << 10)
        let count = chunk.withUnsafeMutableBytes { read(process.output, $0.baseAddress, $0.count) }
        let error = errno
        if count == 0 || (count < 0 && error != EAGAIN && error != EINTR) {
            // The program and what it started have all closed it.
            events?.unwatch(process.output)
            return false
        }
        guard count > 0 else { return error == EINTR }
        for byte in chunk[..<count] {
            if byte == UInt8(ascii: "\n") {
                logOutputLine()
            } else if output.logged < Self.maxOutputLines, output.line.count < 4 * Self.maxLineLength {
                output.line.append(byte)
            } else {
                output.dropped += 1
            }
        }
        return true
    }

    private func logOutputLine() {
        defer { output.line.removeAll(keepingCapacity: true) }
        guard output.logged < Self.maxOutputLines else {
            output.dropped += 1
            return
        }
        output.logged += 1
        log("deliver: \(spec.name) says: \(PrintableText.escaped(output.line, limit: Self.maxLineLength))")
    }

    /// The end of the run's output: the line begun, and what was not shown.
    private func finishOutput(of process: ChildProcess) {
        events?.unwatch(process.output)
        // What is left in the pipe (a background job may write on: 1 MiB at most).
        var chunks = 0
        while chunks < 16, readOutput(of: process) { chunks += 1 }
        if !output.line.isEmpty { logOutputLine() }
        if output.dropped > 0 {
            log("deliver: \(spec.name): \(output.dropped) more bytes of its output not shown (\(Self.maxOutputLines) lines a run are)")
        }
        output = ([], 0, 0)
    }

    private func exited() {
        guard let running, let exit = running.process.reap() else { return }
        events?.unwatch(running.process.fd)
        finishOutput(of: running.process)
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
        if let running {
            events?.unwatch(running.process.fd)
            events?.unwatch(running.process.output)
        }
        running = nil  // ChildProcess's deinit kills and reaps it
        if let timer { events?.unwatch(timer.fd) }
        timer = nil
    }
}
