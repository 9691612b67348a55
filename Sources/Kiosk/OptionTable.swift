// OptionTable: the kiosk's options by name: how each is parsed, its help, and the parsing of
// command lines and config files into KioskOptions.
import Capture
import Decode
import Delivery
import Display
import FoundationEssentials
import Input
import OCR
import Pixels
import Render
import Scene
import SystemCall

/// Why a command line or config file was refused. The message names the option (and for a
/// config file, the file and line) so the person can fix it.
public struct OptionError: Error, Equatable, CustomStringConvertible {
    public let description: String
    /// The module's own error underneath, when a value was handed to a module that refused it
    /// (a camera spec, a display, a mode, an input setting); nil when the option itself was wrong.
    public let cause: (any Error)?

    public init(_ description: String, cause: (any Error)? = nil) {
        self.description = description
        self.cause = cause
    }

    /// Errors are the same when they say the same.
    public static func == (a: OptionError, b: OptionError) -> Bool { a.description == b.description }
}

/// One option: its canonical name (as in a config file), what its value looks like, its help,
/// and how it sets `KioskOptions`.
public struct OptionSpec: Sendable {
    public let name: String
    /// Shown in help (`N`, `WxH`, `LIST`); nil for a flag that takes no value.
    public let valueName: String?
    public let help: String
    public let group: String
    let apply: @Sendable (String, inout KioskOptions) throws -> Void
}

