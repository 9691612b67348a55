// IndicatorTimeline: where the focus indicator is and how it looks at any instant, as a pure
// function of the focus style, the cutout, the capture (if any) and the time.
import FoundationEssentials
import Glibc
import Render

/// The indicator at one instant: its four corners on screen (clockwise from top-left), its
/// opacity, how far the neon look has bloomed (0 solid, 1 full gradient and glow) and the
/// gradient's rotation in turns.
public struct IndicatorPose: Sendable, Equatable {
    public var corners: [Point]
    public var opacity: Float
    public var bloom: Float
    public var flowTurns: Float

    public init(corners: [Point], opacity: Float, bloom: Float, flowTurns: Float) {
        self.corners = corners
        self.opacity = opacity
        self.bloom = bloom
        self.flowTurns = flowTurns
    }

    public var isVisible: Bool { opacity > 0.001 }

    /// The scale of the pose relative to a square of side `side`: mean distance of the corners
    /// from their centre, over that of the square.
    public func scale(relativeTo side: Float) -> Float {
        let c = centre
        let mean = corners.map { ($0 - c).length }.reduce(0, +) / Float(corners.count)
        return mean / (side / 2 * Float(2).squareRoot())
    }

    public var centre: Point {
        Point(corners.map(\.x).reduce(0, +) / 4, corners.map(\.y).reduce(0, +) / 4)
    }

    static func rect(_ r: Rect) -> [Point] { [r.topLeft, r.topRight, r.bottomRight, r.bottomLeft] }
}

public struct IndicatorTimeline: Sendable {
    public let style: FocusStyle
    /// The focus square on screen.
    public let region: Rect
    /// How long the locked indicator takes to fade out on resume, and the idle one to fade in.
    public static let releaseDuration = 0.15

    public init(style: FocusStyle, region: Rect) {
        self.style = style
        self.region = region
    }

    // MARK: idle

    /// The idle indicator `t` seconds after the idle animation (re)started.
    public func idlePose(_ t: Double) -> IndicatorPose {
        switch style.idle {
        case .breathe:
            // e goes 0 → 1 → 0 over the period, sine-eased.
            let e = Float((1 - cos(2 * Double.pi * t / 2.4)) / 2)
            return IndicatorPose(corners: IndicatorPose.rect(region.scaled(1 + 0.05 * e)), opacity: 0.75 + 0.25 * e, bloom: 0, flowTurns: 0)
        case .morph:
            // 1.25 s square → wide, 1.25 s back, eased both ways.
            let phase = t.truncatingRemainder(dividingBy: 2.5)
            let linear = phase < 1.25 ? phase / 1.25 : (2.5 - phase) / 1.25
            let e = Float(CubicBezierEasing.easeInOut(linear))
            let side = region.width
            let rect = Rect(centre: region.centre, width: side * (1 + 0.375 * e), height: side * (1 - 0.375 * e))
            return IndicatorPose(corners: IndicatorPose.rect(rect), opacity: 1, bloom: 0, flowTurns: 0)
        case .fixed:
            return IndicatorPose(corners: IndicatorPose.rect(region), opacity: 1, bloom: 0, flowTurns: 0)
        case .hiddenUntilCapture, .hidden:
            return IndicatorPose(corners: IndicatorPose.rect(region), opacity: 0, bloom: 0, flowTurns: 0)
        }
    }

    /// Where the capture effect starts from: the idle pose at the capture, or the plain focus
    /// square when the idle indicator is hidden until a capture.
    func startPose(idleTime: Double) -> IndicatorPose {
        if style.idle == .hiddenUntilCapture {
            return IndicatorPose(corners: IndicatorPose.rect(region), opacity: 1, bloom: 0, flowTurns: 0)
        }
        return idlePose(idleTime)
    }

    // MARK: capture

    /// The indicator `t` seconds into a capture that happened `idleTime` seconds into the idle
    /// animation, locking onto `quad`.
    public func capturePose(_ t: Double, idleTime: Double, quad: [Point]) -> IndicatorPose {
        if style.idle == .hidden { return IndicatorPose(corners: quad, opacity: 0, bloom: 0, flowTurns: 0) }
        let effect = style.effect
        let start = startPose(idleTime: idleTime)
        let target = Self.matched(quad, to: start.corners)
        guard effect.enabled else {
            let p = Float(CubicBezierEasing.easeOut(t / max(effect.lockDuration, 1e-6)))
            return IndicatorPose(
                corners: zip(start.corners, target).map { Point.lerp($0, $1, p) },
                opacity: start.opacity + (1 - start.opacity) * p, bloom: 0, flowTurns: 0)
        }
        let spring = SpringCurve(damping: effect.springDamping, duration: effect.anticipationDuration)
        let flow = effect.flowDuration > 0 ? Float((t / effect.flowDuration).truncatingRemainder(dividingBy: 1)) : 0
        // Anticipation: grow about the centre to `scale`, blooming into gradient and glow.
        let startCentre = start.centre
        let grown = start.corners.map { startCentre + ($0 - startCentre) * Float(effect.scale) }
        let a = Float(spring.progress(t))
        let bloom = Float(CubicBezierEasing.easeOut(t / effect.anticipationDuration))
        if t < effect.anticipationDuration {
            return IndicatorPose(
                corners: zip(start.corners, grown).map { Point.lerp($0, $1, a) },
                opacity: start.opacity + (1 - start.opacity) * min(bloom * 2, 1), bloom: bloom, flowTurns: flow)
        }
        // Lock-on: each corner springs from the grown rectangle onto the code's corner.
        let lock = SpringCurve(damping: effect.springDamping, duration: effect.lockDuration)
        let l = Float(lock.progress(t - effect.anticipationDuration))
        return IndicatorPose(corners: zip(grown, target).map { Point.lerp($0, $1, l) }, opacity: 1, bloom: 1, flowTurns: flow)
    }

    /// The locked indicator fading out `t` seconds after resuming, then the idle animation
    /// fading in from its start.
    public func releasePose(_ t: Double, locked: IndicatorPose) -> IndicatorPose {
        let fade = Self.releaseDuration
        if t < fade {
            var pose = locked
            pose.opacity *= Float(1 - t / fade)
            return pose
        }
        var idle = idlePose(t - fade)
        idle.opacity *= Float(min(1, (t - fade) / fade))
        return idle
    }

    /// `quad` made clockwise on screen and turned so each corner is the one nearest the
    /// matching corner of `reference` (the indicator's corners keep their roles: no twisting
    /// when the code is held sideways or the preview is mirrored).
    public static func matched(_ quad: [Point], to reference: [Point]) -> [Point] {
        guard quad.count == 4, reference.count == 4 else { return quad }
        var q = quad
        // Shoelace sum: positive is clockwise with y pointing down.
        let area = (0..<4).reduce(Float(0)) { sum, i in
            let a = q[i], b = q[(i + 1) % 4]
            return sum + (a.x * b.y - b.x * a.y)
        }
        if area < 0 { q.reverse() }
        var best = q, bestCost = Float.infinity
        for shift in 0..<4 {
            let candidate = (0..<4).map { q[($0 + shift) % 4] }
            let cost = zip(candidate, reference).map { ($0 - $1).length }.reduce(0) { $0 + $1 * $1 }
            if cost < bestCost { bestCost = cost; best = candidate }
        }
        return best
    }
}
