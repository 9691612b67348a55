// PreviewScaler: converts a camera frame to XRGB8888 while scaling it to fill the screen and
// dimming it outside the cutout, in one walk over the destination pixels.
import Pixels

/// Draws camera frames aspect-filled onto a surface, nearest-neighbour.
///
/// Work is done once per source pixel shown, not per screen pixel: each source row that is
/// shown is converted once (only the columns shown) into a row cache, screen rows gather from
/// it through a column table, a screen row showing the same source row as the row above is a
/// copy of it, and the dimmed copy of a row is made once. Tables are kept between frames and
/// rebuilt only when the source size, format, destination or mirroring changes.
///
/// With `bands` of more than one thread, the screen rows are cut into bands drawn at the same
/// time, each with row caches of its own; a band's first row is converted, not copied from the
/// row above, which gives the same pixels.
public final class PreviewScaler {
    private var key: (fill: AspectFill, format: PixelFormat, area: PixelRect)?
    /// The source columns shown, ascending.
    private var columns: [Int32] = []
    /// Per destination column of the area: index into `columns` (and the row caches).
    private var destinationIndex: [Int32] = []
    /// Whether `columns` is a run of consecutive columns: converted eight at a time.
    private var contiguous = false
    /// Per band, two row caches of `cacheStride` pixels: the current source row converted, and
    /// its dimmed copy.
    private var caches: UnsafeMutablePointer<UInt32>
    private var cacheStride = 0
    private let bands: RowBands

    /// A scaler drawing with `bands` (default: on the caller's thread alone).
    public init(bands: RowBands = .single) {
        self.bands = bands
        caches = .allocate(capacity: 1)
    }

    deinit { caches.deallocate() }

    /// Draws `source` over `destination` (whole pixels, may reach beyond the surface) of
    /// `surface`, aspect-filled, with every pixel outside `cutout` multiplied by `dim`
    /// (1 = undimmed).
    public func draw(
        _ source: ImageView, on surface: PixelSurface, destination: PixelRect, mirrored: Bool = false,
        cutout: PixelRect? = nil, dim: Float = 1
    ) {
        let area = destination.intersection(surface.bounds)
        guard !area.isEmpty, !source.size.bounds.isEmpty else { return }
        let mapping = AspectFill(
            sourceWidth: source.size.width, sourceHeight: source.size.height,
            destination: Rect(x: Float(destination.x), y: Float(destination.y), width: Float(destination.width), height: Float(destination.height)),
            mirrored: mirrored)
        if key == nil || key!.fill != mapping || key!.format != source.format || key!.area != area {
            buildTables(mapping, format: source.format, area: area)
        }
        let factor = UInt32((max(0, min(1, dim)) * 256).rounded())
        let inside = (cutout ?? PixelRect(x: 0, y: 0, width: 0, height: 0)).intersection(area)
        let n = columns.count
        let caches = caches, cacheStride = cacheStride, contiguous = contiguous
        destinationIndex.withUnsafeBufferPointer { index in
            columns.withUnsafeBufferPointer { sourceColumns in
                bands.run(area.y..<area.maxY) { band, rows in
                    let cache = caches + 2 * band * cacheStride, dimmed = cache + cacheStride
                    var cachedRow = -1, dimmedRow = -1
                    /// How the previous screen row was made: its source row and whether it had the cutout.
                    var previous: (sourceRow: Int, kind: Int)?
                    for y in rows {
                        let sy = mapping.sourceIndex(
                            screen: Float(y) + 0.5, origin: mapping.sourceOrigin.y,
                            start: mapping.destination.y, limit: source.size.height)
                        // 0: undimmed, 1: all dimmed, 2: dimmed around the cutout.
                        let kind = factor == 256 ? 0 : (inside.isEmpty || y < inside.y || y >= inside.maxY) ? 1 : 2
                        let row = surface.row(y)
                        if let previous, previous.sourceRow == sy, previous.kind == kind {
                            (row + area.x).update(from: surface.row(y - 1) + area.x, count: area.width)
                            continue
                        }
                        previous = (sy, kind)
                        if cachedRow != sy {
                            Self.convertRow(source, sourceRow: sy, columns: sourceColumns, contiguous: contiguous, into: cache)
                            cachedRow = sy
                        }
                        if kind != 0, dimmedRow != sy {
                            Self.dim(cache, count: n, by: factor, into: dimmed)
                            dimmedRow = sy
                        }
                        let out = row + area.x
                        switch kind {
                        case 0: Self.gather(cache, index, into: out, from: 0, to: area.width)
                        case 1: Self.gather(dimmed, index, into: out, from: 0, to: area.width)
                        default:
                            let a = inside.x - area.x, b = inside.maxX - area.x
                            Self.gather(dimmed, index, into: out, from: 0, to: a)
                            Self.gather(cache, index, into: out, from: a, to: b)
                            Self.gather(dimmed, index, into: out, from: b, to: area.width)
                        }
                    }
                }
            }
        }
    }

