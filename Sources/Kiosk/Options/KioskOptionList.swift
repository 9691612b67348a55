// KioskOptionList: every option of the kiosk, one declaration each, in the order --help and the
// manual pages list them.
import Capture
import Catalog
import Content
import Decode
import Delivery
import Display
import FoundationEssentials
import Input
import OCR
import Pixels
import Presence
import Render
import Scene
import Sound
import SystemCall
import Wire

extension KioskOption {
    /// The options, grouped; their defaults are `KioskOptions()`'s.
    public static let all: [KioskOption] =
        camera + display + time + decoding + content + products + look + captureEffect + behaviour + input + presence + sound + delivery + admin

    /// Former names, still read, each with a one-line notice naming the option that took its place.
    public static let former: [KioskOption] = [
        KioskOption(
            "mode", .display, placeholder: "WxH[@HZ]|barcode|number", help: "the former name of --display-mode and --scan-mode",
            replacedBy: ["display-mode", "scan-mode"]
        ) { v, o in
            // A size has an x in it; barcode and number are the scan modes.
            if let mode = try? OptionValues.scanMode.parse(v) { o.scanMode = mode } else { o.displayMode = try OptionValues.displayMode.parse(v) }
        }
    ]

    static let camera: [KioskOption] = [
        KioskOption(
            "camera", .camera, .parsed("SPEC", CameraSpec.init(parsing:)), \.camera,
            help:
                "auto (the first capture device), v4l2:/dev/videoN, v4l2:name=TEXT (part of the card name), or file:IMAGE|FOLDER|A,B,... (still images played as a camera)"
        ),
        KioskOption(
            "camera-size", .camera, .optional(OptionValues.frameSize), \.cameraSize,
            help: "frame size: the V4L2 mode to use; for a file camera, frames of this size with each image held up in the middle",
            defaultNote: "the largest V4L2 mode up to 1280x720 that reaches 30 fps; a file camera's images at their own size"),
        KioskOption(
            "camera-fps", .camera, .optional(.number(0.1...1000)), \.cameraFPS,
            help: "frames per second: the V4L2 rate to ask for, or the rate a file camera delivers",
            defaultNote: "the V4L2 camera's own; \(OptionValues.format(FileCamera.defaultFPS)) for a file camera"),
        KioskOption(
            "camera-control", .camera, placeholder: "NAME=VALUE",
            help: "set a camera control, as v4l2-ctl names it (focus_automatic_continuous=0, exposure_time_absolute=100); may be repeated",
            repeatable: true, current: { $0.cameraControls.isEmpty ? nil : $0.cameraControls.map(\.description).joined(separator: ", ") }
        ) { v, o in
            guard let equals = v.firstIndex(of: "="), equals != v.startIndex, v.index(after: equals) != v.endIndex else {
                throw OptionError("expected NAME=VALUE such as focus_auto=0, got \(v.quotedForMessage())")
            }
            o.cameraControls.append(
                CameraControlSetting(
                    name: String(v[..<equals]).trimmingWhitespace(), value: String(v[v.index(after: equals)...]).trimmingWhitespace()))
        },
        KioskOption("hold", .camera, .seconds(0...86_400), \.hold, help: "how long the file camera shows each image; 0 = one frame each"),
        KioskOption(
            "camera-format", .camera, OptionValues.cameraFormat, \.cameraFormat,
            help:
                "the camera's pixel format: auto (the cheapest the camera offers; a file camera's images as they are), or nv12, yuyv, grey, yu12, rgb24, xrgb32, mjpeg (a file camera: nv12, yuyv, grey, rgb24, or mjpeg for JPEG files, each frame decoded as a webcam's MJPEG frame is)"
        ),
        .flag("mirror", .camera, \.mirror, help: "mirror the preview and the detected corners (front-facing camera)"),
    ]

