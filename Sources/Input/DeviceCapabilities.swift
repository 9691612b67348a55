// DeviceCapabilities: what an evdev device can report, as a plain value (from a device or a recording).
import Keyboard

/// The range of one absolute axis (`struct input_absinfo`).
public struct AxisRange: Equatable, Sendable {
    public var minimum: Int32
    public var maximum: Int32
    /// Units per millimetre (0 when the driver does not say).
    public var resolution: Int32

    public init(minimum: Int32, maximum: Int32, resolution: Int32 = 0) {
        self.minimum = minimum
        self.maximum = maximum
        self.resolution = resolution
    }

    /// `value` as a fraction of the axis: libinput's convention, (v − min) / (max − min + 1), so a
    /// 0…799 axis over an 800-pixel screen maps value v to pixel v, and QEMU's 0…32767 tablet
    /// maps to v × width / 32768.
    public func normalized(_ value: Int32) -> Double {
        let span = Double(Int64(maximum) - Int64(minimum) + 1)
        return span > 0 ? Double(Int64(value) - Int64(minimum)) / span : 0
    }
}

/// The name and capabilities of an input device: event types, codes, axis ranges and properties.
public struct DeviceCapabilities: Equatable, Sendable {
    public var name: String
    public var types: Set<EventType>
    public var keys: Set<KeyCode>
    public var absoluteAxes: [UInt16: AxisRange]
    public var relativeAxes: Set<UInt16>
    public var sounds: Set<UInt16>
    public var properties: InputProperties

    public init(
        name: String, types: Set<EventType> = [], keys: Set<KeyCode> = [], absoluteAxes: [UInt16: AxisRange] = [:],
        relativeAxes: Set<UInt16> = [], sounds: Set<UInt16> = [], properties: InputProperties = []
    ) {
        self.name = name
        self.types = types
        self.keys = keys
        self.absoluteAxes = absoluteAxes
        self.relativeAxes = relativeAxes
        self.sounds = sounds
        self.properties = properties
    }

    public func has(_ key: KeyCode) -> Bool { keys.contains(key) }
    public func has(_ axis: AbsoluteAxis) -> Bool { absoluteAxes[axis.rawValue] != nil }
    public func has(_ axis: RelativeAxis) -> Bool { relativeAxes.contains(axis.rawValue) }
    public func has(_ sound: SoundCode) -> Bool { sounds.contains(sound.rawValue) }
    public func range(_ axis: AbsoluteAxis) -> AxisRange? { absoluteAxes[axis.rawValue] }
}
