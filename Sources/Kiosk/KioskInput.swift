// KioskInput: what the person at the kiosk did, in screen terms, whatever device it came from.
import Render

/// The actions keys and buttons are bound to (`input.keys`).
public enum KioskAction: String, Sendable, CaseIterable {
    case shutter, resume, switchTab, switchMode
}

public enum DragPhase: Sendable, Equatable {
    case began, moved, ended
}

/// One input, in the logical screen's pixels (after rotation and calibration).
public enum KioskInput: Sendable, Equatable {
    case tap(Point)
    case longPress(Point)
    /// A vertical drag: where it started and where the finger is now.
    case drag(DragPhase, start: Point, current: Point)
    case action(KioskAction)
    /// A line typed by a keyboard-wedge barcode scanner.
    case scan(String)
}
