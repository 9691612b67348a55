// HistoryView: the History tab: every capture of this run, newest first, scrollable, and one
// entry in full when tapped.
import Foundation
import Render

enum HistoryView {
    /// A row: at least a touch target, two text lines.
    static func rowHeight(_ layout: SceneLayout) -> Float { max(layout.target, (64 * layout.scale).rounded()) }

    static func listArea(_ layout: SceneLayout) -> Rect {
        Rect(x: layout.margin, y: layout.content.minY, width: layout.screen.width - 2 * layout.margin, height: layout.content.height)
    }

    static func maxScroll(layout: SceneLayout, count: Int) -> Float {
        max(0, Float(count) * rowHeight(layout) - listArea(layout).height)
    }

    /// The entry (index, newest first) under `point`, if any.
    static func row(at point: Point, layout: SceneLayout, scroll: Float, count: Int) -> Int? {
        let area = listArea(layout)
        guard area.contains(point) else { return nil }
        let index = Int(((point.y - area.minY + scroll) / rowHeight(layout)).rounded(.down))
        return index >= 0 && index < count ? index : nil
    }

    static func draw(_ view: KioskViewState, layout: SceneLayout, typeface: Typeface, on canvas: Canvas) {
        canvas.clear(Color(rgb: 0x111113))
        let area = listArea(layout)
        let small = Int((15 * layout.scale).rounded()), large = Int((22 * layout.scale).rounded())
        if let detail = view.historyDetail, view.history.indices.contains(detail) {
            drawDetail(view.history[detail], area: area, layout: layout, typeface: typeface, on: canvas)
            return
        }
        guard !view.history.isEmpty else {
            ControlBars.label("No captures yet", in: area, size: large, color: ControlBars.idleText, typeface: typeface, on: canvas)
            return
        }
        let height = rowHeight(layout)
        let saved = canvas.clip
        canvas.clip = PixelRect(covering: area).intersection(saved)
        defer { canvas.clip = saved }
        let first = max(0, Int((view.historyScroll / height).rounded(.down)))
        var index = first
        while index < view.history.count {
            let top = area.minY + Float(index) * height - view.historyScroll
            if top > area.maxY { break }
            let entry = view.history[index]
            let small1 = typeface.lineMetrics(size: small), large1 = typeface.lineMetrics(size: large)
            let textTop = top + (height - small1.lineHeight - large1.lineHeight) / 2
            typeface.draw("\(entry.timeLabel)   \(entry.symbology.displayName)", size: small, at: Point(area.minX, (textTop + small1.ascender).rounded()),
                          color: ControlBars.idleText, on: canvas)
            typeface.draw(typeface.truncate(Typeface.singleLine(entry.value), size: large, maxWidth: area.width), size: large,
                          at: Point(area.minX, (textTop + small1.lineHeight + large1.ascender).rounded()), color: .white, on: canvas)
            canvas.fill(PixelRect(x: Int(area.minX), y: Int(top + height) - 1, width: Int(area.width), height: 1), Color(rgb: 0x3A3A3C))
            index += 1
        }
    }

    static func drawDetail(_ entry: HistoryEntry, area: Rect, layout: SceneLayout, typeface: Typeface, on canvas: Canvas) {
        let small = Int((15 * layout.scale).rounded()), large = Int((24 * layout.scale).rounded())
        var y = area.minY + typeface.lineMetrics(size: small).ascender
        typeface.draw("‹ Back   ·   #\(entry.number)   \(entry.timeLabel)   \(entry.symbology.displayName)", size: small,
                      at: Point(area.minX, y.rounded()), color: ControlBars.idleText, on: canvas)
        let metrics = typeface.lineMetrics(size: large)
        y += (12 * layout.scale) + metrics.lineHeight
        let lines = Int(((area.maxY - y) / metrics.lineHeight).rounded(.down)) + 1
        for line in typeface.wrap(entry.value, size: large, maxWidth: area.width, maxLines: max(1, lines)) {
            typeface.draw(line, size: large, at: Point(area.minX, y.rounded()), color: .white, on: canvas)
            y += metrics.lineHeight
        }
    }
}
