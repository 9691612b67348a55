// VirtualTerminal: the Linux text console put in graphics mode (KDSETMODE KD_GRAPHICS) while
// the kiosk owns the screen, so no console text or blinking cursor is drawn over it.
import CLinux
import Glibc
import SystemCall

/// The foreground virtual terminal in graphics mode for as long as this object lives; text
/// mode is put back in `deinit` (even if it was left in graphics mode by a kiosk that was
/// killed: a console is in text mode when nobody draws on it), and the descriptor closed.
final class VirtualTerminal {
    let path: String
    private let fd: Int32

    /// Switches the console to graphics mode. Returns nil (and says why through `log`) when
    /// there is no console or the kiosk may not switch it: KDSETMODE needs the VT to be the
    /// process's controlling terminal or CAP_SYS_TTY_CONFIG (root). The kiosk runs on anyway.
    init?(log: (String) -> Void) {
        // Standard input when the kiosk was started on a VT (systemd TTYPath=, a login shell);
        // else /dev/tty0, which opens the VT in the foreground now.
        var candidates: [(String, Int32)] = []
        var mode: Int32 = 0
        if ioctl(0, UInt(KDGETMODE), &mode) == 0 { candidates.append(("standard input", dup(0))) }
        for path in ["/dev/tty0", "/dev/tty"] {
            let fd = open(path, O_RDWR | O_CLOEXEC | O_NOCTTY)
            if fd >= 0 { candidates.append((path, fd)) }
        }
        var reasons: [String] = []
        var chosen: (String, Int32, Int32)?
        for (path, fd) in candidates {
            if chosen == nil {
                var current: Int32 = 0
                if ioctl(fd, UInt(KDGETMODE), &current) != 0 {
                    reasons.append("\(path): KDGETMODE: \(SystemError.reason(errno))")
                } else if ioctl(fd, UInt(KDSETMODE), Int32(KD_GRAPHICS)) != 0 {
                    reasons.append("\(path): KDSETMODE: \(SystemError.reason(errno))")
                } else {
                    chosen = (path, fd, current)
                    continue
                }
            }
            close(fd)
        }
        guard let (path, fd, previous) = chosen else {
            log(
                "console: left in text mode (" + (reasons.isEmpty ? "no VT to open" : reasons.joined(separator: "; "))
                    + "); console text may show through when the kiosk exits")
            return nil
        }
        self.path = path
        self.fd = fd
        log(
            "console: \(path) in graphics mode until the kiosk exits"
                + (previous != KD_TEXT ? " (it already was: left so by a kiosk that was killed?)" : ""))
    }

    deinit {
        _ = ioctl(fd, UInt(KDSETMODE), Int32(KD_TEXT))
        close(fd)
    }
}
