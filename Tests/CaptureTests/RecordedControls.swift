// RecordedControls: control listings of real cameras, as `v4l2-ctl --list-ctrls-menus` (or
// `--all`, or `-L`) printed them (the answers of VIDIOC_QUERYCTRL and VIDIOC_QUERYMENU), copied
// from public pages, and a parser that turns them into the controls the kiosk reads. Where a
// page shows only part of a listing, only that part is here (noted per camera).
import CV4L2
import Capture
import Foundation

enum RecordedControls {
    /// Logitech C922 Pro Stream Webcam on Linux 6.12 (the newer control names), from the
    /// raspiCamSrv documentation's "Determining Camera Properties for USB Cameras"
    /// (https://github.com/signag/raspi-cam-srv/blob/main/docs/Information_Cam.md, `v4l2-ctl
    /// --all`). A C920 has the same focus and exposure ranges (0...250, 3...2047: joelpurra/uvcc
    /// issue #8, https://github.com/joelpurra/uvcc/issues/8).
    static let c922 = """
        User Controls

                             brightness 0x00980900 (int)    : min=0 max=255 step=1 default=128 value=128
                               contrast 0x00980901 (int)    : min=0 max=255 step=1 default=128 value=128
                             saturation 0x00980902 (int)    : min=0 max=255 step=1 default=128 value=128
                white_balance_automatic 0x0098090c (bool)   : default=1 value=1
                                   gain 0x00980913 (int)    : min=0 max=255 step=1 default=0 value=0
                   power_line_frequency 0x00980918 (menu)   : min=0 max=2 default=2 value=2 (60 Hz)
                                        0: Disabled
                                        1: 50 Hz
                                        2: 60 Hz
              white_balance_temperature 0x0098091a (int)    : min=2000 max=6500 step=1 default=4000 value=4000 flags=inactive
                              sharpness 0x0098091b (int)    : min=0 max=255 step=1 default=128 value=128
                 backlight_compensation 0x0098091c (int)    : min=0 max=1 step=1 default=0 value=0

        Camera Controls

                          auto_exposure 0x009a0901 (menu)   : min=0 max=3 default=3 value=3 (Aperture Priority Mode)
                                        1: Manual Mode
                                        3: Aperture Priority Mode
                 exposure_time_absolute 0x009a0902 (int)    : min=3 max=2047 step=1 default=250 value=250 flags=inactive
             exposure_dynamic_framerate 0x009a0903 (bool)   : default=0 value=1
                           pan_absolute 0x009a0908 (int)    : min=-36000 max=36000 step=3600 default=0 value=0
                          tilt_absolute 0x009a0909 (int)    : min=-36000 max=36000 step=3600 default=0 value=0
                         focus_absolute 0x009a090a (int)    : min=0 max=250 step=5 default=0 value=0 flags=inactive
             focus_automatic_continuous 0x009a090c (bool)   : default=1 value=1
                          zoom_absolute 0x009a090d (int)    : min=100 max=500 step=1 default=100 value=100
        """

    /// A webcam with Microsoft LifeCam ranges (exposure 5...20000, focus 0...40, pan and tilt
    /// ±201600; the page names no model) under the older control names (`exposure_auto`,
    /// `exposure_absolute`, `focus_auto`), no gain control, from the README of
    /// DaVinci-10/v4l2-ctrl-macros-for-Klipper
    /// (https://github.com/DaVinci-10/v4l2-ctrl-macros-for-Klipper, `v4l2-ctl -L`), as printed
    /// there (backlight_compensation's value is cut off there too).
    static let lifeCamRanges = """
        brightness 0x00980900 (int)    : min=30 max=255 step=1 default=133 value=133
        contrast 0x00980901 (int)    : min=0 max=10 step=1 default=5 value=5
        saturation 0x00980902 (int)    : min=0 max=200 step=1 default=83 value=83
        white_balance_temperature_auto 0x0098090c (bool)   : default=1 value=1
        power_line_frequency 0x00980918 (menu)   : min=0 max=2 default=2 value=2
          0: Disabled
          1: 50 Hz
          2: 60 Hz
        white_balance_temperature 0x0098091a (int)    : min=2800 max=10000 step=1 default=4500 value=4700 flags=inactive
        sharpness 0x0098091b (int)    : min=0 max=50 step=1 default=20 value=50
        backlight_compensation 0x0098091c (int)    : min=0 max=10 step=1 default=0 value=
        exposure_auto 0x009a0901 (menu)   : min=0 max=3 default=1 value=3
          1: Manual Mode
          3: Aperture Priority Mode
        exposure_absolute 0x009a0902 (int)    : min=5 max=20000 step=1 default=156 value=156 flags=inactive
        pan_absolute 0x009a0908 (int)    : min=-201600 max=201600 step=3600 default=0 value=-201600
        tilt_absolute 0x009a0909 (int)    : min=-201600 max=201600 step=3600 default=0 value=-201600
        focus_absolute 0x009a090a (int)    : min=0 max=40 step=1 default=0 value=13
        focus_auto 0x009a090c (bool)   : default=0 value=0
        zoom_absolute 0x009a090d (int)    : min=0 max=10 step=1 default=0 value=10
        """

