// AspectFill: how a camera image covers a screen area (scaled to fill, centred, cropped,
// optionally mirrored), and the mapping of camera coordinates to the screen and back.

public struct AspectFill: Sendable, Equatable {
    public let sourceWidth: Int
    public let sourceHeight: Int
    public let destination: Rect
    public let mirrored: Bool
    /// Screen pixels per source pixel.
    public let scale: Float
    /// The source point shown at the destination's top-left corner (before mirroring).
    public let sourceOrigin: Point

    public init(sourceWidth: Int, sourceHeight: Int, destination: Rect, mirrored: Bool = false) {
        self.sourceWidth = sourceWidth
        self.sourceHeight = sourceHeight
        self.destination = destination
        self.mirrored = mirrored
        let scale = max(destination.width / Float(sourceWidth), destination.height / Float(sourceHeight))
        self.scale = scale
        sourceOrigin = Point((Float(sourceWidth) - destination.width / scale) / 2, (Float(sourceHeight) - destination.height / scale) / 2)
    }

    /// Where a source point (pixel edges, as decoders report corners) appears on the screen.
    public func screenPoint(_ p: Point) -> Point {
        let x = mirrored ? Float(sourceWidth) - p.x : p.x
        return Point(destination.x + (x - sourceOrigin.x) * scale, destination.y + (p.y - sourceOrigin.y) * scale)
    }

    /// The source point shown at a screen point.
    public func sourcePoint(_ p: Point) -> Point {
        let x = (p.x - destination.x) / scale + sourceOrigin.x
        return Point(mirrored ? Float(sourceWidth) - x : x, (p.y - destination.y) / scale + sourceOrigin.y)
    }

    /// The source column or row sampled for the screen pixel whose centre is at `screen`
    /// (nearest neighbour), clamped to the image.
    @inline(__always)
    func sourceIndex(screen: Float, origin: Float, start: Float, limit: Int) -> Int {
        let s = Int(((screen - start) / scale + origin).rounded(.down))
        return min(max(s, 0), limit - 1)
    }
}
