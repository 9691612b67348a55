// V4L2Device: one V4L2 video node opened through libv4l2: capabilities, format enumeration,
// format and rate setting. Owns its file descriptor and closes it in deinit.
import CV4L2
import Glibc
import SystemCall

/// What `VIDIOC_QUERYCAP` says about a node.
public struct V4L2Capabilities: Sendable, Equatable {
    public let driver: String
    public let card: String
    public let busInfo: String
    /// The node's own capabilities (`device_caps` when the driver sets it, else `capabilities`).
    public let deviceCaps: UInt32

    /// `V4L2_CAP_VIDEO_CAPTURE`: single-planar capture.
    public var canCapture: Bool { deviceCaps & UInt32(V4L2_CAP_VIDEO_CAPTURE) != 0 }
    /// `V4L2_CAP_STREAMING`: mmap/userptr streaming I/O.
    public var canStream: Bool { deviceCaps & UInt32(V4L2_CAP_STREAMING) != 0 }
}

public final class V4L2Device {
    public let path: String
    /// Non-blocking; owned by this object (closed through libv4l2 in deinit).
    public let fd: Int32

    /// Opens `path` non-blocking through libv4l2 (which adds format conversion for cameras
    /// whose formats the kiosk cannot read itself).
    public init(path: String) throws(SystemError) {
        self.path = path
        var opened: Int32
        repeat { opened = kiosk_v4l2_open(path, O_RDWR | O_NONBLOCK | O_CLOEXEC) } while opened < 0 && errno == EINTR
        guard opened >= 0 else { throw SystemError("v4l2_open", device: path) }
        fd = opened
    }

    deinit { v4l2_close(fd) }

    /// One ioctl through libv4l2; EINTR is retried. Returns false on EAGAIN ("nothing yet");
    /// throws on any other failure.
    @discardableResult
    public func ioctl<T>(_ name: String, _ request: UInt, _ argument: inout T) throws(SystemError) -> Bool {
        while true {
            let result = withUnsafeMutablePointer(to: &argument) { kiosk_v4l2_ioctl(fd, request, UnsafeMutableRawPointer($0)) }
            if result >= 0 { return true }
            if errno == EINTR { continue }
            if errno == EAGAIN { return false }
            throw SystemError(name, device: path)
        }
    }

    public func capabilities() throws(SystemError) -> V4L2Capabilities {
        var caps = v4l2_capability()
        try ioctl("VIDIOC_QUERYCAP", kiosk_vidioc_querycap(), &caps)
        func text<T>(_ tuple: T) -> String {
            withUnsafeBytes(of: tuple) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
        }
        let device = caps.capabilities & UInt32(V4L2_CAP_DEVICE_CAPS) != 0 ? caps.device_caps : caps.capabilities
        return V4L2Capabilities(driver: text(caps.driver), card: text(caps.card), busInfo: text(caps.bus_info), deviceCaps: device)
    }

    /// Every capture format with its sizes and frame rates (`VIDIOC_ENUM_FMT`,
    /// `VIDIOC_ENUM_FRAMESIZES`, `VIDIOC_ENUM_FRAMEINTERVALS`). Stepwise and continuous ranges
    /// are sampled at the common sizes and rates within them.
    public func formats() throws(SystemError) -> [CameraFormat] {
        var result: [CameraFormat] = []
        for index in 0..<64 {
            var description = v4l2_fmtdesc()
            description.index = UInt32(index)
            description.type = V4L2_BUF_TYPE_VIDEO_CAPTURE.rawValue
            guard (try? ioctl("VIDIOC_ENUM_FMT", kiosk_vidioc_enum_fmt(), &description)) == true else { break }
            let name = withUnsafeBytes(of: description.description) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            result.append(
                CameraFormat(
                    fourcc: description.pixelformat, description: name,
                    emulated: description.flags & UInt32(V4L2_FMT_FLAG_EMULATED) != 0,
                    sizes: try sizes(of: description.pixelformat)))
        }
        return result
    }

    /// Sizes offered in stepwise/continuous ranges are tried at these (common camera sizes).
    static let commonSizes = [
        (320, 240), (640, 360), (640, 480), (800, 600), (960, 540), (1024, 576), (1280, 720), (1280, 960),
        (1920, 1080), (2592, 1944), (3280, 2464),
    ]

