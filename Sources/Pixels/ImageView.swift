// ImageView: a borrowed image of any raw pixel format, plane by plane, as the preview, the
// decoders and the OCR read a camera frame in place.

/// How luma and chroma are coded: `limited` is video range (Y 16...235, BT.601), what webcams
/// send as YUYV/NV12; `full` is JPEG range (0...255), what MJPEG frames and still images hold.
public enum YCbCrRange: Sendable, Equatable {
    case limited, full
}

/// One plane of an image: its first byte and how far apart its rows are.
public struct ImagePlane {
    public let base: UnsafeRawPointer
    /// Bytes from one row to the next (at least the row's byte width).
    public let stride: Int

    public init(base: UnsafeRawPointer, stride: Int) {
        self.base = base
        self.stride = stride
    }
}

/// An image borrowed for the length of one call (`Frame.withImageView`, a test's bytes): its
/// owner keeps the planes alive and unchanged during the call, and the view must not be kept
/// beyond it. Never `mjpeg`: a compressed frame has no planes to read until it is decoded.
///
/// The planes are held inline, not in an array, so that lending a frame allocates nothing.
public struct ImageView {
    public let format: PixelFormat
    public let size: PixelSize
    public let range: YCbCrRange
    @usableFromInline let planes: (ImagePlane, ImagePlane?, ImagePlane?)

    /// Planes in the format's order (`PixelFormat.planeCount` of them): `nv12` Y then UV;
    /// `yuv420`, `yuv422p`, `yuv444p` Y, U, V; the others one.
    public init(
        format: PixelFormat, size: PixelSize, range: YCbCrRange, planes first: ImagePlane, _ second: ImagePlane? = nil, _ third: ImagePlane? = nil
    ) {
        precondition(format != .mjpeg, "an MJPEG frame has no planes to view until it is decoded")
        precondition(size.width >= 0 && size.height >= 0, "an image of \(size)")
        let given = second == nil ? 1 : third == nil ? 2 : 3
        precondition(given >= format.planeCount, "\(format) needs \(format.planeCount) planes, not \(given)")
        self.format = format
        self.size = size
        self.range = range
        planes = (first, second, third)
    }

    /// Plane `index` (0 up to the format's `planeCount`).
    @inlinable
    public func plane(_ index: Int) -> ImagePlane {
        switch index {
        case 0: planes.0
        case 1: planes.1!
        default: planes.2!
        }
    }
}
