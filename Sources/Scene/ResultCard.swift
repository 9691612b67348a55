// ResultCard: the panel that says what a captured code means (a product's expiry, a Wi-Fi
// network, a payment), in the banner's place and size.
import Content
import Render

/// Draws a `ContentCard` where the result banner goes, as tall as the banner with the same number
/// of lines, so the focus square keeps its place: the title in capitals with the warning beside it
/// in the warning colour ("MEDICINE · EXPIRED 31 JUL 2026"), the first fact large, and the other
/// facts and the details on a smaller line, cut with "…" where the width ends. A first fact too
/// long for its line (a long web address, a network name) wraps onto the second line instead. With room for one
/// line only (short landscape panels, 800x480), the rest follows the first fact on its line, in
/// the smaller size, as far as the width goes.
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

        public static func == (a: Lines, b: Lines) -> Bool {
            a.title == b.title && a.warning == b.warning && a.main?.label == b.main?.label && a.main?.value == b.main?.value
                && a.mainContinued == b.mainContinued && a.rest == b.rest
                && a.restBeside == b.restBeside
        }
    }

    private let typeface: Typeface
    private let titleTypeface: Typeface
    private var cached: (card: ContentCard, width: Float, lines: Int, result: Lines)?

    public static let warningColor = Color(rgb: 0xFF453A)
    public static let labelColor = ResultBanner.titleColor

    public init(typeface: Typeface, titleTypeface: Typeface) {
        self.typeface = typeface
        self.titleTypeface = titleTypeface
    }

    /// Sizes at the layout's scale: the title, the first fact, the rest, the padding and the gap.
    func sizes(_ layout: SceneLayout) -> (title: Int, main: Int, rest: Int, padding: Float, gap: Float) {
        let s = layout.scale
        return (Int((16 * s).rounded()), Int((28 * s).rounded()), Int((20 * s).rounded()), (18 * s).rounded(), (6 * s).rounded())
    }

    /// What the card says on this layout: everything cut to the panel's width.
    public func lines(for card: ContentCard, layout: SceneLayout, banner: ResultBanner) -> Lines {
        let (title, main, rest, padding, _) = sizes(layout)
        let width = layout.banner(height: 0).width - 2 * padding
        if let cached, cached.card == card, cached.width == width, cached.lines == layout.bannerLines { return cached.result }
        var titleText = card.title.uppercased()
        var warning = card.warning.map { " · " + $0.uppercased() }
        if let shownWarning = warning {
            // The warning matters more than the title: the title gives way first.
            let warningWidth = titleTypeface.measure(shownWarning, size: title)
            titleText = titleTypeface.truncate(titleText, size: title, maxWidth: max(0, width - warningWidth))
            warning = titleTypeface.truncate(shownWarning, size: title, maxWidth: width - titleTypeface.measure(titleText, size: title))
        } else {
            titleText = titleTypeface.truncate(titleText, size: title, maxWidth: width)
        }
        var first: (label: String, value: String)?
        var continued: String?
        if let fact = card.main.first {
            let label = fact.label.isEmpty ? "" : fact.label + "  "
            let labelWidth = typeface.measure(label, size: main)
            let value = Typeface.singleLine(fact.value)
            if layout.bannerLines > 1, typeface.measure(value, size: main) > width - labelWidth {
                // Wrapped at the label's indent: the first line as wide as the label leaves, the
                // second the whole width, cut with "…" beyond.
                let head = typeface.wrap(value, size: main, maxWidth: max(0, width - labelWidth), maxLines: 1).first ?? ""
                let headEnd = head.hasSuffix("…") ? head.dropLast() : Substring(head)
                let tail = value.hasPrefix(headEnd) ? String(value.dropFirst(headEnd.count)).trimmingPrefix(" ") : ""
                first = (label, String(headEnd))
                continued = tail.isEmpty ? nil : typeface.truncate(String(tail), size: main, maxWidth: width)
            } else {
                first = (label, typeface.truncate(value, size: main, maxWidth: max(0, width - labelWidth)))
            }
        }
        var others: String?
        let facts = Array(card.main.dropFirst()) + card.details
        let beside = layout.bannerLines < 2
        if !facts.isEmpty, continued == nil {
            let joined = Typeface.singleLine(facts.map { $0.label.isEmpty ? $0.value : "\($0.label) \($0.value)" }.joined(separator: " · "))
            // Beside the first fact: what is left of the width after it and a gap of two spaces.
            let used = beside ? first.map { typeface.measure($0.label + $0.value, size: main) + typeface.measure("  ", size: rest) } ?? 0 : 0
            if width - used > typeface.measure("M…", size: rest) {
                others = typeface.truncate(joined, size: rest, maxWidth: width - used)
            }
        }
        let result = Lines(title: titleText, warning: warning, main: first, mainContinued: continued, rest: others, restBeside: beside)
        cached = (card, width, layout.bannerLines, result)
        return result
    }

    /// Draws `card` in the banner's place (the banner measures the panel); returns the panel.
    @discardableResult
    public func draw(_ card: ContentCard, banner: ResultBanner, layout: SceneLayout, on canvas: Canvas, opacity: Float = 1) -> Rect {
        let lines = lines(for: card, layout: layout, banner: banner)
        let (title, main, rest, padding, gap) = sizes(layout)
        let panel = banner.frame(in: layout, lineCount: layout.bannerLines)
        canvas.draw(FilledRoundedRect(rect: panel, radius: (16 * layout.scale).rounded()), color: ResultBanner.background.withOpacity(opacity))
        let titleMetrics = titleTypeface.lineMetrics(size: title)
        var baseline = panel.minY + padding + titleMetrics.ascender
        let x = panel.minX + padding, column = panel.insetBy(dx: padding, dy: 0)
        titleTypeface.draw(
            lines.title, size: title, at: Point(x, baseline), color: ResultBanner.titleColor.withOpacity(opacity), on: canvas, in: column)
        if let warning = lines.warning {
            let after = x + titleTypeface.measure(lines.title, size: title)
            titleTypeface.draw(
                warning, size: title, at: Point(after, baseline), color: Self.warningColor.withOpacity(opacity), on: canvas, in: column)
        }
        let mainMetrics = typeface.lineMetrics(size: main)
        baseline += -titleMetrics.descender + gap + mainMetrics.ascender
        if let first = lines.main {
            typeface.draw(first.label, size: main, at: Point(x, baseline), color: Self.labelColor.withOpacity(opacity), on: canvas, in: column)
            let valueX = x + typeface.measure(first.label, size: main)
            typeface.draw(
                first.value, size: main, at: Point(valueX, baseline), color: ResultBanner.textColor.withOpacity(opacity), on: canvas, in: column)
        }
        if let continued = lines.mainContinued {
            typeface.draw(
                continued, size: main, at: Point(x, baseline + mainMetrics.lineHeight), color: ResultBanner.textColor.withOpacity(opacity),
                on: canvas,
                in: column)
        }
        if let others = lines.rest {
            var origin = Point(x, baseline + mainMetrics.lineHeight)
            if lines.restBeside, let first = lines.main {
                origin = Point(x + typeface.measure(first.label + first.value, size: main) + typeface.measure("  ", size: rest), baseline)
            }
            typeface.draw(others, size: rest, at: origin, color: ResultBanner.textColor.withOpacity(0.85 * opacity), on: canvas, in: column)
        }
        return panel
    }
}
