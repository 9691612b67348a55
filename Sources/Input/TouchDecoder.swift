// TouchDecoder: one device's evdev frames to the primary contact's down / move / up.
import Keyboard

/// What happened to the contact in one frame.
public enum TouchPhase: String, Sendable, Equatable {
    case down, move, up
}

/// The primary contact at the end of one evdev frame (SYN_REPORT). `x` and `y` are normalized
/// 0…1 to the device's axes (`AxisRange.normalized`; for mice, to the logical screen); `time` is the
/// frame's time in seconds.
public struct TouchPoint: Equatable, Sendable, CustomStringConvertible {
    public var phase: TouchPhase
    public var x: Double
    public var y: Double
    public var time: Double

    public init(phase: TouchPhase, x: Double, y: Double, time: Double) {
        self.phase = phase
        self.x = x
        self.y = y
        self.time = time
    }

    public var description: String { "\(phase.rawValue)(\(x), \(y)) @\(time)" }
}

/// Follows one contact through a device's event stream. Multi-touch panels report several; the
/// kiosk only needs one: the first finger down is the primary contact until it lifts, and a new
/// one starts only after every finger has lifted (a second finger never makes a tap of its own).
/// Events are gathered until SYN_REPORT; each frame yields at most one `TouchPoint`.
public struct TouchDecoder: Sendable {
    public let kind: PointingKind
    let xRange: AxisRange
    let yRange: AxisRange
    /// The contact is BTN_TOUCH (touchscreens that have it), else BTN_LEFT, else ABS_PRESSURE > 0.
    let contactKey: KeyCode?
    let usesPressure: Bool
    /// Mice move in logical pixels; their position is kept normalized to this screen.
    let screen: ScreenGeometry

    // Frame state.
    var x: Int32 = 0, y: Int32 = 0
    var contactKeyDown = false
    var pressure: Int32 = 0
    var mouseX = 0.5, mouseY = 0.5
    // Multi-touch protocol B: the slot being written and each slot's contact.
    var slot = 0
    var slots: [Int: (id: Int32, x: Int32, y: Int32)] = [:]
    var primarySlot: Int?
    var primaryID: Int32 = -1
    var waitForAllUp = false
    // Multi-touch protocol A: the contacts of the frame so far, and the one being read.
    var frameContacts: [(x: Int32, y: Int32)] = []
    var contactX: Int32?, contactY: Int32?
    var lastContactX: Int32 = 0, lastContactY: Int32 = 0
    // The primary contact as last reported.
    var isDown = false
    var lastX = 0.0, lastY = 0.0

    public init(kind: PointingKind, capabilities c: DeviceCapabilities, screen: ScreenGeometry) {
        self.kind = kind
        self.screen = screen
        let multiTouch: Bool
        if case .touchscreen(let touch) = kind, touch != .singleTouch { multiTouch = true } else { multiTouch = false }
        let fallback = AxisRange(minimum: 0, maximum: 0)
        xRange = (multiTouch ? c.range(.multiTouchPositionX) : c.range(.x)) ?? c.range(.x) ?? fallback
        yRange = (multiTouch ? c.range(.multiTouchPositionY) : c.range(.y)) ?? c.range(.y) ?? fallback
        if c.has(.buttonTouch) {
            contactKey = .buttonTouch
        } else if c.has(.buttonLeft) {
            contactKey = .buttonLeft
        } else {
            contactKey = nil
        }
        usesPressure = contactKey == nil && c.has(.pressure)
        if let current = c.range(.multiTouchSlot) { slot = Int(max(current.minimum, 0)) }
    }

    /// The axis ranges positions are normalized by.
    public var ranges: (x: AxisRange, y: AxisRange) { (xRange, yRange) }

    /// Takes one event; returns the primary contact's change when the event ends a frame.
    public mutating func feed(_ event: EvdevEvent) -> TouchPoint? {
        switch event.type {
        case .absolute:
            absolute(event.code, event.value)
        case .relative:
            if kind == .mouse {
                if event.code == RelativeAxis.x.rawValue { mouseX = min(max(mouseX + Double(event.value) / Double(max(screen.width, 1)), 0), 1) }
                if event.code == RelativeAxis.y.rawValue { mouseY = min(max(mouseY + Double(event.value) / Double(max(screen.height, 1)), 0), 1) }
            }
        case .key:
            if let contactKey, event.code == contactKey.rawValue, event.value != 2 { contactKeyDown = event.value != 0 }
        case .synchronization:
            if event.code == SyncCode.multiTouchReport.rawValue {
                // An empty SYN_MT_REPORT (no position since the last) reports no contact.
                if contactX != nil || contactY != nil {
                    let cx = contactX ?? lastContactX, cy = contactY ?? lastContactY
                    frameContacts.append((cx, cy))
                    (lastContactX, lastContactY) = (cx, cy)
                }
                contactX = nil
                contactY = nil
            } else if event.code == SyncCode.report.rawValue {
                return endFrame(time: event.time)
            }
        default:
            break
        }
        return nil
    }

