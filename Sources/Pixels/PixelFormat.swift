// PixelFormat: the pixel layouts cameras and image files deliver, with their V4L2 fourcc codes.

/// A frame's pixel layout. Byte orders are as in memory; each case names its V4L2 code.
public enum PixelFormat: String, Sendable, Hashable, CaseIterable {
    /// `V4L2_PIX_FMT_GREY`: one 8-bit luma byte per pixel.
    case grey
    /// `V4L2_PIX_FMT_YUYV`: 4:2:2 packed Y0 U Y1 V, two pixels per 4 bytes.
    case yuyv
    /// `V4L2_PIX_FMT_NV12`: 4:2:0, a luma plane then an interleaved U V plane at half size.
    case nv12
    /// `V4L2_PIX_FMT_YUV420` (I420): 4:2:0, luma, then U and V planes at half size.
    case yuv420
    /// `V4L2_PIX_FMT_YUV422P`: 4:2:2 planar, luma then U and V planes at half width.
    /// (What most webcams' MJPEG decodes to.)
    case yuv422p
    /// 4:4:4 planar: luma, U and V planes at full size (some MJPEG cameras).
    case yuv444p
    /// `V4L2_PIX_FMT_RGB24`: R G B bytes.
    case rgb24
    /// `V4L2_PIX_FMT_XBGR32` / DRM XRGB8888: B G R X bytes (a little-endian 0x00RRGGBB word).
    case xrgb32
    /// `V4L2_PIX_FMT_MJPEG`: one JPEG image per frame (decoded before use).
    case mjpeg

    /// The V4L2 fourcc (the four characters packed little-endian).
    public var fourcc: UInt32 {
        switch self {
        case .grey: Self.fourcc("GREY")
        case .yuyv: Self.fourcc("YUYV")
        case .nv12: Self.fourcc("NV12")
        case .yuv420: Self.fourcc("YU12")
        case .yuv422p: Self.fourcc("422P")
        case .yuv444p: Self.fourcc("444P")
        case .rgb24: Self.fourcc("RGB3")
        case .xrgb32: Self.fourcc("XR24")
        case .mjpeg: Self.fourcc("MJPG")
        }
    }

    /// A format by its name here (`nv12`, `yuv420`) or its fourcc (`NV12`, `YU12`, `MJPG`), any case.
    public init?(named name: String) {
        let wanted = name.lowercased()
        guard let match = Self.allCases.first(where: { $0.rawValue == wanted || Self.name(ofFourcc: $0.fourcc).lowercased() == wanted })
        else { return nil }
        self = match
    }

    public init?(fourcc: UInt32) {
        guard let match = Self.allCases.first(where: { $0.fourcc == fourcc }) else { return nil }
        self = match
    }

    /// Packs four ASCII characters as V4L2 does: the first in the lowest byte.
    public static func fourcc(_ code: StaticString) -> UInt32 {
        precondition(code.utf8CodeUnitCount == 4, "a fourcc has four characters")
        let p = code.utf8Start
        return UInt32(p[0]) | UInt32(p[1]) << 8 | UInt32(p[2]) << 16 | UInt32(p[3]) << 24
    }

    /// The four characters of a fourcc, for messages (`YUYV`); non-printable bytes become `?`.
    public static func name(ofFourcc code: UInt32) -> String {
        String(
            (0..<4).map { shift -> Character in
                let byte = UInt8(truncatingIfNeeded: code >> (8 * UInt32(shift)))
                return (0x20...0x7E).contains(byte) ? Character(Unicode.Scalar(byte)) : "?"
            })
    }

    /// How many planes an image of this format has (`mjpeg`: the one of its compressed bytes).
    public var planeCount: Int {
        switch self {
        case .nv12: 2
        case .yuv420, .yuv422p, .yuv444p: 3
        case .grey, .yuyv, .rgb24, .xrgb32, .mjpeg: 1
        }
    }

    /// Whether the image's luma is a plane of its own (grey and planar YUV): read in place,
    /// never copied. Packed and RGB formats compute it; MJPEG has none until decoded.
    public var hasLumaPlane: Bool {
        switch self {
        case .grey, .nv12, .yuv420, .yuv422p, .yuv444p: true
        case .yuyv, .rgb24, .xrgb32, .mjpeg: false
        }
    }

    /// Row stride and row count of each plane when packed without padding.
    public func packedLayout(width: Int, height: Int) -> [(stride: Int, rows: Int)] {
        let halfW = (width + 1) / 2, halfH = (height + 1) / 2
        switch self {
        case .grey: return [(width, height)]
        case .yuyv: return [(halfW * 4, height)]
        case .nv12: return [(width, height), (halfW * 2, halfH)]
        case .yuv420: return [(width, height), (halfW, halfH), (halfW, halfH)]
        case .yuv422p: return [(width, height), (halfW, height), (halfW, height)]
        case .yuv444p: return [(width, height), (width, height), (width, height)]
        case .rgb24: return [(width * 3, height)]
        case .xrgb32: return [(width * 4, height)]
        case .mjpeg: return [(width * height * 2, 1)]
        }
    }
}
