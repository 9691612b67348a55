import Render
// FocusIndicatorTests: the pixels of the indicator: solid without the effect, gradient and
// glow with it, still or flowing.
import Scene
import Testing

func render(_ pose: IndicatorPose, style: FocusStyle) -> PixelImage {
    let image = PixelImage(width: 600, height: 600)
    FocusIndicator(style: style).draw(pose, on: Canvas(surface: image.surface))
    return image
}

@Suite struct FocusIndicatorTests {
    @Test func withoutTheEffectEveryIndicatorPixelHasTheSolidColour() {
        for shape in FocusShape.allCases {
            var style = FocusStyle()
            style.shape = shape
            style.effect = .none
            style.color = Color(rgb: 0xFFCC00)
            let t = IndicatorTimeline(style: style, region: region)
            let image = render(t.capturePose(0.2, idleTime: 0, quad: codeQuad), style: style)
            var lit = 0
            for p in image.pixels where p != 0 {
                lit += 1
                // Over black, a coverage c gives (255c, 204c, 0): the solid colour, nothing else.
                let r = Double(p >> 16), g = Double(p >> 8 & 0xFF), b = p & 0xFF
                #expect(b == 0 && abs(g - r * 0.8) <= 1.5, "\(shape): pixel \(String(p, radix: 16))")
            }
            #expect(lit > 500)
        }
    }

    @Test func cyberNeonGlowReachesTheOuterRadiusAndFades() {
        let style = FocusStyle()
        let t = IndicatorTimeline(style: style, region: region)
        // Locked on an axis-aligned code so a column crosses one arm at a right angle.
        let square = [Point(200, 200), Point(400, 200), Point(400, 400), Point(200, 400)]
        let image = render(t.capturePose(2, idleTime: 0, quad: square), style: style)
        // Column 220 crosses the top-left bracket's horizontal arm (y 200, 4 px wide): going up
        // from its edge at 198 the glow fades and is gone past 22 px.
        let above = (0..<26).map { image[220, 197 - $0] }
        let brightness = above.map { Int($0 >> 16) + Int($0 >> 8 & 0xFF) + Int($0 & 0xFF) }
        #expect(brightness[0] > 200)
        #expect(zip(brightness, brightness.dropFirst()).allSatisfy { $0 >= $1 }, "fades: \(brightness)")
        #expect(brightness[19] > 0, "glow still there 20 px out")
        #expect(brightness[23] == 0, "nothing past the outer radius")
        // Inside the stroke the colour comes from the gradient: not white, not grey.
        let stroke = image[220, 200]
        #expect(stroke != 0xFFFFFF && (stroke >> 16) != (stroke & 0xFF))
    }

    @Test func flowDurationZeroKeepsTheGradientStillOtherwiseItTurns() {
        var still = FocusStyle()
        still.effect.flowDuration = 0
        let flowing = FocusStyle()
        func frames(_ style: FocusStyle) -> (PixelImage, PixelImage) {
            let t = IndicatorTimeline(style: style, region: region)
            return (
                render(t.capturePose(1.0, idleTime: 0, quad: codeQuad), style: style),
                render(t.capturePose(1.8, idleTime: 0, quad: codeQuad), style: style)
            )
        }
        let (a, b) = frames(still)
        #expect(a.pixels == b.pixels)
        let (c, d) = frames(flowing)
        #expect(c.pixels != d.pixels)
    }

    @Test func gradientOffAndGlowOffKeepOnlyTheSpringPop() {
        var style = FocusStyle()
        style.effect.gradientColors = []
        style.effect.glowOpacity = 0
        let t = IndicatorTimeline(style: style, region: region)
        let pose = t.capturePose(0.15, idleTime: 0, quad: codeQuad)
        #expect(pose.scale(relativeTo: 400) > 1.1, "the pop is still there")
        for p in render(pose, style: style).pixels where p != 0 {
            #expect(p >> 16 == p & 0xFF && p >> 16 == p >> 8 & 0xFF, "solid white only")
        }
    }
}
