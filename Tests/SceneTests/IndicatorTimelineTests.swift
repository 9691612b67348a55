import Render
// IndicatorTimelineTests: the indicator at chosen instants, idle and through a capture.
import Scene
import Testing

let region = Rect(x: 100, y: 100, width: 400, height: 400)

func timeline(_ idle: IdleAnimation = .breathe, effect: CaptureEffect = CaptureEffect(), shape: FocusShape = .corners) -> IndicatorTimeline {
    var style = FocusStyle()
    style.idle = idle
    style.effect = effect
    style.shape = shape
    return IndicatorTimeline(style: style, region: region)
}

/// A code seen slightly turned, smaller than the region, clockwise from its top-left.
let codeQuad = [Point(220, 190), Point(390, 210), Point(375, 380), Point(205, 360)]

func size(_ pose: IndicatorPose) -> (width: Float, height: Float) {
    let xs = pose.corners.map(\.x), ys = pose.corners.map(\.y)
    return (xs.max()! - xs.min()!, ys.max()! - ys.min()!)
}

@Suite struct IndicatorTimelineTests {
    @Test func breatheScalesAndFadesWithAPeriodOf2_4Seconds() {
        let t = timeline()
        let start = t.idlePose(0), middle = t.idlePose(1.2)
        #expect(abs(start.scale(relativeTo: 400) - 1) < 1e-5 && start.opacity == 0.75)
        #expect(abs(middle.scale(relativeTo: 400) - 1.05) < 1e-5 && abs(middle.opacity - 1) < 1e-6)
        #expect(t.idlePose(2.4) == start || zip(t.idlePose(2.4).corners, start.corners).allSatisfy { ($0 - $1).length < 1e-3 })
        #expect(abs(t.idlePose(0.6).scale(relativeTo: 400) - 1.025) < 1e-4, "sine-eased: halfway in scale a quarter period in")
        #expect(start.centre == region.centre)
    }

    @Test func morphReachesTheBarcodeAspectAt1_25Seconds() {
        let t = timeline(.morph)
        let square = size(t.idlePose(0)), wide = size(t.idlePose(1.25)), back = size(t.idlePose(2.5))
        #expect(square.width == 400 && square.height == 400 && back.width == 400)
        #expect(abs(wide.width - 550) < 1e-3 && abs(wide.height - 250) < 1e-3)
        #expect(abs(wide.width / wide.height - 275.0 / 125) < 1e-4)
        // Ease-in-out: halfway through a leg is halfway in shape, a quarter in is less than a quarter.
        #expect(abs(size(t.idlePose(0.625)).width - 475) < 0.01)
        #expect(size(t.idlePose(0.3125)).width < 400 + 150 * 0.25)
    }

    @Test func fixedStaysOnTheRegion() {
        #expect(timeline(.fixed).idlePose(7.3).corners == [region.topLeft, region.topRight, region.bottomRight, region.bottomLeft])
    }

    @Test func hiddenStylesDrawNothingBeforeACapture() {
        for idle in [IdleAnimation.hidden, .hiddenUntilCapture] {
            for time in stride(from: 0.0, through: 5, by: 0.25) { #expect(!timeline(idle).idlePose(time).isVisible) }
        }
        #expect(!timeline(.hidden).capturePose(0.5, idleTime: 1, quad: codeQuad).isVisible, "hidden is never drawn")
        let fromHidden = timeline(.hiddenUntilCapture).capturePose(0, idleTime: 1, quad: codeQuad)
        #expect(
            fromHidden.isVisible && fromHidden.corners == [region.topLeft, region.topRight, region.bottomRight, region.bottomLeft],
            "the effect starts from the focus square")
    }

