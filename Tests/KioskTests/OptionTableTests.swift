// OptionTableTests: command lines and config files, and the errors that name what is wrong.
import Capture
import Decode
import Display
import Kiosk
import Pixels
import Sound
import Testing

func parsed(_ arguments: [String], files: [String: String] = [:]) throws -> KioskOptions {
    var options = KioskOptions()
    try OptionTable.parse(arguments: arguments, into: &options) { path in
        guard let text = files[path] else { throw OptionError("no such file") }
        return Array(text.utf8)
    }
    return options
}

func parseError(_ arguments: [String], files: [String: String] = [:]) -> String? {
    do {
        _ = try parsed(arguments, files: files)
        return nil
    } catch {
        return (error as? OptionError)?.description
    }
}

@Suite struct OptionTableTests {
    @Test func valuesParseInBothSpellings() throws {
        let options = try parsed([
            "--camera", "file:a.png", "--fps=25", "--focus-size", "0.5", "--focus.dim", "0.25",
            "--display-size", "800x480", "--clock", "virtual", "--frames", "90", "--mirror",
            "--symbologies", "qr,ean13", "--png-at", "0.5,2",
        ])
        #expect(options.camera == .file("a.png"))
        #expect(options.fps == 25)
        #expect(options.focusSize == 0.5 && options.focusDim == 0.25)
        #expect(options.displaySize == PixelSize(width: 800, height: 480))
        #expect(options.clock == .virtual && options.frames == 90 && options.mirror)
        #expect(options.symbologies == [.qr, .ean13])
        #expect(options.pngAt == [0.5, 2])
    }

    @Test func aValueAModuleRefusedKeepsTheModulesErrorAsItsCause() throws {
        /// The error a parse throws (Swift 6.0's `#require(throws:)` does not return it).
        func refusal(_ arguments: [String], config: String = "") throws -> OptionError {
            var options = KioskOptions()
            do {
                try OptionTable.parse(arguments: arguments, into: &options) { _ in Array(config.utf8) }
            } catch {
                return error
            }
            throw OptionError("\(arguments) parsed")
        }
        let error = try refusal(["--camera", "usb"])
        #expect(error.description == "--camera: unknown camera 'usb' (known: auto, v4l2:/dev/videoN, v4l2:name=TEXT, file:PATH)")
        #expect(error.cause as? CameraError == CameraError("unknown camera 'usb' (known: auto, v4l2:/dev/videoN, v4l2:name=TEXT, file:PATH)"))
        let display = try refusal(["--config", "k.conf"], config: "display = hdmi\n")
        #expect(display.description == "k.conf line 1: display: unknown display 'hdmi' (known: drm, drm:/dev/dri/cardN, png:DIR)")
        #expect(display.cause as? DisplaySpecError == DisplaySpecError(text: "hdmi"))
        let fps = try refusal(["--fps", "fast"])
        #expect(fps.cause == nil, "the option itself was wrong: no module's error under it")
    }

    /// `--focus` and `--exposure` beside the focus square's `focus.size`: on the command line
    /// and as config-file keys.
    @Test func focusAndExposure() throws {
        let options = try parsed(["--focus", "2.5", "--exposure=800", "--focus-size", "0.5"])
        #expect(options.cameraFocus == .dioptres(2.5) && options.cameraExposure == .microseconds(800) && options.focusSize == 0.5)
        let file = try parsed(["--config", "k.conf"], files: ["k.conf": "focus = near\nexposure = short\nfocus.size = 0.4\n"])
        #expect(file.cameraFocus == .near && file.cameraExposure == .short && file.focusSize == 0.4)
        #expect(KioskOptions().cameraFocus == nil && KioskOptions().cameraExposure == nil)
    }

