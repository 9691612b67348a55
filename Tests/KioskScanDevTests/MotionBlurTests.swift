// MotionBlurTests: a code smeared along its motion, its values worked out by hand, and drawn over
// what is behind it.
import Capture
import Testing

@testable import KioskScanDev

@Suite struct MotionBlurTests {
    func close(_ a: [Float], _ b: [Float]) -> Bool { a.count == b.count && zip(a, b).allSatisfy { abs($0 - $1) < 1e-5 } }

    @Test func aMotionOfWholePixelsIsABoxOfOneMoreTap() {
        // Four pixels of 200 moved 2 pixels: the mean of the code at 0, 1 and 2.
        let smeared = MotionBlur(luma: [200, 200, 200, 200], codeWidth: 4, codeHeight: 1, blur: (2, 0))
        #expect(smeared.width == 6 && smeared.height == 1)
        let third: Float = 1.0 / 3
        let shares: [Float] = [third, 2 * third, 1, 1, 2 * third, third]
        #expect(close(smeared.coverage, shares))
        #expect(close(smeared.coloured, shares.map { 200 * $0 }))
    }

    @Test func theDiagonalSmearsAlongItself() {
        let smeared = MotionBlur(luma: [90, 90, 90, 90], codeWidth: 2, codeHeight: 2, blur: (1, 1))
        #expect(smeared.width == 3 && smeared.height == 3)
        #expect(close(smeared.coverage, [0.5, 0.5, 0, 0.5, 1, 0.5, 0, 0.5, 0.5]))
        #expect(close(smeared.coloured, [45, 45, 0, 45, 90, 45, 0, 45, 45]))
    }

    @Test func aFractionOfAPixelIsSharedBilinearly() {
        // At 0 and at 0.5: the pixel keeps 1 and a half of 2 samples, its neighbour half of one.
        let smeared = MotionBlur(luma: [100], codeWidth: 1, codeHeight: 1, blur: (0.5, 0))
        #expect(close(smeared.coverage, [0.75, 0.25]))
        #expect(close(smeared.coloured, [75, 25]))
        let still = MotionBlur(luma: [10, 20, 30, 40], codeWidth: 2, codeHeight: 2, blur: (0, 0))
        #expect(close(still.coverage, [1, 1, 1, 1]) && close(still.coloured, [10, 20, 30, 40]))
    }

    @Test func drawnOverTheBackgroundItIsTheExposuresMean() {
        let frame = Frame.allocate(format: .grey, width: 8, height: 1)
        let pixels = frame.planes[0].base.assumingMemoryBound(to: UInt8.self)
        for x in 0..<8 { pixels[x] = 30 }
        MotionBlur(luma: [200, 200, 200, 200], codeWidth: 4, codeHeight: 1, blur: (2, 0)).draw(into: frame, x: 1, y: 0)
        // 200/3 + 2/3 * 30 = 86.7, 400/3 + 1/3 * 30 = 143.3.
        #expect((0..<8).map { pixels[$0] } == [30, 87, 143, 200, 200, 143, 87, 30])
    }

    @Test func inYUYVEachPixelsChromaByteGoesGreyByItsShare() {
        let frame = Frame.allocate(format: .yuyv, width: 4, height: 1)
        let bytes = frame.planes[0].base.assumingMemoryBound(to: UInt8.self)
        for i in 0..<8 { bytes[i] = i % 2 == 0 ? 50 : 200 }
        MotionBlur(luma: [100], codeWidth: 1, codeHeight: 1, blur: (0.5, 0)).draw(into: frame, x: 1, y: 0)
        // Pixel 1: 75 + 0.25 * 50 = 87.5 -> 88, chroma 0.75 * 128 + 0.25 * 200 = 146; pixel 2: 25 + 0.75 * 50 = 62.5 -> 63, 0.25 * 128 + 0.75 * 200 = 182.
        #expect((0..<8).map { bytes[$0] } == [50, 200, 88, 146, 63, 182, 50, 200])
    }

    @Test func whatFallsOutsideTheFrameIsLeftOut() {
        let frame = Frame.allocate(format: .grey, width: 3, height: 2)
        let pixels = frame.planes[0].base.assumingMemoryBound(to: UInt8.self)
        for i in 0..<6 { pixels[i] = 0 }
        MotionBlur(luma: [1, 2, 3, 4], codeWidth: 2, codeHeight: 2, blur: (0, 0)).draw(into: frame, x: -1, y: 1)
        #expect((0..<6).map { pixels[$0] } == [0, 0, 0, 2, 0, 0])
        MotionBlur(luma: [1, 2, 3, 4], codeWidth: 2, codeHeight: 2, blur: (0, 0)).draw(into: frame, x: 2, y: -1)
        #expect((0..<6).map { pixels[$0] } == [0, 0, 3, 2, 0, 0])
    }
}
