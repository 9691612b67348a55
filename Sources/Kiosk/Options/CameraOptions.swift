// CameraOptions: the options of the camera: which one, its size, format and rate, focus and exposure.
import Capture
import Catalog
import Content
import Decode
import Delivery
import Display
import FoundationEssentials
import Input
import OCR
import Pixels
import Presence
import Render
import Scene
import Sound
import SystemCall
import Wire

extension KioskOption {
    static let camera: [KioskOption] = [
        KioskOption(
            "camera", .camera, .parsed("SPEC", CameraSpec.init(parsing:)), \.camera,
            help:
                "auto (the first capture device), v4l2:/dev/videoN, v4l2:name=TEXT (part of the card name), or file:IMAGE|FOLDER|A,B,... (still images played as a camera)"
        ),
        KioskOption(
            "camera-size", .camera, .optional(OptionValues.frameSize), \.cameraSize,
            help: "frame size: the V4L2 mode to use; for a file camera, frames of this size with each image held up in the middle",
            defaultNote: "the largest V4L2 mode up to 1280x720 that reaches 30 fps; a file camera's images at their own size"),
        KioskOption(
            "camera-fps", .camera, .optional(.number(0.1...1000)), \.cameraFPS,
            help: "frames per second: the V4L2 rate to ask for, or the rate a file camera delivers",
            defaultNote: "the V4L2 camera's own; \(OptionValues.format(FileCamera.defaultFPS)) for a file camera"),
        KioskOption(
            "camera-control", .camera, placeholder: "NAME=VALUE",
            help:
                "set a camera control, as v4l2-ctl names it (focus_automatic_continuous=0, exposure_time_absolute=100), after --focus and --exposure; may be repeated",
            repeatable: true, current: { $0.cameraControls.isEmpty ? nil : $0.cameraControls.map(\.description).joined(separator: ", ") }
        ) { v, o in
            guard let equals = v.firstIndex(of: "="), equals != v.startIndex, v.index(after: equals) != v.endIndex else {
                throw OptionError("expected NAME=VALUE such as focus_auto=0, got \(v.quotedForMessage())")
            }
            o.cameraControls.append(
                CameraControlSetting(
                    name: String(v[..<equals]).trimmingWhitespace(), value: String(v[v.index(after: equals)...]).trimmingWhitespace()))
        },
        KioskOption(
            "focus", .camera,
            .optional(.parsed("near|normal|full|DIOPTRES", accepts: "0 to 50 dioptres", CameraFocus.init(parsing:))),
            \.cameraFocus,
            help:
                "where the lens focuses: near (fixed at 20 cm, where codes are held up; a camera that cannot fix its lens keeps autofocus on), normal or full (continuous autofocus), or DIOPTRES (fixed at 1/DIOPTRES metres: 5 = 20 cm, 0 = infinity); set through the camera's controls where it has them, and what it has not is logged",
            defaultNote: "the camera's own: nothing set"),
        KioskOption(
            "exposure", .camera,
            .optional(.parsed("auto|short|MICROSECONDS", accepts: "1 to 1000000 microseconds", CameraExposure.init(parsing:))),
            \.cameraExposure,
            help:
                "how long each picture is exposed: auto (the camera's automatic exposure), short (0.5 ms, so a code moved past the camera does not smear; the gain rises instead), or MICROSECONDS (fixed); set through the camera's controls where it has them, and what it has not is logged",
            defaultNote: "the camera's own: nothing set"),
        KioskOption("hold", .camera, .seconds(0...86_400), \.hold, help: "how long the file camera shows each image; 0 = one frame each"),
        KioskOption(
            "camera-format", .camera, OptionValues.cameraFormat, \.cameraFormat,
            help:
                "the camera's pixel format: auto (the cheapest the camera offers; a file camera's images as they are), or nv12, yuyv, grey, yu12, rgb24, xrgb32, mjpeg (a file camera: nv12, yuyv, grey, rgb24, or mjpeg for JPEG files, each frame decoded as a webcam's MJPEG frame is)"
        ),
        .flag("mirror", .camera, \.mirror, help: "mirror the preview and the detected corners (front-facing camera)"),
    ]
}
