// KeyboardLayout: key codes to characters for keyboard-wedge scanners (us, de, fr keymaps).
import CInput

/// What each key types on one keymap, plain, with Shift and with AltGr (right Alt). Scanners are
/// set to a keymap and type as a keyboard with that keymap would: a scanner set to German sends
/// KEY_Y for "z". Dead keys (´ ^ on de, ^ ¨ on fr) type nothing. Keypad keys type digits and
/// operators (NumLock assumed on; scanners that use Alt+keypad codes turn it on themselves).
public struct KeyboardLayout: Sendable, Equatable {
    public let name: String
    struct Entry: Equatable, Sendable {
        var plain: Character?
        var shift: Character?
        var altGr: Character?
    }
    let table: [UInt16: Entry]

    public static let names = ["us", "de", "fr"]

    /// `us`, `de` or `fr`; nil for any other name.
    public init?(named name: String) {
        let rows: [(Int32, String, String, String)]
        switch name.lowercased() {
        case "us": rows = KeyboardLayout.usRows
        case "de": rows = KeyboardLayout.deRows
        case "fr": rows = KeyboardLayout.frRows
        default: return nil
        }
        var table: [UInt16: Entry] = [:]
        for (key, plain, shift, altGr) in rows + KeyboardLayout.keypad(decimal: name.lowercased() == "de" ? "," : ".") {
            table[UInt16(key)] = Entry(plain: plain.first, shift: shift.first, altGr: altGr.first)
        }
        self.name = name.lowercased()
        self.table = table
    }

    public static let us = KeyboardLayout(named: "us")!

    /// The character `key` types, or nil (modifiers, dead keys, keys that type nothing).
    public func character(for key: KeyCode, shift: Bool, altGr: Bool) -> Character? {
        guard let entry = table[key.rawValue] else { return nil }
        if altGr { return entry.altGr }
        return shift ? entry.shift : entry.plain
    }

    /// Whether `key` types something on this keymap (with or without Shift).
    public func types(_ key: KeyCode) -> Bool {
        guard let entry = table[key.rawValue] else { return false }
        return entry.plain != nil || entry.shift != nil
    }

    static func letters(_ map: [Int32: Character] = [:]) -> [(Int32, String, String, String)] {
        let keys: [(Int32, Character)] = [
            (KEY_A, "a"), (KEY_B, "b"), (KEY_C, "c"), (KEY_D, "d"), (KEY_E, "e"), (KEY_F, "f"), (KEY_G, "g"),
            (KEY_H, "h"), (KEY_I, "i"), (KEY_J, "j"), (KEY_K, "k"), (KEY_L, "l"), (KEY_M, "m"), (KEY_N, "n"),
            (KEY_O, "o"), (KEY_P, "p"), (KEY_Q, "q"), (KEY_R, "r"), (KEY_S, "s"), (KEY_T, "t"), (KEY_U, "u"),
            (KEY_V, "v"), (KEY_W, "w"), (KEY_X, "x"), (KEY_Y, "y"), (KEY_Z, "z"),
        ]
        return keys.map { key, letter in
            let l = map[key] ?? letter
            return (key, String(l), String(l).uppercased(), "")
        }
    }

    static func keypad(decimal: String) -> [(Int32, String, String, String)] {
        [
            (KEY_KP0, "0", "0", ""), (KEY_KP1, "1", "1", ""), (KEY_KP2, "2", "2", ""), (KEY_KP3, "3", "3", ""),
            (KEY_KP4, "4", "4", ""), (KEY_KP5, "5", "5", ""), (KEY_KP6, "6", "6", ""), (KEY_KP7, "7", "7", ""),
            (KEY_KP8, "8", "8", ""), (KEY_KP9, "9", "9", ""), (KEY_KPDOT, decimal, decimal, ""),
            (KEY_KPMINUS, "-", "-", ""), (KEY_KPPLUS, "+", "+", ""), (KEY_KPASTERISK, "*", "*", ""),
            (KEY_KPSLASH, "/", "/", ""), (KEY_SPACE, " ", " ", " "), (KEY_TAB, "\t", "\t", ""),
        ]
    }

