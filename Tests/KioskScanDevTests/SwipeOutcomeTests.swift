// SwipeOutcomeTests: each capture and each read of a run goes to the swipe it belongs to, and
// the frames in view, in the read region and the latency are counted as the benchmark says.
import Capture
import Pixels
import Testing

@testable import Kiosk
@testable import KioskScanDev

@Suite struct SwipeOutcomeTests {
    @Test func capturesAndReadsGoToTheirSwipe() throws {
        let background = Frame.allocate(format: .grey, width: 64, height: 48)
        let code = SwipeCode(name: "dark", text: "dark", size: PixelSize(width: 8, height: 4), luma: [UInt8](repeating: 20, count: 32))
        let camera = SwipeCamera(
            background: background, codes: [code], directions: [.leftToRight, .topToBottom], pixelsPerFrame: 10, blurLength: 0, fps: 30, gap: 3,
            noise: nil)
        // Left to right: frames 3...11, the code at x = -8 + 10 k; top to bottom from frame 15.
        let region = PixelRect(x: 16, y: 0, width: 32, height: 48)
        func decode(frame: Double, carried: Bool) -> DecodeTime {
            DecodeTime(seen: frame / 30 + 0.001, seconds: 0.02, cpuSeconds: 0.02, carried: carried, looked: false)
        }
        let decodes = [decode(frame: 6, carried: false), decode(frame: 7, carried: true), decode(frame: 8, carried: false)]
        let captures = try [
            #require(WholeKioskBenchmark.CaptureLine(line: #"{"time":0.2,"text":"other"}"#)),
            #require(WholeKioskBenchmark.CaptureLine(line: #"{"time":0.25,"text":"dark"}"#)),
            #require(WholeKioskBenchmark.CaptureLine(line: #"{"time":0.26,"text":"dark"}"#)),
        ]
        let outcomes = SwipeOutcome.of(camera: camera, codes: [code], region: region, captures: captures, decodes: decodes, fps: 30)
        #expect(outcomes.count == 2)
        let across = outcomes[0]
        // Wholly in the frame at x = 2 ... 52 (k = 1 ... 6), in the region at x = 22 and 32 (k = 3, 4).
        #expect(across.framesInView == 6 && across.framesInRegion == 2)
        // Frame 6 (k = 3) read; frame 7 carried; frame 8 (k = 5, x = 42) outside the region.
        #expect(across.framesRead == 1)
        // The first capture of its text: 0.25 s is frame 7.5, the code first showed at frame 3 + 1.
        #expect(across.latency == 3.5)
        // Top to bottom (frames 15...21, then its gap to 24): no capture came then.
        #expect(outcomes[1].latency == nil && outcomes[1].direction == .topToBottom)
    }
}
