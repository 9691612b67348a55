import Testing

// FrameStatisticsTests: the counts, the "frames shown" line every 10 s and the line at exit
// (times fed by hand, no kernel).
@testable import Display

@Suite struct FrameStatisticsTests {
    @Test func aLineEveryTenSecondsOfFlips() {
        var statistics = FrameStatistics()
        var lines: [String] = []
        // 60 flips a second from t = 100 for 21 s; the first flip starts the window.
        for frame in 0...(21 * 60) {
            statistics.framePresented()
            if let line = statistics.frameShown(at: 100 + Double(frame) / 60) { lines.append(line) }
        }
        #expect(lines == ["drm: 600 frames shown in 10.0 s (60.0 fps)", "drm: 600 frames shown in 10.0 s (60.0 fps)"])
        #expect(statistics.shown == 1261 && statistics.presented == 1261 && statistics.dropped == 0)
        #expect(statistics.summary == "drm: 1261 frames shown in 21.0 s (60.0 fps); 1261 presented, 0 dropped while the screen was away")
    }

    @Test func theWindowEndsAtTheFirstFlipTenSecondsOnAndStartsThere() {
        var statistics = FrameStatistics()
        #expect(statistics.frameShown(at: 0) == nil)
        #expect(statistics.frameShown(at: 4) == nil)
        #expect(statistics.frameShown(at: 9.99) == nil)
        #expect(statistics.frameShown(at: 12.5) == "drm: 3 frames shown in 12.5 s (0.2 fps)")
        #expect(statistics.frameShown(at: 22.4) == nil)
        #expect(statistics.frameShown(at: 22.5) == "drm: 2 frames shown in 10.0 s (0.2 fps)")
    }

    @Test func theSummaryCountsDroppedFrames() {
        var statistics = FrameStatistics()
        for _ in 0..<5 { statistics.framePresented() }
        statistics.frameDropped()
        statistics.frameDropped()
        _ = statistics.frameShown(at: 1)
        _ = statistics.frameShown(at: 1.5)
        _ = statistics.frameShown(at: 2)
        #expect(statistics.summary == "drm: 3 frames shown in 1.0 s (2.0 fps); 5 presented, 2 dropped while the screen was away")
    }

    @Test func noSummaryWithoutTwoFlipsAtDifferentTimes() {
        var statistics = FrameStatistics()
        #expect(statistics.summary == nil)
        _ = statistics.frameShown(at: 3)
        #expect(statistics.summary == nil)
        _ = statistics.frameShown(at: 3)
        #expect(statistics.summary == nil && statistics.shown == 2)
    }
}
