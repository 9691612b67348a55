// Frame: one image from a camera or file, as every camera in KioskScan delivers it.
import FoundationEssentials
import Pixels
import SystemCall

/// Memory holding a frame's pixels. Owned by exactly one `FrameBuffer`, which frees it (or hands
/// it back to its camera) when the last frame referring to it goes away. (`@unchecked`: the
/// memory is a raw pointer; it is written only before the frame is handed out, and read-only
/// from then on, on any thread.)
public final class FrameBuffer: @unchecked Sendable {
    public let base: UnsafeMutableRawPointer
    public let count: Int
    private let release: @Sendable (UnsafeMutableRawPointer) -> Void

    /// Allocates `count` zeroed bytes, 64-byte aligned (cache line and SIMD friendly); a frame's
    /// worth is mapped on its own, not taken from the heap (`MemoryPolicy.allocatePixels`).
    public init(count: Int) {
        base = MemoryPolicy.allocatePixels(count)
        self.count = count
        release = { MemoryPolicy.freePixels($0, count: count) }
    }

    /// Wraps memory someone else owns; `release` runs once, when this buffer is freed.
    public init(borrowing base: UnsafeMutableRawPointer, count: Int, release: @escaping @Sendable (UnsafeMutableRawPointer) -> Void) {
        self.base = base
        self.count = count
        self.release = release
    }

    deinit { release(base) }
}

/// One plane of a frame: where it starts in its buffer and how far apart its rows are.
public struct FramePlane: Sendable {
    public let buffer: FrameBuffer
    public let offset: Int
    /// Bytes from one row to the next (at least the row's byte width).
    public let stride: Int

    public init(buffer: FrameBuffer, offset: Int = 0, stride: Int) {
        self.buffer = buffer
        self.offset = offset
        self.stride = stride
    }

    public var base: UnsafeMutableRawPointer { buffer.base + offset }
}

/// A camera or file image. Frames are values: copying one shares its (immutable) pixels.
public struct Frame: Sendable {
    public let format: PixelFormat
    public let width: Int
    public let height: Int
    /// Planes in the format's order (`grey`, `yuyv`, `rgb24`, `xrgb32`, `mjpeg`: one; `nv12`: Y
    /// then UV; `yuv420`, `yuv422p`, `yuv444p`: Y, U, V). For `mjpeg` the one plane holds `byteCount` bytes of JPEG.
    public let planes: [FramePlane]
    /// When the frame was captured, in seconds on the clock of the source that produced it.
    public let timestamp: Double
    /// Counts frames from one source, starting at 0; a gap means frames were dropped.
    public let sequence: UInt64
    /// For compressed formats: how many bytes of the plane are used.
    public let byteCount: Int
    /// Whether luma and chroma use the full 0...255 range (JPEG, still images) rather than
    /// video range (Y 16...235), as raw YUV from cameras usually does.
    public let fullRange: Bool

    /// `fullRange` defaults by format: YUV formats video range, the others full range.
    public init(
        format: PixelFormat, width: Int, height: Int, planes: [FramePlane], timestamp: Double, sequence: UInt64, byteCount: Int = 0,
        fullRange: Bool? = nil
    ) {
        self.format = format
        self.width = width
        self.height = height
        self.planes = planes
        self.timestamp = timestamp
        self.sequence = sequence
        self.byteCount = byteCount
        self.fullRange = fullRange ?? ![.yuyv, .nv12, .yuv420, .yuv422p, .yuv444p].contains(format)
    }

    /// A new frame of `format` and size with freshly allocated, tightly packed planes.
    public static func allocate(
        format: PixelFormat, width: Int, height: Int, timestamp: Double = 0, sequence: UInt64 = 0,
        fullRange: Bool? = nil
    ) -> Frame {
        let layout = format.packedLayout(width: width, height: height)
        let buffer = FrameBuffer(count: layout.reduce(0) { $0 + $1.stride * $1.rows })
        var offset = 0
        var planes: [FramePlane] = []
        for plane in layout {
            planes.append(FramePlane(buffer: buffer, offset: offset, stride: plane.stride))
            offset += plane.stride * plane.rows
        }
        return Frame(format: format, width: width, height: height, planes: planes, timestamp: timestamp, sequence: sequence, fullRange: fullRange)
    }

    /// The same pixels stamped with another time and sequence number (no copy).
    public func restamped(timestamp: Double, sequence: UInt64) -> Frame {
        Frame(
            format: format, width: width, height: height, planes: planes, timestamp: timestamp, sequence: sequence, byteCount: byteCount,
            fullRange: fullRange)
    }

    /// Calls `body` with the frame's pixels as an `ImageView`, valid during the call (the frame's
    /// buffers stay alive until it returns); nil for `mjpeg`, which must be decoded first.
    public func withImageView<R>(_ body: (ImageView) throws -> R) rethrows -> R? {
        guard format != .mjpeg else { return nil }
        return try withExtendedLifetime(planes) {
            func plane(_ index: Int) -> ImagePlane? {
                index < planes.count ? ImagePlane(base: UnsafeRawPointer(planes[index].base), stride: planes[index].stride) : nil
            }
            return try body(
                ImageView(
                    format: format, size: PixelSize(width: width, height: height), range: fullRange ? .full : .limited, planes: plane(0)!,
                    plane(1), plane(2)))
        }
    }
}
