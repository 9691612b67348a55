// BehaviourOptions: the options of how captures happen: capture mode, resuming, several codes, History.
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
}
