import CV4L2
// CameraControlTests: control names as v4l2-ctl prints them, and values by number or menu name.
import Capture
import Testing

@Suite struct CameraControlTests {
    @Test func namesFollowV4L2Ctl() {
        #expect(CameraControl.canonicalName("Exposure Time, Absolute") == "exposure_time_absolute")
        #expect(CameraControl.canonicalName("White Balance Temperature, Auto") == "white_balance_temperature_auto")
        #expect(CameraControl.canonicalName("Focus, Automatic Continuous") == "focus_automatic_continuous")
        #expect(CameraControl.canonicalName("Power Line Frequency") == "power_line_frequency")
        #expect(CameraControl.canonicalName("  Gain (dB) ") == "gain_db")
    }

    static let exposure = CameraControl(
        id: 0x009A0901, name: "auto_exposure", type: V4L2_CTRL_TYPE_MENU.rawValue, minimum: 0, maximum: 3,
        menu: [(1, "Manual Mode"), (3, "Aperture Priority Mode")])
    static let focus = CameraControl(
        id: 0x009A090C, name: "focus_automatic_continuous", type: V4L2_CTRL_TYPE_BOOLEAN.rawValue, minimum: 0, maximum: 1, menu: [])
    static let brightness = CameraControl(
        id: 0x00980900, name: "brightness", type: V4L2_CTRL_TYPE_INTEGER.rawValue, minimum: 0, maximum: 255, menu: [])

    @Test func valuesByNumberFlagOrMenuName() throws {
        #expect(try Self.brightness.value(for: "128") == 128)
        #expect(try Self.focus.value(for: "false") == 0 && Self.focus.value(for: "1") == 1)
        #expect(try Self.exposure.value(for: "manual mode") == 1)
        #expect(try Self.exposure.value(for: "Aperture_Priority_Mode") == 3)
    }

    @Test func badValuesNameTheControl() {
        #expect(throws: CameraError("camera control 'brightness': 300 is out of range 0...255")) { try Self.brightness.value(for: "300") }
        #expect(throws: CameraError("camera control 'auto_exposure': 2 is not one of its values (1=Manual Mode, 3=Aperture Priority Mode)")) {
            try Self.exposure.value(for: "2")
        }
        #expect(throws: CameraError("camera control 'brightness': 'bright' is not a number")) { try Self.brightness.value(for: "bright") }
    }

    @Test func cameraSpecsParse() throws {
        #expect(try CameraSpec(parsing: "auto") == .auto)
        #expect(try CameraSpec(parsing: "v4l2:/dev/video2") == .v4l2Path("/dev/video2"))
        #expect(try CameraSpec(parsing: "v4l2:name=C920") == .v4l2Name("C920"))
        #expect(try CameraSpec(parsing: "file:a.png,b.png") == .file("a.png,b.png"))
        #expect(throws: CameraError.self) { try CameraSpec(parsing: "v4l2:") }
    }

    @Test func videoNodesAreListedInNumberOrder() throws {
        let folder = FileManagerHelpers.temporaryFolder()
        for name in ["video10", "video2", "video0", "vide", "videoX", "media0"] { FileManagerHelpers.touch(folder + "/" + name) }
        #expect(CameraFinder.videoNodes(in: folder) == [folder + "/video0", folder + "/video2", folder + "/video10"])
    }
}