    static let display: [KioskOption] = [
        KioskOption(
            "display", .display, .parsed("SPEC", DisplaySpec.init(parsing:)), \.display,
            help:
                "where frames go: drm (the screen: the first card with a screen connected), drm:/dev/dri/cardN, or png:DIR (numbered PNG files, no screen needed)"
        ),
        KioskOption(
            "connector", .display, .optional(.text("NAME", expected: "a connector name such as HDMI-A-1", trimmed: true)), \.connector,
            help: "drm: the connector to light up, as the kernel names it (HDMI-A-1, DSI-1, eDP-1, Virtual-1; see /sys/class/drm)",
            defaultNote: "the first with a screen connected"),
        KioskOption(
            "display-mode", .display, .optional(OptionValues.displayMode), \.displayMode,
            help: "drm: the mode, e.g. 1920x1080 or 1920x1080@60", defaultNote: "the screen's preferred mode"),
        KioskOption(
            "rotate", .display, .choice(PanelRotation.allCases.map { (String($0.rawValue), $0) }), \.rotation,
            help:
                "drm: turn the picture counter-clockwise by this much on the way to the panel (90: a panel mounted turned a quarter clockwise); the scene is laid out upright. The plane turns it when the driver can, else Render"
        ),
        .flag(
            "drm-legacy", .display, \.drmLegacy, help: "drm: use drmModeSetCrtc and drmModePageFlip even when the driver offers atomic mode setting"),
        KioskOption(
            "drm-buffers", .display, .integer(2...3, "2|3"), \.drmBuffers,
            help:
                "drm: scan-out buffers; 3 draws the next frame while a page flip is pending (smoother when a frame takes nearly a refresh period, one frame more latency)"
        ),
        KioskOption(
            "drm-shadow", .display, .cases, \.drmShadow,
            help:
                "drm: draw each frame into a cached image and copy it into the scan-out buffer (on), or straight into the buffer (off); auto copies when the driver asks for it or the buffer reads slower than cached memory, as write-combined memory does"
        ),
        KioskOption(
            "render-threads", .display, .orNone("auto", .integer(1...8)), \.renderThreads,
            help:
                "threads that draw the camera picture, each a band of the screen's rows; auto: 2 when the machine has 3 cores or more (one for the loop, one for the decoder, one to spare), else 1"
        ),
        KioskOption(
            "screenshot", .display, .optional(.text("PATH", expected: "a file path")), \.screenshot,
            help:
                "write the frame on screen, upright, as a PNG file to PATH: when the run ends, on SIGUSR1, and at the --screenshot-at times (each replaces the file)"
        ),
        KioskOption(
            "screenshot-at", .display, .times, \.screenshotAt,
            help: "also write the screenshot at these times in seconds of the kiosk clock (e.g. 8 or 5,20)"),
        KioskOption("display-size", .display, OptionValues.frameSize, \.displaySize, help: "size of an offscreen display"),
        KioskOption("png-every", .display, .integer(1...1_000_000), \.pngEvery, help: "png display: write every Nth frame"),
        KioskOption("png-at", .display, .times, \.pngAt, help: "png display: write the frames at these times in seconds instead (e.g. 0.5,2,4)"),
    ]

    static let time: [KioskOption] = [
        KioskOption(
            "clock", .time, .cases, \.clock,
            help: "real: run in real time; virtual: step the clock 1/fps per frame, as fast as possible, reproducibly"),
        KioskOption("fps", .time, .number(1...240), \.fps, help: "frames drawn per second"),
        KioskOption("frames", .time, .integer(0...100_000_000), \.frames, help: "stop after N frames; 0 runs until stopped"),
    ]

    static let decoding: [KioskOption] = [
        KioskOption(
            "scan-mode", .decoding, OptionValues.scanMode, \.scanMode, help: "what the Scanner tab reads at start: codes, or a price (Number mode)"),
        KioskOption(
            "symbologies", .decoding,
            .parsed(
                "LIST", { try Symbology.parseList($0) },
                show: { $0 == Symbology.defaultSet ? "all" : $0.map(\.rawValue).sorted().joined(separator: ",") }), \.symbologies,
            help:
                "codes to read: \(Symbology.selectable.map(\.rawValue).joined(separator: ",")) or all (every one but the UPC and ISBN forms, the add-ons and maxicode)"
        ),
        .flag("code39-full-ascii", .decoding, \.code39FullASCII, help: "read Code 39 as Full ASCII (+A is a)"),
        KioskOption(
            "number.locale", .numberMode, .parsed("auto|LOCALE", { try PriceLocale($0) }, show: { $0.name }), \.numberFormat.locale,
            help:
                "how prices are written: auto (the last . or , before one or two digits is the decimal mark) or a locale's (en_US ., de_DE ,; ja_JP whole yen)"
        ),
        KioskOption(
            "number.whole", .numberMode, .choice([("auto", NumberFormat.WholeNumbers.auto), ("on", .on), ("off", .off)]), \.numberFormat.wholeNumbers,
            help: "whole numbers such as 149 count as prices: auto (with locale auto, and where the currency has no cents: yen, won, forint), on, off"
        ),
        KioskOption(
            "number.pattern", .numberMode, placeholder: "REGEX",
            help: "a regular expression the normalised reading (. as decimal mark, no grouping) must match whole, e.g. [0-9]+\\.[0-9]+",
            defaultNote: "none", current: { $0.numberFormat.pattern }
        ) { v, o in
            do {
                o.numberFormat = try NumberFormat(locale: o.numberFormat.locale, wholeNumbers: o.numberFormat.wholeNumbers, checkedPattern: v)
            } catch { throw OptionError("\(error)", cause: error) }
        },
    ]

