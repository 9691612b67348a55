// PresenceDirector: what the kiosk does about whether anyone is there: the attract screen and
// its slides, the screen off, the camera paused outside opening hours, and how many camera
// frames are looked at meanwhile.
import Capture
import Display
import Pixels
import Presence
import Scene
import SystemCall

/// Acts on the presence keeper's states for a run: tells it of every sign of someone
/// (`activity`), moves to the state it says (`update`), and keeps the attract screen's time and
/// slides. While the screen is blank, 2 camera frames a second are looked at; on the attract
/// screen, codes are looked for 10 times a second and motion on every frame (`admits`).
final class PresenceDirector {
    private(set) var keeper: PresenceKeeper
    /// Motion in front of the camera (nil: `motion = 0`, or presence never changes).
    private let motion: MotionDetector?
    /// The shop's slides for the attract screen (`attract.folder`).
    private let slides: AttractSlides?
    private let display: Display
    private let cameras: CameraSupervisor
    private let environment: RunEnvironment
    /// How the closed state is named in the log (`screen.on`'s schedule).
    private let hoursText: String
    private let log: (String) -> Void
    private let zone: TimeZoneRules
    /// When the attract screen began.
    private var attractSince = 0.0
    /// While blank: when a camera frame was last looked at.
    private var lastWatched = -Double.infinity
    /// On the attract screen: when a frame was last decoded, and how often one is.
    private var lastAttractDecode = -Double.infinity
    static let attractDecodeInterval = 0.1

    init(
        options: KioskOptions, slides: AttractSlides?, display: Display, cameras: CameraSupervisor, environment: RunEnvironment,
        zone: TimeZoneRules, log: @escaping (String) -> Void
    ) {
        keeper = PresenceKeeper(attractAfter: options.attractAfter, blankAfter: options.blankAfter * 60, hours: options.screenOn, zone: zone)
        motion = keeper.isActive && options.motionSensitivity > 0 ? MotionDetector(sensitivity: options.motionSensitivity) : nil
        self.slides = slides
        self.display = display
        self.cameras = cameras
        self.environment = environment
        hoursText = options.screenOn.map { "\($0)" } ?? "opening hours"
        self.zone = zone
        self.log = log
    }

    var state: PresenceState { keeper.state }

    /// A sign of someone at `time` (a code, a touch, a key).
    func activity(at time: Double) { keeper.activity(at: time) }

    /// Whether a camera frame arriving at `time` is looked at (a frame is counted as motion
    /// here); false: let it go unread. `decodeDue`: whether it is also to be read for codes
    /// (false on the attract screen between its 10 reads a second).
    func admits(_ frame: Frame, at time: Double) -> (looked: Bool, decodeDue: Bool) {
        if keeper.state == .blank {
            guard time - lastWatched >= 0.5 else { return (false, false) }
            lastWatched = time
        }
        if let motion, frame.withImageView({ motion.update($0) }) == true {
            if keeper.state != .scanning { log("presence: motion in front of the camera") }
            keeper.activity(at: time)
        }
        if keeper.state == .attract {
            // A code held up is read in a tenth of a second more at most.
            guard time - lastAttractDecode >= Self.attractDecodeInterval - 0.001 else { return (true, false) }
            lastAttractDecode = time
        }
        return (true, true)
    }

    /// Moves to the state the keeper says, and keeps the attract screen's time and slides on
    /// `controller`'s screen.
    func update(at time: Double, screen: PixelSize, controller: KioskController) {
        guard keeper.isActive else { return }
        // Staff on the keypad or the admin screen are someone there.
        if controller.view.admin != nil { keeper.activity(at: time) }
        let instant = environment.instant(at: time)
        if let state = keeper.update(at: time, instant: instant) { enter(state, at: time, screen: screen, controller: controller) }
        guard keeper.state == .attract else { return }
        let local = zone.wallClock(at: instant).secondOfDay
        var view = AttractView(since: attractSince, clock: String(cFormat: "%02d:%02d", local / 3600, local / 60 % 60), line: controller.view.welcome)
        if let slides {
            slides.arrived(at: time)
            slides.tick(at: time)
            slides.apply(to: &view)
        }
        controller.showAttract(view)
    }

    /// What each state turns on and off: the screen, the camera, the attract screen.
    private func enter(_ state: PresenceState, at time: Double, screen: PixelSize, controller: KioskController) {
        let idle = Int(time - keeper.lastActivity)
        switch state {
        case .scanning: log("presence: scanning")
        case .attract: log("presence: attract screen (nobody for \(idle) s)")
        case .blank: log("presence: screen off (nobody for \(idle / 60) min); the camera watches at 2 frames a second")
        case .closed: log("presence: closed (outside \(hoursText)): screen off, camera stopped")
        }
        display.setPower(on: PresenceKeeper.screenOn(state))
        if state == .closed { cameras.pause(reason: "outside opening hours") } else { cameras.resume() }
        if state == .attract {
            attractSince = time
            slides?.start(at: time, screen: screen)
        } else {
            controller.showAttract(nil)
        }
        motion?.reset()
    }
}
