// GestureRecognizer: taps, long presses and drags from one contact's timestamped down/move/up.

/// When a touch is a tap, a long press or a drag.
public struct GestureThresholds: Equatable, Sendable {
    /// How far (pixels of the logical screen) a touch may wander and still be a tap or long press;
    /// past it, it is a drag. 16 px is about 3 mm on a 7" 800x480 panel (0.19 mm per pixel) and
    /// on a 15.6" 1920x1080 one (0.18 mm), above the jitter of resistive panels.
    public var slop: Double = 16
    /// How long (seconds) a still touch must be held to be a long press (Android and iOS: 0.5 s).
    public var longPressDelay: Double = 0.5
    /// How long (seconds) a still touch must be held to be a hold, after its long press: long
    /// enough that nobody does it by accident (the admin screen's gesture).
    public var holdDelay: Double = 3

    public init(slop: Double = 16, longPressDelay: Double = 0.5, holdDelay: Double = 3) {
        self.slop = slop
        self.longPressDelay = longPressDelay
        self.holdDelay = holdDelay
    }
}

/// A pure state machine over one contact: give it `TouchPoint`s mapped to the screen and the
/// time, take `InputEvent`s. A long press needs no event to happen (a finger held still sends
/// none on many panels): the owner calls `advance(to:)` when `deadline` passes.
public struct GestureRecognizer: Sendable {
    public var thresholds: GestureThresholds

    enum State: Sendable {
        case idle
        /// Down, within the slop, before the long-press delay.
        case pressed(start: ScreenPoint, time: Double)
        case dragging(start: ScreenPoint, last: ScreenPoint)
        /// Long press sent; still within the slop, before the hold delay.
        case held(start: ScreenPoint, time: Double)
        /// Long press (and hold) sent, or moved after the long press; the rest of this touch is ignored.
        case finished
    }

    var state: State = .idle

    public init(thresholds: GestureThresholds = GestureThresholds()) {
        self.thresholds = thresholds
    }

    /// When `advance(to:)` should be called next (a pressed touch becomes a long press then).
    public var deadline: Double? {
        switch state {
        case .pressed(_, let time): return time + thresholds.longPressDelay
        case .held(_, let time): return time + thresholds.holdDelay
        default: return nil
        }
    }

    public mutating func handle(_ phase: TouchPhase, at point: ScreenPoint, time: Double) -> [InputEvent] {
        var events = advance(to: time)
        switch (phase, state) {
        case (.down, _):
            // A down while a touch is under way (a lost up, SYN_DROPPED) starts over.
            if case .dragging(let start, let last) = state { events.append(.drag(.ended, start: start, current: last)) }
            state = .pressed(start: point, time: time)
        case (.move, .pressed(let start, _)):
            if point.distance(to: start) > thresholds.slop {
                state = .dragging(start: start, last: point)
                events.append(.drag(.began, start: start, current: point))
            }
        case (.move, .held(let start, _)):
            if point.distance(to: start) > thresholds.slop { state = .finished }
        case (.move, .dragging(let start, let last)):
            if point != last {
                state = .dragging(start: start, last: point)
                events.append(.drag(.moved, start: start, current: point))
            }
        case (.up, .pressed(let start, _)):
            state = .idle
            events.append(.tap(start))
        case (.up, .dragging(let start, _)):
            state = .idle
            events.append(.drag(.ended, start: start, current: point))
        case (.up, _):
            state = .idle
        case (.move, _):
            break
        }
        return events
    }

    /// Sends the long press, then the hold, of a touch held still until `time`.
    public mutating func advance(to time: Double) -> [InputEvent] {
        var events: [InputEvent] = []
        if case .pressed(let start, let down) = state, time - down >= thresholds.longPressDelay {
            state = .held(start: start, time: down)
            events.append(.longPress(start))
        }
        if case .held(let start, let down) = state, time - down >= thresholds.holdDelay {
            state = .finished
            events.append(.hold(start))
        }
        return events
    }

    /// The touch was lost (the device went away): a drag ends where it was, a press is no tap.
    public mutating func cancel() -> [InputEvent] {
        defer { state = .idle }
        if case .dragging(let start, let last) = state { return [.drag(.ended, start: start, current: last)] }
        return []
    }
}