    static let content: [KioskOption] = [
        KioskOption(
            "content", .content, .toggle, \.contentEnabled,
            help:
                "read what each code means (GS1 data, products, web addresses, Wi-Fi, contacts, payments, IDs): a result card and the event's content"
        ),
        KioskOption(
            "content.date", .content, .orNone("today", OptionValues.calendarDate), \.contentDate,
            help: "the day expiry dates and ages are judged against, as YYYY-MM-DD (tests, demos); today: the kiosk's local date"),
        KioskOption(
            "content.variableMeasure", .content, .optional(OptionValues.variableMeasureLayout), \.variableMeasure,
            help: "the national layout of in-store numbers that carry a price or weight (GS1 prefixes 02 and 20-29)",
            defaultNote: "none: such numbers are shown as in-store numbers"),
        KioskOption(
            "content.secrets", .content, .toggle, \.contentSecrets,
            help: "put a Wi-Fi network's password into the event's content (it is never shown on the screen)"),
        KioskOption(
            "content.idText", .content, .toggle, \.keepsIDText,
            help:
                "keep the raw text of a driver's licence or ID card in the event and the history; off: only the facts derived from it (age, over 18/21, expiry)"
        ),
    ]

    static let products: [KioskOption] = [
        KioskOption(
            "catalog", .products, .optional(.text("PATH", expected: "a file path", trimmed: true)), \.catalog,
            help:
                "the shop's catalog, as `kioskscan catalog import` writes it: each product code captured shows its name and price; a new import is read without a restart",
            defaultNote: "none: codes are not looked up"),
        KioskOption(
            "lookup", .products, .optional(.text("URL", expected: "a URL such as https://pos.example/items/{code}", trimmed: true)), \.lookup,
            help:
                "the shop's server: http(s)://…{code}… or …{gtin}… answering each product as JSON (404: not on file), asked first, the catalog answering when it does not; then bearer=TOKEN or ca=FILE, comma-separated",
            defaultNote: "none: the catalog alone"),
        KioskOption(
            "lookup.map", .products, .optional(.text("MAP", expected: "PART=PATH,... such as name=title,price=pricing.amount")), \.lookupMap,
            help:
                "where the server's JSON has each part of a product, as dotted paths: item, name, price, currency, promo_price, promo_from, promo_until, unit, unit_price_base, image, fields, field.NAME",
            defaultNote: "the catalog's column names at the top level"),
        KioskOption(
            "lookup.timeout", .products, .seconds(0.1...30), \.lookupTimeout, help: "seconds one try of a server lookup may take (it is tried twice)"),
        KioskOption(
            "price.format", .products,
            .optional(
                .parsed(
                    "SAMPLE", { try PriceStyle(sample: $0) },
                    show: { style in
                        String(style.format(Money(minorUnits: 123_456, currency: ISO4217Currency(code: "EUR")!)).map { $0 == "\u{00A0}" ? " " : $0 })
                    })), \.priceStyle,
            help:
                "how the shop prints prices: the price 1234.56 written its way, such as €1,234.56, 1.234,56 €, CHF 1'234.56 (1234 for a currency without cents: ¥1,234)",
            defaultNote: "each currency's customary style (1,99 €, $1.99, ¥199, CHF 1.90)"),
        KioskOption(
            "catalog.images", .products, .optional(.text("DIR", expected: "a folder", trimmed: true)), \.catalogImages,
            help: "the folder of the products' pictures (PNG, JPEG, WebP), named in the catalog's image column",
            defaultNote: "images beside the catalog file"),
        KioskOption(
            "currency", .products, .optional(OptionValues.currency), \.currency,
            help: "the currency of the shop's prices, as ISO 4217 names it (EUR, USD, JPY, CHF…): what `catalog import` reads prices in",
            defaultNote: "the catalog's"),
        KioskOption(
            "welcome", .products, .optional(.parsed("TEXT", { $0.trimmingWhitespace() }, show: { $0 })), \.welcome,
            help: "the line under the focus square while nothing is captured; empty for none",
            defaultNote:
                "with a catalog, \"Scan a barcode to see its price\" (with a basket, \"Scan your products, then pay at the till\"); else none"),
        .flag(
            "basket", .products, \.basket,
            help:
                "self-checkout: each product captured goes into a basket beside the focus square (a tap on a line takes one away); Pay at the till shows its QR code for the till and sends a basket event"
        ),
        KioskOption(
            "basket.idle", .products, .seconds(0...86_400), \.basketIdle,
            help: "seconds a basket may be left alone before it is emptied, with a warning 15 s before; 0 = never"),
    ]

