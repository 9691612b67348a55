// KeyCode: Linux's evdev key codes (linux/input-event-codes.h, a stable kernel ABI) as a Swift
// type, and the keys the keymaps type with, their modifiers and the keypad, by name. Pure Swift:
// no libevdev, so the keymaps serve Delivery's HID keyboard and an on-screen keyboard too.
// InputTests pins every value here against the kernel's KEY_* macros (KeyCodeValueTests).

/// A key or button code (`KEY_*`, `BTN_*`) as the kernel numbers it. Input adds its kernel name
/// from libevdev's tables (`name`, `KeyCode(name:)`) and the other codes (`BTN_*`).
public struct KeyCode: RawRepresentable, Hashable, Sendable, Comparable {
    public let rawValue: UInt16
    public init(rawValue: UInt16) { self.rawValue = rawValue }

    public static func < (a: KeyCode, b: KeyCode) -> Bool { a.rawValue < b.rawValue }

    /// Keyboard keys are below BTN_MISC (0x100) or from KEY_OK (0x160) on; between are buttons.
    public var isKeyboardKey: Bool { rawValue < 0x100 || rawValue >= 0x160 }

    // Letters, in alphabetical order (the kernel numbers them by their place on a US keyboard).
    /// KEY_A
    public static let a = KeyCode(rawValue: 30)
    /// KEY_B
    public static let b = KeyCode(rawValue: 48)
    /// KEY_C
    public static let c = KeyCode(rawValue: 46)
    /// KEY_D
    public static let d = KeyCode(rawValue: 32)
    /// KEY_E
    public static let e = KeyCode(rawValue: 18)
    /// KEY_F
    public static let f = KeyCode(rawValue: 33)
    /// KEY_G
    public static let g = KeyCode(rawValue: 34)
    /// KEY_H
    public static let h = KeyCode(rawValue: 35)
    /// KEY_I
    public static let i = KeyCode(rawValue: 23)
    /// KEY_J
    public static let j = KeyCode(rawValue: 36)
    /// KEY_K
    public static let k = KeyCode(rawValue: 37)
    /// KEY_L
    public static let l = KeyCode(rawValue: 38)
    /// KEY_M
    public static let m = KeyCode(rawValue: 50)
    /// KEY_N
    public static let n = KeyCode(rawValue: 49)
    /// KEY_O
    public static let o = KeyCode(rawValue: 24)
    /// KEY_P
    public static let p = KeyCode(rawValue: 25)
    /// KEY_Q
    public static let q = KeyCode(rawValue: 16)
    /// KEY_R
    public static let r = KeyCode(rawValue: 19)
    /// KEY_S
    public static let s = KeyCode(rawValue: 31)
    /// KEY_T
    public static let t = KeyCode(rawValue: 20)
    /// KEY_U
    public static let u = KeyCode(rawValue: 22)
    /// KEY_V
    public static let v = KeyCode(rawValue: 47)
    /// KEY_W
    public static let w = KeyCode(rawValue: 17)
    /// KEY_X
    public static let x = KeyCode(rawValue: 45)
    /// KEY_Y
    public static let y = KeyCode(rawValue: 21)
    /// KEY_Z
    public static let z = KeyCode(rawValue: 44)

    // The digit row.
    /// KEY_1
    public static let digit1 = KeyCode(rawValue: 2)
    /// KEY_2
    public static let digit2 = KeyCode(rawValue: 3)
    /// KEY_3
    public static let digit3 = KeyCode(rawValue: 4)
    /// KEY_4
    public static let digit4 = KeyCode(rawValue: 5)
    /// KEY_5
    public static let digit5 = KeyCode(rawValue: 6)
    /// KEY_6
    public static let digit6 = KeyCode(rawValue: 7)
    /// KEY_7
    public static let digit7 = KeyCode(rawValue: 8)
    /// KEY_8
    public static let digit8 = KeyCode(rawValue: 9)
    /// KEY_9
    public static let digit9 = KeyCode(rawValue: 10)
    /// KEY_0
    public static let digit0 = KeyCode(rawValue: 11)

