// NoticeStrip: a warning the kiosk keeps on screen while it lasts (storage full), above the tab bar.
import Pixels
import Render

enum NoticeStrip {
    /// The warning colour of the strip (iOS's system red, darkened so white text reads on it).
    static let color = Color(r: 190, g: 30, b: 45, a: 235)

    /// `text` in one line, centred on a strip across the screen right above the tab bar.
    static func draw(_ text: String, layout: SceneLayout, typeface: Typeface, on canvas: Canvas) {
        let size = Int((17 * layout.scale).rounded())
        let metrics = typeface.lineMetrics(size: size)
        let padY = (8 * layout.scale).rounded()
        let height = (metrics.lineHeight + 2 * padY).rounded()
        let strip = Rect(x: 0, y: (layout.tabBar.minY - height).rounded(), width: layout.screen.width, height: height)
        canvas.fill(PixelRect(covering: strip), color)
        let line = typeface.wrap(text, size: size, maxWidth: layout.screen.width - 2 * layout.margin, maxLines: 1).first ?? ""
        ControlBars.label(line, in: strip, size: size, color: .white, typeface: typeface, on: canvas)
    }
}