    static let look: [KioskOption] = [
        KioskOption("focus.size", .look, .number(0.1...1), \.focusSize, help: "side of the focus square as a fraction of the screen's shorter side"),
        KioskOption("focus.dim", .look, .number(0...1), \.focusDim, help: "opacity of the black over the preview outside the focus square"),
        KioskOption("ui.scale", .look, .number(0.25...8), \.uiScale, help: "size of lines, text and controls"),
        KioskOption(
            "ui.dpi", .look, .optional(.number(20...1000, "N")), \.uiDPI, help: "the panel's pixels per inch, so touch targets are 9 mm",
            defaultNote: "from the screen's EDID size, else \(Int((Double(SceneStyle().pixelsPerMM) * 25.4).rounded()))"),
        KioskOption(
            "font", .look, .optional(.parsed("PATH", OptionValues.fontFile)), \.font, help: "a TrueType/OpenType font for all text",
            defaultNote: "DejaVu Sans"),
        KioskOption("focus.style", .look, .cases, \.focusStyle.shape, help: "the focus indicator: four corner brackets or a rounded box"),
        KioskOption("focus.idle", .look, .cases, \.focusStyle.idle, help: "idle animation"),
        KioskOption("focus.color", .look, .color, \.focusStyle.color, help: "colour of the indicator's solid stroke"),
    ]

    static let captureEffect: [KioskOption] = [
        KioskOption(
            "effect", .captureEffect, .choice([("cyber-neon", true), ("none", false)]), \.focusStyle.effect.enabled,
            help: "the capture effect: spring, gradient and glow, or a plain lock-on"),
        KioskOption(
            "effect.scale", .captureEffect, .number(0.5...3, "F"), \.focusStyle.effect.scale, help: "anticipation: grow to this times the size"),
        KioskOption(
            "effect.anticipationDuration", .captureEffect, .seconds(0.01...10), \.focusStyle.effect.anticipationDuration,
            help: "length of the anticipation spring"),
        KioskOption(
            "effect.springDamping", .captureEffect, .number(0.05...1, "F"), \.focusStyle.effect.springDamping,
            help: "damping ratio of the springs; below 1 overshoots"),
        KioskOption(
            "effect.gradientColors", .captureEffect, .colors, \.focusStyle.effect.gradientColors,
            help: "conic gradient colours, e.g. #32ADE6,#007AFF,#AF52DE,#FF2D55; none for the solid colour"),
        KioskOption(
            "effect.flowDuration", .captureEffect, .seconds(0...600), \.focusStyle.effect.flowDuration,
            help: "seconds per turn of the gradient; 0 keeps it still"),
        KioskOption("effect.innerGlowColor", .captureEffect, .color, \.focusStyle.effect.innerGlowColor, help: "inner glow colour"),
        KioskOption(
            "effect.innerGlowRadius", .captureEffect, .number(0...200, "PX"), \.focusStyle.effect.innerGlowRadius,
            help: "inner glow reach beyond the stroke"),
        KioskOption("effect.outerGlowColor", .captureEffect, .color, \.focusStyle.effect.outerGlowColor, help: "outer glow colour"),
        KioskOption(
            "effect.outerGlowRadius", .captureEffect, .number(0...200, "PX"), \.focusStyle.effect.outerGlowRadius,
            help: "outer glow reach beyond the stroke"),
        KioskOption(
            "effect.glowOpacity", .captureEffect, .number(0...1), \.focusStyle.effect.glowOpacity,
            help: "opacity of both glows at the stroke; 0 turns them off"),
        KioskOption(
            "effect.lockDuration", .captureEffect, .seconds(0.01...10), \.focusStyle.effect.lockDuration,
            help: "length of the lock-on onto the code's corners"),
    ]

