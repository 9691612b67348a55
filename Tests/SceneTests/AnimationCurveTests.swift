// AnimationCurveTests: the spring and the cubic-bezier easing the indicator moves with.
import Foundation
import Scene
import Testing

@Suite struct SpringCurveTests {
    @Test func startsAtZeroAndEndsExactlyAtOne() {
        let spring = SpringCurve(damping: 0.62, duration: 0.28)
        #expect(spring.progress(0) == 0 && spring.progress(-1) == 0)
        #expect(spring.progress(0.28) == 1 && spring.progress(5) == 1)
    }

    @Test func dampingRatioSetsTheOvershoot() {
        // Underdamped step response peaks e^(-ζπ/√(1-ζ²)) past the target: 8.36% for ζ = 0.62;
        // the ramp that lands the curve exactly on 1 at the end adds up to a third of a percent.
        let peak = SpringCurve(damping: 0.62, duration: 0.28).peak
        #expect(peak.overshoot > 0.0836 && peak.overshoot < 0.0836 + 0.004)
        #expect(peak.time > 0.1 && peak.time < 0.2)
        // The sampled curve agrees with the formula.
        let spring = SpringCurve(damping: 0.62, duration: 0.28)
        let sampled = stride(from: 0.0, through: 0.28, by: 0.0005).map(spring.progress).max()!
        #expect(abs(sampled - (1 + peak.overshoot)) < 0.001)
    }

    @Test func criticalDampingDoesNotOvershoot() {
        let spring = SpringCurve(damping: 1, duration: 0.45)
        let samples = stride(from: 0.0, through: 0.45, by: 0.005).map(spring.progress)
        #expect(samples.allSatisfy { $0 <= 1 })
        #expect(zip(samples, samples.dropFirst()).allSatisfy { $0 <= $1 })
    }
}

@Suite struct CubicBezierEasingTests {
    @Test func easeInOutIsSymmetricWithCSSValues() {
        let ease = CubicBezierEasing.easeInOut
        #expect(ease(0) == 0 && ease(1) == 1)
        #expect(abs(ease(0.5) - 0.5) < 1e-6)
        for x in stride(from: 0.05, to: 1, by: 0.05) {
            #expect(abs(ease(x) + ease(1 - x) - 1) < 1e-6)
        }
        // cubic-bezier(0.42, 0, 0.58, 1) at x = 0.25, as browsers compute it.
        #expect(abs(ease(0.25) - 0.1291) < 0.001)
    }

    @Test func linearControlPointsGiveTheIdentity() {
        let linear = CubicBezierEasing(0.25, 0.25, 0.75, 0.75)
        for x in stride(from: 0.0, through: 1, by: 0.1) { #expect(abs(linear(x) - x) < 1e-6) }
    }
}
