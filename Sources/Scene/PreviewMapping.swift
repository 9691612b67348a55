// PreviewMapping: where a camera frame's pixels, and a code's corners in it, land on the screen,
// and which of its pixels show in the cutout.
import Decode
import Pixels
import Render

extension SceneLayout {
    /// The mapping of a `width` x `height` camera frame's pixels onto the screen: aspect-filled
    /// over `previewArea` (centred on the cutout), mirrored for a front-facing camera.
    public func previewMapping(frameWidth width: Int, frameHeight height: Int, mirrored: Bool) -> AspectFill {
        let area = previewArea
        return AspectFill(
            sourceWidth: width, sourceHeight: height,
            destination: Rect(x: Float(area.x), y: Float(area.y), width: Float(area.width), height: Float(area.height)),
            mirrored: mirrored)
    }

    /// A code's corners on screen: `corners`, in the pixels of a `width` x `height` frame,
    /// through the preview mapping of that frame.
    public func screenQuad(of corners: Quad, frameWidth width: Int, frameHeight height: Int, mirrored: Bool) -> [Point] {
        let mapping = previewMapping(frameWidth: width, frameHeight: height, mirrored: mirrored)
        return corners.corners.map { mapping.screenPoint(Point(Float($0.x), Float($0.y))) }
    }

    /// The pixels of a `width` x `height` camera frame that show inside the cutout (within the
    /// frame), through the preview mapping of that frame.
    public func cutoutRegion(frameWidth width: Int, frameHeight height: Int, mirrored: Bool) -> PixelRect {
        let mapping = previewMapping(frameWidth: width, frameHeight: height, mirrored: mirrored)
        let a = mapping.sourcePoint(cutout.topLeft), b = mapping.sourcePoint(cutout.bottomRight)
        let x0 = Int(min(a.x, b.x).rounded()), y0 = Int(min(a.y, b.y).rounded())
        let x1 = Int(max(a.x, b.x).rounded()), y1 = Int(max(a.y, b.y).rounded())
        return PixelRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0).intersection(PixelSize(width: width, height: height).bounds)
    }

    /// The cutout's corners, clockwise from the top-left.
    public var cutoutCorners: [Point] { [cutout.topLeft, cutout.topRight, cutout.bottomRight, cutout.bottomLeft] }
}
