// NumberModeHint and the welcome line: a short line in a dark pill under the focus square, where
// the result will show, while nothing is captured: how to hold a price tag, or a price checker's
// invitation ("Scan a barcode to see its price").
import Language
import Render

enum NumberModeHint {
    static func draw(layout: SceneLayout, wording: Wording, typeface: Typeface, on canvas: Canvas) {
        HintPill.draw(wording(.numberHint), layout: layout, typeface: typeface, on: canvas)
    }
}

enum HintPill {
    /// `text` in a dark pill, centred under the cutout where the banner will show the result;
    /// cut to the screen's width.
    static func draw(_ text: String, layout: SceneLayout, typeface: Typeface, on canvas: Canvas) {
        let padX = (16 * layout.scale).rounded(), padY = (8 * layout.scale).rounded()
        let (lines, size) = typeface.fit(
            Typeface.singleLine(text), size: layout.points(20), maxWidth: layout.screen.width - 2 * layout.margin - 2 * padX,
            maxLines: 2)
        let metrics = typeface.lineMetrics(size: size)
        let widths = lines.map { typeface.measure($0, size: size) }
        let width = widths.max() ?? 0
        let height = (Float(lines.count) * metrics.lineHeight + 2 * padY).rounded()
        let pill = Rect(
            x: (layout.cutout.centre.x - width / 2 - padX).rounded(), y: (layout.cutout.maxY + 3 * layout.margin).rounded(),
            width: (width + 2 * padX).rounded(), height: height)
        guard pill.maxY <= layout.controlsTop else { return }
        canvas.draw(FilledRoundedRect(rect: pill, radius: min(height, metrics.lineHeight + 2 * padY) / 2), color: layout.palette.hintPill)
        for (index, line) in lines.enumerated() {
            let y = pill.minY + padY + metrics.ascender + Float(index) * metrics.lineHeight
            typeface.draw(
                line, size: size, at: Point((pill.centre.x - widths[index] / 2).rounded(), y.rounded()), color: .white, on: canvas,
                in: pill.insetBy(dx: padX, dy: 0))
        }
    }
}