    /// `count` pixels each multiplied by `factor`/256 (`PixelBlend.scale`), eight at a time with
    /// each channel in a 16-bit lane (c · factor ≤ 255 · 256 fits, so no channel carries into
    /// the next and the result is the packed formula's, bit for bit).
    static func dim(_ pixels: UnsafeMutablePointer<UInt32>, count: Int, by factor: UInt32, into out: UnsafeMutablePointer<UInt32>) {
        let f = SIMD16<UInt16>(repeating: UInt16(factor))
        var i = 0
        while i + 8 <= count {
            let p = UnsafeRawPointer(pixels + i).loadUnaligned(as: SIMD8<UInt32>.self)
            let rb = (unsafeBitCast(p & 0xFF00FF, to: SIMD16<UInt16>.self) &* f) &>> 8
            let g = (unsafeBitCast(p &>> 8 & 0xFF, to: SIMD16<UInt16>.self) &* f) &>> 8
            UnsafeMutableRawPointer(out + i).storeBytes(
                of: unsafeBitCast(rb, to: SIMD8<UInt32>.self) | unsafeBitCast(g, to: SIMD8<UInt32>.self) &<< 8, as: SIMD8<UInt32>.self)
            i += 8
        }
        while i < count {
            out[i] = PixelBlend.scale(pixels[i], by: factor)
            i += 1
        }
    }

    @inline(__always)
    private static func gather(
        _ cache: UnsafeMutablePointer<UInt32>, _ index: UnsafeBufferPointer<Int32>,
        into out: UnsafeMutablePointer<UInt32>, from: Int, to: Int
    ) {
        guard from < to else { return }
        for x in from..<to { out[x] = cache[Int(index[x])] }
    }

    private func buildTables(_ mapping: AspectFill, format: PixelFormat, area: PixelRect) {
        key = (mapping, format, area)
        var perColumn: [Int32] = []
        perColumn.reserveCapacity(area.width)
        for x in area.x..<area.maxX {
            var sx = mapping.sourceIndex(
                screen: Float(x) + 0.5, origin: mapping.sourceOrigin.x, start: mapping.destination.x, limit: mapping.sourceWidth)
            if mapping.mirrored { sx = mapping.sourceWidth - 1 - sx }
            perColumn.append(Int32(sx))
        }
        let unique = Array(Set(perColumn)).sorted()
        let first = unique.first!, last = unique.last!
        if Int(last - first) + 1 <= 2 * unique.count {
            // Upscaling or mild downscaling: converting the whole run of columns with SIMD costs
            // less than converting only the shown ones one by one.
            columns = Array(first...last)
            contiguous = true
            destinationIndex = perColumn.map { $0 - first }
        } else {
            columns = unique
            contiguous = false
            var position: [Int32: Int32] = [:]
            for (i, column) in columns.enumerated() { position[column] = Int32(i) }
            destinationIndex = perColumn.map { position[$0]! }
        }
        cacheStride = columns.count + 1
        caches.deallocate()
        caches = .allocate(capacity: 2 * bands.count * cacheStride)
        caches.initialize(repeating: 0, count: 2 * bands.count * cacheStride)
    }

