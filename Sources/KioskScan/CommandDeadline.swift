// CommandDeadline: the end a command's `--seconds` sets, as the timeouts its poll(2) loop waits with.
import SystemCall

struct CommandDeadline {
    /// Monotonic seconds at which the command ends; nil: it runs until interrupted.
    let end: Double?

    init(seconds: Double?) {
        end = seconds.map { monotonicNow() + $0 }
    }

    /// How long the next poll may wait, in milliseconds (-1: no end); nil once the end has passed.
    func pollTimeout() -> Int32? {
        guard let end else { return -1 }
        let left = end - monotonicNow()
        return left > 0 ? Int32(min(left * 1000, 60_000).rounded(.up)) : nil
    }
}
