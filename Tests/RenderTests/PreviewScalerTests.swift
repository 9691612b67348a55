import Pixels
import TestSupport
import Testing

// PreviewScalerTests: exact pixels of the fused convert + aspect-fill + dim kernel.
@testable import Render

/// Runs `body` with a source built from `bytes` (one plane, `stride` bytes per row).
func withSource<R>(
    _ format: PixelFormat, width: Int, height: Int, stride: Int, bytes: [UInt8], range: YCbCrRange = .limited, _ body: (ImageView) -> R
) -> R {
    bytes.withUnsafeBytes { raw in
        body(
            ImageView(
                format: format, size: PixelSize(width: width, height: height), range: range,
                planes: ImagePlane(base: raw.baseAddress!, stride: stride)))
    }
}

@Suite struct PreviewScalerTests {
    @Test func yuyvLimitedRangeReferenceColours() {
        // Y U Y V: white, black (video range), then BT.601's red (Y 81, U 90, V 240) twice, which
        // the exact formula puts at R 254.4, G 0, B 0.
        let bytes: [UInt8] = [235, 128, 16, 128, 81, 90, 81, 240]
        let image = PixelImage(width: 4, height: 1)
        withSource(.yuyv, width: 4, height: 1, stride: 8, bytes: bytes) {
            PreviewScaler().draw($0, on: image.surface, destination: image.surface.bounds)
        }
        #expect(image.pixels == [0xFFFFFF, 0x000000, 0xFE0000, 0xFE0000])
    }

    @Test func yuyvFullRangeIsJPEGRange() {
        let bytes: [UInt8] = [255, 128, 0, 128]
        let image = PixelImage(width: 2, height: 1)
        withSource(.yuyv, width: 2, height: 1, stride: 4, bytes: bytes, range: .full) {
            PreviewScaler().draw($0, on: image.surface, destination: image.surface.bounds)
        }
        #expect(image.pixels == [0xFFFFFF, 0x000000])
    }

    @Test func greyAndRGBAreCopiedExactly() {
        let grey = PixelImage(width: 3, height: 1)
        withSource(.grey, width: 3, height: 1, stride: 3, bytes: [0, 128, 255], range: .full) {
            PreviewScaler().draw($0, on: grey.surface, destination: grey.surface.bounds)
        }
        #expect(grey.pixels == [0x000000, 0x808080, 0xFFFFFF])
        let rgb = PixelImage(width: 2, height: 1)
        withSource(.rgb24, width: 2, height: 1, stride: 6, bytes: [0x12, 0x34, 0x56, 0xAB, 0xCD, 0xEF]) {
            PreviewScaler().draw($0, on: rgb.surface, destination: rgb.surface.bounds)
        }
        #expect(rgb.pixels == [0x123456, 0xABCDEF])
    }

    @Test func upscalingRepeatsEachSourcePixel() {
        // 2x2 grey onto 4x4: each source pixel becomes a 2x2 block.
        let image = PixelImage(width: 4, height: 4)
        withSource(.grey, width: 2, height: 2, stride: 2, bytes: [10, 20, 30, 40], range: .full) {
            PreviewScaler().draw($0, on: image.surface, destination: image.surface.bounds)
        }
        let a: UInt32 = 0x0A0A0A, b: UInt32 = 0x141414, c: UInt32 = 0x1E1E1E, d: UInt32 = 0x282828
        #expect(image.pixels == [a, a, b, b, a, a, b, b, c, c, d, d, c, c, d, d])
    }

    @Test func aspectFillCropsTheWiderSourceCentred() {
        // 4x1 source onto 2x1 (same height): the middle two columns show.
        let image = PixelImage(width: 2, height: 1)
        withSource(.grey, width: 4, height: 1, stride: 4, bytes: [1, 2, 3, 4], range: .full) {
            PreviewScaler().draw($0, on: image.surface, destination: image.surface.bounds)
        }
        #expect(image.pixels == [0x020202, 0x030303])
        let fill = AspectFill(sourceWidth: 4, sourceHeight: 1, destination: Rect(x: 0, y: 0, width: 2, height: 1))
        #expect(fill.screenPoint(Point(1, 0)) == Point(0, 0))
        #expect(fill.sourcePoint(Point(2, 1)) == Point(3, 1))
    }

    @Test func mirroringFlipsPreviewAndMapping() {
        let image = PixelImage(width: 3, height: 1)
        withSource(.grey, width: 3, height: 1, stride: 3, bytes: [1, 2, 3], range: .full) {
            PreviewScaler().draw($0, on: image.surface, destination: image.surface.bounds, mirrored: true)
        }
        #expect(image.pixels == [0x030303, 0x020202, 0x010101])
        let fill = AspectFill(sourceWidth: 3, sourceHeight: 1, destination: Rect(x: 0, y: 0, width: 3, height: 1), mirrored: true)
        // Source column 2 (its left edge at x = 2) is drawn at screen column 0 (left edge 0..1).
        #expect(fill.screenPoint(Point(3, 0)) == Point(0, 0))
        #expect(fill.sourcePoint(fill.screenPoint(Point(0.25, 0.5))) == Point(0.25, 0.5))
    }

