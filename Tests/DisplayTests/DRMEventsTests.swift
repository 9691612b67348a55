// DRMEventsTests: page-flip completions read out of the DRM event stream, as the kernel lays
// it out (struct drm_event_vblank), without a kernel.
import CDRM
import Testing

@testable import Display

/// One event as drm_read() copies it out: header (type, length), then the vblank body.
func drmEvent(
    type: UInt32, userData: UInt64, seconds: UInt32, microseconds: UInt32, sequence: UInt32 = 7,
    crtc: UInt32 = 35
) -> [UInt8] {
    var bytes: [UInt8] = []
    func put<T: FixedWidthInteger>(_ value: T) { withUnsafeBytes(of: value.littleEndian) { bytes += $0 } }
    put(type)
    put(UInt32(32))
    put(userData)
    put(seconds)
    put(microseconds)
    put(sequence)
    put(crtc)
    return bytes
}

@Suite struct DRMEventsTests {
    @Test func theLayoutIsTheKernels() {
        #expect(MemoryLayout<drm_event_vblank>.size == 32)
        #expect(MemoryLayout<drm_event_vblank>.offset(of: \.user_data) == 8)
    }

    @Test func flipCompletionsComeOutInOrderAndOtherEventsAreSkipped() {
        let stream =
            drmEvent(type: 2, userData: 41, seconds: 1234, microseconds: 500_000)
            + drmEvent(type: 1, userData: 99, seconds: 1234, microseconds: 600_000)  // DRM_EVENT_VBLANK
            + drmEvent(type: 2, userData: 42, seconds: 1235, microseconds: 13_340)
        let completions = DRMDevice.flipCompletions(in: stream[...])
        #expect(completions.map(\.flip) == [41, 42])
        #expect(abs(completions[0].time - 1234.5) < 1e-9 && abs(completions[1].time - 1235.01334) < 1e-9)
    }

    @Test func aTruncatedOrBrokenEventEndsTheRead() {
        let whole = drmEvent(type: 2, userData: 1, seconds: 1, microseconds: 0)
        #expect(DRMDevice.flipCompletions(in: whole.dropLast(4)).isEmpty)
        var broken = whole + whole
        broken[36] = 0  // the second event's length: 0
        #expect(DRMDevice.flipCompletions(in: broken[...]).map(\.flip) == [1])
    }
}
