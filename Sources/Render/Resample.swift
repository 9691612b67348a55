// Resample: copies one surface into another scaled down by a whole factor (box filter), for
// contact sheets and thumbnails.
import Pixels

extension Canvas {
    /// Draws `source` shrunk by `factor` (each output pixel the average of factor x factor
    /// source pixels) with its top-left corner at (`x`, `y`), clipped.
    public func drawDownscaled(_ source: PixelSurface, factor: Int, x: Int, y: Int) {
        let f = max(1, factor)
        let width = source.width / f, height = source.height / f
        let area = PixelRect(x: x, y: y, width: width, height: height).intersection(clip)
        guard !area.isEmpty else { return }
        let count = UInt32(f * f)
        for row in area.y..<area.maxY {
            let out = surface.row(row)
            let sy = (row - y) * f
            for column in area.x..<area.maxX {
                let sx = (column - x) * f
                var r: UInt32 = 0, g: UInt32 = 0, b: UInt32 = 0
                for dy in 0..<f {
                    let line = source.row(sy + dy) + sx
                    for dx in 0..<f {
                        let p = line[dx]
                        r += p >> 16 & 0xFF; g += p >> 8 & 0xFF; b += p & 0xFF
                    }
                }
                out[column] = ((r + count / 2) / count) << 16 | ((g + count / 2) / count) << 8 | (b + count / 2) / count
            }
        }
    }
}
