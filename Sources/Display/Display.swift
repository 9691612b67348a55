// Display: what the kiosk draws on, whether a real screen or a folder of PNG files.
import Render
import SystemCall

/// A place frames are shown. The kiosk asks for the surface of the next frame, draws the whole
/// frame into it, then presents it.
///
/// Pacing: a display paced by its screen (DRM) is `attach`ed to the kiosk's loop: it watches
/// its own descriptors there (page flips completing, screens plugged or unplugged, its timers)
/// and calls `frameDue` whenever a frame drawn now would be shown. A display without a screen
/// (the PNG folder) registers nothing and takes a frame on every tick of the kiosk's timer.
public protocol Display: AnyObject {
    /// The frame size in pixels (upright, as the scene is laid out; it may change when a
    /// different screen is plugged in).
    var width: Int { get }
    var height: Int { get }
    /// The surface to draw the next frame into; valid until `present`.
    func nextSurface() -> PixelSurface
    /// Shows the frame just drawn. `index` counts frames from 0; `time` is the kiosk clock.
    /// Throws only when the display cannot go on (the first mode set failed, a file could not
    /// be written); an unplugged screen is waited for.
    func present(index: Int, time: Double) throws(DisplayError)
    /// A one-line description for the log (`png:/tmp/frames 1280x800, every 10th frame`).
    var summary: String { get }
    /// Screen-paced displays watch their descriptors on `events` (until they close) and call
    /// `frameDue` whenever a frame drawn now would be shown, the first one soon after attaching;
    /// a failure that ends the display for good goes to `failed`, once, and the display stops
    /// watching (`.byScreen`). Displays paced by the kiosk's timer register nothing
    /// (`.byTimer`). The display keeps `events` weakly and the two closures until it closes.
    func attach(to events: EventRegistry, frameDue: @escaping () -> Void, failed: @escaping (DisplayError) -> Void) -> FramePacing
    /// Whether a frame drawn now would be shown (no page flip pending, the screen is there).
    var canPresent: Bool { get }
    /// A copy of the frame on screen, upright as the scene drew it; nil before the first.
    func screenshot() -> PixelImage?
    /// Pixels per millimetre of the panel, when the display knows its physical size.
    var pixelsPerMM: Float? { get }
    /// Turns the screen really off (outside opening hours: the panel powered down, its
    /// backlight off) or back on, showing the last frame again. While off no frame is shown:
    /// a screen-paced display asks for none (`frameDue` is not called, `canPresent` is false).
    /// Failures are logged; the kiosk goes on.
    func setPower(on: Bool)
    /// What `setPower` last asked (true at first).
    var isPoweredOn: Bool { get }
}

extension Display {
    public var pixelsPerMM: Float? { nil }
    public func attach(to events: EventRegistry, frameDue: @escaping () -> Void, failed: @escaping (DisplayError) -> Void) -> FramePacing {
        .byTimer
    }
    public var canPresent: Bool { true }
    public func setPower(on: Bool) {}
    public var isPoweredOn: Bool { true }
}

/// Who says when a frame is due: the screen (a page flip completed: `frameDue` is called) or
/// the kiosk's frame timer.
public enum FramePacing: Sendable, Equatable {
    case byScreen
    case byTimer
}
