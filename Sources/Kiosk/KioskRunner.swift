// KioskRunner: wires camera, decoder, state machine, scene and display into a running kiosk.
import Capture
import Catalog
import Decode
import Delivery
import Display
import FoundationEssentials
import Glibc
import Input
import OCR
import Pixels
import Presence
import Render
import Scene
import Sound
import SystemCall
import Wire

public struct RunSummary: Sendable {
    public let frames: Int
    public let captures: Int
    public let seconds: Double
    /// The staff asked for a restart on the admin screen (the command exits with `KioskRunner.restartStatus`).
    public var restart = false
}

/// One kiosk run. With the virtual clock every frame is computed in order (decoding in line, on
/// the frame it belongs to) as fast as possible, so a run is reproducible frame for frame; it
/// needs a file camera. With the real clock the poll loop runs everything: a timer paces
/// frames (a screen paces them itself, one per page flip), a V4L2 camera is read when its
/// descriptor polls readable, decoding runs on the worker threads, the camera is looked for
/// every second and when /dev changes, and SIGINT/SIGTERM end the run cleanly. Both runs share
/// what happens to a frame (`cameraFrame`, `render`) and to a result; each capture leaves the
/// kiosk through one `CaptureFlow`.
public final class KioskRunner {
    public let options: KioskOptions
    private let cameras: CameraSupervisor
    private let display: Display
    private let screenshots: Screenshots?
    private let scene: ScannerScene
    private let controller: KioskController
    /// The shop's product server (`--lookup`), attached to the real run's loop.
    private var productServer: ProductServer?
    /// Where each capture goes, in order: the outbox (then, once kept, the destinations), standard
    /// output, the sound card, the beeper.
    public let flow: CaptureFlow
    private var inputScript: InputScript?
    /// The history file, which is also the outbox of the deliveries.
    private let history: HistoryStore?
    /// Delivers the outbox's captures (real clock only: it runs on the loop).
    private let delivery: DeliveryService?
    /// Keeps each capture in the outbox (and in memory while the disk refuses it).
    private let outboxSink: OutboxSink?
    /// The capture lines on standard output (written on every frame while its reader lags).
    private let standardOutput: StandardOutputSink
    /// Tones and spoken results on the sound thread (`sound`, `speak`); nil when both are off.
    private let sound: SoundSink?
    /// Touch, keys, buttons and scanners (real clock, `input = on`); nil when there is no
    /// /dev/input to follow.
    private let input: InputManager?
    public let kioskID: String
    private var liveFrame: Frame?
    private var frameIndex = 0
    /// The screen's size as last drawn: when another screen is plugged in, the layout and the
    /// touch mapping follow the new one.
    private var screenSize: (width: Int, height: Int)
    private let log: (String) -> Void
    /// Whether anyone is there: scanning, attract, blank or closed (`attract.after`,
    /// `blank.after`, `screen.on`), and what watches for them.
    public private(set) var presence: PresenceKeeper
    /// Motion in front of the camera (nil: `motion = 0`, or presence never changes).
    private let motion: MotionDetector?
    /// The shop's slides for the attract screen (`attract.folder`).
    private let slides: AttractSlides?
    /// When the attract screen began.
    private var attractSince = 0.0
    /// While blank: when a camera frame was last looked at (2 a second are).
    private var lastWatched = -Double.infinity
    /// On the attract screen: when a frame was last decoded, and how often one is.
    private var lastAttractDecode = -Double.infinity
    static let attractDecodeInterval = 0.1
    /// The last time `advance` was told (a capture counts as someone there at it).
    private var now = 0.0
    /// The wall clock at the start of a virtual run (its instants run from it).
    private let startInstant = Int64(Glibc.time(nil))
    private let zone = TimeZoneRules.local()
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
    /// Whether a run keeps each live decode's times in `decodeTimes` (for `kioskscan-dev bench --whole`;
    /// off otherwise, so a long run keeps nothing per frame).
    public var recordsDecodeTimes = false
    public private(set) var decodeTimes: [DecodeTime] = []
    /// Whether every frame offered is read, also one of an unchanged scene (`LiveReader`; for
    /// `kioskscan-dev bench --whole --read-every-frame`, to measure what carrying saves).
    public var readsEveryFrame = false
    /// One decode's times: when its frame was offered (kiosk clock), the seconds and the
    /// decoding thread's CPU seconds it took, and whether the frame was carried (not read:
    /// `LiveReader`) or given another look.
    public struct DecodeTime: Sendable {
        public let seen: Double
        public let seconds: Double
        public let cpuSeconds: Double
        public let carried: Bool
        public let looked: Bool
    }
    /// Frames the decoder's one-slot mailbox dropped in a real-clock run (set when it ends).
    public private(set) var decodeDropped = 0
    /// The staff pressed Restart on the admin screen: the run stops cleanly, and the command
    /// exits with `restartStatus`, which the service's `Restart=always` starts again.
    private var restartAsked = false
    /// The exit status of a run stopped for a restart (not 0: run by hand, it says why it stopped).
    public static let restartStatus: Int32 = 3
    /// When the last camera frame arrived (the admin screen says whether frames arrive).
    private var lastFrameTime: Double?

