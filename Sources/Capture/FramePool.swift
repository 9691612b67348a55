// FramePool: reusable frame memory for a camera, so streaming allocates nothing per frame.
import FoundationEssentials
import SystemCall

/// Hands out buffers of one size; a buffer comes back to the pool when the last frame using it
/// is gone (its `FrameBuffer` is freed). Keeps at most `limit` spare buffers. Thread-safe: frames
/// die on the decoder thread as often as on the loop. (`@unchecked`: the spare memory is raw
/// pointers, which Swift cannot check across threads; every use of it holds `lock`.)
public final class FramePool: @unchecked Sendable {
    public let size: Int
    private let limit: Int
    private let lock = ThreadLock()
    private var spare: [UnsafeMutableRawPointer] = []

    public init(size: Int, limit: Int = 6) {
        self.size = size
        self.limit = limit
    }

    deinit { for memory in spare { MemoryPolicy.freePixels(memory, count: size) } }

    /// A buffer of `size` bytes (contents undefined).
    public func buffer() -> FrameBuffer {
        lock.lock()
        let memory = spare.popLast()
        lock.unlock()
        let size = self.size
        let base = memory ?? MemoryPolicy.allocatePixels(size)
        return FrameBuffer(borrowing: base, count: size) { [weak self] base in
            guard let self else { return MemoryPolicy.freePixels(base, count: size) }
            self.lock.lock()
            if self.spare.count < self.limit {
                self.spare.append(base)
                self.lock.unlock()
            } else {
                self.lock.unlock()
                MemoryPolicy.freePixels(base, count: size)
            }
        }
    }
}