    /// Converts the shown columns of source row `sy` into `out[0..<columns.count]`.
    private static func convertRow(
        _ source: ImageView, sourceRow sy: Int, columns: UnsafeBufferPointer<Int32>, contiguous: Bool, into out: UnsafeMutablePointer<UInt32>
    ) {
        let plane0 = source.plane(0).base.assumingMemoryBound(to: UInt8.self) + sy * source.plane(0).stride
        let full = source.range == .full
        let n = columns.count
        switch source.format {
        case .grey:
            for i in 0..<n {
                let luma = Int32(plane0[Int(columns[i])])
                out[i] = UInt32(full ? luma : YCbCr.expandLuma(luma)) &* 0x010101
            }
        case .yuyv:
            if contiguous {
                Self.convertYUYVRun(plane0, first: Int(columns[0]), count: n, full: full, into: out)
            } else {
                for i in 0..<n {
                    let sx = Int(columns[i]), c = 4 * (sx >> 1)
                    out[i] = YCbCr.pixel(Int32(plane0[2 * sx]), Int32(plane0[c + 1]), Int32(plane0[c + 3]), full: full)
                }
            }
        case .nv12:
            let uv = source.plane(1).base.assumingMemoryBound(to: UInt8.self) + (sy / 2) * source.plane(1).stride
            if contiguous {
                Self.convertNV12Run(plane0, uv, first: Int(columns[0]), count: n, full: full, into: out)
                return
            }
            for i in 0..<n {
                let sx = Int(columns[i]), c = 2 * (sx >> 1)
                out[i] = YCbCr.pixel(Int32(plane0[sx]), Int32(uv[c]), Int32(uv[c + 1]), full: full)
            }
        case .yuv420, .yuv422p, .yuv444p:
            // Chroma rows: half as many for 4:2:0; chroma columns: half as many except for 4:4:4.
            let chromaRow = source.format == .yuv420 ? sy / 2 : sy
            let shift = source.format == .yuv444p ? 0 : 1
            let u = source.plane(1).base.assumingMemoryBound(to: UInt8.self) + chromaRow * source.plane(1).stride
            let v = source.plane(2).base.assumingMemoryBound(to: UInt8.self) + chromaRow * source.plane(2).stride
            for i in 0..<n {
                let sx = Int(columns[i])
                out[i] = YCbCr.pixel(Int32(plane0[sx]), Int32(u[sx >> shift]), Int32(v[sx >> shift]), full: full)
            }
        case .rgb24:
            for i in 0..<n {
                let o = 3 * Int(columns[i])
                out[i] = UInt32(plane0[o]) << 16 | UInt32(plane0[o + 1]) << 8 | UInt32(plane0[o + 2])
            }
        case .xrgb32:
            let words = UnsafeRawPointer(plane0)
            for i in 0..<n {
                out[i] = words.loadUnaligned(fromByteOffset: 4 * Int(columns[i]), as: UInt32.self) & 0xFFFFFF
            }
        case .mjpeg:
            preconditionFailure("an ImageView is never MJPEG")
        }
    }