    /// Checks the options, opens the display and sets up everything a capture passes through;
    /// throws a message fit for the user. The camera is looked for when the run starts (a
    /// missing camera is not an error: the screen says so). `display`: where frames go (nil: the
    /// display `--display` names); `standardOutput`: where the capture lines go (tests and the
    /// benchmark keep them).
    public init(
        options: KioskOptions, display: Display? = nil, standardOutput: StandardOutputSink = StandardOutputSink(),
        signals: SignalDescriptor? = nil,
        log: @escaping (String) -> Void = { StandardStream.error.write("kioskscan: \($0)\n") }
    ) throws {
        self.signals = try signals ?? Self.stopSignals()
        self.options = options
        self.log = log
        self.standardOutput = standardOutput
        standardOutput.log = log
        let spec = options.camera
        if options.clock == .virtual, spec.isV4L2 {
            throw OptionError("--clock virtual needs a file camera (--camera file:...): a real camera runs in real time")
        }
        if case .file(let path) = spec {
            // Checked now so a wrong path stops the run before anything is opened.
            _ = try FileCamera(
                spec: path, fps: options.cameraFPS ?? FileCamera.defaultFPS, hold: options.hold,
                frameSize: options.cameraSize.map { ($0.width, $0.height) }, format: options.cameraFormat)
        }
        if !options.deliveries.isEmpty, options.historyFile == nil {
            throw OptionError("--deliver needs --history-file PATH: the outbox that keeps each capture on disk until every destination has it")
        }
        self.display = try display ?? DisplayFactory.make(options, log: log)
        let display = self.display
        screenshots = Screenshots(options: options, display: display, log: log)
        var style = options.sceneStyle
        if options.uiDPI == nil, let density = display.pixelsPerMM {
            style.pixelsPerMM = density
            log(String(cFormat: "screen density %.1f px/mm (from its EDID size): touch targets %.0f px", density, 9 * density))
        }
        let threads = options.renderThreads ?? RowBands.automaticThreadCount
        scene = try ScannerScene(style: style, renderThreads: threads)
        if threads > 1 { log("drawing the camera picture in \(threads) bands of rows, one thread each") }
        cameras = CameraSupervisor(spec: spec, options: options, log: log)
        kioskID = options.kioskID ?? KioskIdentity.machineID()
        var entries: [HistoryEntry] = []
        if let path = options.historyFile {
            let store = try HistoryStore(path: path, destinations: options.deliveries.map(\.name), limit: options.historyLimit, log: log)
            let (loaded, skipped) = store.load(
                limit: options.historyLimit, readContent: options.contentEnabled ? ContentCapture.reader(options) : nil)
            entries = loaded
            log(
                "history: \(loaded.count) capture\(loaded.count == 1 ? "" : "s") from \(path)"
                    + (skipped > 0 ? ", \(skipped) unreadable line\(skipped == 1 ? "" : "s") skipped" : ""))
            history = store
        } else {
            history = nil
        }
        screenSize = (display.width, display.height)
        let catalog = options.catalog.map { Catalog(path: $0, log: log) }
        var products: ProductSource? = catalog.map { CatalogProducts($0, options: options) }
        if let url = options.lookup {
            guard let currency = options.currency ?? catalog?.facts?.currency else {
                throw OptionError("--lookup: which currency are the server's prices in? --currency CODE (EUR, USD, JPY…)")
            }
            let spec: ProductServerSpec
            do { spec = try ProductServerSpec(url: url, map: options.lookupMap, timeout: options.lookupTimeout, currency: currency) } catch {
                throw OptionError("\(error)", cause: error)  // it names --lookup itself
            }
            let server = ProductServer(spec: spec, fallback: catalog, log: log)
            productServer = server
            products = ServerProducts(server, options: options)
        }
        // A real-clock kiosk checks PINs on a thread of their own (PBKDF2: tens of milliseconds
        // and more on a Pi, never on the loop); a virtual-clock run inline.
        let pins = PINChecker(pin: options.adminPIN, answered: options.clock == .real ? try EventCounter(label: "PIN checks") : nil)
        controller = KioskController(
            options: options, layout: scene.layout(width: display.width, height: display.height), history: entries, products: products,
            pins: pins)
        presence = PresenceKeeper(
            attractAfter: options.attractAfter, blankAfter: options.blankAfter * 60, hours: options.screenOn, zone: zone)
        motion = presence.isActive && options.motionSensitivity > 0 ? MotionDetector(sensitivity: options.motionSensitivity) : nil
        if let folder = options.attractFolder {
            var info = stat()
            guard stat(folder, &info) == 0, info.st_mode & S_IFMT == S_IFDIR else {
                throw OptionError("--attract-folder: \(folder) is not a folder")
            }
            slides = AttractSlides(
                folder: folder, seconds: options.attractSlide, loader: try PictureLoader(inline: options.clock == .virtual), log: log)
        } else {
            slides = nil
        }
        input = Self.makeInput(options, screen: screenSize, log: log)
        if let history, !options.deliveries.isEmpty, options.clock == .real {
            delivery = try DeliveryService(
                outbox: history.outbox, destinations: options.deliveries, kiosk: kioskID, version: KioskVersion.current, log: log)
        } else {
            delivery = nil
        }
        var sinks: [any CaptureSink] = []
        if let history {
            let outboxSink = OutboxSink(store: history, log: log)
            // The destinations get a capture once it is on disk, never before.
            if let delivery { outboxSink.kept = { delivery.captured($0) } }
            // (Weak: the controller holds the flow, which holds this sink.)
            outboxSink.problemChanged = { [weak controller, weak delivery, unowned outboxSink] problem in
                controller?.notice = problem.map { "\($0.notice) (\(outboxSink.waiting.count) waiting)" }
                switch problem {
                case nil: delivery?.storage(.ok)
                case .full: delivery?.storage(.full)
                case .failing: delivery?.storage(.failing)
                }
            }
            sinks.append(outboxSink)
            self.outboxSink = outboxSink
        } else {
            outboxSink = nil
        }
        sinks.append(standardOutput)
        sound = Self.makeSound(options, log: log)
        if let sound { sinks.append(sound) }
        if let input {
            // The beeper stands in while the sound card does not play the tones; quiet hours silence it too.
            let quiet = options.quietHours
            sinks.append(
                BeeperSink(input: input) { [sound] in
                    sound?.playsTones == true || quiet?.contains(minute: QuietHours.localMinute()) == true
                })
        }
        flow = CaptureFlow(sinks: sinks, kiosk: history == nil ? nil : kioskID, includeDate: options.clock == .real)
        controller.onCapture = { [flow, unowned self] record in
            self.presence.activity(at: self.now)  // a code read: someone is there
            flow.captured(record)
        }
        controller.checkout?.onPaid = { [flow] in flow.paid($0, at: $1) }
        if options.catalog != nil {
            do { controller.pictures = try PictureLoader(inline: options.clock == .virtual) } catch {
                log("catalog: products' pictures cannot be loaded: \(error)")
            }
        }
        if let notice = options.adminPIN?.notice { log(notice) }
        controller.log = log
        controller.adminStatus = { [unowned self] in self.adminStatus() }
        controller.onRestart = { [unowned self] in self.restartAsked = true }
        let onRequest = screenshots ?? Screenshots(path: "/tmp/kioskscan-screenshot.png", display: display, log: log)
        controller.onScreenshot = { onRequest.take("key") }
        inputScript = options.inputScript
    }

