// ResultPace: how often the decoder's or the price reader's results arrive, smoothed.

/// The time between a worker's results (decoded frames, price readings), smoothed. The repeat
/// guard lasts at least three of them (`ScanStateMachine.minimumGuard`): a code counts as out
/// of sight only when results that could have seen it did not. Under emulation, or on a board
/// that decodes slowly, one result can take over a second, longer than the guard's 2 s allows
/// for a code missed on one frame, and a code held up was captured again and again.
struct ResultPace {
    private var last: Double?
    /// Seconds between results (0 until two have come).
    private(set) var interval = 0.0

    /// Notes a result arriving at `time`.
    mutating func arrived(at time: Double) {
        if let last, time > last {
            interval = interval == 0 ? time - last : 0.75 * interval + 0.25 * (time - last)
        }
        last = time
    }

    /// The next result comes after a pause (a result shown, the mode switched): the gap is not
    /// a result's time.
    mutating func pause() { last = nil }
}
