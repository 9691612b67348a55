// EventDescriptors: the Linux event fds a display watches — epoll (several fds shown to the
// kiosk's loop as one), eventfd (a self-wake) and timerfd (a retry timer).
import CLinux
import Glibc
import SystemCall

/// An epoll instance: readable whenever one of its members is. Lets a display hand the loop
/// one descriptor for its DRM fd, hot-plug socket and timers. Closed in `deinit`; the members
/// belong to their own owners.
final class EpollSet {
    let fd: Int32

    init() throws(SystemError) {
        fd = try SystemError.check("epoll_create1", object: "display events") { epoll_create1(Int32(EPOLL_CLOEXEC)) }
    }

    deinit { close(fd) }

    func add(_ member: Int32) throws(SystemError) {
        var event = epoll_event()
        event.events = EPOLLIN.rawValue
        event.data.fd = member
        try SystemError.check("epoll_ctl", object: "display events") { epoll_ctl(fd, EPOLL_CTL_ADD, member, &event) }
    }
}

/// An eventfd the display rings to wake the loop when it can take a frame without a kernel
/// event (after a legacy mode set, which completes at once). Closed in `deinit`.
final class Doorbell {
    let fd: Int32

    init() throws(SystemError) {
        fd = try SystemError.check("eventfd", object: "display events") { eventfd(0, Int32(EFD_NONBLOCK | EFD_CLOEXEC)) }
    }

    deinit { close(fd) }

    func ring() {
        var one: UInt64 = 1
        _ = write(fd, &one, 8)
    }

    /// Whether it rang since the last call.
    func answer() -> Bool {
        var count: UInt64 = 0
        return read(fd, &count, 8) == 8 && count > 0
    }
}

/// A timerfd (CLOCK_MONOTONIC): periodic while the display waits to retry a mode set, one-shot
/// while it holds a frame back on a driver that completes flips faster than the screen
/// refreshes. Closed in `deinit`.
final class DisplayTimer {
    let fd: Int32

    init() throws(SystemError) {
        fd = try SystemError.check("timerfd_create", object: "display events") {
            timerfd_create(CLOCK_MONOTONIC, Int32(TFD_NONBLOCK | TFD_CLOEXEC))
        }
    }

    deinit { close(fd) }

    /// Fires every `seconds` from now on; `nil` stops it.
    func arm(every seconds: Int?) {
        let period = timespec(tv_sec: seconds ?? 0, tv_nsec: 0)
        var spec = itimerspec(it_interval: period, it_value: period)
        timerfd_settime(fd, 0, &spec, nil)
    }

    /// Fires once, `seconds` from now (at least a microsecond).
    func arm(after seconds: Double) {
        let nanoseconds = max(1000, Int(seconds * 1e9))
        var spec = itimerspec(it_interval: timespec(), it_value: timespec(tv_sec: nanoseconds / 1_000_000_000, tv_nsec: nanoseconds % 1_000_000_000))
        timerfd_settime(fd, 0, &spec, nil)
    }

    /// Whether it fired since the last call.
    func expired() -> Bool {
        var count: UInt64 = 0
        return read(fd, &count, 8) == 8 && count > 0
    }
}

/// Seconds on CLOCK_MONOTONIC, the clock of page-flip timestamps.
func monotonicNow() -> Double {
    var now = timespec()
    clock_gettime(CLOCK_MONOTONIC, &now)
    return Double(now.tv_sec) + Double(now.tv_nsec) * 1e-9
}
