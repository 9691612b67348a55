// ResultCard: the panel that says what a captured code means (a product's expiry, a Wi-Fi
// network, a payment), in the banner's place and size.
import Content
import Language
import Render

/// Draws a `ContentCard` where the result banner goes, as tall as the banner with the same number
/// of lines, so the focus square keeps its place: the title in capitals with the warning beside it
/// in the warning colour ("MEDICINE · EXPIRED 31 JUL 2026"), the first fact large, and the other
/// facts and the details on a smaller line, cut with "…" where the width ends. A first fact too
/// long for its line (a long web address, a network name) wraps onto the second line instead. With room for one
/// line only (short landscape panels, 800x480), the rest follows the first fact on its line, in
/// the smaller size, as far as the width goes. The card is put into words in the reader's
/// language once per card and language (cached); a right-to-left language's lines start at the
/// panel's right edge, each label to the right of its value.
public final class ResultCard {
    /// The lines the card draws, for the layout's width (cached per card and width).
    public struct Lines: Equatable {
        public let title: String
        public let warning: String?
        /// The first fact: its label and its value.
        public let main: (label: String, value: String)?
        /// The rest of the first fact's value, wrapped onto the second line (nil: it fits).
        public let mainContinued: String?
        /// The other facts and the details, "Label value · Label value", cut to the width.
        public let rest: String?
        /// Whether `rest` follows the first fact on its line (a one-line panel) rather than below.
        public let restBeside: Bool
        /// The title line's size and the first fact's: smaller than the layout's (down to 75 %)
        /// where a language's words are longer than the line.
        public var titleSize = 0
        public var mainSize = 0
        /// The rest of a warning too long for the title line even alone, on a second line where
        /// the panel has one more: the first fact then moves down, and the further facts give way.
        public var warningContinued: String?

        public static func == (a: Lines, b: Lines) -> Bool {
            a.title == b.title && a.warning == b.warning && a.main?.label == b.main?.label && a.main?.value == b.main?.value
                && a.mainContinued == b.mainContinued && a.rest == b.rest
                && a.restBeside == b.restBeside && a.titleSize == b.titleSize && a.mainSize == b.mainSize
                && a.warningContinued == b.warningContinued
        }
    }

    private let typeface: Typeface
    private let titleTypeface: Typeface
    private var cached: (card: ContentCard, language: String, width: Float, lines: Int, textScale: Float, result: Lines)?

    public init(typeface: Typeface, titleTypeface: Typeface) {
        self.typeface = typeface
        self.titleTypeface = titleTypeface
    }

    /// Sizes at the layout's scale: the title, the first fact, the rest, the padding and the gap.
    func sizes(_ layout: SceneLayout) -> (title: Int, main: Int, rest: Int, padding: Float, gap: Float) {
        let s = layout.scale
        return (layout.points(16), layout.points(28), layout.points(20), (18 * s).rounded(), (6 * s).rounded())
    }

    /// What the card says on this layout: everything cut to the panel's width.
    public func lines(for content: ContentCard, layout: SceneLayout, banner: ResultBanner, wording: Wording = .english) -> Lines {
        let (title, main, rest, padding, _) = sizes(layout)
        let width = layout.banner(height: 0).width - 2 * padding
        if let cached, cached.card == content, cached.language == wording.language, cached.width == width, cached.lines == layout.bannerLines,
            cached.textScale == layout.textScale
        {
            return cached.result
        }
        let card = content.worded(wording)
        var titleText = wording.capitals(card.title)
        var warning = card.warning.map { " · " + wording.capitals($0) }
        // The title line takes a smaller size (down to 75 %) before anything on it is cut; then
        // the title gives way to the warning, which matters more, and only a warning too long
        // even alone is cut.
        func largest(_ text: String, _ size: Int, _ face: Typeface) -> Int { face.fit(text, size: size, maxWidth: width, maxLines: 1).size }
        var titleSize = largest(titleText + (warning ?? ""), title, titleTypeface)
        var warningContinued: String?
        if let shownWarning = warning, titleTypeface.measure(titleText + shownWarning, size: titleSize) > width {
            let alone = wording.capitals(card.warning!)
            titleText = ""
            titleSize = largest(alone, title, titleTypeface)
            if layout.bannerLines > 1, titleTypeface.measure(alone, size: titleSize) > width {
                let wrapped = titleTypeface.wrap(alone, size: titleSize, maxWidth: width, maxLines: 2)
                warning = wrapped.first
                warningContinued = wrapped.count > 1 ? wrapped[1] : nil
            } else {
                warning = titleTypeface.truncate(alone, size: titleSize, maxWidth: width)
            }
        } else if warning == nil {
            titleText = titleTypeface.truncate(titleText, size: titleSize, maxWidth: width)
        }
        var first: (label: String, value: String)?
        var continued: String?
        var mainSize = main
        if let fact = card.main.first {
            let label = fact.label.isEmpty ? "" : fact.label + "  "
            let value = Typeface.singleLine(fact.value)
            if layout.bannerLines > 1, warningContinued == nil, typeface.measure(label + value, size: main) > width {
                // Wrapped at the label's indent: the first line as wide as the label leaves, the
                // second the whole width, cut with "…" beyond.
                let labelWidth = typeface.measure(label, size: main)
                let head = typeface.wrap(value, size: main, maxWidth: max(0, width - labelWidth), maxLines: 1).first ?? ""
                let headEnd = head.hasSuffix("…") ? head.dropLast() : Substring(head)
                let tail = value.hasPrefix(headEnd) ? String(value.dropFirst(headEnd.count)).trimmingPrefix(" ") : ""
                first = (label, String(headEnd))
                continued = tail.isEmpty ? nil : typeface.truncate(String(tail), size: main, maxWidth: width)
            } else {
                // One line: a smaller size first, then cut.
                mainSize = largest(label + value, main, typeface)
                first = (label, typeface.truncate(value, size: mainSize, maxWidth: max(0, width - typeface.measure(label, size: mainSize))))
            }
        }
        var others: String?
        let facts = Array(card.main.dropFirst()) + card.details
        let beside = layout.bannerLines < 2
        if !facts.isEmpty, continued == nil, warningContinued == nil {
            let joined = Typeface.singleLine(facts.map { $0.label.isEmpty ? $0.value : "\($0.label) \($0.value)" }.joined(separator: " · "))
            // Beside the first fact: what is left of the width after it and a gap of two spaces.
            let used = beside ? first.map { typeface.measure($0.label + $0.value, size: mainSize) + typeface.measure("  ", size: rest) } ?? 0 : 0
            if width - used > typeface.measure("M…", size: rest) {
                others = typeface.truncate(joined, size: rest, maxWidth: width - used)
            }
        }
        var result = Lines(title: titleText, warning: warning, main: first, mainContinued: continued, rest: others, restBeside: beside)
        result.titleSize = titleSize
        result.mainSize = mainSize
        result.warningContinued = warningContinued
        cached = (content, wording.language, width, layout.bannerLines, layout.textScale, result)
        return result
    }

