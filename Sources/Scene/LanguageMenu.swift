// LanguageMenu: the shopper's choice of language: the button that opens it (the language's own
// name, top right of the scanner, bottom right of the attract screen) and the list of languages,
// each in its own name, drawn opaque over the scanner.
import Pixels
import Render

/// The languages offered, each by its name in itself ("Deutsch", "العربية"), and which is chosen.
public struct LanguageMenuView: Sendable, Equatable {
    /// The languages as settings name them ("de", "pt_PT") with their names, in the shop's order.
    public var languages: [(code: String, name: String)]
    /// The index of the language shown now.
    public var selected: Int

    public init(languages: [(code: String, name: String)], selected: Int) {
        self.languages = languages
        self.selected = selected
    }

    public static func == (a: Self, b: Self) -> Bool {
        a.selected == b.selected && a.languages.map(\.code) == b.languages.map(\.code) && a.languages.map(\.name) == b.languages.map(\.name)
    }
}

/// Where the language button and the menu's items go.
public enum LanguagePanels {
    /// The button: right of the mode control, at the top right; nil where the mode control
    /// leaves less than a touch target.
    public static func button(_ layout: SceneLayout) -> Rect? {
        let room = layout.screen.width - layout.modeControl.maxX - 2 * layout.margin
        guard room >= layout.target else { return nil }
        let width = min(room, (180 * layout.scale).rounded())
        return layout.placed(Rect(x: layout.screen.width - layout.margin - width, y: layout.modeControl.y, width: width, height: layout.target))
    }

    /// The button on the attract screen: bottom right, clear of a slide's pill.
    public static func attractButton(_ layout: SceneLayout) -> Rect {
        let width = (180 * layout.scale).rounded()
        return layout.placed(
            Rect(
                x: layout.screen.width - layout.margin - width, y: layout.screen.height - layout.margin - layout.target, width: width,
                height: layout.target))
    }

    /// The menu's title line, then its items in a grid (as many columns as fit, each item a touch
    /// target), centred on the screen both ways: a row with fewer items than columns in the middle.
    public static func items(_ layout: SceneLayout, count: Int) -> (title: Rect, items: [Rect]) {
        let m = layout.margin
        let titleHeight = (48 * layout.scale).rounded()
        let columns = max(1, min(4, Int((layout.screen.width - m) / ((220 * layout.scale).rounded() + m))))
        let rows = max(1, (count + columns - 1) / columns)
        let available = layout.screen.height - 3 * m - titleHeight
        let height = max(layout.target, min((64 * layout.scale).rounded(), (available / Float(rows) - m).rounded(.down)))
        let width = ((layout.screen.width - Float(columns + 1) * m) / Float(columns)).rounded(.down)
        let block = titleHeight + m + Float(rows) * (height + m) - m
        let top = max(m, ((layout.screen.height - block) / 2).rounded())
        let title = Rect(x: m, y: top, width: layout.screen.width - 2 * m, height: titleHeight)
        // Each row centred: a last row (or a list) shorter than the columns sits in the middle.
        let items = (0..<count).map { index in
            let row = index / columns
            let inRow = min(columns, count - row * columns)
            let left = ((layout.screen.width - Float(inRow) * (width + m) + m) / 2).rounded(.down)
            return Rect(x: left + Float(index % columns) * (width + m), y: title.maxY + m + Float(row) * (height + m), width: width, height: height)
        }
        return (title, items)
    }
}

enum LanguageMenuScreen {
    /// The menu, opaque: its title in the language shown now, each language in its own name.
    static func draw(
        _ menu: LanguageMenuView, title: String, layout: SceneLayout, typeface: Typeface, bold: Typeface, on canvas: Canvas
    )
        -> [Rect]
    {
        canvas.clear(layout.palette.screen)
        let (titleFrame, items) = LanguagePanels.items(layout, count: menu.languages.count)
        let titleSize = layout.points(28), size = layout.points(22)
        ControlBars.label(
            bold.truncate(title, size: titleSize, maxWidth: titleFrame.width), in: titleFrame, size: titleSize, color: .white, typeface: bold,
            on: canvas)
        for (index, frame) in items.enumerated() {
            let selected = index == menu.selected
            canvas.draw(
                FilledRoundedRect(rect: frame, radius: (frame.height / 2).rounded()),
                color: selected ? layout.palette.chosenLanguage : layout.palette.key)
            let name = typeface.truncate(menu.languages[index].name, size: size, maxWidth: frame.width - 2 * layout.margin)
            ControlBars.label(
                name, in: frame, size: size, color: selected ? layout.palette.onChosenLanguage : .white, typeface: selected ? bold : typeface,
                on: canvas)
            if selected { drawCheck(in: frame, layout: layout, on: canvas) }
        }
        return items
    }

    /// A tick at the chosen language's leading end: chosen by a shape, not by its colour alone.
    static func drawCheck(in frame: Rect, layout: SceneLayout, on canvas: Canvas) {
        let side = (frame.height * 0.3).rounded()
        let left = layout.rightToLeft ? frame.maxX - frame.height / 2 - side : frame.minX + frame.height / 2
        let y = frame.centre.y
        var path = StrokePath()
        path.addPolyline([Point(left, y), Point(left + 0.35 * side, y + 0.35 * side), Point(left + side, y - 0.45 * side)], closed: false)
        canvas.stroke(path, style: StrokeStyle(lineWidth: max(2, (3 * layout.scale).rounded()), color: layout.palette.onChosenLanguage))
    }

    /// The button: the language's own name in a pill.
    static func drawButton(_ label: String, in frame: Rect, layout: SceneLayout, typeface: Typeface, on canvas: Canvas) {
        canvas.draw(FilledRoundedRect(rect: frame, radius: (frame.height / 2).rounded()), color: layout.palette.bar)
        let size = layout.points(17)
        let text = typeface.truncate(label, size: size, maxWidth: frame.width - 2 * layout.margin)
        ControlBars.label(text, in: frame, size: size, color: .white, typeface: typeface, on: canvas)
    }
}
