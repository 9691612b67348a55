// RecordedCameras: format listings of real cameras, as `v4l2-ctl --list-formats-ext` printed
// them (the answers of VIDIOC_ENUM_FMT, _FRAMESIZES and _FRAMEINTERVALS), copied from public
// bug reports, and a parser that turns them into the catalog the chooser reads. Where a report
// only shows part of a listing, only that part is here (noted per camera).
import Capture
import Foundation

enum RecordedCameras {
    /// Logitech C930e, YUYV part, from ros-drivers/usb_cam issue #287
    /// (https://github.com/ros-drivers/usb_cam/issues/287); sizes after 640x360 cut off there.
    static let c930eYUYV = """
        ioctl: VIDIOC_ENUM_FMT
        	Type: Video Capture

        	[0]: 'YUYV' (YUYV 4:2:2)
        		Size: Discrete 640x480
        			Interval: Discrete 0.033s (30.000 fps)
        			Interval: Discrete 0.040s (25.000 fps)
        			Interval: Discrete 0.050s (20.000 fps)
        			Interval: Discrete 0.067s (15.000 fps)
        			Interval: Discrete 0.100s (10.000 fps)
        			Interval: Discrete 0.200s (5.000 fps)
        		Size: Discrete 1920x1080
        			Interval: Discrete 0.200s (5.000 fps)
        		Size: Discrete 1600x896
        			Interval: Discrete 0.200s (5.000 fps)
        		Size: Discrete 1280x720
        			Interval: Discrete 0.100s (10.000 fps)
        		Size: Discrete 1024x576
        			Interval: Discrete 0.100s (10.000 fps)
        		Size: Discrete 960x720
        			Interval: Discrete 0.100s (10.000 fps)
        		Size: Discrete 864x480
        			Interval: Discrete 0.100s (10.000 fps)
        		Size: Discrete 800x600
        			Interval: Discrete 0.050s (20.000 fps)
        			Interval: Discrete 0.067s (15.000 fps)
        			Interval: Discrete 0.100s (10.000 fps)
        			Interval: Discrete 0.200s (5.000 fps)
        		Size: Discrete 800x448
        			Interval: Discrete 0.100s (10.000 fps)
        		Size: Discrete 640x360
        			Interval: Discrete 0.033s (30.000 fps)
        """

    /// A UVC webcam's MJPG part, from soyersoyer/cameractrls issue #30
    /// (https://github.com/soyersoyer/cameractrls/issues/30); cut off after 1280x720 at 20 fps.
    static let cameractrlsMJPG = """
        ioctl: VIDIOC_ENUM_FMT
                Type: Video Capture

                [0]: 'MJPG' (Motion-JPEG, compressed)
                        Size: Discrete 640x480
                                Interval: Discrete 0.033s (30.000 fps)
                                Interval: Discrete 0.040s (25.000 fps)
                                Interval: Discrete 0.050s (20.000 fps)
                                Interval: Discrete 0.067s (15.000 fps)
                                Interval: Discrete 0.100s (10.000 fps)
                                Interval: Discrete 0.133s (7.500 fps)
                                Interval: Discrete 0.200s (5.000 fps)
                        Size: Discrete 320x240
                                Interval: Discrete 0.033s (30.000 fps)
                                Interval: Discrete 0.040s (25.000 fps)
                                Interval: Discrete 0.050s (20.000 fps)
                                Interval: Discrete 0.067s (15.000 fps)
                                Interval: Discrete 0.100s (10.000 fps)
                                Interval: Discrete 0.133s (7.500 fps)
                                Interval: Discrete 0.200s (5.000 fps)
                        Size: Discrete 1280x720
                                Interval: Discrete 0.033s (30.000 fps)
                                Interval: Discrete 0.040s (25.000 fps)
                                Interval: Discrete 0.050s (20.000 fps)
        """

