// FramePreview: hands a camera frame to the scene and the preview kernel as the source they read.
import Capture
import Render
import Scene

extension Frame {
    /// Calls `body` with the frame's pixels as a `PreviewSource`, valid during the call; nil for
    /// formats the preview cannot show directly (MJPEG must be decoded first).
    public func withPreviewSource<R>(_ body: (PreviewSource) -> R) -> R? {
        let format: PreviewPixelFormat
        switch self.format {
        case .grey: format = .grey
        case .yuyv: format = .yuyv
        case .nv12: format = .nv12
        case .yuv420: format = .yuv420
        case .yuv422p: format = .yuv422p
        case .yuv444p: format = .yuv444p
        case .rgb24: format = .rgb24
        case .xrgb32: format = .xrgb32
        case .mjpeg: return nil
        }
        let range: YCbCrRange = fullRange ? .full : .limited
        return withExtendedLifetime(planes) {
            body(
                PreviewSource(
                    format: format, width: width, height: height,
                    planes: planes.map { (UnsafeRawPointer($0.base), $0.stride) }, range: range))
        }
    }
}

extension ScannerScene {
    /// Draws the frame at `time` over the camera picture `frame` (nil, or a format the preview
    /// cannot show: no picture), and returns what it drew where.
    @discardableResult
    public func draw(on surface: PixelSurface, time: Double, state: SceneState, frame: Frame?, camera: CameraStatus) -> DrawnRegions {
        if let frame, let drawn = frame.withPreviewSource({ draw(on: surface, time: time, state: state, preview: $0, camera: camera) }) {
            return drawn
        }
        return draw(on: surface, time: time, state: state, preview: nil, camera: camera)
    }
}
