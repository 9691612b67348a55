// Screenshots: `--screenshot PATH`: the frame on screen written as PNG at the end of the run,
// on SIGUSR1 and at the `--screenshot-at` times.
import CLinux
import Display
import Glibc
import Render
import SystemCall

/// Writes `display.screenshot()` to one path, replacing it each time (atomically).
final class Screenshots {
    let path: String
    private let display: Display
    private var pending: [Double]
    private let log: (String) -> Void

    init?(options: KioskOptions, display: Display, log: @escaping (String) -> Void) {
        guard let path = options.screenshot else { return nil }
        self.path = path
        self.display = display
        pending = options.screenshotAt.sorted()
        self.log = log
    }

    /// Screenshots on request only (the debug key) when no `--screenshot PATH` was given.
    init(path: String, display: Display, log: @escaping (String) -> Void) {
        self.path = path
        self.display = display
        pending = []
        self.log = log
    }

    /// Takes the screenshot for every `--screenshot-at` time that `time` has reached.
    func due(at time: Double) {
        guard let next = pending.first, time + 1e-9 >= next else { return }
        while let first = pending.first, time + 1e-9 >= first { pending.removeFirst() }
        take(String(format: "at %.2f s", time))
    }

    func take(_ reason: String) {
        guard let image = display.screenshot() else {
            log("screenshot \(reason): no frame on screen yet")
            return
        }
        do {
            try PNGWriter.write(image.surface, to: path)
            log("screenshot \(path) (\(reason), \(image.width)x\(image.height))")
        } catch {
            log("screenshot \(reason): \(error)")
        }
    }
}

/// SIGUSR1 as a file descriptor (signalfd): "write a screenshot now". The signal is blocked for
/// the whole process (so create this before other threads start). Closed in `deinit`.
final class ScreenshotSignal {
    let fd: Int32

    init() throws(SystemError) {
        var set = sigset_t()
        sigemptyset(&set)
        sigaddset(&set, SIGUSR1)
        guard sigprocmask(SIG_BLOCK, &set, nil) == 0 else { throw SystemError("sigprocmask") }
        fd = try SystemError.check("signalfd") { signalfd(-1, &set, Int32(SFD_NONBLOCK | SFD_CLOEXEC)) }
    }

    deinit { close(fd) }

    /// Whether SIGUSR1 arrived since the last call.
    func take() -> Bool {
        var info = signalfd_siginfo()
        var any = false
        while read(fd, &info, MemoryLayout<signalfd_siginfo>.size) == MemoryLayout<signalfd_siginfo>.size { any = true }
        return any
    }
}
