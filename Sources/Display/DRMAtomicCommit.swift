// DRMAtomicCommit: the atomic path — connector, CRTC and plane properties set in one
// drmModeAtomicCommit, tested first with DRM_MODE_ATOMIC_TEST_ONLY.
import CDRM
import Glibc
import SystemCall

/// A mode as a property blob (the CRTC's MODE_ID). Destroyed in `deinit`; a CRTC using it
/// keeps its own reference in the kernel.
final class PropertyBlob {
    let device: DRMDevice
    let id: UInt32

    init(device: DRMDevice, mode: ModeInfo) throws(SystemError) {
        var info = mode.drm
        var id: UInt32 = 0
        try SystemError.check("drmModeCreatePropertyBlob", object: "\(device.path) mode \(mode)") {
            drmModeCreatePropertyBlob(device.fd, &info, MemoryLayout<drmModeModeInfo>.size, &id)
        }
        self.device = device
        self.id = id
    }

    deinit { drmModeDestroyPropertyBlob(device.fd, id) }
}

/// One atomic request being built. Freed in `deinit`.
final class AtomicRequest {
    let device: DRMDevice
    private let request: drmModeAtomicReqPtr

    init(device: DRMDevice) throws(SystemError) {
        self.device = device
        request = try SystemError.check("drmModeAtomicAlloc", object: device.path) { drmModeAtomicAlloc() }
    }

    deinit { drmModeAtomicFree(request) }

    /// Sets `name` on object `id` (whose properties are `properties`) to `value`.
    func set(_ kind: String, _ id: UInt32, _ properties: PropertyIDs, _ name: String, _ value: UInt64) throws(SystemError) {
        guard let property = properties[name] else {
            throw SystemError("drmModeAtomicAddProperty(\(name))", errno: ENOENT, object: device.object(kind, id))
        }
        try SystemError.check("drmModeAtomicAddProperty(\(name))", object: device.object(kind, id)) {
            drmModeAtomicAddProperty(request, id, property, value)
        }
    }

    func commit(flags: Int32, userData: UnsafeMutableRawPointer?, what: String) throws(SystemError) {
        try SystemError.check("drmModeAtomicCommit(\(what))", object: device.path) {
            drmModeAtomicCommit(device.fd, request, UInt32(flags), userData)
        }
    }
}

/// Frames through atomic commits: a mode set is the whole configuration with
/// ALLOW_MODESET; a flip changes only the plane's FB_ID, NONBLOCK with a page-flip event.
final class AtomicScanout: ScanoutPath {
    let device: DRMDevice
    /// The blob of the mode in use (kept until the next mode set).
    private var modeBlob: PropertyBlob?

    init(device: DRMDevice) { self.device = device }

    var name: String { "atomic" }

    private static let testOnly = Int32(DRM_MODE_ATOMIC_TEST_ONLY)
    private static let allowModeset = Int32(DRM_MODE_ATOMIC_ALLOW_MODESET)
    private static let nonblock = Int32(DRM_MODE_ATOMIC_NONBLOCK)
    private static let event = Int32(DRM_MODE_PAGE_FLIP_EVENT)

    /// The whole configuration: the connector on the CRTC, the CRTC on with `blob`'s mode, the
    /// plane showing `framebuffer` full-screen (turned when the plane rotates).
    private func configuration(_ layout: ScanoutLayout, framebuffer: UInt32, blob: PropertyBlob) throws(SystemError) -> AtomicRequest {
        guard let plane = layout.plane else {
            throw SystemError("drmModeAtomicCommit", errno: ENOENT, object: "\(device.path) CRTC \(layout.crtc.id) (no primary plane)")
        }
        let request = try AtomicRequest(device: device)
        let crtc = layout.crtc
        try setOutputOn(request, layout, blob: blob)
        try setPlane(
            request, plane, crtc: crtc.id, framebuffer: framebuffer, source: (0, 0, layout.bufferWidth, layout.bufferHeight),
            screen: (layout.mode.width, layout.mode.height), rotation: layout.planeRotation)
        return request
    }

    /// The connector on the CRTC and the CRTC on with `blob`'s mode: what a configuration and a
    /// restore both set.
    private func setOutputOn(_ request: AtomicRequest, _ layout: ScanoutLayout, blob: PropertyBlob) throws(SystemError) {
        let c = layout.connector, crtc = layout.crtc
        try request.set("connector", c.id, c.properties, "CRTC_ID", UInt64(crtc.id))
        try request.set("CRTC", crtc.id, crtc.properties, "MODE_ID", UInt64(blob.id))
        try request.set("CRTC", crtc.id, crtc.properties, "ACTIVE", 1)
    }

