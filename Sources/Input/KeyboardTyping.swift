// KeyboardTyping: the other way round from the wedge reader — which key, with which modifiers,
// types a character on a keymap (for typing on a keyboard, e.g. a USB HID gadget).
import CInput

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

    static let keypadKeys: Set<Int32> = [
        KEY_KP0, KEY_KP1, KEY_KP2, KEY_KP3, KEY_KP4, KEY_KP5, KEY_KP6, KEY_KP7, KEY_KP8, KEY_KP9, KEY_KPDOT, KEY_KPMINUS,
        KEY_KPPLUS, KEY_KPASTERISK, KEY_KPSLASH,
    ]

    /// The keystroke that types `character` on this keymap, or nil when no key types it (`é` on
    /// `us`; dead-key compositions are not used). Of several ways, the main keys come before the
    /// keypad (whose digits depend on NumLock on the receiving computer), then plain before
    /// Shift before AltGr (`1` on `fr` is Shift+1, not the keypad). Enter types `\r` and `\n`.
    public func keystroke(for character: Character) -> Keystroke? {
        if character == "\r" || character == "\n" || character == "\r\n" { return Keystroke(key: KeyCode(KEY_ENTER)) }
        var best: (rank: Int, stroke: Keystroke)?
        for (code, entry) in table {
            let keypad = Self.keypadKeys.contains(Int32(code)) ? 10 : 0
            let candidates: [(Character?, Int, Bool, Bool)] = [
                (entry.plain, 0, false, false), (entry.shift, 1, true, false), (entry.altGr, 2, false, true),
            ]
            for (typed, rank, shift, altGr) in candidates where typed == character {
                let total = keypad + rank
                let stroke = Keystroke(key: KeyCode(rawValue: code), shift: shift, altGr: altGr)
                if best == nil || total < best!.rank || (total == best!.rank && code < best!.stroke.key.rawValue) { best = (total, stroke) }
            }
        }
        return best?.stroke
    }
}