    static let behaviour: [KioskOption] = [
        KioskOption(
            "capture", .behaviour, .cases, \.captureMode, help: "auto: capture as soon as a code is seen; manual: when the shutter is pressed"),
        KioskOption(
            "history-file", .behaviour, .optional(.text("PATH", expected: "a file path")), \.historyFile,
            help:
                "keep the History across restarts: every capture's JSON line is appended to PATH and flushed to disk (also the outbox of --deliver)"
        ),
        KioskOption(
            "input-script", .behaviour, placeholder: "FILE",
            help: "play inputs from FILE at given times: 'SECONDS tap X Y', 'SECONDS key shutter', 'SECONDS scan TEXT', ... (tests, demos)"
        ) { v, o in
            o.inputScript = try InputScript(lines: TextLines(path: v))
        },
        KioskOption(
            "resume-after", .behaviour, .optional(.seconds(0...86_400)), \.resumeAfter,
            help: "after a capture, scan again after this long; 0 = only when the banner is tapped", defaultNote: "3 in auto mode, 0 in manual"),
        KioskOption(
            "multi-code", .behaviour, .integer(1...8), \.multiCode,
            help:
                "capture up to N distinct codes seen together in the focus square as one capture, nearest the middle first (a parcel label's Data Matrix and Code 128); the banner lists them"
        ),
        KioskOption(
            "repeat-guard", .behaviour, .seconds(0...86_400), \.repeatGuard,
            help: "do not capture the same value again until it has been out of sight this long"),
    ]

    static let input: [KioskOption] = [
        KioskOption(
            "input", .input, .toggle, \.inputEnabled,
            help: "read touchscreens, pointers, keys, buttons and keyboard-wedge scanners from /dev/input (real clock only)"),
        KioskOption(
            "input.calibration", .input, .parsed("A B C D E F", CalibrationMatrix.init(parsing:)), \.input.calibration,
            help: "touch calibration matrix, libinput's convention (LIBINPUT_CALIBRATION_MATRIX) on 0...1 coordinates"),
        KioskOption(
            "input.keys", .input, .parsed("KEY=ACTION,...", KeyBindings.init(parsing:)), \.input.keys,
            help: "key bindings; actions shutter, resume, switchTab, switchMode, screenshot",
            defaultNote: "\(InputOptions().keys), and KEY_F12=screenshot in debug builds"),
        KioskOption(
            "input.wedge", .input, .parsed("auto|none|DEVICES", WedgeSelection.init(parsing:)), \.input.wedge,
            help:
                "keyboard-wedge barcode scanners: detected by their typing speed (auto), none, or named (device name parts or paths, comma-separated)"
        ),
        KioskOption(
            "input.wedgeLayout", .input, .parsed(KeyboardLayout.names.joined(separator: "|"), InputOptions.parseLayout, show: \.name),
            \.input.wedgeLayout, help: "the keyboard layout scanners type in"),
        KioskOption(
            "input.grab", .input, .toggle, \.input.grab, help: "grab the devices the kiosk reads, so keys never reach the console behind it"),
        KioskOption(
            "input.beep", .input, .toggle, \.input.beep, help: "beep on capture through a device that can (PC speaker, pwm-beeper) when there is one"),
    ]