    mutating func absolute(_ code: UInt16, _ value: Int32) {
        switch AbsoluteAxis(rawValue: code) {
        case .x: x = value
        case .y: y = value
        case .pressure: pressure = value
        case .multiTouchSlot: slot = Int(value)
        case .multiTouchTrackingID:
            if case .touchscreen(.multiTouchB) = kind {
                var entry = slots[slot] ?? (id: -1, x: 0, y: 0)
                entry.id = value
                slots[slot] = entry
            }
        case .multiTouchPositionX:
            if case .touchscreen(.multiTouchB) = kind {
                slots[slot, default: (id: -1, x: 0, y: 0)].x = value
            } else {
                contactX = value
            }
        case .multiTouchPositionY:
            if case .touchscreen(.multiTouchB) = kind {
                slots[slot, default: (id: -1, x: 0, y: 0)].y = value
            } else {
                contactY = value
            }
        default: break
        }
    }

    mutating func endFrame(time: Double) -> TouchPoint? {
        // Where the primary contact is after this frame, or nil when there is none.
        var position: (x: Double, y: Double)?
        switch kind {
        case .touchscreen(.multiTouchB):
            position = multiTouchBFrame()
        case .touchscreen(.multiTouchA):
            // A frame without SYN_MT_REPORT but with positions (some drivers) counts as one contact.
            if frameContacts.isEmpty, let cx = contactX, let cy = contactY { frameContacts.append((cx, cy)) }
            let touching = !frameContacts.isEmpty && (contactKey != .buttonTouch || contactKeyDown)
            position = touching ? (xRange.normalized(frameContacts[0].x), yRange.normalized(frameContacts[0].y)) : nil
            frameContacts.removeAll()
            contactX = nil
            contactY = nil
        case .mouse:
            position = contactKeyDown ? (mouseX, mouseY) : nil
        case .touchscreen(.singleTouch), .absolutePointer:
            let touching = usesPressure ? pressure > 0 : contactKeyDown
            position = touching ? (xRange.normalized(x), yRange.normalized(y)) : nil
        }
        switch (isDown, position) {
        case (false, let p?):
            isDown = true
            (lastX, lastY) = p
            return TouchPoint(phase: .down, x: p.x, y: p.y, time: time)
        case (true, let p?):
            guard p.x != lastX || p.y != lastY else { return nil }
            (lastX, lastY) = p
            return TouchPoint(phase: .move, x: p.x, y: p.y, time: time)
        case (true, nil):
            isDown = false
            return TouchPoint(phase: .up, x: lastX, y: lastY, time: time)
        case (false, nil):
            return nil
        }
    }

    /// Protocol B: slots keep their contact (tracking id ≥ 0) and position between frames.
    mutating func multiTouchBFrame() -> (x: Double, y: Double)? {
        let active = slots.filter { $0.value.id >= 0 }
        if let primary = primarySlot {
            if let entry = slots[primary], entry.id == primaryID {
                return (xRange.normalized(entry.x), yRange.normalized(entry.y))
            }
            // The primary finger lifted (or its slot got a new contact): the touch is over.
            primarySlot = nil
            waitForAllUp = !active.isEmpty
            return nil
        }
        if waitForAllUp {
            waitForAllUp = !active.isEmpty
            return nil
        }
        guard let first = active.min(by: { $0.key < $1.key }) else { return nil }
        primarySlot = first.key
        primaryID = first.value.id
        return (xRange.normalized(first.value.x), yRange.normalized(first.value.y))
    }

    /// The device went away: a contact that was down ends here.
    public mutating func cancel(time: Double) -> TouchPoint? {
        guard isDown else { return nil }
        isDown = false
        primarySlot = nil
        return TouchPoint(phase: .up, x: lastX, y: lastY, time: time)
    }
}
