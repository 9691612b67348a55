// ImageLumaTests: the luma of a block of an image in every format, byte for byte, read in place
// where the image has a luma plane and converted into the scratch where it has not.
import Pixels
import Testing

@Suite struct ImageLumaTests {
    /// A 4x2 picture's luma: the Y bytes of YUV formats; for RGB, of white, black, red, green /
    /// blue, (10, 20, 30), grey 90, (200, 100, 50), Rec. 709 weights.
    static let y: [[UInt8]] = [[16, 50, 100, 235], [0, 1, 254, 255]]
    static let rgbLuma: [[UInt8]] = [[255, 0, 54, 182], [19, 19, 90, 117]]
    static let rgb: [[(UInt8, UInt8, UInt8)]] = [
        [(255, 255, 255), (0, 0, 0), (255, 0, 0), (0, 255, 0)], [(0, 0, 255), (10, 20, 30), (90, 90, 90), (200, 100, 50)],
    ]

    static let images: [TestImage] = [
        TestImage(.grey, width: 4, height: 2, planes: [y]),
        TestImage(.yuyv, width: 4, height: 2, planes: [y.map { r in [r[0], 90, r[1], 240, r[2], 91, r[3], 241] }]),
        TestImage(.nv12, width: 4, height: 2, planes: [y, [[90, 240, 91, 241]]]),
        TestImage(.yuv420, width: 4, height: 2, planes: [y, [[90, 91]], [[240, 241]]]),
        TestImage(.yuv422p, width: 4, height: 2, planes: [y, [[90, 91], [92, 93]], [[240, 241], [242, 243]]]),
        TestImage(.yuv444p, width: 4, height: 2, planes: [y, y.map { $0.map { $0 / 2 } }, y.map { $0.map { $0 / 3 } }]),
        TestImage(.rgb24, width: 4, height: 2, planes: [rgb.map { $0.flatMap { [$0.0, $0.1, $0.2] } }]),
        TestImage(.xrgb32, width: 4, height: 2, planes: [rgb.map { $0.flatMap { [$0.2, $0.1, $0.0, 0x7F] } }]),
    ]

    @Test(arguments: images.indices)
    func aBlockHasTheLumaOfItsPixels(index: Int) {
        let image = Self.images[index]
        let luma = [.rgb24, .xrgb32].contains(image.format) ? Self.rgbLuma : Self.y
        // Rows 2 bytes wider than the block: the stride is honoured, the bytes between untouched.
        var out = [UInt8](repeating: 0xAA, count: 5 * 2)
        image.withView { view in
            out.withUnsafeMutableBufferPointer { view.copyLuma(of: PixelRect(x: 1, y: 0, width: 3, height: 2), into: $0.baseAddress!, stride: 5) }
        }
        #expect(out == Array(luma[0][1...]) + [0xAA, 0xAA] + Array(luma[1][1...]) + [0xAA, 0xAA], "\(image.format)")
    }

    /// A luma plane is lent in place, the block's corner its (0, 0); a packed or RGB image's block
    /// is converted into the scratch's plane buffer, rows as wide as the block.
    @Test(arguments: images.indices)
    func withLumaReadsInPlaceOrConvertsTheBlockAlone(index: Int) {
        let image = Self.images[index]
        let luma = [.rgb24, .xrgb32].contains(image.format) ? Self.rgbLuma : Self.y
        let scratch = LumaScratch()
        let rect = PixelRect(x: 2, y: 1, width: 2, height: 1)
        let (bytes, stride, inPlace) = image.withView { view in
            view.withLuma(of: rect, in: scratch) { block in
                (block.bytes, block.stride, block.base == view.plane(0).base + view.plane(0).stride + 2)
            }
        }
        #expect(bytes == Array(luma[1][2...]), "\(image.format)")
        #expect(inPlace == image.format.hasLumaPlane && (stride == 2) == !image.format.hasLumaPlane, "\(image.format)")
        #expect(scratch.capacity(of: .plane) == (image.format.hasLumaPlane ? 0 : 2), "\(image.format)")
    }
}
