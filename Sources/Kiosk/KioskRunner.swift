// KioskRunner: wires camera, decoder, state machine, scene and display into a running kiosk.
import Capture
import Decode
import Delivery
import Display
import FoundationEssentials
import Glibc
import Input
import OCR
import Render
import Scene
import SystemCall

public struct RunSummary: Sendable {
    public let frames: Int
    public let captures: Int
    public let seconds: Double
}

/// One kiosk run. With the virtual clock every frame is computed in order (decoding inline, on
/// the frame it belongs to) as fast as possible, so a run is reproducible frame for frame; it
/// needs a file camera. With the real clock the poll loop runs everything: a timer paces
/// frames (a screen paces them itself, one per page flip), a V4L2 camera is read when its
/// descriptor polls readable, decoding runs on the worker thread, the camera is looked for
/// every second and when /dev changes, and SIGINT/SIGTERM end the run cleanly.
public final class KioskRunner {
    public let options: KioskOptions
    private let cameras: CameraSupervisor
    private let display: Display
    private let screenshots: Screenshots?
    private let scene: ScannerScene
    private let output: CaptureEventOutput
    private let controller: KioskController
    private var inputScript: InputScript?
    /// The history file, which is also the outbox of the deliveries.
    private let history: HistoryStore?
    /// Delivers the outbox's captures (real clock only: it runs on the loop).
    private var delivery: DeliveryService?
    public let kioskID: String
    private var liveFrame: Frame?
    private var frameIndex = 0
    private let log: (String) -> Void
    /// SIGINT, SIGTERM and SIGHUP stop the run cleanly (the screen put back, the last screenshot
    /// written); SIGUSR1 writes a screenshot. Blocked from the runner's creation on (or earlier,
    /// when the command made the descriptor first thing), whichever the clock.
    private let signals: SignalDescriptor

    /// The signals a run handles, blocked for the whole process from now on (create it before
    /// any thread starts).
    public static func stopSignals() throws(SystemError) -> SignalDescriptor {
        try SignalDescriptor([SIGINT, SIGTERM, SIGHUP, SIGUSR1])
    }
    /// systemd's notify socket, when it runs the kiosk as a service (ServiceNotifier).
    private var service: ServiceNotifier?
    /// How often freed heap pages go back to the system (`MemoryPolicy.giveBackFreedMemory`), and
    /// when they last did.
    static let trimInterval = 10.0
    private var lastTrim = 0.0
    /// Whether a real-clock run keeps each live decode's seconds in `decodeSeconds` (for
    /// `kioskscan bench --whole`; off otherwise, so a long run keeps nothing per frame).
    public var recordsDecodeTimes = false
    public private(set) var decodeSeconds: [Double] = []
    /// Frames the decoder's one-slot mailbox dropped in a real-clock run (set when it ends).
    public private(set) var decodeDropped = 0

