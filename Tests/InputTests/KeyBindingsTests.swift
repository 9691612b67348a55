// KeyBindingsTests: the input.keys option.
import Input
import Keyboard
import Testing

@Suite struct KeyBindingsTests {
    @Test func defaults() throws {
        let b = KeyBindings.defaults
        #expect(b.action(for: .enter) == .shutter)
        #expect(b.action(for: .space) == .shutter)
        #expect(b.action(for: .escape) == .resume)
        #expect(b.action(for: .tab) == .switchTab)
        #expect(b.action(for: KeyCode(name: "KEY_M")!) == .switchMode)
        #expect(b.keys.count == 5)
        #expect(b.description == "KEY_ESC=resume,KEY_TAB=switchTab,KEY_ENTER=shutter,KEY_M=switchMode,KEY_SPACE=shutter")
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
            throws: InputOptionError("input.keys: unknown action 'fire' for KEY_ENTER (actions: shutter, resume, switchTab, switchMode, screenshot)")
        ) {
            try KeyBindings(parsing: "KEY_ENTER=fire")
        }
        #expect(throws: InputOptionError.self) { try KeyBindings(parsing: "KEY_ENTER") }
    }
}
