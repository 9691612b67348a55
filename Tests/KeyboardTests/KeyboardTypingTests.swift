// KeyboardTypingTests: which key, with which modifiers, types a character on a keymap.
import Keyboard
import Testing

@Suite struct KeyboardTypingTests {
    typealias Keystroke = KeyboardLayout.Keystroke
    let us = KeyboardLayout.us, de = KeyboardLayout(named: "de")!, fr = KeyboardLayout(named: "fr")!

    @Test func plainShiftAndAltGr() {
        #expect(us.keystroke(for: "a") == Keystroke(key: .a) && us.keystroke(for: "A") == Keystroke(key: .a, shift: true))
        #expect(de.keystroke(for: "z") == Keystroke(key: .y) && de.keystroke(for: "@") == Keystroke(key: .q, altGr: true))
        #expect(fr.keystroke(for: "a") == Keystroke(key: .q) && fr.keystroke(for: "m") == Keystroke(key: .semicolon))
    }

    @Test func mainKeysBeforeTheKeypadAndTheLowerCodeOfTwoAlike() {
        // 1 on fr is Shift+1, not the keypad's 1; / on us the main key, not the keypad's.
        #expect(fr.keystroke(for: "1") == Keystroke(key: .digit1, shift: true))
        #expect(us.keystroke(for: "/") == Keystroke(key: .slash) && de.keystroke(for: ",") == Keystroke(key: .comma))
        // \ on us: KEY_BACKSLASH (43) and KEY_102ND (86) both type it plain.
        #expect(us.keystroke(for: "\\") == Keystroke(key: .backslash))
    }

    @Test func enterTypesLineEndsAndSomeCharactersNoKeyTypes() {
        for lineEnd: Character in ["\r", "\n", "\r\n"] { #expect(us.keystroke(for: lineEnd) == Keystroke(key: .enter)) }
        #expect(us.keystroke(for: " ") == Keystroke(key: .space) && us.keystroke(for: "\t") == Keystroke(key: .tab))
        #expect(us.keystroke(for: "é") == nil && fr.keystroke(for: "é") == Keystroke(key: .digit2))
    }
}
