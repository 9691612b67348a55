// SceneLayout: where everything goes on a screen of a given size and density: the mode
// control, the focus cutout, the shutter, the banner, the tab bar, the history list.
import Pixels
import Render

/// The geometry of the kiosk's screen. Touch targets are at least 9 mm on the configured panel
/// (`pixelsPerMM`); drawn sizes follow `ui.scale`. Portrait panels stack the cutout above the
/// shutter; landscape panels put the shutter in a column on the right. Room for the result
/// banner is kept below the cutout (two lines where the panel is tall enough, else one), so
/// the cutout never moves when a result appears and the banner never covers the code.
/// Pure values; recomputed only when the screen or the options change.
public struct SceneLayout: Sendable, Equatable {
    public let width: Int
    public let height: Int
    public let scale: Float
    public let pixelsPerMM: Float
    public let isPortrait: Bool
    /// Outer margin and the gap between elements.
    public let margin: Float
    /// The smallest side of anything tapped: 9 mm.
    public let target: Float
    /// Where the touch controls go: `low` puts the mode control (and the language button beside
    /// it) right above the tab bar and the shutter at the bottom of its column.
    public let controls: ControlsPlacement
    /// How much larger than the layout's scale the kiosk's words are (`TextSize.factor`).
    public let textScale: Float
    /// The Barcode | Number segmented control, top centre (above the tab bar with `controls` low).
    public let modeControl: Rect
    /// The Scanner | History tab bar along the bottom edge.
    public let tabBar: Rect
    /// Between the mode control and the tab bar.
    public let content: Rect
    /// The focus square.
    public let cutout: Rect
    /// The shutter button's centre and radius.
    public private(set) var shutterCentre: Point
    public let shutterRadius: Float
    /// Where the result banner goes (its bottom edge and width; its height follows its text).
    public private(set) var bannerArea: Rect
    /// Mirrored for a right-to-left language: the shutter's column, the banner's side, the
    /// basket's side, the order of the tabs and modes, text aligned right. The camera's picture,
    /// the focus square's place and codes, digits and prices never mirror.
    public private(set) var rightToLeft = false
    /// How many lines of text the banner has room for (2, or 1 on short landscape panels).
    public let bannerLines: Int
    /// The banner's height with `bannerLines` lines (from its fonts).
    public let bannerHeight: Float
    /// The colours of the theme the screen is drawn in (`themed`).
    public private(set) var palette = ScenePalette.standard

    /// - Parameters:
    ///   - bannerHeight: the banner's height for one and two lines of text (from its fonts).
    public init(
        width: Int, height: Int, focusSize: Float, scale: Float, pixelsPerMM: Float = 5,
        bannerHeight: (one: Float, two: Float) = (94, 127), controls: ControlsPlacement = .normal, textScale: Float = 1
    ) {
        self.width = width
        self.height = height
        self.scale = scale
        self.controls = controls
        self.textScale = textScale
        self.pixelsPerMM = pixelsPerMM
        let w = Float(width), h = Float(height)
        isPortrait = h > w
        margin = max(8, 2 * pixelsPerMM).rounded()
        target = max(40, 9 * pixelsPerMM).rounded()
        let m = margin
        tabBar = Rect(x: 0, y: h - target - m, width: w, height: target + m)
        let modeWidth = min(w - 2 * m, max(2 * 26 * pixelsPerMM, 300 * scale * textScale)).rounded()
        if controls == .low {
            modeControl = Rect(x: ((w - modeWidth) / 2).rounded(), y: tabBar.minY - m - target, width: modeWidth, height: target)
            content = Rect(x: 0, y: m, width: w, height: max(0, modeControl.minY - 2 * m))
        } else {
            modeControl = Rect(x: ((w - modeWidth) / 2).rounded(), y: m, width: modeWidth, height: target)
            content = Rect(x: 0, y: modeControl.maxY + m, width: w, height: max(0, tabBar.minY - m - (modeControl.maxY + m)))
        }
        shutterRadius = (max(target, 14 * pixelsPerMM) / 2).rounded()
        let shutter = 2 * shutterRadius
        let wanted = (focusSize * min(w, h)).rounded()
        if isPortrait {
            // Cutout, then the shutter (the banner takes the shutter's place when it shows).
            shutterCentre = Point((w / 2).rounded(), content.maxY - shutterRadius)
            let lines = content.height - max(shutter, bannerHeight.two) - 3 * m >= min(wanted, w - 2 * m) ? 2 : 1
            bannerLines = lines
            self.bannerHeight = lines == 2 ? bannerHeight.two : bannerHeight.one
            let reserve = max(shutter, lines == 2 ? bannerHeight.two : bannerHeight.one) + m
            let side = max(0, min(wanted, w - 2 * m, content.height - reserve - 2 * m))
            let top = (content.minY + (content.height - reserve - side) / 2).rounded()
            cutout = Rect(x: ((w - side) / 2).rounded(), y: top, width: side, height: side)
            bannerArea = Rect(x: m, y: content.minY, width: w - 2 * m, height: content.height)
        } else {
            // Shutter in a column on the right; the banner under the cutout, left of it.
            let shutterY = controls == .low ? content.maxY - shutterRadius : content.minY + content.height / 2
            shutterCentre = Point((w - m - shutterRadius - m).rounded(), shutterY.rounded())
            let column = shutter + 3 * m
            let lines = content.height - bannerHeight.two - 3 * m >= wanted ? 2 : 1
            bannerLines = lines
            self.bannerHeight = lines == 2 ? bannerHeight.two : bannerHeight.one
            let reserve = (lines == 2 ? bannerHeight.two : bannerHeight.one) + m
            let side = max(0, min(wanted, w - 2 * column, content.height - reserve - 2 * m))
            let top = (content.minY + m + (content.height - reserve - 2 * m - side) / 2).rounded()
            cutout = Rect(x: ((w - side) / 2).rounded(), y: top, width: side, height: side)
            bannerArea = Rect(x: m, y: content.minY, width: w - column - m, height: content.height)
        }
    }

