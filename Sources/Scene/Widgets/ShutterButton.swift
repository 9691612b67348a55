// ShutterButton: the self-drawn shutter: a white ring around a disc that lights up when a code
// is centred and can be captured.
import Render

enum ShutterButton {
    static func draw(active: Bool, layout: SceneLayout, on canvas: Canvas) {
        let r = layout.shutterRadius, c = layout.shutterCentre
        let ring = (4 * layout.scale).rounded()
        let outer = Rect(centre: c, width: 2 * r - ring, height: 2 * r - ring)
        canvas.draw(StrokedRoundedRect(rect: outer, radius: outer.width / 2, lineWidth: ring), color: Color.white.withOpacity(active ? 1 : 0.6))
        let gap = (4 * layout.scale).rounded()
        let disc = Rect(centre: c, width: 2 * (r - ring - gap), height: 2 * (r - ring - gap))
        canvas.draw(FilledRoundedRect(rect: disc, radius: disc.width / 2), color: active ? .white : Color.white.withOpacity(0.25))
    }
}
