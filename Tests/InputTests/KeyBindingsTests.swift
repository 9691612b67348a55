// KeyBindingsTests: the input.keys option.
import Input
import Keyboard
import Testing

@Suite struct KeyBindingsTests {
    @Test func defaults() throws {
        let b = KeyBindings.defaults
        #expect(b.action(for: .enter) == .activate && b.action(for: .keypadEnter) == .activate)
        #expect(b.action(for: .space) == .shutter)
        #expect(b.action(for: .escape) == .back)
        #expect(b.action(for: .tab) == .next)
        #expect(b.action(for: KeyCode(name: "KEY_M")!) == .switchMode)
        // What a keypad made for accessible kiosks sends: the arrows, OK or Select, Back.
        #expect(["KEY_UP", "KEY_DOWN", "KEY_LEFT", "KEY_RIGHT"].map { b.action(for: KeyCode(name: $0)!) } == [.up, .down, .left, .right])
        #expect(["KEY_OK", "KEY_SELECT", "KEY_BACK"].map { b.action(for: KeyCode(name: $0)!) } == [.activate, .activate, .back])
        #expect(["KEY_F1", "KEY_HELP", "KEY_R"].map { b.action(for: KeyCode(name: $0)!) } == [.help, .help, .again])
        // The shopper's own theme and text size.
        #expect(["KEY_F3", "KEY_F4"].map { b.action(for: KeyCode(name: $0)!) } == [.contrast, .textSize])
        #expect(b.keys.count == 18)
        #expect(
            b.description
                == "KEY_ESC=back,KEY_TAB=next,KEY_R=repeat,KEY_ENTER=activate,KEY_M=switchMode,KEY_SPACE=shutter,KEY_F1=help,"
                + "KEY_F3=contrast,KEY_F4=textSize,KEY_KPENTER=activate,KEY_UP=up,KEY_LEFT=left,KEY_RIGHT=right,KEY_DOWN=down,KEY_HELP=help,KEY_BACK=back,KEY_OK=activate,"
                + "KEY_SELECT=activate")
        #expect(try KeyBindings(parsing: b.description) == b)
    }

    @Test func namesCaseAndPrefix() throws {
        let b = try KeyBindings(parsing: " f1 = switchmode , BTN_0=shutter,key_kpenter=Resume ")
        #expect(b.action(for: KeyCode(name: "KEY_F1")!) == .switchMode)
        #expect(b.action(for: KeyCode(name: "BTN_0")!) == .shutter)
        #expect(b.action(for: .keypadEnter) == .resume)
        #expect(try KeyBindings(parsing: "none").keys.isEmpty)
        #expect(try KeyBindings(parsing: "KEY_A=shutter,KEY_A=resume").action(for: KeyCode(name: "KEY_A")!) == .resume)
    }

    @Test func errorsNameWhatIsWrong() {
        #expect(throws: InputOptionError("input.keys: unknown key 'KEY_NOPE' (use the kernel's names: KEY_ENTER, KEY_SPACE, KEY_F1, BTN_0, …)")) {
            try KeyBindings(parsing: "KEY_NOPE=shutter")
        }
        #expect(
            throws: InputOptionError(
                "input.keys: unknown action 'fire' for KEY_ENTER (actions: shutter, resume, switchTab, switchMode, screenshot, next, previous, up, down, left, right, activate, back, help, repeat, contrast, textSize)"
            )
        ) {
            try KeyBindings(parsing: "KEY_ENTER=fire")
        }
        #expect(throws: InputOptionError.self) { try KeyBindings(parsing: "KEY_ENTER") }
    }
}
