// KioskOptions: every setting of a kiosk run, with its default.
import Capture
import Catalog
import Console
import Content
import Decode
import Delivery
import Display
import Input
import Language
import OCR
import Pixels
import Presence
import Render
import Scene
import Sound

/// The settings of a kiosk run, with their defaults. Each is set by one option
/// (`KioskOption.all`), `--name VALUE` on the command line and `name = VALUE` in a config file.
public struct KioskOptions: Sendable, Equatable {
    public enum ClockKind: String, Sendable, CaseIterable { case real, virtual }

    // Camera
    public var camera: CameraSpec = .auto
    /// The frame size asked of the camera; nil: a V4L2 camera's largest mode up to 1280x720 that
    /// reaches 30 fps, a file camera's images at their own size.
    public var cameraSize: PixelSize?
    /// The frame rate asked of a V4L2 camera (nil: its own), or a file camera's (nil: 30).
    public var cameraFPS: Double?
    /// `--focus`: where the lens focuses; nil: as the camera has it.
    public var cameraFocus: CameraFocus?
    /// `--exposure`: how long each picture is exposed; nil: as the camera has it.
    public var cameraExposure: CameraExposure?
    /// `--camera-control name=value`, in order (after focus and exposure).
    public var cameraControls: [CameraControlSetting] = []
    public var hold: Double = 2
    /// `--camera-format`: the pixel format asked of a V4L2 camera, or that a file camera
    /// converts its images to; nil: the cheapest the camera offers, the image's own.
    public var cameraFormat: PixelFormat?
    public var mirror: Bool {
        get { sceneStyle.mirror }
        set { sceneStyle.mirror = newValue }
    }
    // Display
    public var display: DisplaySpec = .drm(card: nil)
    public var displaySize = PixelSize(width: 1280, height: 800)
    public var pngEvery = 1
    public var pngAt: [Double] = []
    public var connector: String?
    /// `--display-mode`: the DRM mode asked for; nil: the screen's preferred mode.
    public var displayMode: ModeRequest?
    public var rotation: PanelRotation = .none
    public var drmLegacy = false
    public var drmBuffers = 2
    public var drmShadow = ShadowRequest.auto
    /// Threads that draw the preview's rows; nil: `RowBands.automaticThreadCount`.
    public var renderThreads: Int?
    public var screenshot: String?
    public var screenshotAt: [Double] = []
    // Time
    public var clock: ClockKind = .real
    public var fps: Double = 30
    public var frames = 0
    // Decoding
    public var symbologies: Set<Symbology> = Symbology.defaultSet
    public var code39FullASCII = false
    // Number mode
    /// What the Scanner tab reads at start (`--scan-mode barcode|number`).
    public var scanMode: ScanMode = .barcode
    /// Which printed numbers count as prices (`number.locale`, `number.whole`, `number.pattern`).
    public var numberFormat = NumberFormat()
    // What a code says
    /// Whether captures are read for what they mean (`ContentReader`): cards and `content`.
    public var contentEnabled = true
    /// The day expiry dates and ages are judged against; nil: the kiosk's local date.
    public var contentDate: CalendarDate?
    /// The national layout of variable-measure numbers (prefixes 02, 20–29); nil: none read.
    public var variableMeasure: String?
    /// Whether secrets leave the kiosk (never on screen): a Wi-Fi password in the event's
    /// `content`, and the raw text of a code that carries one (an OTP account, an authenticator
    /// export, a Wi-Fi network with a password) in the event and the history.
    public var contentSecrets = false
    /// Whether the raw text of an identity document (a driver's licence) is kept in the event
    /// and the history; by default only the facts derived from it (age, expiry) are.
    public var keepsIDText = false
    // Products and prices
    /// The shop's catalog (`kioskscan catalog import` writes it); nil: codes are not looked up.
    public var catalog: String?
    /// The currency of the shop's prices (`catalog import`); nil: the catalog's own.
    public var currency: ISO4217Currency?
    /// The shop's product server: a URL with `{code}` or `{gtin}` (ProductServerSpec); nil: the
    /// catalog alone.
    public var lookup: String?
    /// How its JSON answers map to a product (ProductMap); nil: our CSV column names.
    public var lookupMap: String?
    /// Seconds one try of a lookup may take.
    public var lookupTimeout = 2.0
    /// How the shop prints prices (`price.format`, from a sample); nil: each currency's custom.
    public var priceStyle: PriceStyle?
    /// The folder of the products' pictures; nil: `images` beside the catalog.
    public var catalogImages: String?
    /// The line under the focus square while nothing is captured; nil: the price checker's
    /// (with a catalog), none otherwise; empty: none.
    public var welcome: String?
    /// The welcome line per language (`welcome.de`), by language as catalogues name it ("pt_PT").
    public var welcomeByLanguage: [String: String] = [:]
    /// The shop's language ("en": the catalogue's own English).
    public var language = "en"
    /// The languages a shopper may choose; empty: no language button.
    public var languages: [String] = []
    /// Seconds without a touch or a scan before a shopper's language gives way to the shop's.
    public var languageIdle = 30.0
    /// Which digits prices and the History's times are written with in each language: 0–9, or the language's own.
    public var digits = DigitSet.western
    /// Where the translations are read; nil: share/locale beside the program's folder.
    public var localeFolder: String?
    /// A self-checkout basket: each product captured is added, "Pay at the till" hands it over.
    public var basket = false
    /// Seconds a basket may be left alone before it is emptied (0: never).
    public var basketIdle = 120.0
    /// The staff who may approve an age-restricted basket, each with their own code or PIN.
    public var ageStaff: [AgeStaff] = []
    /// Presence: the attract screen after this many seconds with nobody (0: never), its slides
    /// and each slide's seconds; the opening hours (nil: always); the screen off after this
    /// many minutes with nobody (0: never); motion's sensitivity (0: motion is not watched).
    public var attractAfter = 0.0
    public var attractFolder: String?
    public var attractSlide = 8.0
    public var screenOn: OpeningHours?
    public var blankAfter = 0.0
    public var motionSensitivity = 50
    /// Codes seen together in the focus square captured as one capture (1: the nearest alone).
    public var multiCode = 1
    // Look: the scene's settings, held (with their defaults) in `sceneStyle`; the properties
    // below are their options' names.
    public var sceneStyle = SceneStyle()
    public var focusSize: Float {
        get { sceneStyle.focusSize }
        set { sceneStyle.focusSize = newValue }
    }
    public var focusDim: Float {
        get { sceneStyle.focusDim }
        set { sceneStyle.focusDim = newValue }
    }
    public var uiScale: Float {
        get { sceneStyle.uiScale }
        set { sceneStyle.uiScale = newValue }
    }
    /// The panel's pixels per inch, for 9 mm touch targets; nil: from the screen's EDID, else 127.
    public var uiDPI: Float? {
        didSet { sceneStyle.pixelsPerMM = uiDPI.map { $0 / 25.4 } ?? SceneStyle().pixelsPerMM }
    }
    public var font: String? {
        get { sceneStyle.font }
        set { sceneStyle.font = newValue }
    }
    public var focusStyle: FocusStyle {
        get { sceneStyle.focusStyle }
        set { sceneStyle.focusStyle = newValue }
    }
    public var theme: SceneTheme {
        get { sceneStyle.theme }
        set { sceneStyle.theme = newValue }
    }
    public var textSize: TextSize {
        get { sceneStyle.textSize }
        set { sceneStyle.textSize = newValue }
    }
    public var controls: ControlsPlacement {
        get { sceneStyle.controls }
        set { sceneStyle.controls = newValue }
    }
    // Behaviour
    public var captureMode: CaptureMode = .auto
    /// Touch, buttons, keys and scanners (real clock only); `input = off` turns them off.
    public var inputEnabled = true
    public var input: InputOptions = {
        var input = InputOptions()
        #if DEBUG
            // Debug builds: F12 writes a screenshot (release kiosks bind nothing they do not need).
            input.keys = input.keys.adding("KEY_F12", .screenshot)
        #endif
        return input
    }()
    // Sound
    /// Tones through ALSA (`sound`); the evdev beeper (`input.beep`) stands in while off.
    public var soundEnabled = false
    /// 0 to 100, tones and speech alike.
    public var soundVolume = 80
    /// The ALSA PCM played through.
    public var soundDevice = "default"
    /// When no tone, word or beep is made (local time); nil: never quiet.
    public var quietHours: QuietHours?
    /// Results read aloud with espeak-ng (`speak = on`), and with `guide` every change on
    /// screen and the control the focus ring is on; English in `speakVoice`.
    public var speak = SpeakMode.off
    public var speakEnabled: Bool { speak != .off }
    public var speakVoice = "en"
    /// Where the history is kept across restarts (nil: this run only).
    public var historyFile: String?
    /// Inputs played at given times (`--input-script FILE`).
    public var inputScript: InputScript?
    /// Seconds a result shows before scanning resumes by itself; nil: 3 in auto mode, never in manual.
    public var resumeAfter: Double?
    public var repeatGuard: Double = 2
    // Delivery
    /// `--deliver`, in order: where every capture goes (through the outbox, the history file).
    public var deliveries: [DestinationSpec] = []
    /// The kiosk's name in the fleet; nil: the machine id.
    public var kioskID: String?
    /// Captures the history file keeps (and up to as many more still owed).
    public var historyLimit = 10_000
    // Admin
    /// The staff PIN behind the admin gesture; nil: the gesture does nothing.
    public var adminPIN: AdminPIN?
    /// A payload that opens the admin screen when scanned (never captured); nil: none.
    public var adminCode: String?
    // Console
    /// `--console`: where the web console listens; nil: off.
    public var console: ConsoleAddress?
    /// The console's passphrase (hashed like the PIN); nil: none, so no console.
    public var consolePassword: ConsolePassphrase?
    /// Whether the console may listen on a non-loopback address without TLS.
    public var consoleInsecure = false
    /// The console's certificate and key files (PEM): HTTPS with both; nil: HTTP.
    public var consoleCertificate: String?
    public var consoleKey: String?

    public init() {}
}

/// One `--camera-control NAME=VALUE`: a control as v4l2-ctl names it, and the value to set.
public struct CameraControlSetting: Sendable, Equatable, CustomStringConvertible {
    public var name: String
    public var value: String

    public init(name: String, value: String) {
        self.name = name
        self.value = value
    }

    public var description: String { "\(name)=\(value)" }
}