    /// `count` consecutive YUYV pixels from column `first`: each pair's chroma terms computed once.
    @inline(__always)
    static func convertYUYVRun(_ row: UnsafePointer<UInt8>, first: Int, count: Int, full: Bool, into out: UnsafeMutablePointer<UInt32>) {
        var i = 0
        var sx = first
        if sx & 1 == 1 {
            let c = 4 * (sx >> 1)
            out[0] = YCbCr.pixel(Int32(row[2 * sx]), Int32(row[c + 1]), Int32(row[c + 3]), full: full)
            i = 1
            sx += 1
        }
        // Eight pixels (four YUYV pairs, 16 bytes) at a time in SIMD lanes.
        let k = YCbCr.coefficients(full: full)
        while i + 8 <= count {
            let b = UnsafeRawPointer(row + 2 * sx).loadUnaligned(as: SIMD16<UInt8>.self)
            let y = SIMD8<Int16>(truncatingIfNeeded: SIMD8<UInt8>(b[0], b[2], b[4], b[6], b[8], b[10], b[12], b[14]))
            let u = SIMD8<Int16>(truncatingIfNeeded: SIMD8<UInt8>(b[1], b[1], b[5], b[5], b[9], b[9], b[13], b[13]))
            let v = SIMD8<Int16>(truncatingIfNeeded: SIMD8<UInt8>(b[3], b[3], b[7], b[7], b[11], b[11], b[15], b[15]))
            UnsafeMutableRawPointer(out + i).storeBytes(of: YCbCr.pixels(y, u, v, k), as: SIMD8<UInt32>.self)
            i += 8
            sx += 8
        }
        while i + 1 < count {
            let p = row + 2 * sx
            let (r, g, b) = YCbCr.chroma(Int32(p[1]), Int32(p[3]), full: full)
            out[i] = YCbCr.combine(YCbCr.luma(Int32(p[0]), full: full), r, g, b)
            out[i + 1] = YCbCr.combine(YCbCr.luma(Int32(p[2]), full: full), r, g, b)
            i += 2
            sx += 2
        }
        if i < count {
            let c = 4 * (sx >> 1)
            out[i] = YCbCr.pixel(Int32(row[2 * sx]), Int32(row[c + 1]), Int32(row[c + 3]), full: full)
        }
    }
}

extension PreviewScaler {
    /// `count` consecutive NV12 pixels from column `first` of luma row `luma`, with the chroma
    /// row `uv` (U V pairs, one per two columns).
    @inline(__always)
    static func convertNV12Run(
        _ luma: UnsafePointer<UInt8>, _ uv: UnsafePointer<UInt8>, first: Int, count: Int, full: Bool, into out: UnsafeMutablePointer<UInt32>
    ) {
        var i = 0
        var sx = first
        if sx & 1 == 1, count > 0 {
            out[0] = YCbCr.pixel(Int32(luma[sx]), Int32(uv[sx - 1]), Int32(uv[sx]), full: full)
            i = 1
            sx += 1
        }
        // Eight pixels (eight luma bytes, four U V pairs) at a time in SIMD lanes; sx is even, so
        // the pairs start at uv[sx].
        let k = YCbCr.coefficients(full: full)
        while i + 8 <= count {
            let y = SIMD8<Int16>(truncatingIfNeeded: UnsafeRawPointer(luma + sx).loadUnaligned(as: SIMD8<UInt8>.self))
            let c = UnsafeRawPointer(uv + sx).loadUnaligned(as: SIMD8<UInt8>.self)
            let u = SIMD8<Int16>(truncatingIfNeeded: SIMD8<UInt8>(c[0], c[0], c[2], c[2], c[4], c[4], c[6], c[6]))
            let v = SIMD8<Int16>(truncatingIfNeeded: SIMD8<UInt8>(c[1], c[1], c[3], c[3], c[5], c[5], c[7], c[7]))
            UnsafeMutableRawPointer(out + i).storeBytes(of: YCbCr.pixels(y, u, v, k), as: SIMD8<UInt32>.self)
            i += 8
            sx += 8
        }
        while i < count {
            let c = sx & ~1
            out[i] = YCbCr.pixel(Int32(luma[sx]), Int32(uv[c]), Int32(uv[c + 1]), full: full)
            i += 1
            sx += 1
        }
    }
}

/// BT.601 YCbCr to RGB in 6-bit fixed point, so that every intermediate fits in 16 bits and
/// eight pixels fit one 128-bit SIMD register (SSE2 and NEON alike).
///
/// Limited range: R = 1.164 (Y-16) + 1.596 (V-128), G = 1.164 (Y-16) - 0.391 (U-128) - 0.813
/// (V-128), B = 1.164 (Y-16) + 2.018 (U-128); full range (JPEG): R = Y + 1.402 (V-128),
/// G = Y - 0.344 (U-128) - 0.714 (V-128), B = Y + 1.772 (U-128). Coefficients are these times
/// 64, rounded (1.164 · 64 as 74 and a half); the luma term carries -128·64 so the sums stay
/// within ±32767, and 128 is added back after the shift. Results are within one level of the
/// exact formulas.
enum YCbCr {
    struct Coefficients {
        /// The luma factor is `lumaScale` plus a half when `lumaHalf` (1.164 · 64 = 74.5).
        let lumaScale: Int16, lumaHalf: Int16, lumaOffset: Int16, rv: Int16, gu: Int16, gv: Int16, bu: Int16
    }

