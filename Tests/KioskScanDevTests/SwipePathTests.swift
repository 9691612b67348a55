// SwipePathTests: where a swiped code is in each frame, how long it is in view and how far the
// exposure smears it, worked out by hand.
import Pixels
import Testing

@testable import KioskScanDev

@Suite struct SwipePathTests {
    @Test func leftToRightCrossesTheMiddleRowFromJustOutToJustOut() {
        let path = SwipePath(
            frameSize: PixelSize(width: 100, height: 60), codeSize: PixelSize(width: 20, height: 10), direction: .leftToRight, pixelsPerFrame: 15)
        #expect(path.halfTravel == 60)
        #expect(path.frameCount == 9)
        #expect((0..<9).map { path.origin(frame: $0).x } == [-20, -5, 10, 25, 40, 55, 70, 85, 100])
        #expect((0..<9).allSatisfy { path.origin(frame: $0).y == 25 })
        #expect((0..<9).map { path.isInView(frame: $0) } == [false, true, true, true, true, true, true, true, false])
        let bounds = PixelRect(x: 0, y: 0, width: 100, height: 60)
        #expect((0..<9).filter { path.isWhollyInside(bounds, frame: $0) } == [2, 3, 4, 5, 6])
    }

    @Test func topToBottomCrossesTheMiddleColumn() {
        let path = SwipePath(
            frameSize: PixelSize(width: 100, height: 60), codeSize: PixelSize(width: 20, height: 10), direction: .topToBottom, pixelsPerFrame: 20)
        #expect(path.halfTravel == 35)
        #expect(path.frameCount == 5)
        #expect((0..<5).map { path.origin(frame: $0).y } == [-10, 10, 30, 50, 70])
        #expect((0..<5).allSatisfy { path.origin(frame: $0).x == 40 })
    }

    @Test func theDiagonalFollowsTheFramesOwnDiagonalAndStartsWhereOneAxisLeavesTheFrame() {
        // An 80x60 frame: its diagonal is 100 long, the motion (0.8, 0.6) a pixel.
        let path = SwipePath(
            frameSize: PixelSize(width: 80, height: 60), codeSize: PixelSize(width: 10, height: 10), direction: .diagonal, pixelsPerFrame: 20)
        // (80 + 10) / (2 * 0.8) = 56.25 beats (60 + 10) / (2 * 0.6) = 58.3: the code leaves sideways first.
        #expect(abs(path.halfTravel - 56.25) < 1e-9)
        #expect(path.frameCount == 7)
        // Centre (40, 30) + d (0.8, 0.6) with d = -56.25 + 20 k, less half the code, rounded.
        #expect(path.origin(frame: 0) == (-10, -9))
        #expect(path.origin(frame: 1) == (6, 3))
        #expect(path.origin(frame: 3) == (38, 27))
        #expect(path.origin(frame: 6) == (86, 63))
        #expect(!path.isInView(frame: 0) && path.isInView(frame: 1) && !path.isInView(frame: 6))
    }

    @Test func theBlurIsSpeedTimesExposureAlongTheMotion() {
        let diagonal = SwipePath(
            frameSize: PixelSize(width: 80, height: 60), codeSize: PixelSize(width: 10, height: 10), direction: .diagonal, pixelsPerFrame: 20)
        // 20 pixels a frame at 30 fps is 600 a second; 4 ms of it is 2.4 pixels, 0.8 and 0.6 of it.
        let blur = diagonal.blur(exposure: 0.004, fps: 30)
        #expect(abs(blur.x - 1.92) < 1e-9 && abs(blur.y - 1.44) < 1e-9)
        // 0.5 m/s across 60 cm seen by 1280 pixels, at 30 fps: 1280 / 0.6 * 0.5 / 30 = 320 / 9.
        #expect(abs(SwipePath.pixelsPerFrame(speed: 0.5, fieldWidth: 0.6, frameWidth: 1280, fps: 30) - 320.0 / 9) < 1e-9)
    }
}
