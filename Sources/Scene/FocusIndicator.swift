// FocusIndicator: draws the indicator of a pose: corner brackets or a rounded box, solid or
// in the cyber-neon look (conic gradient stroke over inner and outer glows).
import Render

public struct FocusIndicator: Sendable {
    public let style: FocusStyle
    /// `ui.scale`: line widths, radii and glow radii are multiplied by it.
    public let scale: Float

    public init(style: FocusStyle, scale: Float = 1) {
        self.style = style
        self.scale = scale
    }

    /// The brackets for corners `c` (clockwise): at each corner, arms along its two edges, each
    /// covering `armFraction` of that edge, so a perspective quad gets perspective brackets.
    public func brackets(_ c: [Point]) -> [[Point]] {
        (0..<4).map { i in
            let corner = c[i], previous = c[(i + 3) % 4], next = c[(i + 1) % 4]
            return [Point.lerp(corner, previous, style.armFraction), corner, Point.lerp(corner, next, style.armFraction)]
        }
    }

    /// The path of a pose: four brackets, or the rounded outline through the corners.
    public func path(for pose: IndicatorPose) -> StrokePath {
        var path = StrokePath()
        switch style.shape {
        case .corners:
            for bracket in brackets(pose.corners) { path.addPolyline(bracket) }
        case .box:
            path.addRoundedPolygon(pose.corners, radius: style.boxRadius * scale)
        }
        return path
    }

    /// The stroke style of a pose: solid, blooming into the gradient and glows with `bloom`.
    public func strokeStyle(for pose: IndicatorPose) -> StrokeStyle {
        let effect = style.effect
        let lineWidth = (style.shape == .corners ? style.cornersLineWidth : style.boxLineWidth) * scale
        var stroke = StrokeStyle(lineWidth: lineWidth, color: style.color, opacity: pose.opacity)
        guard effect.enabled, pose.bloom > 0 else { return stroke }
        if !effect.gradientColors.isEmpty {
            stroke.gradient = ConicGradient(centre: pose.centre, colors: effect.gradientColors, rotation: pose.flowTurns)
            stroke.gradientMix = pose.bloom
        }
        let glow = effect.glowOpacity * pose.bloom
        if glow > 0 {
            stroke.glows = [
                Glow(color: effect.outerGlowColor, radius: effect.outerGlowRadius * scale, opacity: glow),
                Glow(color: effect.innerGlowColor, radius: effect.innerGlowRadius * scale, opacity: glow),
            ]
        }
        return stroke
    }

    public func draw(_ pose: IndicatorPose, on canvas: Canvas) {
        guard pose.isVisible else { return }
        canvas.stroke(path(for: pose), style: strokeStyle(for: pose))
    }
}
