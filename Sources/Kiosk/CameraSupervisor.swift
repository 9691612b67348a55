// CameraSupervisor: keeps a camera running: opens it when it appears, notices when it goes,
// releases it cleanly, and says plainly on screen what is going on meanwhile.
import Capture
import Foundation
import Scene
import SystemCall

/// Owns the current camera, if any. With no camera it tries again when told (every second, and
/// when /dev changes); when reading fails because the device is gone it releases everything and
/// goes back to looking. Never blocks: opening a V4L2 node and starting it is quick, and reads
/// are non-blocking.
public final class CameraSupervisor {
    public let spec: CameraSpec
    private let options: KioskOptions
    private let log: (String) -> Void
    public private(set) var camera: Camera?
    /// Why there is no camera, shown on the screen.
    public private(set) var problem: String
    private var lastLogged: String?
    /// Called with the old and new descriptors when the camera changes, to re-watch them.
    public var onDescriptorChange: (_ old: Int32?, _ new: Int32?) -> Void = { _, _ in }

    public init(spec: CameraSpec, options: KioskOptions, log: @escaping (String) -> Void) {
        self.spec = spec
        self.options = options
        self.log = log
        problem = Self.waitingMessage(spec)
    }

    static func waitingMessage(_ spec: CameraSpec) -> String {
        switch spec {
        case .v4l2Path(let path): "Waiting for the camera at \(path). Scanning starts by itself when it is connected."
        case .v4l2Name(let name): "Waiting for a camera named “\(name)”. Scanning starts by itself when it is connected."
        default: "No camera is connected. Connect a USB camera; scanning starts by itself."
        }
    }

    public var status: CameraStatus { camera == nil ? .unavailable(problem) : .running }

    private func report(_ message: String) {
        guard message != lastLogged else { return }
        lastLogged = message
        log(message)
    }

    /// Looks for the camera if there is none; returns true when one was started.
    @discardableResult
    public func look() -> Bool {
        guard camera == nil else { return false }
        do {
            let started: Camera
            switch spec {
            case .file(let path):
                let files = try FileCamera(spec: path, fps: options.cameraFPS, hold: options.hold, frameSize: options.cameraSize)
                files.report = log
                started = files
            case .v4l2Path, .v4l2Name, .auto:
                guard let (device, capabilities) = CameraFinder.find(spec) else {
                    problem = Self.waitingMessage(spec)
                    report("no camera yet (\(spec)); looking again every second and when /dev changes")
                    return false
                }
                started = try V4L2Camera(device: device, capabilities: capabilities, size: options.cameraSize,
                                         frameRate: options.cameraFPSGiven ? options.cameraFPS : nil,
                                         controls: options.cameraControls, bufferCount: 4)
            }
            camera = started
            lastLogged = nil
            log("camera \(started.summary)")
            onDescriptorChange(nil, started.readableDescriptor)
            return true
        } catch {
            problem = "The camera could not be started: \(error)"
            report("camera: \(error)")
            return false
        }
    }

    /// The newest frame from the running camera. A failure releases the camera (and says so);
    /// the next `look` starts it again when it is back.
    public func read(at time: Double) -> Frame? {
        guard let current = camera else { return nil }
        do {
            return try current.nextFrame(at: time)
        } catch {
            let gone = (error as? SystemError)?.meansDeviceGone ?? false
            release(reason: gone ? "The camera was disconnected. Scanning starts again by itself when it is back." : "The camera stopped: \(error)")
            log("camera lost: \(error); releasing it and looking again")
            return nil
        }
    }

    /// Stops and closes the camera (streaming off, buffers unmapped, device closed).
    public func release(reason: String) {
        guard let current = camera else { return }
        onDescriptorChange(current.readableDescriptor, nil)
        camera = nil
        problem = reason
    }
}