    /// `speak`: off, on (each result) or guide (each screen and control too); yes and no as before.
    @Test func speakOffOnOrGuide() throws {
        #expect(KioskOptions().speak == .off && !KioskOptions().speakEnabled)
        #expect(try parsed(["--speak", "guide"]).speak == .guide && (try parsed(["--speak", "guide"])).speakEnabled)
        #expect(try parsed(["--speak", "yes"]).speak == .on && (try parsed(["--speak=no"])).speak == .off)
        #expect(try parsed(["--config", "k.conf"], files: ["k.conf": "speak = guide\n"]).speak == .guide)
        #expect(throws: OptionError.self) { try parsed(["--speak", "loud"]) }
    }

    @Test func badCommandLinesNameTheOption() {
        #expect(parseError(["--fps", "fast"]) == "--fps: expected a number, got 'fast'")
        #expect(parseError(["--fps", "0"]) == "--fps: 0 is out of range 1...240")
        #expect(parseError(["--frames"]) == "--frames needs a value (N)")
        #expect(parseError(["--focus-szie", "0.5"]) == "unknown option '--focus-szie' (did you mean '--focus-size'?); see --help")
        #expect(parseError(["--display-size", "800x"]) == "--display-size: expected WIDTHxHEIGHT such as 1280x800, got '800x'")
        #expect(parseError(["--symbologies", "qr,telepen"])?.hasPrefix("--symbologies: unknown symbology 'telepen'") == true)
        #expect(parseError(["--multi-code", "0"]) == "--multi-code: 0 is out of range 1...8")
        #expect(parseError(["--mirror=maybe"]) == "--mirror takes no value")
        #expect(parseError(["stray"]) == "unexpected argument 'stray' (options start with --)")
        #expect(parseError(["--camera", "usb0"]) == "--camera: unknown camera 'usb0' (known: auto, v4l2:/dev/videoN, v4l2:name=TEXT, file:PATH)")
        #expect(parseError(["--camera-control", "focus_auto"]) == "--camera-control: expected NAME=VALUE such as focus_auto=0, got 'focus_auto'")
        #expect(parseError(["--clock", "fast"]) == "--clock: expected real or virtual, got 'fast'")
        #expect(parseError(["--focus", "far"]) == "--focus: expected near, normal, full or dioptres from 0 to 50 (5 = 20 cm), got 'far'")
        #expect(
            parseError(["--exposure", "0"]) == "--exposure: expected auto, short or an exposure time in microseconds from 1 to 1000000, got '0'")
        #expect(
            parseError(["--camera-format", "h264"]) == "--camera-format: expected auto, nv12, yuyv, grey, yu12, rgb24, xrgb32 or mjpeg, got 'h264'")
    }

    @Test func theCameraFormatByNameOrFourcc() throws {
        #expect(try parsed(["--camera-format", "yuyv"]).cameraFormat == .yuyv)
        #expect(try parsed(["--camera-format", "NV12"]).cameraFormat == .nv12)
        #expect(try parsed(["--camera-format", "yu12"]).cameraFormat == .yuv420)
        #expect(try parsed(["--camera-format", "MJPG"]).cameraFormat == .mjpeg)
        #expect(try parsed(["--camera-format", "yuyv", "--camera-format", "image"]).cameraFormat == nil)
        #expect(try parsed(["--camera-format", "nv12", "--camera-format", "auto"]).cameraFormat == nil)
        #expect(try parsed([]).cameraFormat == nil)
    }

    @Test func configFileLinesWithCommentsQuotesAndFlags() throws {
        let config = """
            # kiosk at the door
            camera = file:/srv/codes
            fps 20          # spaces work too
            focus.size = 0.7
            mirror
            code39-full-ascii = false
            display = "png:/tmp/with space"
            """
        let options = try parsed(["--config", "k.conf"], files: ["k.conf": config])
        #expect(options.camera == .file("/srv/codes") && options.fps == 20 && options.focusSize == 0.7)
        #expect(options.mirror && !options.code39FullASCII)
        #expect(options.display == .png(directory: "/tmp/with space"))
    }

    @Test func laterOptionsOverrideTheConfigFile() throws {
        let files = ["k.conf": "fps = 20\nframes = 5"]
        #expect(try parsed(["--config", "k.conf", "--fps", "12"], files: files).fps == 12)
        #expect(try parsed(["--fps", "12", "--config", "k.conf"], files: files).fps == 20)
    }

    @Test func badConfigLinesNameTheFileAndLine() {
        #expect(
            parseError(["--config", "k.conf"], files: ["k.conf": "fps = 20\n\nfocus.size = huge"])
                == "k.conf line 3: focus.size: expected a number, got 'huge'")
        #expect(parseError(["--config", "k.conf"], files: ["k.conf": "# ok\nbrightness = 3"]) == "k.conf line 2: unknown option 'brightness'")
        #expect(parseError(["--config", "k.conf"], files: ["k.conf": "frames ="]) == "k.conf line 1: frames needs a value (N)")
        #expect(
            parseError(["--config", "k.conf"], files: ["k.conf": "mirror = sideways"])
                == "k.conf line 1: mirror is a flag: write it alone or '= true'")
        #expect(
            parseError(["--config", "k.conf"], files: ["k.conf": "config = other.conf"]) == "k.conf line 1: a config file cannot include another")
        #expect(parseError(["--config", "missing.conf"])?.hasPrefix("--config: cannot read missing.conf") == true)
    }
}

