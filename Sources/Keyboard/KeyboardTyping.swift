// KeyboardTyping: the other way round from the wedge reader — which key, with which modifiers,
// types a character on a keymap (for typing on a keyboard, e.g. a USB HID gadget).

extension KeyboardLayout {
    /// A key and the modifiers held while it is pressed.
    public struct Keystroke: Sendable, Equatable {
        public let key: KeyCode
        public let shift: Bool
        public let altGr: Bool

        public init(key: KeyCode, shift: Bool = false, altGr: Bool = false) {
            self.key = key
            self.shift = shift
            self.altGr = altGr
        }
    }

    static let keypadKeys: Set<KeyCode> = [
        .keypad0, .keypad1, .keypad2, .keypad3, .keypad4, .keypad5, .keypad6, .keypad7, .keypad8, .keypad9, .keypadDot, .keypadMinus,
        .keypadPlus, .keypadAsterisk, .keypadSlash,
    ]

    /// The keystroke that types `character` on this keymap, or nil when no key types it (`é` on
    /// `us`; dead-key compositions are not used). Of several ways, the main keys come before the
    /// keypad (whose digits depend on NumLock on the receiving computer), then plain before
    /// Shift before AltGr (`1` on `fr` is Shift+1, not the keypad). Enter types `\r` and `\n`.
    public func keystroke(for character: Character) -> Keystroke? {
        if character == "\r" || character == "\n" || character == "\r\n" { return Keystroke(key: .enter) }
        var best: (rank: Int, stroke: Keystroke)?
        for (code, entry) in table {
            let keypad = Self.keypadKeys.contains(code) ? 10 : 0
            let candidates: [(Character?, Int, Bool, Bool)] = [
                (entry.plain, 0, false, false), (entry.shift, 1, true, false), (entry.altGr, 2, false, true),
            ]
            for (typed, rank, shift, altGr) in candidates where typed == character {
                let total = keypad + rank
                let stroke = Keystroke(key: code, shift: shift, altGr: altGr)
                if best == nil || total < best!.rank || (total == best!.rank && code < best!.stroke.key) { best = (total, stroke) }
            }
        }
        return best?.stroke
    }
}
