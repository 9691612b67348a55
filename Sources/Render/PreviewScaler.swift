// PreviewScaler: converts a camera frame to XRGB8888 while scaling it to fill the screen and
// dimming it outside the cutout, in one walk over the destination pixels.

/// The source pixel layouts the preview converts (the same as the camera formats, decoded).
public enum PreviewPixelFormat: Sendable, Equatable {
    case grey, yuyv, nv12, yuv420, rgb24, xrgb32
}

/// How luma and chroma are coded: `limited` is video range (Y 16...235, BT.601), what webcams
/// send as YUYV/NV12; `full` is JPEG range (0...255), what MJPEG frames hold.
public enum YCbCrRange: Sendable, Equatable {
    case limited, full
}

/// Borrowed source pixels: up to three planes, each a base pointer and a row stride in bytes.
public struct PreviewSource {
    public let format: PreviewPixelFormat
    public let width: Int
    public let height: Int
    public let planes: [(base: UnsafeRawPointer, stride: Int)]
    public let range: YCbCrRange

    public init(format: PreviewPixelFormat, width: Int, height: Int, planes: [(base: UnsafeRawPointer, stride: Int)], range: YCbCrRange = .limited) {
        let needed = format == .nv12 ? 2 : format == .yuv420 ? 3 : 1
        precondition(planes.count >= needed, "\(format) needs \(needed) planes")
        self.format = format
        self.width = width
        self.height = height
        self.planes = planes
        self.range = range
    }
}

/// Draws camera frames aspect-filled onto a surface. Keeps its column tables between frames;
/// they are rebuilt only when the source size, destination or mirroring changes.
public final class PreviewScaler {
    private var fill: AspectFill?
    private var format: PreviewPixelFormat?
    /// Per destination column: byte offset of the sample in a source row (luma / packed pixel).
    private var columnOffsets: [Int32] = []
    /// Per destination column: byte offset of the chroma sample (YUYV: the U of the pair;
    /// NV12: the U of the UV pair; YUV420: the sample in each chroma plane).
    private var chromaOffsets: [Int32] = []

    public init() {}

    /// Draws `source` over `destination` (whole pixels) of `surface`, aspect-filled, with every
    /// pixel outside `cutout` multiplied by `dim` (1 = undimmed).
    public func draw(_ source: PreviewSource, on surface: PixelSurface, destination: PixelRect, mirrored: Bool = false,
                     cutout: PixelRect? = nil, dim: Float = 1) {
        let area = destination.intersection(surface.bounds)
        guard !area.isEmpty, source.width > 0, source.height > 0 else { return }
        let mapping = AspectFill(sourceWidth: source.width, sourceHeight: source.height,
                                 destination: Rect(x: Float(destination.x), y: Float(destination.y), width: Float(destination.width), height: Float(destination.height)),
                                 mirrored: mirrored)
        if mapping != fill || source.format != format { buildTables(mapping, format: source.format, area: area) }
        let factor = UInt32((max(0, min(1, dim)) * 256).rounded())
        let inside = (cutout ?? PixelRect(x: 0, y: 0, width: 0, height: 0)).intersection(area)
        for y in area.y..<area.maxY {
            let sy = mapping.sourceIndex(screen: Float(y) + 0.5, origin: mapping.sourceOrigin.y, start: mapping.destination.y, limit: source.height)
            let row = surface.row(y)
            if factor == 256 || (y >= inside.y && y < inside.maxY && inside.x == area.x && inside.maxX == area.maxX) {
                convert(source, sourceRow: sy, into: row, from: area.x, to: area.maxX, tableStart: area.x, factor: 256)
            } else if inside.isEmpty || y < inside.y || y >= inside.maxY {
                convert(source, sourceRow: sy, into: row, from: area.x, to: area.maxX, tableStart: area.x, factor: factor)
            } else {
                convert(source, sourceRow: sy, into: row, from: area.x, to: inside.x, tableStart: area.x, factor: factor)
                convert(source, sourceRow: sy, into: row, from: inside.x, to: inside.maxX, tableStart: area.x, factor: 256)
                convert(source, sourceRow: sy, into: row, from: inside.maxX, to: area.maxX, tableStart: area.x, factor: factor)
            }
        }
    }

    private func buildTables(_ mapping: AspectFill, format: PreviewPixelFormat, area: PixelRect) {
        fill = mapping
        self.format = format
        columnOffsets = []
        chromaOffsets = []
        columnOffsets.reserveCapacity(area.width)
        chromaOffsets.reserveCapacity(area.width)
        for x in area.x..<area.maxX {
            var sx = mapping.sourceIndex(screen: Float(x) + 0.5, origin: mapping.sourceOrigin.x, start: mapping.destination.x, limit: mapping.sourceWidth)
            if mapping.mirrored { sx = mapping.sourceWidth - 1 - sx }
            switch format {
            case .grey: columnOffsets.append(Int32(sx)); chromaOffsets.append(0)
            case .yuyv: columnOffsets.append(Int32(2 * sx)); chromaOffsets.append(Int32(4 * (sx / 2) + 1))
            case .nv12: columnOffsets.append(Int32(sx)); chromaOffsets.append(Int32(2 * (sx / 2)))
            case .yuv420: columnOffsets.append(Int32(sx)); chromaOffsets.append(Int32(sx / 2))
            case .rgb24: columnOffsets.append(Int32(3 * sx)); chromaOffsets.append(0)
            case .xrgb32: columnOffsets.append(Int32(4 * sx)); chromaOffsets.append(0)
            }
        }
    }

