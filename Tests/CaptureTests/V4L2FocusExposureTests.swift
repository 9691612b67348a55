// V4L2FocusExposureTests: what `--focus` and `--exposure` set on real webcams' controls (recorded
// listings), exactly: the controls, their values, their order, and the log lines.
import CV4L2
import Capture
import Testing

@Suite struct V4L2FocusExposureTests {
    static let c922 = RecordedControls.parse(RecordedControls.c922)
    static let lifeCam = RecordedControls.parse(RecordedControls.lifeCamRanges)
    static let autoMode = RecordedControls.parse(RecordedControls.autoModeExposure)
    static let vivid = RecordedControls.parse(RecordedControls.vivid)

    /// The settings as `name=value`, in order.
    static func set(_ focus: CameraFocus?, _ exposure: CameraExposure?, on controls: [CameraControl]) -> [String] {
        V4L2FocusExposure(focus: focus, exposure: exposure, controls: controls).settings.map(\.description)
    }

    static func lines(_ focus: CameraFocus?, _ exposure: CameraExposure?, on controls: [CameraControl]) -> [String] {
        V4L2FocusExposure(focus: focus, exposure: exposure, controls: controls).lines
    }

    @Test func theListingsParse() {
        #expect(Self.c922.count == 17)
        let focus = Self.c922.first { $0.name == "focus_absolute" }
        #expect(focus?.id == V4L2ControlID.focusAbsolute && focus?.minimum == 0 && focus?.maximum == 250 && focus?.step == 5)
        #expect(focus.map { $0.flags & UInt32(V4L2_CTRL_FLAG_INACTIVE) != 0 } == true)
        let mode = Self.lifeCam.first { $0.id == V4L2ControlID.exposureAuto }
        #expect(
            mode?.name == "exposure_auto" && mode?.menu.map(\.value) == [1, 3] && mode?.menu.map(\.name) == ["Manual Mode", "Aperture Priority Mode"])
        #expect(Self.autoMode.map(\.name) == ["auto_exposure", "exposure_time_absolute", "exposure_dynamic_framerate"])
        #expect(Self.vivid.map(\.name).contains("gain_automatic") && !Self.vivid.contains { $0.id == V4L2ControlID.focusAbsolute })
    }

    /// The IDs are the kernel header's.
    @Test func controlIDsAreTheKernels() {
        #expect(V4L2ControlID.exposureAuto == UInt32(V4L2_CID_EXPOSURE_AUTO))
        #expect(V4L2ControlID.exposureAbsolute == UInt32(V4L2_CID_EXPOSURE_ABSOLUTE))
        #expect(V4L2ControlID.focusAbsolute == UInt32(V4L2_CID_FOCUS_ABSOLUTE))
        #expect(V4L2ControlID.focusAuto == UInt32(V4L2_CID_FOCUS_AUTO))
        #expect(V4L2ControlID.autoGain == UInt32(V4L2_CID_AUTOGAIN))
        #expect(V4L2ControlID.gain == UInt32(V4L2_CID_GAIN))
    }

    @Test func c922Focus() {
        #expect(Self.set(.near, nil, on: Self.c922) == ["focus_automatic_continuous=0", "focus_absolute=125"])
        #expect(
            Self.lines(.near, nil, on: Self.c922) == [
                "focus near: focus_automatic_continuous 0, focus_absolute 125 (5 dioptres, 20 cm: focus_absolute 0...250 taken as infinity to 10 cm)"
            ])
        #expect(Self.set(.normal, nil, on: Self.c922) == ["focus_automatic_continuous=1"])
        #expect(
            Self.lines(.full, nil, on: Self.c922) == [
                "focus full: focus_automatic_continuous 1 (a webcam's autofocus has no range to choose: normal and full are the same)"
            ])
        // 2.5 dioptres (40 cm): a quarter of the way, 62.5, on the step of 5: 65.
        #expect(Self.set(.dioptres(2.5), nil, on: Self.c922) == ["focus_automatic_continuous=0", "focus_absolute=65"])
        #expect(Self.set(.dioptres(0), nil, on: Self.c922) == ["focus_automatic_continuous=0", "focus_absolute=0"])
        #expect(
            Self.lines(.dioptres(0), nil, on: Self.c922) == [
                "focus 0: focus_automatic_continuous 0, focus_absolute 0 (0 dioptres, infinity: focus_absolute 0...250 taken as infinity to 10 cm)"
            ])
        #expect(Self.set(.dioptres(12), nil, on: Self.c922) == ["focus_automatic_continuous=0", "focus_absolute=250"])
        #expect(
            Self.lines(.dioptres(12), nil, on: Self.c922) == [
                "focus 12: focus_automatic_continuous 0, focus_absolute 250 (12 dioptres, 8.3 cm: focus_absolute 0...250 taken as infinity to 10 cm; nearer than its near end, taken as 10 dioptres: clamped to 250)"
            ])
    }

    @Test func c922Exposure() {
        // No automatic gain: the gain to its top.
        #expect(Self.set(nil, .short, on: Self.c922) == ["auto_exposure=1", "exposure_time_absolute=5", "gain=255"])
        #expect(
            Self.lines(nil, .short, on: Self.c922) == [
                "exposure short: auto_exposure 1 (Manual Mode), exposure_time_absolute 5 (500 µs), gain 255 (its top: the camera has no automatic gain)"
            ])
        #expect(Self.set(nil, .auto, on: Self.c922) == ["auto_exposure=3"])
        #expect(Self.lines(nil, .auto, on: Self.c922) == ["exposure auto: auto_exposure 3 (Aperture Priority Mode)"])
        // A time of the user's: the gain left as it is.
        #expect(Self.set(nil, .microseconds(1000), on: Self.c922) == ["auto_exposure=1", "exposure_time_absolute=10"])
        #expect(Self.set(nil, .microseconds(250), on: Self.c922) == ["auto_exposure=1", "exposure_time_absolute=3"])
        // Shorter than the camera's shortest (300 µs): refused, nothing set.
        #expect(Self.set(nil, .microseconds(100), on: Self.c922) == [])
        #expect(
            Self.lines(nil, .microseconds(100), on: Self.c922) == [
                "exposure 100: left out: 100 µs is outside the camera's 300...204700 µs (exposure_time_absolute 3...2047 in 100 µs)"
            ])
    }

    @Test func c922BothInOrder() {
        #expect(
            Self.set(.near, .short, on: Self.c922) == [
                "focus_automatic_continuous=0", "focus_absolute=125", "auto_exposure=1", "exposure_time_absolute=5", "gain=255",
            ])
        let plan = V4L2FocusExposure(focus: .near, exposure: .short, controls: Self.c922)
        #expect(plan.settings.map(\.request) == ["focus near", "focus near", "exposure short", "exposure short", "exposure short"])
    }

    /// The older control names, no gain: the same controls by their IDs.
    @Test func lifeCamRangesUnderOlderNames() {
        #expect(Self.set(.near, nil, on: Self.lifeCam) == ["focus_auto=0", "focus_absolute=20"])
        #expect(Self.set(.normal, nil, on: Self.lifeCam) == ["focus_auto=1"])
        #expect(Self.set(nil, .short, on: Self.lifeCam) == ["exposure_auto=1", "exposure_absolute=5"])
        #expect(
            Self.lines(nil, .short, on: Self.lifeCam) == [
                "exposure short: exposure_auto 1 (Manual Mode), exposure_absolute 5 (500 µs) (the camera has no gain to raise: pictures may be dark)"
            ])
        #expect(Self.set(nil, .auto, on: Self.lifeCam) == ["exposure_auto=3"])
        #expect(Self.set(nil, .microseconds(20000), on: Self.lifeCam) == ["exposure_auto=1", "exposure_absolute=200"])
    }

    /// A menu with a fully automatic mode and no aperture priority.
    @Test func automaticModeWhereThereIsNoAperturePriority() {
        #expect(Self.set(nil, .auto, on: Self.autoMode) == ["auto_exposure=0"])
        #expect(Self.lines(nil, .auto, on: Self.autoMode) == ["exposure auto: auto_exposure 0 (Auto Mode)"])
        #expect(Self.set(nil, .short, on: Self.autoMode) == ["auto_exposure=1", "exposure_time_absolute=5"])
        #expect(
            Self.lines(.near, nil, on: Self.autoMode) == [
                "focus near: left out: the camera has no lens position to set (no focus_absolute; its focus stays as it is)"
            ])
    }

    /// vivid (the virtual kiosk's camera): no focus, no exposure, automatic gain.
    @Test func vividLeavesOutFocusAndExposure() {
        #expect(Self.set(.near, .short, on: Self.vivid) == [])
        #expect(
            Self.lines(.near, .short, on: Self.vivid) == [
                "focus near: left out: the camera has no lens position to set (no focus_absolute; its focus stays as it is)",
                "exposure short: left out: the camera has no manual exposure to set (auto_exposure's manual mode and exposure_time_absolute)",
            ])
        #expect(Self.set(.normal, .auto, on: Self.vivid) == ["gain_automatic=1"])
        #expect(
            Self.lines(.normal, .auto, on: Self.vivid) == [
                "focus normal: left out: the camera has no autofocus control (its focus stays as it is)",
                "exposure auto: gain_automatic 1 (the camera has no exposure mode to set)",
            ])
    }

    /// Under libcamerify the node answers no control ioctl: one line, nothing set.
    @Test func aCameraWithoutControls() {
        #expect(Self.set(.near, .short, on: []) == [])
        #expect(Self.lines(.near, .short, on: []) == ["focus near, exposure short: left out: the camera offers no controls to set"])
        #expect(Self.lines(nil, nil, on: Self.c922) == [] && Self.set(nil, nil, on: Self.c922) == [])
    }

    /// Settings the kernel refuses (here /dev/null, which answers ENOTTY to VIDIOC_S_CTRL as a node
    /// behind libcamera's layer would): each gets a line naming the control, value and call, and
    /// the rest are still tried; nothing throws. A value the control itself would refuse never
    /// reaches the kernel.
    @Test func settingsTheKernelRefusesAreLoggedAndTheRestGoOn() throws {
        let device = try V4L2Device(path: "/dev/null", access: .direct)
        #expect(device.controls() == [])
        let plan = V4L2FocusExposure(focus: .near, exposure: nil, controls: Self.c922)
        #expect(
            device.apply(plan) == plan.lines + [
                "focus near: camera control 'focus_automatic_continuous' = 0: VIDIOC_S_CTRL failed on /dev/null: Inappropriate ioctl for device (25) (the camera runs without it)",
                "focus near: camera control 'focus_absolute' = 125: VIDIOC_S_CTRL failed on /dev/null: Inappropriate ioctl for device (25) (the camera runs without it)",
            ])
        let focus = Self.c922.first { $0.id == V4L2ControlID.focusAbsolute }!
        #expect(throws: CameraError("camera control 'focus_absolute': 126 is not on its step of 5 from 0: not set")) {
            try device.setControl(focus, to: 126)
        }
    }

    /// Lens positions on other ranges: linear in dioptres, on the control's step, clamped.
    @Test func lensPositions() {
        func lens(_ minimum: Int32, _ maximum: Int32, step: Int32 = 1) -> CameraControl {
            CameraControl(
                id: V4L2ControlID.focusAbsolute, name: "focus_absolute", type: V4L2_CTRL_TYPE_INTEGER.rawValue, minimum: minimum,
                maximum: maximum, step: step, menu: [])
        }
        #expect(V4L2FocusExposure.lensPosition(dioptres: 5, on: lens(0, 1023)) == (512, false))
        #expect(V4L2FocusExposure.lensPosition(dioptres: 5, on: lens(35, 190)) == (113, false))
        // 1 dioptre on a step of 17: 25.5, halfway between 17 and 34, rounds up.
        #expect(V4L2FocusExposure.lensPosition(dioptres: 1, on: lens(0, 255, step: 17)) == (34, false))
        #expect(V4L2FocusExposure.lensPosition(dioptres: 10, on: lens(0, 255, step: 17)) == (255, false))
        #expect(V4L2FocusExposure.lensPosition(dioptres: 50, on: lens(0, 40)) == (40, true))
    }

    @Test func requestsParse() throws {
        #expect(try CameraFocus(parsing: "near") == .near)
        #expect(try CameraFocus(parsing: " Full ") == .full)
        #expect(try CameraFocus(parsing: "5") == .dioptres(5))
        #expect(try CameraFocus(parsing: "2.5").description == "2.5")
        #expect(throws: CameraError("expected near, normal, full or dioptres from 0 to 50 (5 = 20 cm), got 'far'")) {
            try CameraFocus(parsing: "far")
        }
        #expect(throws: CameraError.self) { try CameraFocus(parsing: "-1") }
        #expect(throws: CameraError.self) { try CameraFocus(parsing: "nan") }
        #expect(try CameraExposure(parsing: "short") == .short)
        #expect(try CameraExposure(parsing: "800") == .microseconds(800))
        #expect(throws: CameraError("expected auto, short or an exposure time in microseconds from 1 to 1000000, got '0.5'")) {
            try CameraExposure(parsing: "0.5")
        }
    }

    /// A value the control would refuse is never sent.
    @Test func refusals() {
        let focus = Self.c922.first { $0.id == V4L2ControlID.focusAbsolute }!
        #expect(focus.refusal(of: 125) == nil)
        #expect(focus.refusal(of: 126) == "126 is not on its step of 5 from 0")
        #expect(focus.refusal(of: 255) == "255 is out of range 0...250")
        let mode = Self.c922.first { $0.id == V4L2ControlID.exposureAuto }!
        #expect(mode.refusal(of: 0) == "0 is not one of its values (1=Manual Mode, 3=Aperture Priority Mode)")
    }
}
