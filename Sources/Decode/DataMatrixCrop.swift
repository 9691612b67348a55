// DataMatrixCrop: the plane zxing-cpp reads a Data Matrix symbol from when its own detector did
// not find it: the symbol sampled module by module along its fitted outline and drawn again
// upright and sharp, its fixed modules (L, timing, each region's) drawn as they must be.
import Pixels

/// The symbol of one outline redrawn: each module `pixels` wide, its data modules the grey of the
/// image at their centre (the mean of 5 points around it) against the local threshold there,
/// its fixed modules black or white, a light quiet zone of `quiet` modules.
struct DataMatrixCrop {
    let outline: DataMatrixOutline
    let width: Int
    let height: Int

    static let pixels = 4
    static let quiet = 3

    init(outline: DataMatrixOutline) {
        self.outline = outline
        width = (outline.columns + 2 * Self.quiet) * Self.pixels
        height = (outline.rows + 2 * Self.quiet) * Self.pixels
    }

    /// Where the crop's point (x, y) is in the image.
    func imagePoint(_ x: Double, _ y: Double) -> ImagePoint {
        let p = outline.grid.map(x / Double(Self.pixels) - Double(Self.quiet), y / Double(Self.pixels) - Double(Self.quiet))
        return ImagePoint(x: p.x, y: p.y)
    }

    /// Modules per side of the blocks whose sampling points are shifted together (`offsets`).
    static let block = 6
    /// How far, in modules, a block's sampling points may be shifted each way.
    static let reach = 2

    /// Per block of `block` x `block` modules (row by row), the shift of its sampling points, in
    /// modules, that puts them where the modules are sharpest: where the grey at the modules'
    /// centres is farthest from the threshold in sum. A symbol on paper that bends or a lens
    /// that bows is not one projective map even per region; its modules' centres are where the
    /// sampling points see no edge.
    func offsets(_ plane: AztecBullseyeFinder.Plane) -> (across: Int, down: Int, shifts: [(Double, Double)]) {
        let b = Self.block
        let (across, down) = ((outline.columns + b - 1) / b, (outline.rows + b - 1) / b)
        var shifts: [(Double, Double)] = []
        shifts.reserveCapacity(across * down)
        for bj in 0..<down {
            for bi in 0..<across {
                var best = (sum: -1.0, dx: 0.0, dy: 0.0)
                for ty in -Self.reach...Self.reach {
                    for tx in -Self.reach...Self.reach {
                        let (dx, dy) = (Double(tx) / 10, Double(ty) / 10)
                        var sum = 0.0
                        for j in (bj * b)..<min(outline.rows, (bj + 1) * b) {
                            for i in (bi * b)..<min(outline.columns, (bi + 1) * b) {
                                let p = outline.map(Double(i) + 0.5 + dx, Double(j) + 0.5 + dy)
                                guard p.x >= 0, p.y >= 0, p.x < Double(plane.width), p.y < Double(plane.height),
                                    let level = plane.level(p.x, p.y)
                                else { continue }
                                sum += min(64, abs(level))
                            }
                        }
                        // Ties and near-ties go to the smaller shift.
                        let penalised = sum * (1 - 0.02 * (dx * dx + dy * dy))
                        if penalised > best.sum { best = (penalised, dx, dy) }
                    }
                }
                shifts.append((best.dx, best.dy))
            }
        }
        return (across, down, shifts)
    }

    /// Fills `out` (width x height, rows `width` apart) from `plane`.
    func make(from plane: AztecBullseyeFinder.Plane, into out: UnsafeMutablePointer<UInt8>) {
        out.update(repeating: 255, count: width * height)
        let n = Self.pixels
        let (across, down, shifts) = offsets(plane)
        /// The shift at module (i, j): the blocks' shifts, bilinear between block centres.
        func shift(_ i: Int, _ j: Int) -> (Double, Double) {
            let b = Double(Self.block)
            let u = max(0, min(Double(across - 1), (Double(i) + 0.5) / b - 0.5))
            let v = max(0, min(Double(down - 1), (Double(j) + 0.5) / b - 0.5))
            let (i0, j0) = (Int(u), Int(v))
            let (i1, j1) = (min(across - 1, i0 + 1), min(down - 1, j0 + 1))
            let (fu, fv) = (u - Double(i0), v - Double(j0))
            func at(_ a: Int, _ c: Int) -> (Double, Double) { shifts[c * across + a] }
            let top = (at(i0, j0).0 + (at(i1, j0).0 - at(i0, j0).0) * fu, at(i0, j0).1 + (at(i1, j0).1 - at(i0, j0).1) * fu)
            let bottom = (at(i0, j1).0 + (at(i1, j1).0 - at(i0, j1).0) * fu, at(i0, j1).1 + (at(i1, j1).1 - at(i0, j1).1) * fu)
            return (top.0 + (bottom.0 - top.0) * fv, top.1 + (bottom.1 - top.1) * fv)
        }
        for j in 0..<outline.rows {
            for i in 0..<outline.columns {
                let value: UInt8
                if let dark = DataMatrixOutline.fixed(i, j, in: outline.size) {
                    value = dark ? 0 : 255
                } else {
                    let (sx, sy) = shift(i, j)
                    var sum = 0.0
                    var seen = 0
                    for (du, dv) in [(0.0, 0.0), (-0.2, 0), (0.2, 0), (0, -0.2), (0, 0.2)] {
                        let p = outline.map(Double(i) + 0.5 + sx + du, Double(j) + 0.5 + sy + dv)
                        guard p.x >= 0, p.y >= 0, p.x < Double(plane.width), p.y < Double(plane.height), let level = plane.level(p.x, p.y)
                        else { continue }
                        sum += level
                        seen += 1
                    }
                    value = seen == 0 ? 255 : UInt8(max(0, min(255, 128 + 2 * sum / Double(seen))))
                }
                let (x0, y0) = ((i + Self.quiet) * n, (j + Self.quiet) * n)
                for y in y0..<(y0 + n) { (out + y * width + x0).update(repeating: value, count: n) }
            }
        }
    }
}
