// CameraSupervisor: keeps a camera running: opens it when it appears, notices when it goes,
// releases it cleanly, and says plainly on screen what is going on meanwhile.
import Capture
import FoundationEssentials
import Language
import Scene
import SystemCall

/// Owns the current camera, if any. With no camera it looks again every second and whenever
/// /dev changes; when reading fails because the device is gone it releases everything and goes
/// back to looking. Never blocks: opening a V4L2 node and starting it is quick, and reads are
/// non-blocking.
///
/// On the loop (`attach`) it registers its own descriptors: the camera's (read when it polls
/// readable; a file camera, which has none, is read on a timer at the kiosk's frame rate), a
/// one-second retry timer and an inotify watch on /dev. Without the loop (the virtual clock)
/// the runner calls `look` and `read` itself.
public final class CameraSupervisor {
    public let spec: CameraSpec
    private let options: KioskOptions
    /// A development tool's camera, started in place of the one `spec` names (nil: the kiosk's).
    private let makeCamera: (() throws(CameraError) -> any Camera)?
    private let log: (String) -> Void
    public private(set) var camera: Camera?
    /// Why there is no camera, shown on the screen.
    public private(set) var problem: Phrase
    /// When the last frame arrived, read or let go unread (the admin screen says whether frames arrive).
    var lastFrameTime: Double?
    private var lastLogged: String?
    /// On the loop: where descriptors are registered, what frames go to, and the clock.
    private struct Attachment {
        weak var events: EventRegistry?
        let clock: KioskClock
        /// Whether the kiosk shows the live picture now; while not, frames are given back unread.
        let wantsFrames: () -> Bool
        let onFrame: (Frame) -> Void
        /// Called when frames were given back unread (the kiosk lets go of any it kept waiting).
        let onSkipped: () -> Void
        let retry: TimerDescriptor
        /// Paces cameras that have no descriptor (files).
        let frameTick: TimerDescriptor
        let frameInterval: Double
        let devices: FolderWatch?
    }
    private var attachment: Attachment?

    public init(
        spec: CameraSpec, options: KioskOptions, makeCamera: (() throws(CameraError) -> any Camera)? = nil, log: @escaping (String) -> Void
    ) {
        self.spec = spec
        self.options = options
        self.makeCamera = makeCamera
        self.log = log
        problem = Self.waitingMessage(spec)
    }

    static func waitingMessage(_ spec: CameraSpec) -> Phrase {
        switch spec {
        case .v4l2Path(let path): Phrase(.cameraWaitingAt, ["path": path])
        case .v4l2Name(let name): Phrase(.cameraWaitingNamed, ["name": name])
        default: Phrase(.cameraNoneConnected)
        }
    }

    /// On the screen when the only camera is a sensor behind libcamera (a Raspberry Pi Camera Module).
    static let rawSensorMessage = Phrase(.cameraNeedsLibcamera)

    public var status: CameraStatus { camera == nil ? .unavailable(problem) : .running }

    private func report(_ message: String) {
        guard message != lastLogged else { return }
        lastLogged = message
        log(message)
    }

    /// Registers with the loop and looks for the camera: from now on frames go to `onFrame` as
    /// they arrive (time from `clock`), and a missing or lost camera is looked for every second
    /// and whenever a video node appears or goes. While `wantsFrames` says no live picture is
    /// shown, the camera gives its frames back unread (an MJPEG frame is not decoded) and
    /// `onSkipped` is called instead.
    public func attach(
        to events: EventRegistry, clock: KioskClock, frameInterval: Double, wantsFrames: @escaping () -> Bool = { true },
        onSkipped: @escaping () -> Void = {}, onFrame: @escaping (Frame) -> Void
    ) throws(SystemError) {
        let retry = try TimerDescriptor(label: "camera retry timer", every: 1)
        let frameTick = try TimerDescriptor(label: "file camera frame timer")
        // Without /dev to watch (a container), the retry timer alone finds the camera.
        let devices = try? FolderWatch(folder: "/dev")
        attachment = Attachment(
            events: events, clock: clock, wantsFrames: wantsFrames, onFrame: onFrame, onSkipped: onSkipped, retry: retry, frameTick: frameTick,
            frameInterval: frameInterval, devices: devices)
        events.watch(retry.fd) { [unowned self] in
            retry.acknowledge()
            self.look()
        }
        if let devices {
            events.watch(devices.fd) { [unowned self] in
                let videoNodeChanged = devices.drain().contains { change in
                    switch change {
                    case .appeared(let name), .disappeared(let name): name.hasPrefix("video")
                    case .rescan: true
                    }
                }
                if videoNodeChanged { self.look() }
            }
        }
        look()
    }

    /// Unregisters everything from the loop and releases the camera.
    public func detach(reason: String) {
        release(reason: Phrase(.cameraKioskStopping))
        guard let attachment else { return }
        attachment.events?.unwatch(attachment.retry.fd)
        if let devices = attachment.devices { attachment.events?.unwatch(devices.fd) }
        self.attachment = nil
    }

    /// Whether the camera is stopped on purpose (the shop is closed): not looked for until `resume`.
    public private(set) var paused = false

