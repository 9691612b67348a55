// HIDKeyboardReports: text as the 8-byte boot-keyboard reports a USB HID keyboard sends.
import Keyboard

/// A boot-protocol keyboard report: modifiers, a reserved byte, up to six pressed keys' usage
/// IDs (USB HID Usage Tables, Keyboard/Keypad page 0x07). Each character is a press (its key
/// with Shift or AltGr held) and a release (all zero), so a character typed twice in a row is
/// two presses.
public enum HIDKeyboardReports {
    /// Modifier bits of byte 0.
    static let leftShift: UInt8 = 0x02
    static let rightAlt: UInt8 = 0x40

    static let release = [UInt8](repeating: 0, count: 8)

    /// The reports that type `text` on a computer set to `layout`, and the characters no key of
    /// that layout types (left out).
    public static func reports(typing text: String, layout: KeyboardLayout) -> (reports: [[UInt8]], untypeable: [Character]) {
        var reports: [[UInt8]] = []
        var untypeable: [Character] = []
        for character in text {
            guard let stroke = layout.keystroke(for: character), let usage = usage(of: stroke.key) else {
                untypeable.append(character)
                continue
            }
            let modifiers = (stroke.shift ? leftShift : 0) | (stroke.altGr ? rightAlt : 0)
            reports.append([modifiers, 0, usage, 0, 0, 0, 0, 0])
            reports.append(release)
        }
        return (reports, untypeable)
    }

    /// The HID usage ID of a Linux key code (the inverse of the kernel's hid-input table for
    /// the keys a keymap types with).
    public static func usage(of key: KeyCode) -> UInt8? {
        usages[key]
    }

    static let usages: [KeyCode: UInt8] = {
        var table: [KeyCode: UInt8] = [:]
        let letters: [KeyCode] = [
            .a, .b, .c, .d, .e, .f, .g, .h, .i, .j, .k, .l, .m, .n, .o, .p,
            .q, .r, .s, .t, .u, .v, .w, .x, .y, .z,
        ]
        for (index, key) in letters.enumerated() { table[key] = 0x04 + UInt8(index) }
        let digits: [KeyCode] = [.digit1, .digit2, .digit3, .digit4, .digit5, .digit6, .digit7, .digit8, .digit9, .digit0]
        for (index, key) in digits.enumerated() { table[key] = 0x1E + UInt8(index) }
        let keypad: [KeyCode] = [.keypad1, .keypad2, .keypad3, .keypad4, .keypad5, .keypad6, .keypad7, .keypad8, .keypad9, .keypad0, .keypadDot]
        for (index, key) in keypad.enumerated() { table[key] = 0x59 + UInt8(index) }
        let others: [(KeyCode, UInt8)] = [
            (.enter, 0x28), (.escape, 0x29), (.backspace, 0x2A), (.tab, 0x2B), (.space, 0x2C), (.minus, 0x2D),
            (.equal, 0x2E), (.leftBrace, 0x2F), (.rightBrace, 0x30), (.backslash, 0x31), (.semicolon, 0x33),
            (.apostrophe, 0x34), (.grave, 0x35), (.comma, 0x36), (.dot, 0x37), (.slash, 0x38), (.iso102nd, 0x64),
            (.keypadSlash, 0x54), (.keypadAsterisk, 0x55), (.keypadMinus, 0x56), (.keypadPlus, 0x57), (.keypadEnter, 0x58),
        ]
        for (key, usage) in others { table[key] = usage }
        return table
    }()
}