    /// The sound thread, when `sound` or `speak` is on; nil (logged) when it cannot start.
    private static func makeSound(_ options: KioskOptions, log: (String) -> Void) -> SoundSink? {
        guard options.soundEnabled || options.speakEnabled else { return nil }
        do { return try SoundSink(options: options) } catch {
            log("sound: \(error); running without sound")
            return nil
        }
    }

    /// Ends the sound thread (a virtual run plays what is queued first) and logs what it said.
    private func stopSound() {
        guard let sound else { return }
        if options.clock == .virtual { sound.player.finish() } else { sound.player.stop() }
        for note in sound.player.takeNotes() { log(note) }
        let dropped = sound.player.dropped
        if dropped > 0 { log("sound: \(dropped) sound\(dropped == 1 ? "" : "s") dropped in this run: the queue was full") }
    }

    /// The input devices of a real-clock run with `input = on`; nil (logged) when they cannot
    /// be followed.
    private static func makeInput(_ options: KioskOptions, screen: (width: Int, height: Int), log: (String) -> Void) -> InputManager? {
        guard options.clock == .real, options.inputEnabled else { return nil }
        do {
            return try InputManager(options: options.input, screen: screenGeometry(screen, options))
        } catch {
            log("input: \(error); running without touch and keys")
            return nil
        }
    }

