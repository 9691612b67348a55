// CameraModeChooserTests: format, size and rate choice over recorded cameras' answers.
import Capture
import Pixels
import Testing

@Suite struct CameraModeChooserTests {
    @Test func listingsParseIntoFormatsSizesAndRates() {
        let c930e = RecordedCameras.parse(RecordedCameras.c930eYUYV)
        #expect(c930e.map(\.name) == ["YUYV"])
        #expect(c930e[0].sizes.count == 10)
        #expect(c930e[0].sizes[0] == FrameSizeOption(width: 640, height: 480, frameRates: [30, 25, 20, 15, 10, 5]))
        let c920 = RecordedCameras.parse(RecordedCameras.c920)
        #expect(c920.map(\.name) == ["YUYV", "H264"])
        #expect(c920[0].sizes[0].frameRates == [30, 24, 20, 15, 10, 7.5, 5])
        #expect(RecordedCameras.parse(RecordedCameras.mjpgStreamerYUYV)[0].sizes.map(\.width) == [640, 1280, 960, 800])
    }

    @Test func theLargestSizeUpTo720pThatReaches30fps() throws {
        // C930e: 1280x720 YUYV only reaches 10 fps, so 640x480 at 30.
        #expect(try CameraModeChooser.choose(RecordedCameras.parse(RecordedCameras.c930eYUYV)).description == "YUYV 640x480 at 30 fps")
        // 800x448 reaches 30 fps and is larger than 640x480.
        #expect(try CameraModeChooser.choose(RecordedCameras.parse(RecordedCameras.mjpgStreamerYUYV)).description == "YUYV 800x448 at 30 fps")
        // MJPEG reaches 30 fps at 1280x720.
        #expect(try CameraModeChooser.choose(RecordedCameras.parse(RecordedCameras.cameractrlsMJPG)).description == "MJPG 1280x720 at 30 fps")
    }

    @Test func mjpegWinsWhereYUYVIsTooSlowAndYUYVWinsAtEqualTerms() throws {
        let both = RecordedCameras.parse(RecordedCameras.mjpgStreamerYUYV) + RecordedCameras.parse(RecordedCameras.cameractrlsMJPG)
        #expect(try CameraModeChooser.choose(both).description == "MJPG 1280x720 at 30 fps")
        // At 640x480 both reach 30 fps: YUYV costs less than decoding JPEG.
        #expect(try CameraModeChooser.choose(both, size: (640, 480)).description == "YUYV 640x480 at 30 fps")
    }

    @Test func aGivenSizeAndRateAreHonouredOrTheNearestRate() throws {
        let c930e = RecordedCameras.parse(RecordedCameras.c930eYUYV)
        #expect(try CameraModeChooser.choose(c930e, size: (1280, 720)).description == "YUYV 1280x720 at 10 fps")
        #expect(try CameraModeChooser.choose(c930e, size: (800, 600), frameRate: 15).description == "YUYV 800x600 at 15 fps")
        #expect(try CameraModeChooser.choose(c930e, size: (800, 600), frameRate: 12).description == "YUYV 800x600 at 10 fps")
        // A lower rate asked for: the largest size that reaches it.
        #expect(try CameraModeChooser.choose(c930e, frameRate: 10).description == "YUYV 1280x720 at 10 fps")
    }

    @Test func sizesTheCameraLacksAndFormatsTheKioskCannotReadAreErrors() {
        let c930e = RecordedCameras.parse(RecordedCameras.c930eYUYV)
        #expect(throws: CameraError.self) { try CameraModeChooser.choose(c930e, size: (1280, 1024)) }
        do {
            _ = try CameraModeChooser.choose(c930e, size: (1280, 1024))
        } catch {
            #expect(error.description.hasPrefix("the camera has no 1280x1024 mode (sizes: 1024x576, 1280x720, 1600x896"))
        }
        let h264Only = RecordedCameras.parse(RecordedCameras.c920).filter { $0.name == "H264" }
        #expect(throws: CameraError("the camera offers no format the kiosk reads (offered: H264)")) { try CameraModeChooser.choose(h264Only) }
    }

