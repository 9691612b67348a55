// SceneSketch: a coarse sketch of a frame's luma (per block: its brightness and its fine detail)
// to tell cheaply whether the scene changed since a frame that was read.
import Pixels

/// Per block of `blockSize` x `blockSize` pixels, from every `rowStep`-th row: the sum of the
/// samples (brightness) and the sum of the differences between neighbouring samples on a row
/// (detail: what sharpens when a camera's focus settles, which a block's brightness barely
/// shows). A quarter of the rows are read, each once; nothing is allocated once the sketch has
/// the frame's size.
public struct SceneSketch: Sendable {
    public static let blockSize = 16
    public static let rowStep = 4
    /// Samples per block: `blockSize` on each of `blockSize / rowStep` rows.
    static let samples = blockSize * (blockSize / rowStep)

    public private(set) var columns = 0
    public private(set) var rows = 0
    private var brightness: [Int32] = []
    private var detail: [Int32] = []

    public init() {}

    /// Sketches `image` (any raw format; its luma), reusing this sketch's arrays. Rows of luma
    /// are made in `scratch`'s rows buffer, one at a time. Blocks cut by the image's right or
    /// bottom edge are left out.
    public mutating func sketch(_ image: ImageView, scratch: LumaScratch) {
        let (width, height) = (image.size.width, image.size.height)
        let (columns, rows) = (width / Self.blockSize, height / Self.blockSize)
        if columns * rows != brightness.count {
            brightness = [Int32](repeating: 0, count: columns * rows)
            detail = [Int32](repeating: 0, count: columns * rows)
        }
        self.columns = columns
        self.rows = rows
        guard columns > 0, rows > 0 else { return }
        let used = columns * Self.blockSize
        brightness.withUnsafeMutableBufferPointer { brightness in
            detail.withUnsafeMutableBufferPointer { detail in
                for i in 0..<brightness.count {
                    brightness[i] = 0
                    detail[i] = 0
                }
                scratch.withBytes(.rows, count: used) { line in
                    for blockRow in 0..<rows {
                        let blocks = blockRow * columns
                        for y in Swift.stride(from: blockRow * Self.blockSize, to: (blockRow + 1) * Self.blockSize, by: Self.rowStep) {
                            image.copyLuma(of: PixelRect(x: 0, y: y, width: used, height: 1), into: line, stride: used)
                            for column in 0..<columns {
                                let p = line + column * Self.blockSize
                                var sum = Int32(p[0]), differences: Int32 = 0
                                for x in 1..<Self.blockSize {
                                    let (a, b) = (Int32(p[x]), Int32(p[x - 1]))
                                    sum &+= a
                                    differences &+= a > b ? a &- b : b &- a
                                }
                                brightness[blocks + column] &+= sum
                                detail[blocks + column] &+= differences
                            }
                        }
                    }
                }
            }
        }
    }

    /// Whether any block of `self` differs from the same block of `other` by more than the
    /// noise of a camera: its mean brightness by more than `brightnessLevels` (of 255), or its
    /// detail by more than a quarter of the larger detail plus `detailLevels` per neighbouring
    /// pair. Sketches of different sizes differ.
    ///
    /// The margins: sensor noise of a few levels moves a block's mean (64 samples) by well under
    /// one level and its detail by about a tenth; a code coming into view changes the blocks it
    /// covers by tens of levels; a focus that settles changes the detail of the blocks of a code
    /// by far more than a quarter.
    public func differs(from other: SceneSketch, brightnessLevels: Int32 = 6, detailLevels: Int32 = 3) -> Bool {
        guard columns == other.columns, rows == other.rows, brightness.count == other.brightness.count else { return true }
        let brightnessMargin = brightnessLevels * Int32(Self.samples)
        let detailMargin = detailLevels * Int32(Self.samples)
        for i in brightness.indices {
            let db = brightness[i] &- other.brightness[i]
            if db > brightnessMargin || -db > brightnessMargin { return true }
            let (d0, d1) = (detail[i], other.detail[i])
            let dd = d0 > d1 ? d0 &- d1 : d1 &- d0
            if dd > max(d0, d1) / 4 + detailMargin { return true }
        }
        return false
    }
}