    /// Converts destination columns `from..<to` of one row; `factor` 256 leaves pixels undimmed.
    @inline(__always)
    private func convert(_ source: PreviewSource, sourceRow sy: Int, into row: UnsafeMutablePointer<UInt32>, from: Int, to: Int, tableStart: Int, factor: UInt32) {
        guard from < to else { return }
        columnOffsets.withUnsafeBufferPointer { columns in
            chromaOffsets.withUnsafeBufferPointer { chroma in
                let plane0 = source.planes[0].base.assumingMemoryBound(to: UInt8.self) + sy * source.planes[0].stride
                let full = source.range == .full
                switch source.format {
                case .grey:
                    for x in from..<to {
                        let luma = Int32(plane0[Int(columns[x - tableStart])])
                        let v = full ? luma : YCbCr.expandLuma(luma)
                        row[x] = dimmed(UInt32(v) &* 0x010101, factor)
                    }
                case .yuyv:
                    for x in from..<to {
                        let i = x - tableStart
                        let c = Int(chroma[i])
                        row[x] = dimmed(YCbCr.pixel(Int32(plane0[Int(columns[i])]), Int32(plane0[c]), Int32(plane0[c + 2]), full: full), factor)
                    }
                case .nv12:
                    let uv = source.planes[1].base.assumingMemoryBound(to: UInt8.self) + (sy / 2) * source.planes[1].stride
                    for x in from..<to {
                        let i = x - tableStart
                        let c = Int(chroma[i])
                        row[x] = dimmed(YCbCr.pixel(Int32(plane0[Int(columns[i])]), Int32(uv[c]), Int32(uv[c + 1]), full: full), factor)
                    }
                case .yuv420:
                    let u = source.planes[1].base.assumingMemoryBound(to: UInt8.self) + (sy / 2) * source.planes[1].stride
                    let v = source.planes[2].base.assumingMemoryBound(to: UInt8.self) + (sy / 2) * source.planes[2].stride
                    for x in from..<to {
                        let i = x - tableStart
                        let c = Int(chroma[i])
                        row[x] = dimmed(YCbCr.pixel(Int32(plane0[Int(columns[i])]), Int32(u[c]), Int32(v[c]), full: full), factor)
                    }
                case .rgb24:
                    for x in from..<to {
                        let o = Int(columns[x - tableStart])
                        row[x] = dimmed(UInt32(plane0[o]) << 16 | UInt32(plane0[o + 1]) << 8 | UInt32(plane0[o + 2]), factor)
                    }
                case .xrgb32:
                    let words = UnsafeRawPointer(plane0)
                    for x in from..<to {
                        row[x] = dimmed(words.loadUnaligned(fromByteOffset: Int(columns[x - tableStart]), as: UInt32.self) & 0xFFFFFF, factor)
                    }
                }
            }
        }
    }

    @inline(__always)
    private func dimmed(_ pixel: UInt32, _ factor: UInt32) -> UInt32 {
        factor == 256 ? pixel : PixelBlend.scale(pixel, by: factor)
    }
}

/// BT.601 YCbCr to RGB in 8-bit fixed point.
enum YCbCr {
    @inline(__always)
    static func clamp(_ v: Int32) -> UInt32 { UInt32(min(max(v, 0), 255)) }

    /// Video-range luma (16...235) to full range (0...255).
    @inline(__always)
    static func expandLuma(_ y: Int32) -> Int32 { Int32(clamp(((y - 16) &* 298 &+ 128) >> 8)) }

    /// One pixel, 0x00RRGGBB. Limited range: R = 1.164 (Y-16) + 1.596 (V-128) and so on;
    /// full range (JPEG): R = Y + 1.402 (V-128), G = Y - 0.344 (U-128) - 0.714 (V-128),
    /// B = Y + 1.772 (U-128). Coefficients are the usual ones times 256, rounded.
    @inline(__always)
    static func pixel(_ y: Int32, _ u: Int32, _ v: Int32, full: Bool) -> UInt32 {
        let d = u &- 128, e = v &- 128
        let r, g, b: Int32
        if full {
            let c = y &* 256 &+ 128
            r = (c &+ 359 &* e) >> 8
            g = (c &- 88 &* d &- 183 &* e) >> 8
            b = (c &+ 454 &* d) >> 8
        } else {
            let c = (y &- 16) &* 298 &+ 128
            r = (c &+ 409 &* e) >> 8
            g = (c &- 100 &* d &- 208 &* e) >> 8
            b = (c &+ 516 &* d) >> 8
        }
        return clamp(r) << 16 | clamp(g) << 8 | clamp(b)
    }
}