    /// Draws `card` in the banner's place (the banner measures the panel); returns the panel.
    @discardableResult
    public func draw(
        _ card: ContentCard, banner: ResultBanner, layout: SceneLayout, wording: Wording = .english, on canvas: Canvas, opacity: Float = 1
    ) -> Rect {
        let lines = lines(for: card, layout: layout, banner: banner, wording: wording)
        // The lines keep their places; only a fitted line's letters are smaller.
        let (titlePlace, mainPlace, rest, padding, gap) = sizes(layout)
        let title = lines.titleSize, main = lines.mainSize
        let panel = banner.frame(in: layout, lineCount: layout.bannerLines)
        canvas.draw(FilledRoundedRect(rect: panel, radius: (16 * layout.scale).rounded()), color: layout.palette.panel.withOpacity(opacity))
        let titleMetrics = titleTypeface.lineMetrics(size: titlePlace)
        var baseline = panel.minY + padding + titleMetrics.ascender
        let x = panel.minX + padding, column = panel.insetBy(dx: padding, dy: 0)
        // Where a text `width` wide that starts `at` in a left-to-right card starts in this one:
        // mirrored inside the padding for a right-to-left language.
        let right = panel.maxX - padding
        func start(_ at: Float, _ width: Float) -> Float { layout.rightToLeft ? x + right - at - width : at }
        func draw(_ text: String, _ face: Typeface, _ size: Int, at: Float, _ baseline: Float, _ color: Color) {
            face.draw(text, size: size, at: Point(start(at, face.measure(text, size: size)), baseline), color: color, on: canvas, in: column)
        }
        draw(lines.title, titleTypeface, title, at: x, baseline, layout.palette.panelTitle.withOpacity(opacity))
        if let warning = lines.warning {
            let after = x + titleTypeface.measure(lines.title, size: title)
            draw(warning, titleTypeface, title, at: after, baseline, layout.palette.warning.withOpacity(opacity))
        }
        if let warningContinued = lines.warningContinued {
            baseline += titleMetrics.lineHeight
            draw(warningContinued, titleTypeface, title, at: x, baseline, layout.palette.warning.withOpacity(opacity))
        }
        let mainMetrics = typeface.lineMetrics(size: mainPlace)
        baseline += -titleMetrics.descender + gap + mainMetrics.ascender
        if let first = lines.main {
            // The label's two spaces go between it and its value: after it, or before it right to left.
            let label = layout.rightToLeft ? String(first.label.reversed().drop { $0 == " " }.reversed()) : first.label
            draw(label, typeface, main, at: x, baseline, layout.palette.panelTitle.withOpacity(opacity))
            draw(
                first.value, typeface, main, at: x + typeface.measure(first.label, size: main), baseline, ResultBanner.textColor.withOpacity(opacity))
        }
        if let continued = lines.mainContinued {
            draw(continued, typeface, main, at: x, baseline + mainMetrics.lineHeight, ResultBanner.textColor.withOpacity(opacity))
        }
        if let others = lines.rest {
            var origin = Point(x, baseline + mainMetrics.lineHeight)
            if lines.restBeside, let first = lines.main {
                origin = Point(x + typeface.measure(first.label + first.value, size: main) + typeface.measure("  ", size: rest), baseline)
            }
            draw(others, typeface, rest, at: origin.x, origin.y, layout.palette.secondaryText.withOpacity(opacity))
        }
        return panel
    }
}
