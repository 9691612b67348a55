// ThreadLock: a plain mutex (pthread) for state a few threads touch briefly.
import Glibc

/// A mutual-exclusion lock over a pthread mutex, for the camera's buffer lists that frames
/// return to from whichever thread they die on. (`@unchecked`: the mutex is what makes it safe.)
public final class ThreadLock: @unchecked Sendable {
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)

    public init() { pthread_mutex_init(mutex, nil) }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    public func lock() { pthread_mutex_lock(mutex) }

    public func unlock() { pthread_mutex_unlock(mutex) }

    /// `body`'s result, run holding the lock.
    public func withLock<R>(_ body: () throws -> R) rethrows -> R {
        lock()
        defer { unlock() }
        return try body()
    }
}
