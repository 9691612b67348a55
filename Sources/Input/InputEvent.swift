// InputEvent: what the Input module tells the kiosk: gestures in screen pixels, key actions, scans.

/// The stage of a drag.
public enum DragPhase: String, Sendable, Equatable {
    /// The finger moved past the tap slop: `start` is where it landed.
    case began
    /// It moved again.
    case moved
    /// It lifted (or the device went away) at `current`.
    case ended
}

/// One recognised input, in pixels of the logical (rotated) screen.
public enum InputEvent: Equatable, Sendable, CustomStringConvertible {
    /// A touch that lifted within the long-press delay without moving past the slop; at the point
    /// where it landed.
    case tap(ScreenPoint)
    /// A touch held still for the long-press delay; sent when the delay passes, at the point where
    /// it landed. It ends the gesture: no tap or drag follows from the same touch.
    case longPress(ScreenPoint)
    /// The same touch still held still, `holdDelay` (3 s) after it landed; at the point where it
    /// landed. Follows its long press; staff's gesture, which shoppers do not make by accident.
    case hold(ScreenPoint)
    /// A touch that moved past the slop; for scrolling a list, use `current.y - start.y`.
    case drag(DragPhase, start: ScreenPoint, current: ScreenPoint)
    /// A bound key was pressed (`input.keys`).
    case key(KeyAction)
    /// A keyboard-wedge barcode scanner typed a code (without the Enter that ended it).
    case wedgeScan(String)

    public var description: String {
        switch self {
        case .tap(let p): "tap\(p)"
        case .longPress(let p): "longPress\(p)"
        case .hold(let p): "hold\(p)"
        case .drag(let phase, let start, let current): "drag(\(phase.rawValue), \(start) -> \(current))"
        case .key(let action): "key(\(action.rawValue))"
        case .wedgeScan(let text): "wedgeScan(\(text.debugDescription))"
        }
    }
}
