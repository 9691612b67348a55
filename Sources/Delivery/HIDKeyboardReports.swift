// HIDKeyboardReports: text as the 8-byte boot-keyboard reports a USB HID keyboard sends.
import CInput
import Input

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
        usages[Int32(key.rawValue)]
    }

    static let usages: [Int32: UInt8] = {
        var table: [Int32: UInt8] = [:]
        let letters: [Int32] = [
            KEY_A, KEY_B, KEY_C, KEY_D, KEY_E, KEY_F, KEY_G, KEY_H, KEY_I, KEY_J, KEY_K, KEY_L, KEY_M, KEY_N, KEY_O, KEY_P,
            KEY_Q, KEY_R, KEY_S, KEY_T, KEY_U, KEY_V, KEY_W, KEY_X, KEY_Y, KEY_Z,
        ]
        for (index, key) in letters.enumerated() { table[key] = 0x04 + UInt8(index) }
        let digits: [Int32] = [KEY_1, KEY_2, KEY_3, KEY_4, KEY_5, KEY_6, KEY_7, KEY_8, KEY_9, KEY_0]
        for (index, key) in digits.enumerated() { table[key] = 0x1E + UInt8(index) }
        let keypad: [Int32] = [KEY_KP1, KEY_KP2, KEY_KP3, KEY_KP4, KEY_KP5, KEY_KP6, KEY_KP7, KEY_KP8, KEY_KP9, KEY_KP0, KEY_KPDOT]
        for (index, key) in keypad.enumerated() { table[key] = 0x59 + UInt8(index) }
        let others: [(Int32, UInt8)] = [
            (KEY_ENTER, 0x28), (KEY_ESC, 0x29), (KEY_BACKSPACE, 0x2A), (KEY_TAB, 0x2B), (KEY_SPACE, 0x2C), (KEY_MINUS, 0x2D),
            (KEY_EQUAL, 0x2E), (KEY_LEFTBRACE, 0x2F), (KEY_RIGHTBRACE, 0x30), (KEY_BACKSLASH, 0x31), (KEY_SEMICOLON, 0x33),
            (KEY_APOSTROPHE, 0x34), (KEY_GRAVE, 0x35), (KEY_COMMA, 0x36), (KEY_DOT, 0x37), (KEY_SLASH, 0x38), (KEY_102ND, 0x64),
            (KEY_KPSLASH, 0x54), (KEY_KPASTERISK, 0x55), (KEY_KPMINUS, 0x56), (KEY_KPPLUS, 0x57), (KEY_KPENTER, 0x58),
        ]
        for (key, usage) in others { table[key] = usage }
        return table
    }()
}
