// BasketPanel: the self-checkout basket beside the focus square (its lines, newest at the
// bottom, each a touch target that takes one away, an age-restricted one with its badge; the age
// check; the total; "Pay at the till"), and the pay
// screen that replaces the scanner once the shopper pays: the basket's QR code for the till's
// scanner, the total, and "Done".
import Language
import Render

public final class BasketPanel {
    private let typeface: Typeface
    private let bold: Typeface
    /// The pay button's colour: go.
    public static let payColor = Color(rgb: 0x30D158)

    public init(typeface: Typeface, bold: Typeface) {
        self.typeface = typeface
        self.bold = bold
    }

    /// Where the panel goes: left of the focus square on a landscape screen, down to the tab bar
    /// while no result shows (the result's panel takes the bottom when one does), above the
    /// square on a portrait one; nil when there is no room for a title, two lines and the button.
    public static func frame(_ layout: SceneLayout, resultShown: Bool) -> Rect? {
        let m = layout.margin
        let room: Rect
        if layout.isPortrait {
            room = Rect(x: m, y: layout.content.minY, width: layout.screen.width - 2 * m, height: layout.cutout.minY - m - layout.content.minY)
        } else {
            let bottom = resultShown ? layout.cutout.maxY : layout.content.maxY
            room = Rect(x: m, y: layout.content.minY, width: layout.cutout.minX - 2 * m, height: bottom - layout.content.minY)
        }
        guard room.width >= 160 * layout.scale, room.height >= 4 * layout.target else { return nil }
        return layout.placed(room)
    }

