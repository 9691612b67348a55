// Display: what the kiosk draws on, whether a real screen or a folder of PNG files.
import Render

/// A place frames are shown. The kiosk asks for the surface of the next frame, draws the whole
/// frame into it, then presents it.
public protocol Display: AnyObject {
    /// The frame size in pixels.
    var width: Int { get }
    var height: Int { get }
    /// The surface to draw the next frame into; valid until `present`.
    func nextSurface() -> PixelSurface
    /// Shows the frame just drawn. `index` counts frames from 0; `time` is the kiosk clock.
    func present(index: Int, time: Double) throws
    /// A one-line description for the log (`png:/tmp/frames 1280x800, every 10th frame`).
    var summary: String { get }
}