public enum OptionTable {
    public static let specs: [OptionSpec] = [
        spec(
            "camera", "SPEC", "Camera",
            "auto (the first capture device, default), v4l2:/dev/videoN, v4l2:name=TEXT (part of the card name), or file:IMAGE|FOLDER|A,B,... (still images played as a camera)"
        ) { v, o in
            do { o.camera = try CameraSpec(parsing: v) } catch { throw OptionError("\(error)", cause: error) }
        },
        spec(
            "camera-size", "WxH", "Camera",
            "frame size: the V4L2 mode to use (default: the largest up to 1280x720 that reaches 30 fps); for a file camera, frames of this size with each image held up in the middle"
        ) { v, o in
            o.cameraSize = try size(v)
        },
        spec("camera-fps", "N", "Camera", "frames per second: the V4L2 rate to ask for, or the rate a file camera delivers (default 30)") { v, o in
            o.cameraFPS = try number(v, in: 0.1...1000)
            o.cameraFPSGiven = true
        },
        spec(
            "camera-control", "NAME=VALUE", "Camera",
            "set a camera control, as v4l2-ctl names it (focus_automatic_continuous=0, exposure_time_absolute=100); may be repeated"
        ) { v, o in
            guard let equals = v.firstIndex(of: "="), equals != v.startIndex, v.index(after: equals) != v.endIndex else {
                throw OptionError("expected NAME=VALUE such as focus_auto=0, got \(v.quotedForMessage())")
            }
            o.cameraControls.append(
                (String(v[..<equals]).trimmingWhitespace(), String(v[v.index(after: equals)...]).trimmingWhitespace())
            )
        },
        spec("hold", "SECONDS", "Camera", "how long the file camera shows each image; 0 = one frame each (default 2)") { v, o in
            o.hold = try number(v, in: 0...86_400)
        },
        spec(
            "camera-format", "FORMAT", "Camera",
            "the camera's pixel format: auto (default: the cheapest the camera offers; a file camera's images as they are), or nv12, yuyv, grey, yu12, rgb24, xrgb32, mjpeg (a file camera: nv12, yuyv, grey, rgb24, or mjpeg for JPEG files, each frame decoded as a webcam's MJPEG frame is)"
        ) { v, o in
            let name = v.trimmingWhitespace().lowercased()
            if name == "auto" || name == "image" {
                o.cameraFormat = nil
            } else if let format = PixelFormat(named: name), CameraModeChooser.nativeFormats.contains(format) {
                o.cameraFormat = format
            } else {
                throw OptionError("expected auto, nv12, yuyv, grey, yu12, rgb24, xrgb32 or mjpeg, got \(v.quotedForMessage())")
            }
        },
        flag("mirror", "Camera", "mirror the preview and the detected corners (front-facing camera)") { o in o.mirror = true },
        spec(
            "display", "SPEC", "Display",
            "where frames go: drm (the screen: the first card with a screen connected; the default), drm:/dev/dri/cardN, or png:DIR (numbered PNG files, no screen needed)"
        ) { v, o in
            do { o.display = try DisplaySpec(parsing: v) } catch { throw OptionError("\(error)", cause: error) }
        },
        spec(
            "connector", "NAME", "Display",
            "drm: the connector to light up, as the kernel names it (HDMI-A-1, DSI-1, eDP-1, Virtual-1; see /sys/class/drm); default: the first with a screen connected"
        ) { v, o in
            let name = v.trimmingWhitespace()
            guard !name.isEmpty else { throw OptionError("expected a connector name such as HDMI-A-1") }
            o.connector = name
        },
        spec(
            "mode", "WxH[@HZ]|barcode|number", "Display",
            "drm: the mode, e.g. 1920x1080 or 1920x1080@60 (default: the screen's preferred mode); barcode or number: what the Scanner tab reads at start (default barcode)"
        ) { v, o in
            // One name, two settings whose values cannot be confused: a size has an x in it.
            if let mode = ScanMode(name: v.trimmingWhitespace()) {
                o.scanMode = mode
                return
            }
            do { o.mode = try ModeRequest(parsing: v) } catch { throw OptionError("\(error)", cause: error) }
        },
        spec(
            "rotate", "0|90|180|270", "Display",
            "drm: turn the picture counter-clockwise by this much on the way to the panel (90: a panel mounted turned a quarter clockwise); the scene is laid out upright. The plane turns it when the driver can, else Render"
        ) { v, o in
            guard let degrees = Int(v.trimmingWhitespace()), let rotation = PanelRotation(degrees: degrees) else {
                throw OptionError("expected 0, 90, 180 or 270, got \(v.quotedForMessage())")
            }
            o.rotation = rotation
        },
        flag("drm-legacy", "Display", "drm: use drmModeSetCrtc and drmModePageFlip even when the driver offers atomic mode setting") { o in
            o.drmLegacy = true
        },
        spec(
            "drm-buffers", "2|3", "Display",
            "drm: scan-out buffers; 3 draws the next frame while a page flip is pending (smoother when a frame takes nearly a refresh period, one frame more latency) (default 2)"
        ) { v, o in
            o.drmBuffers = try integer(v, in: 2...3)
        },
        spec(
            "drm-shadow", "auto|on|off", "Display",
            "drm: draw each frame into a cached image and copy it into the scan-out buffer (on), or straight into the buffer (off); auto copies when the driver asks for it or the buffer reads slower than cached memory, as write-combined memory does (default auto)"
        ) { v, o in
            guard let request = ShadowRequest(rawValue: v) else { throw OptionError("expected auto, on or off, got \(v.quotedForMessage())") }
            o.drmShadow = request
        },
        spec(
            "render-threads", "auto|1..8", "Display",
            "threads that draw the camera picture, each a band of the screen's rows; auto: 2 when the machine has 3 cores or more (one for the loop, one for the decoder, one to spare), else 1 (default auto)"
        ) { v, o in
            o.renderThreads = v == "auto" ? nil : try integer(v, in: 1...8)
        },
        spec(
            "screenshot", "PATH", "Display",
            "write the frame on screen, upright, as a PNG file to PATH: when the run ends, on SIGUSR1, and at the --screenshot-at times (each replaces the file)"
        ) { v, o in
            guard !v.isEmpty else { throw OptionError("expected a file path") }
            o.screenshot = v
        },
        spec("screenshot-at", "LIST", "Display", "also write the screenshot at these times in seconds of the kiosk clock (e.g. 8 or 5,20)") { v, o in
            o.screenshotAt = try v.split(separator: ",", omittingEmptySubsequences: false).map { try number(String($0), in: 0...1e9) }
        },
        spec("display-size", "WxH", "Display", "size of an offscreen display (default 1280x800)") { v, o in o.displaySize = try size(v) },
        spec("png-every", "N", "Display", "png display: write every Nth frame (default 1)") { v, o in o.pngEvery = try integer(v, in: 1...1_000_000)
        },
        spec("png-at", "LIST", "Display", "png display: write the frames at these times in seconds instead (e.g. 0.5,2,4)") { v, o in
            o.pngAt = try v.split(separator: ",", omittingEmptySubsequences: false).map { try number(String($0), in: 0...1e9) }
        },
        spec("clock", "real|virtual", "Time", "real: run in real time; virtual: step the clock 1/fps per frame, as fast as possible, reproducibly") {
            v, o in
            guard let kind = KioskOptions.ClockKind(rawValue: v) else { throw OptionError("expected real or virtual, got \(v.quotedForMessage())") }
            o.clock = kind
        },
        spec("fps", "N", "Time", "frames drawn per second (default 30)") { v, o in o.fps = try number(v, in: 1...240) },
        spec("frames", "N", "Time", "stop after N frames; 0 runs until stopped (default 0)") { v, o in o.frames = try integer(v, in: 0...100_000_000)
        },
        spec(
            "symbologies", "LIST", "Decoding",
            "codes to read: \(Symbology.selectable.map(\.rawValue).joined(separator: ",")) or all (default all: every one but the UPC and ISBN forms, the add-ons and maxicode)"
        ) { v, o in
            do { o.symbologies = try Symbology.parseList(v) } catch { throw OptionError("\(error)", cause: error) }
        },
        flag("code39-full-ascii", "Decoding", "read Code 39 as Full ASCII (+A is a)") { o in o.code39FullASCII = true },
        spec(
            "number.locale", "auto|LOCALE", "Number mode",
            "the decimal mark of prices: auto (the last . or , before one or two digits; default) or a locale's (en_US ., de_DE ,)"
        ) { v, o in
            do { o.numberFormat.decimalMark = try NumberFormat(locale: v).decimalMark } catch { throw OptionError("\(error)", cause: error) }
        },
        spec("number.whole", "on|off", "Number mode", "whole numbers such as 149 (yen, forint) count as prices (default off)") { v, o in
            o.numberFormat.wholeNumbers = try input { try InputOptions.parseSwitch(v, option: "number.whole") }
        },
        spec(
            "number.pattern", "REGEX", "Number mode",
            "a regular expression the normalised reading (. as decimal mark, no grouping) must match whole, e.g. [0-9]+\\.[0-9]+ (default: none)"
        ) { v, o in
            do {
                o.numberFormat = try NumberFormat(
                    decimalMark: o.numberFormat.decimalMark, wholeNumbers: o.numberFormat.wholeNumbers, checkedPattern: v)
            } catch { throw OptionError("\(error)", cause: error) }
        },
        spec("focus.size", "F", "Look", "side of the focus square as a fraction of the screen's shorter side (default 0.6)") { v, o in
            o.focusSize = Float(try number(v, in: 0.1...1))
        },
        spec("focus.dim", "F", "Look", "opacity of the black over the preview outside the focus square (default 0.5)") { v, o in
            o.focusDim = Float(try number(v, in: 0...1))
        },
        spec("ui.scale", "F", "Look", "size of lines, text and controls (default 1)") { v, o in o.uiScale = Float(try number(v, in: 0.25...8)) },
        spec("ui.dpi", "N", "Look", "the panel's pixels per inch, so touch targets are 9 mm (default: from the screen's EDID size, else 127)") {
            v, o in
            o.uiDPI = Float(try number(v, in: 20...1000))
        },
        spec("font", "PATH", "Look", "a TrueType/OpenType font for all text (default DejaVu Sans)") { v, o in
            guard FileManager.default.fileExists(atPath: v) else { throw OptionError("no such font file \(v.quotedForMessage())") }
            o.font = v
        },
        spec("focus.style", "corners|box", "Look", "the focus indicator: four corner brackets or a rounded box (default corners)") { v, o in
            guard let shape = FocusShape(rawValue: v) else { throw OptionError("expected corners or box, got \(v.quotedForMessage())") }
            o.focusStyle.shape = shape
        },
        spec("focus.idle", "NAME", "Look", "idle animation: breathe, morph, fixed, hiddenUntilCapture or hidden (default breathe)") { v, o in
            guard let idle = IdleAnimation.allCases.first(where: { canonical($0.rawValue) == canonical(v) }) else {
                throw OptionError("expected breathe, morph, fixed, hiddenUntilCapture or hidden, got \(v.quotedForMessage())")
            }
            o.focusStyle.idle = idle
        },
        spec("focus.color", "#RRGGBB", "Look", "colour of the indicator's solid stroke (default #FFFFFF)") { v, o in o.focusStyle.color = try color(v)
        },
        spec("effect", "cyber-neon|none", "Capture effect", "the capture effect: spring, gradient and glow, or a plain lock-on (default cyber-neon)")
        { v, o in
            switch canonical(v) {
            case "cyberneon": o.focusStyle.effect.enabled = true
            case "none": o.focusStyle.effect.enabled = false
            default: throw OptionError("expected cyber-neon or none, got \(v.quotedForMessage())")
            }
        },
        spec("effect.scale", "F", "Capture effect", "anticipation: grow to this times the size (default 1.11)") { v, o in
            o.focusStyle.effect.scale = try number(v, in: 0.5...3)
        },
        spec("effect.anticipationDuration", "SECONDS", "Capture effect", "length of the anticipation spring (default 0.28)") { v, o in
            o.focusStyle.effect.anticipationDuration = try number(v, in: 0.01...10)
        },
        spec("effect.springDamping", "F", "Capture effect", "damping ratio of the springs; below 1 overshoots (default 0.62)") { v, o in
            o.focusStyle.effect.springDamping = try number(v, in: 0.05...1)
        },
        spec(
            "effect.gradientColors", "LIST", "Capture effect",
            "conic gradient colours, e.g. #32ADE6,#007AFF,#AF52DE,#FF2D55; none for the solid colour"
        ) { v, o in
            let list = v.trimmingWhitespace()
            o.focusStyle.effect.gradientColors =
                list == "none" || list == "[]"
                ? []
                : try list.split(separator: ",").map { try color(String($0).trimmingWhitespace()) }
        },
        spec("effect.flowDuration", "SECONDS", "Capture effect", "seconds per turn of the gradient; 0 keeps it still (default 3.2)") { v, o in
            o.focusStyle.effect.flowDuration = try number(v, in: 0...600)
        },
        spec("effect.innerGlowColor", "#RRGGBB", "Capture effect", "inner glow colour (default #32ADE6)") { v, o in
            o.focusStyle.effect.innerGlowColor = try color(v)
        },
        spec("effect.innerGlowRadius", "PX", "Capture effect", "inner glow reach beyond the stroke (default 10)") { v, o in
            o.focusStyle.effect.innerGlowRadius = Float(try number(v, in: 0...200))
        },
        spec("effect.outerGlowColor", "#RRGGBB", "Capture effect", "outer glow colour (default #AF52DE)") { v, o in
            o.focusStyle.effect.outerGlowColor = try color(v)
        },
        spec("effect.outerGlowRadius", "PX", "Capture effect", "outer glow reach beyond the stroke (default 22)") { v, o in
            o.focusStyle.effect.outerGlowRadius = Float(try number(v, in: 0...200))
        },
        spec("effect.glowOpacity", "F", "Capture effect", "opacity of both glows at the stroke; 0 turns them off (default 0.95)") { v, o in
            o.focusStyle.effect.glowOpacity = Float(try number(v, in: 0...1))
        },
        spec("effect.lockDuration", "SECONDS", "Capture effect", "length of the lock-on onto the code's corners (default 0.45)") { v, o in
            o.focusStyle.effect.lockDuration = try number(v, in: 0.01...10)
        },
        spec("capture", "auto|manual", "Behaviour", "auto: capture as soon as a code is seen (default); manual: when the shutter is pressed") {
            v, o in
            guard let mode = CaptureMode(rawValue: v) else { throw OptionError("expected auto or manual, got \(v.quotedForMessage())") }
            o.captureMode = mode
        },
        spec(
            "input", "on|off", "Input",
            "read touchscreens, pointers, keys, buttons and keyboard-wedge scanners from /dev/input (default on; real clock only)"
        ) { v, o in
            o.inputEnabled = try input { try InputOptions.parseSwitch(v, option: "input") }
        },
        spec(
            "input.calibration", "A B C D E F", "Input",
            "touch calibration matrix, libinput's convention (LIBINPUT_CALIBRATION_MATRIX) on 0...1 coordinates (default 1 0 0 0 1 0)"
        ) { v, o in
            o.input.calibration = try input { try CalibrationMatrix(parsing: v) }
        },
        spec(
            "input.keys", "KEY=ACTION,...", "Input",
            "key bindings; actions shutter, resume, switchTab, switchMode, screenshot (default KEY_ENTER=shutter,KEY_SPACE=shutter,KEY_ESC=resume,KEY_TAB=switchTab,KEY_M=switchMode, and KEY_F12=screenshot in debug builds)"
        ) { v, o in
            o.input.keys = try input { try KeyBindings(parsing: v) }
        },
        spec(
            "input.wedge", "auto|none|DEVICES", "Input",
            "keyboard-wedge barcode scanners: detected by their typing speed (auto, default), none, or named (device name parts or paths, comma-separated)"
        ) { v, o in
            o.input.wedge = try input { try WedgeSelection(parsing: v) }
        },
        spec("input.wedgeLayout", "us|de|fr", "Input", "the keyboard layout scanners type in (default us)") { v, o in
            o.input.wedgeLayout = try input { try InputOptions.parseLayout(v) }
        },
        spec("input.grab", "on|off", "Input", "grab the devices the kiosk reads, so keys never reach the console behind it (default on)") { v, o in
            o.input.grab = try input { try InputOptions.parseSwitch(v, option: "input.grab") }
        },
        spec("input.beep", "on|off", "Input", "beep on capture through a device that can (PC speaker, pwm-beeper) when there is one (default on)") {
            v, o in
            o.input.beep = try input { try InputOptions.parseSwitch(v, option: "input.beep") }
        },
        spec(
            "history-file", "PATH", "Behaviour",
            "keep the History across restarts: every capture's JSON line is appended to PATH and flushed to disk (also the outbox of --deliver)"
        ) { v, o in
            o.historyFile = v
        },
        spec(
            "input-script", "FILE", "Behaviour",
            "play inputs from FILE at given times: 'SECONDS tap X Y', 'SECONDS key shutter', 'SECONDS scan TEXT', ... (tests, demos)"
        ) { v, o in
            o.inputScript = try InputScript(lines: TextLines(path: v))
        },
        spec(
            "resume-after", "SECONDS", "Behaviour",
            "after a capture, scan again after this long; 0 = only when the banner is tapped (default 3 in auto mode, 0 in manual)"
        ) { v, o in o.resumeAfter = try number(v, in: 0...86_400) },
        spec(
            "multi-code", "N", "Behaviour",
            "capture up to N distinct codes seen together in the focus square as one capture, nearest the middle first (a parcel label's Data Matrix and Code 128); the banner lists them (default 1)"
        ) { v, o in o.multiCode = try integer(v, in: 1...8) },
        spec("repeat-guard", "SECONDS", "Behaviour", "do not capture the same value again until it has been out of sight this long (default 2)") {
            v, o in o.repeatGuard = try number(v, in: 0...86_400)
        },
        spec(
            "deliver", "DESTINATION", "Delivery",
            "send every capture there, at least once, across restarts (needs --history-file, the outbox): https://HOST/PATH [bearer=TOKEN], mqtt://HOST[:PORT], exec:/PATH, hid:/dev/hidg0 [layout=de suffix=tab], serial:/dev/ttyGS0 [baud=9600]; settings after the URL, space-separated; may be repeated"
        ) { v, o in
            let spec: DestinationSpec
            do { spec = try DestinationSpec(parsing: v) } catch { throw OptionError("\(error)", cause: error) }
            guard !o.deliveries.contains(where: { $0.name == spec.name }) else { throw OptionError("\(spec.name) is given twice") }
            o.deliveries.append(spec)
        },
        spec("kiosk-id", "NAME", "Delivery", "this kiosk's name in the fleet and in MQTT topics: letters, digits, . _ - (default: /etc/machine-id)") {
            v, o in
            let id = v.trimmingWhitespace()
            guard KioskIdentity.isValid(id) else { throw OptionError("expected 1 to 64 letters, digits, '.', '_' or '-', got '\(v)'") }
            o.kioskID = id
        },
        spec(
            "history-limit", "N", "Delivery",
            "captures the History list and the history file keep: the newest N, and in the file those still owed to a destination up to N more (default 10000)"
        ) { v, o in o.historyLimit = try integer(v, in: 1...1_000_000) },
    ]

