// FramePool: reusable frame memory for a camera, so streaming allocates nothing per frame.
import Foundation

/// Hands out buffers of one size; a buffer comes back to the pool when the last frame using it
/// is gone (its `FrameBuffer` is freed). Keeps at most `limit` spare buffers. Thread-safe: frames
/// die on the decoder thread as often as on the loop. (`@unchecked`: the spare memory is raw
/// pointers, which Swift cannot check across threads; every use of it holds `lock`.)
public final class FramePool: @unchecked Sendable {
    public let size: Int
    private let limit: Int
    private let lock = NSLock()
    private var spare: [UnsafeMutableRawPointer] = []

    public init(size: Int, limit: Int = 6) {
        self.size = size
        self.limit = limit
    }

    deinit { for memory in spare { memory.deallocate() } }

    /// A buffer of `size` bytes (contents undefined).
    public func buffer() -> FrameBuffer {
        lock.lock()
        let memory = spare.popLast()
        lock.unlock()
        let base = memory ?? UnsafeMutableRawPointer.allocate(byteCount: max(size, 1), alignment: 64)
        return FrameBuffer(borrowing: base, count: size) { [weak self] base in
            guard let self else { return base.deallocate() }
            self.lock.lock()
            if self.spare.count < self.limit {
                self.spare.append(base)
                self.lock.unlock()
            } else {
                self.lock.unlock()
                base.deallocate()
            }
        }
    }
}
