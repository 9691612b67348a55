// DRMDevice: an open DRM card (/dev/dri/cardN): its file descriptor, client capabilities and
// DRM master status.
import CDRM
import Glibc
import SystemCall

/// An open KMS card. Owns the file descriptor and closes it in `deinit`; everything made on the
/// card (buffers, framebuffers, blobs) keeps a reference to it, so the descriptor outlives them.
public final class DRMDevice {
    public let path: String
    public let fd: Int32
    /// The kernel driver's name (`bochs-drm`, `vc4`, `i915`).
    public let driver: String
    /// Whether the atomic API is on for this descriptor (`DRM_CLIENT_CAP_ATOMIC` granted).
    public let atomic: Bool

    /// Opens `path` for mode setting. `wantAtomic` asks for the atomic API; drivers without it
    /// (or `--drm-legacy`) get the legacy one. Fails when the card cannot scan out dumb buffers,
    /// or when another program is DRM master (a display server, another kiosk) — unless
    /// `requireMaster` is false (only reading what the card offers).
    public init(path: String, wantAtomic: Bool = true, requireMaster: Bool = true) throws(DisplayError) {
        self.path = path
        let fd = open(path, O_RDWR | O_CLOEXEC | O_NONBLOCK)
        guard fd >= 0 else {
            let error = SystemError("open", object: path)
            if error.errno == EACCES {
                throw DisplayError("\(error) (the kiosk's user needs the 'video' group, or root)", cause: error)
            }
            throw DisplayError(error)
        }
        self.fd = fd
        var ok = false
        defer { if !ok { close(fd) } }

        var name = "unknown"
        if let version = drmGetVersion(fd) {
            if let cName = version.pointee.name { name = String(cString: cName) }
            drmFreeVersion(version)
        }
        driver = name

        // A render-only node (v3d, the Pi's card0) has no mode-setting resources.
        guard let resources = drmModeGetResources(fd) else {
            throw DisplayError(
                "\(path) (\(name)) cannot set modes: it is not a display controller (no KMS resources)",
                cause: SystemError("drmModeGetResources", object: path))
        }
        drmModeFreeResources(resources)
        var dumb: UInt64 = 0
        guard drmGetCap(fd, UInt64(DRM_CAP_DUMB_BUFFER), &dumb) == 0, dumb != 0 else {
            throw DisplayError("\(path) (\(name)) has no dumb buffers (DRM_CAP_DUMB_BUFFER), which the kiosk draws into")
        }
        // Universal planes list the primary plane, whose properties atomic commits and plane
        // rotation need; drivers old enough to refuse it still work through the legacy path.
        _ = drmSetClientCap(fd, UInt64(DRM_CLIENT_CAP_UNIVERSAL_PLANES), 1)
        atomic = wantAtomic && drmSetClientCap(fd, UInt64(DRM_CLIENT_CAP_ATOMIC), 1) == 0

        // The first opener of a card with no master becomes master by itself. If someone else
        // holds it, drmSetMaster fails (EBUSY; EACCES when we may not take it over).
        if requireMaster, drmIsMaster(fd) == 0, drmSetMaster(fd) != 0 {
            let error = SystemError("drmSetMaster", object: path)
            throw DisplayError(
                "\(path): another program is DRM master (a display server, a login screen or another kiosk holds the screen); stop it first (\(error))",
                cause: error)
        }
        ok = true
    }

    deinit { close(fd) }

    /// Whether this descriptor is DRM master (it may set modes and flip pages).
    public var isMaster: Bool { drmIsMaster(fd) != 0 }

    /// Takes DRM master back, after another program released it.
    func becomeMaster() throws(SystemError) {
        guard !isMaster else { return }
        try SystemError.check("drmSetMaster", object: path) { drmSetMaster(fd) }
    }

    /// The object name for errors about one kernel object: `/dev/dri/card0 CRTC 35`.
    func object(_ kind: String, _ id: UInt32) -> String { "\(path) \(kind) \(id)" }
}
