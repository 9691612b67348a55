// MotionBlur: a code as the camera sees it while it moves during the exposure: smeared along the
// motion, over whatever is behind it.
import Capture

/// A code's luma smeared by a motion of `blur` pixels (x, y; both zero or more) while the shutter
/// is open: the mean of the code placed at n evenly spaced points from its position at the
/// start of the exposure to its position at the end, n one more than the motion's whole pixels
/// along its longer axis (a box blur along the motion; a motion of whole pixels along an axis
/// or the 45° diagonal falls on whole pixels, others are sampled bilinearly). Kept as the
/// smeared code's luma weighted by how much of the exposure the code covered each pixel
/// (`coloured`) and that share (`coverage`), over a box `blur` larger than the code: drawn at a
/// frame's pixel, it is `coloured + (1 - coverage) * behind`, the exposure's mean of code and
/// background.
struct MotionBlur {
    let width: Int
    let height: Int
    let coloured: [Float]
    let coverage: [Float]

    /// `luma`: the code, `codeWidth` x `codeHeight`, in the frame's own levels.
    init(luma: [UInt8], codeWidth: Int, codeHeight: Int, blur: (x: Double, y: Double)) {
        precondition(blur.x >= 0 && blur.y >= 0 && luma.count == codeWidth * codeHeight)
        let width = codeWidth + Int(blur.x.rounded(.up)), height = codeHeight + Int(blur.y.rounded(.up))
        self.width = width
        self.height = height
        let samples = Int(max(blur.x, blur.y).rounded(.up)) + 1
        var coloured = [Float](repeating: 0, count: width * height)
        var coverage = [Float](repeating: 0, count: width * height)
        for j in 0..<samples {
            let t = samples == 1 ? 0 : Double(j) / Double(samples - 1)
            let dx = t * blur.x, dy = t * blur.y
            let x0 = Int(dx.rounded(.down)), y0 = Int(dy.rounded(.down))
            let fx = Float(dx - Double(x0)), fy = Float(dy - Double(y0))
            // Box pixel (x, y) sees the code's pixel (x - dx, y - dy): bilinear between code pixels
            // (x - x0 - 1 ... x - x0) and (y - y0 - 1 ... y - y0), each weighted by the fractions.
            let weights: [(Int, Int, Float)] = [(0, 0, (1 - fx) * (1 - fy)), (1, 0, fx * (1 - fy)), (0, 1, (1 - fx) * fy), (1, 1, fx * fy)]
            for (ox, oy, weight) in weights where weight > 0 {
                luma.withUnsafeBufferPointer { luma in
                    coloured.withUnsafeMutableBufferPointer { coloured in
                        coverage.withUnsafeMutableBufferPointer { coverage in
                            for cy in 0..<codeHeight {
                                let row = (cy + y0 + oy) * width + x0 + ox
                                for cx in 0..<codeWidth {
                                    coloured[row + cx] += weight * Float(luma[cy * codeWidth + cx])
                                    coverage[row + cx] += weight
                                }
                            }
                        }
                    }
                }
            }
        }
        let share = 1 / Float(samples)
        self.coloured = coloured.map { $0 * share }
        self.coverage = coverage.map { $0 * share }
    }

    /// Draws the smeared code into `frame`'s luma (and, in YUYV, each pixel's chroma byte towards
    /// grey by the same share: the codes are black and white) with its box's top left corner at
    /// (`x`, `y`), clipped to the frame. The frame's buffer must be the caller's own. YUYV, grey,
    /// NV12 and the planar formats (their luma plane alone).
    func draw(into frame: Frame, x: Int, y: Int) {
        let yuyv = frame.format == .yuyv
        precondition(yuyv || [.grey, .nv12, .yuv420, .yuv422p, .yuv444p].contains(frame.format), "cannot draw into \(frame.format)")
        let left = max(0, -x), right = min(width, frame.width - x)
        let top = max(0, -y), bottom = min(height, frame.height - y)
        guard left < right, top < bottom else { return }
        let plane = frame.planes[0]
        let base = plane.base.assumingMemoryBound(to: UInt8.self)
        coloured.withUnsafeBufferPointer { coloured in
            coverage.withUnsafeBufferPointer { coverage in
                for by in top..<bottom {
                    let row = base + (y + by) * plane.stride
                    for bx in left..<right {
                        let i = by * width + bx
                        let a = coverage[i]
                        guard a > 0 else { continue }
                        let fx = x + bx
                        if yuyv {
                            let behind = Float(row[2 * fx]), chroma = Float(row[2 * fx + 1])
                            row[2 * fx] = UInt8(min(255, coloured[i] + (1 - a) * behind + 0.5))
                            row[2 * fx + 1] = UInt8(min(255, 128 * a + (1 - a) * chroma + 0.5))
                        } else {
                            row[fx] = UInt8(min(255, coloured[i] + (1 - a) * Float(row[fx]) + 0.5))
                        }
                    }
                }
            }
        }
    }
}
