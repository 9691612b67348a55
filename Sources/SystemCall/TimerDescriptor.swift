// TimerDescriptor: a CLOCK_MONOTONIC timerfd — periodic, one-shot after a delay, or at a
// deadline — so a poll loop waits on time like on any other descriptor.
import CLinux
import Glibc

/// Seconds on CLOCK_MONOTONIC: the clock of timerfds, page-flip timestamps and (once switched)
/// evdev event times.
public func monotonicNow() -> Double {
    var now = timespec()
    clock_gettime(CLOCK_MONOTONIC, &now)
    return Double(now.tv_sec) + Double(now.tv_nsec) * 1e-9
}

/// Owns its descriptor (non-blocking, close-on-exec) and closes it in `deinit`. Readable once
/// it has fired; `acknowledge` reads the expirations so it is not readable again until the next.
public final class TimerDescriptor {
    public let fd: Int32
    /// The absolute deadline set with `arm(at:)`, if any.
    public private(set) var deadline: Double?

    /// `label` names the timer in errors (`timerfd_create failed on frame timer: …`).
    public init(label: String) throws(SystemError) {
        fd = try SystemError.check("timerfd_create", object: label) { timerfd_create(CLOCK_MONOTONIC, Int32(TFD_NONBLOCK | TFD_CLOEXEC)) }
    }

    /// A timer firing every `interval` seconds from now.
    public convenience init(label: String, every interval: Double) throws(SystemError) {
        try self.init(label: label)
        arm(every: interval)
    }

    deinit { close(fd) }

    static func spec(_ seconds: Double) -> timespec {
        let whole = Int(seconds)
        return timespec(tv_sec: whole, tv_nsec: Int((seconds - Double(whole)) * 1e9))
    }

    /// Fires every `seconds` from now on; nil (or 0) stops it.
    public func arm(every seconds: Double?) {
        deadline = nil
        let period = Self.spec(max(seconds ?? 0, 0))
        var value = itimerspec(it_interval: period, it_value: period)
        timerfd_settime(fd, 0, &value, nil)
    }

    /// Fires once, `seconds` from now (at least a microsecond: zero would disarm it).
    public func arm(after seconds: Double) {
        deadline = nil
        var value = itimerspec(it_interval: timespec(), it_value: Self.spec(max(seconds, 1e-6)))
        timerfd_settime(fd, 0, &value, nil)
    }

    /// Fires once at `time` (monotonic seconds; a time already past fires at once); nil disarms.
    public func arm(at time: Double?) {
        guard time != deadline else { return }
        deadline = time
        var value = itimerspec()
        if let time {
            let t = max(time, 1e-9)
            value.it_value = timespec(tv_sec: Int(t), tv_nsec: max(Int((t - Double(Int(t))) * 1e9), 1))
        }
        timerfd_settime(fd, Int32(TFD_TIMER_ABSTIME), &value, nil)
    }

    /// Reads how many times it fired since the last call (0 if it has not).
    @discardableResult
    public func acknowledge() -> UInt64 {
        var count: UInt64 = 0
        return read(fd, &count, 8) == 8 ? count : 0
    }
}

/// An eventfd: any thread may `signal` it; the loop polls it and `drain`s it. Owns its
/// descriptor and closes it in `deinit`.
public final class EventCounter: Sendable {
    public let fd: Int32

    public init(label: String) throws(SystemError) {
        fd = try SystemError.check("eventfd", object: label) { eventfd(0, Int32(EFD_NONBLOCK | EFD_CLOEXEC)) }
    }

    deinit { close(fd) }

    public func signal() {
        var one: UInt64 = 1
        _ = write(fd, &one, 8)
    }

    /// Reads the signals since the last call; true when there were any.
    @discardableResult
    public func drain() -> Bool {
        var count: UInt64 = 0
        return read(fd, &count, 8) == 8 && count > 0
    }
}