    private static func screenGeometry(_ size: (width: Int, height: Int), _ options: KioskOptions) -> ScreenGeometry {
        ScreenGeometry(width: size.width, height: size.height, rotation: ScreenRotation(degrees: options.rotation.rawValue) ?? .none)
    }

    /// Where touches land: the screen the input devices map their positions to (nil without input).
    public var inputScreen: ScreenGeometry? { input?.screen }

    /// The live decoder: both engines, the live passes (see `BarcodeReader`).
    var decoderOptions: BarcodeReader.Options {
        var decoder = BarcodeReader.Options(symbologies: options.symbologies, live: true, code39FullASCII: options.code39FullASCII)
        if readsEveryFrame {
            decoder.rereadEvery = 1
            decoder.looks = []
        }
        return decoder
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
        if options.symbologies != Symbology.defaultSet, let notice = EnginePolicy.unreadableNotice(for: options.symbologies) {
            log("symbologies: \(notice)")
        }
        let started = ContinuousClock.now
        switch options.clock {
        case .virtual: try runVirtual()
        case .real: try runReal()
        }
        stopSound()
        screenshots?.take("end of run")
        standardOutput.flush()
        if standardOutput.dropped > 0 || standardOutput.unwritten > 0 {
            log(
                "standard output: \(standardOutput.dropped) capture line\(standardOutput.dropped == 1 ? "" : "s") dropped in this run "
                    + "and \(standardOutput.unwritten) bytes never written (its reader did not read them)")
        }
        // One last try for what the disk refused, before it is counted as lost.
        outboxSink?.retry(at: .infinity)
        if let outboxSink, !outboxSink.waiting.isEmpty {
            let count = outboxSink.waiting.count
            log(
                "history: \(count) capture\(count == 1 ? "" : "s") the disk refused \(count == 1 ? "is" : "are") lost with this stop "
                    + "(printed on standard output, never kept in \(outboxSink.store.path) nor delivered)")
        }
        let elapsed = ContinuousClock.now - started
        var summary = RunSummary(
            frames: frameIndex, captures: controller.machine.captureCount,
            seconds: Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18)
        summary.restart = restartAsked
        log(
            "\(summary.frames) frames in \(String(cFormat: "%.2f", summary.seconds)) s, \(summary.captures) capture\(summary.captures == 1 ? "" : "s")"
        )
        return summary
    }

