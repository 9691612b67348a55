// V4L2FocusExposure: `--focus` and `--exposure` as the V4L2 controls a camera lists (a UVC
// webcam's autofocus, lens position, exposure mode and time, gain): which to set, to what, in
// which order, and a log line for each request saying what was set, clamped or left out.
import CV4L2

/// The controls `--focus` and `--exposure` use, by the kernel's IDs (names differ between kernels:
/// `exposure_auto` became `auto_exposure`, `focus_auto` `focus_automatic_continuous`).
public enum V4L2ControlID {
    /// `V4L2_CID_EXPOSURE_AUTO`: a menu of `V4L2_EXPOSURE_AUTO` (0), `_MANUAL` (1),
    /// `_SHUTTER_PRIORITY` (2), `_APERTURE_PRIORITY` (3); a camera lists the ones it has (UVC
    /// webcams mostly 1 and 3). UVC's "Auto-Exposure Mode".
    public static let exposureAuto: UInt32 = 0x009a_0901
    /// `V4L2_CID_EXPOSURE_ABSOLUTE`: the exposure time in 100 µs units, used while the mode is
    /// manual or shutter priority. UVC's "Exposure Time (Absolute)".
    public static let exposureAbsolute: UInt32 = 0x009a_0902
    /// `V4L2_CID_FOCUS_ABSOLUTE`: the lens position, used while autofocus is off. V4L2 leaves the
    /// unit open, larger values focusing nearer; UVC's "Focus (Absolute)" says millimetres, which
    /// webcams do not keep (see `V4L2FocusExposure.lensPosition`).
    public static let focusAbsolute: UInt32 = 0x009a_090a
    /// `V4L2_CID_FOCUS_AUTO`: continuous autofocus on or off. UVC's "Focus, Auto".
    public static let focusAuto: UInt32 = 0x009a_090c
    /// `V4L2_CID_AUTOGAIN`: automatic gain on or off.
    public static let autoGain: UInt32 = 0x0098_0912
    /// `V4L2_CID_GAIN`: the gain, in the camera's own units.
    public static let gain: UInt32 = 0x0098_0913
}

/// What `--focus` and `--exposure` set on one V4L2 camera, chosen among the controls it lists
/// (`VIDIOC_QUERYCTRL`), and why. Nothing is set that the camera does not list, and nothing
/// outside a control's range; what cannot be done is said in `lines`, never an error: the
/// camera runs without it.
///
/// Focus (`CameraFocus`):
/// - `normal` and `full`: continuous autofocus on (`focus_automatic_continuous` 1). A webcam's
///   autofocus has no range to choose, so the two are the same here.
/// - `near`: the lens fixed at `CameraFocus.nearDioptres` (20 cm), as `DIOPTRES` 5 does; a camera
///   with autofocus but no lens position gets autofocus instead.
/// - `DIOPTRES`: autofocus off, then `focus_absolute` at `lensPosition(dioptres:on:)`; dioptres
///   past the range taken for the lens are clamped to its end, and the line says so.
///
/// Exposure (`CameraExposure`):
/// - `auto`: the camera's automatic exposure (`auto_exposure` aperture priority, which a UVC
///   webcam's automatic mode is, else fully automatic) and automatic gain where it has one.
///   UVC cameras keep their controls while powered, so this undoes an earlier run's `short`.
/// - `short`: a manual exposure (`auto_exposure` manual, else shutter priority) of
///   `CameraExposure.shortMicroseconds` (`exposure_time_absolute` 5, clamped into its range),
///   then the gain: automatic gain on where the camera has it; else `gain` at its top, since a
///   webcam adjusts no gain under a manual exposure and a noisy code reads where a dark one
///   does not (`--camera-control gain=N`, applied after, sets another).
/// - `MICROSECONDS`: the same manual exposure at that time, rounded to 100 µs; a time outside
///   the camera's range is refused (nothing changes, the line says why); automatic gain on where
///   there is one, the gain otherwise left as it is.
public struct V4L2FocusExposure: Sendable, Equatable {
    /// One control set to one value.
    public struct Setting: Sendable, Equatable, CustomStringConvertible {
        public let control: CameraControl
        public let value: Int32
        /// The request it is for (`focus near`, `exposure short`), for the log.
        public let request: String

        public var description: String { "\(control.name)=\(value)" }
    }

    /// In the order they must be made: an automatic mode off before the value it governs.
    public let settings: [Setting]
    /// One per request: what it sets and why, or why it is left out.
    public let lines: [String]

