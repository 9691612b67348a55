// HalfResolutionTests: halving a luma plane takes the rounded mean of each 2x2 block; an image's
// half-resolution luma is the same whether its luma is a plane or converted two rows at a time.
import Pixels
import Testing

@Suite struct HalfResolutionTests {
    /// A 5x3 plane (an odd last column and row, left out) with rows 7 bytes apart, halved into
    /// rows 3 bytes apart: (1+2+3+4+2)/4 = 3, (0+0+0+1+2)/4 = 0, (0+1+1+1+2)/4 = 1, 255.
    @Test func eachPixelIsTheRoundedMeanOfItsBlock() {
        let plane: [UInt8] = [
            1, 2, 0, 0, 9, 0xEE, 0xEE,
            3, 4, 0, 1, 9, 0xEE, 0xEE,
            9, 9, 9, 9, 9, 0xEE, 0xEE,
        ]
        var out = [UInt8](repeating: 0xAA, count: 3)
        plane.withUnsafeBytes { bytes in
            out.withUnsafeMutableBufferPointer {
                LumaView(width: 5, height: 3, stride: 7, base: bytes.baseAddress!).halve(into: $0.baseAddress!, stride: 3)
            }
        }
        #expect(out == [3, 0, 0xAA])
        let round: [UInt8] = [0, 1, 255, 255, 1, 1, 255, 255]
        var halves = [UInt8](repeating: 0, count: 2)
        round.withUnsafeBytes { bytes in
            halves.withUnsafeMutableBufferPointer {
                LumaView(width: 4, height: 2, stride: 4, base: bytes.baseAddress!).halve(into: $0.baseAddress!, stride: 2)
            }
        }
        #expect(halves == [1, 255])
    }

    /// A 6x4 picture as grey, YUYV and NV12: the same half-resolution luma, rows 3 bytes apart;
    /// YUYV's made in the scratch two rows (6 bytes each) at a time.
    @Test func everyFormatHalvesItsLuma() {
        let y: [[UInt8]] = [[0, 4, 8, 12, 16, 20], [2, 6, 10, 14, 18, 22], [100, 100, 0, 0, 255, 254], [100, 101, 0, 1, 255, 255]]
        let expected: [UInt8] = [3, 11, 19, 100, 0, 255]
        let images = [
            TestImage(.grey, width: 6, height: 4, planes: [y]),
            TestImage(.yuyv, width: 6, height: 4, planes: [y.map { r in (0..<6).flatMap { [r[$0], 128] } }]),
            TestImage(.nv12, width: 6, height: 4, planes: [y, [[128, 128, 128, 128, 128, 128], [128, 128, 128, 128, 128, 128]]]),
        ]
        for image in images {
            let scratch = LumaScratch()
            let half = image.withView { $0.withHalfResolutionLuma(in: scratch) { ($0.width, $0.height, $0.stride, $0.bytes) } }
            #expect(half.0 == 3 && half.1 == 2 && half.2 == 3 && half.3 == expected, "\(image.format)")
            #expect(scratch.capacity(of: .plane) == 6 && scratch.capacity(of: .rows) == (image.format == .yuyv ? 12 : 0), "\(image.format)")
        }
    }
}
