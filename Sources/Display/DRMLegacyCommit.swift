// DRMLegacyCommit: the legacy path — drmModeSetCrtc for mode sets, drmModePageFlip for frames —
// for drivers without atomic mode setting, or when --drm-legacy asks for it.
import CDRM
import Glibc
import SystemCall

/// Frames through the legacy calls. There is no test commit and no plane rotation here (Render
/// turns the picture); SetCrtc is synchronous and sends no event.
final class LegacyScanout: ScanoutPath {
    let device: DRMDevice

    init(device: DRMDevice) { self.device = device }

    var name: String { "legacy" }

    func test(_ layout: ScanoutLayout, framebuffer: UInt32) throws(SystemError) {
        // Nothing to ask the kernel without changing the screen; the mode comes from the
        // connector's own list, and the first SetCrtc reports what is wrong.
    }

    func modeset(_ layout: ScanoutLayout, framebuffer: UInt32, event: UInt64) throws(SystemError) -> Bool {
        var connector = layout.connector.id
        var mode = layout.mode.drm
        try SystemError.check("drmModeSetCrtc(\(layout.mode))", object: device.object("CRTC", layout.crtc.id)) {
            drmModeSetCrtc(device.fd, layout.crtc.id, framebuffer, 0, 0, &connector, 1, &mode)
        }
        return false
    }

    func flip(_ layout: ScanoutLayout, framebuffer: UInt32, event: UInt64) throws(SystemError) {
        try SystemError.check("drmModePageFlip", object: device.object("CRTC", layout.crtc.id)) {
            drmModePageFlip(device.fd, layout.crtc.id, framebuffer, UInt32(DRM_MODE_PAGE_FLIP_EVENT), event.userData)
        }
    }

    func disable(_ layout: ScanoutLayout) throws(SystemError) {
        try SystemError.check("drmModeSetCrtc(off)", object: device.object("CRTC", layout.crtc.id)) {
            drmModeSetCrtc(device.fd, layout.crtc.id, 0, 0, 0, nil, 0, nil)
        }
    }

    /// The connector's DPMS property (DRM_MODE_DPMS_OFF 3, DRM_MODE_DPMS_ON 0): the driver
    /// powers the pipe and the panel down and keeps the mode and the framebuffer. A connector
    /// without one throws ENOENT (the display then turns the CRTC off and sets the mode again).
    func setActive(_ active: Bool, _ layout: ScanoutLayout) throws(SystemError) {
        let c = layout.connector
        guard let dpms = c.properties["DPMS"] else {
            throw SystemError("drmModeConnectorSetProperty(DPMS)", errno: ENOENT, object: device.object("connector", c.id))
        }
        try SystemError.check("drmModeConnectorSetProperty(DPMS \(active ? "on" : "off"))", object: device.object("connector", c.id)) {
            drmModeConnectorSetProperty(device.fd, c.id, dpms, UInt64(active ? DRM_MODE_DPMS_ON : DRM_MODE_DPMS_OFF))
        }
    }

    func restore(_ saved: SavedCRTC, layout: ScanoutLayout) throws(SystemError) {
        guard let savedMode = saved.mode, let framebuffer = saved.framebuffer else {
            try disable(layout)
            return
        }
        var connector = layout.connector.id
        var mode = savedMode.drm
        try SystemError.check("drmModeSetCrtc(restore \(savedMode))", object: device.object("CRTC", layout.crtc.id)) {
            drmModeSetCrtc(device.fd, layout.crtc.id, framebuffer, saved.x, saved.y, &connector, 1, &mode)
        }
    }
}
