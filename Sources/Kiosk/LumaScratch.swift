// LumaScratch: the memory a decoding thread converts frames' luma into, kept from one frame to
// the next instead of allocated for each.
import SystemCall

/// Two byte buffers a decoder reuses frame after frame: `plane` for a block of luma (the decode
/// region of a packed frame, the half-resolution frame), `rows` for the rows a block is made
/// from. Each grows to the largest size asked and is kept, so a kiosk decoding the same region
/// frame after frame allocates nothing for it; they were allocated and freed on every decode
/// (77 KB to 1 MB). Measured, they were not what made the decoding thread's heap grow over a
/// long run: ZBar was (`ZBarEngine.renewalSymbols`; README, "Memory").
///
/// A block of `MemoryPolicy.ownMappingBytes` or more is not kept: glibc maps it on its own and
/// unmaps it when freed, and the read that needs one (the whole 1080p frame of a packed format,
/// when a code reaches the region's edge) is rare; keeping it would hold 2 MB resident.
///
/// One per thread: a buffer is lent for the length of a call, and the calls do not nest for
/// the same buffer.
public final class LumaScratch {
    public enum Buffer: Int, CaseIterable {
        case plane
        case rows
    }

    private var buffers: [UnsafeMutableBufferPointer<UInt8>]

    public init() {
        buffers = Buffer.allCases.map { _ in UnsafeMutableBufferPointer(start: nil, count: 0) }
    }

    deinit {
        for buffer in buffers { buffer.deallocate() }
    }

    /// Bytes kept in `buffer` now (what the scratch holds resident once written).
    public func capacity(of buffer: Buffer) -> Int { buffers[buffer.rawValue].count }

    /// Calls `body` with `count` bytes of `buffer`, their contents undefined, valid during the call.
    public func withBytes<R>(_ buffer: Buffer, count: Int, _ body: (UnsafeMutablePointer<UInt8>) throws -> R) rethrows -> R {
        precondition(count > 0, "a scratch block of \(count) bytes")
        guard count < Int(MemoryPolicy.ownMappingBytes) else {
            let once = UnsafeMutablePointer<UInt8>.allocate(capacity: count)
            defer { once.deallocate() }
            return try body(once)
        }
        if buffers[buffer.rawValue].count < count {
            buffers[buffer.rawValue].deallocate()
            buffers[buffer.rawValue] = UnsafeMutableBufferPointer.allocate(capacity: count)
        }
        return try body(buffers[buffer.rawValue].baseAddress!)
    }
}