    // The other character keys, named after what they type on a US keyboard.
    /// KEY_MINUS
    public static let minus = KeyCode(rawValue: 12)
    /// KEY_EQUAL
    public static let equal = KeyCode(rawValue: 13)
    /// KEY_LEFTBRACE
    public static let leftBrace = KeyCode(rawValue: 26)
    /// KEY_RIGHTBRACE
    public static let rightBrace = KeyCode(rawValue: 27)
    /// KEY_SEMICOLON
    public static let semicolon = KeyCode(rawValue: 39)
    /// KEY_APOSTROPHE
    public static let apostrophe = KeyCode(rawValue: 40)
    /// KEY_GRAVE
    public static let grave = KeyCode(rawValue: 41)
    /// KEY_BACKSLASH
    public static let backslash = KeyCode(rawValue: 43)
    /// KEY_102ND: the key between left Shift and Z on ISO keyboards (`<` on de and fr).
    public static let iso102nd = KeyCode(rawValue: 86)
    /// KEY_COMMA
    public static let comma = KeyCode(rawValue: 51)
    /// KEY_DOT
    public static let dot = KeyCode(rawValue: 52)
    /// KEY_SLASH
    public static let slash = KeyCode(rawValue: 53)
    /// KEY_SPACE
    public static let space = KeyCode(rawValue: 57)

    // Keys that type no character of their own.
    /// KEY_ESC
    public static let escape = KeyCode(rawValue: 1)
    /// KEY_BACKSPACE
    public static let backspace = KeyCode(rawValue: 14)
    /// KEY_TAB
    public static let tab = KeyCode(rawValue: 15)
    /// KEY_ENTER
    public static let enter = KeyCode(rawValue: 28)

    // Modifiers and locks.
    /// KEY_LEFTSHIFT
    public static let leftShift = KeyCode(rawValue: 42)
    /// KEY_RIGHTSHIFT
    public static let rightShift = KeyCode(rawValue: 54)
    /// KEY_LEFTALT
    public static let leftAlt = KeyCode(rawValue: 56)
    /// KEY_RIGHTALT: AltGr on keymaps that have it.
    public static let rightAlt = KeyCode(rawValue: 100)
    /// KEY_LEFTCTRL
    public static let leftControl = KeyCode(rawValue: 29)
    /// KEY_RIGHTCTRL
    public static let rightControl = KeyCode(rawValue: 97)
    /// KEY_LEFTMETA
    public static let leftMeta = KeyCode(rawValue: 125)
    /// KEY_RIGHTMETA
    public static let rightMeta = KeyCode(rawValue: 126)
    /// KEY_CAPSLOCK
    public static let capsLock = KeyCode(rawValue: 58)
    /// KEY_NUMLOCK
    public static let numLock = KeyCode(rawValue: 69)

    // The keypad.
    /// KEY_KP0
    public static let keypad0 = KeyCode(rawValue: 82)
    /// KEY_KP1
    public static let keypad1 = KeyCode(rawValue: 79)
    /// KEY_KP2
    public static let keypad2 = KeyCode(rawValue: 80)
    /// KEY_KP3
    public static let keypad3 = KeyCode(rawValue: 81)
    /// KEY_KP4
    public static let keypad4 = KeyCode(rawValue: 75)
    /// KEY_KP5
    public static let keypad5 = KeyCode(rawValue: 76)
    /// KEY_KP6
    public static let keypad6 = KeyCode(rawValue: 77)
    /// KEY_KP7
    public static let keypad7 = KeyCode(rawValue: 71)
    /// KEY_KP8
    public static let keypad8 = KeyCode(rawValue: 72)
    /// KEY_KP9
    public static let keypad9 = KeyCode(rawValue: 73)
    /// KEY_KPDOT
    public static let keypadDot = KeyCode(rawValue: 83)
    /// KEY_KPMINUS
    public static let keypadMinus = KeyCode(rawValue: 74)
    /// KEY_KPPLUS
    public static let keypadPlus = KeyCode(rawValue: 78)
    /// KEY_KPASTERISK
    public static let keypadAsterisk = KeyCode(rawValue: 55)
    /// KEY_KPSLASH
    public static let keypadSlash = KeyCode(rawValue: 98)
    /// KEY_KPENTER
    public static let keypadEnter = KeyCode(rawValue: 96)
}
