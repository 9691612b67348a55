// SensorNoise: a camera sensor's noise on the benchmarks' file cameras: seeded, different in every
// frame, the same in every run.
import Capture
import Glibc

/// Gaussian noise of `sigma` 8-bit levels added to a frame's luma (YUYV's Y bytes, the Y plane of
/// NV12 and the planar formats, grey; every byte of RGB), clamped to 0...255. A real sensor's frames
/// of a still scene are never bit-identical: this is what makes a benchmark's still scene look like
/// a camera's to `LiveReader`. Frame `sequence`'s noise comes from its own generator, seeded from
/// `seed` and the sequence (TagCamera's SplitMix64), so it differs between frames and is the same
/// every run. Each pixel takes one of 256 equally likely values, the normal distribution's
/// quantiles at (i + 0.5) / 256 (within ±2.9 sigma): one random byte a pixel, no arithmetic
/// beyond a table look-up and an add.
struct SensorNoise: Sendable {
    let sigma: Double
    let seed: UInt64
    /// The 256 quantiles, in levels, rounded to whole levels.
    let table: [Int16]

    init(sigma: Double, seed: UInt64 = 57) {
        self.sigma = sigma
        self.seed = seed
        table = (0..<256).map { i in Int16((sigma * Self.normalQuantile((Double(i) + 0.5) / 256)).rounded()) }
    }

    /// The standard normal distribution's quantile at `p` (0 < p < 1), by bisection on erf.
    static func normalQuantile(_ p: Double) -> Double {
        var low = -10.0, high = 10.0
        for _ in 0..<80 {
            let middle = (low + high) / 2
            if 0.5 * (1 + erf(middle / 2.0.squareRoot())) < p { low = middle } else { high = middle }
        }
        return (low + high) / 2
    }

    /// The generator of frame `sequence`'s noise.
    func generator(sequence: UInt64) -> TagCamera.SplitMix {
        var mixer = TagCamera.SplitMix(seed: seed ^ (sequence &* 0xD1B5_4A32_D192_ED03))
        return TagCamera.SplitMix(seed: mixer.next())
    }

    /// Adds frame `sequence`'s noise to `frame`'s luma, in place: the frame's buffer must be the
    /// caller's own (no other frame shares it). Formats without a luma byte per pixel (MJPEG)
    /// are left alone.
    func add(to frame: Frame, sequence: UInt64) {
        guard sigma > 0 else { return }
        let (step, bytes): (Int, Int)
        switch frame.format {
        case .yuyv: (step, bytes) = (2, 2 * frame.width)
        case .grey, .nv12, .yuv420, .yuv422p, .yuv444p: (step, bytes) = (1, frame.width)
        case .rgb24: (step, bytes) = (1, 3 * frame.width)
        default: return
        }
        var random = generator(sequence: sequence)
        let plane = frame.planes[0]
        let base = plane.base.assumingMemoryBound(to: UInt8.self)
        table.withUnsafeBufferPointer { table in
            for y in 0..<frame.height {
                let row = base + y * plane.stride
                // Eight pixels a random word (its bytes from the lowest up); each row starts a new word.
                var x = 0
                while x < bytes {
                    var bits = random.next()
                    let end = min(bytes, x + 8 * step)
                    while x < end {
                        row[x] = UInt8(clamping: Int16(row[x]) &+ table[Int(truncatingIfNeeded: bits & 0xFF)])
                        bits &>>= 8
                        x += step
                    }
                }
            }
        }
    }
}
