// ControlBars: the Barcode | Number segmented control at the top and the Scanner | History tab
// bar at the bottom, drawn by hand (no image assets).
import Language
import Pixels
import Render

enum ControlBars {
    static func drawModeControl(_ mode: ScanMode, layout: SceneLayout, wording: Wording, typeface: Typeface, on canvas: Canvas) {
        let radius = (layout.modeControl.height / 2).rounded()
        canvas.draw(FilledRoundedRect(rect: layout.modeControl, radius: radius), color: layout.palette.bar)
        let inset = (3 * layout.scale).rounded()
        let size = layout.points(17)
        for (index, segment) in layout.modeSegments.enumerated() {
            let selected = index == mode.rawValue
            if selected {
                canvas.draw(FilledRoundedRect(rect: segment.insetBy(inset), radius: radius - inset), color: layout.palette.selected)
            }
            label(
                wording([Message.modeBarcode, .modeNumber][index]), in: segment, size: size,
                color: selected ? layout.palette.onSelected : layout.palette.idleText, typeface: typeface,
                on: canvas)
        }
    }

    static func drawTabBar(_ tab: KioskTab, layout: SceneLayout, wording: Wording, typeface: Typeface, on canvas: Canvas) {
        canvas.fill(PixelRect(covering: layout.tabBar), layout.palette.bar)
        let size = layout.points(17)
        for (index, area) in layout.tabs.enumerated() {
            let selected = index == tab.rawValue
            // The label sits in the target-high upper part; the margin below is the edge.
            let labelArea = Rect(x: area.x, y: area.y, width: area.width, height: layout.target)
            label(
                wording([Message.tabScanner, .tabHistory][index]), in: labelArea, size: size,
                color: selected ? layout.palette.selected : layout.palette.idleText,
                typeface: typeface, on: canvas)
            if selected {
                let underline = Rect(
                    centre: Point(labelArea.centre.x, labelArea.maxY - 4 * layout.scale), width: 48 * layout.scale, height: 3 * layout.scale)
                canvas.draw(FilledRoundedRect(rect: underline, radius: 1.5 * layout.scale), color: layout.palette.selected)
            }
        }
    }

    /// `text` centred in `area` (optically: on the cap height); smaller where a language's
    /// words are wider than the area (a tab, a key, a button), never past its edges.
    static func label(_ text: String, in area: Rect, size requested: Int, color: Color, typeface: Typeface, on canvas: Canvas) {
        let room = area.insetBy(dx: min(4, area.width / 2 - 0.5), dy: 0)
        let (lines, size) = typeface.fit(text, size: requested, maxWidth: room.width, maxLines: 1, minimumScale: 0.6)
        let text = lines.first ?? ""
        let width = typeface.measure(text, size: size)
        let metrics = typeface.lineMetrics(size: size)
        let baseline = area.centre.y + (metrics.ascender + metrics.descender) / 2
        typeface.draw(text, size: size, at: Point((area.centre.x - width / 2).rounded(), baseline.rounded()), color: color, on: canvas, in: room)
    }
}