    // (key, plain, shift, AltGr); "" = types nothing.
    static let usRows: [(Int32, String, String, String)] =
        letters() + [
            (KEY_1, "1", "!", ""), (KEY_2, "2", "@", ""), (KEY_3, "3", "#", ""), (KEY_4, "4", "$", ""),
            (KEY_5, "5", "%", ""), (KEY_6, "6", "^", ""), (KEY_7, "7", "&", ""), (KEY_8, "8", "*", ""),
            (KEY_9, "9", "(", ""), (KEY_0, "0", ")", ""), (KEY_MINUS, "-", "_", ""), (KEY_EQUAL, "=", "+", ""),
            (KEY_LEFTBRACE, "[", "{", ""), (KEY_RIGHTBRACE, "]", "}", ""), (KEY_SEMICOLON, ";", ":", ""),
            (KEY_APOSTROPHE, "'", "\"", ""), (KEY_GRAVE, "`", "~", ""), (KEY_BACKSLASH, "\\", "|", ""),
            (KEY_102ND, "\\", "|", ""), (KEY_COMMA, ",", "<", ""), (KEY_DOT, ".", ">", ""), (KEY_SLASH, "/", "?", ""),
        ]

    // German (QWERTZ), Linux `de` keymap without dead-key composition.
    static let deRows: [(Int32, String, String, String)] =
        letters([KEY_Y: "z", KEY_Z: "y"]).map { row in
            switch row.0 {
            case KEY_Q: (row.0, row.1, row.2, "@")
            case KEY_E: (row.0, row.1, row.2, "€")
            case KEY_M: (row.0, row.1, row.2, "µ")
            default: row
            }
        } + [
            (KEY_1, "1", "!", ""), (KEY_2, "2", "\"", "²"), (KEY_3, "3", "§", "³"), (KEY_4, "4", "$", ""),
            (KEY_5, "5", "%", ""), (KEY_6, "6", "&", ""), (KEY_7, "7", "/", "{"), (KEY_8, "8", "(", "["),
            (KEY_9, "9", ")", "]"), (KEY_0, "0", "=", "}"), (KEY_MINUS, "ß", "?", "\\"), (KEY_EQUAL, "", "", ""),
            (KEY_LEFTBRACE, "ü", "Ü", ""), (KEY_RIGHTBRACE, "+", "*", "~"), (KEY_SEMICOLON, "ö", "Ö", ""),
            (KEY_APOSTROPHE, "ä", "Ä", ""), (KEY_GRAVE, "", "°", ""), (KEY_BACKSLASH, "#", "'", ""),
            (KEY_102ND, "<", ">", "|"), (KEY_COMMA, ",", ";", ""), (KEY_DOT, ".", ":", ""), (KEY_SLASH, "-", "_", ""),
        ]

    // French (AZERTY), Linux `fr` keymap: digits need Shift.
    static let frRows: [(Int32, String, String, String)] =
        letters([KEY_Q: "a", KEY_A: "q", KEY_W: "z", KEY_Z: "w", KEY_SEMICOLON: "m"])
        .filter { $0.0 != KEY_M }.map { row in row.0 == KEY_E ? (row.0, row.1, row.2, "€") : row } + [
            (KEY_SEMICOLON, "m", "M", ""), (KEY_M, ",", "?", ""),
            (KEY_1, "&", "1", ""), (KEY_2, "é", "2", "~"), (KEY_3, "\"", "3", "#"), (KEY_4, "'", "4", "{"),
            (KEY_5, "(", "5", "["), (KEY_6, "-", "6", "|"), (KEY_7, "è", "7", "`"), (KEY_8, "_", "8", "\\"),
            (KEY_9, "ç", "9", "^"), (KEY_0, "à", "0", "@"), (KEY_MINUS, ")", "°", "]"), (KEY_EQUAL, "=", "+", "}"),
            (KEY_LEFTBRACE, "", "", ""), (KEY_RIGHTBRACE, "$", "£", "¤"), (KEY_APOSTROPHE, "ù", "%", ""),
            (KEY_GRAVE, "²", "", ""), (KEY_BACKSLASH, "*", "µ", ""), (KEY_102ND, "<", ">", ""),
            (KEY_COMMA, ";", ".", ""), (KEY_DOT, ":", "/", ""), (KEY_SLASH, "!", "§", ""),
        ]
}
