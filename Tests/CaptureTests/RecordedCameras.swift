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
