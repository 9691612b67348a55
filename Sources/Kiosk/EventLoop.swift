// EventLoop: the kiosk's one poll(2) loop over file descriptors: timers, wake-ups, signals,
// the DRM card, the camera and input devices.
import CLinux
import Glibc
import SystemCall

/// Calls handlers when their file descriptors become readable. Single-threaded: handlers run on
/// the thread that called `run`, one at a time; nothing else touches the kiosk's state.
public final class EventLoop {
    public typealias Handler = () -> Void
    private var watches: [(fd: Int32, handler: Handler)] = []
    private var running = false

    public init() {}

    /// Calls `handler` whenever `fd` is readable (or has hung up). The caller owns `fd`.
    public func watch(_ fd: Int32, _ handler: @escaping Handler) {
        watches.append((fd, handler))
    }

    public func unwatch(_ fd: Int32) {
        watches.removeAll { $0.fd == fd }
    }

    /// Polls until `stop` is called from a handler.
    public func run() throws(SystemError) {
        running = true
        var fds: [pollfd] = []
        while running {
            fds = watches.map { pollfd(fd: $0.fd, events: Int16(POLLIN), revents: 0) }
            let ready = poll(&fds, nfds_t(fds.count), -1)
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
}

/// SIGINT and SIGTERM as a file descriptor (signalfd), so a stop request is one more event in
/// the loop and the kiosk shuts down cleanly. The signals are blocked for the whole process.
public final class StopSignals {
    public let fd: Int32

    public init() throws(SystemError) {
        var set = sigset_t()
        sigemptyset(&set)
        sigaddset(&set, SIGINT)
        sigaddset(&set, SIGTERM)
        guard sigprocmask(SIG_BLOCK, &set, nil) == 0 else { throw SystemError("sigprocmask") }
        fd = try SystemError.check("signalfd") { signalfd(-1, &set, Int32(SFD_NONBLOCK | SFD_CLOEXEC)) }
    }

    deinit { close(fd) }

    /// The signal number received, if any.
    public func take() -> Int32? {
        var info = signalfd_siginfo()
        return read(fd, &info, MemoryLayout<signalfd_siginfo>.size) == MemoryLayout<signalfd_siginfo>.size ? Int32(info.ssi_signo) : nil
    }
}
