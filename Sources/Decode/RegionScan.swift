// RegionScan: what part of an image the decoders read: the focus square with a margin at full
// resolution; the whole image when a code there reaches the region's edge (at half resolution
// first), and at half resolution when nothing is there.
import Pixels

extension BarcodeReader {
    /// Reads the codes in `region` of `image` (nil: the whole image), corners in the image's
    /// coordinates. The region is read at full resolution, and the whole image is read too in
    /// two cases:
    /// - a code read in the region reaches the region's edge: the region may cut it, and a cut
    ///   code is read with corners that are not its own (zxing reads a PDF417 from its left
    ///   half and puts the right corners at the origin), so its centre, which decides whether
    ///   it counts, would be wrong; the whole image is read at half resolution, and at full
    ///   resolution when that does not read every cut code again (the cut codes' readings are
    ///   then those of the whole image, the others the region's);
    /// - the region holds no code: a code held close to the camera may be larger than the region
    ///   and cut beyond reading; it is large enough to read at half the pixels.
    /// The luma a packed image is converted into, and the half-resolution image, are made in
    /// the reader's scratch. `closeUp` false leaves out the second case (a `LiveReader` look,
    /// which is for codes in the region).
    public func scan(_ image: ImageView, region: PixelRect?, closeUp: Bool = true) -> Outcome {
        let bounds = image.size.bounds
        guard !bounds.isEmpty else { return Outcome(detections: []) }
        // Packed images (YUYV, RGB) are converted block by block (`ImageView.withLuma`): only the
        // region's luma, not the whole image's, for the usual read.
        let area = (region ?? bounds).intersection(bounds)
        guard area != bounds else { return image.withLuma(of: bounds, in: scratch) { scan($0) } }
        var outcome = Outcome(detections: [])
        if !area.isEmpty {
            outcome = image.withLuma(of: area, in: scratch) { scan($0) }
            for i in outcome.detections.indices {
                outcome.detections[i].corners = outcome.detections[i].corners.scaled(by: 1, dx: Double(area.x), dy: Double(area.y))
            }
        }
        let cut = outcome.detections.filter { Self.reachesEdge($0.corners, of: area, inside: bounds) }
        guard bounds.width >= 4, bounds.height >= 4 else { return outcome }
        if !cut.isEmpty {
            // The whole image at half resolution first: a code the region cut is large enough to
            // read there, and it takes a quarter of the pixels, in the plane the scratch keeps
            // for half resolution. At full resolution a 1080p YUYV frame took two more planes of
            // 2 MB while it was read (its luma, and zxing's bit matrix): the kiosk's peak memory.
            let half = halfResolution(image)
            let same = { (a: Detection, b: Detection) in a.origin == b.origin && a.bytes == b.bytes }
            if cut.allSatisfy({ c in half.detections.contains { same($0, c) } }) {
                let whole = half.detections.filter { h in cut.contains { same($0, h) } }
                return Outcome(
                    detections: outcome.detections.filter { d in !cut.contains { same($0, d) } } + whole,
                    failures: outcome.failures + half.failures)
            }
            var full = image.withLuma(of: bounds, in: scratch) { scan($0) }
            full.failures = outcome.failures + half.failures + full.failures
            return full
        }
        guard outcome.detections.isEmpty, closeUp else { return outcome }
        var close = halfResolution(image)
        close.failures = outcome.failures + close.failures
        return close
    }

    /// The codes in the whole of `image` read at half resolution, corners in the image's
    /// coordinates.
    private func halfResolution(_ image: ImageView) -> Outcome {
        var outcome = image.withHalfResolutionLuma(in: scratch) { scan($0) }
        for i in outcome.detections.indices { outcome.detections[i].corners = outcome.detections[i].corners.scaled(by: 2) }
        return outcome
    }

    /// The region of an image (`bounds`) to read for a focus `square`: the square with a margin
    /// of a quarter of its side all round, so that a code whose centre is in the square is read
    /// whole when it is up to half the square's size wherever it sits, and up to the whole
    /// square's size when it is near the middle.
    public static func region(around square: PixelRect, in bounds: PixelRect) -> PixelRect {
        let margin = max(square.width, square.height) / 4
        // Edges on multiples of 16 pixels: the engines' grids (zxing's 8-pixel binarizer blocks,
        // ZBar's scan lines) fall where they fall in the whole image, so what is read in the
        // region is what the whole image reads there.
        let x0 = (square.x - margin) & ~15, y0 = (square.y - margin) & ~15
        let x1 = (square.maxX + margin + 15) & ~15, y1 = (square.maxY + margin + 15) & ~15
        return PixelRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0).intersection(bounds)
    }

    /// Whether a corner of `quad` lies within 2 pixels of an edge of `area` that is not an
    /// edge of the image (`bounds`): where the region may have cut the code.
    public static func reachesEdge(_ quad: Quad, of area: PixelRect, inside bounds: PixelRect) -> Bool {
        let margin = 2.0
        return quad.corners.contains { p in
            (area.x > bounds.x && p.x < Double(area.x) + margin) || (area.maxX < bounds.maxX && p.x > Double(area.maxX) - margin)
                || (area.y > bounds.y && p.y < Double(area.y) + margin) || (area.maxY < bounds.maxY && p.y > Double(area.maxY) - margin)
        }
    }
}
