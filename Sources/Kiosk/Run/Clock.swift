// Clock: the kiosk's time, real or virtual, in seconds since the run started.
import FoundationEssentials

/// Where the kiosk's time comes from. Everything time-dependent (animations, resume, repeat
/// guard) reads this clock, so a virtual clock makes a run reproducible frame for frame.
public protocol KioskClock: AnyObject {
    /// Seconds since the run started.
    var now: Double { get }
}

/// Monotonic time (CLOCK_MONOTONIC through ContinuousClock): never jumps with the wall clock.
public final class MonotonicClock: KioskClock {
    private let start = ContinuousClock.now

    public init() {}

    public var now: Double {
        let elapsed = ContinuousClock.now - start
        return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
    }
}

/// Time that moves only when told: frame `n` of a run at `fps` is at `n / fps` exactly.
public final class VirtualClock: KioskClock {
    public let fps: Double
    public private(set) var frame = 0

    public init(fps: Double) {
        self.fps = fps
    }

    public var now: Double { Double(frame) / fps }

    public func advance() { frame += 1 }
}
