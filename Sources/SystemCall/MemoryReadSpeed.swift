// MemoryReadSpeed: how fast a device's mapped memory reads against ordinary cached memory, which
// tells memory mapped uncached or write-combined from cached pages.
import Glibc

/// A device mapping's read speed and that of cached memory, in nanoseconds per MiB. DRM dumb
/// buffers (a Raspberry Pi's vc4) and some cameras' DMA buffers are mapped uncached or
/// write-combined: every read goes to DRAM on its own, and what reads such memory more than
/// once should read a cached copy of it instead.
public struct MemoryReadSpeed: Equatable, Sendable {
    public let mapping: Double
    public let cached: Double

    public init(mapping: Double, cached: Double) {
        self.mapping = mapping
        self.cached = cached
    }

    /// Times reading the first MiB (at most) of `memory`, `bytes` long and mapped already,
    /// against the same amount of cached memory, the fastest of three tries each (a few
    /// milliseconds at most). Nil when there are fewer than 4096 bytes to time.
    public static func measure(_ memory: UnsafeRawPointer, bytes: Int) -> MemoryReadSpeed? {
        let bytes = min(bytes, 1 << 20) & ~63
        guard bytes >= 4096 else { return nil }
        let cached = UnsafeMutableRawPointer.allocate(byteCount: bytes, alignment: 64)
        defer { cached.deallocate() }
        cached.initializeMemory(as: UInt8.self, repeating: 1, count: bytes)
        let perMiB = Double(1 << 20) / Double(bytes)
        return MemoryReadSpeed(
            mapping: fastestRead(memory, bytes: bytes) * perMiB, cached: fastestRead(UnsafeRawPointer(cached), bytes: bytes) * perMiB)
    }

    /// Whether the mapping reads more than `ratio` times slower than cached memory.
    public func isSlower(than ratio: Double) -> Bool { mapping > ratio * cached }

    /// "reads 1464 MB/s, cached memory 1525 MB/s".
    public var description: String {
        "reads \(Self.megabytesPerSecond(mapping)) MB/s, cached memory \(Self.megabytesPerSecond(cached)) MB/s"
    }

    /// The fastest of three reads of `bytes` at `memory`, in nanoseconds.
    public static func fastestRead(_ memory: UnsafeRawPointer, bytes: Int) -> Double {
        var best = Double.infinity
        for _ in 0..<3 {
            let start = monotonicNanoseconds()
            let sum = readAll(memory, bytes: bytes)
            let elapsed = Double(monotonicNanoseconds() - start)
            sink &+= sum
            best = min(best, elapsed)
        }
        return best
    }

    /// Reads every 64-bit word (a sum the optimizer cannot drop).
    @inline(never)
    public static func readAll(_ memory: UnsafeRawPointer, bytes: Int) -> UInt64 {
        let words = memory.assumingMemoryBound(to: UInt64.self)
        var sum: UInt64 = 0
        for i in 0..<(bytes / 8) { sum &+= words[i] }
        return sum
    }

    nonisolated(unsafe) private static var sink: UInt64 = 0

    private static func monotonicNanoseconds() -> UInt64 {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        return UInt64(now.tv_sec) * 1_000_000_000 + UInt64(now.tv_nsec)
    }

    static func megabytesPerSecond(_ nanosecondsPerMiB: Double) -> Int {
        nanosecondsPerMiB > 0 ? Int((Double(1 << 20) / nanosecondsPerMiB * 1e3).rounded()) : 0
    }
}