    static func spec(
        _ name: String, _ valueName: String, _ group: String, _ help: String,
        _ apply: @escaping @Sendable (String, inout KioskOptions) throws -> Void
    ) -> OptionSpec {
        OptionSpec(name: name, valueName: valueName, help: help, group: group, apply: apply)
    }

    static func flag(_ name: String, _ group: String, _ help: String, _ apply: @escaping @Sendable (inout KioskOptions) -> Void) -> OptionSpec {
        OptionSpec(name: name, valueName: nil, help: help, group: group) { _, options in apply(&options) }
    }

    /// `focus.size`, `focus-size` and `FOCUS_SIZE` all name the same option, as do
    /// `effect.lockDuration` and `--effect-lock-duration`: case, dots, dashes and underscores
    /// do not matter.
    static func canonical(_ name: String) -> String {
        String(name.lowercased().filter { $0 != "." && $0 != "-" && $0 != "_" })
    }

    /// The command-line spelling of a config name: `effect.lockDuration` is `effect-lock-duration`.
    public static func commandLineName(_ name: String) -> String {
        var out = ""
        for character in name {
            if character == "." {
                out.append("-")
            } else if character.isUppercase {
                out += "-" + character.lowercased()
            } else {
                out.append(character)
            }
        }
        return out
    }