@Suite struct OptionDeclarationTests {
    /// A value other than the default for every option: each must parse and change the settings.
    static let examples: [String: String] = [
        "camera": "file:a.png", "camera-size": "640x480", "camera-fps": "15", "camera-control": "focus_auto=0", "focus": "near", "exposure": "short",
        "hold": "5",
        "camera-format": "nv12", "mirror": "", "display": "png:/tmp/x", "connector": "HDMI-A-1", "display-mode": "1920x1080@60",
        "rotate": "90", "drm-legacy": "", "drm-buffers": "3", "drm-shadow": "on", "render-threads": "2", "screenshot": "/tmp/s.png",
        "screenshot-at": "1,2", "display-size": "800x480", "png-every": "2", "png-at": "0.5", "clock": "virtual", "fps": "25",
        "frames": "9", "scan-mode": "number", "symbologies": "qr", "content": "off", "content.date": "2026-07-31",
        "content.variableMeasure": "se", "content.secrets": "on", "content.idText": "on", "catalog": "/var/lib/kioskscan/catalog.sqlite",
        "catalog.images": "/srv/pictures",
        "currency": "CHF", "lookup": "https://pos.example/items/{code}", "lookup.map": "name=title", "lookup.timeout": "0.5", "welcome": "Prix ici",
        "language": "fr", "languages": "fr,de", "language.idle": "60",
        "locale.folder": "/opt/locale", "digits": "native",
        "price.format": "€1,234.56",
        "basket": "", "basket.idle": "60",
        "age.staff": "Anna:pbkdf2-sha256$20000$JhM5WcBaZlMtgujPYcdNmA==$ZETdoj4L0NyFGSN9cQZ1qicgl9K8fbynws7S7UpEUQc=",
        "code39-full-ascii": "", "number.locale": "de_DE",
        "number.whole": "on",
        "number.pattern": "[0-9]+", "focus.size": "0.5", "focus.dim": "0.25", "ui.scale": "2", "ui.dpi": "200",
        "font": "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf", "focus.style": "box", "focus.idle": "morph", "focus.color": "#FF0000",
        "theme": "high-contrast", "text.size": "large", "controls": "low",
        "effect": "none", "effect.scale": "1.2", "effect.anticipationDuration": "0.5", "effect.springDamping": "0.9",
        "effect.gradientColors": "none", "effect.flowDuration": "1", "effect.innerGlowColor": "#000000", "effect.innerGlowRadius": "5",
        "effect.outerGlowColor": "#000000", "effect.outerGlowRadius": "5", "effect.glowOpacity": "0.5", "effect.lockDuration": "1",
        "capture": "manual", "history-file": "/tmp/h.jsonl", "resume-after": "1", "multi-code": "2", "repeat-guard": "1", "input": "off",
        "input.calibration": "0 1 0 1 0 0", "input.keys": "KEY_A=shutter", "input.wedge": "none", "input.wedgeLayout": "de",
        "input.grab": "off", "input.beep": "off", "sound": "on", "sound.volume": "50", "sound.device": "plughw:CARD=Headphones",
        "attract.after": "45", "attract.folder": "/tmp", "attract.slide": "6", "screen.on": "Mon-Fri 08:00-20:00; Sat 09:00-14:00",
        "blank.after": "30", "motion": "70",
        "sound.quiet": "22:00-07:00", "speak": "on", "speak.voice": "de", "deliver": "exec:/bin/true", "kiosk-id": "till-3", "history-limit": "5",
        "admin.pin": "pbkdf2-sha256$20000$JhM5WcBaZlMtgujPYcdNmA==$ZETdoj4L0NyFGSN9cQZ1qicgl9K8fbynws7S7UpEUQc=", "admin.code": "KIOSK-ADMIN-7",
        "console": "127.0.0.1:8080", "console.password": "correct horse battery", "console.insecure": "yes",
        "console.certificate": "/etc/ssl/certs/ca-certificates.crt", "console.key": "/etc/ssl/certs/ca-certificates.crt",
    ]

