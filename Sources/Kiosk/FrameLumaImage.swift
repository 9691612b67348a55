// FrameLumaImage: hands a grey frame to the decoders as the borrowed plane they read.
import Capture
import Decode

extension Frame {
    /// Calls `body` with this `grey` frame's pixels as a `LumaImage`, valid during the call.
    public func withLumaImage<R>(_ body: (LumaImage) throws -> R) rethrows -> R {
        precondition(format == .grey, "withLumaImage needs a grey frame, not \(format)")
        return try withExtendedLifetime(planes[0].buffer) {
            try body(LumaImage(width: width, height: height, stride: planes[0].stride, base: UnsafeRawPointer(planes[0].base)))
        }
    }
}