    /// Checks the options and opens the display; throws a message fit for the user. The camera
    /// is looked for when the run starts (a missing camera is not an error: the screen says so).
    public init(
        options: KioskOptions, output: CaptureEventOutput? = nil, signals: SignalDescriptor? = nil,
        log: @escaping (String) -> Void = { StandardStream.error.write("kioskscan: \($0)\n") }
    ) throws {
        self.signals = try signals ?? Self.stopSignals()
        self.options = options
        self.log = log
        let spec = options.camera
        if options.clock == .virtual, spec.isV4L2 {
            throw OptionError("--clock virtual needs a file camera (--camera file:...): a real camera runs in real time")
        }
        if case .file(let path) = spec {
            // Checked now so a wrong path stops the run before anything is opened.
            _ = try FileCamera(spec: path, fps: options.cameraFPS, hold: options.hold, frameSize: options.cameraSize, format: options.cameraFormat)
        }
        display = try DisplayFactory.make(options, log: log)
        screenshots = Screenshots(options: options, display: display, log: log)
        var style = options.sceneStyle
        if options.uiDPI == nil, let density = display.pixelsPerMM {
            style.pixelsPerMM = density
            log(String(cFormat: "screen density %.1f px/mm (from its EDID size): touch targets %.0f px", density, 9 * density))
        }
        let threads = options.renderThreads ?? RowBands.automaticThreadCount
        scene = try ScannerScene(style: style, renderThreads: threads)
        if threads > 1 { log("drawing the camera picture in \(threads) bands of rows, one thread each") }
        let output = output ?? CaptureEventOutput(includeDate: options.clock == .real)
        self.output = output
        cameras = CameraSupervisor(spec: spec, options: options, log: log)
        let display = self.display
        var history: [HistoryEntry] = []
        kioskID = options.kioskID ?? KioskIdentity.machineID()
        if !options.deliveries.isEmpty, options.historyFile == nil {
            throw OptionError("--deliver needs --history-file PATH: the outbox that keeps each capture on disk until every destination has it")
        }
        if let path = options.historyFile {
            let store = try HistoryStore(path: path, destinations: options.deliveries.map(\.name), limit: options.historyLimit, log: log)
            let (entries, skipped) = store.load(limit: options.historyLimit)
            history = entries
            log(
                "history: \(entries.count) capture\(entries.count == 1 ? "" : "s") from \(path)"
                    + (skipped > 0 ? ", \(skipped) unreadable line\(skipped == 1 ? "" : "s") skipped" : ""))
            self.history = store
        } else {
            self.history = nil
        }
        controller = KioskController(options: options, layout: scene.layout(width: display.width, height: display.height), history: history)
        if let store = self.history {
            let kiosk = kioskID
            output.identify = { (OutboxEntry.newID(), kiosk) }
            output.alsoWrite = { [unowned self, log] line in
                do {
                    let entry = try store.append(line)
                    self.delivery?.captured(entry)
                } catch {
                    // Not on disk (a full disk, a failing card): delivered from memory all the same.
                    log("history: \(error); the capture is delivered but not kept")
                    if let entry = OutboxEntry(line: line) { self.delivery?.captured(entry) }
                }
            }
        }
        controller.onCapture = { output.captured($0) }
        let onRequest = screenshots ?? Screenshots(path: "/tmp/kioskscan-screenshot.png", display: display, log: log)
        controller.onScreenshot = { onRequest.take("key") }
        inputScript = options.inputScript
    }

    /// The live decoder: both engines, the live passes (see `BarcodeReader`).
    var decoderOptions: BarcodeReader.Options {
        BarcodeReader.Options(symbologies: options.symbologies, live: true, code39FullASCII: options.code39FullASCII)
    }

    /// Logs what the zxing library refused, each different message once per run.
    private var loggedFailures: Set<String> = []
    private func logFailures(_ failures: [ZXingError]) {
        for failure in failures where loggedFailures.insert(failure.message).inserted { log("decoder: \(failure) (logged once)") }
    }

    public func run() throws -> RunSummary {
        log(
            "display \(display.summary); clock \(options.clock.rawValue) \(options.fps.formatted1) fps"
                + (options.frames > 0 ? ", \(options.frames) frames" : ""))
        let started = ContinuousClock.now
        switch options.clock {
        case .virtual: try runVirtual()
        case .real: try runReal()
        }
        screenshots?.take("end of run")
        let elapsed = ContinuousClock.now - started
        let summary = RunSummary(
            frames: frameIndex, captures: controller.machine.captureCount,
            seconds: Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18)
        log(
            "\(summary.frames) frames in \(String(cFormat: "%.2f", summary.seconds)) s, \(summary.captures) capture\(summary.captures == 1 ? "" : "s")"
        )
        return summary
    }

    /// A camera frame arrived: kept for the preview, and decoded when the kiosk is scanning.
    private func received(_ frame: Frame) -> Bool {
        guard controller.wantsPreview else { return false }
        liveFrame = frame
        return controller.wantsDecoding
    }

