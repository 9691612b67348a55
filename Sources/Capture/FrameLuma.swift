// FrameLuma: the 8-bit luma plane of a frame, as the decoders read it.
import Pixels

extension Frame {
    /// Whether the frame's luma is one of its own planes (grey and planar YUV): read in place,
    /// never copied. Packed and RGB formats compute it (`ImageView.copyLuma`); MJPEG has none
    /// until decoded.
    public var sharesLuma: Bool { format.hasLumaPlane }

    /// A `grey` frame holding this frame's luma. Planar formats share their Y plane (no copy);
    /// packed and RGB formats are converted (`ImageView.copyLuma`: RGB with Rec. 709 weights).
    /// Returns nil for `mjpeg`, which must be decoded first.
    public func luma() -> Frame? {
        if format == .grey { return self }
        if sharesLuma {
            return Frame(format: .grey, width: width, height: height, planes: [planes[0]], timestamp: timestamp, sequence: sequence)
        }
        guard format != .mjpeg else { return nil }
        let out = Frame.allocate(format: .grey, width: width, height: height, timestamp: timestamp, sequence: sequence)
        withImageView { image in
            image.copyLuma(of: image.size.bounds, into: out.planes[0].base.assumingMemoryBound(to: UInt8.self), stride: out.planes[0].stride)
        }
        return out
    }

    /// Calls `body` with the frame's luma plane (grey and planar YUV frames, `sharesLuma`) as a
    /// `LumaView`, read in place and valid during the call. Other formats: `luma()` first.
    public func withLuma<R>(_ body: (LumaView) throws -> R) rethrows -> R {
        precondition(sharesLuma, "withLuma needs a frame with a luma plane, not \(format); luma() makes one")
        let plane = planes[0]
        return try withExtendedLifetime(plane.buffer) {
            try body(LumaView(width: width, height: height, stride: plane.stride, base: UnsafeRawPointer(plane.base)))
        }
    }
}
