// PresenceKeeper: whether anyone needs the kiosk now — scanning, the attract screen, the screen
// blanked, or closed outside opening hours — from the last sign of someone and the clock.
import Presence
import SystemCall

/// What the kiosk does for the people (or nobody) in front of it.
public enum PresenceState: String, Sendable, Equatable {
    /// The scanning screen: someone scanned, touched or moved in front of the camera lately.
    case scanning
    /// Nobody for `attractAfter` seconds: the attract screen (slides, or "Scan here" and the
    /// time); the camera keeps reading and watching for motion.
    case attract
    /// Nobody for `blankAfter` seconds in opening hours: the screen off (burn-in, power), the
    /// camera watching at a low rate.
    case blank
    /// Outside opening hours: the screen off and the camera stopped; a touch wakes it.
    case closed
}

/// Pure logic: the runner tells it of every sign of someone (`activity`) and asks it the state
/// with the run's time and the wall clock. With neither `attractAfter`, `blankAfter` nor
/// `hours` it always says `scanning`.
public struct PresenceKeeper: Sendable {
    /// Seconds with nobody before the attract screen; nil: never.
    public let attractAfter: Double?
    /// Seconds with nobody before the screen blanks (in opening hours); nil: never.
    public let blankAfter: Double?
    /// When the shop is open; nil: always.
    public let hours: OpeningHours?
    public let zone: TimeZoneRules
    /// How long a touch outside opening hours keeps the kiosk awake (staff at work) after the
    /// last sign of someone.
    public let closedWake: Double
    /// The run's time of the last sign of someone (a code, a touch, a key, motion).
    public private(set) var lastActivity: Double
    public private(set) var state: PresenceState = .scanning

    public init(
        attractAfter: Double?, blankAfter: Double?, hours: OpeningHours?, zone: TimeZoneRules = .local(), closedWake: Double = 120,
        start: Double = 0
    ) {
        self.attractAfter = attractAfter.flatMap { $0 > 0 ? $0 : nil }
        self.blankAfter = blankAfter.flatMap { $0 > 0 ? $0 : nil }
        self.hours = hours
        self.zone = zone
        self.closedWake = closedWake
        lastActivity = start
    }

    /// Whether the kiosk ever leaves `scanning`.
    public var isActive: Bool { attractAfter != nil || blankAfter != nil || hours != nil }

    /// Someone is there (a code read, a touch, a key, motion in front of the camera).
    public mutating func activity(at time: Double) {
        lastActivity = max(lastActivity, time)
        woken = true
    }

    /// Whether anyone has been there since the start.
    private var woken = false

    /// The state at `time` (the run's clock) and `instant` (seconds since 1970, the wall clock);
    /// returns it when it changed, nil when not.
    public mutating func update(at time: Double, instant: Int64) -> PresenceState? {
        let idle = time - lastActivity
        let next: PresenceState
        if let hours, !hours.isOpen(at: instant, zone: zone) {
            // Closed: a touch wakes the kiosk for staff; it goes back to sleep when they leave.
            // (A kiosk started at night goes dark at once: starting is no one at the screen.)
            next = woken && idle < closedWake ? .scanning : .closed
        } else if let blankAfter, idle >= blankAfter {
            next = .blank
        } else if let attractAfter, idle >= attractAfter {
            next = .attract
        } else {
            next = .scanning
        }
        guard next != state else { return nil }
        state = next
        return next
    }

    /// Whether the screen shows anything in `state` (off while blank or closed).
    public static func screenOn(_ state: PresenceState) -> Bool { state == .scanning || state == .attract }
}
