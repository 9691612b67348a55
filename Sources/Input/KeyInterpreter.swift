// KeyInterpreter: one device's key events to bound actions, or to scans when it is a wedge scanner.
import CInput
import Keyboard

/// How a keyboard-wedge scanner is told from a person typing.
///
/// Auto-detection (on keyboards, `input.wedge` containing `auto`, the default): at least
/// `minimumLength` characters typed with every key press within `maximumGap` of the one before,
/// followed within `maximumGap` by Enter, are a scan. USB and Bluetooth scanners type a character
/// every 1–20 ms; a fast typist's presses come 80–150 ms apart, and rollover puts at most two or
/// three within 50 ms. The device is then taken for a scanner for as long as it stays plugged in.
/// Until a burst is over it cannot be known to be one, so a bound key that types a character
/// (Space, M, Tab) acts `maximumGap` late — 50 ms, not noticeable — and Enter acts at once unless
/// it ends a burst. A scanner set to send no Enter is only recognised when named in `input.wedge`.
public struct WedgeRule: Equatable, Sendable {
    /// Longest pause between the key presses of a scan (seconds).
    public var maximumGap: Double = 0.05
    /// Fewest characters before Enter for a burst to be a scan.
    public var minimumLength: Int = 4
    /// A scanner (named, or detected) that pauses this long after typing ends its scan without
    /// Enter (seconds); 0 waits for Enter forever.
    public var endWithoutEnter: Double = 0.3

    public init(maximumGap: Double = 0.05, minimumLength: Int = 4, endWithoutEnter: Double = 0.3) {
        self.maximumGap = maximumGap
        self.minimumLength = minimumLength
        self.endWithoutEnter = endWithoutEnter
    }
}

/// Turns one device's EV_KEY events into `.key` actions and `.wedgeScan`s. Pure: events and time
/// in, `InputEvent`s out; the owner calls `advance(to:)` when `deadline` passes.
public struct KeyInterpreter: Sendable {
    public enum Role: String, Sendable {
        /// Buttons: every bound key acts when pressed.
        case buttons
        /// A keyboard: bound keys act; with `detectsWedge`, bursts are checked for scans first.
        case keyboard
        /// A keyboard-wedge scanner: everything typed up to Enter is one scan; no key is a binding.
        case wedge
    }

    public private(set) var role: Role
    public let bindings: KeyBindings
    public let layout: KeyboardLayout
    public let rule: WedgeRule
    public let detectsWedge: Bool

    // Modifiers.
    var leftShift = false, rightShift = false, altGr = false, leftAlt = false
    /// Digits typed on the keypad while left Alt is held: Alt+0065 types "A" when Alt is released
    /// (scanners use it to type any character whatever the keymap).
    var altCode = ""
    /// Keyboard role with detection: the presses of a burst that may still turn out to be a scan.
    var pending: [(key: KeyCode?, character: Character?)] = []
    var lastPress = 0.0
    /// Wedge role: the scan typed so far.
    var scan = ""

    public init(role: Role, bindings: KeyBindings, layout: KeyboardLayout = .us, rule: WedgeRule = WedgeRule(), detectsWedge: Bool = true) {
        self.role = role
        self.bindings = bindings
        self.layout = layout
        self.rule = rule
        self.detectsWedge = detectsWedge && role == .keyboard
    }

    /// When `advance(to:)` must be called: a burst to settle, or a scan without Enter to end.
    public var deadline: Double? {
        switch role {
        case .keyboard where !pending.isEmpty: lastPress + rule.maximumGap
        case .wedge where !scan.isEmpty && rule.endWithoutEnter > 0: lastPress + rule.endWithoutEnter
        default: nil
        }
    }

    public mutating func advance(to time: Double) -> [InputEvent] {
        guard let deadline, time >= deadline else { return [] }
        if role == .wedge {
            defer { scan = "" }
            return [.wedgeScan(scan)]
        }
        return settle()
    }

