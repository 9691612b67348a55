// ProductPanel: a price checker's answer in the result banner's place and size: the title line
// (PRICE, OFFER, NOT ON FILE in the warning colour; an age-restricted product's badge, 18+, at
// its end), the product's name and, right-aligned and
// bold, its price, with a promotion's regular price struck through before it; the unit price and
// the other facts on the smaller line.
import Language
import Render

public final class ProductPanel {
    /// The lines the panel draws, for the layout's width.
    public struct Lines: Equatable {
        public let title: String
        public let name: String
        /// The name's size: the panel's, or smaller where the kiosk's own words need it.
        public let nameSize: Int
        public let price: String?
        public let regularPrice: String?
        /// The smaller facts joined, cut to the width; nil on a one-line panel.
        public let facts: String?
    }

    private let typeface: Typeface
    private let bold: Typeface
    /// An offer's price: the colour price checkers give it.

    public init(typeface: Typeface, bold: Typeface) {
        self.typeface = typeface
        self.bold = bold
    }

    /// The lines of `card` on this layout, every one cut to the panel's width. The price never
    /// gives way: the name and the struck regular price do.
    /// The side of a product's picture on this layout: the panel's height inside its padding.
    public static func pictureSide(_ layout: SceneLayout) -> Int {
        max(1, Int(layout.bannerHeight - 2 * (18 * layout.scale).rounded()))
    }

    /// How far the text moves right for the picture: its square and a gap.
    static func pictureIndent(_ card: ProductCard, layout: SceneLayout, padding: Float) -> Float {
        card.picture == nil ? 0 : Float(pictureSide(layout)) + padding
    }

    public func lines(
        for card: ProductCard, layout: SceneLayout, sizes: (title: Int, main: Int, rest: Int, padding: Float, gap: Float), wording: Wording = .english
    ) -> Lines {
        let width = layout.banner(height: 0).width - 2 * sizes.padding - Self.pictureIndent(card, layout: layout, padding: sizes.padding)
        let badge = card.minAge > 0 ? Self.badgeWidth(card.minAge, sizes: sizes, layout: layout, bold: bold) : 0
        let title = bold.truncate(
            wording.capitals(wording(card.title)) + "  " + Typeface.singleLine(card.code), size: sizes.title, maxWidth: width - badge)
        let price = card.price.map { Typeface.singleLine(wording.money($0)) }
        let priceWidth = price.map { bold.measure($0, size: sizes.main) } ?? 0
        let gap = typeface.measure("  ", size: sizes.main)
        var regular = card.regularPrice.map { Typeface.singleLine(wording.money($0)) }
        if let shown = regular, typeface.measure(shown, size: sizes.rest) + gap + priceWidth > width * 0.6 { regular = nil }
        let regularWidth = regular.map { typeface.measure($0, size: sizes.rest) + gap } ?? 0
        let nameRoom = max(0, width - (price == nil ? 0 : priceWidth + gap) - regularWidth)
        var name = typeface.truncate(Typeface.singleLine(wording(card.name)), size: sizes.main, maxWidth: nameRoom)
        var nameSize = sizes.main
        var facts: String?
        if layout.bannerLines > 1, !card.facts.isEmpty {
            facts = typeface.truncate(
                Typeface.singleLine(card.facts.map(wording.callAsFunction).joined(separator: " · ")), size: sizes.rest, maxWidth: width)
        }
        if card.name.isPhrase {
            // The kiosk's own words ("Please ask a member of staff") are read whole: smaller, or
            // on the facts' line, never cut.
            let (lines, size) = typeface.fit(
                Typeface.singleLine(wording(card.name)), size: sizes.main, maxWidth: nameRoom, maxLines: facts == nil ? layout.bannerLines : 1,
                minimumScale: 0.6)
            name = lines.first ?? ""
            nameSize = size
            if lines.count > 1 { facts = lines[1] }
        }
        return Lines(title: title, name: name, nameSize: nameSize, price: price, regularPrice: regular, facts: facts)
    }

    /// The room the age badge takes at the end of the title line: its width and a gap.
    static func badgeWidth(
        _ age: Int, sizes: (title: Int, main: Int, rest: Int, padding: Float, gap: Float), layout: SceneLayout, bold: Typeface
    ) -> Float {
        AgeBadge.width(age, size: sizes.title, bold: bold, scale: layout.scale) + (12 * layout.scale).rounded()
    }

