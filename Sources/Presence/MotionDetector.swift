// MotionDetector: whether something moves in front of the camera, from frame differences on a
// small thumbnail of block means, blind to sensor noise, light flicker and exposure changes.
import Pixels

/// Watches camera frames for motion (someone walking up, a card held out) while the kiosk shows
/// its attract screen or has blanked the screen.
///
/// Each frame is reduced to a `columns` x `rows` thumbnail of block means (sampling every
/// `sampleStep`th pixel of every `sampleStep`th row). A block has changed when it differs from a
/// slowly updated background by more than a noise threshold, after the background is scaled
/// by its row's brightness change: the median, over that row of blocks, of the blocks' ratios
/// to the background. So light flicker and auto-exposure, which brighten or darken the whole
/// frame (or, with a rolling shutter, bands of rows), do not count; an object covering less
/// than half of a row's blocks does. Motion is reported once the changed blocks are a large
/// enough fraction of the thumbnail for `framesToConfirm` frames in a row.
///
/// Memory is allocated once (and again only when the frame size changes); `update` allocates
/// nothing. One per thread.
public final class MotionDetector {
    /// 0 (only large, clear changes) … 100 (small, faint ones).
    public let sensitivity: Int
    public let columns: Int
    public let rows: Int
    public let framesToConfirm: Int
    public let sampleStep: Int
    /// A block has changed when it differs from the background by more than this many luma
    /// levels (plus three times its own learnt noise).
    public let blockThreshold: Float
    /// Motion needs at least this fraction of the blocks changed.
    public let minimumFraction: Float

    /// The fraction of blocks that changed in the last frame (for logs and tuning).
    public private(set) var changedFraction: Float = 0
    /// Frames in a row with enough changed blocks.
    public private(set) var consecutive = 0

    private let count: Int
    /// The current thumbnail, the background, each block's noise (a running mean of its
    /// absolute difference while still), sums while reducing, samples per block, ratios of one
    /// row, whether each block changed.
    private let current, background, noise, ratios: UnsafeMutableBufferPointer<Float>
    private let sums, samples: UnsafeMutableBufferPointer<UInt32>
    private let changed: UnsafeMutableBufferPointer<Bool>
    /// For the frame size last seen: each column's first x, each sampled row's block row.
    private var columnStart: UnsafeMutableBufferPointer<Int>
    private var geometry: (width: Int, height: Int) = (0, 0)
    /// Frames taken in since the background was forgotten.
    private var seen = 0

    /// How fast the background follows a still block, and a changed one (per frame).
    static let stillRate: Float = 0.1
    static let changedRate: Float = 0.02
    static let noiseRate: Float = 0.05
    /// Frames that only build the background and learn the noise, after a reset: the first
    /// frames average (rates of 1/n), so a single noisy frame is not the background.
    public static let learningFrames = 6

    public init(sensitivity: Int = 50, columns: Int = 32, rows: Int = 24, framesToConfirm: Int = 2, sampleStep: Int = 2) {
        precondition(columns >= 4 && rows >= 4 && framesToConfirm >= 1 && sampleStep >= 1, "bad motion detector geometry")
        let s = Float(min(max(sensitivity, 0), 100))
        self.sensitivity = Int(s)
        self.columns = columns
        self.rows = rows
        self.framesToConfirm = framesToConfirm
        self.sampleStep = sampleStep
        // Sensitivity 50: 14 levels and 1.3 % of the blocks (10 of 768; a card at arm's length
        // covers about 4 %); 100: 4 levels and 0.3 % (2 blocks); 0: 24 levels and 2.3 %.
        blockThreshold = 4 + 0.2 * (100 - s)
        minimumFraction = 0.003 + 0.02 * (100 - s) / 100
        count = columns * rows
        current = .allocate(capacity: count)
        background = .allocate(capacity: count)
        noise = .allocate(capacity: count)
        ratios = .allocate(capacity: columns)
        sums = .allocate(capacity: count)
        samples = .allocate(capacity: count)
        changed = .allocate(capacity: count)
        columnStart = .allocate(capacity: columns + 1)
    }

    deinit {
        for buffer in [current, background, noise, ratios] { buffer.deallocate() }
        sums.deallocate()
        samples.deallocate()
        changed.deallocate()
        columnStart.deallocate()
    }

    /// Forgets the background: the next frame becomes it (after the camera restarts, or when
    /// the scene is known to have changed).
    public func reset() {
        seen = 0
        consecutive = 0
        changedFraction = 0
    }

    /// Takes in the next frame's luma; returns whether motion is seen (confirmed over
    /// `framesToConfirm` frames). The first `learningFrames` frames (after a reset or a size
    /// change) only build the background.
    public func update(_ luma: LumaView) -> Bool {
        update(base: luma.base, width: luma.width, height: luma.height, stride: luma.stride, pixelBytes: 1)
    }