    // MARK: what both runs do

    /// A camera frame arrived: looked at for motion, kept for the preview, and offered to the
    /// reader of the mode showing (or let go when nothing is to be read). While the screen is
    /// blank, 2 frames a second are looked at and the others let go.
    private func cameraFrame(_ frame: Frame, _ reading: FrameReading, at time: Double) {
        lastFrameTime = time
        if presence.state == .blank {
            guard time - lastWatched >= 0.5 else {
                reading.discardDecoding()
                reading.discardReading()
                return
            }
            lastWatched = time
        }
        if let motion, frame.withImageView({ motion.update($0) }) == true {
            if presence.state != .scanning { log("presence: motion in front of the camera") }
            presence.activity(at: time)
        }
        if presence.state == .attract {
            // Nobody there: codes are looked for 10 times a second (a code held up is read in
            // a tenth of a second more at most), motion on every frame.
            guard time - lastAttractDecode >= Self.attractDecodeInterval - 0.001 else {
                reading.discardDecoding()
                reading.discardReading()
                if controller.wantsPreview { liveFrame = frame }
                return
            }
            lastAttractDecode = time
        }
        if controller.wantsPreview {
            liveFrame = frame
        }
        if controller.wantsPreview, controller.wantsDecoding {
            reading.decode(frame, region: controller.decodeRegion(frameWidth: frame.width, frameHeight: frame.height), at: time)
        } else {
            reading.discardDecoding()
        }
        if controller.wantsReading {
            reading.read(frame, region: controller.numberRegion(frameWidth: frame.width, frameHeight: frame.height), at: time)
        } else {
            reading.discardReading()
        }
    }

    /// What is done with the readers' results, on the loop's thread, `now` telling the time.
    private func frameResults(_ now: @escaping () -> Double) -> FrameResults {
        FrameResults(
            decoded: { [unowned self] result, seen in
                if self.recordsDecodeTimes {
                    self.decodeTimes.append(
                        DecodeTime(
                            seen: seen, seconds: result.duration, cpuSeconds: result.cpuSeconds, carried: result.carried, looked: result.looked))
                }
                self.logFailures(result.failures)
                self.controller.decoded(result.detections, in: result.frame, seen: seen, at: now())
            },
            read: { [unowned self] result, seen in
                if let failure = result.failure {
                    self.log("Number mode: \(failure)")
                    return
                }
                self.controller.read(result.reading, in: result.frame, seen: seen, at: now())
            })
    }

    /// An input: someone is there. The touch (or key) that wakes the screen or ends the attract
    /// screen does only that, so it presses nothing the person could not see; a scanner's code
    /// is captured all the same.
    private func handle(_ input: InputEvent, at time: Double) {
        presence.activity(at: time)
        if presence.state != .scanning {
            updatePresence(at: time)
            if case .wedgeScan = input {} else { return }
        }
        controller.handle(input, at: time)
    }

    /// The wall clock at `time` (seconds since 1970): the real one, or the virtual run's.
    private func instant(at time: Double) -> Int64 {
        options.clock == .real ? Int64(Glibc.time(nil)) : startInstant + Int64(time.rounded(.down))
    }

    /// Moves to the state the presence keeper says, and keeps the attract screen's time and slides.
    private func updatePresence(at time: Double) {
        guard presence.isActive else { return }
        // Staff on the keypad or the admin screen are someone there.
        if controller.view.admin != nil { presence.activity(at: time) }
        let instant = instant(at: time)
        if let state = presence.update(at: time, instant: instant) { enter(state, at: time) }
        guard presence.state == .attract else { return }
        let local = zone.wallClock(at: instant).secondOfDay
        var view = AttractView(since: attractSince, clock: String(cFormat: "%02d:%02d", local / 3600, local / 60 % 60), line: controller.view.welcome)
        if let slides {
            slides.arrived(at: time)
            slides.tick(at: time)
            slides.apply(to: &view)
        }
        controller.showAttract(view)
    }

