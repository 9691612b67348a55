// ServiceNotifier: tells systemd (Type=notify) that the kiosk is up and that its loop is alive:
// the sd_notify protocol written out, one datagram per message to the NOTIFY_SOCKET socket.
import FoundationEssentials
import Glibc
import SystemCall

/// Written by hand rather than linking libsystemd: the protocol is a datagram of
/// `NAME=value` lines to a unix socket (a path, or an abstract name when it starts with `@`),
/// and the kiosk needs three messages of it. Exists only when systemd started the kiosk with
/// NOTIFY_SOCKET set.
///
/// - `READY=1` once the screen shows the first frame (so `systemctl start` returns, and units
///   ordered after the kiosk start, when it is really up).
/// - `WATCHDOG=1` every half `WatchdogSec=`, from a timer on the kiosk's own loop: when the loop
///   is stuck (a handler that never returns, SIGSTOP), the keep-alives stop and systemd kills
///   and restarts the kiosk.
/// - `STOPPING=1` when the kiosk is stopping.
public final class ServiceNotifier {
    /// The socket's address as systemd gave it (a path, or `@name`).
    public let address: String
    /// Half `WatchdogSec=`, when systemd asked this process for keep-alives (WATCHDOG_USEC set,
    /// and WATCHDOG_PID absent or this process).
    public let watchdogInterval: Double?
    /// Owned: a datagram socket, closed in deinit. Only written to; never polled.
    private let fd: Int32
    private var timer: TimerDescriptor?
    private weak var events: EventRegistry?
    public private(set) var isReady = false

    /// nil when systemd did not start the kiosk as a notify service (no NOTIFY_SOCKET).
    public convenience init?(environment: [String: String] = ProcessInfo.processInfo.environment) throws(SystemError) {
        guard let address = environment["NOTIFY_SOCKET"], !address.isEmpty else { return nil }
        var interval: Double?
        if let usec = environment["WATCHDOG_USEC"].flatMap({ UInt64($0) }), usec > 0,
            environment["WATCHDOG_PID"].flatMap({ Int32($0) }).map({ $0 == getpid() }) ?? true
        {
            interval = Double(usec) / 2e6
        }
        try self.init(address: address, watchdogInterval: interval)
    }

    public init(address: String, watchdogInterval: Double?) throws(SystemError) {
        self.address = address
        self.watchdogInterval = watchdogInterval
        fd = try SystemError.check("socket", object: "NOTIFY_SOCKET \(address)") {
            socket(AF_UNIX, Int32(SOCK_DGRAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        }
    }

    deinit { close(fd) }

    /// Sends one message (`NAME=value` lines). Returns false when it could not be sent (the
    /// socket is gone: systemd is not listening; nothing to do about it then).
    @discardableResult
    public func send(_ message: String) -> Bool {
        var socketAddress = sockaddr_un()
        socketAddress.sun_family = sa_family_t(AF_UNIX)
        var path = Array(address.utf8)
        if path.first == UInt8(ascii: "@") { path[0] = 0 }  // an abstract socket: a leading NUL
        let capacity = MemoryLayout.size(ofValue: socketAddress.sun_path)
        guard path.count < capacity else { return false }
        withUnsafeMutableBytes(of: &socketAddress.sun_path) { $0.copyBytes(from: path) }
        // An abstract name's length counts exactly (no terminating NUL); a path's includes one.
        let length = MemoryLayout<sa_family_t>.size + path.count + (path.first == 0 ? 0 : 1)
        let bytes = Array(message.utf8)
        let sent = withUnsafePointer(to: &socketAddress) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { address in
                sendto(fd, bytes, bytes.count, Int32(MSG_NOSIGNAL), address, socklen_t(length))
            }
        }
        return sent == bytes.count
    }

    /// Starts the keep-alives on the loop (a timer every `watchdogInterval`), if systemd asked
    /// for them.
    public func attach(to events: EventRegistry) throws(SystemError) {
        guard let watchdogInterval, timer == nil else { return }
        let timer = try TimerDescriptor(label: "watchdog timer", every: watchdogInterval)
        events.watch(timer.fd) { [unowned self, unowned timer] in
            timer.acknowledge()
            self.send("WATCHDOG=1")
        }
        self.timer = timer
        self.events = events
    }

    /// The screen shows the kiosk: READY=1, once.
    public func screenShows() {
        guard !isReady else { return }
        isReady = true
        send("READY=1\nSTATUS=Scanning")
    }

    /// Stops the keep-alives and says the kiosk is stopping.
    public func stopping() {
        if let timer {
            events?.unwatch(timer.fd)
            self.timer = nil
        }
        send("STOPPING=1")
    }
}
