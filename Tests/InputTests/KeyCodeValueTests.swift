// KeyCodeValueTests: Keyboard's named key codes, pure Swift numbers, are the kernel's: each
// against its KEY_* macro (linux/input-event-codes.h through CInput) and libevdev's name for it.
import CInput
import Foundation
import Input
import Keyboard
import Testing

@Suite struct KeyCodeValueTests {
    /// Every named code of Sources/Keyboard/KeyCode.swift, its macro and its kernel name.
    static let pinned: [(key: KeyCode, macro: Int32, name: String)] = [
        (.a, KEY_A, "KEY_A"), (.b, KEY_B, "KEY_B"), (.c, KEY_C, "KEY_C"), (.d, KEY_D, "KEY_D"), (.e, KEY_E, "KEY_E"), (.f, KEY_F, "KEY_F"),
        (.g, KEY_G, "KEY_G"), (.h, KEY_H, "KEY_H"), (.i, KEY_I, "KEY_I"), (.j, KEY_J, "KEY_J"), (.k, KEY_K, "KEY_K"), (.l, KEY_L, "KEY_L"),
        (.m, KEY_M, "KEY_M"), (.n, KEY_N, "KEY_N"), (.o, KEY_O, "KEY_O"), (.p, KEY_P, "KEY_P"), (.q, KEY_Q, "KEY_Q"), (.r, KEY_R, "KEY_R"),
        (.s, KEY_S, "KEY_S"), (.t, KEY_T, "KEY_T"), (.u, KEY_U, "KEY_U"), (.v, KEY_V, "KEY_V"), (.w, KEY_W, "KEY_W"), (.x, KEY_X, "KEY_X"),
        (.y, KEY_Y, "KEY_Y"), (.z, KEY_Z, "KEY_Z"), (.digit1, KEY_1, "KEY_1"), (.digit2, KEY_2, "KEY_2"), (.digit3, KEY_3, "KEY_3"),
        (.digit4, KEY_4, "KEY_4"), (.digit5, KEY_5, "KEY_5"), (.digit6, KEY_6, "KEY_6"), (.digit7, KEY_7, "KEY_7"), (.digit8, KEY_8, "KEY_8"),
        (.digit9, KEY_9, "KEY_9"), (.digit0, KEY_0, "KEY_0"), (.minus, KEY_MINUS, "KEY_MINUS"), (.equal, KEY_EQUAL, "KEY_EQUAL"),
        (.leftBrace, KEY_LEFTBRACE, "KEY_LEFTBRACE"), (.rightBrace, KEY_RIGHTBRACE, "KEY_RIGHTBRACE"), (.semicolon, KEY_SEMICOLON, "KEY_SEMICOLON"),
        (.apostrophe, KEY_APOSTROPHE, "KEY_APOSTROPHE"), (.grave, KEY_GRAVE, "KEY_GRAVE"), (.backslash, KEY_BACKSLASH, "KEY_BACKSLASH"),
        (.iso102nd, KEY_102ND, "KEY_102ND"), (.comma, KEY_COMMA, "KEY_COMMA"), (.dot, KEY_DOT, "KEY_DOT"), (.slash, KEY_SLASH, "KEY_SLASH"),
        (.space, KEY_SPACE, "KEY_SPACE"), (.escape, KEY_ESC, "KEY_ESC"), (.backspace, KEY_BACKSPACE, "KEY_BACKSPACE"), (.tab, KEY_TAB, "KEY_TAB"),
        (.enter, KEY_ENTER, "KEY_ENTER"), (.leftShift, KEY_LEFTSHIFT, "KEY_LEFTSHIFT"), (.rightShift, KEY_RIGHTSHIFT, "KEY_RIGHTSHIFT"),
        (.leftAlt, KEY_LEFTALT, "KEY_LEFTALT"), (.rightAlt, KEY_RIGHTALT, "KEY_RIGHTALT"), (.leftControl, KEY_LEFTCTRL, "KEY_LEFTCTRL"),
        (.rightControl, KEY_RIGHTCTRL, "KEY_RIGHTCTRL"), (.leftMeta, KEY_LEFTMETA, "KEY_LEFTMETA"), (.rightMeta, KEY_RIGHTMETA, "KEY_RIGHTMETA"),
        (.capsLock, KEY_CAPSLOCK, "KEY_CAPSLOCK"), (.numLock, KEY_NUMLOCK, "KEY_NUMLOCK"), (.keypad0, KEY_KP0, "KEY_KP0"),
        (.keypad1, KEY_KP1, "KEY_KP1"), (.keypad2, KEY_KP2, "KEY_KP2"), (.keypad3, KEY_KP3, "KEY_KP3"), (.keypad4, KEY_KP4, "KEY_KP4"),
        (.keypad5, KEY_KP5, "KEY_KP5"), (.keypad6, KEY_KP6, "KEY_KP6"), (.keypad7, KEY_KP7, "KEY_KP7"), (.keypad8, KEY_KP8, "KEY_KP8"),
        (.keypad9, KEY_KP9, "KEY_KP9"), (.keypadDot, KEY_KPDOT, "KEY_KPDOT"), (.keypadMinus, KEY_KPMINUS, "KEY_KPMINUS"),
        (.keypadPlus, KEY_KPPLUS, "KEY_KPPLUS"), (.keypadAsterisk, KEY_KPASTERISK, "KEY_KPASTERISK"), (.keypadSlash, KEY_KPSLASH, "KEY_KPSLASH"),
        (.keypadEnter, KEY_KPENTER, "KEY_KPENTER"),
    ]

    @Test func everyNamedKeyIsTheKernelsCode() {
        for (key, macro, name) in Self.pinned {
            #expect(Int32(key.rawValue) == macro, "\(name)")
            #expect(key.name == name)
        }
    }

    /// A code added to KeyCode.swift is pinned here too.
    @Test func everyNamedKeyIsPinned() throws {
        let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Sources/Keyboard/KeyCode.swift")
        let source = try String(contentsOf: file, encoding: .utf8)
        #expect(source.components(separatedBy: "public static let ").count - 1 == Self.pinned.count)
        #expect(Set(Self.pinned.map(\.key)).count == Self.pinned.count)
    }
}
