// GestureRecognizerTests: tap, long press and drag by distance and timing.
import Input
import Testing

@Suite struct GestureRecognizerTests {
    let p = ScreenPoint(x: 100, y: 100)

    @Test func tapWithinSlopAndDelay() {
        var g = GestureRecognizer()
        #expect(g.handle(.down, at: p, time: 1) == [])
        #expect(g.handle(.move, at: ScreenPoint(x: 110, y: 112), time: 1.1) == [])  // 15.6 px: within 16
        #expect(g.handle(.up, at: ScreenPoint(x: 110, y: 112), time: 1.49) == [.tap(p)])
    }

    @Test func longPressByTimingNotByRelease() {
        var g = GestureRecognizer()
        _ = g.handle(.down, at: p, time: 1)
        #expect(g.deadline == 1.5)
        #expect(g.advance(to: 1.4999) == [])
        #expect(g.advance(to: 1.5) == [.longPress(p)])
        #expect(g.handle(.up, at: p, time: 3) == [])
        // A late timer: the release after the delay is still a long press, not a tap.
        _ = g.handle(.down, at: p, time: 10)
        #expect(g.handle(.up, at: p, time: 10.6) == [.longPress(p)])
    }

    /// A touch held still 3 s is a hold after its long press (the admin gesture); moving past the
    /// slop after the long press, or lifting before 3 s, is none.
    @Test func holdAfterThreeSecondsStill() {
        var g = GestureRecognizer()
        _ = g.handle(.down, at: p, time: 1)
        #expect(g.advance(to: 1.5) == [.longPress(p)])
        #expect(g.deadline == 4)
        #expect(g.handle(.move, at: ScreenPoint(x: 110, y: 110), time: 2) == [])  // 14 px: still within the slop
        #expect(g.advance(to: 3.999) == [])
        #expect(g.advance(to: 4) == [.hold(p)])
        #expect(g.deadline == nil)
        #expect(g.handle(.up, at: p, time: 5) == [])
        _ = g.handle(.down, at: p, time: 10)
        #expect(g.advance(to: 10.5) == [.longPress(p)])
        #expect(g.handle(.up, at: p, time: 12.9) == [])
        _ = g.handle(.down, at: p, time: 20)
        #expect(g.advance(to: 20.5) == [.longPress(p)])
        #expect(g.handle(.move, at: ScreenPoint(x: 100, y: 130), time: 21) == [])
        #expect(g.deadline == nil)
        #expect(g.advance(to: 30) == [])
    }

    @Test func dragAfterSlopThenEnds() {
        var g = GestureRecognizer()
        _ = g.handle(.down, at: p, time: 1)
        let a = ScreenPoint(x: 100, y: 80), b = ScreenPoint(x: 101, y: 40)
        #expect(g.handle(.move, at: a, time: 1.1) == [.drag(.began, start: p, current: a)])  // 20 px
        #expect(g.handle(.move, at: b, time: 1.2) == [.drag(.moved, start: p, current: b)])
        #expect(g.deadline == nil)  // no long press while dragging
        #expect(g.handle(.up, at: b, time: 2.5) == [.drag(.ended, start: p, current: b)])
    }

    @Test func thresholdsAreSettable() {
        var g = GestureRecognizer(thresholds: GestureThresholds(slop: 4, longPressDelay: 1))
        _ = g.handle(.down, at: p, time: 0)
        #expect(g.handle(.move, at: ScreenPoint(x: 105, y: 100), time: 0.1) == [.drag(.began, start: p, current: ScreenPoint(x: 105, y: 100))])
        var h = GestureRecognizer(thresholds: GestureThresholds(slop: 4, longPressDelay: 1))
        _ = h.handle(.down, at: p, time: 0)
        #expect(h.handle(.up, at: p, time: 0.9) == [.tap(p)])
    }

    @Test func cancelEndsADragAndDropsAPress() {
        var g = GestureRecognizer()
        _ = g.handle(.down, at: p, time: 0)
        #expect(g.cancel() == [])
        _ = g.handle(.down, at: p, time: 1)
        _ = g.handle(.move, at: ScreenPoint(x: 100, y: 200), time: 1.1)
        #expect(g.cancel() == [.drag(.ended, start: p, current: ScreenPoint(x: 100, y: 200))])
    }
}