    /// `focus_absolute`'s range is taken as infinity (its minimum) to this near end (its maximum):
    /// 10 cm, about the closest a webcam's autofocus lens reaches.
    public static let nearEndDioptres = 10.0

    public init(focus: CameraFocus?, exposure: CameraExposure?, controls: [CameraControl]) {
        var settings: [Setting] = []
        var lines: [String] = []
        let requests = [focus.map { "focus \($0)" }, exposure.map { "exposure \($0)" }].compactMap { $0 }
        guard !requests.isEmpty else {
            self.settings = []
            self.lines = []
            return
        }
        let settable = controls.filter { !$0.isReadOnly }
        guard !settable.isEmpty else {
            // libcamera's V4L2 layer (libcamerify) answers every control ioctl with ENOTTY.
            self.settings = []
            self.lines = ["\(requests.joined(separator: ", ")): left out: the camera offers no controls to set"]
            return
        }
        func control(_ id: UInt32) -> CameraControl? { settable.first { $0.id == id } }
        if let focus {
            let plan = Self.focusPlan(focus, autofocus: control(V4L2ControlID.focusAuto), lens: control(V4L2ControlID.focusAbsolute))
            settings += plan.settings.map { Setting(control: $0.control, value: $0.value, request: "focus \(focus)") }
            lines.append("focus \(focus): \(plan.line)")
        }
        if let exposure {
            let plan = Self.exposurePlan(
                exposure, mode: control(V4L2ControlID.exposureAuto), time: control(V4L2ControlID.exposureAbsolute),
                autoGain: control(V4L2ControlID.autoGain), gain: control(V4L2ControlID.gain))
            settings += plan.settings.map { Setting(control: $0.control, value: $0.value, request: "exposure \(exposure)") }
            lines.append("exposure \(exposure): \(plan.line)")
        }
        self.settings = settings
        self.lines = lines
    }

    private typealias Plan = (settings: [(control: CameraControl, value: Int32)], line: String)

    /// `control value` for the log, with a menu item's name.
    private static func shown(_ control: CameraControl, _ value: Int32) -> String {
        let item = control.menu.first { $0.value == value }.map { " (\($0.name))" } ?? ""
        return "\(control.name) \(value)\(item)"
    }

    private static func focusPlan(_ focus: CameraFocus, autofocus: CameraControl?, lens: CameraControl?) -> Plan {
        let dioptres: Double
        switch focus {
        case .normal, .full:
            guard let autofocus else { return ([], "left out: the camera has no autofocus control (its focus stays as it is)") }
            return ([(autofocus, 1)], "\(shown(autofocus, 1)) (a webcam's autofocus has no range to choose: normal and full are the same)")
        case .near: dioptres = CameraFocus.nearDioptres
        case .dioptres(let value): dioptres = value
        }
        guard let lens else {
            if focus == .near, let autofocus {
                return ([(autofocus, 1)], "\(shown(autofocus, 1)): the camera cannot fix its lens (no focus_absolute)")
            }
            return ([], "left out: the camera has no lens position to set (no focus_absolute; its focus stays as it is)")
        }
        let position = lensPosition(dioptres: dioptres, on: lens)
        var settings: [(control: CameraControl, value: Int32)] = []
        if let autofocus { settings.append((autofocus, 0)) }
        settings.append((lens, position.value))
        let distance = dioptres > 0 ? "\(CameraFocus.number((100 / dioptres * 10).rounded() / 10)) cm" : "infinity"
        let clamp =
            position.clamped
            ? "; nearer than its near end, taken as \(CameraFocus.number(nearEndDioptres)) dioptres: clamped to \(lens.maximum)" : ""
        return (
            settings,
            settings.map { shown($0.control, $0.value) }.joined(separator: ", ")
                + " (\(CameraFocus.number(dioptres)) dioptres, \(distance): \(lens.name) \(lens.minimum)...\(lens.maximum) taken as infinity to 10 cm\(clamp))"
        )
    }

