// StageTimes: time spent in each stage of drawing a frame, for the benchmark.

/// The time of each stage, summed over the frames drawn.
public struct StageTimes: Sendable {
    public var preview = Duration.zero
    public var indicator = Duration.zero
    public var banner = Duration.zero

    public init() {}
}
