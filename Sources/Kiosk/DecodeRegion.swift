// DecodeRegion: what part of a camera frame the decoders read: the focus square with a margin at
// full resolution; the whole frame when a code there reaches the region's edge, and at half
// resolution when nothing is there.
import Capture
import Decode
import OCR

extension BarcodeReader {
    /// Reads the codes in `region` of `frame` (nil: the whole frame), corners in the frame's
    /// coordinates; nil when the frame has no luma plane (MJPEG). The region is read at full
    /// resolution, and the whole frame is read too in two cases:
    /// - a code read in the region reaches the region's edge: the region may cut it, and a cut
    ///   code is read with corners that are not its own (zxing reads a PDF417 from its left
    ///   half and puts the right corners at the origin), so its centre, which decides whether
    ///   it counts, would be wrong; the whole frame is read at full resolution;
    /// - the region holds no code: a code held close to the camera may be larger than the region
    ///   and cut beyond reading; it is large enough to read at half the pixels.
    public func scan(_ frame: Frame, region: ImageRect?) -> Outcome? {
        frame.luma().map { luma in
            luma.withLumaImage { whole in
                let bounds = ImageRect(x: 0, y: 0, width: whole.width, height: whole.height)
                let area = (region ?? bounds).clamped(to: bounds)
                guard area != bounds else { return scan(whole) }
                var outcome = Outcome(detections: [])
                if !area.isEmpty {
                    outcome = scan(
                        LumaImage(width: area.width, height: area.height, stride: whole.stride, base: whole.base + area.y * whole.stride + area.x))
                    for i in outcome.detections.indices {
                        outcome.detections[i].corners = outcome.detections[i].corners.scaled(by: 1, dx: Double(area.x), dy: Double(area.y))
                    }
                }
                if outcome.detections.contains(where: { Self.reachesEdge($0.corners, of: area, inside: bounds) }) {
                    var full = scan(whole)
                    full.failures = outcome.failures + full.failures
                    return full
                }
                guard outcome.detections.isEmpty, whole.width >= 4, whole.height >= 4 else { return outcome }
                var close = HalfResolution(whole).withLumaImage { scan($0) }
                for i in close.detections.indices { close.detections[i].corners = close.detections[i].corners.scaled(by: 2) }
                close.failures = outcome.failures + close.failures
                return close
            }
        }
    }

    /// Whether a corner of `quad` lies within 2 pixels of an edge of `area` that is not an
    /// edge of the frame (`bounds`): where the region may have cut the code.
    public static func reachesEdge(_ quad: Quad, of area: ImageRect, inside bounds: ImageRect) -> Bool {
        let margin = 2.0
        return quad.corners.contains { p in
            (area.x > bounds.x && p.x < Double(area.x) + margin) || (area.maxX < bounds.maxX && p.x > Double(area.maxX) - margin)
                || (area.y > bounds.y && p.y < Double(area.y) + margin) || (area.maxY < bounds.maxY && p.y > Double(area.maxY) - margin)
        }
    }
}

/// A luma plane at half the width and height, each pixel the rounded mean of a 2x2 block.
struct HalfResolution {
    let width: Int
    let height: Int
    private var pixels: [UInt8]

    init(_ image: LumaImage) {
        width = image.width / 2
        height = image.height / 2
        pixels = [UInt8](repeating: 0, count: width * height)
        let (w, stride) = (width, image.stride)
        let source = image.base.assumingMemoryBound(to: UInt8.self)
        pixels.withUnsafeMutableBufferPointer { out in
            for y in 0..<height {
                let top = source + 2 * y * stride, bottom = top + stride
                let row = out.baseAddress! + y * w
                for x in 0..<w {
                    let sum = UInt16(top[2 * x]) + UInt16(top[2 * x + 1]) + UInt16(bottom[2 * x]) + UInt16(bottom[2 * x + 1])
                    row[x] = UInt8(truncatingIfNeeded: (sum + 2) >> 2)
                }
            }
        }
    }

    func withLumaImage<R>(_ body: (LumaImage) throws -> R) rethrows -> R {
        try pixels.withUnsafeBytes { try body(LumaImage(width: width, height: height, stride: width, base: $0.baseAddress!)) }
    }
}
