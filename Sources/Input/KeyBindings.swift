// KeyBindings: the `input.keys` option: which key does which kiosk action.
import Keyboard

/// What a bound key asks the kiosk to do.
public enum KeyAction: String, Sendable, Equatable, CaseIterable {
    /// Capture the code in the cutout (the shutter button).
    case shutter
    /// Dismiss the result and scan again.
    case resume
    /// Scanner ↔ History tab.
    case switchTab
    /// Barcode ↔ Number mode.
    case switchMode
    /// Write the frame on screen as PNG (bound by default only in debug builds).
    case screenshot
    /// The focus ring to the next control in reading order (Tab), or the one before.
    case next
    case previous
    /// The focus ring to the nearest control that way, as seen on the screen (the arrows).
    case up
    case down
    case left
    case right
    /// Do what a tap on the control in the focus ring does; with no ring shown, the shutter
    /// (Enter, a keypad's OK).
    case activate
    /// Go back: close the language list or a History entry, leave the History, dismiss the
    /// result, close the age check (Escape, a keypad's Back).
    case back
    /// Say where the shopper is and what the keys do (`speak = guide`; F1, a keypad's Help).
    case help
    /// Say the last thing said again (`speak = guide`).
    case again = "repeat"
    /// Standard ↔ high-contrast theme, until the shopper has gone (F3).
    case contrast
    /// Normal ↔ large text, until the shopper has gone (F4).
    case textSize
}

/// Key code → action, parsed from `KEY_ENTER=shutter,KEY_SPACE=shutter,…`. Only key presses
/// count (not releases or autorepeat); keys from a keyboard-wedge scanner are never bindings.
public struct KeyBindings: Equatable, Sendable, CustomStringConvertible {
    public private(set) var actions: [KeyCode: KeyAction]

    public init(_ actions: [KeyCode: KeyAction] = [:]) {
        self.actions = actions
    }

    /// Enter, a keypad's OK or Select activate; Space is the shutter; Escape or Back go back;
    /// Tab and the arrows move the focus ring (a keyboard, or a keypad made for accessible
    /// kiosks, which sends these keys); M switches Barcode and Number; F1 or Help, and R, are
    /// the spoken guide's Help and Repeat; F3 switches the high-contrast theme, F4 large text.
    public static let defaultText =
        "KEY_ENTER=activate,KEY_KPENTER=activate,KEY_OK=activate,KEY_SELECT=activate,KEY_SPACE=shutter,KEY_ESC=back,KEY_BACK=back,"
        + "KEY_TAB=next,KEY_UP=up,KEY_DOWN=down,KEY_LEFT=left,KEY_RIGHT=right,KEY_M=switchMode,KEY_F1=help,KEY_HELP=help,KEY_R=repeat,KEY_F3=contrast,KEY_F4=textSize"
    public static let defaults: KeyBindings = try! KeyBindings(parsing: defaultText)

    /// Parses comma-separated `KEY=action` pairs. Keys are the kernel's names (`KEY_ENTER`,
    /// `KEY_F1`, `BTN_0`; the `KEY_` prefix may be left out and case does not matter: `enter`,
    /// `f1`); actions are `KeyAction`'s (`shutter`, `activate`, `back`, `next`, …). `none` (or an empty text)
    /// binds nothing. A key named twice keeps the last action. Throws a message naming the bad pair.
    public init(parsing text: String) throws(InputOptionError) {
        var actions: [KeyCode: KeyAction] = [:]
        let trimmed = text.trimmingWhitespace
        if trimmed.isEmpty || trimmed.lowercased() == "none" {
            self.init([:])
            return
        }
        for pair in trimmed.split(separator: ",") {
            let parts = pair.split(separator: "=", maxSplits: 1).map { String($0).trimmingWhitespace }
            guard parts.count == 2, !parts[0].isEmpty else {
                throw InputOptionError("input.keys: '\(pair)' is not KEY=action (such as KEY_ENTER=shutter)")
            }
            guard let key = KeyBindings.key(named: parts[0]) else {
                throw InputOptionError("input.keys: unknown key '\(parts[0])' (use the kernel's names: KEY_ENTER, KEY_SPACE, KEY_F1, BTN_0, …)")
            }
            guard let action = KeyAction.allCases.first(where: { $0.rawValue.lowercased() == parts[1].lowercased() }) else {
                throw InputOptionError(
                    "input.keys: unknown action '\(parts[1])' for \(key.name) (actions: \(KeyAction.allCases.map(\.rawValue).joined(separator: ", ")))"
                )
            }
            actions[key] = action
        }
        self.init(actions)
    }

    /// `KEY_ENTER`, `key_enter`, `enter`, `BTN_0` → the code.
    static func key(named name: String) -> KeyCode? {
        let upper = name.uppercased()
        if let code = KeyCode(name: upper) { return code }
        if !upper.hasPrefix("KEY_"), !upper.hasPrefix("BTN_"), let code = KeyCode(name: "KEY_" + upper) { return code }
        return nil
    }

    public func action(for key: KeyCode) -> KeyAction? { actions[key] }

    /// These bindings with `key` (a kernel name such as `KEY_F12`) doing `action` as well.
    public func adding(_ key: String, _ action: KeyAction) -> KeyBindings {
        var copy = self
        if let code = KeyBindings.key(named: key) { copy.actions[code] = action }
        return copy
    }

    public var keys: Set<KeyCode> { Set(actions.keys) }

    /// The pairs in key-code order, as they parse back.
    public var description: String {
        actions.isEmpty ? "none" : actions.sorted { $0.key < $1.key }.map { "\($0.key.name)=\($0.value.rawValue)" }.joined(separator: ",")
    }
}

extension String {
    var trimmingWhitespace: String {
        var s = Substring(self)
        while let first = s.first, first.isWhitespace { s.removeFirst() }
        while let last = s.last, last.isWhitespace { s.removeLast() }
        return String(s)
    }
}
