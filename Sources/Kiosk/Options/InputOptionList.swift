// InputOptionList: the options of touch, keys and scanners.
import Capture
import Catalog
import Content
import Decode
import Delivery
import Display
import FoundationEssentials
import Input
import Keyboard
import OCR
import Pixels
import Presence
import Render
import Scene
import Sound
import SystemCall
import Wire

extension KioskOption {
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
}
