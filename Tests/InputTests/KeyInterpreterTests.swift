// KeyInterpreterTests: bindings at a person's pace, scans at a scanner's, Alt codes (the keymaps
// themselves: KeyboardTests).
import Input
import Keyboard
import Testing

@Suite struct KeyInterpreterTests {
    /// Presses and releases `keys` (names without KEY_; "leftshift+a" holds Shift) `gap` s apart.
    func strokes(_ keys: [String], from start: Double = 10, gap: Double) -> [EvdevEvent] {
        var t = start
        var events: [EvdevEvent] = []
        for item in keys {
            let codes = item.split(separator: "+").map { KeyCode(name: "KEY_" + $0.uppercased())! }
            for c in codes { events.append(EvdevEvent(time: t, type: .key, code: c.rawValue, value: 1)) }
            for c in codes.reversed() { events.append(EvdevEvent(time: t + 0.002, type: .key, code: c.rawValue, value: 0)) }
            t += gap
        }
        return events
    }

    func run(_ k: inout KeyInterpreter, _ events: [EvdevEvent], until end: Double) -> [InputEvent] {
        var out: [InputEvent] = []
        for e in events {
            if let d = k.deadline, d < e.time { out += k.advance(to: d) }
            out += k.handle(e)
        }
        while let d = k.deadline, d <= end { out += k.advance(to: d) }
        return out
    }

    @Test func personTypingBoundKeys() {
        var k = KeyInterpreter(role: .keyboard, bindings: .defaults)
        // Escape acts at once; Space and M (they type characters) 50 ms later; Enter after too
        // few characters at once.
        #expect(k.handle(EvdevEvent(time: 1, type: .key, code: KeyCode.escape.rawValue, value: 1)) == [.key(.back)])
        #expect(k.handle(EvdevEvent(time: 2, type: .key, code: KeyCode.space.rawValue, value: 1)) == [])
        #expect(k.deadline == 2.05)
        #expect(k.advance(to: 2.05) == [.key(.shutter)])
        #expect(run(&k, strokes(["a", "b", "enter"], gap: 0.2), until: 20) == [.key(.activate)])
        // Tab and the arrows move the focus ring at once (they type no character a scan holds).
        #expect(run(&k, strokes(["tab", "down", "right"], from: 21, gap: 0.3), until: 23) == [.key(.next), .key(.down), .key(.right)])
        // Autorepeat of a held key does nothing.
        #expect(k.handle(EvdevEvent(time: 30, type: .key, code: KeyCode.escape.rawValue, value: 2)) == [])
    }

    @Test func burstRule() {
        // Four characters then Enter, each within 50 ms: a scan. Three are not: bindings act.
        var k = KeyInterpreter(role: .keyboard, bindings: .defaults)
        #expect(run(&k, strokes(["m", "1", "2", "enter"], gap: 0.01), until: 11) == [.key(.switchMode), .key(.activate)])
        #expect(k.role == .keyboard)
        #expect(run(&k, strokes(["m", "1", "2", "3", "enter"], from: 12, gap: 0.01), until: 13) == [.wedgeScan("m123")])
        #expect(k.role == .wedge)
        // A pause of more than 50 ms inside: a person, whose M and Space act.
        var slow = KeyInterpreter(role: .keyboard, bindings: .defaults)
        #expect(
            run(&slow, strokes(["m", "1", "space", "2", "3", "enter"], gap: 0.06), until: 11) == [.key(.switchMode), .key(.shutter), .key(.activate)])
    }

    @Test func namedWedgeNeverBindsAndEndsWithoutEnter() {
        var k = KeyInterpreter(role: .wedge, bindings: .defaults)
        // Nor do its arrows move the focus ring.
        #expect(
            run(&k, strokes(["leftshift+a", "space", "m", "tab", "down", "left", "esc", "enter"], gap: 0.02), until: 11) == [.wedgeScan("A m\t")])
        #expect(run(&k, strokes(["4", "2"], from: 20, gap: 0.02), until: 19) == [])
        #expect(k.advance(to: 20.02 + 0.3) == [.wedgeScan("42")])
    }

    @Test func buttonsActAtOnce() {
        var k = KeyInterpreter(role: .buttons, bindings: try! KeyBindings(parsing: "BTN_0=shutter,KEY_VOLUMEUP=switchTab"))
        #expect(k.handle(EvdevEvent(time: 0, type: .key, code: KeyCode(name: "BTN_0")!.rawValue, value: 1)) == [.key(.shutter)])
        #expect(k.handle(EvdevEvent(time: 0, type: .key, code: KeyCode(name: "KEY_VOLUMEUP")!.rawValue, value: 1)) == [.key(.switchTab)])
        #expect(k.handle(EvdevEvent(time: 0, type: .key, code: KeyCode.enter.rawValue, value: 1)) == [])
    }

    @Test func altKeypadCodes() {
        var k = KeyInterpreter(role: .wedge, bindings: .defaults)
        // Alt+065 = "A", Alt+0233 = "é" (Latin-1), then Enter.
        var events: [EvdevEvent] = []
        var t = 1.0
        func key(_ name: String, _ value: Int32) {
            events.append(EvdevEvent(time: t, type: .key, code: KeyCode(name: name)!.rawValue, value: value))
            t += 0.001
        }
        for code in ["065", "0233"] {
            key("KEY_LEFTALT", 1)
            for digit in code { key("KEY_KP\(digit)", 1); key("KEY_KP\(digit)", 0) }
            key("KEY_LEFTALT", 0)
        }
        key("KEY_ENTER", 1)
        #expect(run(&k, events, until: 2) == [.wedgeScan("Aé")])
    }
}
