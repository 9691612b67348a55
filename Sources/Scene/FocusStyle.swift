// FocusStyle: the focus indicator's shape, idle animation and capture effect, with the
// defaults of the scanner UI the kiosk is modelled on.
import Render

public enum FocusShape: String, Sendable, CaseIterable {
    /// Four L-shaped brackets on the corners.
    case corners
    /// A rounded rectangle.
    case box
}

public enum IdleAnimation: String, Sendable, CaseIterable {
    /// Scale 1.00 ↔ 1.05 and opacity 0.75 ↔ 1, sine-eased, period 2.4 s.
    case breathe
    /// Square ↔ a 275:125 barcode-shaped rectangle, 1.25 s each way, ease-in-out.
    case morph
    /// Still.
    case fixed
    /// Not drawn until a capture; the effect starts from the focus square.
    case hiddenUntilCapture
    /// Never drawn.
    case hidden
}

/// The capture effect's parameters (`effect.*` in a config file). `enabled == false` is the
/// `none` effect: no anticipation, gradient or glow; the indicator locks straight on with its
/// solid stroke in `lockDuration`, eased out.
public struct CaptureEffect: Sendable, Equatable {
    public var enabled = true
    /// Anticipation: the indicator grows to `scale` times its size.
    public var scale = 1.11
    public var anticipationDuration = 0.28
    /// Damping ratio of both springs (anticipation and lock-on).
    public var springDamping = 0.62
    /// The conic gradient of the stroke; empty keeps the solid colour.
    public var gradientColors: [Color] = ["#32ADE6", "#007AFF", "#AF52DE", "#FF2D55"].map { Color(hex: $0)! }
    /// Seconds per turn of the gradient; 0 keeps it still.
    public var flowDuration = 3.2
    public var innerGlowColor = Color(hex: "#32ADE6")!
    public var innerGlowRadius: Float = 10
    public var outerGlowColor = Color(hex: "#AF52DE")!
    public var outerGlowRadius: Float = 22
    public var glowOpacity: Float = 0.95
    public var lockDuration = 0.45

    public init() {}

    public static let none: CaptureEffect = {
        var effect = CaptureEffect()
        effect.enabled = false
        return effect
    }()
}

/// Everything about how the focus indicator looks and moves.
public struct FocusStyle: Sendable, Equatable {
    public var shape: FocusShape = .corners
    public var idle: IdleAnimation = .breathe
    public var effect = CaptureEffect()
    public var color: Color = .white
    /// Fraction of each edge the corner brackets' arms cover.
    public var armFraction: Float = 0.22
    /// Stroke widths and the box's corner radius at `ui.scale` 1.
    public var cornersLineWidth: Float = 4
    public var boxLineWidth: Float = 3
    public var boxRadius: Float = 12

    public init() {}
}