    /// What each state turns on and off: the screen, the camera, the attract screen.
    private func enter(_ state: PresenceState, at time: Double) {
        let idle = Int(time - presence.lastActivity)
        switch state {
        case .scanning: log("presence: scanning")
        case .attract: log("presence: attract screen (nobody for \(idle) s)")
        case .blank: log("presence: screen off (nobody for \(idle / 60) min); the camera watches at 2 frames a second")
        case .closed: log("presence: closed (outside \(options.screenOn.map { "\($0)" } ?? "opening hours")): screen off, camera stopped")
        }
        display.setPower(on: PresenceKeeper.screenOn(state))
        if state == .closed { cameras.pause(reason: "outside opening hours") } else { cameras.resume() }
        if state == .attract {
            attractSince = time
            slides?.start(at: time, screen: PixelSize(width: screenSize.width, height: screenSize.height))
        } else {
            controller.showAttract(nil)
        }
        motion?.reset()
    }

    /// Scripted inputs due now, then time.
    private func advance(to time: Double) {
        now = time
        if inputScript != nil {
            for input in inputScript!.due(at: time) { handle(input, at: time) }
        }
        updatePresence(at: time)
        controller.tick(at: time)
        standardOutput.flush()
        if let outboxSink {
            outboxSink.retry(at: time)
            if let problem = outboxSink.problem { controller.notice = "\(problem.notice) (\(outboxSink.waiting.count) waiting)" }
        }
        if time - lastTrim >= Self.trimInterval {
            MemoryPolicy.giveBackFreedMemory()
            lastTrim = time
        }
    }

