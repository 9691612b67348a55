// ResultBanner: the panel at the bottom of the screen that shows a captured value.
import Content
import Decode
import Language
import Render

/// Shows the symbology's name over the value (wrapped to two lines, then truncated with "…")
/// on a dark rounded panel anchored to the bottom of the screen. Several codes captured together
/// are listed one per line under their names joined by "+".
public final class ResultBanner {
    public struct Content: Equatable {
        public let title: String
        public let lines: [String]
    }

    private let typeface: Typeface
    private let titleTypeface: Typeface
    private var cached: (key: String, width: Float, content: Content)?

    public static let textColor = Color.white

    public init(typeface: Typeface, titleTypeface: Typeface) {
        self.typeface = typeface
        self.titleTypeface = titleTypeface
    }

    func sizes(_ layout: SceneLayout) -> (title: Int, text: Int, padding: Float, gap: Float) {
        (layout.points(16), layout.points(28), (18 * layout.scale).rounded(), (6 * layout.scale).rounded())
    }

    /// The banner's height with `lineCount` lines of text at `scale`, its words `textScale` larger.
    public func height(lineCount: Int, scale: Float, textScale: Float = 1) -> Float {
        let title = Int((16 * scale * textScale).rounded()), text = Int((28 * scale * textScale).rounded())
        let titleHeight = titleTypeface.lineMetrics(size: title).lineHeight
        let textHeight = typeface.lineMetrics(size: text).lineHeight * Float(max(1, lineCount))
        return ((18 * scale).rounded() * 2 + titleHeight + (6 * scale).rounded() + textHeight).rounded()
    }

    /// The panel's rectangle for `layout`.
    public func frame(in layout: SceneLayout, lineCount: Int) -> Rect {
        layout.banner(height: height(lineCount: lineCount, scale: layout.scale, textScale: layout.textScale))
    }

    /// What the banner says for `detection` and the `others` captured with it (wrapped for the
    /// layout's width; cached).
    public func content(
        for detection: Detection, others: [Detection] = [], withheld: [ContentReading.Withholding?] = [], layout: SceneLayout,
        wording: Wording = .english
    ) -> Content {
        let (_, text, padding, _) = sizes(layout)
        let width = layout.banner(height: 0).width - 2 * padding
        let codes = [detection] + others
        // A withheld code's text is why it is not there, in the reader's language.
        let texts = codes.indices.map { index in
            (index < withheld.count ? withheld[index] : nil).map { wording($0.message) } ?? codes[index].displayText
        }
        let key =
            zip(codes, texts).map { $0.origin.name + "\u{0}" + $1 }.joined(separator: "\u{0}")
            + "\u{0}\(layout.bannerLines)\u{0}\(wording.language)\u{0}\(layout.textScale)"
        if let cached, cached.key == key, cached.width == width { return cached.content }
        let content: Content
        if others.isEmpty {
            var title = detection.origin.displayName.uppercased()
            if let addOn = detection.addOn { title += " " + wording(.bannerAddOn, ["digits": String(addOn.count)]) }
            content = Content(title: title, lines: typeface.wrap(texts[0], size: text, maxWidth: width, maxLines: layout.bannerLines))
        } else {
            // One line per code; when they do not all fit, the last line counts the rest.
            let shown = codes.count <= layout.bannerLines ? texts : Array(texts.prefix(max(0, layout.bannerLines - 1)))
            var lines = shown.map { typeface.truncate(Typeface.singleLine($0), size: text, maxWidth: width) }
            if shown.count < codes.count { lines.append(wording(.bannerMore, count: codes.count - shown.count)) }
            content = Content(title: codes.map { $0.origin.displayName.uppercased() }.joined(separator: " + "), lines: lines)
        }
        cached = (key, width, content)
        return content
    }

    /// Draws the banner for `detection` (and `others` captured with it); returns its panel.
    @discardableResult
    public func draw(
        _ detection: Detection, others: [Detection] = [], withheld: [ContentReading.Withholding?] = [], layout: SceneLayout,
        wording: Wording = .english, on canvas: Canvas, opacity: Float = 1
    ) -> Rect {
        let content = content(for: detection, others: others, withheld: withheld, layout: layout, wording: wording)
        let (title, text, padding, gap) = sizes(layout)
        let panel = frame(in: layout, lineCount: content.lines.count)
        canvas.draw(FilledRoundedRect(rect: panel, radius: (16 * layout.scale).rounded()), color: layout.palette.panel.withOpacity(opacity))
        let column = panel.insetBy(dx: padding, dy: 0)
        let titleMetrics = titleTypeface.lineMetrics(size: title)
        var baseline = panel.minY + padding + titleMetrics.ascender
        // Smaller where it must: four codes' names at once ("CODE 128 + CODE 128 + …") are
        // wider than a portrait 7" screen's banner.
        let (titleLines, titleSize) = titleTypeface.fit(content.title, size: title, maxWidth: column.width, maxLines: 1)
        titleTypeface.draw(
            titleLines.first ?? "", size: titleSize, at: Point(panel.minX + padding, baseline), color: layout.palette.panelTitle.withOpacity(opacity),
            on: canvas, in: column)
        let textMetrics = typeface.lineMetrics(size: text)
        baseline += -titleMetrics.descender + gap + textMetrics.ascender
        for line in content.lines {
            typeface.draw(
                line, size: text, at: Point(panel.minX + padding, baseline), color: Self.textColor.withOpacity(opacity), on: canvas, in: column)
            baseline += textMetrics.lineHeight
        }
        return panel
    }
}
