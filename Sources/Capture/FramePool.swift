// FramePool: reusable frame memory for a camera, so streaming allocates nothing per frame.
import FoundationEssentials
import Synchronization
import SystemCall

/// Hands out buffers of one size; a buffer comes back to the pool when the last frame using it
/// is gone (its `FrameBuffer` is freed). Keeps at most `limit` spare buffers. Thread-safe: frames
/// die on the decoder thread as often as on the loop.
public final class FramePool: Sendable {
    /// A spare buffer's memory. (`@unchecked`: a raw pointer, which Swift cannot check across
    /// threads; it is owned by the pool's list while spare, by one frame while lent.)
    private struct Memory: @unchecked Sendable { let base: UnsafeMutableRawPointer }

    public let size: Int
    private let limit: Int
    private let spare = Mutex<[Memory]>([])

    public init(size: Int, limit: Int = 6) {
        self.size = size
        self.limit = limit
    }

    deinit { spare.withLock { for memory in $0 { MemoryPolicy.freePixels(memory.base, count: size) } } }

    /// A buffer of `size` bytes (contents undefined).
    public func buffer() -> FrameBuffer {
        let memory = spare.withLock { $0.popLast()?.base }
        let size = self.size
        let base = memory ?? MemoryPolicy.allocatePixels(size)
        return FrameBuffer(borrowing: base, count: size) { [weak self] base in
            guard let self else { return MemoryPolicy.freePixels(base, count: size) }
            let kept = self.spare.withLock { spare in
                guard spare.count < self.limit else { return false }
                spare.append(Memory(base: base))
                return true
            }
            if !kept { MemoryPolicy.freePixels(base, count: size) }
        }
    }
}
