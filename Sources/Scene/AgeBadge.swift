// AgeBadge: the mark of an age-restricted product, "18+" in white on red (dark red in high contrast), on the product card
// and on the basket's lines.
import Render

public enum AgeBadge {
    /// What the badge says for `age`.
    public static func text(_ age: Int) -> String { "\(age)+" }

    /// The badge's width for text of `size`.
    static func width(_ age: Int, size: Int, bold: Typeface, scale: Float) -> Float {
        (bold.measure(text(age), size: size) + 2 * padding(scale)).rounded()
    }

    static func padding(_ scale: Float) -> Float { (6 * scale).rounded() }

    /// Draws the badge with its left edge at `x`, its text on `baseline`; returns its width.
    @discardableResult
    static func draw(_ age: Int, size: Int, x: Float, baseline: Float, bold: Typeface, layout: SceneLayout, on canvas: Canvas) -> Float {
        let scale = layout.scale
        let metrics = bold.lineMetrics(size: size)
        let width = width(age, size: size, bold: bold, scale: scale)
        let pad = (3 * scale).rounded()
        let box = Rect(x: x, y: (baseline - metrics.ascender - pad).rounded(), width: width, height: (metrics.ascender + 2 * pad).rounded())
        canvas.draw(FilledRoundedRect(rect: box, radius: (5 * scale).rounded()), color: layout.palette.ageBadge)
        bold.draw(text(age), size: size, at: Point((x + padding(scale)).rounded(), baseline.rounded()), color: .white, on: canvas, in: box)
        return width
    }
}
