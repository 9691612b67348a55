// ScanoutMemory: whether frames are drawn straight into the dumb buffers or into a cached
// image copied into them once per frame — asked for, or decided by timing reads of the buffer.
import CDRM
import Glibc
import Render
import SystemCall

/// `--drm-shadow`: where frames are drawn.
public enum ShadowRequest: String, Sendable, Equatable, CaseIterable {
    /// Decided at start-up: a shadow image when the driver asks for one or reading the dumb
    /// buffer is much slower than reading ordinary memory.
    case auto
    /// Always into a cached image, copied into the buffer row by row.
    case on
    /// Always straight into the buffer.
    case off
}

/// What the display found out about its buffers' memory, and where it draws because of it.
///
/// The scene reads what it draws over: the indicator, the controls, the text and the banner
/// blend into the picture under them. On a board whose dumb buffers are mapped write-combined
/// (uncached; the Raspberry Pi's vc4 maps them so), every such read goes to DRAM on its own,
/// and the copy from a cached image — ordered, whole-row writes, nothing read back — is the
/// faster path. Where the buffers are ordinary cached memory (virtio-gpu, a PC's VRAM helper
/// drivers copy to the screen themselves), the copy is work for nothing.
struct ScanoutMemory: Equatable {
    /// Whether frames are drawn into a cached image and copied.
    let shadow: Bool
    /// Why, for the log.
    let reason: String

    /// How much slower than cached memory the buffer may read before a shadow image pays.
    static let slowReadRatio = 3.0

    /// The choice for `request`, given the driver's DRM_CAP_DUMB_PREFER_SHADOW and the read
    /// timings (nanoseconds per MiB of the buffer and of cached memory; nil: not measured).
    static func choose(_ request: ShadowRequest, driverPrefersShadow: Bool, bufferRead: Double?, cachedRead: Double?) -> ScanoutMemory {
        let speeds: String
        if let bufferRead, let cachedRead {
            speeds = "dumb buffer " + MemoryReadSpeed(mapping: bufferRead, cached: cachedRead).description
        } else {
            speeds = "read speed not measured"
        }
        switch request {
        case .on: return ScanoutMemory(shadow: true, reason: "--drm-shadow on; \(speeds)")
        case .off: return ScanoutMemory(shadow: false, reason: "--drm-shadow off; \(speeds)")
        case .auto:
            if driverPrefersShadow {
                return ScanoutMemory(shadow: true, reason: "the driver prefers a shadow (DRM_CAP_DUMB_PREFER_SHADOW); \(speeds)")
            }
            if let bufferRead, let cachedRead, bufferRead > slowReadRatio * cachedRead {
                return ScanoutMemory(shadow: true, reason: "\(speeds): uncached or write-combined")
            }
            return ScanoutMemory(shadow: false, reason: "\(speeds): cached")
        }
    }

    /// Decides for `buffer` (already written once, so its pages are mapped): the driver's
    /// preference, then the time to read the first MiB of the buffer against the same of
    /// cached memory, the faster of three tries each (a few milliseconds at most, once).
    static func probe(_ buffer: DumbBuffer, request: ShadowRequest) -> ScanoutMemory {
        var prefers: UInt64 = 0
        let driverPrefersShadow = drmGetCap(buffer.device.fd, UInt64(DRM_CAP_DUMB_PREFER_SHADOW), &prefers) == 0 && prefers != 0
        guard request == .auto else { return choose(request, driverPrefersShadow: driverPrefersShadow, bufferRead: nil, cachedRead: nil) }
        guard let speed = MemoryReadSpeed.measure(UnsafeRawPointer(buffer.surface.base), bytes: buffer.size) else {
            return choose(request, driverPrefersShadow: driverPrefersShadow, bufferRead: nil, cachedRead: nil)
        }
        return choose(request, driverPrefersShadow: driverPrefersShadow, bufferRead: speed.mapping, cachedRead: speed.cached)
    }
}
