// FrameLumaImage: hands a grey frame to the decoders as the borrowed plane they read, whole or
// the part of it where codes are looked for.
import Capture
import Decode
import OCR

extension Frame {
    /// Calls `body` with this `grey` frame's pixels as a `LumaImage`, valid during the call.
    public func withLumaImage<R>(_ body: (LumaImage) throws -> R) rethrows -> R {
        precondition(format == .grey, "withLumaImage needs a grey frame, not \(format)")
        return try withExtendedLifetime(planes[0].buffer) {
            try body(LumaImage(width: width, height: height, stride: planes[0].stride, base: UnsafeRawPointer(planes[0].base)))
        }
    }
}

extension BarcodeReader {
    /// Reads the codes in `region` of `frame` (nil: the whole frame), their corners in the
    /// frame's coordinates; nil when the frame has no luma plane (MJPEG).
    public func scan(_ frame: Frame, region: ImageRect?) -> Outcome? {
        frame.luma().map { luma in
            luma.withLumaImage { whole in
                let area = (region ?? ImageRect(x: 0, y: 0, width: whole.width, height: whole.height))
                    .clamped(to: ImageRect(x: 0, y: 0, width: whole.width, height: whole.height))
                guard !area.isEmpty else { return Outcome(detections: []) }
                let part = LumaImage(width: area.width, height: area.height, stride: whole.stride, base: whole.base + area.y * whole.stride + area.x)
                var outcome = scan(part)
                guard area.x != 0 || area.y != 0 else { return outcome }
                for i in outcome.detections.indices {
                    outcome.detections[i].corners = outcome.detections[i].corners.scaled(by: 1, dx: Double(area.x), dy: Double(area.y))
                }
                return outcome
            }
        }
    }
}
