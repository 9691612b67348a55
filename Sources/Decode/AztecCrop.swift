// AztecCrop: the plane zxing-cpp 1.x reads an Aztec symbol from: the symbol sampled module by
// module along its fitted grid and drawn again upright, square and sharp, on a light ground (its
// detector starts at the image's centre, reads only upright symbols and fits its grid to its
// bull's eye coarsely, to the pixel).
import Pixels

/// The symbol around one bull's eye redrawn: modules out to `radius` from the centre (the measured
/// extent), each `pixels` wide and the grey of the image at its centre (the mean of 5 points
/// around it), with a light quiet zone; dark and light swapped for a light-centred symbol.
struct AztecCrop {
    let eye: AztecBullseye
    let radius: Int
    let side: Int

    static let pixels = 4
    static let quiet = 3

    init(eye: AztecBullseye) {
        self.eye = eye
        radius = Int(eye.extent.rounded(.up))
        side = (2 * (radius + Self.quiet) + 1) * Self.pixels
    }

    /// Where the crop's point (x, y) is in the image.
    func imagePoint(_ x: Double, _ y: Double) -> ImagePoint {
        let offset = Double(radius + Self.quiet) + 0.5
        let p = eye.grid.map(x / Double(Self.pixels) - offset, y / Double(Self.pixels) - offset)
        return ImagePoint(x: eye.x + p.x, y: eye.y + p.y)
    }

    /// Fills `out` (side x side, rows `side` apart) from `luma`.
    func make(from luma: LumaView, into out: UnsafeMutablePointer<UInt8>) {
        out.update(repeating: 255, count: side * side)
        let src = luma.base.assumingMemoryBound(to: UInt8.self)
        let (maxX, maxY) = (Double(luma.width - 1), Double(luma.height - 1))
        /// The luma at image point (x, y), bilinear between pixel centres; light outside.
        @inline(__always) func sample(_ x: Double, _ y: Double) -> Double {
            let (fx, fy) = (x - 0.5, y - 0.5)
            guard fx >= 0, fy >= 0, fx < maxX, fy < maxY else { return 255 }
            let (x0, y0) = (Int(fx), Int(fy))
            let (ax, ay) = (fx - Double(x0), fy - Double(y0))
            let p = src + y0 * luma.stride + x0
            let top = Double(p[0]) + (Double(p[1]) - Double(p[0])) * ax
            let bottom = Double(p[luma.stride]) + (Double(p[luma.stride + 1]) - Double(p[luma.stride])) * ax
            return top + (bottom - top) * ay
        }
        let n = Self.pixels
        for j in -radius...radius {
            for i in -radius...radius {
                @inline(__always) func at(_ du: Double, _ dv: Double) -> Double {
                    let p = eye.grid.map(Double(i) + du, Double(j) + dv)
                    return sample(eye.x + p.x, eye.y + p.y)
                }
                let sum = at(0, 0) + at(-0.25, 0) + at(0.25, 0) + at(0, -0.25) + at(0, 0.25)
                var value = UInt8(max(0, min(255, sum / 5 + 0.5)))
                if eye.inverted { value = ~value }
                let (x0, y0) = ((i + radius + Self.quiet) * n, (j + radius + Self.quiet) * n)
                for y in y0..<(y0 + n) { (out + y * side + x0).update(repeating: value, count: n) }
            }
        }
    }
}
