// SwipePath: where a code swiped past the camera is in each frame, and how far it moves while the
// shutter is open.
import Pixels

/// A code of `codeSize` pixels moved across a `frameSize` frame in a straight line through the
/// frame's middle, at `pixelsPerFrame`, from the last position where it is wholly out of view
/// (its far edge on the frame's edge) to the first where it is out again on the other side.
/// Left to right and top to bottom cross the frame's middle row or column; the diagonal goes
/// from the top left corner towards the bottom right one, along the frame's own diagonal.
struct SwipePath: Equatable {
    enum Direction: String, CaseIterable, Sendable {
        case leftToRight = "left-to-right"
        case topToBottom = "top-to-bottom"
        case diagonal
    }

    let frameSize: PixelSize
    let codeSize: PixelSize
    let direction: Direction
    let pixelsPerFrame: Double

    /// The unit vector of the motion.
    var unit: (x: Double, y: Double) {
        switch direction {
        case .leftToRight: return (1, 0)
        case .topToBottom: return (0, 1)
        case .diagonal:
            let w = Double(frameSize.width), h = Double(frameSize.height)
            let length = (w * w + h * h).squareRoot()
            return (w / length, h / length)
        }
    }

    /// How far the code's centre is from the frame's middle at the first (and the last) frame:
    /// where it has just left the frame along one axis.
    var halfTravel: Double {
        let u = unit
        let alongX = u.x > 0 ? Double(frameSize.width + codeSize.width) / (2 * u.x) : Double.infinity
        let alongY = u.y > 0 ? Double(frameSize.height + codeSize.height) / (2 * u.y) : Double.infinity
        return min(alongX, alongY)
    }

    /// Frames from the first (out of view) to the last (out of view again), both counted.
    var frameCount: Int { Int((2 * halfTravel / pixelsPerFrame).rounded(.up)) + 1 }

    /// The code's top left corner in frame `k` (whole pixels, rounded to the nearest).
    func origin(frame k: Int) -> (x: Int, y: Int) {
        let u = unit
        let distance = -halfTravel + Double(k) * pixelsPerFrame
        let centreX = Double(frameSize.width) / 2 + distance * u.x, centreY = Double(frameSize.height) / 2 + distance * u.y
        return (
            Int((centreX - Double(codeSize.width) / 2).rounded()), Int((centreY - Double(codeSize.height) / 2).rounded())
        )
    }

    /// The code's rectangle in frame `k`.
    func rect(frame k: Int) -> PixelRect {
        let (x, y) = origin(frame: k)
        return PixelRect(x: x, y: y, width: codeSize.width, height: codeSize.height)
    }

    /// Whether the code lies wholly inside `area` in frame `k`.
    func isWhollyInside(_ area: PixelRect, frame k: Int) -> Bool {
        let r = rect(frame: k)
        return r.x >= area.x && r.y >= area.y && r.maxX <= area.maxX && r.maxY <= area.maxY
    }

    /// Whether any of the code shows in frame `k`.
    func isInView(frame k: Int) -> Bool {
        let r = rect(frame: k)
        return r.maxX > 0 && r.maxY > 0 && r.x < frameSize.width && r.y < frameSize.height
    }

    /// The motion while the shutter is open for `exposure` seconds at `fps` frames a second, in
    /// pixels along each axis.
    func blur(exposure: Double, fps: Double) -> (x: Double, y: Double) {
        let length = pixelsPerFrame * fps * exposure
        let u = unit
        return (length * u.x, length * u.y)
    }

    /// Pixels a frame for `speed` metres a second across a field of view `fieldWidth` metres
    /// wide, `frameWidth` pixels wide, at `fps`.
    static func pixelsPerFrame(speed: Double, fieldWidth: Double, frameWidth: Int, fps: Double) -> Double {
        speed / fps * Double(frameWidth) / fieldWidth
    }
}