    /// The same for a frame as the camera lends it, read in place: the luma plane, YUYV's Y
    /// bytes, or RGB's green (close enough to luma for seeing change).
    public func update(_ image: ImageView) -> Bool {
        let plane = image.plane(0)
        let (w, h) = (image.size.width, image.size.height)
        switch image.format {
        case .grey, .nv12, .yuv420, .yuv422p, .yuv444p:
            return update(base: plane.base, width: w, height: h, stride: plane.stride, pixelBytes: 1)
        case .yuyv: return update(base: plane.base, width: w, height: h, stride: plane.stride, pixelBytes: 2)
        case .rgb24: return update(base: plane.base + 1, width: w, height: h, stride: plane.stride, pixelBytes: 3)
        case .xrgb32: return update(base: plane.base + 1, width: w, height: h, stride: plane.stride, pixelBytes: 4)
        case .mjpeg: return false  // (never lent as a view: ImageView refuses it)
        }
    }

    private func update(base: UnsafeRawPointer, width: Int, height: Int, stride: Int, pixelBytes: Int) -> Bool {
        guard width >= columns, height >= rows else { return false }
        if geometry != (width, height) { resize(width: width, height: height) }
        reduce(base.assumingMemoryBound(to: UInt8.self), width: width, height: height, stride: stride, pixelBytes: pixelBytes)
        seen += 1
        guard seen > 1 else {
            for i in 0..<count {
                background[i] = current[i]
                noise[i] = 0
            }
            return false
        }
        let learning = seen <= Self.learningFrames
        let average = 1 / Float(seen)
        var changedBlocks = 0
        for r in 0..<rows {
            let row = r * columns
            for c in 0..<columns { ratios[c] = (current[row + c] + 4) / (background[row + c] + 4) }
            let gain = Self.median(ratios, count: columns)
            for c in 0..<columns {
                let i = row + c
                let difference = abs(current[i] - gain * background[i])
                let moved = !learning && difference > blockThreshold + 3 * noise[i]
                changed[i] = moved
                if moved {
                    changedBlocks += 1
                } else {
                    noise[i] += (learning ? average : Self.noiseRate) * (difference - noise[i])
                }
            }
        }
        // The background follows: still blocks quickly (drift, exposure), changed ones slowly
        // (something put down and left becomes part of the scene in a few seconds).
        for i in 0..<count {
            let rate = learning ? average : changed[i] ? Self.changedRate : Self.stillRate
            background[i] += rate * (current[i] - background[i])
        }
        changedFraction = Float(changedBlocks) / Float(count)
        consecutive = changedFraction >= minimumFraction ? consecutive + 1 : 0
        return consecutive >= framesToConfirm
    }

    /// The block means of the frame into `current`.
    private func reduce(_ source: UnsafePointer<UInt8>, width: Int, height: Int, stride: Int, pixelBytes: Int) {
        for i in 0..<count { sums[i] = 0 }
        let step = sampleStep
        var y = 0
        while y < height {
            let row = source + y * stride
            let sumsRow = sums.baseAddress! + (y * rows / height) * columns
            for c in 0..<columns {
                // Sampled x are multiples of `step` across the frame (so blocks' counts add up).
                var x = (columnStart[c] + step - 1) / step * step
                let end = columnStart[c + 1]
                var sum: UInt32 = 0
                while x < end {
                    sum &+= UInt32(row[x * pixelBytes])
                    x += step
                }
                sumsRow[c] &+= sum
            }
            y += step
        }
        for i in 0..<count { current[i] = Float(sums[i]) / Float(samples[i]) }
    }

    private func resize(width: Int, height: Int) {
        geometry = (width, height)
        for c in 0...columns { columnStart[c] = c * width / columns }
        for i in 0..<count { samples[i] = 0 }
        let step = sampleStep
        var y = 0
        while y < height {
            let r = y * rows / height
            for c in 0..<columns {
                let first = (columnStart[c] + step - 1) / step * step, end = columnStart[c + 1]
                if end > first { samples[r * columns + c] += UInt32((end - first + step - 1) / step) }
            }
            y += step
        }
        // A block no sample falls in (a frame barely wider than the grid) reads as 0, not NaN.
        for i in 0..<count where samples[i] == 0 { samples[i] = 1 }
        reset()
    }

    /// The median of the first `count` values (reordering them): quickselect, no allocation.
    static func median(_ values: UnsafeMutableBufferPointer<Float>, count: Int) -> Float {
        let k = count / 2
        var low = 0, high = count - 1
        while low < high {
            let pivot = values[(low + high) / 2]
            var i = low, j = high
            while i <= j {
                while values[i] < pivot { i += 1 }
                while values[j] > pivot { j -= 1 }
                if i <= j {
                    values.swapAt(i, j)
                    i += 1
                    j -= 1
                }
            }
            if k <= j { high = j } else if k >= i { low = i } else { break }
        }
        return values[k]
    }
}
