// NoticeStrip: a warning the kiosk keeps on screen while it lasts (storage full), above the tab bar.
import Pixels
import Render

enum NoticeStrip {
    /// The warning colour of the strip (iOS's system red, darkened so white text reads on it).
    static let color = Color(r: 190, g: 30, b: 45, a: 235)

    /// `text` centred on a strip across the screen right above the tab bar: one line, or two
    /// (the strip grows) where a language needs them.
    static func draw(_ text: String, layout: SceneLayout, typeface: Typeface, on canvas: Canvas) {
        let (lines, size) = typeface.fit(
            text, size: Int((17 * layout.scale).rounded()), maxWidth: layout.screen.width - 2 * layout.margin, maxLines: 2)
        let metrics = typeface.lineMetrics(size: size)
        let padY = (8 * layout.scale).rounded()
        let height = (Float(lines.count) * metrics.lineHeight + 2 * padY).rounded()
        let strip = Rect(x: 0, y: (layout.tabBar.minY - height).rounded(), width: layout.screen.width, height: height)
        canvas.fill(PixelRect(covering: strip), color)
        for (index, line) in lines.enumerated() {
            let row = Rect(x: 0, y: strip.minY + padY + Float(index) * metrics.lineHeight, width: strip.width, height: metrics.lineHeight)
            ControlBars.label(line, in: row, size: size, color: .white, typeface: typeface, on: canvas)
        }
    }
}
