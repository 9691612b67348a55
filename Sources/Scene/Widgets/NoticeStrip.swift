// NoticeStrip: a warning the kiosk keeps on screen while it lasts (storage full), above the controls along the bottom.
import Pixels
import Render

enum NoticeStrip {
    /// `text` centred on a strip across the screen right above the tab bar: one line, or two
    /// (the strip grows) where a language needs them.
    static func draw(_ text: String, layout: SceneLayout, typeface: Typeface, on canvas: Canvas) {
        let (lines, size) = typeface.fit(
            text, size: layout.points(17), maxWidth: layout.screen.width - 2 * layout.margin, maxLines: 2)
        let metrics = typeface.lineMetrics(size: size)
        let padY = (8 * layout.scale).rounded()
        let height = (Float(lines.count) * metrics.lineHeight + 2 * padY).rounded()
        let strip = Rect(x: 0, y: (layout.controlsTop - height).rounded(), width: layout.screen.width, height: height)
        // The palette's notice red (iOS's system red darkened so white text reads on it).
        canvas.fill(PixelRect(covering: strip), layout.palette.notice)
        for (index, line) in lines.enumerated() {
            let row = Rect(x: 0, y: strip.minY + padY + Float(index) * metrics.lineHeight, width: strip.width, height: metrics.lineHeight)
            ControlBars.label(line, in: row, size: size, color: .white, typeface: typeface, on: canvas)
        }
    }
}
