// SceneLayout: where things go on a screen of a given size.
import Render

/// The geometry of the scanner screen: the focus cutout, the banner area, sizes scaled by
/// `ui.scale`. Pure values; recomputed only when the screen or the options change.
public struct SceneLayout: Sendable, Equatable {
    public let width: Int
    public let height: Int
    public let scale: Float
    /// The focus square, centred; `focus.size` of the shorter side.
    public let cutout: Rect

    public init(width: Int, height: Int, focusSize: Float, scale: Float) {
        self.width = width
        self.height = height
        self.scale = scale
        let side = (focusSize * Float(min(width, height))).rounded()
        cutout = Rect(centre: Point((Float(width) / 2).rounded(), (Float(height) / 2).rounded()), width: side, height: side)
    }

    public var screen: Rect { Rect(x: 0, y: 0, width: Float(width), height: Float(height)) }
    public var screenPixels: PixelRect { PixelRect(x: 0, y: 0, width: width, height: height) }
    /// The cutout in whole pixels (its edges are on pixel boundaries).
    public var cutoutPixels: PixelRect { PixelRect(covering: cutout) }
    /// Outer margin of panels such as the banner.
    public var margin: Float { (24 * scale).rounded() }
}
