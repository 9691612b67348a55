// DRMEvents: page-flip completions read from the DRM descriptor (struct drm_event_vblank), each
// carrying back the number its commit was given as user_data.
import CDRM
import Glibc
import SystemCall

/// A page flip the kernel reports done: the number its commit passed as user_data, and when
/// the new buffer started to be scanned out (CLOCK_MONOTONIC seconds: the kernel's only
/// clock for these events since Linux 4.15, DRM_CAP_TIMESTAMP_MONOTONIC).
struct FlipCompletion: Equatable, Sendable {
    let flip: UInt64
    let time: Double
}

extension DRMDevice {
    /// Reads every event waiting on the (non-blocking) descriptor; returns the page-flip
    /// completions among them, in order. What libdrm's drmHandleEvent does, but the commit's
    /// user_data comes back as a number instead of through a C callback. Throws only when the
    /// read fails with nothing read (EAGAIN, "nothing yet", is no failure; EINTR is retried).
    func readFlipCompletions() throws(SystemError) -> [FlipCompletion] {
        var completions: [FlipCompletion] = []
        // The kernel returns whole events only (32 bytes each for flips).
        var buffer = [UInt8](repeating: 0, count: 1024)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                if errno == EAGAIN || !completions.isEmpty { return completions }
                throw SystemError("read(DRM events)", object: path)
            }
            if count == 0 { return completions }
            completions += Self.flipCompletions(in: buffer[0..<count])
        }
    }

    /// The flip completions in what one read returned: events back to back, each a `struct
    /// drm_event` (type, length of the whole event) followed by its body. Vertical-blank and
    /// other events are passed over.
    static func flipCompletions(in bytes: ArraySlice<UInt8>) -> [FlipCompletion] {
        let vblank = MemoryLayout<drm_event_vblank>.self
        let userData = vblank.offset(of: \.user_data)!, seconds = vblank.offset(of: \.tv_sec)!
        let microseconds = vblank.offset(of: \.tv_usec)!
        var completions: [FlipCompletion] = []
        bytes.withUnsafeBytes { raw in
            var offset = 0
            while offset + MemoryLayout<drm_event>.size <= raw.count {
                let type = raw.loadUnaligned(fromByteOffset: offset, as: UInt32.self)
                let length = Int(raw.loadUnaligned(fromByteOffset: offset + 4, as: UInt32.self))
                guard length >= MemoryLayout<drm_event>.size, offset + length <= raw.count else { break }
                if type == DRM_EVENT_FLIP_COMPLETE, length >= vblank.size {
                    let flip = raw.loadUnaligned(fromByteOffset: offset + userData, as: UInt64.self)
                    let s = raw.loadUnaligned(fromByteOffset: offset + seconds, as: UInt32.self)
                    let us = raw.loadUnaligned(fromByteOffset: offset + microseconds, as: UInt32.self)
                    completions.append(FlipCompletion(flip: flip, time: Double(s) + Double(us) * 1e-6))
                }
                offset += length
            }
        }
        return completions
    }
}