    /// What the admin screen shows of the kiosk now.
    private func adminStatus() -> AdminStatus {
        let camera: String
        if let device = cameras.camera {
            let arriving = lastFrameTime.map { now - $0 < 2 } ?? false
            camera = "\(device.summary); " + (arriving ? "frames arrive" : "no frame for 2 s")
        } else {
            camera = "none: \(cameras.problem)"
        }
        var deliveryLines: [String] = []
        if let delivery {
            deliveryLines = delivery.owed.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value) waiting" }
            deliveryLines.append("\(delivery.delivered) delivered, \(delivery.rejected) rejected in this run")
        } else if !options.deliveries.isEmpty {
            deliveryLines = ["\(options.deliveries.count) destination(s), not sent with --clock virtual"]
        }
        return AdminStatus(
            kioskID: kioskID, version: KioskVersion.current, addresses: options.clock == .real ? AdminStatus.addresses() : [],
            camera: camera, screen: "\(screenSize.width)x\(screenSize.height), \(display.summary)", delivery: deliveryLines)
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
        if surface.width != screenSize.width || surface.height != screenSize.height { screenChanged(surface) }
        let drawn = scene.draw(on: surface, time: time, state: controller.view, frame: controller.previewFrame(live: liveFrame), camera: status)
        controller.didDraw(drawn)
        try display.present(index: frameIndex, time: time)
        frameIndex += 1
        service?.screenShows()
    }

    /// Another screen was plugged in (or the mode changed): taps follow the new layout, and
    /// touch positions are mapped to the new size.
    private func screenChanged(_ surface: PixelSurface) {
        screenSize = (surface.width, surface.height)
        controller.layout = scene.layout(width: surface.width, height: surface.height)
        input?.setScreen(Self.screenGeometry(screenSize, options))
        log("screen now \(surface.width)x\(surface.height): layout and touch follow it")
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

    // MARK: the two runs

    private func runVirtual() throws {
        let clock = VirtualClock(fps: options.fps)
        if !options.deliveries.isEmpty { log("deliver: nothing is sent with --clock virtual; the captures wait in the outbox for a real-clock run") }
        if let productServer { log("lookup: \(productServer.spec.name) is not asked with --clock virtual; the catalog answers") }
        let reading = InlineFrameReading(
            decoderOptions: decoderOptions, numberFormat: options.numberFormat, results: frameResults { clock.now })
        cameras.look()
        while options.frames == 0 || frameIndex < options.frames {
            if takeSignals() || restartAsked { break }
            let time = clock.now
            advance(to: time)
            if let frame = cameras.read(at: time) { cameraFrame(frame, reading, at: time) }
            for problem in controller.picturesArrived() { log(problem) }
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
        let reading = try WorkerFrameReading(decoderOptions: decoderOptions, numberFormat: options.numberFormat)
        defer { reading.stop() }
        var failure: Error?
        service = try ServiceNotifier()
        try service?.attach(to: loop)
        defer { service?.stopping() }

        loop.watch(signals.fd) { [unowned self] in
            if self.takeSignals() { loop.stop() }
        }
        reading.attach(to: loop, results: frameResults { clock.now })
        if let productServer {
            try productServer.attach(to: loop)
        }
        defer { productServer?.detach() }
        if let sound {
            loop.watch(sound.player.notesReady.fd) { [unowned self] in
                for note in sound.player.takeNotes() { self.log(note) }
            }
        }
        if let pictures = controller.pictures {
            loop.watch(pictures.wakeUp.fd) { [unowned self] in
                for problem in self.controller.picturesArrived() { self.log(problem) }
            }
        }
        if let answered = controller.pinChecker.answered {
            loop.watch(answered.fd) { [unowned self] in self.controller.pinsChecked(at: clock.now) }
        }
        /// Draws the frame due now; stops the loop on failure or after `--frames`.
        let frameDue = { [unowned self, weak loop] in
            // The screen off (blank, closed): nothing is drawn, time still passes.
            guard self.display.isPoweredOn else {
                self.advance(to: clock.now)
                return
            }
            do { try self.render(at: clock.now) } catch {
                failure = error
                loop?.stop()
            }
            if self.options.frames > 0, self.frameIndex >= self.options.frames { loop?.stop() }
            if self.restartAsked {
                self.log("stopping for a restart (exit status \(Self.restartStatus))")
                loop?.stop()
            }
        }
        // A screen paces frames itself: draw when it can show one (a page flip completed).
        // (The display keeps these closures until it closes: they hold the loop weakly.)
        let screenPaced = display.attach(
            to: loop, frameDue: frameDue,
            failed: { [weak loop] error in
                failure = error
                loop?.stop()
            })
        loop.watch(frameTimer.fd) { [unowned self] in
            frameTimer.acknowledge()
            self.screenshots?.due(at: clock.now)
            if !screenPaced {
                frameDue()
            } else if !self.display.isPoweredOn {
                // The screen is off and asks for no frames: time still passes for the kiosk.
                self.advance(to: clock.now)
            }
        }
        if let input {
            input.onDeviceChange = { [unowned self] change in self.log("input: \(change)") }
            input.attach(to: loop) { [unowned self] events in
                for event in events { self.handle(event, at: clock.now) }
            }
        }
        try cameras.attach(
            to: loop, clock: clock, frameInterval: 1 / options.fps, wantsFrames: { [unowned self] in self.controller.wantsLiveFrames },
            onSkipped: { [unowned self] in
                // A frame arrived and was let go unread (nothing live on the screen): it still
                // says the camera works (the admin screen shows whether frames arrive).
                self.lastFrameTime = clock.now
                reading.discardDecoding()
                reading.discardReading()
            }
        ) { [unowned self] frame in
            self.cameraFrame(frame, reading, at: clock.now)
        }
        try delivery?.attach(to: loop)
        defer { delivery?.detach() }
        try loop.run()
        decodeDropped = reading.decodeDropped
        cameras.detach(reason: "stopped")
        if let failure { throw failure }
    }
}
