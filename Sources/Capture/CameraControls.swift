// CameraControls: the camera's controls (focus, exposure, ...) by the names v4l2-ctl uses,
// and setting them: from `--camera-control name=value`, or a value the kiosk chose.
import CV4L2
import FoundationEssentials
import SystemCall
import Wire

/// One control as `VIDIOC_QUERYCTRL` describes it.
public struct CameraControl: Sendable, Equatable {
    public let id: UInt32
    /// v4l2-ctl's name: "Exposure Time, Absolute" is `exposure_time_absolute`.
    public let name: String
    public let type: UInt32
    public let minimum: Int32
    public let maximum: Int32
    /// Values an integer control takes are `minimum` plus a multiple of this (1 for the others).
    public let step: Int32
    public let defaultValue: Int32
    /// `V4L2_CTRL_FLAG_*` (read-only, inactive, ...).
    public let flags: UInt32
    /// Menu item names by value, for menu controls.
    public let menu: [(value: Int32, name: String)]

    public init(
        id: UInt32, name: String, type: UInt32, minimum: Int32, maximum: Int32, step: Int32 = 1, defaultValue: Int32 = 0, flags: UInt32 = 0,
        menu: [(value: Int32, name: String)]
    ) {
        self.id = id
        self.name = name
        self.type = type
        self.minimum = minimum
        self.maximum = maximum
        self.step = max(1, step)
        self.defaultValue = defaultValue
        self.flags = flags
        self.menu = menu
    }

    public static func == (a: CameraControl, b: CameraControl) -> Bool {
        a.id == b.id && a.name == b.name && a.type == b.type && a.minimum == b.minimum && a.maximum == b.maximum && a.step == b.step
            && a.defaultValue == b.defaultValue && a.flags == b.flags && a.menu.map(\.value) == b.menu.map(\.value)
            && a.menu.map(\.name) == b.menu.map(\.name)
    }

    /// `V4L2_CTRL_FLAG_READ_ONLY`: the camera reports it, nobody sets it.
    public var isReadOnly: Bool { flags & UInt32(V4L2_CTRL_FLAG_READ_ONLY) != 0 }

    /// Why the camera would refuse `value`, in words; nil when it is one the control takes: within
    /// its range, on its step (integers), one of its items (menus).
    public func refusal(of value: Int32) -> String? {
        guard value >= minimum, value <= maximum else { return "\(value) is out of range \(minimum)...\(maximum)" }
        if !menu.isEmpty, !menu.contains(where: { $0.value == value }) { return "\(value) is not one of its values (\(menuList))" }
        if type == V4L2_CTRL_TYPE_INTEGER.rawValue, (Int64(value) - Int64(minimum)) % Int64(step) != 0 {
            return "\(value) is not on its step of \(step) from \(minimum)"
        }
        return nil
    }

    /// Lower case; every run of other characters becomes one underscore; none at the ends.
    public static func canonicalName(_ label: String) -> String {
        var out = ""
        for scalar in label.unicodeScalars {
            if scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) {
                out += String(scalar).lowercased()
            } else if !out.isEmpty, !out.hasSuffix("_") {
                out += "_"
            }
        }
        while out.hasSuffix("_") { out.removeLast() }
        return out
    }

    /// The value for `text`: an integer, `true`/`false` for booleans, or a menu item's name.
    public func value(for text: String) throws(CameraError) -> Int32 {
        let trimmed = text.trimmingWhitespace().lowercased()
        if type == V4L2_CTRL_TYPE_BOOLEAN.rawValue {
            if ["1", "true", "on", "yes"].contains(trimmed) { return 1 }
            if ["0", "false", "off", "no"].contains(trimmed) { return 0 }
        }
        if let number = Int32(trimmed) {
            guard number >= minimum, number <= maximum else {
                throw CameraError("camera control '\(name)': \(number) is out of range \(minimum)...\(maximum)")
            }
            if !menu.isEmpty, !menu.contains(where: { $0.value == number }) {
                throw CameraError("camera control '\(name)': \(number) is not one of its values (\(menuList))")
            }
            // Off its step: the driver rounds it (as v4l2-ctl's user would expect), so it is not refused here.
            return number
        }
        if let item = menu.first(where: { CameraControl.canonicalName($0.name) == CameraControl.canonicalName(trimmed) }) {
            return item.value
        }
        throw CameraError("camera control '\(name)': '\(text)' is not a number" + (menu.isEmpty ? "" : " or one of \(menuList)"))
    }

    var menuList: String { menu.map { "\($0.value)=\($0.name)" }.joined(separator: ", ") }
}

