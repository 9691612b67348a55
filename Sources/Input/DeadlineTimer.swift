// DeadlineTimer: a one-shot CLOCK_MONOTONIC timerfd for gesture and key deadlines (long press,
// wedge bursts, the end of a beep), so the loop needs no timeout of its own.
import CInput
import Glibc
import SystemCall

/// A timerfd armed for one absolute monotonic time; readable once it has passed. Owns its
/// descriptor and closes it in `deinit`.
public final class DeadlineTimer {
    public let fd: Int32
    public private(set) var deadline: Double?

    public init() throws(SystemError) {
        fd = try SystemError.check("timerfd_create", device: "timer") { timerfd_create(CLOCK_MONOTONIC, Int32(TFD_NONBLOCK | TFD_CLOEXEC)) }
    }

    deinit { Glibc.close(fd) }

    /// Seconds on CLOCK_MONOTONIC, the clock evdev timestamps are switched to.
    public static func now() -> Double {
        var spec = timespec()
        clock_gettime(CLOCK_MONOTONIC, &spec)
        return Double(spec.tv_sec) + Double(spec.tv_nsec) / 1e9
    }

    /// Arms the timer for `time` (monotonic seconds), or disarms it for nil.
    public func arm(at time: Double?) {
        guard time != deadline else { return }
        deadline = time
        var spec = itimerspec()
        if let time {
            // A time already past still fires (at once): 0 would disarm.
            let t = max(time, 1e-9)
            spec.it_value = timespec(tv_sec: Int(t), tv_nsec: max(Int((t - Double(Int(t))) * 1e9), 1))
        }
        _ = timerfd_settime(fd, Int32(TFD_TIMER_ABSTIME), &spec, nil)
    }

    /// Reads the expiry (so the descriptor is no longer readable).
    public func acknowledge() {
        var count: UInt64 = 0
        _ = Glibc.read(fd, &count, 8)
    }
}
