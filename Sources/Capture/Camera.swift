// Camera: what the kiosk asks of any camera, and how a camera is named on the command line.
import SystemCall

/// A source of frames. Cameras that deliver on a file descriptor (V4L2) name it, and the loop
/// reads when it polls readable; the others are asked on every frame tick.
public protocol Camera: AnyObject {
    /// Becomes readable when a frame may be ready; nil for cameras polled on the frame timer.
    var readableDescriptor: Int32? { get }
    /// The newest frame ready now, or nil (never blocks). Throws when the camera failed;
    /// `meansDeviceGone` says it was unplugged.
    func nextFrame(at time: Double) throws(CameraError) -> Frame?
    /// One line for the log: device, format, size, rate.
    var summary: String { get }
    /// Called after a frame was handed on: a camera whose frames are its own buffers gives the
    /// ones no frame uses any more back to its driver. Throws as `nextFrame` does.
    func giveBackFreedBuffers() throws(CameraError)
    /// Called instead of `nextFrame` while the kiosk shows no live picture (the History tab, a
    /// capture's result over its own frame): a camera whose driver has filled buffers gives
    /// them straight back, unread (an MJPEG frame is not decoded). Throws as `nextFrame` does.
    func discardFrames() throws(CameraError)
}

extension Camera {
    public func giveBackFreedBuffers() throws(CameraError) {}
    /// A camera that makes its frames only when asked (files) has nothing to give back.
    public func discardFrames() throws(CameraError) {}
}

extension FileCamera: Camera {
    public var readableDescriptor: Int32? { nil }
    public var summary: String { "file camera: \(paths.count) image\(paths.count == 1 ? "" : "s"), \(fps.formatted1) fps, hold \(hold.formatted1) s" }
}

/// `--camera`: `file:PATH…`, `v4l2:/dev/videoN`, `v4l2:name=SUBSTRING` or `auto`.
public enum CameraSpec: Sendable, Equatable, CustomStringConvertible {
    case file(String)
    case v4l2Path(String)
    case v4l2Name(String)
    case auto

    public init(parsing text: String) throws(CameraError) {
        if text == "auto" {
            self = .auto
        } else if text.hasPrefix("file:") {
            guard text.count > 5 else { throw CameraError("file: needs an image, a folder or a list") }
            let list = String(text.dropFirst(5))
            // An empty name (file:, or file:a.png,,b.png) would be a camera with no image.
            guard !list.split(separator: ",", omittingEmptySubsequences: false).contains(where: \.isEmpty) else {
                throw CameraError("file: an empty name in the list '\(list)': give images or folders separated by single commas")
            }
            self = .file(list)
        } else if text.hasPrefix("v4l2:name=") {
            guard text.count > 10 else { throw CameraError("v4l2:name= needs part of the camera's name") }
            self = .v4l2Name(String(text.dropFirst(10)))
        } else if text.hasPrefix("v4l2:") {
            guard text.count > 5 else { throw CameraError("v4l2: needs a device such as /dev/video0") }
            self = .v4l2Path(String(text.dropFirst(5)))
        } else {
            throw CameraError("unknown camera '\(text)' (known: auto, v4l2:/dev/videoN, v4l2:name=TEXT, file:PATH)")
        }
    }

    public var description: String {
        switch self {
        case .file(let path): "file:\(path)"
        case .v4l2Path(let path): "v4l2:\(path)"
        case .v4l2Name(let name): "v4l2:name=\(name)"
        case .auto: "auto"
        }
    }

    public var isV4L2: Bool {
        if case .file = self { return false }
        return true
    }
}
