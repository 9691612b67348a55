// TagCamera: the model camera the drawn shelf tags are seen through (projection, blur, light,
// noise), shared by `price-tags` and `shelf-tags`.
import Glibc
import Render

enum TagCamera {
    /// The projective map taking the four points `a` to the four points `b` (row-major 3x3, h33 = 1).
    static func homography(from a: [Point], to b: [Point]) -> [Float] {
        var m = [[Double]]()
        for i in 0..<4 {
            let x = Double(a[i].x), y = Double(a[i].y), u = Double(b[i].x), v = Double(b[i].y)
            m.append([x, y, 1, 0, 0, 0, -u * x, -u * y, u])
            m.append([0, 0, 0, x, y, 1, -v * x, -v * y, v])
        }
        // Gauss-Jordan elimination with partial pivoting on the 8x9 augmented matrix.
        for c in 0..<8 {
            let pivot = (c..<8).max { abs(m[$0][c]) < abs(m[$1][c]) }!
            m.swapAt(c, pivot)
            for r in 0..<8 where r != c {
                let f = m[r][c] / m[c][c]
                for k in c..<9 { m[r][k] -= f * m[c][k] }
            }
        }
        return (0..<8).map { Float(m[$0][8] / m[$0][$0]) } + [1]
    }

    static func apply(_ h: [Float], _ x: Float, _ y: Float) -> (Float, Float) {
        let w = h[6] * x + h[7] * y + h[8]
        return ((h[0] * x + h[1] * y + h[2]) / w, (h[3] * x + h[4] * y + h[5]) / w)
    }

    /// The luma (BT.709 weights) of `s` at `(x, y)`, bilinear between pixel centres.
    static func bilinearLuma(_ s: PixelSurface, _ x: Float, _ y: Float) -> Float {
        let x0 = max(0, min(s.width - 2, Int(x.rounded(.down)))), y0 = max(0, min(s.height - 2, Int(y.rounded(.down))))
        let fx = max(0, min(1, x - Float(x0))), fy = max(0, min(1, y - Float(y0)))
        func luma(_ x: Int, _ y: Int) -> Float {
            let p = s[x, y]
            return 0.2126 * Float((p >> 16) & 0xFF) + 0.7152 * Float((p >> 8) & 0xFF) + 0.0722 * Float(p & 0xFF)
        }
        let top = luma(x0, y0) * (1 - fx) + luma(x0 + 1, y0) * fx
        let bottom = luma(x0, y0 + 1) * (1 - fx) + luma(x0 + 1, y0 + 1) * fx
        return top * (1 - fy) + bottom * fy
    }

    /// A box blur of `radius` over a `width` x `height` plane, rows then columns.
    static func boxBlur(_ p: [Float], width: Int, height: Int, radius r: Int) -> [Float] {
        var tmp = p, out = p
        let n = Float(2 * r + 1)
        for y in 0..<height {
            for x in 0..<width {
                var sum: Float = 0
                for k in -r...r { sum += p[y * width + max(0, min(width - 1, x + k))] }
                tmp[y * width + x] = sum / n
            }
        }
        for y in 0..<height {
            for x in 0..<width {
                var sum: Float = 0
                for k in -r...r { sum += tmp[max(0, min(height - 1, y + k)) * width + x] }
                out[y * width + x] = sum / n
            }
        }
        return out
    }

    /// A small seeded generator (SplitMix64), so the noise is the same every run.
    struct SplitMix {
        var state: UInt64
        init(seed: UInt64) { state = seed }
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        mutating func uniform() -> Float { Float(next() >> 40) / Float(1 << 24) }
        /// Uniform in `range`.
        mutating func uniform(_ range: ClosedRange<Float>) -> Float { range.lowerBound + uniform() * (range.upperBound - range.lowerBound) }
        /// One of `items`.
        mutating func pick<T>(_ items: [T]) -> T { items[Int(next() % UInt64(items.count))] }
        mutating func chance(_ p: Float) -> Bool { uniform() < p }
        mutating func gaussian() -> Float {
            let u1 = max(uniform(), 1e-7), u2 = uniform()
            return (-2 * log(u1)).squareRoot() * cos(2 * .pi * u2)
        }
    }
}
