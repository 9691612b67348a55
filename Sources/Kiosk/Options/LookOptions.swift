// LookOptions: the options of the look: the focus indicator, sizes and fonts, the theme, the text
// size and where the controls go.
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
        KioskOption(
            "theme", .look, .cases, \.theme,
            help:
                "high-contrast: every text at least 7:1 against what it stands on, on opaque panels over the camera's picture; a shopper switches it with a key (F3) until the session ends"
        ),
        KioskOption(
            "text.size", .look, .cases, \.textSize,
            help: "large: the kiosk's words 1.5 times their size; a shopper switches it with a key (F4) until the session ends"),
        KioskOption(
            "controls", .look, .cases, \.controls,
            help:
                "low: the mode control, the shutter, the tabs and the language button in the screen's lower half, for reach from a wheelchair"
        ),
    ]
}