    public static func find(_ name: String) -> OptionSpec? {
        let key = canonical(name)
        return specs.first { canonical($0.name) == key }
    }

    /// Parses `--name VALUE`, `--name=VALUE` and flags; `--config FILE` is read where it stands,
    /// so options after it override the file. Stops at the first error. Errors name the option
    /// as it was typed. `readFile` reads a config file (tests give their own).
    public static func parse(
        arguments: [String], into options: inout KioskOptions,
        readFile: (String) throws -> [UInt8] = { try RegularFile.read(path: $0, limit: 1 << 20) }
    ) throws(OptionError) {
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            guard argument.hasPrefix("--"), argument.count > 2 else {
                throw OptionError("unexpected argument \(argument.quotedForMessage()) (options start with --)")
            }
            var name = String(argument.dropFirst(2))
            var value: String?
            if let equals = name.firstIndex(of: "=") {
                value = String(name[name.index(after: equals)...])
                name = String(name[..<equals])
            }
            let typed = "--" + name
            if canonical(name) == "config" {
                guard let path = value ?? (index < arguments.count ? arguments[index] : nil) else { throw OptionError("\(typed) needs a file") }
                if value == nil { index += 1 }
                let bytes: [UInt8]
                do { bytes = try readFile(path) } catch {
                    let reason = error is FileReadError ? "\(error)" : "\(path): \(error)"
                    throw OptionError("\(typed): cannot read \(reason)", cause: error)
                }
                try parseConfig(TextLines(bytes: bytes, file: path), into: &options)
                continue
            }
            guard let spec = find(name) else {
                throw OptionError("unknown option \(typed.quotedForMessage())\(suggestion(for: name, commandLine: true)); see --help")
            }
            if spec.valueName == nil {
                guard value == nil || ["1", "true", "yes", "on"].contains(value!.lowercased()) else {
                    throw OptionError("\(typed) takes no value")
                }
                try run(spec, "", &options, prefix: typed)
                continue
            }
            if value == nil {
                guard index < arguments.count else { throw OptionError("\(typed) needs a value (\(spec.valueName!))") }
                value = arguments[index]
                index += 1
            }
            try run(spec, value!, &options, prefix: typed)
        }
    }

    /// Parses a config file: one `name = value` (or `name value`) per line; `#` starts a comment;
    /// flags are `name` alone or `name = true`. Errors name the file and line.
    public static func parseConfig(_ text: String, file: String, into options: inout KioskOptions) throws(OptionError) {
        try parseConfig(TextLines(bytes: Array(text.utf8), file: file), into: &options)
    }

    static func parseConfig(_ file: TextLines, into options: inout KioskOptions) throws(OptionError) {
        for line in file.lines {
            let where_ = "\(file.name) line \(line.number)"
            var text = Substring(line.text)
            if let hash = text.firstIndex(of: "#") { text = text[..<hash] }
            let trimmed = text.trimmingWhitespace()
            guard !trimmed.isEmpty else { continue }
            let name: String, value: String?
            if let equals = trimmed.firstIndex(of: "=") {
                name = trimmed[..<equals].trimmingWhitespace()
                value = trimmed[trimmed.index(after: equals)...].trimmingWhitespace()
            } else if let space = trimmed.firstIndex(where: { $0 == " " || $0 == "\t" }) {
                name = String(trimmed[..<space])
                value = trimmed[space...].trimmingWhitespace()
            } else {
                name = trimmed
                value = nil
            }
            guard canonical(name) != "config" else { throw OptionError("\(where_): a config file cannot include another") }
            guard let spec = find(name) else {
                throw OptionError("\(where_): unknown option \(name.quotedForMessage())\(suggestion(for: name, commandLine: false))")
            }
            if spec.valueName == nil {
                guard value == nil || ["1", "true", "yes", "on"].contains(value!.lowercased()) else {
                    if ["0", "false", "no", "off"].contains(value!.lowercased()) { continue }
                    throw OptionError("\(where_): \(name) is a flag: write it alone or '= true'")
                }
                try run(spec, "", &options, prefix: "\(where_): \(name)")
                continue
            }
            guard let value, !value.isEmpty else { throw OptionError("\(where_): \(name) needs a value (\(spec.valueName!))") }
            // Values may be quoted to keep spaces or '#'.
            let unquoted = value.count >= 2 && value.hasPrefix("\"") && value.hasSuffix("\"") ? String(value.dropFirst().dropLast()) : value
            try run(spec, unquoted, &options, prefix: "\(where_): \(name)")
        }
    }

    /// Applies one option, prefixing any complaint with where it came from.
    static func run(_ spec: OptionSpec, _ value: String, _ options: inout KioskOptions, prefix: String) throws(OptionError) {
        do {
            try spec.apply(value, &options)
        } catch let error as OptionError {
            throw OptionError("\(prefix): \(error.description)", cause: error.cause)
        } catch {
            throw OptionError("\(prefix): \(error)", cause: error)
        }
    }

    /// ` (did you mean '--focus-size'?)` for a name at most two edits away from a known one,
    /// spelt as the person would write it there (`--focus-size` on the command line,
    /// `focus.size` in a config file). Names longer than any option are not compared.
    static func suggestion(for name: String, commandLine: Bool) -> String {
        let key = canonical(name)
        guard key.count <= 40 else { return "" }
        let close = specs.map(\.name).filter { editDistance(canonical($0), key) <= 2 }
        return close.first.map { " (did you mean '\(commandLine ? "--" + commandLineName($0) : $0)'?)" } ?? ""
    }

    static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        var row = Array(0...b.count)
        for i in 1...max(1, a.count) where !a.isEmpty {
            var previous = row[0]
            row[0] = i
            for j in 1...max(1, b.count) where !b.isEmpty {
                let old = row[j]
                row[j] = min(row[j] + 1, row[j - 1] + 1, previous + (a[i - 1] == b[j - 1] ? 0 : 1))
                previous = old
            }
        }
        return a.isEmpty ? b.count : row[b.count]
    }

    // Value parsers: each error says what was expected and what was given.

    static func number(_ text: String, in range: ClosedRange<Double>) throws(OptionError) -> Double {
        guard let value = Double(text.trimmingWhitespace()), value.isFinite else {
            throw OptionError("expected a number, got \(text.quotedForMessage())")
        }
        guard range.contains(value) else { throw OptionError("\(text) is out of range \(format(range.lowerBound))...\(format(range.upperBound))") }
        return value
    }

    static func integer(_ text: String, in range: ClosedRange<Int>) throws(OptionError) -> Int {
        guard let value = Int(text.trimmingWhitespace()) else {
            throw OptionError("expected a whole number, got \(text.quotedForMessage())")
        }
        guard range.contains(value) else { throw OptionError("\(text) is out of range \(range.lowerBound)...\(range.upperBound)") }
        return value
    }

    /// Input's option errors as the kiosk's.
    static func input<T>(_ body: () throws -> T) throws(OptionError) -> T {
        do { return try body() } catch { throw OptionError("\(error)", cause: error) }
    }

    static func color(_ text: String) throws(OptionError) -> Color {
        guard let color = Color(hex: text.trimmingWhitespace()) else {
            throw OptionError("expected a colour such as #32ADE6, got \(text.quotedForMessage())")
        }
        return color
    }

    static func size(_ text: String) throws(OptionError) -> (width: Int, height: Int) {
        let parts = text.lowercased().split(separator: "x")
        guard parts.count == 2, let w = Int(parts[0]), let h = Int(parts[1]) else {
            throw OptionError("expected WIDTHxHEIGHT such as 1280x800, got \(text.quotedForMessage())")
        }
        guard (16...8192).contains(w), (16...8192).contains(h) else { throw OptionError("\(text) is out of range 16x16...8192x8192") }
        return (w, h)
    }

    static func format(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }

    /// The options section of `--help`, grouped.
    public static var help: String {
        var lines: [String] = []
        var group = ""
        for spec in specs {
            if spec.group != group {
                group = spec.group
                lines.append("\n\(group):")
            }
            let left = "  --\(commandLineName(spec.name))" + (spec.valueName.map { " \($0)" } ?? "")
            lines.append(left + String(repeating: " ", count: max(2, 40 - left.count)) + spec.help)
        }
        return lines.joined(separator: "\n")
    }
}