    @Test func anticipationPeaksNear1_11WithTheSpringsOvershoot() {
        let t = timeline(.fixed)
        let scales = stride(from: 0.0, to: 0.28, by: 0.001).map { t.capturePose($0, idleTime: 0, quad: codeQuad).scale(relativeTo: 400) }
        let peak = scales.max()!
        let overshoot = SpringCurve(damping: 0.62, duration: 0.28).peak.overshoot
        #expect(peak > 1.11 && abs(peak - (1 + 0.11 * (1 + Float(overshoot)))) < 0.002, "peak \(peak)")
        #expect(abs(t.capturePose(0.28 - 1e-9, idleTime: 0, quad: codeQuad).scale(relativeTo: 400) - 1.11) < 1e-3)
        // Anticipation starts from the idle pose at that instant (breathe at its largest here).
        let breathing = timeline(.breathe)
        #expect(
            breathing.capturePose(0, idleTime: 1.2, quad: codeQuad)
                == IndicatorPose(corners: breathing.idlePose(1.2).corners, opacity: 1, bloom: 0, flowTurns: 0))
    }

    @Test func cornersLockOnTheCodeAfterTheLockDuration() {
        for idle in [IdleAnimation.breathe, .morph] {
            let t = timeline(idle)
            for time in [0.28 + 0.45, 1.0, 30.0] {
                let pose = t.capturePose(time, idleTime: 0.7, quad: codeQuad)
                for (corner, target) in zip(pose.corners, codeQuad) { #expect((corner - target).length < 1) }
                #expect(pose.opacity == 1 && pose.bloom == 1)
            }
            // Halfway through the lock the corners are on their way.
            let midway = t.capturePose(0.28 + 0.1, idleTime: 0.7, quad: codeQuad)
            #expect((midway.corners[0] - codeQuad[0]).length > 5)
        }
    }

    @Test func theGradientFlowsOneTurnPerFlowDuration() {
        let t = timeline()
        #expect(abs(t.capturePose(0.8, idleTime: 0, quad: codeQuad).flowTurns - 0.25) < 1e-5)
        var still = CaptureEffect()
        still.flowDuration = 0
        #expect(timeline(effect: still).capturePose(2.5, idleTime: 0, quad: codeQuad).flowTurns == 0)
    }

    @Test func noEffectLocksStraightOnWithTheSolidStroke() {
        let t = timeline(.fixed, effect: .none)
        for time in stride(from: 0.0, through: 1, by: 0.05) {
            let pose = t.capturePose(time, idleTime: 0, quad: codeQuad)
            #expect(pose.bloom == 0)
            #expect(pose.scale(relativeTo: 400) <= 1.0001, "no anticipation growth")
        }
        #expect(t.capturePose(0.45, idleTime: 0, quad: codeQuad).corners == codeQuad)
        // Ease-out: more than half way at half time.
        let half = t.capturePose(0.225, idleTime: 0, quad: codeQuad)
        #expect((half.corners[0] - region.topLeft).length > 0.5 * (codeQuad[0] - region.topLeft).length)
    }

    @Test func releaseFadesOutThenTheIdleAnimationRestarts() {
        let t = timeline()
        let locked = t.capturePose(2, idleTime: 0, quad: codeQuad)
        #expect(t.releasePose(0, locked: locked) == locked)
        #expect(abs(t.releasePose(0.075, locked: locked).opacity - 0.5) < 1e-3)
        #expect(!t.releasePose(0.15, locked: locked).isVisible)
        let idle = t.releasePose(0.3, locked: locked)
        #expect(idle.corners == t.idlePose(0.15).corners && idle.opacity == t.idlePose(0.15).opacity)
    }

    @Test func theCodesCornersAreMatchedWithoutTwisting() {
        let reference = [region.topLeft, region.topRight, region.bottomRight, region.bottomLeft]
        // The code held a quarter turn clockwise: its own top-left is at the screen's top-right.
        let turned = [codeQuad[1], codeQuad[2], codeQuad[3], codeQuad[0]]
        #expect(IndicatorTimeline.matched(turned, to: reference) == codeQuad)
        // Mirrored preview: the corners come counter-clockwise.
        let mirrored = [codeQuad[1], codeQuad[0], codeQuad[3], codeQuad[2]]
        #expect(IndicatorTimeline.matched(mirrored, to: reference) == codeQuad)
    }
}
