// DumbBuffer: a dumb scan-out buffer (DRM_IOCTL_MODE_CREATE_DUMB), its XRGB8888 framebuffer
// and its mapping, drawn into in place through a borrowed PixelSurface.
import CDRM
import Glibc
import Render
import SystemCall

/// One scan-out buffer. Owns the GEM handle, the framebuffer id and the mapping, and frees
/// them in `deinit` (unmap, remove the framebuffer, destroy the handle); holds the device so
/// its descriptor outlives them. Mapped once; `surface` borrows the mapping. Where it is in the
/// flip cycle is the display's BufferRing's business. (Removing a framebuffer the CRTC still
/// scans out makes the kernel turn that CRTC off.)
final class DumbBuffer {
    let device: DRMDevice
    let width: Int
    let height: Int
    let handle: UInt32
    /// Bytes per row, as the driver laid the buffer out (at least 4 x width).
    let pitch: Int
    let size: Int
    let framebuffer: UInt32
    private let mapping: UnsafeMutableRawPointer
    /// The pixels, in place (the stride is the pitch).
    let surface: PixelSurface

    init(device: DRMDevice, width: Int, height: Int) throws(SystemError) {
        let object = "\(device.path) (\(width)x\(height) dumb buffer)"
        var create = drm_mode_create_dumb()
        create.width = UInt32(width)
        create.height = UInt32(height)
        create.bpp = 32
        try SystemError.check("DRM_IOCTL_MODE_CREATE_DUMB", object: object) { drmIoctl(device.fd, kiosk_drm_ioctl_mode_create_dumb(), &create) }
        // From here each step undoes the earlier ones if it fails.
        var destroy = drm_mode_destroy_dumb(handle: create.handle)
        var framebuffer: UInt32 = 0
        do throws(SystemError) {
            let handles: [UInt32] = [create.handle, 0, 0, 0], pitches: [UInt32] = [create.pitch, 0, 0, 0], offsets: [UInt32] = [0, 0, 0, 0]
            try SystemError.check("drmModeAddFB2", object: object) {
                drmModeAddFB2(device.fd, UInt32(width), UInt32(height), FourCC.xrgb8888, handles, pitches, offsets, &framebuffer, 0)
            }
        } catch {
            _ = drmIoctl(device.fd, kiosk_drm_ioctl_mode_destroy_dumb(), &destroy)
            throw error
        }
        var map = drm_mode_map_dumb()
        map.handle = create.handle
        var address: UnsafeMutableRawPointer?
        do throws(SystemError) {
            try SystemError.check("DRM_IOCTL_MODE_MAP_DUMB", object: object) { drmIoctl(device.fd, kiosk_drm_ioctl_mode_map_dumb(), &map) }
            let mapped = mmap(nil, Int(create.size), PROT_READ | PROT_WRITE, MAP_SHARED, device.fd, off_t(bitPattern: UInt(map.offset)))
            guard let mapped, mapped != MAP_FAILED else { throw SystemError("mmap", object: object) }
            address = mapped
        } catch {
            drmModeRmFB(device.fd, framebuffer)
            _ = drmIoctl(device.fd, kiosk_drm_ioctl_mode_destroy_dumb(), &destroy)
            throw error
        }
        self.device = device
        self.width = width
        self.height = height
        handle = create.handle
        pitch = Int(create.pitch)
        size = Int(create.size)
        self.framebuffer = framebuffer
        mapping = address!
        surface = PixelSurface(base: mapping, width: width, height: height, stride: pitch)
        surface.fill(0)
    }

    deinit {
        munmap(mapping, size)
        drmModeRmFB(device.fd, framebuffer)
        var destroy = drm_mode_destroy_dumb(handle: handle)
        _ = drmIoctl(device.fd, kiosk_drm_ioctl_mode_destroy_dumb(), &destroy)
    }
}