    /// A webcam with YUYV and MJPG in the older v4l2-ctl layout, from jacksonliam/mjpg-streamer
    /// issue #169 (https://github.com/jacksonliam/mjpg-streamer/issues/169); the YUYV part as
    /// far as the report shows it (800x448's last interval cut off there).
    static let mjpgStreamerYUYV = """
        ioctl: VIDIOC_ENUM_FMT
                Index       : 0
                Type        : Video Capture
                Pixel Format: 'YUYV'
                Name        : YUYV 4:2:2
                        Size: Discrete 640x480
                                Interval: Discrete 0.033s (30.000 fps)
                                Interval: Discrete 0.050s (20.000 fps)
                                Interval: Discrete 0.067s (15.000 fps)
                                Interval: Discrete 0.100s (10.000 fps)
                                Interval: Discrete 0.133s (7.500 fps)
                        Size: Discrete 1280x720
                                Interval: Discrete 0.100s (10.000 fps)
                                Interval: Discrete 0.133s (7.500 fps)
                        Size: Discrete 960x544
                                Interval: Discrete 0.050s (20.000 fps)
                                Interval: Discrete 0.067s (15.000 fps)
                                Interval: Discrete 0.100s (10.000 fps)
                                Interval: Discrete 0.133s (7.500 fps)
                        Size: Discrete 800x448
                                Interval: Discrete 0.033s (30.000 fps)
                                Interval: Discrete 0.050s (20.000 fps)
                                Interval: Discrete 0.067s (15.000 fps)
                                Interval: Discrete 0.100s (10.000 fps)
        """

    /// Logitech C920, YUYV sizes around the extremes and its H.264 format, from pikvm/ustreamer
    /// issue #213 (https://github.com/pikvm/ustreamer/issues/213); the middle sizes are elided
    /// there too.
    static let c920 = """
        ioctl: VIDIOC_ENUM_FMT
                Type: Video Capture

                [0]: 'YUYV' (YUYV 4:2:2)
                        Size: Discrete 640x480
                                Interval: Discrete 0.033s (30.000 fps)
                                Interval: Discrete 0.042s (24.000 fps)
                                Interval: Discrete 0.050s (20.000 fps)
                                Interval: Discrete 0.067s (15.000 fps)
                                Interval: Discrete 0.100s (10.000 fps)
                                Interval: Discrete 0.133s (7.500 fps)
                                Interval: Discrete 0.200s (5.000 fps)
                        Size: Discrete 1920x1080
                                Interval: Discrete 0.200s (5.000 fps)
                        Size: Discrete 2304x1296
                                Interval: Discrete 0.500s (2.000 fps)
                        Size: Discrete 2304x1536
                                Interval: Discrete 0.500s (2.000 fps)
                [1]: 'H264' (H.264, compressed)
                        Size: Discrete 640x480
                                Interval: Discrete 0.033s (30.000 fps)
                                Interval: Discrete 0.042s (24.000 fps)
                                Interval: Discrete 0.050s (20.000 fps)
        """

    /// Parses a `v4l2-ctl --list-formats-ext` listing (both the `[N]: 'FOURCC' (name)` and the
    /// older `Pixel Format: 'FOURCC'` layouts; `emulated` in the name marks libv4lconvert's).
    static func parse(_ listing: String) -> [CameraFormat] {
        var formats: [CameraFormat] = []
        var current: (fourcc: UInt32, name: String, emulated: Bool)?
        var sizes: [FrameSizeOption] = []
        var size: (Int, Int)?
        var rates: [Double] = []
        func closeSize() {
            if let (w, h) = size { sizes.append(FrameSizeOption(width: w, height: h, frameRates: rates)) }
            size = nil
            rates = []
        }
        func closeFormat() {
            closeSize()
            if let current {
                formats.append(CameraFormat(fourcc: current.fourcc, description: current.name, emulated: current.emulated, sizes: sizes))
            }
            current = nil
            sizes = []
        }
        for raw in listing.split(separator: "\n") {
            let line = raw.trimmingCharacters(in: .whitespaces)
            if let open = line.firstIndex(of: "'"), line.hasPrefix("[") || line.hasPrefix("Pixel Format"),
                let close = line[line.index(after: open)...].firstIndex(of: "'")
            {
                closeFormat()
                let code = String(line[line.index(after: open)..<close])
                let rest = String(line[line.index(after: close)...])
                let bytes = Array(code.utf8) + [32, 32, 32, 32]
                let fourcc = UInt32(bytes[0]) | UInt32(bytes[1]) << 8 | UInt32(bytes[2]) << 16 | UInt32(bytes[3]) << 24
                current = (fourcc, rest.trimmingCharacters(in: CharacterSet(charactersIn: " ()")), rest.contains("emulated"))
            } else if line.hasPrefix("Size: Discrete ") {
                closeSize()
                let parts = line.dropFirst("Size: Discrete ".count).split(separator: "x").compactMap { Int($0) }
                if parts.count == 2 { size = (parts[0], parts[1]) }
            } else if line.hasPrefix("Interval: Discrete "), let open = line.firstIndex(of: "("),
                let fps = Double(line[line.index(after: open)...].prefix { $0 != " " })
            {
                rates.append(fps)
            }
        }
        closeFormat()
        return formats
    }
}

