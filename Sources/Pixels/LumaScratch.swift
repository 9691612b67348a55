// LumaScratch: the memory a decoding thread makes luma planes in (a block of a packed frame,
// the half-resolution frame, an engine's extra pass), kept from one frame to the next instead
// of allocated for each.

/// Byte buffers a decoding thread reuses frame after frame, one per use that may be lent while
/// another is: `plane` for a block of luma (the decode region of a packed frame, the
/// half-resolution frame), `rows` for the rows a block is made from, `pass` for the plane an
/// engine reads in an extra pass (halved, inverted, doubled, or packed without row padding for
/// ZBar). Each grows to the largest size asked and is kept, so a kiosk decoding the same region
/// frame after frame allocates nothing for it; they were allocated and freed on every decode
/// (77 KB to 1 MB). Measured, they were not what made the decoding thread's heap grow over a
/// long run: ZBar was (`ZBarEngine.renewalSymbols`; docs/performance.md, "What keeps it down").
///
/// A block of `ownMappingBytes` or more is not kept: glibc maps it on its own and unmaps it
/// when freed, and the read that needs one (the whole 1080p frame of a packed format, when a
/// code reaches the region's edge) is rare; keeping it would hold 2 MB resident.
///
/// One per thread: a buffer is lent for the length of a call, and the calls do not nest for
/// the same buffer.
public final class LumaScratch {
    public enum Buffer: Int, CaseIterable {
        case plane
        case rows
        case pass
    }

    /// The size from which glibc maps a block on its own: its mmap threshold as the kiosk fixes
    /// it (`MemoryPolicy.ownMappingBytes` in SystemCall, which this target does not see;
    /// `MemoryPolicyTests` checks that the two agree).
    public static let ownMappingBytes = 1 << 20

    private var buffers: [UnsafeMutableBufferPointer<UInt8>]
    private var lent: [Bool]

    public init() {
        buffers = Buffer.allCases.map { _ in UnsafeMutableBufferPointer(start: nil, count: 0) }
        lent = Buffer.allCases.map { _ in false }
    }

    deinit {
        for buffer in buffers { buffer.deallocate() }
    }

    /// Bytes kept in `buffer` now (what the scratch holds resident once written).
    public func capacity(of buffer: Buffer) -> Int { buffers[buffer.rawValue].count }

    /// Calls `body` with `count` bytes of `buffer`, their contents undefined, valid during the call.
    public func withBytes<R, E: Error>(_ buffer: Buffer, count: Int, _ body: (UnsafeMutablePointer<UInt8>) throws(E) -> R) throws(E) -> R {
        precondition(count > 0, "a scratch block of \(count) bytes")
        guard count < Self.ownMappingBytes else {
            let once = UnsafeMutablePointer<UInt8>.allocate(capacity: count)
            defer { once.deallocate() }
            return try body(once)
        }
        let index = buffer.rawValue
        precondition(!lent[index], "the scratch's \(buffer) buffer is lent already")
        if buffers[index].count < count {
            buffers[index].deallocate()
            buffers[index] = UnsafeMutableBufferPointer.allocate(capacity: count)
        }
        lent[index] = true
        defer { lent[index] = false }
        return try body(buffers[index].baseAddress!)
    }
}
