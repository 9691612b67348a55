// SignalDescriptor: signals as a file descriptor (signalfd), so a stop request or a
// screenshot request is one more event in the poll loop.
import CLinux
import Glibc

/// Receives `signals` through a signalfd instead of handlers. The signals are blocked for the
/// whole process, so create it before other threads start (they inherit the mask). Owns its
/// descriptor and closes it in `deinit`; the signals stay blocked.
public final class SignalDescriptor {
    public let fd: Int32
    public let signals: [Int32]

    public init(_ signals: [Int32]) throws(SystemError) {
        self.signals = signals
        var set = sigset_t()
        sigemptyset(&set)
        for signal in signals { sigaddset(&set, signal) }
        guard sigprocmask(SIG_BLOCK, &set, nil) == 0 else { throw SystemError("sigprocmask") }
        let label = signals.map { String(cString: strsignal($0)) }.joined(separator: ", ")
        fd = try SystemError.check("signalfd", object: label) { signalfd(-1, &set, Int32(SFD_NONBLOCK | SFD_CLOEXEC)) }
    }

    deinit { close(fd) }

    /// The signals received since the last call, in order (empty when none).
    public func take() -> [Int32] {
        var received: [Int32] = []
        var info = signalfd_siginfo()
        while read(fd, &info, MemoryLayout<signalfd_siginfo>.size) == MemoryLayout<signalfd_siginfo>.size {
            received.append(Int32(info.ssi_signo))
        }
        return received
    }
}