extension RecordedCameras {
    /// A Raspberry Pi 4's CSI receiver with a Camera Module 3 (IMX708) on Raspberry Pi OS 11, as
    /// `v4l2-ctl --all` and `--list-formats-ext` printed it, from hyperion-project/hyperion.ng
    /// issues #1560 and #1561 (https://github.com/hyperion-project/hyperion.ng/issues/1561): the
    /// driver's identity, and the first twelve of its formats (the list goes on with 10- to
    /// 16-bit Bayer there). The device caps are unicam's as #1413 of the same project prints
    /// them (a Pi Zero W's; cut off in #1560). unicam lists YUYV and RGB for bridges that send them; the sensor
    /// sends Bayer only, and streaming YUYV failed with EINVAL in that report.
    static let piUnicamIMX708 = (
        capabilities: V4L2Capabilities(driver: "unicam", card: "unicam", busInfo: "platform:fe801000.csi", deviceCaps: 0x0520_0001),
        listing: """
        ioctl: VIDIOC_ENUM_FMT
                Type: Video Capture

                [0]: 'YUYV' (YUYV 4:2:2)
                        Size: Stepwise 16x16 - 16376x16376 with step 1/1
                [1]: 'UYVY' (UYVY 4:2:2)
                        Size: Stepwise 16x16 - 16376x16376 with step 1/1
                [2]: 'YVYU' (YVYU 4:2:2)
                        Size: Stepwise 16x16 - 16376x16376 with step 1/1
                [3]: 'VYUY' (VYUY 4:2:2)
                        Size: Stepwise 16x16 - 16376x16376 with step 1/1
                [4]: 'RGBP' (16-bit RGB 5-6-5)
                        Size: Stepwise 16x16 - 16376x16376 with step 1/1
                [5]: 'RGBR' (16-bit RGB 5-6-5 BE)
                        Size: Stepwise 16x16 - 16376x16376 with step 1/1
                [6]: 'RGBO' (16-bit A/XRGB 1-5-5-5)
                        Size: Stepwise 16x16 - 16376x16376 with step 1/1
                [7]: 'RGBQ' (16-bit A/XRGB 1-5-5-5 BE)
                        Size: Stepwise 16x16 - 16376x16376 with step 1/1
                [8]: 'RGB3' (24-bit RGB 8-8-8)
                        Size: Stepwise 16x16 - 16376x16376 with step 1/1
                [9]: 'BGR3' (24-bit BGR 8-8-8)
                        Size: Stepwise 16x16 - 16376x16376 with step 1/1
                [10]: 'RGB4' (32-bit A/XRGB 8-8-8-8)
                        Size: Stepwise 16x16 - 16376x16376 with step 1/1
                [11]: 'BA81' (8-bit Bayer BGBG/GRGR)
                        Size: Stepwise 16x16 - 16376x16376 with step 1/1
        """
    )
}
