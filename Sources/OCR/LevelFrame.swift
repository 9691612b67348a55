// LevelFrame: a crop of the image turned level by a run's tilt, and the way back to the image.
import Glibc
import Pixels

/// The frame `GreyPlane.crop(_:_:scale:degrees:)` reads a tilted run in: `box` of the image
/// turned back by `degrees` about its centre, in the image's pixel size (unscaled).
struct LevelFrame {
    let box: PixelRect
    let degrees: Int
    private let sin: Double, cos: Double

    init(box: PixelRect, degrees: Int) {
        self.box = box
        self.degrees = degrees
        let radians = Double(degrees) * .pi / 180
        sin = Glibc.sin(radians)
        cos = Glibc.cos(radians)
    }

    /// Where the glyphs of a run whose (upright) bounds in the image are `run` begin and end
    /// along the level line, from the frame's left edge: the run's centre turned into the
    /// frame, and half its length either side (its bounds' width less what the glyphs' height
    /// adds to it when tilted). Level, the bounds' left and right edges.
    func extent(of run: PixelRect, glyphHeight: Int) -> (start: Double, end: Double) {
        let dx = Double(run.x) + Double(run.width) / 2 - (Double(box.x) + Double(box.width) / 2)
        let dy = Double(run.y) + Double(run.height) / 2 - (Double(box.y) + Double(box.height) / 2)
        let along = dx * cos + dy * sin + Double(box.width) / 2
        let length = max(Double(glyphHeight), (Double(run.width) - Double(glyphHeight) * abs(sin)) / cos)
        return (along - length / 2, along + length / 2)
    }

    /// The upright bounds in the image of the frame's rect from (`x0`, `y0`) to (`x1`, `y1`).
    func imageBox(x0: Double, y0: Double, x1: Double, y1: Double) -> PixelRect {
        let cx = Double(box.x) + Double(box.width) / 2, cy = Double(box.y) + Double(box.height) / 2
        let corners = [(x0, y0), (x1, y0), (x1, y1), (x0, y1)].map { (x, y) -> (Double, Double) in
            let dx = x - Double(box.width) / 2, dy = y - Double(box.height) / 2
            return (cx + dx * cos - dy * sin, cy + dx * sin + dy * cos)
        }
        let left = Int(corners.map(\.0).min()!.rounded()), right = Int(corners.map(\.0).max()!.rounded())
        let top = Int(corners.map(\.1).min()!.rounded()), bottom = Int(corners.map(\.1).max()!.rounded())
        return PixelRect(x: left, y: top, width: right - left, height: bottom - top)
    }
}
