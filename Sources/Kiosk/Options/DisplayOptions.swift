// DisplayOptions: the options of the screen: which one, its mode and rotation, drawing, screenshots and the PNG display.
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
}