    static let limited = Coefficients(lumaScale: 74, lumaHalf: 1, lumaOffset: 16, rv: 102, gu: -25, gv: -52, bu: 129)
    static let full = Coefficients(lumaScale: 64, lumaHalf: 0, lumaOffset: 0, rv: 90, gu: -22, gv: -46, bu: 113)

    @inline(__always)
    static func coefficients(full: Bool) -> Coefficients { full ? Self.full : Self.limited }

    @inline(__always)
    static func clamp(_ v: Int32) -> UInt32 { UInt32(min(max(v, 0), 255)) }

    /// The luma term: (Y - offset) · scale - 128·64 + 32 (the rounding half).
    @inline(__always)
    static func luma(_ y: Int32, full: Bool) -> Int32 {
        let k = coefficients(full: full)
        let centred = y &- Int32(k.lumaOffset)
        return centred &* Int32(k.lumaScale) &+ (centred &>> 1) &* Int32(k.lumaHalf) &- 8160
    }

    /// The chroma terms added to the luma term for R, G and B.
    @inline(__always)
    static func chroma(_ u: Int32, _ v: Int32, full: Bool) -> (Int32, Int32, Int32) {
        let k = coefficients(full: full)
        let d = u &- 128, e = v &- 128
        return (Int32(k.rv) &* e, Int32(k.gu) &* d &+ Int32(k.gv) &* e, Int32(k.bu) &* d)
    }

    @inline(__always)
    static func combine(_ c: Int32, _ r: Int32, _ g: Int32, _ b: Int32) -> UInt32 {
        clamp(((c &+ r) >> 6) &+ 128) << 16 | clamp(((c &+ g) >> 6) &+ 128) << 8 | clamp(((c &+ b) >> 6) &+ 128)
    }

    /// Video-range luma (16...235) to full range (0...255).
    @inline(__always)
    static func expandLuma(_ y: Int32) -> Int32 { Int32(clamp((luma(y, full: false) >> 6) &+ 128)) }

    /// One pixel, 0x00RRGGBB.
    @inline(__always)
    static func pixel(_ y: Int32, _ u: Int32, _ v: Int32, full: Bool) -> UInt32 {
        let (r, g, b) = chroma(u, v, full: full)
        return combine(luma(y, full: full), r, g, b)
    }

    /// Eight pixels at once from eight luma and eight (already paired) chroma samples.
    @inline(__always)
    static func pixels(_ y: SIMD8<Int16>, _ u: SIMD8<Int16>, _ v: SIMD8<Int16>, _ k: Coefficients) -> SIMD8<UInt32> {
        let centred = y &- k.lumaOffset
        let c = centred &* k.lumaScale &+ (centred &>> 1) &* k.lumaHalf &- 8160
        let d = u &- 128, e = v &- 128
        let zero = SIMD8<Int16>(repeating: 0), top = SIMD8<Int16>(repeating: 255)
        let r = (((c &+ k.rv &* e) &>> 6) &+ 128).clamped(lowerBound: zero, upperBound: top)
        let g = (((c &+ k.gu &* d &+ k.gv &* e) &>> 6) &+ 128).clamped(lowerBound: zero, upperBound: top)
        let b = (((c &+ k.bu &* d) &>> 6) &+ 128).clamped(lowerBound: zero, upperBound: top)
        let low = SIMD8<UInt16>(truncatingIfNeeded: b) | SIMD8<UInt16>(truncatingIfNeeded: g) &<< 8
        return SIMD8<UInt32>(truncatingIfNeeded: low) | SIMD8<UInt32>(truncatingIfNeeded: r) &<< 16
    }
}
