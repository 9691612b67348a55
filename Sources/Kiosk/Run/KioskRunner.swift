// KioskRunner: wires camera, decoder, state machine, scene and display into a running kiosk.
import Capture
import Catalog
import Decode
import Delivery
import Display
import FoundationEssentials
import Glibc
import Input
import Language
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
    let cameras: CameraSupervisor
    let display: Display
    let screenshots: Screenshots?
    let scene: ScannerScene
    let controller: KioskController
    /// The shop's product server (`--lookup`), attached to the real run's loop.
    var productServer: ProductServer?
    /// Where each capture goes, in order: the outbox (then, once kept, the destinations), standard
    /// output, the sound card, the beeper.
    public let flow: CaptureFlow
    var inputScript: InputScript?
    /// The history file, which is also the outbox of the deliveries.
    let history: HistoryStore?
    /// Delivers the outbox's captures (real clock only: it runs on the loop).
    let delivery: DeliveryService?
    /// Keeps each capture in the outbox (and in memory while the disk refuses it).
    let outboxSink: OutboxSink?
    /// The capture lines on standard output (written on every frame while its reader lags).
    let standardOutput: StandardOutputSink
    /// Tones and spoken results on the sound thread (`sound`, `speak`); nil when both are off.
    let sound: SoundSink?
    /// Touch, keys, buttons and scanners (real clock, `input = on`); nil when there is no
    /// /dev/input to follow.
    let input: InputManager?
    public let kioskID: String
    var liveFrame: Frame?
    var frameIndex = 0
    /// The screen's size as last drawn: when another screen is plugged in, the layout and the
    /// touch mapping follow the new one.
    var screenSize: (width: Int, height: Int)
    let log: (String) -> Void
    /// Whether anyone is there: scanning, attract, blank or closed (`attract.after`,
    /// `blank.after`, `screen.on`), and what the kiosk does about it.
    let director: PresenceDirector
    public var presence: PresenceKeeper { director.keeper }
    /// Real clock or virtual: time, threads, the wall date.
    let environment: RunEnvironment
    /// The last time `advance` was told (a capture counts as someone there at it).
    var now = 0.0
    /// SIGINT, SIGTERM and SIGHUP stop the run cleanly (the screen put back, the last screenshot
    /// written); SIGUSR1 writes a screenshot. Blocked from the runner's creation on (or earlier,
    /// when the command made the descriptor first thing), whichever the clock.
    let signals: SignalDescriptor

    /// The signals a run handles, blocked for the whole process from now on (create it before
    /// any thread starts).
    public static func stopSignals() throws(SystemError) -> SignalDescriptor {
        try SignalDescriptor([SIGINT, SIGTERM, SIGHUP, SIGUSR1])
    }
    /// systemd's notify socket, when it runs the kiosk as a service (ServiceNotifier).
    var service: ServiceNotifier?
    /// How often freed heap pages go back to the system (`MemoryPolicy.giveBackFreedMemory`), and
    /// when they last did.
    static let trimInterval = 10.0
    var lastTrim = 0.0
    /// A development tool's watch on the run (`kioskscan-dev bench --whole`); nil for the kiosk.
    let observer: RunObserver?
    /// What the admin screen shows, found in the run's parts; the console is handed it too.
    let statusReport: AdminStatusReport
    /// The exit status of a run stopped for a restart the staff asked for on the admin screen
    /// (not 0: run by hand, it says why it stopped); the service's `Restart=always` starts it again.
    public static let restartStatus: Int32 = 3

    /// Checks the options, opens the display and sets up everything a capture passes through;
    /// throws a message fit for the user. The camera is looked for when the run starts (a
    /// missing camera is not an error: the screen says so). `display`: where frames go (nil: the
    /// display `--display` names); `standardOutput`: where the capture lines go (tests and the
    /// benchmark keep them); `observer`: a development tool's watch on the run; `camera`: a
    /// development tool's camera (`bench --swipe`, `bench --whole --noise`), started in place of
    /// the one `--camera` names, which must still name a file camera (nil: the kiosk's camera).
    public init(
        options: KioskOptions, display: Display? = nil, standardOutput: StandardOutputSink = StandardOutputSink(),
        signals: SignalDescriptor? = nil, observer: RunObserver? = nil, camera: (() throws(CameraError) -> any Camera)? = nil,
        log: @escaping (String) -> Void = { StandardStream.error.write("kioskscan: \($0)\n") }
    ) throws {
        self.signals = try signals ?? Self.stopSignals()
        self.options = options
        self.observer = observer
        environment = RunEnvironment(clock: options.clock)
        let environment = environment
        self.log = log
        self.standardOutput = standardOutput
        standardOutput.log = log
        let spec = options.camera
        try options.checkConsole()
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
        if camera != nil, spec.isV4L2 { throw OptionError("a development tool's camera stands in for a file camera (--camera file:...)") }
        cameras = CameraSupervisor(spec: spec, options: options, makeCamera: camera, log: log)
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
        let pins =
            environment.isThreaded
            ? try PINChecker(pin: options.adminPIN, staff: options.ageStaff, threadNamed: "kioskscan-pin")
            : PINChecker(pin: options.adminPIN, staff: options.ageStaff)
        let slides: AttractSlides?
        if let folder = options.attractFolder {
            var info = stat()
            guard stat(folder, &info) == 0, info.st_mode & S_IFMT == S_IFDIR else {
                throw OptionError("--attract-folder: \(folder) is not a folder")
            }
            slides = AttractSlides(
                folder: folder, seconds: options.attractSlide, loader: try PictureLoader(inline: !environment.isThreaded), log: log)
        } else {
            slides = nil
        }
        input = Self.makeInput(options, screen: screenSize, log: log)
        if let history, !options.deliveries.isEmpty, environment.isReal {
            delivery = try DeliveryService(
                outbox: history.outbox, destinations: options.deliveries, kiosk: kioskID, version: KioskVersion.current, log: log)
        } else {
            delivery = nil
        }
        let delivery = delivery
        var sinks: [any CaptureSink] = []
        if let history {
            // The destinations get a capture once it is on disk, never before; the fleet status
            // says whether the disk keeps them.
            let outboxSink = OutboxSink(
                store: history, log: log, kept: { delivery?.captured($0) },
                problemChanged: { problem in
                    switch problem {
                    case nil: delivery?.storage(.ok)
                    case .full: delivery?.storage(.full)
                    case .failing: delivery?.storage(.failing)
                    }
                })
            sinks.append(outboxSink)
            self.outboxSink = outboxSink
        } else {
            outboxSink = nil
        }
        sinks.append(standardOutput)
        let translations = Translations(folder: LocaleFolder.path(setting: options.localeFolder), log: log)
        sound = Self.makeSound(options, translations: translations, paced: !environment.isReal, log: log)
        if let sound { sinks.append(sound) }
        if let input {
            // The beeper stands in while the sound card does not play the tones; quiet hours silence it too.
            let quiet = options.quietHours
            sinks.append(
                BeeperSink(input: input) { [sound] in
                    sound?.playsTones == true || quiet?.contains(minute: QuietHours.localMinute()) == true
                })
        }
        let flow = CaptureFlow(sinks: sinks, kiosk: history == nil ? nil : kioskID, includeDate: environment.includesDate)
        self.flow = flow
        let director = PresenceDirector(
            options: options, slides: slides, display: display, cameras: cameras, environment: environment, zone: TimeZoneRules.local(), log: log)
        self.director = director
        var pictures: PictureLoader?
        if options.catalog != nil {
            do { pictures = try PictureLoader(inline: !environment.isThreaded) } catch {
                log("catalog: products' pictures cannot be loaded: \(error)")
            }
        }
        let status = AdminStatusReport(
            kioskID: kioskID, environment: environment, cameras: cameras, display: display, delivery: delivery,
            destinations: options.deliveries.count)
        statusReport = status
        let screenshots = screenshots
        let sound = sound
        controller = KioskController(
            options: options, layout: scene.layout(width: display.width, height: display.height), history: entries, products: products,
            pins: pins, pictures: pictures,
            outputs: ControllerOutputs(
                captured: { record in
                    director.activity(at: record.time)  // a code read: someone is there
                    flow.captured(record)
                },
                paid: { flow.paid($0, at: $1) }, approvalNeeded: { flow.approvalNeeded($0, age: $1, at: $2) },
                // Without --screenshot there is nowhere to write one (never a fixed name in /tmp,
                // where anyone may have put a link): the key says so, as SIGUSR1 does.
                screenshot: {
                    if let screenshots { screenshots.take("key") } else { log("screenshot key: no --screenshot PATH to write to") }
                },
                adminStatus: status.status(at:), log: log, say: { sound?.say($0, language: $1) }),
            translations: translations)
        if let notice = options.adminPIN?.notice { log(notice) }
        if options.console != nil, let notice = options.consolePassword?.notice { log(notice) }
        inputScript = options.inputScript
    }

    /// The sound thread, when `sound` or `speak` is on; nil (logged) when it cannot start.
    private static func makeSound(
        _ options: KioskOptions, translations: Translations, paced: Bool, log: @escaping (String) -> Void
    ) -> SoundSink? {
        guard options.soundEnabled || options.speakEnabled else { return nil }
        do { return try SoundSink(options: options, translations: translations, paced: paced, log: log) } catch {
            log("sound: \(error); running without sound")
            return nil
        }
    }

    /// Ends the sound thread (a virtual run plays what is queued first) and logs what it said.
    func stopSound() {
        guard let sound else { return }
        if environment.isReal { sound.player.stop() } else { sound.player.finish() }
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

    static func screenGeometry(_ size: (width: Int, height: Int), _ options: KioskOptions) -> ScreenGeometry {
        ScreenGeometry(width: size.width, height: size.height, rotation: ScreenRotation(degrees: options.rotation.rawValue) ?? .none)
    }

    /// Where touches land: the screen the input devices map their positions to (nil without input).
    public var inputScreen: ScreenGeometry? { input?.screen }

    /// The live decoder: both engines, the live passes (see `BarcodeReader`).
    var decoderOptions: BarcodeReader.Options {
        var decoder = BarcodeReader.Options(symbologies: options.symbologies, live: true, code39FullASCII: options.code39FullASCII)
        if observer?.readsEveryFrame == true {
            decoder.rereadEvery = 1
            decoder.looks = []
        }
        return decoder
    }

    /// Logs what the zxing library refused, each different message once per run.
    var loggedFailures: Set<String> = []
    func logFailures(_ failures: [ZXingError]) {
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
        summary.restart = controller.restartAsked
        log(
            "\(summary.frames) frames in \(String(cFormat: "%.2f", summary.seconds)) s, \(summary.captures) capture\(summary.captures == 1 ? "" : "s")"
        )
        return summary
    }
}