    func sizes(of fourcc: UInt32) throws(SystemError) -> [FrameSizeOption] {
        var options: [FrameSizeOption] = []
        for index in 0..<256 {
            var size = v4l2_frmsizeenum()
            size.index = UInt32(index)
            size.pixel_format = fourcc
            guard (try? ioctl("VIDIOC_ENUM_FRAMESIZES", kiosk_vidioc_enum_framesizes(), &size)) == true else { break }
            if size.type == V4L2_FRMSIZE_TYPE_DISCRETE.rawValue {
                let w = Int(size.discrete.width), h = Int(size.discrete.height)
                options.append(FrameSizeOption(width: w, height: h, frameRates: try rates(of: fourcc, width: w, height: h)))
            } else {
                let s = size.stepwise
                for (w, h) in Self.commonSizes
                where w >= s.min_width && w <= s.max_width && h >= s.min_height && h <= s.max_height
                    && (w - Int(s.min_width)) % max(1, Int(s.step_width)) == 0 && (h - Int(s.min_height)) % max(1, Int(s.step_height)) == 0
                {
                    options.append(FrameSizeOption(width: w, height: h, frameRates: try rates(of: fourcc, width: w, height: h)))
                }
                break
            }
        }
        return options
    }

    func rates(of fourcc: UInt32, width: Int, height: Int) throws(SystemError) -> [Double] {
        var rates: [Double] = []
        for index in 0..<64 {
            var interval = v4l2_frmivalenum()
            interval.index = UInt32(index)
            interval.pixel_format = fourcc
            interval.width = UInt32(width)
            interval.height = UInt32(height)
            guard (try? ioctl("VIDIOC_ENUM_FRAMEINTERVALS", kiosk_vidioc_enum_frameintervals(), &interval)) == true else { break }
            if interval.type == V4L2_FRMIVAL_TYPE_DISCRETE.rawValue {
                let f = interval.discrete
                if f.numerator > 0 { rates.append(Double(f.denominator) / Double(f.numerator)) }
            } else {
                // A range of intervals: its fastest and slowest rates, and 30/15 fps when inside.
                let s = interval.stepwise
                let fastest = Double(s.min.denominator) / Double(max(1, s.min.numerator))
                let slowest = Double(s.max.denominator) / Double(max(1, s.max.numerator))
                rates += [fastest, slowest] + [30.0, 15.0].filter { $0 <= fastest && $0 >= slowest }
                break
            }
        }
        // Drivers without VIDIOC_ENUM_FRAMEINTERVALS: assume the usual 30 fps.
        return rates.isEmpty ? [30] : Array(Set(rates))
    }

    /// The format the driver actually set (`VIDIOC_S_FMT` may adjust size and stride).
    public struct ActiveFormat: Sendable, Equatable {
        public let fourcc: UInt32
        public let width: Int
        public let height: Int
        public let bytesPerLine: Int
        public let sizeImage: Int
        /// `V4L2_QUANTIZATION_FULL_RANGE`, or JPEG (always full range).
        public let fullRange: Bool
    }

    public func setFormat(fourcc: UInt32, width: Int, height: Int) throws(SystemError) -> ActiveFormat {
        var format = v4l2_format()
        format.type = V4L2_BUF_TYPE_VIDEO_CAPTURE.rawValue
        format.fmt.pix.width = UInt32(width)
        format.fmt.pix.height = UInt32(height)
        format.fmt.pix.pixelformat = fourcc
        format.fmt.pix.field = V4L2_FIELD_NONE.rawValue
        try ioctl("VIDIOC_S_FMT", kiosk_vidioc_s_fmt(), &format)
        let pix = format.fmt.pix
        let jpeg = pix.pixelformat == PixelFormat.mjpeg.fourcc || pix.pixelformat == PixelFormat.fourcc("JPEG")
        return ActiveFormat(
            fourcc: pix.pixelformat, width: Int(pix.width), height: Int(pix.height), bytesPerLine: Int(pix.bytesperline),
            sizeImage: Int(pix.sizeimage), fullRange: jpeg || pix.quantization == UInt32(V4L2_QUANTIZATION_FULL_RANGE.rawValue))
    }

    /// Asks for `frameRate`; returns the rate the driver set (nil when it cannot set one).
    public func setFrameRate(_ frameRate: Double) -> Double? {
        var parameters = v4l2_streamparm()
        parameters.type = V4L2_BUF_TYPE_VIDEO_CAPTURE.rawValue
        guard (try? ioctl("VIDIOC_G_PARM", kiosk_vidioc_g_parm(), &parameters)) == true,
            parameters.parm.capture.capability & UInt32(V4L2_CAP_TIMEPERFRAME) != 0
        else { return nil }
        // timeperframe = 1000 / (1000 · fps): keeps 7.5 and 29.97 exact enough.
        parameters.parm.capture.timeperframe = v4l2_fract(numerator: 1000, denominator: UInt32((frameRate * 1000).rounded()))
        guard (try? ioctl("VIDIOC_S_PARM", kiosk_vidioc_s_parm(), &parameters)) == true else { return nil }
        let set = parameters.parm.capture.timeperframe
        return set.numerator > 0 ? Double(set.denominator) / Double(set.numerator) : nil
    }
}
