import Testing

// FlipPacingTests: when flips are taken as not waiting for the refresh, and how frames are then
// held to the refresh rate (times fed by hand, no kernel).
@testable import Display

@Suite struct FlipPacingTests {
    let held75 =
        "drm: page flips complete without waiting for the screen's refresh (no vblank interrupt?): "
        + "frames held to 74.99 per second"

    @Test func flipsARefreshApartAreTakenAsPaced() {
        var pacing = FlipPacing(refresh: 60)
        for frame in 0..<10 {
            #expect(pacing.frameShown(at: 100 + Double(frame) / 60, fromEvent: true) == nil)
        }
        #expect(pacing.flips == .followRefresh(lastEvent: 100 + 9.0 / 60))
        // Nothing is held while flips wait for the refresh: the next completed flip paces.
        pacing.drawStarted(at: 101)
        #expect(pacing.earliestDraw == nil && pacing.mayDraw(at: 101) && pacing.wait(at: 101) == nil)
    }

    @Test func twoFlipsCloserThanThreeQuartersOfAPeriodShowNoVblank() {
        // bochs at 1280x800@74.99: a period is 13.34 ms; flips complete 0.05 to 1 ms after the commit.
        var pacing = FlipPacing(refresh: 74.99)
        #expect(pacing.frameShown(at: 50.000, fromEvent: true) == nil)
        #expect(pacing.frameShown(at: 50.012, fromEvent: true) == nil)  // 12 ms: 0.9 of a period
        #expect(pacing.frameShown(at: 50.020, fromEvent: true) == held75)  // 8 ms: under 3/4
        #expect(pacing.flips == .unpaced)
        // Said once.
        #expect(pacing.frameShown(at: 50.021, fromEvent: true) == nil)
        #expect(pacing.flips == .unpaced)
    }

    @Test func aModeSetWithoutAnEventIsNotComparedWithTheNextFlip() {
        var pacing = FlipPacing(refresh: 60)
        #expect(pacing.frameShown(at: 10.000, fromEvent: false) == nil)  // legacy drmModeSetCrtc
        #expect(pacing.flips == .followRefresh(lastEvent: nil))
        #expect(pacing.frameShown(at: 10.001, fromEvent: true) == nil)
        #expect(pacing.flips == .followRefresh(lastEvent: 10.001))
        #expect(pacing.frameShown(at: 10.002, fromEvent: true) != nil)
    }

    @Test func unpacedFramesStartARefreshPeriodApart() {
        var pacing = FlipPacing(refresh: 50)  // 20 ms
        _ = pacing.frameShown(at: 1.0000, fromEvent: true)
        _ = pacing.frameShown(at: 1.0005, fromEvent: true)
        #expect(pacing.flips == .unpaced)
        pacing.drawStarted(at: 2.000)
        #expect(pacing.earliestDraw == 2.020)
        #expect(!pacing.mayDraw(at: 2.010))
        #expect(abs(pacing.wait(at: 2.005)! - 0.015) < 1e-9)  // the pace timer is set for then
        #expect(pacing.mayDraw(at: 2.020) && pacing.wait(at: 2.020) == nil)
        #expect(pacing.mayDraw(at: 2.500) && pacing.wait(at: 2.500) == nil)
        // Before any frame started, nothing is held.
        var fresh = FlipPacing(refresh: 50)
        _ = fresh.frameShown(at: 1.0000, fromEvent: true)
        _ = fresh.frameShown(at: 1.0005, fromEvent: true)
        #expect(fresh.mayDraw(at: 0) && fresh.wait(at: 0) == nil)
    }

    @Test func aNewModeHoldsToItsOwnRate() {
        var pacing = FlipPacing(refresh: 74.99)
        _ = pacing.frameShown(at: 1.0000, fromEvent: true)
        _ = pacing.frameShown(at: 1.0005, fromEvent: true)
        pacing.refresh = 60  // another screen plugged in
        pacing.drawStarted(at: 3)
        #expect(abs(pacing.earliestDraw! - (3 + 1.0 / 60)) < 1e-12)
    }

    @Test func anUnknownRateHoldsNothing() {
        var pacing = FlipPacing(refresh: 0)
        #expect(pacing.period == 0)
        #expect(pacing.frameShown(at: 1, fromEvent: true) == nil)
        #expect(pacing.frameShown(at: 1, fromEvent: true) == nil)  // 0 < 3/4 of 0 is false
        #expect(pacing.flips == .followRefresh(lastEvent: 1))
    }
}
