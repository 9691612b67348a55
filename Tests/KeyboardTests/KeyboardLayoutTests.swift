// KeyboardLayoutTests: what each key types on the us, de and fr keymaps.
import Keyboard
import Testing

@Suite struct KeyboardLayoutTests {
    @Test func keymaps() {
        let us = KeyboardLayout(named: "us")!, de = KeyboardLayout(named: "de")!, fr = KeyboardLayout(named: "fr")!
        func c(_ l: KeyboardLayout, _ key: KeyCode, shift: Bool = false, altGr: Bool = false) -> Character? {
            l.character(for: key, shift: shift, altGr: altGr)
        }
        #expect(c(us, .digit2, shift: true) == "@")
        #expect(c(us, .apostrophe, shift: true) == "\"")
        #expect(c(de, .y) == "z" && c(de, .z, shift: true) == "Y")
        #expect(c(de, .digit2, shift: true) == "\"" && c(de, .q, altGr: true) == "@" && c(de, .equal) == nil)
        #expect(c(de, .keypadDot) == ",")
        #expect(c(fr, .q) == "a" && c(fr, .semicolon) == "m" && c(fr, .m) == ",")
        #expect(c(fr, .digit1) == "&" && c(fr, .digit1, shift: true) == "1" && c(fr, .digit0, altGr: true) == "@")
        #expect(c(us, .keypad7) == "7" && c(us, .leftShift) == nil)
        #expect(KeyboardLayout(named: "xx") == nil)
    }

    @Test func namesAreCaseInsensitiveAndWhatKeysTypeIsKnown() {
        #expect(KeyboardLayout(named: "DE")?.name == "de")
        #expect(KeyboardLayout.names.allSatisfy { KeyboardLayout(named: $0)?.name == $0 })
        // A dead key on de (´) types nothing; a key that types only with Shift (° on de) types.
        let de = KeyboardLayout(named: "de")!
        #expect(!de.types(.equal) && de.types(.grave) && de.types(.a) && !de.types(.leftShift) && !de.types(.enter))
    }
}