extension V4L2Device {
    /// Every enabled control (`VIDIOC_QUERYCTRL` with `V4L2_CTRL_FLAG_NEXT_CTRL`), classes left
    /// out. The list ends at EINVAL; a node that answers ENOTTY (no control ioctls at all, as
    /// libcamera's V4L2 layer does) has none. Any other failure ends the list where it stands.
    public func controls() -> [CameraControl] {
        var result: [CameraControl] = []
        var query = v4l2_queryctrl()
        query.id = UInt32(V4L2_CTRL_FLAG_NEXT_CTRL)
        while (try? ioctl("VIDIOC_QUERYCTRL", kiosk_vidioc_queryctrl(), &query)) == true {
            defer { query.id |= UInt32(V4L2_CTRL_FLAG_NEXT_CTRL) }
            if query.flags & UInt32(V4L2_CTRL_FLAG_DISABLED) != 0 || query.type == V4L2_CTRL_TYPE_CTRL_CLASS.rawValue { continue }
            let label = withUnsafeBytes(of: query.name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            var menu: [(Int32, String)] = []
            if query.type == V4L2_CTRL_TYPE_MENU.rawValue, query.maximum >= query.minimum, query.maximum - query.minimum < 64 {
                for value in query.minimum...query.maximum {
                    var item = v4l2_querymenu()
                    item.id = query.id
                    item.index = UInt32(value)
                    if (try? ioctl("VIDIOC_QUERYMENU", kiosk_vidioc_querymenu(), &item)) == true {
                        menu.append((value, withUnsafeBytes(of: item.name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }))
                    }
                }
            }
            result.append(
                CameraControl(
                    id: query.id, name: CameraControl.canonicalName(label), type: query.type, minimum: query.minimum, maximum: query.maximum,
                    step: query.step, defaultValue: query.default_value, flags: query.flags, menu: menu))
        }
        return result
    }

    /// Sets the control called `name` (v4l2-ctl's name) to `text`. Errors name the control and,
    /// when the camera has no such control, list the ones it has.
    public func setControl(_ name: String, to text: String, among controls: [CameraControl]) throws(CameraError) {
        let wanted = CameraControl.canonicalName(name)
        guard !controls.isEmpty else {
            throw CameraError("camera control '\(name)': this camera offers no controls")
        }
        guard let control = controls.first(where: { $0.name == wanted }) else {
            throw CameraError("camera control '\(name)': this camera has no such control (it has: \(controls.map(\.name).joined(separator: ", ")))")
        }
        var setting = v4l2_control(id: control.id, value: try control.value(for: text))
        do {
            try ioctl("VIDIOC_S_CTRL", kiosk_vidioc_s_ctrl(), &setting)
        } catch {
            throw CameraError("camera control '\(control.name)': \(error)", cause: error)
        }
    }

    /// Sets `control` to `value` (`VIDIOC_S_CTRL`), a value the kiosk chose rather than one typed:
    /// one the control would refuse (`refusal(of:)`) is not sent. Errors name the control, the
    /// value and the failed call.
    public func setControl(_ control: CameraControl, to value: Int32) throws(CameraError) {
        if let refusal = control.refusal(of: value) { throw CameraError("camera control '\(control.name)': \(refusal): not set") }
        var setting = v4l2_control(id: control.id, value: value)
        do {
            try ioctl("VIDIOC_S_CTRL", kiosk_vidioc_s_ctrl(), &setting)
        } catch {
            throw CameraError("camera control '\(control.name)' = \(value): \(error)", cause: error)
        }
    }

    /// Makes `plan`'s settings in order and returns its lines for the log, with a line for each
    /// setting the camera refused: the camera runs on without it (a webcam's firmware may refuse
    /// a control the driver lists, as some Logitech ones do with focus).
    public func apply(_ plan: V4L2FocusExposure) -> [String] {
        var lines = plan.lines
        for setting in plan.settings {
            do throws(CameraError) {
                try setControl(setting.control, to: setting.value)
            } catch {
                lines.append("\(setting.request): \(error) (the camera runs without it)")
            }
        }
        return lines
    }
}