    static let presence: [KioskOption] = [
        KioskOption(
            "attract.after", .presence, .seconds(0...86_400), \.attractAfter,
            help:
                "seconds with no code, touch or motion before the attract screen (the slides of attract.folder, or \"Scan here\" and the time); the camera keeps reading, and a code, a touch or motion brings the scanner back; 0 = never"
        ),
        KioskOption(
            "attract.folder", .presence, .optional(.text("DIR", expected: "a folder", trimmed: true)), \.attractFolder,
            help: "a folder of PNG, JPEG or WebP slides the attract screen shows in name order, scaled to fill the screen and cross-faded",
            defaultNote: "none: the kiosk's own \"Scan here\""),
        KioskOption("attract.slide", .presence, .seconds(2...3600), \.attractSlide, help: "seconds each slide shows"),
        KioskOption(
            "screen.on", .presence, .orNone("always", .parsed("SCHEDULE", { try OpeningHours.parse($0) })), \.screenOn,
            help:
                "opening hours, local time, such as 'Mon-Fri 08:00-20:00; Sat 09:00-14:00' (ranges may run past midnight): outside them the screen is off (DPMS, backlight) and the camera stopped; a touch wakes the kiosk for two minutes"
        ),
        KioskOption(
            "blank.after", .presence, .number(0...1440, "MINUTES"), \.blankAfter,
            help:
                "minutes with nobody before the screen goes off in opening hours (burn-in, power); the camera watches at 2 frames a second and a code, motion or a touch wakes it; 0 = never"
        ),
        KioskOption(
            "motion", .presence, .integer(0...100), \.motionSensitivity,
            help:
                "how readily motion in front of the camera counts as someone there, 0 = not watched: the picture's brightness changing as a whole (flicker, exposure) never counts"
        ),
    ]

    static let sound: [KioskOption] = [
        KioskOption(
            "sound", .sound, .toggle, \.soundEnabled,
            help:
                "a tone for every capture through the sound card (ALSA): two short high notes for a good read, a long low one for a product not on file, a falling pair when prices cannot be looked up; the input devices' beeper (input.beep) stands in while this is off or the sound card cannot play"
        ),
        KioskOption(
            "sound.volume", .sound, .integer(0...100), \.soundVolume, help: "loudness of tones and speech, in percent of the kiosk's full level"),
        KioskOption(
            "sound.device", .sound, .text("PCM", expected: "an ALSA device such as default or plughw:CARD=Headphones", trimmed: true),
            \.soundDevice, help: "the ALSA device played through: default, plughw:CARD=NAME, hw:1,0 (aplay -L lists them)"),
        KioskOption(
            "sound.quiet", .sound, .orNone("none", .parsed("HH:MM-HH:MM", { try QuietHours(parsing: $0) })), \.quietHours,
            help: "quiet hours, local time, when no tone, word or beep is made: such as 22:00-07:00 (across midnight), or none"),
        KioskOption(
            "speak", .sound, .toggle, \.speakEnabled,
            help:
                "read each result aloud with espeak-ng through the same device, for people who cannot read the screen: a product's name and price, not on file, or the kind of code (never its contents)"
        ),
        KioskOption(
            "speak.voice", .sound, .text("VOICE", expected: "an espeak-ng voice such as en, de or fr", trimmed: true), \.speakVoice,
            help:
                "the espeak-ng voice: en, en-us, de, fr, es, it, nl… (espeak-ng --voices lists them); English voices say prices in words (4 euros 99), others as the shop prints them"
        ),
    ]

    static let delivery: [KioskOption] = [
        KioskOption(
            "deliver", .delivery, placeholder: "DESTINATION",
            help:
                "send every capture there, at least once, across restarts (needs --history-file, the outbox): https://HOST/PATH [bearer=TOKEN], mqtt://HOST[:PORT], exec:/PATH, hid:/dev/hidg0 [layout=de suffix=tab], serial:/dev/ttyGS0 [baud=9600]; settings after the URL, space-separated; may be repeated",
            repeatable: true
        ) { v, o in
            let spec: DestinationSpec
            // (The destination's own words may quote what was typed: escaped, never raw.)
            do { spec = try DestinationSpec(parsing: v) } catch {
                throw OptionError(PrintableText.escaped(Array("\(error)".utf8), limit: 300), cause: error)
            }
            guard !o.deliveries.contains(where: { $0.name == spec.name }) else { throw OptionError("\(spec.name) is given twice") }
            guard o.deliveries.count < Outbox.maxDestinations else {
                throw OptionError("more than \(Outbox.maxDestinations) destinations: the kiosk delivers to at most \(Outbox.maxDestinations)")
            }
            o.deliveries.append(spec)
        },
        KioskOption(
            "kiosk-id", .delivery, .optional(.parsed("NAME", OptionValues.kioskID)), \.kioskID,
            help: "this kiosk's name in the fleet and in MQTT topics: letters, digits, . _ -",
            defaultNote:
                "the machine's id for KioskScan, derived from /etc/machine-id as systemd-id128 machine-id --app-specific=\(KioskIdentity.applicationID) derives it (never the machine id itself)"
        ),
        KioskOption(
            "history-limit", .delivery, .integer(1...1_000_000), \.historyLimit,
            help:
                "captures the History list and the history file keep: the newest N, and in the file those still owed to a destination up to N more"
        ),
    ]
}