    @Test func nv12WinsOverYUYVAtEqualTermsAndAGivenFormatIsTheOnlyOne() throws {
        // As vivid lists them (one size, same rates): NV12 costs three quarters of YUYV's bytes.
        let sizes = [FrameSizeOption(width: 1920, height: 1080, frameRates: [30, 25])]
        let offered = [PixelFormat.yuyv, .mjpeg, .nv12, .grey].map {
            CameraFormat(fourcc: $0.fourcc, description: PixelFormat.name(ofFourcc: $0.fourcc), emulated: false, sizes: sizes)
        }
        #expect(try CameraModeChooser.choose(offered).description == "NV12 1920x1080 at 30 fps")
        #expect(try CameraModeChooser.choose(offered, format: .yuyv).description == "YUYV 1920x1080 at 30 fps")
        #expect(try CameraModeChooser.choose(offered, format: .mjpeg).description == "MJPG 1920x1080 at 30 fps")
        // A faster YUYV still wins over a slower NV12: the rate comes before the format.
        let slowNV12 = CameraFormat(
            fourcc: PixelFormat.nv12.fourcc, description: "NV12", emulated: false,
            sizes: [FrameSizeOption(width: 1280, height: 720, frameRates: [10])])
        let yuyv = CameraFormat(
            fourcc: PixelFormat.yuyv.fourcc, description: "YUYV", emulated: false,
            sizes: [FrameSizeOption(width: 1280, height: 720, frameRates: [30])])
        #expect(try CameraModeChooser.choose([slowNV12, yuyv]).description == "YUYV 1280x720 at 30 fps")
        #expect(throws: CameraError("the camera offers no YU12 (offered: NV12, YUYV); leave out --camera-format to let the kiosk choose")) {
            try CameraModeChooser.choose([slowNV12, yuyv], format: .yuv420)
        }
    }

    @Test func emulatedFormatsAreOnlyTheFallback() throws {
        // As libv4l2 lists a camera that sends only a vendor format (made-up sizes, the rule is
        // what is under test): its RGB3 and YU12 are emulated.
        let vendor = CameraFormat(
            fourcc: PixelFormat.fourcc("S910"), description: "SN9C10x", emulated: false,
            sizes: [FrameSizeOption(width: 640, height: 480, frameRates: [30])])
        let rgb = CameraFormat(fourcc: PixelFormat.rgb24.fourcc, description: "RGB3, emulated", emulated: true, sizes: vendor.sizes)
        let yu12 = CameraFormat(fourcc: PixelFormat.yuv420.fourcc, description: "YU12, emulated", emulated: true, sizes: vendor.sizes)
        let mode = try CameraModeChooser.choose([vendor, rgb, yu12])
        #expect(mode.description == "YU12 640x480 at 30 fps (converted by libv4lconvert)")
        let native = CameraFormat(
            fourcc: PixelFormat.yuyv.fourcc, description: "YUYV", emulated: false,
            sizes: [FrameSizeOption(width: 320, height: 240, frameRates: [30])])
        #expect(try CameraModeChooser.choose([rgb, native], size: (640, 480)).emulated)
    }

    @Test func fourccsPackLittleEndian() {
        #expect(PixelFormat.yuyv.fourcc == 0x5659_5559)
        #expect(PixelFormat.mjpeg.fourcc == 0x4750_4A4D)
        #expect(PixelFormat(fourcc: 0x3231_564E) == .nv12)
        #expect(PixelFormat.name(ofFourcc: PixelFormat.grey.fourcc) == "GREY")
        #expect(PixelFormat.name(ofFourcc: 0x0001_4142) == "BA??", "non-printable bytes show as ?")
    }
}