    /// Draws `basket`'s panel; puts its rows, the panel and the pay button in `drawn`. The
    /// newest lines that fit are listed (the title counts every item).
    public func draw(
        _ basket: BasketView, layout: SceneLayout, wording: Wording, resultShown: Bool, on canvas: Canvas, into drawn: inout DrawnRegions
    ) {
        guard let panel = Self.frame(layout, resultShown: resultShown) else { return }
        let s = layout.scale
        let padding = (14 * s).rounded()
        let titleSize = layout.points(16), lineSize = layout.points(20), totalSize = layout.points(24)
        let row = layout.target
        canvas.draw(FilledRoundedRect(rect: panel, radius: (16 * s).rounded()), color: layout.palette.panel)
        drawn.basketPanel = panel
        let inner = panel.insetBy(padding)
        // Each line starts at its reading start; amounts stand at the other end.
        func start(_ width: Float) -> Float { layout.lineStart(width, left: inner.minX, right: inner.maxX) }
        func end(_ width: Float) -> Float { layout.rightToLeft ? inner.minX : inner.maxX - width }
        var y = inner.minY
        // The title, or the warning in its place (wrapped: a warning is read whole).
        let titleMetrics = bold.lineMetrics(size: titleSize)
        let titleLines =
            basket.warning.map { bold.wrap(wording.capitals(wording($0)), size: titleSize, maxWidth: inner.width, maxLines: 3) }
            ?? [
                bold.truncate(
                    basket.itemCount == 0 ? wording(.basketTitle) : wording(.basketTitleCount, count: basket.itemCount), size: titleSize,
                    maxWidth: inner.width)
            ]
        let titleColor = basket.warning == nil ? layout.palette.panelTitle : layout.palette.warning
        for line in titleLines {
            bold.draw(
                line, size: titleSize, at: Point(start(bold.measure(line, size: titleSize)), y + titleMetrics.ascender), color: titleColor,
                on: canvas,
                in: inner)
            y += titleMetrics.lineHeight
        }
        y += (6 * s).rounded()
        // The pay button and the total at the bottom; the lines between, the newest last.
        let button = Rect(x: inner.minX, y: inner.maxY - row, width: inner.width, height: row)
        let totalMetrics = bold.lineMetrics(size: totalSize)
        let totalBaseline = button.minY - (10 * s).rounded() - totalMetrics.descender.magnitude
        if basket.lines.isEmpty {
            let hint = typeface.wrap(wording(.basketEmptyHint), size: lineSize, maxWidth: inner.width, maxLines: 2)
            let metrics = typeface.lineMetrics(size: lineSize)
            for (i, line) in hint.enumerated() {
                typeface.draw(
                    line, size: lineSize,
                    at: Point(start(typeface.measure(line, size: lineSize)), y + metrics.ascender + Float(i) * metrics.lineHeight),
                    color: layout.palette.secondaryText, on: canvas, in: inner)
            }
            return
        }
        var listBottom = totalBaseline - totalMetrics.ascender - (8 * s).rounded()
        let metrics = typeface.lineMetrics(size: lineSize)
        if let age = basket.age {
            // The age check, above the total: a tap on it asks a member of staff (also before Pay).
            listBottom -= row
            let frame = Rect(x: inner.minX, y: listBottom, width: inner.width, height: row)
            let baseline = frame.minY + (row + metrics.ascender - metrics.descender.magnitude) / 2
            // At the title's size: the approver's name fits beside the badge on a 7" display.
            let badgeWidth = AgeBadge.width(age.age, size: titleSize, bold: bold, scale: s)
            let badge = AgeBadge.draw(age.age, size: titleSize, x: start(badgeWidth), baseline: baseline, bold: bold, layout: layout, on: canvas)
            let (fitted, wordsSize) = bold.fit(
                wording(age.words), size: titleSize, maxWidth: frame.width - badge - (8 * s).rounded(), maxLines: 1, minimumScale: 0.65)
            let words = fitted.first ?? ""
            let approved = if case .approved = age { true } else { false }
            let wordsWidth = bold.measure(words, size: wordsSize)
            let wordsX = layout.rightToLeft ? frame.maxX - badge - (8 * s).rounded() - wordsWidth : frame.minX + badge + (8 * s).rounded()
            let wordsBox = Rect(
                x: layout.rightToLeft ? frame.minX : frame.minX + badge + (8 * s).rounded(), y: frame.minY,
                width: frame.width - badge - (8 * s).rounded(), height: frame.height)
            bold.draw(
                words, size: wordsSize, at: Point(wordsX, baseline), color: approved ? Self.payColor : layout.palette.warning, on: canvas,
                in: wordsBox)
            drawn.ageStatus = frame
        }
        let fitting = max(0, Int((listBottom - y) / row))
        let shown = basket.lines.indices.suffix(fitting)
        for (rowIndex, index) in shown.enumerated() {
            let line = basket.lines[index]
            let frame = Rect(x: inner.minX, y: y + Float(rowIndex) * row, width: inner.width, height: row)
            let baseline = frame.minY + (row + metrics.ascender - metrics.descender.magnitude) / 2
            let gap = typeface.measure("  ", size: lineSize)
            // The badge (an age-restricted product's) before the amount.
            let badgeWidth = line.minAge > 0 ? AgeBadge.width(line.minAge, size: titleSize, bold: bold, scale: s) + gap : 0
            // The amount, or the kiosk's words for none ("nicht verfügbar"), takes at most 60 %
            // of what the badge leaves, smaller where it must: the name keeps the rest (at
            // 800x480 the German words left the name's place narrower than its "…").
            let (amountLines, amountSize) = typeface.fit(
                line.amount.map(wording.money) ?? wording(.productLineUnavailable), size: lineSize,
                maxWidth: ((frame.width - badgeWidth - gap) * 0.6).rounded(.down),
                maxLines: 1, minimumScale: 0.6)
            let amount = amountLines.first ?? ""
            let amountWidth = typeface.measure(amount, size: amountSize)
            typeface.draw(amount, size: amountSize, at: Point(end(amountWidth), baseline), color: ResultBanner.textColor, on: canvas, in: frame)
            if line.minAge > 0 {
                let badgeX = layout.rightToLeft ? frame.minX + amountWidth + gap : frame.maxX - amountWidth - badgeWidth
                AgeBadge.draw(line.minAge, size: titleSize, x: badgeX, baseline: baseline - (2 * s).rounded(), bold: bold, layout: layout, on: canvas)
            }
            let label = (line.quantity > 1 ? "\(line.quantity) × " : "") + line.name
            let room = frame.width - amountWidth - badgeWidth - gap
            let shown = typeface.truncate(label, size: lineSize, maxWidth: room)
            let nameBox = Rect(x: layout.rightToLeft ? frame.maxX - room : frame.minX, y: frame.minY, width: room, height: frame.height)
            typeface.draw(
                shown, size: lineSize, at: Point(start(typeface.measure(shown, size: lineSize)), baseline), color: ResultBanner.textColor, on: canvas,
                in: nameBox)
            drawn.basketRows.append(.init(index: index, frame: frame))
        }
        // The total's amount at its end, the word "Total" in what is left beside it.
        let total = basket.total.map(wording.money) ?? ""
        let totalWidth = bold.measure(total, size: totalSize)
        let totalRow = Rect(x: inner.minX, y: totalBaseline - totalMetrics.ascender, width: inner.width, height: totalMetrics.lineHeight)
        bold.draw(total, size: totalSize, at: Point(end(totalWidth), totalBaseline), color: ResultBanner.textColor, on: canvas, in: totalRow)
        let labelRoom = inner.width - totalWidth - (8 * s).rounded()
        let labelBox = Rect(x: layout.rightToLeft ? inner.maxX - labelRoom : inner.minX, y: totalRow.minY, width: labelRoom, height: totalRow.height)
        let (labelLines, labelSize) = bold.fit(wording(.basketTotal), size: totalSize, maxWidth: labelRoom, maxLines: 1, minimumScale: 0.6)
        let totalLabel = labelLines.first ?? ""
        bold.draw(
            totalLabel, size: labelSize, at: Point(start(bold.measure(totalLabel, size: labelSize)), totalBaseline), color: ResultBanner.textColor,
            on: canvas, in: labelBox)
        drawButton(wording(.basketPay), in: button, layout: layout, on: canvas)
        drawn.payButton = button
    }

