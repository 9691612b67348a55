// DeviceInterpreter: everything one device's events mean: touch → gestures, keys → actions or scans.
import Keyboard

/// The pure part of an open device: raw events and time in, `InputEvent`s out. `InputManager`
/// keeps one per device; tests feed recorded event streams to one directly.
public struct DeviceInterpreter: Sendable {
    public let kind: InputDeviceKind
    public private(set) var touch: TouchDecoder?
    public private(set) var mapping: TouchMapping?
    public private(set) var gestures: GestureRecognizer
    public private(set) var keys: KeyInterpreter?

    /// - Parameter namedWedge: the device is named in `input.wedge`: all its keys are a scanner's.
    public init(capabilities: DeviceCapabilities, kind: InputDeviceKind, options: InputOptions, screen: ScreenGeometry, namedWedge: Bool = false) {
        self.kind = kind
        gestures = GestureRecognizer(thresholds: options.gestures)
        if let pointing = kind.pointing {
            let decoder = TouchDecoder(kind: pointing, capabilities: capabilities, screen: screen)
            touch = decoder
            mapping = TouchMapping(
                xAxis: decoder.ranges.x, yAxis: decoder.ranges.y, calibration: options.calibration,
                screen: screen, followsPanel: pointing != .mouse)
        }
        if namedWedge {
            keys = KeyInterpreter(role: .wedge, bindings: options.keys, layout: options.wedgeLayout, rule: options.wedgeRule)
        } else if let keyKind = kind.keys {
            keys = KeyInterpreter(
                role: keyKind == .keyboard ? .keyboard : .buttons, bindings: options.keys,
                layout: options.wedgeLayout, rule: options.wedgeRule, detectsWedge: options.wedge.autoDetect)
        }
    }

    /// True once the device is known to be a wedge scanner (named, or detected by its typing).
    public var isWedge: Bool { keys?.role == .wedge }

    /// The earliest time `advance(to:)` has something to do.
    public var deadline: Double? {
        [gestures.deadline, keys?.deadline].compactMap { $0 }.min()
    }

    public mutating func handle(_ events: [EvdevEvent]) -> [InputEvent] {
        var out: [InputEvent] = []
        for event in events {
            if event.type == .key, var k = keys, !isTouchKey(event.code) {
                out += k.handle(event)
                keys = k
            }
            if var decoder = touch {
                let point = decoder.feed(event)
                touch = decoder
                if let point, let mapping {
                    let screenPoint = mapping.screenPoint(normalizedX: point.x, normalizedY: point.y)
                    out += gestures.handle(point.phase, at: screenPoint, time: point.time)
                }
            }
        }
        return out
    }

    /// BTN_TOUCH, BTN_LEFT and the other pointer buttons belong to the touch side.
    func isTouchKey(_ code: UInt16) -> Bool {
        touch != nil && !KeyCode(rawValue: code).isKeyboardKey
    }

    public mutating func advance(to time: Double) -> [InputEvent] {
        var out = gestures.advance(to: time)
        if var k = keys {
            out += k.advance(to: time)
            keys = k
        }
        return out
    }

    /// The device went away at `time`: a drag under way gets its `.ended`; a press is dropped.
    public mutating func cancel(time: Double) -> [InputEvent] {
        var out = advance(to: time)
        if var decoder = touch {
            _ = decoder.cancel(time: time)
            touch = decoder
        }
        out += gestures.cancel()
        return out
    }
}
