// V4L2Device: one V4L2 video node opened through libv4l2: capabilities, format enumeration,
// format and rate setting. Owns its file descriptor and closes it in deinit.
import CV4L2
import FoundationEssentials
import Glibc
import Pixels
import SystemCall

/// What `VIDIOC_QUERYCAP` says about a node.
public struct V4L2Capabilities: Sendable, Equatable {
    public let driver: String
    public let card: String
    public let busInfo: String
    /// The node's own capabilities (`device_caps` when the driver sets it, else `capabilities`).
    public let deviceCaps: UInt32

    public init(driver: String, card: String, busInfo: String, deviceCaps: UInt32) {
        self.driver = driver
        self.card = card
        self.busInfo = busInfo
        self.deviceCaps = deviceCaps
    }

    /// `V4L2_CAP_VIDEO_CAPTURE`: single-planar capture.
    public var canCapture: Bool { deviceCaps & UInt32(V4L2_CAP_VIDEO_CAPTURE) != 0 }
    /// `V4L2_CAP_STREAMING`: mmap/userptr streaming I/O.
    public var canStream: Bool { deviceCaps & UInt32(V4L2_CAP_STREAMING) != 0 }
}

/// How a node's open, ioctl, mmap and close reach the kernel.
public enum V4L2Access: String, Sendable {
    /// Through libv4l2, which converts formats the kiosk cannot read itself (vendor formats,
    /// some Bayer) in software. libv4l2 makes its calls with syscall(2).
    case libv4l2
    /// Through the C library's own calls: what libcamera's V4L2 compatibility layer
    /// (`libcamerify kioskscan`, an LD_PRELOAD of v4l2-compat.so) intercepts and answers with
    /// libcamera's processed colour frames. Through libv4l2 the kiosk would see the raw sensor
    /// node behind it.
    case direct

    /// `direct` when this process runs under libcamera's layer (LD_PRELOAD names v4l2-compat),
    /// else `libv4l2`.
    public static func forThisProcess(environment: [String: String] = ProcessInfo.processInfo.environment) -> V4L2Access {
        (environment["LD_PRELOAD"] ?? "").contains("v4l2-compat") ? .direct : .libv4l2
    }
}

public final class V4L2Device {
    public let path: String
    /// Non-blocking; owned by this object (closed the way it was opened, in deinit).
    public let fd: Int32
    public let access: V4L2Access

    /// Opens `path` non-blocking, through libv4l2 (which adds format conversion for cameras
    /// whose formats the kiosk cannot read itself) or directly (see `V4L2Access`).
    public init(path: String, access: V4L2Access = .forThisProcess()) throws(SystemError) {
        self.path = path
        self.access = access
        var opened: Int32
        let flags = O_RDWR | O_NONBLOCK | O_CLOEXEC
        repeat {
            opened = access == .libv4l2 ? kiosk_v4l2_open(path, flags) : kiosk_sys_open(path, flags)
        } while opened < 0 && errno == EINTR
        guard opened >= 0 else { throw SystemError(access == .libv4l2 ? "v4l2_open" : "open", device: path) }
        fd = opened
    }

    deinit {
        if access == .libv4l2 { v4l2_close(fd) } else { close(fd) }
    }

    /// Maps a buffer the driver allocated (`VIDIOC_QUERYBUF`'s offset and length).
    func map(length: Int, offset: Int64) throws(SystemError) -> UnsafeMutableRawPointer {
        let start =
            access == .libv4l2
            ? v4l2_mmap(nil, length, PROT_READ | PROT_WRITE, MAP_SHARED, fd, offset)
            : mmap(nil, length, PROT_READ | PROT_WRITE, MAP_SHARED, fd, off_t(offset))
        guard let start, start != MAP_FAILED else { throw SystemError(access == .libv4l2 ? "v4l2_mmap" : "mmap", device: path) }
        return start
    }

    func unmap(_ start: UnsafeMutableRawPointer, length: Int) {
        if access == .libv4l2 { v4l2_munmap(start, length) } else { munmap(start, length) }
    }

    /// One ioctl through libv4l2; EINTR is retried. Returns false on EAGAIN ("nothing yet");
    /// throws on any other failure.
    @discardableResult
    public func ioctl<T>(_ name: String, _ request: UInt, _ argument: inout T) throws(SystemError) -> Bool {
        while true {
            let result = withUnsafeMutablePointer(to: &argument) { pointer in
                access == .libv4l2
                    ? kiosk_v4l2_ioctl(fd, request, UnsafeMutableRawPointer(pointer)) : kiosk_sys_ioctl(fd, request, UnsafeMutableRawPointer(pointer))
            }
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
