// SensorNoiseTests: the benchmarks' sensor noise is the same every run, differs between frames,
// has the spread asked for, and touches luma alone.
import Capture
import Pixels
import Testing

@testable import KioskScanDev

@Suite struct SensorNoiseTests {
    func flat(_ format: PixelFormat, width: Int, height: Int, value: UInt8) -> Frame {
        let frame = Frame.allocate(format: format, width: width, height: height)
        let layout = format.packedLayout(width: width, height: height)
        frame.planes[0].base.initializeMemory(as: UInt8.self, repeating: value, count: layout.reduce(0) { $0 + $1.stride * $1.rows })
        return frame
    }

    func bytes(_ frame: Frame, count: Int) -> [UInt8] {
        Array(UnsafeBufferPointer(start: frame.planes[0].base.assumingMemoryBound(to: UInt8.self), count: count))
    }

    @Test func theTableIsTheNormalDistributionsQuantiles() {
        #expect(abs(SensorNoise.normalQuantile(0.5)) < 1e-9)
        #expect(abs(SensorNoise.normalQuantile(0.841_344_746_068_543) - 1) < 1e-6)
        let noise = SensorNoise(sigma: 3)
        // 3 * the quantile at 0.5/256 (-2.66) is -8.0, at 1.5/256 (-2.52) -7.6.
        #expect(Array(noise.table.prefix(4)) == [-9, -8, -7, -7] || Array(noise.table.prefix(2)) == [-8, -8])
        #expect((0..<256).allSatisfy { noise.table[$0] == -noise.table[255 - $0] })
    }

    @Test func eachFramesNoiseIsTheSameEveryRun() {
        // Frame 0 and frame 1 of seed 57, sigma 3, on a flat 128: the generator is SplitMix64
        // seeded from the seed and the frame's number, one byte of it a pixel.
        let first = flat(.grey, width: 8, height: 1, value: 128), second = flat(.grey, width: 8, height: 1, value: 128)
        SensorNoise(sigma: 3).add(to: first, sequence: 0)
        SensorNoise(sigma: 3).add(to: second, sequence: 1)
        #expect(bytes(first, count: 8) == [124, 126, 129, 128, 128, 129, 130, 126])
        #expect(bytes(second, count: 8) == [127, 128, 128, 130, 124, 129, 123, 130])
        let again = flat(.grey, width: 8, height: 1, value: 128)
        SensorNoise(sigma: 3).add(to: again, sequence: 0)
        #expect(bytes(again, count: 8) == bytes(first, count: 8))
    }

    @Test func framesDifferAndTheSpreadIsSigma() {
        let (width, height) = (256, 128)
        let a = flat(.grey, width: width, height: height, value: 128), b = flat(.grey, width: width, height: height, value: 128)
        let noise = SensorNoise(sigma: 3)
        noise.add(to: a, sequence: 41)
        noise.add(to: b, sequence: 42)
        let x = bytes(a, count: width * height), y = bytes(b, count: width * height)
        // Two draws of 256 equally likely values with repeats: about 9 % agree by chance.
        let same = zip(x, y).filter { $0 == $1 }.count
        #expect(same < width * height / 5)
        var sum = 0.0, squares = 0.0
        for value in x {
            sum += Double(value)
            squares += Double(value) * Double(value)
        }
        let mean = sum / Double(x.count)
        let spread = (squares / Double(x.count) - mean * mean).squareRoot()
        #expect(abs(mean - 128) < 0.1)
        #expect(abs(spread - 3) < 0.15)
    }

    @Test func inYUYVOnlyTheLumaBytesChange() {
        let frame = flat(.yuyv, width: 64, height: 4, value: 128)
        SensorNoise(sigma: 4).add(to: frame, sequence: 3)
        let all = bytes(frame, count: 2 * 64 * 4)
        #expect(stride(from: 1, to: all.count, by: 2).allSatisfy { all[$0] == 128 })
        #expect(stride(from: 0, to: all.count, by: 2).filter { all[$0] != 128 }.count > 64 * 4 / 2)
    }

    @Test func clampedAtTheEnds() {
        let dark = flat(.grey, width: 64, height: 8, value: 0), bright = flat(.grey, width: 64, height: 8, value: 255)
        SensorNoise(sigma: 8).add(to: dark, sequence: 0)
        SensorNoise(sigma: 8).add(to: bright, sequence: 0)
        // The negative half clamps to 0 (no wrap to 255), the positive half to 255.
        // The table's ends are 8 * 2.886 (the quantiles at 0.5/256 and 255.5/256), 23 levels.
        #expect(bytes(dark, count: 512).max() == 23)
        #expect(bytes(bright, count: 512).min() == 232)
        #expect(bytes(dark, count: 512).filter { $0 == 0 }.count > 200)
    }
}
