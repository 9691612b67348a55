// FrameLumaTests: a block of a frame's luma is exactly that block of the whole luma plane, for
// every format the decoders read.
import Capture
import Pixels
import TestSupport
import Testing

@Suite struct FrameLumaTests {
    /// A 4x2 PPM: the luma of a block of RGB pixels (Rec. 709 weights) and of YUYV (its Y bytes),
    /// byte for byte.
    @Test func aBlockOfASmallImageHasTheLumaOfItsPixels() throws {
        let image = try ImageFile.decode(
            Array("P6 4 2 255 ".utf8) + [255, 255, 255, 0, 0, 0, 255, 0, 0, 0, 255, 0, 0, 0, 255, 10, 20, 30, 90, 90, 90, 200, 100, 50])
        #expect(try block(of: image, x: 1, y: 0, width: 3, height: 2) == [0, 54, 182, 19, 90, 117])
        // YUYV is BT.601 video range: white 235, black 16.
        let yuyv = image.converted(to: .yuyv)
        #expect(try block(of: yuyv, x: 0, y: 0, width: 2, height: 1) == [235, 16])
        #expect(!yuyv.sharesLuma && !image.sharesLuma && image.converted(to: .grey).sharesLuma)
    }

    /// A real photo fitted into a 1280x720 frame: every block the decoders might ask for equals
    /// the same block of `luma()`, in YUYV, RGB and grey.
    @Test func blocksOfAPhotoMatchTheWholeLumaPlane() throws {
        let image = try ImageFile.load(path: TestData.blackboxImage("qrcode-1/13.webp")).fitted(width: 1280, height: 720)
        for frame in [image, image.converted(to: .yuyv), image.converted(to: .grey)] {
            let whole = try #require(frame.luma())
            for (x, y, width, height) in [(0, 0, 1280, 720), (352, 80, 576, 560), (1, 3, 7, 5), (1279, 719, 1, 1)] {
                let expected = (0..<height).flatMap { row in
                    (0..<width).map { whole.planes[0].base.load(fromByteOffset: (y + row) * whole.planes[0].stride + x + $0, as: UInt8.self) }
                }
                #expect(try block(of: frame, x: x, y: y, width: width, height: height) == expected, "\(frame.format) block at \(x),\(y)")
            }
        }
    }

    private func block(of frame: Frame, x: Int, y: Int, width: Int, height: Int) throws -> [UInt8] {
        // Rows 3 bytes wider than the block: the stride is honoured.
        let stride = width + 3
        var out = [UInt8](repeating: 0xEE, count: stride * height)
        out.withUnsafeMutableBufferPointer { out in
            frame.withImageView { $0.copyLuma(of: PixelRect(x: x, y: y, width: width, height: height), into: out.baseAddress!, stride: stride) }
        }
        #expect((0..<height).allSatisfy { row in out[(row * stride + width)..<(row * stride + stride)].allSatisfy { $0 == 0xEE } })
        return (0..<height).flatMap { out[($0 * stride)..<($0 * stride + width)] }
    }
}