extension KioskOption {
    static let admin: [KioskOption] = [
        KioskOption(
            "admin.pin", .admin, .optional(.parsed("PIN", { try AdminPIN(parsing: $0) }, show: { _ in "(set)" })), \.adminPIN,
            help:
                "the staff PIN that opens the admin screen after a 3 s hold on the screen's top-left corner: the hash kioskscan admin-pin writes (pbkdf2-sha256$…), or 4 to 12 digits written plain (taken, with a line in the log saying to store it hashed); unset, the gesture does nothing",
            defaultNote: "none"
        ),
        KioskOption(
            "admin.code", .admin,
            .optional(
                .parsed(
                    "TEXT",
                    { text throws(OptionError) in
                        let code = text.trimmingWhitespace()
                        guard !code.isEmpty else { throw OptionError("expected the text of a barcode") }
                        return code
                    }, show: { _ in "(set)" })), \.adminCode,
            help:
                "a barcode's exact text that opens the admin screen when scanned (by the camera or a scanner); it is never captured, kept nor delivered. No code ever changes a setting",
            defaultNote: "none"
        ),
    ]
}

extension OptionValues {
    static let calendarDate = OptionValue<CalendarDate>(
        placeholder: "YYYY-MM-DD", accepts: nil,
        parse: { text throws(OptionError) in
            guard let date = CalendarDate(iso8601: text.trimmingWhitespace()) else {
                throw OptionError("expected a date such as 2026-07-31, got \(text.quotedForMessage())")
            }
            return date
        }, show: { $0.description })

    /// A national layout of variable-measure numbers by its name (`VariableMeasureLayout.all`).
    static let variableMeasureLayout = OptionValue<String>.choice(VariableMeasureLayout.all.keys.sorted().map { ($0, $0) })

    static let currency = OptionValue<ISO4217Currency>(
        placeholder: "CODE", accepts: "a currency code of ISO 4217",
        parse: { text throws(OptionError) in
            guard let currency = ISO4217Currency(code: text.trimmingWhitespace()) else {
                throw OptionError("expected a currency code of ISO 4217 such as EUR, USD, JPY or CHF, got \(text.quotedForMessage())")
            }
            return currency
        }, show: { $0.alphabetic })

    static let scanMode = OptionValue<ScanMode>.choice([("barcode", .barcode), ("number", .number)])

    static let displayMode = OptionValue<ModeRequest>.parsed("WxH[@HZ]", ModeRequest.init(parsing:))

    static let frameSize = OptionValue<PixelSize>(
        placeholder: "WxH", accepts: "16x16 to 8192x8192",
        parse: { text throws(OptionError) in
            let size = try OptionValues.size(text)
            return PixelSize(width: size.width, height: size.height)
        },
        show: { "\($0.width)x\($0.height)" })

    /// A pixel format by name or fourcc, or `auto` (also `image`): none asked.
    static let cameraFormat = OptionValue<PixelFormat?>(
        placeholder: "FORMAT", accepts: nil,
        parse: { text throws(OptionError) in
            let name = text.trimmingWhitespace().lowercased()
            if name == "auto" || name == "image" { return nil }
            guard let format = PixelFormat(named: name), CameraModeChooser.nativeFormats.contains(format) else {
                throw OptionError("expected auto, nv12, yuyv, grey, yu12, rgb24, xrgb32 or mjpeg, got \(text.quotedForMessage())")
            }
            return format
        }, show: { $0?.rawValue ?? "auto" })

    /// A font file: a regular file that can be read (a FIFO would block FreeType's open for ever).
    static func fontFile(_ path: String) throws(OptionError) -> String {
        do { try RegularFile.checkReadable(path: path) } catch { throw OptionError("cannot read \(error)") }
        return path
    }

    static func kioskID(_ text: String) throws(OptionError) -> String {
        let id = text.trimmingWhitespace()
        guard KioskIdentity.isValid(id) else {
            throw OptionError("expected 1 to 64 letters, digits, '.', '_' or '-', got \(text.quotedForMessage())")
        }
        return id
    }
}
