// SceneLayout: where things go on a screen of a given size.
import Render

/// The geometry of the scanner screen: the focus cutout, the banner area, sizes scaled by
/// `ui.scale`. Pure values; recomputed only when the screen or the options change.
public struct SceneLayout: Sendable, Equatable {
    public let width: Int
    public let height: Int
    public let scale: Float
    /// The focus square: `focus.size` of the shorter side, centred, but raised where the
    /// screen is too short to show a two-line result banner below it (800x480 panels), so the
    /// banner never covers the code it reports.
    public let cutout: Rect

    /// The height kept free under the cutout: a two-line banner (see `ResultBanner`) and a gap.
    public static func bannerReserve(scale: Float) -> Float { (128 + 12) * scale }

    public init(width: Int, height: Int, focusSize: Float, scale: Float) {
        self.width = width
        self.height = height
        self.scale = scale
        let side = (focusSize * Float(min(width, height))).rounded()
        let margin = (24 * scale).rounded()
        let centredTop = ((Float(height) - side) / 2).rounded()
        let highestTop = min(centredTop, margin)
        let top = max(highestTop, min(centredTop, Float(height) - margin - Self.bannerReserve(scale: scale) - side))
        cutout = Rect(x: ((Float(width) - side) / 2).rounded(), y: top, width: side, height: side)
    }

    public var screen: Rect { Rect(x: 0, y: 0, width: Float(width), height: Float(height)) }

    /// Where the preview is aspect-filled: the smallest area centred on the cutout that covers
    /// the screen, so the camera's centre is the cutout's centre even when the cutout is raised.
    public var previewArea: PixelRect {
        let cx = Int(cutout.centre.x.rounded()), cy = Int(cutout.centre.y.rounded())
        let halfWidth = max(cx, width - cx), halfHeight = max(cy, height - cy)
        return PixelRect(x: cx - halfWidth, y: cy - halfHeight, width: 2 * halfWidth, height: 2 * halfHeight)
    }
    public var screenPixels: PixelRect { PixelRect(x: 0, y: 0, width: width, height: height) }
    /// The cutout in whole pixels (its edges are on pixel boundaries).
    public var cutoutPixels: PixelRect { PixelRect(covering: cutout) }
    /// Outer margin of panels such as the banner.
    public var margin: Float { (24 * scale).rounded() }
}
