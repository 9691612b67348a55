// PixelFormatTests: each format's planes, which have a luma plane of their own, and their packed layout.
import Pixels
import Testing

@Suite struct PixelFormatTests {
    @Test func planesAndLumaPlanes() {
        let planes = PixelFormat.allCases.map { "\($0):\($0.planeCount)" }
        #expect(planes == ["grey:1", "yuyv:1", "nv12:2", "yuv420:3", "yuv422p:3", "yuv444p:3", "rgb24:1", "xrgb32:1", "mjpeg:1"])
        #expect(PixelFormat.allCases.filter(\.hasLumaPlane) == [.grey, .nv12, .yuv420, .yuv422p, .yuv444p])
    }

    /// A 5x3 image: odd sizes round the chroma planes up.
    @Test func aPackedLayoutRoundsChromaUp() {
        func layout(_ format: PixelFormat) -> [[Int]] { format.packedLayout(width: 5, height: 3).map { [$0.stride, $0.rows] } }
        #expect(layout(.grey) == [[5, 3]])
        #expect(layout(.yuyv) == [[12, 3]])
        #expect(layout(.nv12) == [[5, 3], [6, 2]])
        #expect(layout(.yuv420) == [[5, 3], [3, 2], [3, 2]])
        #expect(layout(.yuv422p) == [[5, 3], [3, 3], [3, 3]])
        #expect(layout(.yuv444p) == [[5, 3], [5, 3], [5, 3]])
        #expect(layout(.rgb24) == [[15, 3]])
        #expect(layout(.xrgb32) == [[20, 3]])
    }

    @Test func fourccsAreV4L2s() {
        #expect(PixelFormat.nv12.fourcc == 0x3231_564E && PixelFormat(fourcc: PixelFormat.fourcc("YU12")) == .yuv420)
        #expect(PixelFormat(named: "MJPG") == .mjpeg && PixelFormat(named: "yuv422p") == .yuv422p && PixelFormat(named: "H264") == nil)
    }
}
