// StrokeStyle: how a stroke path is painted: solid or conic-gradient colour, glow layers beneath.

/// Colours spread evenly around a centre, the last blending back into the first; `rotation`
/// turns the whole gradient (in turns, clockwise on screen). Angle 0 points right.
public struct ConicGradient: Sendable, Equatable {
    public var centre: Point
    public var colors: [Color]
    public var rotation: Float

    public init(centre: Point, colors: [Color], rotation: Float = 0) {
        self.centre = centre
        self.colors = colors
        self.rotation = rotation
    }

    /// The colour at `turns` around (0...1, wrapping), rotation applied.
    public func color(atTurns turns: Float) -> Color {
        guard colors.count > 1 else { return colors.first ?? .clear }
        var t = (turns - rotation).truncatingRemainder(dividingBy: 1)
        if t < 0 { t += 1 }
        let position = t * Float(colors.count)
        let index = min(Int(position), colors.count - 1)
        return Color.lerp(colors[index], colors[(index + 1) % colors.count], position - Float(index))
    }
}

/// A soft halo around a stroke: `color` at `opacity` at the stroke's edge, fading to nothing
/// `radius` pixels beyond it.
public struct Glow: Sendable, Equatable {
    public var color: Color
    public var radius: Float
    public var opacity: Float

    public init(color: Color, radius: Float, opacity: Float) {
        self.color = color
        self.radius = radius
        self.opacity = opacity
    }

    /// Opacity `distance` pixels beyond the stroke's edge: (1 - d/r)², a quick soft falloff.
    @inline(__always)
    public func alpha(beyondEdge distance: Float) -> Float {
        guard distance < radius else { return 0 }
        let f = 1 - max(distance, 0) / radius
        return opacity * f * f
    }
}

public struct StrokeStyle: Sendable, Equatable {
    public var lineWidth: Float
    /// The solid colour (its alpha applies).
    public var color: Color
    /// A gradient mixed over the solid colour by `gradientMix` (0 solid, 1 all gradient).
    public var gradient: ConicGradient?
    public var gradientMix: Float
    /// Drawn beneath the stroke, in order (put the widest first).
    public var glows: [Glow]
    /// Multiplies everything: stroke and glows.
    public var opacity: Float

    public init(lineWidth: Float, color: Color, gradient: ConicGradient? = nil, gradientMix: Float = 0, glows: [Glow] = [], opacity: Float = 1) {
        self.lineWidth = lineWidth
        self.color = color
        self.gradient = gradient
        self.gradientMix = gradientMix
        self.glows = glows
        self.opacity = opacity
    }
}
