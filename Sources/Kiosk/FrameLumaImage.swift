// FrameLumaImage: hands a frame's luma, or a block of it, to the decoders as the borrowed plane
// they read.
import Capture
import Decode
import OCR
import Pixels

extension Frame {
    /// Calls `body` with this `grey` frame's pixels as a `LumaImage`, valid during the call.
    public func withLumaImage<R>(_ body: (LumaImage) throws -> R) rethrows -> R {
        precondition(format == .grey, "withLumaImage needs a grey frame, not \(format)")
        return try withExtendedLifetime(planes[0].buffer) {
            try body(LumaImage(width: width, height: height, stride: planes[0].stride, base: UnsafeRawPointer(planes[0].base)))
        }
    }

    /// Calls `body` with the luma of `rect` (inside the frame, not empty) as a `LumaImage` whose
    /// (0, 0) is the rect's corner, valid during the call: the frame's own plane where it has one
    /// (`sharesLuma`), else the block converted alone into `scratch`'s plane buffer. Not for `mjpeg`.
    public func withLuma<R>(of rect: ImageRect, in scratch: LumaScratch, _ body: (LumaImage) throws -> R) rethrows -> R {
        if sharesLuma {
            return try withExtendedLifetime(planes[0].buffer) {
                let plane = planes[0]
                return try body(
                    LumaImage(
                        width: rect.width, height: rect.height, stride: plane.stride,
                        base: UnsafeRawPointer(plane.base + rect.y * plane.stride + rect.x)))
            }
        }
        return try scratch.withBytes(.plane, count: rect.width * rect.height) { block in
            withImageView {
                $0.copyLuma(of: PixelRect(x: rect.x, y: rect.y, width: rect.width, height: rect.height), into: block, stride: rect.width)
            }
            return try body(LumaImage(width: rect.width, height: rect.height, stride: rect.width, base: UnsafeRawPointer(block)))
        }
    }
}
