// Backoff: how long a destination rests after failures in a row.

/// 1 s after the first failure, doubling up to `maximum` (60 s): a receiver that is down is not
/// hammered, one that comes back is found within a minute.
public struct Backoff: Sendable, Equatable {
    public var initial = 1.0
    public var maximum = 60.0
    public private(set) var failures = 0

    public init(initial: Double = 1, maximum: Double = 60) {
        self.initial = initial
        self.maximum = maximum
    }

    /// Counts a failure; returns the pause before the next attempt.
    public mutating func failed() -> Double {
        failures += 1
        return min(initial * Double(1 << min(failures - 1, 20)), maximum)
    }

    public mutating func succeeded() { failures = 0 }
}
