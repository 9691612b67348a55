// MemoryReadSpeedTests: the read loop behind the uncached-memory tests of the screen's buffers
// and the camera's.
import SystemCall
import Testing

@Suite struct MemoryReadSpeedTests {
    @Test func theReadLoopReadsEveryWord() {
        let words: [UInt64] = (1...1000).map { UInt64($0) }
        let sum = words.withUnsafeBytes { MemoryReadSpeed.readAll($0.baseAddress!, bytes: $0.count) }
        #expect(sum == 500_500)
        #expect(MemoryReadSpeed.fastestRead(words.withUnsafeBytes { $0.baseAddress! }, bytes: 8000) > 0)
    }

    @Test func lessThanAPageIsTooLittleToTime() {
        let memory = UnsafeMutableRawPointer.allocate(byteCount: 8192, alignment: 64)
        defer { memory.deallocate() }
        memory.initializeMemory(as: UInt8.self, repeating: 7, count: 8192)
        #expect(MemoryReadSpeed.measure(UnsafeRawPointer(memory), bytes: 4000) == nil)
        #expect(MemoryReadSpeed.measure(UnsafeRawPointer(memory), bytes: 8192) != nil)
    }

    @Test func theLogSaysBothSpeeds() {
        // 1 MiB in 1 ms is 1049 MB/s (decimal megabytes).
        #expect(MemoryReadSpeed(mapping: 1e6, cached: 5e5).description == "reads 1049 MB/s, cached memory 2097 MB/s")
        #expect(MemoryReadSpeed(mapping: 4e6, cached: 1e6).isSlower(than: 3))
    }
}
