import Testing

// ScanoutMemoryTests: where frames are drawn for each --drm-shadow request, driver preference
// and pair of read timings; the read loop reads every word. (The probe on real dumb buffers runs
// in the virtual kiosk: test_display.)
@testable import Display

@Suite struct ScanoutMemoryTests {
    /// Nanoseconds to read one MiB: 10 GB/s cached, 200 MB/s write-combined.
    let cached = 100_000.0, writeCombined = 5_000_000.0

    @Test func autoDrawsIntoTheBufferWhenItReadsLikeCachedMemory() {
        let memory = ScanoutMemory.choose(.auto, driverPrefersShadow: false, bufferRead: 110_000, cachedRead: cached)
        #expect(!memory.shadow)
        #expect(memory.reason == "dumb buffer reads 9533 MB/s, cached memory 10486 MB/s: cached")
    }

    @Test func autoDrawsIntoAShadowWhenTheBufferReadsSlowly() {
        let memory = ScanoutMemory.choose(.auto, driverPrefersShadow: false, bufferRead: writeCombined, cachedRead: cached)
        #expect(memory.shadow)
        #expect(memory.reason == "dumb buffer reads 210 MB/s, cached memory 10486 MB/s: uncached or write-combined")
    }

    @Test func theRatioIsTheThreshold() {
        #expect(!ScanoutMemory.choose(.auto, driverPrefersShadow: false, bufferRead: 3 * cached, cachedRead: cached).shadow)
        #expect(ScanoutMemory.choose(.auto, driverPrefersShadow: false, bufferRead: 3 * cached + 1, cachedRead: cached).shadow)
    }

    @Test func autoFollowsTheDriversPreference() {
        let memory = ScanoutMemory.choose(.auto, driverPrefersShadow: true, bufferRead: cached, cachedRead: cached)
        #expect(memory.shadow)
        #expect(memory.reason.hasPrefix("the driver prefers a shadow (DRM_CAP_DUMB_PREFER_SHADOW); "))
    }

    @Test func anUnmeasuredBufferIsDrawnIntoDirectly() {
        #expect(!ScanoutMemory.choose(.auto, driverPrefersShadow: false, bufferRead: nil, cachedRead: nil).shadow)
    }

    @Test func onAndOffOverrideEverything() {
        #expect(ScanoutMemory.choose(.on, driverPrefersShadow: false, bufferRead: cached, cachedRead: cached).shadow)
        #expect(!ScanoutMemory.choose(.off, driverPrefersShadow: true, bufferRead: writeCombined, cachedRead: cached).shadow)
        #expect(
            ScanoutMemory.choose(.off, driverPrefersShadow: false, bufferRead: nil, cachedRead: nil).reason
                == "--drm-shadow off; read speed not measured")
    }
}