    /// The lens position for `dioptres` on `lens` (`focus_absolute`), and whether it was clamped.
    ///
    /// V4L2 leaves the unit open and says larger values focus nearer; UVC's "Focus (Absolute)"
    /// control says millimetres to the subject, which would run the other way. Webcams keep
    /// V4L2's direction, not UVC's unit: a Logitech C920's 0...250 focuses nearer the higher it
    /// goes (FIRST Tech Challenge's webcam documentation, ftc-docs.firstinspires.org, "Focus
    /// Control"), as a C905's 0...255 does ("low values are for far focus, high for close-up",
    /// The-EG/OctoPrint-CameraSettings issue #26), so millimetres would put a code at 20 cm (200)
    /// next to the lens's closest end. The range is taken instead as infinity (minimum) to
    /// `nearEndDioptres` (maximum), linear in dioptres as a voice-coil lens moves (libcamera's
    /// lens maps are linear in dioptres too), rounded to the control's step. Users' settings for
    /// a C920 fit that (about 50 for a 3D printer's bed, 10 and less for a room), though none
    /// gives the distance. Not checked on hardware.
    public static func lensPosition(dioptres: Double, on lens: CameraControl) -> (value: Int32, clamped: Bool) {
        let clamped = dioptres > nearEndDioptres
        let fraction = min(max(dioptres, 0), nearEndDioptres) / nearEndDioptres
        let span = Double(lens.maximum) - Double(lens.minimum)
        let steps = (fraction * span / Double(lens.step)).rounded()
        var value = Int64(lens.minimum) + Int64(steps) * Int64(lens.step)
        while value > Int64(lens.maximum) { value -= Int64(lens.step) }
        return (Int32(value), clamped)
    }

    private static func exposurePlan(
        _ exposure: CameraExposure, mode: CameraControl?, time: CameraControl?, autoGain: CameraControl?, gain: CameraControl?
    ) -> Plan {
        let automaticGain = autoGain.map { [(control: $0, value: Int32(1))] } ?? []
        let gainPart = automaticGain.map { ", " + shown($0.control, $0.value) }.joined()
        let offered = { (value: UInt32) in mode.map { $0.menu.contains { $0.value == Int32(value) } } ?? false }
        guard exposure != .auto else {
            // Aperture priority (automatic exposure time, fixed iris) is what a webcam's automatic
            // mode is; fully automatic where a camera lists that instead.
            let automatic = [V4L2_EXPOSURE_APERTURE_PRIORITY.rawValue, V4L2_EXPOSURE_AUTO.rawValue].first(where: offered)
            guard let mode, let automatic else {
                if !automaticGain.isEmpty {
                    return (automaticGain, automaticGain.map { shown($0.control, $0.value) }.joined() + " (the camera has no exposure mode to set)")
                }
                return ([], "left out: the camera has no automatic exposure mode to set (auto_exposure)")
            }
            return ([(mode, Int32(automatic))] + automaticGain, shown(mode, Int32(automatic)) + gainPart)
        }
        let manual = [V4L2_EXPOSURE_MANUAL.rawValue, V4L2_EXPOSURE_SHUTTER_PRIORITY.rawValue].first(where: offered)
        guard let mode, let manual, let time else {
            return ([], "left out: the camera has no manual exposure to set (auto_exposure's manual mode and exposure_time_absolute)")
        }
        let microseconds = exposure == .short ? CameraExposure.shortMicroseconds : { if case .microseconds(let m) = exposure { m } else { 0 } }()
        var units = Int64((microseconds + 50) / 100)
        let range = "\(time.name) \(time.minimum)...\(time.maximum) in 100 µs"
        var note = ""
        if units < Int64(time.minimum) || units > Int64(time.maximum) {
            guard exposure == .short else {
                return (
                    [], "left out: \(microseconds) µs is outside the camera's \(Int(time.minimum) * 100)...\(Int(time.maximum) * 100) µs (\(range))"
                )
            }
            units = min(max(units, Int64(time.minimum)), Int64(time.maximum))
            note = ", the nearest the camera takes"
        }
        units = Int64(time.minimum) + (units - Int64(time.minimum)) / Int64(time.step) * Int64(time.step)
        var settings: [(control: CameraControl, value: Int32)] = [(mode, Int32(manual)), (time, Int32(units))]
        var line = "\(shown(mode, Int32(manual))), \(shown(time, Int32(units))) (\(units * 100) µs\(note))"
        if !automaticGain.isEmpty {
            settings += automaticGain
            line += gainPart
        } else if exposure == .short, let gain {
            settings.append((gain, gain.maximum))
            line += ", \(shown(gain, gain.maximum)) (its top: the camera has no automatic gain)"
        } else if exposure == .short {
            line += " (the camera has no gain to raise: pictures may be dark)"
        }
        return (settings, line)
    }
}
