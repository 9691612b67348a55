// RowBands: splits the rows of a drawing step between the caller's thread and helper threads
// kept from frame to frame, on boards with cores to spare.
import Dispatch
import FoundationEssentials
import SystemCall

/// Runs a row-by-row drawing step in bands: the rows are cut into `count` bands of about the
/// same height, the first drawn on the caller's thread and each other one on a helper thread of
/// its own, and `run` returns when all are drawn. The helpers are started once and sleep between
/// frames (a semaphore each way: no allocation, no thread start per frame).
///
/// The step must give the same pixels whatever the bands: each band writes only its own rows and
/// reads nothing another band writes; state a band keeps while it works (a row cache) is its
/// own, picked by the band's index.
///
/// Ownership: the helpers hold the shared state, never the `RowBands`, so it can go away while
/// they sleep; its `deinit` tells them to end and waits for them.
public final class RowBands: @unchecked Sendable {
    /// What the caller's thread and the helpers share. The step is set before the helpers are
    /// woken and cleared after they have all said they are done: the semaphores order it.
    private final class Shared: @unchecked Sendable {
        var step: ((Int, Range<Int>) -> Void)?
        /// The rows of the step being drawn; each thread works out its own band of them.
        var rows = 0..<0
        var stopping = false
        /// One per helper: signalled when its band is ready to draw (or at stop).
        let start: [DispatchSemaphore]
        /// Signalled by each helper when its band is drawn (and once more as it ends).
        let done = DispatchSemaphore(value: 0)

        init(helpers: Int) { start = (0..<helpers).map { _ in DispatchSemaphore(value: 0) } }
    }

    /// The number of bands: the caller's thread and `count - 1` helpers.
    public let count: Int
    private let shared: Shared

    /// `threads` bands (at least 1; 1 runs everything on the caller's thread, with no helper).
    public init(threads: Int) {
        count = max(1, threads)
        shared = Shared(helpers: count - 1)
        for helper in 1..<count {
            SystemThread.start(name: "render-\(helper)") { [shared] in Self.serve(shared, band: helper) }
        }
    }

    deinit {
        guard count > 1 else { return }
        shared.stopping = true
        for semaphore in shared.start { semaphore.signal() }
        for _ in 1..<count { shared.done.wait() }
    }

    /// One band, drawn on the caller's thread: no helper thread.
    public static let single = RowBands(threads: 1)

    /// How many bands a kiosk on this machine draws with when not told (`--render-threads auto`):
    /// two when there are at least three cores to run on (one for the loop, one for the decoder,
    /// one for the second band), else one. A Raspberry Pi 4 or 5 has four.
    public static var automaticThreadCount: Int { ProcessInfo.processInfo.activeProcessorCount >= 3 ? 2 : 1 }

    /// Band `band` of `rows` cut into `count` bands of about the same height, top to bottom.
    @inline(__always)
    static func band(_ band: Int, of rows: Range<Int>, count: Int) -> Range<Int> {
        rows.lowerBound + rows.count * band / count..<rows.lowerBound + rows.count * (band + 1) / count
    }

    /// Calls `step(band, rows)` once per band of `rows`, the bands at the same time, and returns
    /// when all have returned. Not reentrant: one `run` at a time per `RowBands`.
    public func run(_ rows: Range<Int>, _ step: (Int, Range<Int>) -> Void) {
        guard count > 1, rows.count > 1 else {
            step(0, rows)
            return
        }
        withoutActuallyEscaping(step) { step in
            shared.rows = rows
            shared.step = step
            for semaphore in shared.start { semaphore.signal() }
            step(0, Self.band(0, of: rows, count: count))
            for _ in 1..<count { shared.done.wait() }
            // Dropped before `withoutActuallyEscaping` returns: the closure must not outlive it.
            shared.step = nil
        }
    }

    private static func serve(_ shared: Shared, band: Int) {
        let start = shared.start[band - 1]
        let count = shared.start.count + 1
        while true {
            start.wait()
            if shared.stopping { break }
            shared.step!(band, Self.band(band, of: shared.rows, count: count))
            shared.done.signal()
        }
        shared.done.signal()
    }
}
