// Display: what the kiosk draws on, whether a real screen or a folder of PNG files.
import Render

/// A place frames are shown. The kiosk asks for the surface of the next frame, draws the whole
/// frame into it, then presents it.
///
/// Pacing: a display with an `eventDescriptor` (the DRM screen) is paced by the screen: the
/// kiosk draws and presents only when `canPresent`, and calls `handleEvents` whenever the
/// descriptor polls readable (a page flip completed, a screen was plugged or unplugged). A
/// display without one (the PNG folder) takes a frame on every tick of the kiosk's timer.
public protocol Display: AnyObject {
    /// The frame size in pixels (upright, as the scene is laid out; it may change when a
    /// different screen is plugged in).
    var width: Int { get }
    var height: Int { get }
    /// The surface to draw the next frame into; valid until `present`.
    func nextSurface() -> PixelSurface
    /// Shows the frame just drawn. `index` counts frames from 0; `time` is the kiosk clock.
    func present(index: Int, time: Double) throws
    /// A one-line description for the log (`png:/tmp/frames 1280x800, every 10th frame`).
    var summary: String { get }
    /// Polls readable when the display has news for `handleEvents`; nil: timer-paced.
    var eventDescriptor: Int32? { get }
    /// Takes in what made `eventDescriptor` readable. Throws only when the display is lost
    /// for good; an unplugged screen is waited for.
    func handleEvents() throws
    /// Whether a frame drawn now would be shown (no page flip pending, the screen is there).
    var canPresent: Bool { get }
    /// A copy of the frame on screen, upright as the scene drew it; nil before the first.
    func screenshot() -> PixelImage?
    /// Pixels per millimetre of the panel, when the display knows its physical size.
    var pixelsPerMM: Float? { get }
}

extension Display {
    public var pixelsPerMM: Float? { nil }
    public var eventDescriptor: Int32? { nil }
    public func handleEvents() throws {}
    public var canPresent: Bool { true }
}
