// DecodeRegion: what part of a camera frame the decoders read: the focus square with a margin at
// full resolution; the whole frame when a code there reaches the region's edge (at half
// resolution first), and at half resolution when nothing is there.
import Capture
import Decode
import OCR
import Pixels

extension BarcodeReader {
    /// Reads the codes in `region` of `frame` (nil: the whole frame), corners in the frame's
    /// coordinates; nil when the frame has no luma plane (MJPEG). The region is read at full
    /// resolution, and the whole frame is read too in two cases:
    /// - a code read in the region reaches the region's edge: the region may cut it, and a cut
    ///   code is read with corners that are not its own (zxing reads a PDF417 from its left
    ///   half and puts the right corners at the origin), so its centre, which decides whether
    ///   it counts, would be wrong; the whole frame is read at half resolution, and at full
    ///   resolution when that does not read every cut code again (the cut codes' readings are
    ///   then those of the whole frame, the others the region's);
    /// - the region holds no code: a code held close to the camera may be larger than the region
    ///   and cut beyond reading; it is large enough to read at half the pixels.
    /// The luma a packed frame is converted into, and the half-resolution frame, are made in
    /// `scratch`: the decoding thread keeps one (a fresh one allocates them for this call).
    public func scan(_ frame: Frame, region: ImageRect?, scratch: LumaScratch = LumaScratch()) -> Outcome? {
        guard frame.format != .mjpeg, frame.width > 0, frame.height > 0 else { return nil }
        // Packed frames (YUYV, RGB) are converted block by block (`Frame.withLuma`): only the
        // region's luma, not the whole frame's, for the usual read.
        let bounds = ImageRect(x: 0, y: 0, width: frame.width, height: frame.height)
        let area = (region ?? bounds).clamped(to: bounds)
        guard area != bounds else { return frame.withLuma(of: bounds, in: scratch) { scan($0) } }
        var outcome = Outcome(detections: [])
        if !area.isEmpty {
            outcome = frame.withLuma(of: area, in: scratch) { scan($0) }
            for i in outcome.detections.indices {
                outcome.detections[i].corners = outcome.detections[i].corners.scaled(by: 1, dx: Double(area.x), dy: Double(area.y))
            }
        }
        let cut = outcome.detections.filter { Self.reachesEdge($0.corners, of: area, inside: bounds) }
        guard frame.width >= 4, frame.height >= 4 else { return outcome }
        if !cut.isEmpty {
            // The whole frame at half resolution first: a code the region cut is large enough to
            // read there, and it takes a quarter of the pixels, in the plane the scratch keeps
            // for half resolution. At full resolution a 1080p YUYV frame took two more planes of
            // 2 MB while it was read (its luma, and zxing's bit matrix): the kiosk's peak memory.
            let half = halfResolution(frame, scratch)
            let same = { (a: Detection, b: Detection) in a.symbology == b.symbology && a.bytes == b.bytes }
            if cut.allSatisfy({ c in half.detections.contains { same($0, c) } }) {
                let whole = half.detections.filter { h in cut.contains { same($0, h) } }
                return Outcome(
                    detections: outcome.detections.filter { d in !cut.contains { same($0, d) } } + whole,
                    failures: outcome.failures + half.failures)
            }
            var full = frame.withLuma(of: bounds, in: scratch) { scan($0) }
            full.failures = outcome.failures + half.failures + full.failures
            return full
        }
        guard outcome.detections.isEmpty else { return outcome }
        var close = halfResolution(frame, scratch)
        close.failures = outcome.failures + close.failures
        return close
    }

    /// The codes in the whole of `frame` read at half resolution, corners in the frame's
    /// coordinates.
    private func halfResolution(_ frame: Frame, _ scratch: LumaScratch) -> Outcome {
        var outcome = HalfResolution.withLuma(of: frame, in: scratch) { scan($0) }
        for i in outcome.detections.indices { outcome.detections[i].corners = outcome.detections[i].corners.scaled(by: 2) }
        return outcome
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

/// A frame's luma at half the width and height, each pixel the rounded mean of a 2x2 block,
/// made in a `LumaScratch`'s plane buffer. A packed frame's luma is converted two rows at a time
/// (into the scratch's rows buffer), never whole.
enum HalfResolution {
    /// Calls `body` with `frame`'s luma at half size, valid during the call.
    static func withLuma<R>(of frame: Frame, in scratch: LumaScratch, _ body: (LumaImage) throws -> R) rethrows -> R {
        let (w, h) = (frame.width / 2, frame.height / 2)
        return try scratch.withBytes(.plane, count: w * h) { out in
            if frame.sharesLuma {
                // Read in place: a frame with a luma plane of its own lends it, not the scratch.
                frame.withLuma(of: ImageRect(x: 0, y: 0, width: 2 * w, height: 2 * h), in: scratch) { halve($0, into: out) }
            } else {
                scratch.withBytes(.rows, count: 4 * w) { rows in
                    let two = LumaImage(width: 2 * w, height: 2, stride: 2 * w, base: UnsafeRawPointer(rows))
                    for y in 0..<h {
                        frame.withImageView { $0.copyLuma(of: PixelRect(x: 0, y: 2 * y, width: 2 * w, height: 2), into: rows, stride: 2 * w) }
                        halve(two, into: out + y * w)
                    }
                }
            }
            return try body(LumaImage(width: w, height: h, stride: w, base: UnsafeRawPointer(out)))
        }
    }

    /// Writes `image` (even width and height) at half size into `out`, rows `image.width / 2` apart.
    private static func halve(_ image: LumaImage, into out: UnsafeMutablePointer<UInt8>) {
        let (w, stride) = (image.width / 2, image.stride)
        let source = image.base.assumingMemoryBound(to: UInt8.self)
        for y in 0..<image.height / 2 {
            let top = source + 2 * y * stride, bottom = top + stride
            let row = out + y * w
            for x in 0..<w {
                let sum = UInt16(top[2 * x]) + UInt16(top[2 * x + 1]) + UInt16(bottom[2 * x]) + UInt16(bottom[2 * x + 1])
                row[x] = UInt8(truncatingIfNeeded: (sum + 2) >> 2)
            }
        }
    }
}
