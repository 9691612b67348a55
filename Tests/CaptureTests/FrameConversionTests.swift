// FrameConversionTests: stills to raw camera formats, exactly as a webcam would code them.
import Capture
import Testing

@Suite struct FrameConversionTests {
    @Test func rgbToYUYVUsesBT601VideoRange() throws {
        // White, black, then red twice: one YUYV pair each.
        let image = try ImageFile.decode(Array("P6 4 1 255 ".utf8) + [255, 255, 255, 0, 0, 0, 255, 0, 0, 255, 0, 0])
        let yuyv = image.converted(to: .yuyv)
        #expect(yuyv.format == .yuyv && yuyv.planes[0].stride == 8)
        // The first pair averages white and black for its chroma (neutral).
        #expect(yuyv.packedBytes() == [235, 128, 16, 128, 82, 90, 82, 240])
    }

    @Test func greyToYUYVIsNeutralChroma() throws {
        let image = try ImageFile.decode(Array("P5 2 1 255 ".utf8) + [0, 255])
        #expect(image.converted(to: .yuyv).packedBytes() == [16, 128, 235, 128])
    }

    @Test func rgbToNV12AveragesEach2x2BlockForItsChroma() throws {
        // 3x3: white, black, red / white, black, red / blue x3. Chroma blocks: {W, K, W, K}
        // (neutral), {R, R} and its edge copies, {B, B}, {B}.
        let (w, k, r, b): ([UInt8], [UInt8], [UInt8], [UInt8]) = ([255, 255, 255], [0, 0, 0], [255, 0, 0], [0, 0, 255])
        let image = try ImageFile.decode(Array("P6 3 3 255 ".utf8) + w + k + r + w + k + r + b + b + b)
        let nv12 = image.converted(to: .nv12)
        #expect(nv12.format == .nv12 && nv12.planes.count == 2 && nv12.planes[0].stride == 3 && nv12.planes[1].stride == 4)
        #expect(
            nv12.packedBytes() == [
                235, 16, 82, 235, 16, 82, 41, 41, 41,  // luma
                128, 128, 90, 240,  // chroma of rows 0-1: neutral, red
                240, 110, 240, 110,  // row 2 (and its copy below the edge): blue
            ])
    }

    @Test func packedBytesDropRowPadding() throws {
        let image = try ImageFile.decode(Array("P5 3 2 255 ".utf8) + [1, 2, 3, 4, 5, 6])
        #expect(image.fitted(width: 4, height: 2, fraction: 1).converted(to: .grey).packedBytes().count == 8)
    }
}
