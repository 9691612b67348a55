// CameraFormat: what a camera offers (pixel formats, frame sizes, frame rates) and how the
// kiosk chooses among them.
import Pixels

/// One frame size a format offers, with the frame rates it reaches at that size.
public struct FrameSizeOption: Sendable, Equatable {
    public let width: Int
    public let height: Int
    /// Frames per second, highest first.
    public let frameRates: [Double]

    public init(width: Int, height: Int, frameRates: [Double]) {
        self.width = width
        self.height = height
        self.frameRates = frameRates.sorted(by: >)
    }

    public var maxFrameRate: Double { frameRates.first ?? 0 }
}

/// One pixel format a camera offers (`VIDIOC_ENUM_FMT`) with its sizes.
public struct CameraFormat: Sendable, Equatable {
    public let fourcc: UInt32
    public let description: String
    /// Converted by libv4lconvert, not sent by the camera (`V4L2_FMT_FLAG_EMULATED`).
    public let emulated: Bool
    public let sizes: [FrameSizeOption]

    public init(fourcc: UInt32, description: String, emulated: Bool, sizes: [FrameSizeOption]) {
        self.fourcc = fourcc
        self.description = description
        self.emulated = emulated
        self.sizes = sizes
    }

    public var name: String { PixelFormat.name(ofFourcc: fourcc) }
}

/// The format, size and rate the kiosk streams with.
public struct CameraMode: Sendable, Equatable, CustomStringConvertible {
    public let fourcc: UInt32
    public let width: Int
    public let height: Int
    public let frameRate: Double
    public let emulated: Bool

    public var description: String {
        "\(PixelFormat.name(ofFourcc: fourcc)) \(width)x\(height) at \(frameRate.formatted1) fps" + (emulated ? " (converted by libv4lconvert)" : "")
    }
}

extension Double {
    /// The number with at most one decimal: 30, 7.5.
    public var formatted1: String {
        let rounded = (self * 10).rounded() / 10
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }
}

/// Chooses a camera mode. Preference, in order:
/// 1. the size: `size` if given (exactly), else the largest at or below 1280x720 that reaches
///    `frameRate` (default 30), else the largest at or below 1280x720, else the smallest;
/// 2. the format: one the kiosk converts natively (YUYV, NV12, GREY, I420, XRGB8888, RGB24,
///    MJPEG, in that order of cost), sent by the camera rather than emulated by libv4lconvert
///    (XRGB8888 is where libcamera's V4L2 layer starts, RGB24 what it calls BGR888); emulated formats
///    (RGB3, BGR3, YU12 made from vendor formats) only when nothing native is offered;
/// 3. the frame rate: `frameRate` if offered at that size, else the highest offered.
/// A `format` given (`--camera-format`) is the only one considered.
///
/// NV12 comes before YUYV: the same picture in three quarters of the bytes (a 1080p frame is
/// 3.1 MB, not 4.1: each of the kiosk's five driver buffers costs that much for as long as it
/// runs), its luma plane is what the decoder reads, as it is, and the preview converts it as
/// fast (the same eight-lane kernel).
public enum CameraModeChooser {
    /// Formats the kiosk reads without libv4lconvert, cheapest first.
    public static let nativeFormats: [PixelFormat] = [.nv12, .yuyv, .grey, .yuv420, .xrgb32, .rgb24, .mjpeg]
    /// What libv4lconvert's emulation may give that the kiosk can read.
    public static let emulatedFormats: [PixelFormat] = [.yuv420, .rgb24, .yuyv]

    public static let defaultLimit = (width: 1280, height: 720)

    /// What to do about a camera that sends only raw sensor data (a Raspberry Pi Camera Module).
    public static let libcameraHint =
        "its colour pictures come through libcamera; run the kiosk as 'libcamerify kioskscan' (Debian package libcamera-v4l2)"

    public static func choose(
        _ formats: [CameraFormat], size: (width: Int, height: Int)? = nil, frameRate: Double? = nil, format wantedFormat: PixelFormat? = nil
    ) throws(CameraError) -> CameraMode {
        let wantedRate = frameRate ?? 30
        // Candidate (format, size) pairs the kiosk can read, with a format rank.
        var candidates: [(format: CameraFormat, size: FrameSizeOption, rank: Int)] = []
        for format in formats {
            guard let pixel = PixelFormat(fourcc: format.fourcc), wantedFormat.map({ $0 == pixel }) ?? true else { continue }
            let rank: Int
            if !format.emulated, let native = nativeFormats.firstIndex(of: pixel) {
                rank = native
            } else if format.emulated, let emulated = emulatedFormats.firstIndex(of: pixel) {
                rank = 100 + emulated
            } else {
                continue
            }
            for option in format.sizes { candidates.append((format, option, rank)) }
        }
        guard !candidates.isEmpty else {
            let offered = formats.map(\.name).joined(separator: ", ")
            if let wantedFormat {
                let name = PixelFormat.name(ofFourcc: wantedFormat.fourcc)
                throw CameraError(
                    "the camera offers no \(name) (offered: \(offered.isEmpty ? "none" : offered)); leave out --camera-format to let the kiosk choose"
                )
            }
            if !formats.isEmpty, formats.filter({ !$0.emulated }).allSatisfy(\.isBayer) {
                throw CameraError("the camera sends only raw sensor data (\(offered)): \(CameraModeChooser.libcameraHint)")
            }
            throw CameraError("the camera offers no format the kiosk reads (offered: \(offered.isEmpty ? "none" : offered))")
        }
        let pool: [(format: CameraFormat, size: FrameSizeOption, rank: Int)]
        if let size {
            pool = candidates.filter { $0.size.width == size.width && $0.size.height == size.height }
            guard !pool.isEmpty else {
                let sizes = Set(candidates.map { "\($0.size.width)x\($0.size.height)" }).sorted()
                throw CameraError("the camera has no \(size.width)x\(size.height) mode (sizes: \(sizes.joined(separator: ", ")))")
            }
        } else {
            let fitting = candidates.filter { $0.size.width <= defaultLimit.width && $0.size.height <= defaultLimit.height }
            let fast = fitting.filter { $0.size.maxFrameRate >= wantedRate - 0.01 }
            let area: ((format: CameraFormat, size: FrameSizeOption, rank: Int)) -> Int = { $0.size.width * $0.size.height }
            if let best = fast.map(area).max() {
                pool = fast.filter { area($0) == best }
            } else if let best = fitting.map(area).max() {
                pool = fitting.filter { area($0) == best }
            } else {
                let smallest = candidates.map(area).min()!
                pool = candidates.filter { area($0) == smallest }
            }
        }
        // Among equal sizes: the wanted rate reached first, then the cheapest format.
        let chosen = pool.min { a, b in
            let aFast = a.size.maxFrameRate >= wantedRate - 0.01, bFast = b.size.maxFrameRate >= wantedRate - 0.01
            if aFast != bFast { return aFast }
            if a.rank != b.rank { return a.rank < b.rank }
            return a.size.maxFrameRate > b.size.maxFrameRate
        }!
        let rates = chosen.size.frameRates
        let rate =
            rates.first { abs($0 - wantedRate) < 0.01 }
            ?? (frameRate.map { wanted in rates.min { abs($0 - wanted) < abs($1 - wanted) } ?? wanted } ?? rates.first ?? wantedRate)
        return CameraMode(
            fourcc: chosen.format.fourcc, width: chosen.size.width, height: chosen.size.height, frameRate: rate, emulated: chosen.format.emulated)
    }
}
