// EpollSet: epoll, which shows the kiosk's loop the display's several descriptors (the
// DRM fd, the hot-plug socket, its timers and doorbell from SystemCall) as one.
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