    /// This layout for text written `rightToLeft` (mirrored) or not.
    public func directed(rightToLeft: Bool) -> SceneLayout {
        guard rightToLeft != self.rightToLeft else { return self }
        var layout = self
        layout.rightToLeft = rightToLeft
        layout.shutterCentre = Point(Float(width) - shutterCentre.x, shutterCentre.y)
        layout.bannerArea = Rect(x: Float(width) - bannerArea.maxX, y: bannerArea.y, width: bannerArea.width, height: bannerArea.height)
        return layout
    }

    /// The top of the controls along the bottom: the tab bar's, or the mode control's with
    /// `controls` low (a strip or a hint goes above it).
    public var controlsTop: Float { controls == .low ? modeControl.minY - margin : tabBar.minY }

    /// A text of `points` at this layout's scale and text size, in whole points.
    public func points(_ points: Float) -> Int { Int((points * scale * textScale).rounded()) }

    /// This layout drawn in `theme`'s colours.
    public func themed(_ theme: SceneTheme) -> SceneLayout {
        var layout = self
        layout.palette = .of(theme)
        return layout
    }

    /// `rect` on the side the direction puts it: as it is left to right, mirrored about the
    /// screen's middle right to left.
    public func placed(_ rect: Rect) -> Rect {
        rightToLeft ? Rect(x: Float(width) - rect.maxX, y: rect.y, width: rect.width, height: rect.height) : rect
    }

    /// Where a line `textWidth` wide starts between `left` and `right`: at `left` left to
    /// right, ending at `right` right to left.
    public func lineStart(_ textWidth: Float, left: Float, right: Float) -> Float {
        rightToLeft ? right - textWidth : left
    }

    public var screen: Rect { Rect(x: 0, y: 0, width: Float(width), height: Float(height)) }
    /// The screen less its side margins: the place of a line that has no smaller one.
    public var textArea: Rect { screen.insetBy(dx: margin, dy: 0) }
    /// The cutout in whole pixels (its edges are on pixel boundaries).
    public var cutoutPixels: PixelRect { PixelRect(covering: cutout) }

    /// Where the preview is aspect-filled: the smallest area centred on the cutout that covers
    /// the screen, so the camera's centre is the cutout's centre wherever the cutout is.
    public var previewArea: PixelRect {
        let cx = Int(cutout.centre.x.rounded()), cy = Int(cutout.centre.y.rounded())
        let halfWidth = max(cx, width - cx), halfHeight = max(cy, height - cy)
        return PixelRect(x: cx - halfWidth, y: cy - halfHeight, width: 2 * halfWidth, height: 2 * halfHeight)
    }

    /// The two halves of the mode control and of the tab bar (the tab bar's without its margin).
    public var modeSegments: [Rect] {
        let half = (modeControl.width / 2).rounded()
        return [
            Rect(x: modeControl.x, y: modeControl.y, width: half, height: modeControl.height),
            Rect(x: modeControl.x + half, y: modeControl.y, width: modeControl.width - half, height: modeControl.height),
        ].map(placed)
    }

    public var tabs: [Rect] {
        let half = (tabBar.width / 2).rounded()
        return [
            Rect(x: 0, y: tabBar.y, width: half, height: tabBar.height),
            Rect(x: half, y: tabBar.y, width: tabBar.width - half, height: tabBar.height),
        ].map(placed)
    }

    /// The banner's rectangle for a banner of `height`: at the bottom of its area.
    public func banner(height: Float) -> Rect {
        let width = min(bannerArea.width, (960 * scale).rounded())
        return Rect(x: (bannerArea.minX + (bannerArea.width - width) / 2).rounded(), y: bannerArea.maxY - height, width: width, height: height)
    }

    /// The History list: between the mode control's row and the tab bar, inside the margins.
    public var historyList: Rect {
        Rect(x: margin, y: content.minY, width: screen.width - 2 * margin, height: content.height)
    }

    /// A History row: at least a touch target, two text lines.
    public var historyRowHeight: Float { max(target, (64 * scale).rounded()) }

    /// How far a list of `count` History rows scrolls: until its last row is at the bottom.
    public func historyMaxScroll(count: Int) -> Float {
        max(0, Float(count) * historyRowHeight - historyList.height)
    }

    /// Whether `point` falls on the shutter (a circle at least a touch target across).
    public func hitsShutter(_ point: Point) -> Bool {
        (point - shutterCentre).length <= max(shutterRadius, target / 2)
    }
}
