// EventCodes: the kernel's evdev event types and codes (linux/input-event-codes.h) as Swift types.
import CInput
import Keyboard

/// One evdev event, `struct input_event` as a value. `time` is in seconds on the clock the device
/// was set to (the Input module sets CLOCK_MONOTONIC on every device it opens).
public struct EvdevEvent: Equatable, Sendable, CustomStringConvertible {
    public var time: Double
    public var type: EventType
    public var code: UInt16
    public var value: Int32

    public init(time: Double, type: EventType, code: UInt16, value: Int32) {
        self.time = time
        self.type = type
        self.code = code
        self.value = value
    }

    public var description: String {
        "\(time) \(type.name) \(EventCodeNames.name(type: type, code: code)) \(value)"
    }
}

/// Event types: the `EV_*` constants.
public enum EventType: UInt16, Sendable, CaseIterable {
    /// EV_SYN: frame markers (SYN_REPORT ends a frame).
    case synchronization = 0x00
    /// EV_KEY: keys and buttons (value 1 pressed, 0 released, 2 autorepeat).
    case key = 0x01
    /// EV_REL: relative axes (mice, wheels).
    case relative = 0x02
    /// EV_ABS: absolute axes (touchscreens, tablets, multi-touch slots).
    case absolute = 0x03
    /// EV_MSC: miscellaneous (MSC_SCAN hardware scancodes, MSC_TIMESTAMP).
    case miscellaneous = 0x04
    /// EV_SW: switches (lid, headphone jack).
    case switchState = 0x05
    /// EV_LED: keyboard LEDs.
    case led = 0x11
    /// EV_SND: sound output (SND_BELL, SND_TONE): the PC speaker, pwm-beeper.
    case sound = 0x12
    /// EV_REP: autorepeat settings.
    case autorepeat = 0x14
    /// EV_FF: force feedback.
    case forceFeedback = 0x15
    /// EV_PWR: power management.
    case power = 0x16
    /// EV_FF_STATUS: force-feedback status.
    case forceFeedbackStatus = 0x17

    /// The kernel's name (`EV_KEY`).
    public var name: String { EventCodeNames.typeName(self) }
}

/// Codes of EV_SYN events: the `SYN_*` constants.
public enum SyncCode: UInt16, Sendable {
    /// SYN_REPORT: the end of one frame of events that belong together.
    case report = 0
    /// SYN_CONFIG: unused.
    case config = 1
    /// SYN_MT_REPORT: the end of one contact in multi-touch protocol A.
    case multiTouchReport = 2
    /// SYN_DROPPED: the kernel's buffer overflowed; libevdev resynchronises the state.
    case dropped = 3
}

/// The absolute axes the Input module reads: the `ABS_*` constants.
public enum AbsoluteAxis: UInt16, Sendable {
    /// ABS_X
    case x = 0x00
    /// ABS_Y
    case y = 0x01
    /// ABS_PRESSURE: resistive panels (ADS7846) report 0 on release.
    case pressure = 0x18
    /// ABS_MT_SLOT: multi-touch protocol B, the slot the following ABS_MT_* events are about.
    case multiTouchSlot = 0x2f
    /// ABS_MT_TOUCH_MAJOR
    case multiTouchTouchMajor = 0x30
    /// ABS_MT_POSITION_X
    case multiTouchPositionX = 0x35
    /// ABS_MT_POSITION_Y
    case multiTouchPositionY = 0x36
    /// ABS_MT_TRACKING_ID: a contact's id in its slot; -1 ends the contact (protocol B).
    case multiTouchTrackingID = 0x39
    /// ABS_MT_PRESSURE
    case multiTouchPressure = 0x3a
}

/// The relative axes the Input module reads: the `REL_*` constants.
public enum RelativeAxis: UInt16, Sendable {
    /// REL_X
    case x = 0x00
    /// REL_Y
    case y = 0x01
    /// REL_WHEEL
    case wheel = 0x08
}

/// Codes of EV_SND events: the `SND_*` constants.
public enum SoundCode: UInt16, Sendable {
    /// SND_CLICK
    case click = 0x00
    /// SND_BELL: value 1 rings the bell at the driver's pitch, 0 stops it.
    case bell = 0x01
    /// SND_TONE: value is a frequency in Hz, 0 stops the tone.
    case tone = 0x02
}

/// Device properties: the `INPUT_PROP_*` bits.
public struct InputProperties: OptionSet, Sendable, Hashable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// INPUT_PROP_POINTER: the device needs a pointer on screen (touchpads).
    public static let pointer = InputProperties(rawValue: 1 << 0)
    /// INPUT_PROP_DIRECT: coordinates are screen positions (touchscreens).
    public static let direct = InputProperties(rawValue: 1 << 1)
    /// INPUT_PROP_BUTTONPAD: a touchpad whose surface is the button.
    public static let buttonPad = InputProperties(rawValue: 1 << 2)
    /// INPUT_PROP_SEMI_MT: a touchpad reporting a bounding box, not contacts.
    public static let semiMultiTouch = InputProperties(rawValue: 1 << 3)

    /// The property with kernel number `bit` (INPUT_PROP_DIRECT is 1).
    public init(bit: Int) { self.init(rawValue: bit < 32 ? 1 << UInt32(bit) : 0) }
}

/// Key codes (Keyboard's `KeyCode`) named through libevdev's tables, from the kernel's macros,
/// and the buttons.
extension KeyCode: CustomStringConvertible {
    public init(_ value: Int32) { self.init(rawValue: UInt16(value)) }

    /// The code named `name` (`KEY_ENTER`, `BTN_LEFT`), or nil.
    public init?(name: String) {
        let code = libevdev_event_code_from_name(UInt32(EV_KEY), name)
        guard code >= 0 else { return nil }
        self.init(rawValue: UInt16(code))
    }

    /// The kernel's name, `KEY_ENTER`, or the number when it has none.
    public var name: String { EventCodeNames.name(type: .key, code: rawValue) }
    public var description: String { name }

    /// BTN_LEFT: the primary button of mice and tablets.
    public static let buttonLeft = KeyCode(BTN_LEFT)
    /// BTN_TOUCH: a touchscreen reports contact with it.
    public static let buttonTouch = KeyCode(BTN_TOUCH)
    /// BTN_TOOL_FINGER: touchpads (with INPUT_PROP_POINTER) report a finger with it.
    public static let buttonToolFinger = KeyCode(BTN_TOOL_FINGER)
    /// BTN_JOYSTICK: joysticks (BTN_GAMEPAD 0x130 for gamepads).
    public static let buttonJoystick = KeyCode(BTN_JOYSTICK)
    public static let buttonGamepad = KeyCode(BTN_GAMEPAD)
}

/// Names of types and codes, from libevdev's tables (the same names `evtest` prints).
public enum EventCodeNames {
    public static func typeName(_ type: EventType) -> String {
        libevdev_event_type_get_name(UInt32(type.rawValue)).map { String(cString: $0) } ?? "EV_\(type.rawValue)"
    }

    public static func name(type: EventType, code: UInt16) -> String {
        libevdev_event_code_get_name(UInt32(type.rawValue), UInt32(code)).map { String(cString: $0) } ?? "\(code)"
    }

    /// The type and code named `name` (`ABS_MT_SLOT`), or nil.
    public static func code(named name: String, type: EventType) -> UInt16? {
        let code = libevdev_event_code_from_name(UInt32(type.rawValue), name)
        return code >= 0 ? UInt16(code) : nil
    }
}
