// FocusRing: the outline around the control a keyboard or keypad user is on.
import Render

enum FocusRing {
    /// Yellow with black on both sides: seen on the dark panels, the white pay screen and the
    /// camera picture alike, and by its shape, not its colour alone.
    static let color = Color(rgb: 0xFFD60A)

    /// Draws the ring around `frame`, a little outside it.
    static func draw(around frame: Rect, layout: SceneLayout, on canvas: Canvas) {
        let width = max(3, (4 * layout.scale).rounded())
        let ring = frame.insetBy(-(width / 2 + 3 * layout.scale))
        let radius = min(14 * layout.scale, ring.height / 2)
        canvas.draw(StrokedRoundedRect(rect: ring, radius: radius, lineWidth: width + 4), color: .black)
        canvas.draw(StrokedRoundedRect(rect: ring, radius: radius, lineWidth: width), color: color)
    }
}