    @Test func everyOptionHasAnExampleThatChangesTheSettings() throws {
        let scripted = "input-script"
        #expect(Set(KioskOption.all.map(\.name)).subtracting([scripted]) == Set(Self.examples.keys))
        for option in KioskOption.all where option.name != scripted {
            let value = try #require(Self.examples[option.name])
            let options = try parsed(["--" + option.commandLineName] + (option.placeholder == nil ? [] : [value]))
            #expect(options != KioskOptions(), "--\(option.commandLineName) \(value) left the settings as they were")
        }
    }

    @Test func everyDefaultShownReadsBackAsTheDefault() throws {
        for option in KioskOption.all where option.placeholder != nil {
            guard option.defaultNote == nil, let shown = option.defaultText else { continue }
            #expect(try parsed(["--" + option.commandLineName, shown]) == KioskOptions(), "--\(option.commandLineName) \(shown)")
        }
    }

    @Test func theFormerModeOptionStillWorksAndNamesItsSuccessors() throws {
        var options = KioskOptions()
        let notices = try OptionTable.parse(arguments: ["--mode", "number", "--mode=1280x720"], into: &options)
        #expect(options.scanMode == .number && options.displayMode == ModeRequest(width: 1280, height: 720))
        #expect(notices == Array(repeating: "--mode is now --display-mode or --scan-mode; the old name still works", count: 2))
        var fromFile = KioskOptions()
        let fileNotices = try OptionTable.parseConfig("mode = barcode\n", file: "k.conf", into: &fromFile)
        #expect(fileNotices == ["k.conf line 1: mode is now display-mode or scan-mode; the old name still works"])
        #expect(parseError(["--mode", "sideways"]) == "--mode: expected a mode such as 1920x1080 or 1920x1080@60, got 'sideways'")
    }

    @Test func quietHoursAreARangeOfTheDayOrNone() throws {
        #expect(try parsed(["--sound-quiet", "22:00-07:00"]).quietHours == QuietHours(start: 22 * 60, end: 7 * 60))
        #expect(try parsed(["--sound-quiet", "none"]).quietHours == nil)
        #expect(parseError(["--sound-quiet", "25:00-07:00"]) == "--sound-quiet: '25:00' in '25:00-07:00' is not a time of day (00:00 to 23:59)")
        #expect(parseError(["--sound-volume", "101"]) == "--sound-volume: 101 is out of range 0...100")
    }

    @Test func theNewNamesEachTakeTheirOwnValues() {
        #expect(parseError(["--scan-mode", "1920x1080"]) == "--scan-mode: expected barcode or number, got '1920x1080'")
        #expect(parseError(["--display-mode", "number"]) == "--display-mode: expected a mode such as 1920x1080 or 1920x1080@60, got 'number'")
    }
}
