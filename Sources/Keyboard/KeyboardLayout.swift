// KeyboardLayout: key codes to characters for keyboard-wedge scanners (us, de, fr keymaps).

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
    let table: [KeyCode: Entry]

    public static let names = ["us", "de", "fr"]

    /// `us`, `de` or `fr`; nil for any other name.
    public init?(named name: String) {
        let rows: [(KeyCode, String, String, String)]
        switch name.lowercased() {
        case "us": rows = KeyboardLayout.usRows
        case "de": rows = KeyboardLayout.deRows
        case "fr": rows = KeyboardLayout.frRows
        default: return nil
        }
        var table: [KeyCode: Entry] = [:]
        for (key, plain, shift, altGr) in rows + KeyboardLayout.keypad(decimal: name.lowercased() == "de" ? "," : ".") {
            table[key] = Entry(plain: plain.first, shift: shift.first, altGr: altGr.first)
        }
        self.name = name.lowercased()
        self.table = table
    }

    public static let us = KeyboardLayout(named: "us")!

    /// The character `key` types, or nil (modifiers, dead keys, keys that type nothing).
    public func character(for key: KeyCode, shift: Bool, altGr: Bool) -> Character? {
        guard let entry = table[key] else { return nil }
        if altGr { return entry.altGr }
        return shift ? entry.shift : entry.plain
    }

    /// Whether `key` types something on this keymap (with or without Shift).
    public func types(_ key: KeyCode) -> Bool {
        guard let entry = table[key] else { return false }
        return entry.plain != nil || entry.shift != nil
    }

    static func letters(_ map: [KeyCode: Character] = [:]) -> [(KeyCode, String, String, String)] {
        let keys: [(KeyCode, Character)] = [
            (.a, "a"), (.b, "b"), (.c, "c"), (.d, "d"), (.e, "e"), (.f, "f"), (.g, "g"),
            (.h, "h"), (.i, "i"), (.j, "j"), (.k, "k"), (.l, "l"), (.m, "m"), (.n, "n"),
            (.o, "o"), (.p, "p"), (.q, "q"), (.r, "r"), (.s, "s"), (.t, "t"), (.u, "u"),
            (.v, "v"), (.w, "w"), (.x, "x"), (.y, "y"), (.z, "z"),
        ]
        return keys.map { key, letter in
            let l = map[key] ?? letter
            return (key, String(l), String(l).uppercased(), "")
        }
    }

    static func keypad(decimal: String) -> [(KeyCode, String, String, String)] {
        [
            (.keypad0, "0", "0", ""), (.keypad1, "1", "1", ""), (.keypad2, "2", "2", ""), (.keypad3, "3", "3", ""),
            (.keypad4, "4", "4", ""), (.keypad5, "5", "5", ""), (.keypad6, "6", "6", ""), (.keypad7, "7", "7", ""),
            (.keypad8, "8", "8", ""), (.keypad9, "9", "9", ""), (.keypadDot, decimal, decimal, ""),
            (.keypadMinus, "-", "-", ""), (.keypadPlus, "+", "+", ""), (.keypadAsterisk, "*", "*", ""),
            (.keypadSlash, "/", "/", ""), (.space, " ", " ", " "), (.tab, "\t", "\t", ""),
        ]
    }

    // (key, plain, shift, AltGr); "" = types nothing.
    static let usRows: [(KeyCode, String, String, String)] =
        letters() + [
            (.digit1, "1", "!", ""), (.digit2, "2", "@", ""), (.digit3, "3", "#", ""), (.digit4, "4", "$", ""),
            (.digit5, "5", "%", ""), (.digit6, "6", "^", ""), (.digit7, "7", "&", ""), (.digit8, "8", "*", ""),
            (.digit9, "9", "(", ""), (.digit0, "0", ")", ""), (.minus, "-", "_", ""), (.equal, "=", "+", ""),
            (.leftBrace, "[", "{", ""), (.rightBrace, "]", "}", ""), (.semicolon, ";", ":", ""),
            (.apostrophe, "'", "\"", ""), (.grave, "`", "~", ""), (.backslash, "\\", "|", ""),
            (.iso102nd, "\\", "|", ""), (.comma, ",", "<", ""), (.dot, ".", ">", ""), (.slash, "/", "?", ""),
        ]

    // German (QWERTZ), Linux `de` keymap without dead-key composition.
    static let deRows: [(KeyCode, String, String, String)] =
        letters([.y: "z", .z: "y"]).map { row in
            switch row.0 {
            case .q: (row.0, row.1, row.2, "@")
            case .e: (row.0, row.1, row.2, "€")
            case .m: (row.0, row.1, row.2, "µ")
            default: row
            }
        } + [
            (.digit1, "1", "!", ""), (.digit2, "2", "\"", "²"), (.digit3, "3", "§", "³"), (.digit4, "4", "$", ""),
            (.digit5, "5", "%", ""), (.digit6, "6", "&", ""), (.digit7, "7", "/", "{"), (.digit8, "8", "(", "["),
            (.digit9, "9", ")", "]"), (.digit0, "0", "=", "}"), (.minus, "ß", "?", "\\"), (.equal, "", "", ""),
            (.leftBrace, "ü", "Ü", ""), (.rightBrace, "+", "*", "~"), (.semicolon, "ö", "Ö", ""),
            (.apostrophe, "ä", "Ä", ""), (.grave, "", "°", ""), (.backslash, "#", "'", ""),
            (.iso102nd, "<", ">", "|"), (.comma, ",", ";", ""), (.dot, ".", ":", ""), (.slash, "-", "_", ""),
        ]

    // French (AZERTY), Linux `fr` keymap: digits need Shift.
    static let frRows: [(KeyCode, String, String, String)] =
        letters([.q: "a", .a: "q", .w: "z", .z: "w", .semicolon: "m"])
        .filter { $0.0 != .m }.map { row in row.0 == .e ? (row.0, row.1, row.2, "€") : row } + [
            (.semicolon, "m", "M", ""), (.m, ",", "?", ""),
            (.digit1, "&", "1", ""), (.digit2, "é", "2", "~"), (.digit3, "\"", "3", "#"), (.digit4, "'", "4", "{"),
            (.digit5, "(", "5", "["), (.digit6, "-", "6", "|"), (.digit7, "è", "7", "`"), (.digit8, "_", "8", "\\"),
            (.digit9, "ç", "9", "^"), (.digit0, "à", "0", "@"), (.minus, ")", "°", "]"), (.equal, "=", "+", "}"),
            (.leftBrace, "", "", ""), (.rightBrace, "$", "£", "¤"), (.apostrophe, "ù", "%", ""),
            (.grave, "²", "", ""), (.backslash, "*", "µ", ""), (.iso102nd, "<", ">", ""),
            (.comma, ";", ".", ""), (.dot, ":", "/", ""), (.slash, "!", "§", ""),
        ]
}
