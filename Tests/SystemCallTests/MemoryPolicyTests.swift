// MemoryPolicyTests: pixel buffers of a frame's size are mappings of their own, small ones come
// from the heap; both are zeroed and writable. The luma scratch keeps what glibc does not map on its own.
import Pixels
import SystemCall
import Testing

@Suite struct MemoryPolicyTests {
    /// A mapping of its own starts on a page; the heap's blocks are 16 bytes apart (64 asked).
    /// (Which mapping it is cannot be checked reliably while other tests map and unmap memory
    /// on other threads: the kernel merges neighbouring anonymous mappings, and reuses the
    /// address as soon as it is freed.)
    @Test func aFramesPixelsAreMappedOnTheirOwnZeroedAndWritable() {
        for count in [MemoryPolicy.ownPixelMappingBytes, 640 * 480 * 2, 1920 * 1080 * 2 + 1] {
            let base = MemoryPolicy.allocatePixels(count)
            #expect(UInt(bitPattern: base) % 4096 == 0)
            let bytes = base.assumingMemoryBound(to: UInt8.self)
            #expect((0..<count).allSatisfy { bytes[$0] == 0 })
            bytes[0] = 255
            bytes[count - 1] = 255
            MemoryPolicy.freePixels(base, count: count)
        }
    }

    @Test func aSmallBufferComesFromTheHeapZeroedAndAligned() {
        for count in [0, 1, 100, MemoryPolicy.ownPixelMappingBytes - 1] {
            let base = MemoryPolicy.allocatePixels(count)
            #expect(UInt(bitPattern: base) % 64 == 0)
            let bytes = base.assumingMemoryBound(to: UInt8.self)
            #expect((0..<count).allSatisfy { bytes[$0] == 0 })
            if count > 0 { bytes[count - 1] = 1 }
            MemoryPolicy.freePixels(base, count: count)
        }
    }

    /// `LumaScratch` (Pixels, which cannot see this target) keeps blocks below the threshold set here.
    @Test func theLumaScratchKeepsBlocksBelowTheMmapThreshold() {
        #expect(LumaScratch.ownMappingBytes == Int(MemoryPolicy.ownMappingBytes))
    }
}
