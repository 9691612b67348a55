// EventLoop: the one poll(2) loop every source of events registers its descriptors with —
// timers, wake-ups, signals, the DRM card, the camera, input devices.
import CLinux
import Glibc

/// The one way a module's descriptors reach the kiosk's loop (libcamera's event dispatcher:
/// watch a descriptor, and the handler runs when it polls readable). A source registers the
/// descriptors it owns, keeps them registered while they live, and unwatches each before it
/// closes it; handlers run on the loop's thread, one at a time, so nothing they touch needs a
/// lock.
public protocol EventRegistry: AnyObject {
    /// Calls `handler` whenever `fd` is readable (or has hung up), until `unwatch(fd)`. The
    /// caller keeps owning `fd`. Watching a descriptor again replaces its handler.
    func watch(_ fd: Int32, _ handler: @escaping () -> Void)
    /// Stops calling the handler of `fd`; nothing happens when it is not watched.
    func unwatch(_ fd: Int32)
}

/// Calls handlers when their file descriptors become readable. Single-threaded: handlers run on
/// the thread that called `run`, one at a time; nothing else touches the kiosk's state.
public final class EventLoop: EventRegistry {
    public typealias Handler = () -> Void
    private var watches: [(fd: Int32, handler: Handler)] = []
    private var running = false

    public init() {}

    public func watch(_ fd: Int32, _ handler: @escaping Handler) {
        unwatch(fd)
        watches.append((fd, handler))
    }

    public func unwatch(_ fd: Int32) {
        watches.removeAll { $0.fd == fd }
    }

    /// The descriptors watched now, in the order they were first watched.
    public var descriptors: [Int32] { watches.map(\.fd) }

    /// Polls until `stop` is called from a handler, or until `timeout` (seconds, when given)
    /// has passed without any handler stopping it first.
    public func run(timeout: Double? = nil) throws(SystemError) {
        running = true
        let end = timeout.map { monotonicNow() + $0 }
        var fds: [pollfd] = []
        while running {
            var wait: Int32 = -1
            if let end {
                let left = end - monotonicNow()
                guard left > 0 else { return }
                wait = Int32(min(left * 1000, 60_000).rounded(.up))
            }
            fds = watches.map { pollfd(fd: $0.fd, events: Int16(POLLIN), revents: 0) }
            let ready = poll(&fds, nfds_t(fds.count), wait)
            if ready < 0 {
                if errno == EINTR { continue }
                throw SystemError("poll")
            }
            // Handlers may add or remove watches: call by fd, after the snapshot.
            for entry in fds where entry.revents != 0 {
                guard running else { break }
                watches.first { $0.fd == entry.fd }?.handler()
            }
        }
    }

    public func stop() { running = false }

    /// Drops every watch. Handlers usually capture the loop (to stop it) and the sources
    /// capture their owners: call this when the loop is done, so that those cycles end and
    /// everything registered is freed.
    public func unwatchAll() {
        watches.removeAll()
    }
}