    /// Scripted inputs due now, then time.
    private func advance(to time: Double) {
        if inputScript != nil {
            for input in inputScript!.due(at: time) { controller.handle(input, at: time) }
        }
        controller.tick(at: time)
        if time - lastTrim >= Self.trimInterval {
            MemoryPolicy.giveBackFreedMemory()
            lastTrim = time
        }
    }

    /// Draws and presents the frame at `time`.
    private func render(at time: Double) throws {
        advance(to: time)
        var status = cameras.status
        if status != .running { liveFrame = nil }
        delivery?.camera(status == .running ? .running : .lost)
        if liveFrame == nil, status == .running {
            status = .unavailable("The camera is connected but has sent no picture yet.")
        }
        let surface = display.nextSurface()
        // The screen may have changed size (another one plugged in): taps follow the new layout.
        controller.layout = scene.layout(width: surface.width, height: surface.height)
        let drawn = scene.draw(on: surface, time: time, state: controller.view, frame: controller.previewFrame(live: liveFrame), camera: status)
        controller.didDraw(drawn)
        try display.present(index: frameIndex, time: time)
        frameIndex += 1
        service?.screenShows()
    }

    /// Handles the signals received since the last call; true when one asks the run to stop.
    private func takeSignals() -> Bool {
        var stop = false
        for signal in signals.take() {
            if signal == SIGUSR1 {
                if let screenshots { screenshots.take("SIGUSR1") } else { log("SIGUSR1: no --screenshot PATH to write to") }
            } else {
                log("stopping on \(Self.name(of: signal))")
                stop = true
            }
        }
        return stop
    }

    static func name(of signal: Int32) -> String {
        switch signal {
        case SIGINT: "SIGINT"
        case SIGTERM: "SIGTERM"
        case SIGHUP: "SIGHUP"
        case SIGUSR1: "SIGUSR1"
        default: "signal \(signal)"
        }
    }

    private func runVirtual() throws {
        let clock = VirtualClock(fps: options.fps)
        if !options.deliveries.isEmpty { log("deliver: nothing is sent with --clock virtual; the captures wait in the outbox for a real-clock run") }
        let reader = BarcodeReader(options: decoderOptions)
        // Loaded when Number mode first reads a frame.
        var numbers: NumberReader?
        cameras.look()
        while options.frames == 0 || frameIndex < options.frames {
            if takeSignals() { break }
            let time = clock.now
            advance(to: time)
            if let frame = cameras.read(at: time) {
                if received(frame) {
                    let region = controller.decodeRegion(frameWidth: frame.width, frameHeight: frame.height)
                    let outcome = frame.withImageView { reader.scan($0, region: region) }
                    logFailures(outcome?.failures ?? [])
                    controller.decoded(outcome?.detections ?? [], in: frame, at: time)
                }
                if controller.wantsReading {
                    if numbers == nil { numbers = try NumberReader(options: NumberReader.Options(format: options.numberFormat)) }
                    let region = controller.numberRegion(frameWidth: frame.width, frameHeight: frame.height)
                    let reading = frame.withImageView { numbers!.readFrame($0, region: region) } ?? nil
                    controller.read(reading, in: frame, at: time)
                }
            }
            try render(at: time)
            screenshots?.due(at: time)
            clock.advance()
        }
    }