    /// Stops the camera and keeps it stopped (the shop is closed: nothing to read, and a
    /// camera streaming all night costs power and CPU) until `resume`.
    public func pause(reason: String) {
        guard !paused else { return }
        paused = true
        release(reason: Phrase(.cameraClosed))
        log("camera stopped: \(reason)")
    }

    /// Starts the camera again after `pause`.
    public func resume() {
        guard paused else { return }
        paused = false
        look()
    }

    /// Looks for the camera if there is none; returns true when one was started.
    @discardableResult
    public func look() -> Bool {
        guard camera == nil, !paused else { return false }
        do throws(CameraError) {
            let started: Camera
            if let makeCamera {
                started = try makeCamera()
            } else {
                switch spec {
                case .file(let path):
                    let files = try FileCamera(
                        spec: path, fps: options.cameraFPS ?? FileCamera.defaultFPS, hold: options.hold,
                        frameSize: options.cameraSize.map { ($0.width, $0.height) }, format: options.cameraFormat)
                    files.report = log
                    started = files
                case .v4l2Path, .v4l2Name, .auto:
                    let search = CameraFinder.search(spec)
                    guard let (device, capabilities) = search.camera else {
                        if search.rawSensors.isEmpty {
                            problem = Self.waitingMessage(spec)
                            report("no camera yet (\(spec)); looking again every second and when /dev changes")
                        } else {
                            problem = Self.rawSensorMessage
                            report(
                                "no camera the kiosk can read: \(search.rawSensors.joined(separator: ", ")) give\(search.rawSensors.count == 1 ? "s" : "") only raw sensor data; "
                                    + CameraModeChooser.libcameraHint)
                        }
                        return false
                    }
                    // Three driver buffers: the kiosk copies the newest filled one out and gives it
                    // straight back, so the driver always has two to fill. Each is mapped into the
                    // kiosk and read whole (4 MB at 1080p YUYV); a driver that needs more gives more.
                    started = try V4L2Camera(
                        device: device, capabilities: capabilities, size: options.cameraSize.map { ($0.width, $0.height) },
                        frameRate: options.cameraFPS, format: options.cameraFormat, focus: options.cameraFocus, exposure: options.cameraExposure,
                        controls: options.cameraControls.map { ($0.name, $0.value) }, bufferCount: 3)
                }
            }
            camera = started
            lastLogged = nil
            log("camera \(started.summary)")
            for note in (started as? V4L2Camera)?.notes ?? [] { log("camera: \(note)") }
            watch(started)
            return true
        } catch {
            problem = Phrase(.cameraStartFailed, parts: ["error": error.shownReason])
            report("camera: \(error)")
            return false
        }
    }

    /// Registers the camera's descriptor (or the frame timer for a camera without one).
    private func watch(_ camera: Camera) {
        guard let attachment, let events = attachment.events else { return }
        let read = { [unowned self] in
            guard attachment.wantsFrames() else {
                self.discardFrames()
                attachment.onSkipped()
                return
            }
            guard let frame = self.read(at: attachment.clock.now) else { return }
            attachment.onFrame(frame)
            self.giveBackFreedBuffers()
        }
        if let fd = camera.readableDescriptor {
            events.watch(fd, read)
        } else {
            attachment.frameTick.arm(every: attachment.frameInterval)
            events.watch(attachment.frameTick.fd) {
                attachment.frameTick.acknowledge()
                read()
            }
        }
    }

    /// The newest frame from the running camera. A failure releases the camera (and says so);
    /// the next `look` starts it again when it is back.
    public func read(at time: Double) -> Frame? {
        guard let current = camera else { return nil }
        do {
            return try current.nextFrame(at: time)
        } catch {
            lost(error)
            return nil
        }
    }

    /// Lets the camera give back its filled buffers unread (no live picture shows).
    private func discardFrames() { withRunningCamera { camera throws(CameraError) in try camera.discardFrames() } }

    /// Lets the camera queue again the buffers of frames that are gone (the preview's last one,
    /// just replaced).
    private func giveBackFreedBuffers() { withRunningCamera { camera throws(CameraError) in try camera.giveBackFreedBuffers() } }

    /// Runs `action` on the running camera, if any; a failure releases the camera as a failed
    /// read does.
    private func withRunningCamera(_ action: (Camera) throws(CameraError) -> Void) {
        guard let current = camera else { return }
        do throws(CameraError) {
            try action(current)
        } catch {
            lost(error)
        }
    }

    /// A read or a requeue failed: the camera is released (and says why); the next `look`
    /// starts it again when it is back.
    private func lost(_ error: CameraError) {
        release(
            reason: error.meansDeviceGone ? Phrase(.cameraDisconnected) : Phrase(.cameraStopped, parts: ["error": error.shownReason]))
        log("camera lost: \(error); releasing it and looking again")
    }

    /// Stops and closes the camera (streaming off, buffers unmapped, device closed), after
    /// taking its descriptor off the loop.
    public func release(reason: Phrase) {
        guard let current = camera else { return }
        if let counts = (current as? V4L2Camera)?.frameCounts { log("camera: \(counts)") }
        if let attachment, let events = attachment.events {
            if let fd = current.readableDescriptor {
                events.unwatch(fd)
            } else {
                attachment.frameTick.arm(every: nil)
                events.unwatch(attachment.frameTick.fd)
            }
        }
        camera = nil
        problem = reason
    }
}
