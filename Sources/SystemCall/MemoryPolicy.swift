// MemoryPolicy: how this process asks glibc's allocator to hold memory (a kiosk runs for months
// on a board with 1–4 GB).
import CLinux
import Glibc

public enum MemoryPolicy {
    /// Allocations of at least this many bytes (camera frames, decoder planes) are mapped on their
    /// own and unmapped when freed.
    public static let ownMappingBytes: Int32 = 1 << 20

    /// Gives freed camera-sized buffers back to the system at once. By default glibc raises its
    /// mmap threshold each time a large mapped block is freed (up to 32 MiB), after which frame
    /// buffers come from the heaps of the loop and the decoding thread and stay there, scattered:
    /// a 1080p kiosk measured a peak of 117–145 MiB resident with the default and 67–71 MiB with
    /// a fixed 1 MiB threshold (docs/performance.md, "What keeps it down"). Setting the threshold also fixes the trim
    /// threshold (no dynamic adjustment). Returns false when glibc refuses.
    @discardableResult
    public static func returnLargeBuffersToTheSystem() -> Bool {
        mallopt(M_MMAP_THRESHOLD, ownMappingBytes) == 1
    }

    /// Hands the free pages inside the heaps of every thread back to the system (glibc's
    /// malloc_trim). Without it, memory freed after a capture (the banner, the captured frame's
    /// copies, the decoders' scratch) stays resident though unused: a kiosk alternating photos
    /// with and without codes grew by about 290 KB a capture while its live heap (valgrind
    /// massif) stayed at 11 MB. Costs a walk over the heaps: the loop calls it every few seconds.
    public static func giveBackFreedMemory() {
        _ = malloc_trim(0)
    }

    /// Pixel buffers of at least this many bytes are mapped on their own (`allocatePixels`).
    public static let ownPixelMappingBytes = 64 << 10

    /// `count` zeroed bytes for pixels, 64-byte aligned; free them with `freePixels` and the same
    /// count. From `ownPixelMappingBytes` up they are a mapping of their own (pages the kernel
    /// zeroes when first touched), below that the heap's. A file camera's frames (614 KB at
    /// 640x480), a decoded photo and its fitted copy live for seconds and then go: mapped on
    /// their own, their memory goes back to the system when they do, instead of leaving a hole
    /// in the heap for small objects to settle in.
    public static func allocatePixels(_ count: Int) -> UnsafeMutableRawPointer {
        guard count >= ownPixelMappingBytes else {
            let base = UnsafeMutableRawPointer.allocate(byteCount: max(count, 1), alignment: 64)
            base.initializeMemory(as: UInt8.self, repeating: 0, count: max(count, 1))
            return base
        }
        guard let base = mmap(nil, count, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0), base != MAP_FAILED else {
            fatalError("\(SystemError("mmap", object: "\(count) bytes of pixels"))")
        }
        return base
    }

    /// Frees what `allocatePixels(count)` returned.
    public static func freePixels(_ base: UnsafeMutableRawPointer, count: Int) {
        if count >= ownPixelMappingBytes { munmap(base, count) } else { base.deallocate() }
    }
}