    private func runReal() throws {
        let clock = MonotonicClock()
        let loop = EventLoop()
        // The handlers below hold the loop (to stop it) and what they serve: freed at the end.
        defer { loop.unwatchAll() }
        let frameTimer = try TimerDescriptor(label: "frame timer", every: 1 / options.fps)
        let signals = self.signals
        let worker = DecodeWorker(options: decoderOptions, wakeUp: try EventCounter(label: "decoder results"))
        defer { worker.stop() }
        var failure: Error?
        service = try ServiceNotifier()
        try service?.attach(to: loop)
        defer { service?.stopping() }

        loop.watch(signals.fd) { [unowned self] in
            if self.takeSignals() { loop.stop() }
        }
        worker.attach(to: loop) { [unowned self] results in
            for finished in results {
                let result = finished.result
                if self.recordsDecodeTimes { self.decodeSeconds.append(result.duration) }
                self.logFailures(result.failures)
                self.controller.decoded(result.detections, in: result.frame, seen: finished.offered, at: clock.now)
            }
        }
        let numbers = NumberWorker(format: options.numberFormat, wakeUp: try EventCounter(label: "number reader results"))
        defer { numbers.stop() }
        numbers.attach(to: loop) { [unowned self] results in
            for finished in results {
                let result = finished.result
                if let failure = result.failure {
                    self.log("Number mode: \(failure)")
                    continue
                }
                self.controller.read(result.reading, in: result.frame, seen: finished.offered, at: clock.now)
            }
        }
        // A screen paces frames itself: draw when it can show one (a page flip completed).
        // (The display keeps these closures until it closes: they hold the loop weakly.)
        let screenPaced = display.attach(
            to: loop,
            frameDue: { [unowned self, weak loop] in
                do { try self.render(at: clock.now) } catch {
                    failure = error
                    loop?.stop()
                }
                if self.options.frames > 0, self.frameIndex >= self.options.frames { loop?.stop() }
            },
            failed: { [weak loop] error in
                failure = error
                loop?.stop()
            })
        loop.watch(frameTimer.fd) { [unowned self] in
            frameTimer.acknowledge()
            self.screenshots?.due(at: clock.now)
            guard !screenPaced else { return }
            do { try self.render(at: clock.now) } catch {
                failure = error
                loop.stop()
            }
            if self.options.frames > 0, self.frameIndex >= self.options.frames { loop.stop() }
        }
        var input: InputManager?
        if options.inputEnabled {
            do {
                let manager = try InputManager(
                    options: options.input,
                    screen: ScreenGeometry(
                        width: display.width, height: display.height,
                        rotation: ScreenRotation(degrees: options.rotation.rawValue) ?? .none))
                manager.onDeviceChange = { [unowned self] change in self.log("input: \(change)") }
                manager.attach(to: loop) { [unowned self] events in
                    for event in events { self.controller.handle(event, at: clock.now) }
                }
                let output = self.output
                controller.onCapture = { [options] record in
                    output.captured(record)
                    if options.input.beep { _ = manager.beep() }
                }
                input = manager
            } catch {
                log("input: \(error); running without touch and keys")
            }
        }
        try cameras.attach(
            to: loop, clock: clock, frameInterval: 1 / options.fps, wantsFrames: { [unowned self] in self.controller.wantsLiveFrames },
            onSkipped: {
                worker.discardWaiting()
                numbers.discardWaiting()
            }
        ) { [unowned self] frame in
            let time = clock.now
            if self.received(frame) {
                worker.submit(frame, region: self.controller.decodeRegion(frameWidth: frame.width, frameHeight: frame.height), at: time)
            } else {
                worker.discardWaiting()
            }
            if self.controller.wantsReading {
                numbers.submit(frame, region: self.controller.numberRegion(frameWidth: frame.width, frameHeight: frame.height), at: time)
            } else {
                numbers.discardWaiting()
            }
        }
        if let history, !options.deliveries.isEmpty {
            let service = try DeliveryService(
                outbox: history.outbox, destinations: options.deliveries, kiosk: kioskID, version: KioskVersion.current, log: log)
            try service.attach(to: loop)
            delivery = service
        }
        defer {
            delivery?.detach()
            delivery = nil
        }
        try loop.run()
        decodeDropped = worker.dropped
        withExtendedLifetime(input) {}
        cameras.detach(reason: "stopped")
        if let failure { throw failure }
    }
}
