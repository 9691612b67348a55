// ScanoutPath: the one entry through which frames reach the screen; DRMAtomicCommit and
// DRMLegacyCommit implement it, and DRMCardFinder picks one at start-up.
import SystemCall

/// Everything a commit needs to know about the chosen configuration, in kernel ids.
struct ScanoutLayout {
    let connector: Connector
    let crtc: CRTC
    let plane: Plane?
    let mode: ModeInfo
    /// The framebuffers' size: the mode's, or the mode's turned when the plane rotates.
    let bufferWidth: Int
    let bufferHeight: Int
    /// The plane's "rotation" value, when the plane turns the picture.
    let planeRotation: PlaneRotations?

    init(_ choice: ScreenChoice) {
        connector = choice.connector
        crtc = choice.crtc
        plane = choice.plane
        mode = choice.mode
        let size = choice.rotatesInPlane ? choice.logicalSize : (choice.mode.width, choice.mode.height)
        bufferWidth = size.0
        bufferHeight = size.1
        planeRotation = choice.rotatesInPlane ? ModeSelection.rotationProperty(for: choice.rotation) : nil
    }
}

/// What the CRTC showed before the kiosk took it (fbcon's mode and framebuffer, a splash), so
/// that it can be put back at exit.
struct SavedCRTC {
    let mode: ModeInfo?
    let framebuffer: UInt32?
    let x: UInt32
    let y: UInt32

    init(_ crtc: CRTC) {
        mode = crtc.mode
        framebuffer = crtc.framebuffer
        x = crtc.x
        y = crtc.y
    }
}

/// How frames reach the screen. Chosen once at start-up: atomic commits when the driver offers
/// them, else the legacy calls.
protocol ScanoutPath: AnyObject {
    /// `atomic` or `legacy`.
    var name: String { get }
    /// Checks that the layout would work without touching the screen (atomic: a TEST_ONLY
    /// commit; legacy: nothing can be tested).
    func test(_ layout: ScanoutLayout, framebuffer: UInt32) throws(SystemError)
    /// Sets the mode and shows `framebuffer`. Returns true when a page-flip event carrying
    /// `event` (as its user_data) will report that it is on screen, false when it already is
    /// on return.
    func modeset(_ layout: ScanoutLayout, framebuffer: UInt32, event: UInt64) throws(SystemError) -> Bool
    /// Shows `framebuffer` from the next vertical blank on; a page-flip event carrying `event`
    /// reports it.
    func flip(_ layout: ScanoutLayout, framebuffer: UInt32, event: UInt64) throws(SystemError)
    /// Turns the CRTC off (its screen is gone).
    func disable(_ layout: ScanoutLayout) throws(SystemError)
    /// Powers the screen down or up again, keeping the mode and the framebuffer on its plane,
    /// so that powering up shows the last frame again (atomic: the CRTC's ACTIVE; legacy: the
    /// connector's DPMS property). Blocking: done on return.
    func setActive(_ active: Bool, _ layout: ScanoutLayout) throws(SystemError)
    /// Puts back what the CRTC showed before the kiosk, or turns it off if it was off.
    func restore(_ saved: SavedCRTC, layout: ScanoutLayout) throws(SystemError)
}

extension UInt64 {
    /// The number as libdrm's `void *user_data`, which the kernel hands back in the event.
    var userData: UnsafeMutableRawPointer? { UnsafeMutableRawPointer(bitPattern: UInt(self)) }
}
