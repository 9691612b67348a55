// NumberModeHint: the line under the focus square that says what to hold in it in Number mode.
import Render

enum NumberModeHint {
    static let text = "Hold the price inside the square"

    /// The hint in a dark pill, centred under the cutout where the banner will show the price.
    static func draw(layout: SceneLayout, typeface: Typeface, on canvas: Canvas) {
        let size = Int((20 * layout.scale).rounded())
        let metrics = typeface.lineMetrics(size: size)
        let width = typeface.measure(text, size: size)
        let padX = (16 * layout.scale).rounded(), padY = (8 * layout.scale).rounded()
        let height = (metrics.lineHeight + 2 * padY).rounded()
        let pill = Rect(
            x: (layout.cutout.centre.x - width / 2 - padX).rounded(), y: (layout.cutout.maxY + 3 * layout.margin).rounded(),
            width: (width + 2 * padX).rounded(), height: height)
        guard pill.maxY <= layout.tabBar.minY else { return }
        canvas.draw(FilledRoundedRect(rect: pill, radius: height / 2), color: Color.black.withOpacity(0.6))
        typeface.draw(text, size: size, at: Point(pill.minX + padX, (pill.minY + padY + metrics.ascender).rounded()), color: .white, on: canvas)
    }
}
