// FramePreview: draws the scene over a camera frame, lent to it as an image view.
import Capture
import Render
import Scene

extension ScannerScene {
    /// Draws the frame at `time` over the camera picture `frame` (nil, or MJPEG, which the
    /// preview cannot show undecoded: no picture), and returns what it drew where.
    @discardableResult
    public func draw(on surface: PixelSurface, time: Double, state: SceneState, frame: Frame?, camera: CameraStatus) -> DrawnRegions {
        frame?.withImageView { draw(on: surface, time: time, state: state, preview: $0, camera: camera) }
            ?? draw(on: surface, time: time, state: state, preview: nil, camera: camera)
    }
}