    public mutating func handle(_ event: EvdevEvent) -> [InputEvent] {
        guard event.type == .key else { return [] }
        let key = KeyCode(rawValue: event.code)
        var events: [InputEvent] = []
        // A pause longer than the gap ends a burst before this key counts.
        if event.value == 1, let deadline, role == .keyboard, event.time > deadline { events += settle() }
        if event.value == 1, role == .wedge, let deadline, event.time > deadline { events += advance(to: event.time) }

        if updateModifiers(key, event.value) {
            if event.value == 1 && !pending.isEmpty { lastPress = event.time }
            // Left Alt released after keypad digits: the character they spell.
            if key == .leftAlt, event.value == 0, !altCode.isEmpty {
                let character = KeyInterpreter.character(altCode: altCode)
                altCode = ""
                if let character { events += typed(character, key: nil, time: event.time) }
            }
            return events
        }
        guard event.value == 1 else { return events }  // releases and autorepeat do nothing more

        if leftAlt, let digit = KeyInterpreter.keypadDigit(key) {
            altCode.append(digit)
            if role == .keyboard && detectsWedge { pending.append((key, nil)) }
            lastPress = event.time
            return events
        }
        let isEnter = key == .enter || key == .keypadEnter
        switch role {
        case .buttons:
            if let action = bindings.action(for: key) { events.append(.key(action)) }
        case .wedge:
            lastPress = event.time
            if isEnter {
                if !scan.isEmpty { events.append(.wedgeScan(scan)) }
                scan = ""
            } else if let character = layout.character(for: key, shift: leftShift || rightShift, altGr: altGr) {
                scan.append(character)
            }
        case .keyboard:
            guard detectsWedge else {
                if let action = bindings.action(for: key) { events.append(.key(action)) }
                return events
            }
            let characters = pending.filter { $0.character != nil }.count
            if isEnter && characters >= rule.minimumLength && event.time - lastPress <= rule.maximumGap {
                events.append(.wedgeScan(String(pending.compactMap(\.character))))
                pending.removeAll()
                role = .wedge
            } else if !isEnter, let character = layout.character(for: key, shift: leftShift || rightShift, altGr: altGr) {
                events += typed(character, key: key, time: event.time)
            } else {
                // Enter after too little, Escape, F-keys: nothing a scan could be made of.
                pending.append((key, nil))
                events += settle()
            }
        }
        return events
    }

    mutating func typed(_ character: Character, key: KeyCode?, time: Double) -> [InputEvent] {
        lastPress = time
        switch role {
        case .wedge:
            scan.append(character)
            return []
        case .keyboard where detectsWedge:
            pending.append((key, character))
            return []
        default:
            return key.flatMap { bindings.action(for: $0) }.map { [.key($0)] } ?? []
        }
    }

    /// The burst was typed by a person: its bound keys act, in order; the text is dropped.
    mutating func settle() -> [InputEvent] {
        defer { pending.removeAll() }
        return pending.compactMap { $0.key.flatMap { bindings.action(for: $0) }.map { .key($0) } }
    }

    /// Tracks Shift, AltGr and left Alt; true if `key` is a modifier (which types nothing).
    mutating func updateModifiers(_ key: KeyCode, _ value: Int32) -> Bool {
        let down = value != 0
        switch key {
        case .leftShift: leftShift = down
        case .rightShift: rightShift = down
        case .rightAlt: altGr = down
        case .leftAlt:
            leftAlt = down
            if down { altCode = "" }
        case .leftControl, .rightControl, .capsLock, .numLock, .leftMeta, .rightMeta: break
        default: return false
        }
        return true
    }

    static func keypadDigit(_ key: KeyCode) -> Character? {
        let digits: [Int32: Character] = [
            KEY_KP0: "0", KEY_KP1: "1", KEY_KP2: "2", KEY_KP3: "3", KEY_KP4: "4",
            KEY_KP5: "5", KEY_KP6: "6", KEY_KP7: "7", KEY_KP8: "8", KEY_KP9: "9",
        ]
        return digits[Int32(key.rawValue)]
    }

    /// Alt+keypad code: 1–255 as Latin-1 (ASCII below 128), as Windows reads a code with a
    /// leading 0; codes without one (DOS code page 437 on Windows) are read the same here.
    static func character(altCode: String) -> Character? {
        guard let value = Int(altCode), value > 0, value < 256, let scalar = Unicode.Scalar(value) else { return nil }
        return Character(scalar)
    }
}