    /// Draws `card` in the banner's place; returns the panel.
    @discardableResult
    public func draw(
        _ card: ProductCard, banner: ResultBanner, sizes: (title: Int, main: Int, rest: Int, padding: Float, gap: Float), layout: SceneLayout,
        wording: Wording = .english, on canvas: Canvas
    ) -> Rect {
        let lines = lines(for: card, layout: layout, sizes: sizes, wording: wording)
        let panel = banner.frame(in: layout, lineCount: layout.bannerLines)
        canvas.draw(FilledRoundedRect(rect: panel, radius: (16 * layout.scale).rounded()), color: layout.palette.panel)
        let indent = Self.pictureIndent(card, layout: layout, padding: sizes.padding)
        if let picture = card.picture {
            // Centred in its square, at the start of the line (the right end, right to left).
            let side = Float(Self.pictureSide(layout))
            let square = layout.rightToLeft ? panel.maxX - sizes.padding - side : panel.minX + sizes.padding
            let left = square + (side - Float(picture.width)) / 2
            picture.draw(x: Int(left.rounded()), y: Int((panel.centre.y - Float(picture.height) / 2).rounded()), on: canvas)
        }
        // The text between the padding and the picture: each line starts at its reading start
        // (`start`); the price and the badge stand at the other end (`end`).
        let textLeft = panel.minX + sizes.padding + (layout.rightToLeft ? 0 : indent)
        let textRight = panel.maxX - sizes.padding - (layout.rightToLeft ? indent : 0)
        func start(_ width: Float) -> Float { layout.lineStart(width, left: textLeft, right: textRight) }
        func end(_ width: Float) -> Float { layout.rightToLeft ? textLeft : textRight - width }
        let column = Rect(x: textLeft, y: panel.minY, width: textRight - textLeft, height: panel.height)
        /// The column less `reserved` at the line's end (what the price or the badge takes).
        func room(less reserved: Float) -> Rect {
            Rect(x: layout.rightToLeft ? textLeft + reserved : textLeft, y: column.minY, width: column.width - reserved, height: column.height)
        }
        let titleMetrics = bold.lineMetrics(size: sizes.title)
        var baseline = panel.minY + sizes.padding + titleMetrics.ascender
        let warns = card.state == .notOnFile || card.state == .unavailable
        let titleColor = warns ? layout.palette.warning : layout.palette.panelTitle
        let badge = card.minAge > 0 ? Self.badgeWidth(card.minAge, sizes: sizes, layout: layout, bold: bold) : 0
        bold.draw(
            lines.title, size: sizes.title, at: Point(start(bold.measure(lines.title, size: sizes.title)), baseline), color: titleColor, on: canvas,
            in: room(less: badge))
        if card.minAge > 0 {
            let width = AgeBadge.width(card.minAge, size: sizes.title, bold: bold, scale: layout.scale)
            AgeBadge.draw(card.minAge, size: sizes.title, x: end(width), baseline: baseline, bold: bold, layout: layout, on: canvas)
        }
        let mainMetrics = typeface.lineMetrics(size: sizes.main)
        baseline += -titleMetrics.descender + sizes.gap + mainMetrics.ascender
        // The price at the line's end; a promotion's regular price, struck, on its inner side.
        var priceEdge = layout.rightToLeft ? textLeft : textRight
        if let price = lines.price {
            let width = bold.measure(price, size: sizes.main)
            let color = lines.regularPrice == nil && card.regularPrice == nil ? ResultBanner.textColor : layout.palette.offer
            bold.draw(price, size: sizes.main, at: Point(end(width), baseline), color: color, on: canvas, in: column)
            priceEdge = layout.rightToLeft ? textLeft + width : textRight - width
        }
        if let regular = lines.regularPrice {
            let gap = typeface.measure("  ", size: sizes.main)
            let regularWidth = typeface.measure(regular, size: sizes.rest)
            let left = layout.rightToLeft ? priceEdge + gap : priceEdge - gap - regularWidth
            let color = layout.palette.struckPrice
            typeface.draw(regular, size: sizes.rest, at: Point(left, baseline), color: color, on: canvas, in: column)
            // Struck through at the middle of the digits' height.
            let digitHeight = typeface.lineMetrics(size: sizes.rest).ascender * 0.7
            let thickness = max(1, (2 * layout.scale).rounded())
            let strike = Rect(x: left, y: (baseline - digitHeight / 2 - thickness / 2).rounded(), width: regularWidth, height: thickness)
            canvas.draw(FilledRoundedRect(rect: strike, radius: 0), color: color)
        }
        // The name in what the prices leave (as `lines` cut it).
        let gap = typeface.measure("  ", size: sizes.main)
        let taken =
            (lines.price.map { bold.measure($0, size: sizes.main) + gap } ?? 0)
            + (lines.regularPrice.map { typeface.measure($0, size: sizes.rest) + gap } ?? 0)
        typeface.draw(
            lines.name, size: lines.nameSize, at: Point(start(typeface.measure(lines.name, size: lines.nameSize)), baseline),
            color: ResultBanner.textColor, on: canvas, in: room(less: taken))
        if let facts = lines.facts {
            // The facts, or the second line of the kiosk's own words at their size.
            let size = card.name.isPhrase ? lines.nameSize : sizes.rest
            typeface.draw(
                facts, size: size, at: Point(start(typeface.measure(facts, size: size)), baseline + mainMetrics.lineHeight),
                color: card.name.isPhrase ? ResultBanner.textColor : layout.palette.secondaryText, on: canvas, in: column)
        }
        return panel
    }
}