    /// The pay screen over everything: the QR code for the till, the total, "Done".
    public func drawPay(
        _ basket: BasketView, code: String, layout: SceneLayout, wording: Wording, on canvas: Canvas, into drawn: inout DrawnRegions
    ) {
        let s = layout.scale
        canvas.clear(Color(rgb: 0x1C1C1E))
        let titleSize = layout.points(28), totalSize = layout.points(34)
        let titleMetrics = bold.lineMetrics(size: titleSize), totalMetrics = bold.lineMetrics(size: totalSize)
        let top = layout.margin * 2
        let (titleLines, titleFitted) = bold.fit(wording(.payTitle), size: titleSize, maxWidth: layout.screen.width - 2 * layout.margin, maxLines: 2)
        for (index, line) in titleLines.enumerated() {
            let width = bold.measure(line, size: titleFitted)
            bold.draw(
                line, size: titleFitted,
                at: Point(((layout.screen.width - width) / 2).rounded(), top + titleMetrics.ascender + Float(index) * titleMetrics.lineHeight),
                color: .white, on: canvas, in: layout.textArea)
        }
        let titleHeight = Float(titleLines.count) * titleMetrics.lineHeight
        let button = Rect(
            x: ((layout.screen.width - 240 * s) / 2).rounded(), y: layout.screen.height - layout.margin * 2 - layout.target,
            width: (240 * s).rounded(),
            height: layout.target)
        let totalText = wording(.payTotal, count: basket.itemCount, ["total": basket.total.map(wording.money) ?? ""])
        let totalBaseline = button.minY - layout.margin - totalMetrics.descender.magnitude
        let (totalLines, totalFitted) = bold.fit(
            totalText, size: totalSize, maxWidth: layout.screen.width - 2 * layout.margin, maxLines: 1, minimumScale: 0.5)
        let totalWidth = bold.measure(totalLines.first ?? "", size: totalFitted)
        bold.draw(
            totalLines.first ?? "", size: totalFitted, at: Point(((layout.screen.width - totalWidth) / 2).rounded(), totalBaseline), color: .white,
            on: canvas, in: layout.textArea)
        let area = Rect(
            x: layout.margin, y: top + titleHeight + layout.margin, width: layout.screen.width - 2 * layout.margin,
            height: totalBaseline - totalMetrics.ascender - layout.margin - (top + titleHeight + layout.margin))
        if let symbol = try? QRSymbol(text: code) {
            symbol.draw(in: area, on: canvas)
        } else {
            let size = layout.points(20)
            let lines = typeface.wrap(wording(.payTooLarge), size: size, maxWidth: area.width, maxLines: 3)
            let lineHeight = typeface.lineMetrics(size: size).lineHeight
            for (i, line) in lines.enumerated() {
                let width = typeface.measure(line, size: size)
                typeface.draw(
                    line, size: size, at: Point(max(layout.margin, (layout.screen.width - width) / 2), area.centre.y + Float(i) * lineHeight),
                    color: layout.palette.warning, on: canvas, in: area)
            }
        }
        drawButton(wording(.payDone), in: button, layout: layout, on: canvas)
        drawn.payDone = button
    }

    private func drawButton(_ label: String, in frame: Rect, layout: SceneLayout, on canvas: Canvas) {
        canvas.draw(FilledRoundedRect(rect: frame, radius: (frame.height / 2).rounded()), color: Self.payColor)
        // Inside the pill's round ends: smaller where a language's words are longer.
        let (lines, size) = bold.fit(
            label, size: layout.points(20), maxWidth: frame.width - frame.height, maxLines: 1, minimumScale: 0.6)
        let label = lines.first ?? ""
        let metrics = bold.lineMetrics(size: size)
        let width = bold.measure(label, size: size)
        bold.draw(
            label, size: size,
            at: Point((frame.centre.x - width / 2).rounded(), (frame.centre.y + (metrics.ascender - metrics.descender.magnitude) / 2).rounded()),
            color: .black, on: canvas, in: frame.insetBy(dx: frame.height / 2, dy: 0))
    }
}
