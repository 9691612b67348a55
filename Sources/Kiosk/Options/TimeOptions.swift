// TimeOptions: the options of the clock and the frame rate.
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
    static let time: [KioskOption] = [
        KioskOption(
            "clock", .time, .cases, \.clock,
            help: "real: run in real time; virtual: step the clock 1/fps per frame, as fast as possible, reproducibly"),
        KioskOption("fps", .time, .number(1...240), \.fps, help: "frames drawn per second"),
        KioskOption("frames", .time, .integer(0...100_000_000), \.frames, help: "stop after N frames; 0 runs until stopped"),
    ]
}
