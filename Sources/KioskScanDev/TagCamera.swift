// TagCamera: the model camera drawn pictures are seen through (projection, blur, light, noise,
// JPEG), shared by `price-tags`, `shelf-tags` and `aztec-photos`.
import CJPEG
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

    /// A shot's difficulty by how many of its faults it has: easy (none), medium (one) or hard.
    static func difficulty(_ faults: [Bool]) -> String {
        let count = faults.filter { $0 }.count
        return count == 0 ? "easy" : count == 1 ? "medium" : "hard"
    }

    /// A photo's light on `picture` (luma, 0 to 255): darker by up to `light` from one side to
    /// the other along a random direction, a glare spot (`glare`: up to `glareStrength` of the
    /// way to white, its radius `glareRadius` of the picture's longer side), then video-range
    /// levels and Gaussian noise of `noise` levels.
    static func lit(
        _ picture: [Float], width w: Int, height h: Int, light: Float, glare: Bool, glareRadius: ClosedRange<Float>, glareStrength: Float,
        noise: Float, random: inout SplitMix
    ) -> [UInt8] {
        let direction = random.uniform(0...(2 * .pi))
        let spot = (x: random.uniform(0...Float(w)), y: random.uniform(0...Float(h)), radius: Float(max(w, h)) * random.uniform(glareRadius))
        return picture.enumerated().map { index, value -> UInt8 in
            let x = Float(index % w), y = Float(index / w)
            // 0 at one side of the picture, 1 at the other, along `direction`.
            let along = ((x - Float(w) / 2) * cos(direction) + (y - Float(h) / 2) * sin(direction)) / Float(max(w, h)) + 0.5
            var v = value * (1 - light * max(0, min(1, along)))
            if glare {
                let dx = x - spot.x, dy = y - spot.y
                v += glareStrength * exp(-(dx * dx + dy * dy) / (2 * spot.radius * spot.radius)) * (255 - v)
            }
            v = 16 + v * (219 / 255) + noise * random.gaussian()
            return UInt8(max(0, min(255, v.rounded())))
        }
    }

    /// A separable Gaussian blur of `sigma` pixels (edges clamped).
    static func gaussianBlur(_ p: [Float], width w: Int, height h: Int, sigma: Float) -> [Float] {
        let r = max(1, Int((3 * sigma).rounded(.up)))
        var kernel = (-r...r).map { exp(-Float($0 * $0) / (2 * sigma * sigma)) }
        let total = kernel.reduce(0, +)
        kernel = kernel.map { $0 / total }
        var tmp = p, out = p
        for y in 0..<h {
            for x in 0..<w {
                var sum: Float = 0
                for k in -r...r { sum += kernel[k + r] * p[y * w + max(0, min(w - 1, x + k))] }
                tmp[y * w + x] = sum
            }
        }
        for y in 0..<h {
            for x in 0..<w {
                var sum: Float = 0
                for k in -r...r { sum += kernel[k + r] * tmp[max(0, min(h - 1, y + k)) * w + x] }
                out[y * w + x] = sum
            }
        }
        return out
    }

    struct JPEGError: Error, CustomStringConvertible {
        var description: String
    }

    /// `pixels` (8-bit grey) as a greyscale JPEG of `quality` (libturbojpeg).
    static func jpeg(_ pixels: [UInt8], width: Int, height: Int, quality: Int) throws -> [UInt8] {
        guard let handle = tjInitCompress() else { throw JPEGError(description: "tjInitCompress failed") }
        defer { tjDestroy(handle) }
        var buffer: UnsafeMutablePointer<UInt8>?
        var size: UInt = 0
        let status = pixels.withUnsafeBufferPointer {
            tjCompress2(
                handle, $0.baseAddress, Int32(width), 0, Int32(height), Int32(TJPF_GRAY.rawValue), &buffer, &size, Int32(TJSAMP_GRAY.rawValue),
                Int32(quality), 0)
        }
        defer { tjFree(buffer) }
        guard status == 0, let buffer else { throw JPEGError(description: "tjCompress2: " + String(cString: tjGetErrorStr2(handle))) }
        return Array(UnsafeBufferPointer(start: buffer, count: Int(size)))
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
