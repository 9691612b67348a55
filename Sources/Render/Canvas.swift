// Canvas: draws shapes, text and camera previews onto a pixel surface, within a clip rectangle.
import Pixels

/// Draws onto one surface. Owns only scratch space reused between calls, so drawing a frame
/// allocates nothing once the first frame has sized it. Not thread-safe: one canvas per thread
/// (it hands bands of a stroke's rows to its `RowBands` itself).
public final class Canvas {
    public let surface: PixelSurface
    /// Drawing outside this rectangle is discarded.
    public var clip: PixelRect
    /// The runs of the row being covered (reused).
    private var spans: [Span] = []
    /// Scratch of `stroke(_:style:)` (reused).
    let strokeScratch: StrokeScratch
    /// The threads strokes are painted with, a band of rows each.
    let bands: RowBands

    /// A canvas on `surface`; strokes are painted in `bands` (default: on the caller's thread).
    public init(surface: PixelSurface, bands: RowBands = .single) {
        self.surface = surface
        self.clip = surface.bounds
        self.bands = bands
        strokeScratch = StrokeScratch(bands: bands.count)
        spans.reserveCapacity(64)
    }

    public var width: Int { surface.width }
    public var height: Int { surface.height }

    /// Every pixel in the clip set to `color` (alpha ignored).
    public func clear(_ color: Color) {
        fill(clip, color.withOpacity(1))
    }

    /// `color` over the pixels of `rect` (no anti-aliasing: whole pixels).
    public func fill(_ rect: PixelRect, _ color: Color) {
        let area = rect.intersection(clip)
        guard !area.isEmpty, color.a > 0 else { return }
        let pixel = color.pixel
        let alpha = PixelBlend.weight(coverage: 255, alpha: UInt32(color.a))
        for y in area.y..<area.maxY {
            let row = surface.row(y) + area.x
            if alpha == 256 {
                row.update(repeating: pixel, count: area.width)
            } else {
                for x in 0..<area.width { row[x] = PixelBlend.over(row[x], pixel, alpha: alpha) }
            }
        }
    }

    /// Multiplies every pixel outside `cutout` (within the clip) by `factor` (0 black, 1 unchanged).
    public func dim(outside cutout: PixelRect, factor: Float) {
        let scale = UInt32((max(0, min(1, factor)) * 256).rounded())
        guard scale < 256 else { return }
        let inside = cutout.intersection(clip)
        for y in clip.y..<clip.maxY {
            let row = surface.row(y)
            if inside.isEmpty || y < inside.y || y >= inside.maxY {
                for x in clip.x..<clip.maxX { row[x] = PixelBlend.scale(row[x], by: scale) }
            } else {
                for x in clip.x..<inside.x { row[x] = PixelBlend.scale(row[x], by: scale) }
                for x in inside.maxX..<clip.maxX { row[x] = PixelBlend.scale(row[x], by: scale) }
            }
        }
    }

    /// `shape` covered with `color`, anti-aliased.
    public func draw<Shape: CoverageShape>(_ shape: Shape, color: Color) {
        guard color.a > 0 else { return }
        let area = shape.pixelBounds.intersection(clip)
        guard !area.isEmpty else { return }
        let pixel = color.pixel
        let opacity = Float(color.a) / 255 * 256
        let solidAlpha = PixelBlend.weight(coverage: 255, alpha: UInt32(color.a))
        for y in area.y..<area.maxY {
            spans.removeAll(keepingCapacity: true)
            shape.spans(row: y, into: &spans)
            let row = surface.row(y)
            let py = Float(y) + 0.5
            for span in spans {
                let start = max(span.start, area.x), end = min(span.end, area.maxX)
                guard start < end else { continue }
                if span.solid {
                    if solidAlpha == 256 {
                        (row + start).update(repeating: pixel, count: end - start)
                    } else {
                        for x in start..<end { row[x] = PixelBlend.over(row[x], pixel, alpha: solidAlpha) }
                    }
                    continue
                }
                for x in start..<end {
                    let coverage = shape.coverage(Float(x) + 0.5, py)
                    guard coverage > 0 else { continue }
                    row[x] = PixelBlend.over(row[x], pixel, alpha: UInt32(coverage * opacity + 0.5))
                }
            }
        }
    }

    /// An 8-bit mask (glyph coverage) in `color` with its top-left pixel at (`x`, `y`).
    public func drawMask(_ mask: UnsafePointer<UInt8>, width: Int, height: Int, stride: Int, x: Int, y: Int, color: Color) {
        let area = PixelRect(x: x, y: y, width: width, height: height).intersection(clip)
        guard !area.isEmpty, color.a > 0 else { return }
        let pixel = color.pixel, alpha = UInt32(color.a)
        for row in area.y..<area.maxY {
            let source = mask + (row - y) * stride - x
            let destination = surface.row(row)
            for column in area.x..<area.maxX {
                let coverage = UInt32(source[column])
                guard coverage > 0 else { continue }
                destination[column] = PixelBlend.over(destination[column], pixel, alpha: PixelBlend.weight(coverage: coverage, alpha: alpha))
            }
        }
    }
}