    /// A webcam whose exposure menu has a fully automatic mode and no aperture priority, from
    /// antmicro/pyvidctrl issue #11 (https://github.com/antmicro/pyvidctrl/issues/11, `v4l2-ctl
    /// -L`): its camera controls as far as the exposure ones (the report's user controls are
    /// left out here, and its list goes on with an exposure bias menu).
    static let autoModeExposure = """
        Camera Controls

                          auto_exposure 0x009a0901 (menu)   : min=0 max=3 default=0 value=0
                                        0: Auto Mode
                                        1: Manual Mode
                 exposure_time_absolute 0x009a0902 (int)    : min=1 max=10000 step=1 default=1000 value=1000
             exposure_dynamic_framerate 0x009a0903 (bool)   : default=0 value=1
        """

    /// vivid's controls for the video capture it has in the virtual kiosk, as the driver makes
    /// them (drivers/media/test-drivers/vivid/vivid-ctrls.c, `vivid_create_controls`: brightness,
    /// contrast, saturation, hue, flips, automatic gain and gain): no focus and no exposure.
    static let vivid = """
        User Controls

                             brightness 0x00980900 (int)    : min=0 max=255 step=1 default=128 value=128
                               contrast 0x00980901 (int)    : min=0 max=255 step=1 default=128 value=128
                             saturation 0x00980902 (int)    : min=0 max=255 step=1 default=128 value=128
                                    hue 0x00980903 (int)    : min=-128 max=128 step=1 default=0 value=0
                        horizontal_flip 0x00980914 (bool)   : default=0 value=0
                          vertical_flip 0x00980915 (bool)   : default=0 value=0
                         gain_automatic 0x00980912 (bool)   : default=1 value=1
                                   gain 0x00980913 (int)    : min=0 max=255 step=1 default=100 value=100
        """

    /// Parses a control listing: `NAME 0xID (TYPE) : min=… max=… step=… default=… value=…
    /// flags=…` lines, each menu control's `N: NAME` item lines after it. Section headings and
    /// anything else are skipped.
    static func parse(_ listing: String) -> [CameraControl] {
        var controls: [CameraControl] = []
        var menu: [(value: Int32, name: String)] = []
        func closeMenu() {
            guard let last = controls.last, !menu.isEmpty else { return }
            controls[controls.count - 1] = CameraControl(
                id: last.id, name: last.name, type: last.type, minimum: last.minimum, maximum: last.maximum, step: last.step,
                defaultValue: last.defaultValue, flags: last.flags, menu: menu)
            menu = []
        }
        for line in listing.split(separator: "\n") {
            let text = line.trimmingCharacters(in: .whitespaces)
            if let colon = text.firstIndex(of: ":"), let value = Int32(text[..<colon]) {
                menu.append((value, text[text.index(after: colon)...].trimmingCharacters(in: .whitespaces)))
                continue
            }
            let parts = text.split(separator: " ", omittingEmptySubsequences: true)
            guard parts.count >= 3, parts[1].hasPrefix("0x"), let id = UInt32(parts[1].dropFirst(2), radix: 16),
                let open = text.firstIndex(of: "("), let close = text.firstIndex(of: ")"), let colon = text.firstIndex(of: ":")
            else { continue }
            closeMenu()
            var fields: [String: String] = [:]
            for field in text[text.index(after: colon)...].split(separator: " ") where field.contains("=") {
                let pair = field.split(separator: "=", maxSplits: 1)
                fields[String(pair[0])] = pair.count > 1 ? String(pair[1]) : ""
            }
            let type: UInt32
            switch text[text.index(after: open)..<close] {
            case "bool": type = V4L2_CTRL_TYPE_BOOLEAN.rawValue
            case "menu": type = V4L2_CTRL_TYPE_MENU.rawValue
            case "intmenu": type = V4L2_CTRL_TYPE_INTEGER_MENU.rawValue
            default: type = V4L2_CTRL_TYPE_INTEGER.rawValue
            }
            var flags: UInt32 = 0
            let flagText = text.range(of: "flags=").map { String(text[$0.upperBound...]) } ?? ""
            if flagText.contains("read-only") { flags |= UInt32(V4L2_CTRL_FLAG_READ_ONLY) }
            if flagText.contains("inactive") { flags |= UInt32(V4L2_CTRL_FLAG_INACTIVE) }
            let number = { (key: String, otherwise: Int32) in fields[key].flatMap { Int32($0) } ?? otherwise }
            controls.append(
                CameraControl(
                    id: id, name: String(parts[0]), type: type, minimum: number("min", 0), maximum: number("max", 1),
                    step: number("step", 1), defaultValue: number("default", 0), flags: flags, menu: []))
        }
        closeMenu()
        return controls
    }
}
