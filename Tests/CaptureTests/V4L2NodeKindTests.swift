// V4L2NodeKindTests: which video nodes are cameras to the kiosk, which are raw sensors behind
// libcamera, and what the chooser says about a sensor that sends only Bayer.
import Capture
import Pixels
import Testing

@Suite struct V4L2NodeKindTests {
    static let webcam = V4L2Capabilities(driver: "uvcvideo", card: "HD Pro Webcam C920", busInfo: "usb-0000:00:14.0-1", deviceCaps: 0x0420_0001)

    @Test func thePiCSIReceiverIsARawSensorThoughItListsYUYV() throws {
        let unicam = RecordedCameras.piUnicamIMX708
        let formats = RecordedCameras.parse(unicam.listing)
        #expect(formats.map(\.name) == ["YUYV", "UYVY", "YVYU", "VYUY", "RGBP", "RGBR", "RGBO", "RGBQ", "RGB3", "BGR3", "RGB4", "BA81"])
        #expect(formats.map(\.isBayer) == Array(repeating: false, count: 11) + [true])
        #expect(V4L2NodeKind.classify(unicam.capabilities, formats: formats) == .rawSensor)
    }

    @Test func webcamsAreCamerasAndAllBayerNodesAreRawSensors() {
        let c920 = RecordedCameras.parse(RecordedCameras.c920)
        #expect(V4L2NodeKind.classify(Self.webcam, formats: c920) == .camera)
        // The same Pi node's Bayer formats alone, from a driver the table does not name.
        let bayer = RecordedCameras.parse(RecordedCameras.piUnicamIMX708.listing).filter(\.isBayer)
        let other = V4L2Capabilities(driver: "some-csi2", card: "csi", busInfo: "platform:csi", deviceCaps: 0x0420_0001)
        #expect(V4L2NodeKind.classify(other, formats: bayer) == .rawSensor)
        // libv4lconvert's software debayering does not make it a camera.
        let emulated = CameraFormat(fourcc: PixelFormat.rgb24.fourcc, description: "RGB3, emulated", emulated: true, sizes: [])
        #expect(V4L2NodeKind.classify(other, formats: bayer + [emulated]) == .rawSensor)
    }

    @Test func libcamerasLayerIsACameraAndThePiISPIsNot() {
        let layer = V4L2Capabilities(driver: "libcamera", card: "/base/soc/i2c0mux/i2c@1/imx708@1a", busInfo: "libcamera:0", deviceCaps: 0x0420_0001)
        #expect(V4L2NodeKind.classify(layer, formats: []) == .camera)
        let isp = V4L2Capabilities(driver: "bcm2835-isp", card: "bcm2835-isp", busInfo: "platform:bcm2835-isp", deviceCaps: 0x0420_0001)
        #expect(V4L2NodeKind.classify(isp, formats: RecordedCameras.parse(RecordedCameras.c930eYUYV)) == .pipeline)
        // V4L2_CAP_IO_MC without raw formats: a processing node someone else feeds.
        let mc = V4L2Capabilities(driver: "vimc", card: "RGB/YUV Capture", busInfo: "platform:vimc", deviceCaps: 0x2420_0001)
        #expect(V4L2NodeKind.classify(mc, formats: RecordedCameras.parse(RecordedCameras.c930eYUYV)) == .pipeline)
    }

    @Test func aBayerOnlyCameraIsExplainedNotShown() {
        let bayer = RecordedCameras.parse(RecordedCameras.piUnicamIMX708.listing).filter(\.isBayer)
        #expect(
            throws: CameraError(
                "the camera sends only raw sensor data (BA81): its colour pictures come through libcamera; run the kiosk as 'libcamerify kioskscan' (Debian package libcamera-v4l2)"
            )
        ) { try CameraModeChooser.choose(bayer) }
    }

    @Test func xrgb8888IsReadNatively() throws {
        // Where libcamera's V4L2 layer starts: XRGB8888 (V4L2 'XR24') 800x600; it answers no
        // VIDIOC_ENUM_FRAMEINTERVALS, so the rate is the assumed 30.
        let xrgb = CameraFormat(
            fourcc: PixelFormat.xrgb32.fourcc, description: "32-bit BGRX 8-8-8-8", emulated: false,
            sizes: [FrameSizeOption(width: 800, height: 600, frameRates: [30])])
        #expect(try CameraModeChooser.choose([xrgb]).description == "XR24 800x600 at 30 fps")
        let yuyv = CameraFormat(fourcc: PixelFormat.yuyv.fourcc, description: "YUYV 4:2:2", emulated: false, sizes: xrgb.sizes)
        #expect(try CameraModeChooser.choose([xrgb, yuyv]).description == "YUYV 800x600 at 30 fps", "YUYV costs less")
    }

    @Test func theAccessFollowsLibcamerasPreload() {
        #expect(V4L2Access.forThisProcess(environment: [:]) == .libv4l2)
        #expect(V4L2Access.forThisProcess(environment: ["LD_PRELOAD": "/usr/lib/aarch64-linux-gnu/libcamera/v4l2-compat.so"]) == .direct)
        #expect(V4L2Access.forThisProcess(environment: ["LD_PRELOAD": "libfoo.so"]) == .libv4l2)
    }
}