    @Test func dimmingAppliesOnlyOutsideTheCutout() {
        let image = PixelImage(width: 3, height: 3)
        withSource(.grey, width: 1, height: 1, stride: 1, bytes: [200], range: .full) {
            PreviewScaler().draw(
                $0, on: image.surface, destination: image.surface.bounds,
                cutout: PixelRect(x: 1, y: 1, width: 1, height: 1), dim: 0.5)
        }
        let lit: UInt32 = 0xC8C8C8, dim: UInt32 = 0x646464
        #expect(image.pixels == [dim, dim, dim, dim, lit, dim, dim, dim, dim])
    }

    @Test func stridesOfSourceAndSurfaceAreHonoured() {
        // Source rows padded to 4 bytes, surface rows padded to 5 pixels.
        let image = PixelImage(width: 2, height: 2, stride: 20)
        withSource(.grey, width: 2, height: 2, stride: 4, bytes: [1, 2, 99, 99, 3, 4, 99, 99], range: .full) {
            PreviewScaler().draw($0, on: image.surface, destination: image.surface.bounds)
        }
        #expect(image.pixels == [0x010101, 0x020202, 0x030303, 0x040404])
        #expect(image.surface.row(0)[2] == 0, "padding is not written")
    }

    @Test func nv12UsesTheSharedChromaOfEach2x2Block() {
        // 2x2 luma, one UV pair (red's chroma) for the block.
        let luma: [UInt8] = [81, 81, 81, 81], uv: [UInt8] = [90, 240]
        let image = PixelImage(width: 2, height: 2)
        luma.withUnsafeBytes { y in
            uv.withUnsafeBytes { c in
                let source = ImageView(
                    format: .nv12, size: PixelSize(width: 2, height: 2), range: .limited, planes: ImagePlane(base: y.baseAddress!, stride: 2),
                    ImagePlane(base: c.baseAddress!, stride: 2))
                PreviewScaler().draw(source, on: image.surface, destination: image.surface.bounds)
            }
        }
        #expect(image.pixels == [0xFE0000, 0xFE0000, 0xFE0000, 0xFE0000])
    }

    /// The eight-lane runs give what the one-pixel formula gives, for random bytes, every start
    /// column parity and counts that leave a tail, in both ranges.
    @Test func eightLaneRunsAreTheOnePixelFormula() {
        var random = SeededRandom(seed: 11)
        let width = 64
        let luma = (0..<width).map { _ in UInt8(truncatingIfNeeded: random.next()) }
        let uv = (0..<width).map { _ in UInt8(truncatingIfNeeded: random.next()) }
        // The same pixels as YUYV: Y0 U Y1 V.
        let yuyv = (0..<width).flatMap { x in [luma[x], uv[x & ~1 + (x & 1)]] }
        var out = [UInt32](repeating: 0, count: width)
        for full in [false, true] {
            for first in 0..<3 {
                for count in [0, 1, 7, 8, 9, 17, width - first - 2] {
                    let expected = (first..<(first + count)).map { x in
                        YCbCr.pixel(Int32(luma[x]), Int32(uv[x & ~1]), Int32(uv[x | 1]), full: full)
                    }
                    out.withUnsafeMutableBufferPointer { o in
                        PreviewScaler.convertNV12Run(luma, uv, first: first, count: count, full: full, into: o.baseAddress!)
                    }
                    #expect(Array(out[0..<count]) == expected, "NV12 from \(first), \(count) pixels, full \(full)")
                    out.withUnsafeMutableBufferPointer { o in
                        PreviewScaler.convertYUYVRun(yuyv, first: first, count: count, full: full, into: o.baseAddress!)
                    }
                    #expect(Array(out[0..<count]) == expected, "YUYV from \(first), \(count) pixels, full \(full)")
                }
            }
        }
    }
}

@Suite struct PreviewDimTests {
    /// Every factor from 0 to 256 over random pixels (and the extremes), counts that leave a
    /// tail: the eight-lane dimming equals `PixelBlend.scale` pixel for pixel.
    @Test func eightLaneDimmingIsTheScalarFormula() {
        var random = SeededRandom(seed: 7)
        var pixels = (0..<37).map { _ in UInt32(truncatingIfNeeded: random.next()) & 0xFFFFFF }
        pixels[0] = 0xFFFFFF
        pixels[1] = 0
        var out = [UInt32](repeating: 0, count: pixels.count)
        for factor in UInt32(0)...256 {
            for count in [37, 32, 8, 5] {
                PreviewScaler.dim(&pixels, count: count, by: factor, into: &out)
                #expect(Array(out[0..<count]) == pixels[0..<count].map { PixelBlend.scale($0, by: factor) }, "factor \(factor), \(count) pixels")
            }
        }
    }
}