    /// The plane's FB_ID, CRTC_ID and rectangles (source in 16.16 fixed point), and its
    /// rotation when it has the property.
    private func setPlane(
        _ request: AtomicRequest, _ plane: Plane, crtc: UInt32, framebuffer: UInt32,
        source: (x: UInt32, y: UInt32, width: Int, height: Int), screen: (width: Int, height: Int),
        rotation: PlaneRotations?
    ) throws(SystemError) {
        let p = plane.properties
        try request.set("plane", plane.id, p, "FB_ID", UInt64(framebuffer))
        try request.set("plane", plane.id, p, "CRTC_ID", UInt64(crtc))
        try request.set("plane", plane.id, p, "SRC_X", UInt64(source.x) << 16)
        try request.set("plane", plane.id, p, "SRC_Y", UInt64(source.y) << 16)
        try request.set("plane", plane.id, p, "SRC_W", UInt64(source.width) << 16)
        try request.set("plane", plane.id, p, "SRC_H", UInt64(source.height) << 16)
        try request.set("plane", plane.id, p, "CRTC_X", 0)
        try request.set("plane", plane.id, p, "CRTC_Y", 0)
        try request.set("plane", plane.id, p, "CRTC_W", UInt64(screen.width))
        try request.set("plane", plane.id, p, "CRTC_H", UInt64(screen.height))
        // Always set when present: the kiosk must not inherit another program's rotation.
        if p["rotation"] != nil {
            try request.set("plane", plane.id, p, "rotation", (rotation ?? .rotate0).rawValue)
        }
    }

    func test(_ layout: ScanoutLayout, framebuffer: UInt32) throws(SystemError) {
        let blob = try PropertyBlob(device: device, mode: layout.mode)
        try configuration(layout, framebuffer: framebuffer, blob: blob)
            .commit(flags: Self.testOnly | Self.allowModeset, userData: nil, what: "TEST_ONLY \(layout.mode)")
    }

    func modeset(_ layout: ScanoutLayout, framebuffer: UInt32, event: UInt64) throws(SystemError) -> Bool {
        let blob = try PropertyBlob(device: device, mode: layout.mode)
        // Blocking, so the mode is on when this returns; the event reports the first frame.
        try configuration(layout, framebuffer: framebuffer, blob: blob)
            .commit(flags: Self.allowModeset | Self.event, userData: event.userData, what: "mode set \(layout.mode)")
        modeBlob = blob
        return true
    }

    func flip(_ layout: ScanoutLayout, framebuffer: UInt32, event: UInt64) throws(SystemError) {
        guard let plane = layout.plane else { throw SystemError("drmModeAtomicCommit(flip)", errno: ENOENT, object: device.path) }
        let request = try AtomicRequest(device: device)
        try request.set("plane", plane.id, plane.properties, "FB_ID", UInt64(framebuffer))
        try request.commit(flags: Self.nonblock | Self.event, userData: event.userData, what: "flip")
    }

    func disable(_ layout: ScanoutLayout) throws(SystemError) {
        let request = try AtomicRequest(device: device)
        let c = layout.connector, crtc = layout.crtc
        try request.set("connector", c.id, c.properties, "CRTC_ID", 0)
        try request.set("CRTC", crtc.id, crtc.properties, "MODE_ID", 0)
        try request.set("CRTC", crtc.id, crtc.properties, "ACTIVE", 0)
        if let plane = layout.plane {
            try request.set("plane", plane.id, plane.properties, "FB_ID", 0)
            try request.set("plane", plane.id, plane.properties, "CRTC_ID", 0)
        }
        try request.commit(flags: Self.allowModeset, userData: nil, what: "CRTC off")
        modeBlob = nil
    }

    /// ACTIVE alone, as the kernel's own atomic DPMS does: MODE_ID, the connector and the
    /// plane stay, so the CRTC is "enabled" but not "active" (the panel powered down, the mode
    /// kept), and ACTIVE=1 shows the same framebuffer again. Changing ACTIVE is a mode set.
    func setActive(_ active: Bool, _ layout: ScanoutLayout) throws(SystemError) {
        let request = try AtomicRequest(device: device)
        try request.set("CRTC", layout.crtc.id, layout.crtc.properties, "ACTIVE", active ? 1 : 0)
        try request.commit(flags: Self.allowModeset, userData: nil, what: active ? "screen on" : "screen off")
    }

    func restore(_ saved: SavedCRTC, layout: ScanoutLayout) throws(SystemError) {
        guard let mode = saved.mode, let framebuffer = saved.framebuffer, let plane = layout.plane else {
            try disable(layout)
            return
        }
        let blob = try PropertyBlob(device: device, mode: mode)
        let request = try AtomicRequest(device: device)
        let crtc = layout.crtc
        try setOutputOn(request, layout, blob: blob)
        try setPlane(
            request, plane, crtc: crtc.id, framebuffer: framebuffer, source: (saved.x, saved.y, mode.width, mode.height),
            screen: (mode.width, mode.height), rotation: nil)
        try request.commit(flags: Self.allowModeset, userData: nil, what: "restore \(mode)")
        modeBlob = nil
    }
}
