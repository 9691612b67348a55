// HistoryView: the History tab: every capture of this run, newest first, scrollable, and one
// entry in full when tapped.
import Language
import Pixels
import Render

enum HistoryView {
    /// Draws the list (or the entry shown in full); returns the rows drawn, clipped to the list.
    static func draw(_ state: SceneState, layout: SceneLayout, typeface: Typeface, on canvas: Canvas) -> [DrawnRegions.HistoryRow] {
        let wording = state.wording
        canvas.clear(layout.palette.screen)
        let area = layout.historyList
        let small = layout.points(15), large = layout.points(22)
        if let detail = state.historyDetail, state.history.indices.contains(detail) {
            drawDetail(state.history[detail], area: area, layout: layout, wording: wording, typeface: typeface, on: canvas)
            return []
        }
        guard !state.history.isEmpty else {
            ControlBars.label(wording(.historyEmpty), in: area, size: large, color: layout.palette.idleText, typeface: typeface, on: canvas)
            return []
        }
        let height = layout.historyRowHeight
        func start(_ width: Float) -> Float { layout.lineStart(width, left: area.minX, right: area.maxX) }
        let saved = canvas.clip
        canvas.clip = PixelRect(covering: area).intersection(saved)
        defer { canvas.clip = saved }
        var rows: [DrawnRegions.HistoryRow] = []
        let first = max(0, Int((state.historyScroll / height).rounded(.down)))
        var index = first
        while index < state.history.count {
            let top = area.minY + Float(index) * height - state.historyScroll
            if top > area.maxY { break }
            let entry = state.history[index]
            let small1 = typeface.lineMetrics(size: small), large1 = typeface.lineMetrics(size: large)
            let textTop = top + (height - small1.lineHeight - large1.lineHeight) / 2
            let row = Rect(x: area.minX, y: top, width: area.width, height: height)
            let heading = typeface.truncate("\(entry.timeLabel(wording))   \(entry.heading(wording))", size: small, maxWidth: area.width)
            typeface.draw(
                heading, size: small, at: Point(start(typeface.measure(heading, size: small)), (textTop + small1.ascender).rounded()),
                color: layout.palette.idleText, on: canvas, in: row)
            // A code's text is cut where it must; why a withheld one is not there is the kiosk's
            // own words, smaller rather than cut.
            var (value, valueSize) = (typeface.truncate(Typeface.singleLine(entry.value), size: large, maxWidth: area.width), large)
            if entry.withheld != nil {
                let fitted = typeface.fit(entry.shownValue(wording), size: large, maxWidth: area.width, maxLines: 1, minimumScale: 0.6)
                (value, valueSize) = (fitted.lines.first ?? "", fitted.size)
            }
            typeface.draw(
                value, size: valueSize,
                at: Point(start(typeface.measure(value, size: valueSize)), (textTop + small1.lineHeight + large1.ascender).rounded()),
                color: .white, on: canvas, in: row)
            canvas.fill(PixelRect(x: Int(area.minX), y: Int(top + height) - 1, width: Int(area.width), height: 1), Color(rgb: 0x3A3A3C))
            let visibleTop = max(top, area.minY), visibleBottom = min(top + height, area.maxY)
            if visibleBottom > visibleTop {
                rows.append(.init(index: index, frame: Rect(x: area.minX, y: visibleTop, width: area.width, height: visibleBottom - visibleTop)))
            }
            index += 1
        }
        return rows
    }

    static func drawDetail(_ entry: HistoryEntry, area: Rect, layout: SceneLayout, wording: Wording, typeface: Typeface, on canvas: Canvas) {
        let small = layout.points(15), large = layout.points(24)
        var y = area.minY + typeface.lineMetrics(size: small).ascender
        func start(_ width: Float) -> Float { layout.lineStart(width, left: area.minX, right: area.maxX) }
        let heading = typeface.truncate(
            "\(wording(.historyBack))   ·   #\(entry.number)   \(entry.timeLabel(wording))   \(entry.heading(wording))", size: small,
            maxWidth: area.width)
        typeface.draw(
            heading, size: small, at: Point(start(typeface.measure(heading, size: small)), y.rounded()), color: layout.palette.idleText, on: canvas,
            in: area)
        let metrics = typeface.lineMetrics(size: large)
        y += (12 * layout.scale) + metrics.lineHeight
        let lines = Int(((area.maxY - y) / metrics.lineHeight).rounded(.down)) + 1
        for line in typeface.wrapKeepingLineBreaks(entry.shownValue(wording), size: large, maxWidth: area.width, maxLines: max(1, lines)) {
            typeface.draw(line, size: large, at: Point(start(typeface.measure(line, size: large)), y.rounded()), color: .white, on: canvas, in: area)
            y += metrics.lineHeight
        }
    }
}
