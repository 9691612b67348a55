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

    @Test func packedBytesDropRowPadding() throws {
        let image = try ImageFile.decode(Array("P5 3 2 255 ".utf8) + [1, 2, 3, 4, 5, 6])
        #expect(image.fitted(width: 4, height: 2, fraction: 1).converted(to: .grey).packedBytes().count == 8)
    }
}
