// InputDeviceKind: what a device is to the kiosk, decided from its capabilities alone.
import CInput
import Keyboard

/// How a touchscreen reports contacts.
public enum TouchProtocol: String, Sendable, Equatable {
    /// Multi-touch protocol B: ABS_MT_SLOT, contacts tracked by ABS_MT_TRACKING_ID (FT5406, Goodix).
    case multiTouchB
    /// Multi-touch protocol A: anonymous contacts, each closed by SYN_MT_REPORT.
    case multiTouchA
    /// One contact: ABS_X/ABS_Y while BTN_TOUCH is down (ADS7846, TSC2007, eGalax).
    case singleTouch
}

/// The pointing part of a device.
public enum PointingKind: Equatable, Sendable {
    /// A screen with a touch panel over it (INPUT_PROP_DIRECT, or BTN_TOUCH with absolute axes).
    case touchscreen(TouchProtocol)
    /// An absolute pointer with buttons and no BTN_TOUCH: tablets, QEMU's virtio-tablet. BTN_LEFT
    /// is the contact; coordinates cover the whole screen as a touchscreen's do.
    case absolutePointer
    /// A relative pointer (REL_X/REL_Y + BTN_LEFT): moves a position kept on the screen.
    case mouse
}

/// The key part of a device.
public enum KeyKind: String, Equatable, Sendable {
    /// A keyboard: letters, digits and Enter (also what a keyboard-wedge barcode scanner is).
    case keyboard
    /// A few keys or buttons: gpio-keys, a keypad, a remote, a power button.
    case buttons
}

/// What a device is, from its capabilities. One device may be several things (a keyboard with a
/// touchpad, a keyboard with a beeper); `isUseful` is false when it is none the kiosk uses.
public struct InputDeviceKind: Equatable, Sendable, CustomStringConvertible {
    public var pointing: PointingKind?
    public var keys: KeyKind?
    /// It can sound: EV_SND with SND_TONE or SND_BELL (pcspkr, pwm-beeper).
    public var canBeep: Bool
    /// Why it was set aside, if it was (touchpad, joystick).
    public var ignoredBecause: String?

    public init(pointing: PointingKind? = nil, keys: KeyKind? = nil, canBeep: Bool = false, ignoredBecause: String? = nil) {
        self.pointing = pointing
        self.keys = keys
        self.canBeep = canBeep
        self.ignoredBecause = ignoredBecause
    }

    public var isUseful: Bool { pointing != nil || keys != nil || canBeep }

    /// Short words for listings: `touchscreen(multiTouchB)`, `keyboard`, `absolutePointer+buttons`.
    public var description: String {
        var parts: [String] = []
        switch pointing {
        case .touchscreen(let touch): parts.append("touchscreen(\(touch.rawValue))")
        case .absolutePointer: parts.append("absolutePointer")
        case .mouse: parts.append("mouse")
        case nil: break
        }
        if let keys { parts.append(keys.rawValue) }
        if canBeep { parts.append("beeper") }
        if parts.isEmpty { parts.append("ignored" + (ignoredBecause.map { "(\($0))" } ?? "")) }
        return parts.joined(separator: "+")
    }

    /// Letter and digit keys: a device with Enter and at least 20 of these is a keyboard.
    static let typingKeys: [KeyCode] = [
        KEY_Q, KEY_W, KEY_E, KEY_R, KEY_T, KEY_Y, KEY_U, KEY_I, KEY_O, KEY_P,
        KEY_A, KEY_S, KEY_D, KEY_F, KEY_G, KEY_H, KEY_J, KEY_K, KEY_L,
        KEY_Z, KEY_X, KEY_C, KEY_V, KEY_B, KEY_N, KEY_M,
        KEY_1, KEY_2, KEY_3, KEY_4, KEY_5, KEY_6, KEY_7, KEY_8, KEY_9, KEY_0,
    ].map { KeyCode($0) }

    /// Classifies a device:
    /// - absolute X/Y (or ABS_MT_POSITION_X/Y): a touchpad (INPUT_PROP_POINTER with
    ///   BTN_TOOL_FINGER) or a joystick (BTN_JOYSTICK/BTN_GAMEPAD) is ignored; with
    ///   INPUT_PROP_DIRECT or BTN_TOUCH, or multi-touch axes without INPUT_PROP_POINTER (old
    ///   protocol-A drivers declare nothing else), it is a touchscreen (protocol B if it has ABS_MT_SLOT, A if
    ///   it has only ABS_MT_POSITION_*, else single-touch); with BTN_LEFT but no BTN_TOUCH it is an
    ///   absolute pointer;
    /// - REL_X/REL_Y with BTN_LEFT: a mouse;
    /// - keyboard keys (codes below BTN_MISC or from KEY_OK): a keyboard with KEY_ENTER and at
    ///   least 20 letter/digit keys, else buttons;
    /// - EV_SND with SND_TONE or SND_BELL: a beeper.
    public static func classify(_ c: DeviceCapabilities) -> InputDeviceKind {
        var kind = InputDeviceKind()
        let hasXY = c.has(AbsoluteAxis.x) && c.has(AbsoluteAxis.y)
        let hasMT = c.has(.multiTouchPositionX) && c.has(.multiTouchPositionY)
        if hasXY || hasMT {
            if c.properties.contains(.pointer) && c.has(.buttonToolFinger) {
                kind.ignoredBecause = "touchpad"
            } else if c.keys.contains(where: { $0.rawValue >= KeyCode.buttonJoystick.rawValue && $0.rawValue < 0x140 }) {
                kind.ignoredBecause = "joystick"
            } else if c.properties.contains(.direct) || c.has(.buttonTouch) || (hasMT && !c.properties.contains(.pointer)) {
                let touch: TouchProtocol = hasMT ? (c.has(.multiTouchSlot) ? .multiTouchB : .multiTouchA) : .singleTouch
                kind.pointing = .touchscreen(touch)
            } else if c.has(.buttonLeft) && hasXY {
                kind.pointing = .absolutePointer
            }
        }
        if kind.pointing == nil, kind.ignoredBecause == nil, c.has(RelativeAxis.x) && c.has(RelativeAxis.y) && c.has(.buttonLeft) {
            kind.pointing = .mouse
        }
        let keyboardKeys = c.keys.filter(\.isKeyboardKey)
        if !keyboardKeys.isEmpty {
            let typing = typingKeys.filter { c.keys.contains($0) }.count
            kind.keys = c.has(.enter) && typing >= 20 ? .keyboard : .buttons
        }
        kind.canBeep = c.types.contains(.sound) && (c.has(.tone) || c.has(.bell))
        return kind
    }
}
