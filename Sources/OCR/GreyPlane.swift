// GreyPlane: an owned 8-bit plane, and scaled crops of a borrowed one (digits read best 30-40 px tall).
import Glibc
import Pixels

/// An 8-bit grey plane that owns its pixels (rows `width` bytes apart).
public struct GreyPlane: Sendable {
    public let width: Int
    public let height: Int
    public var pixels: [UInt8]

    public init(width: Int, height: Int, pixels: [UInt8]) {
        precondition(pixels.count == width * height, "a \(width)x\(height) plane needs \(width * height) pixels, not \(pixels.count)")
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// Calls `body` with the plane as a borrowed `LumaView`, valid during the call.
    public func withLuma<R>(_ body: (LumaView) throws -> R) rethrows -> R {
        try pixels.withUnsafeBytes { bytes in
            try body(LumaView(width: width, height: height, stride: width, base: bytes.baseAddress!))
        }
    }

    /// The pixels of `rect` of `image` scaled by `scale`: averaged over each output pixel's
    /// footprint when shrinking (no aliasing of thin strokes), bilinear when enlarging.
    /// `rect` must lie inside `image`.
    public static func crop(_ image: LumaView, _ rect: PixelRect, scale: Double) -> GreyPlane {
        let outW = max(1, Int((Double(rect.width) * scale).rounded())), outH = max(1, Int((Double(rect.height) * scale).rounded()))
        var out = [UInt8](repeating: 0, count: outW * outH)
        let src = image.base.assumingMemoryBound(to: UInt8.self)
        let sx = Double(rect.width) / Double(outW), sy = Double(rect.height) / Double(outH)
        out.withUnsafeMutableBufferPointer { dst in
            if outW == rect.width, outH == rect.height {
                for y in 0..<outH {
                    (dst.baseAddress! + y * outW).update(from: src + (rect.y + y) * image.stride + rect.x, count: outW)
                }
            } else if sx > 1 || sy > 1 {
                // Each output pixel: the mean of the source pixels whose centres fall in its footprint.
                let xs = (0...outW).map { rect.x + min(rect.width, Int((Double($0) * sx).rounded())) }
                let ys = (0...outH).map { rect.y + min(rect.height, Int((Double($0) * sy).rounded())) }
                for oy in 0..<outH {
                    let y0 = ys[oy], y1 = max(ys[oy + 1], y0 + 1)
                    for ox in 0..<outW {
                        let x0 = xs[ox], x1 = max(xs[ox + 1], x0 + 1)
                        var sum = 0
                        for y in y0..<y1 {
                            let row = src + y * image.stride
                            for x in x0..<x1 { sum &+= Int(row[x]) }
                        }
                        let n = (y1 - y0) * (x1 - x0)
                        dst[oy * outW + ox] = UInt8((sum + n / 2) / n)
                    }
                }
            } else {
                for oy in 0..<outH {
                    let fy = min(max((Double(oy) + 0.5) * sy - 0.5, 0), Double(rect.height - 1))
                    let y0 = Int(fy), y1 = min(y0 + 1, rect.height - 1), wy = fy - Double(y0)
                    let row0 = src + (rect.y + y0) * image.stride + rect.x, row1 = src + (rect.y + y1) * image.stride + rect.x
                    for ox in 0..<outW {
                        let fx = min(max((Double(ox) + 0.5) * sx - 0.5, 0), Double(rect.width - 1))
                        let x0 = Int(fx), x1 = min(x0 + 1, rect.width - 1), wx = fx - Double(x0)
                        let top = Double(row0[x0]) * (1 - wx) + Double(row0[x1]) * wx
                        let bottom = Double(row1[x0]) * (1 - wx) + Double(row1[x1]) * wx
                        dst[oy * outW + ox] = UInt8((top * (1 - wy) + bottom * wy).rounded())
                    }
                }
            }
        }
        return GreyPlane(width: outW, height: outH, pixels: out)
    }

    /// The pixels of `rect` of `image` scaled by `scale` and turned back by `degrees` about
    /// the rect's centre (a line tilted by that many degrees, falling to the right, comes out
    /// level), bilinear; where the turned rect reaches past the image, its edge pixels
    /// repeated. Zero degrees is `crop(_:_:scale:)`.
    public static func crop(_ image: LumaView, _ rect: PixelRect, scale: Double, degrees: Int) -> GreyPlane {
        guard degrees != 0 else { return crop(image, rect, scale: scale) }
        let outW = max(1, Int((Double(rect.width) * scale).rounded())), outH = max(1, Int((Double(rect.height) * scale).rounded()))
        var out = [UInt8](repeating: 0, count: outW * outH)
        let src = image.base.assumingMemoryBound(to: UInt8.self)
        let radians = Double(degrees) * .pi / 180
        let sin = Glibc.sin(radians), cos = Glibc.cos(radians)
        let cx = Double(rect.x) + Double(rect.width) / 2, cy = Double(rect.y) + Double(rect.height) / 2
        let maxX = Double(image.width - 1), maxY = Double(image.height - 1)
        out.withUnsafeMutableBufferPointer { dst in
            for oy in 0..<outH {
                let dy = (Double(oy) + 0.5) / scale - Double(rect.height) / 2
                for ox in 0..<outW {
                    let dx = (Double(ox) + 0.5) / scale - Double(rect.width) / 2
                    // The level frame's point turned by the tilt, in the image (pixel centres at .5).
                    let fx = min(max(cx + dx * cos - dy * sin - 0.5, 0), maxX), fy = min(max(cy + dx * sin + dy * cos - 0.5, 0), maxY)
                    let x0 = Int(fx), y0 = Int(fy), x1 = min(x0 + 1, image.width - 1), y1 = min(y0 + 1, image.height - 1)
                    let wx = fx - Double(x0), wy = fy - Double(y0)
                    let row0 = src + y0 * image.stride, row1 = src + y1 * image.stride
                    let top = Double(row0[x0]) * (1 - wx) + Double(row0[x1]) * wx
                    let bottom = Double(row1[x0]) * (1 - wx) + Double(row1[x1]) * wx
                    dst[oy * outW + ox] = UInt8((top * (1 - wy) + bottom * wy).rounded())
                }
            }
        }
        return GreyPlane(width: outW, height: outH, pixels: out)
    }

    /// Ink: pixels darker (`dark`) or lighter than the mean of the square of `radius` around
    /// them by `contrast` of the way to black (or white), and by at least 10 levels. Light ink
    /// only on dark ground (a mean below `lightGroundMean`) and dark ink only on light (above
    /// 60): the paper between dark glyphs is lighter than its surroundings too.
    public func inkMask(radius: Int, dark: Bool, contrast: Double, lightGroundMean: Double = 150) -> [Bool] {
        let w = width, h = height, stride = w + 1
        // Summed-area table, (width + 1) x (height + 1).
        var sums = [Int32](repeating: 0, count: stride * (h + 1))
        for y in 0..<h {
            var row: Int32 = 0
            for x in 0..<w {
                row += Int32(pixels[y * w + x])
                sums[(y + 1) * stride + x + 1] = sums[y * stride + x + 1] + row
            }
        }
        var mask = [Bool](repeating: false, count: w * h)
        for y in 0..<h {
            let ya = max(0, y - radius), yb = min(h, y + radius + 1)
            for x in 0..<w {
                let xa = max(0, x - radius), xb = min(w, x + radius + 1)
                let sum = sums[yb * stride + xb] - sums[ya * stride + xb] - sums[yb * stride + xa] + sums[ya * stride + xa]
                let mean = Double(sum) / Double((yb - ya) * (xb - xa))
                let value = Double(pixels[y * w + x])
                mask[y * w + x] =
                    dark
                    ? mean > 60 && mean - value >= max(10, contrast * mean)
                    : mean < lightGroundMean && value - mean >= max(10, contrast * (255 - mean))
            }
        }
        return mask
    }

    /// The columns left of `left` and from `right` on set to white.
    public mutating func whiten(columnsBefore left: Int, from right: Int) {
        let left = max(0, min(width, left)), right = max(left, min(width, right))
        guard left > 0 || right < width else { return }
        pixels.withUnsafeMutableBufferPointer { pixels in
            for y in 0..<height {
                let row = y * width
                for x in 0..<left { pixels[row + x] = 255 }
                for x in right..<width { pixels[row + x] = 255 }
            }
        }
    }

    /// Black ink on white with its long straight lines (`GlyphRunFinder.withoutLines`) made
    /// paper: a rule under the digits.
    public mutating func whitenLines() {
        let ink = pixels.map { $0 == 0 }
        let kept = GlyphRunFinder.withoutLines(ink, width: width, height: height)
        for i in pixels.indices where ink[i] && !kept[i] { pixels[i] = 255 }
    }

    /// Black ink on white, from `inkMask`: what Tesseract reads best.
    public func binarized(radius: Int, dark: Bool, contrast: Double) -> GreyPlane {
        GreyPlane(width: width, height: height, pixels: inkMask(radius: radius, dark: dark, contrast: contrast).map { $0 ? 0 : 255 })
    }
}
