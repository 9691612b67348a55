// FlipPacing: whether page flips wait for the screen's refresh, and, when they do not, when
// the next frame may start (no kernel: unit-tested with times).
import FoundationEssentials
import SystemCall
import Wire

/// A driver without vertical-blank interrupts (bochs, simpledrm) reports a flip done as soon as
/// it is committed (bochs: 0.05 to 1 ms after), so "one frame per completed flip" would draw
/// as fast as the kiosk can. That shows as two flips completing less than 3/4 of a refresh
/// period apart, which never happens when flips wait for the vertical blank; from then on each
/// frame starts at least a refresh period after the one before (more would never be seen).
struct FlipPacing: Equatable, Sendable {
    enum Flips: Equatable, Sendable {
        /// Flips have waited for the refresh so far. `lastEvent`: when the last page-flip event
        /// said a frame was shown (nil before the first, and after a mode set that sent none:
        /// its time is not the screen's and is not compared).
        case followRefresh(lastEvent: Double?)
        /// Flips do not wait for the refresh: frames are held to the refresh rate.
        case unpaced
    }

    private(set) var flips = Flips.followRefresh(lastEvent: nil)
    /// The mode's refresh rate in Hz (0: unknown, nothing is held).
    var refresh: Double
    /// When the last frame started to be drawn (CLOCK_MONOTONIC seconds).
    private(set) var lastDrawStart = -Double.infinity

    init(refresh: Double) {
        self.refresh = refresh
    }

    /// Seconds per refresh; 0 when the rate is unknown.
    var period: Double { refresh > 0 ? 1 / refresh : 0 }

    /// A frame was shown at `time` (monotonic seconds); `fromEvent`: the time is a page-flip
    /// event's. Returns the log line when this flip shows that flips do not wait for the refresh.
    mutating func frameShown(at time: Double, fromEvent: Bool) -> String? {
        guard case .followRefresh(let last) = flips else { return nil }
        if fromEvent, let last, time - last < 0.75 * period {
            flips = .unpaced
            return String(
                cFormat: "drm: page flips complete without waiting for the screen's refresh (no vblank interrupt?): "
                    + "frames held to %.2f per second", refresh)
        }
        flips = .followRefresh(lastEvent: fromEvent ? time : nil)
        return nil
    }

    /// A frame starts to be drawn at `time`.
    mutating func drawStarted(at time: Double) {
        lastDrawStart = time
    }

    /// When the next frame may start: a refresh period after the last one started, once flips
    /// are known not to wait for the refresh; nil while they do (the next completed flip says).
    var earliestDraw: Double? {
        flips == .unpaced ? lastDrawStart + period : nil
    }

    /// Whether a frame may start at `now`.
    func mayDraw(at now: Double) -> Bool {
        (earliestDraw ?? -Double.infinity) <= now
    }

    /// How long after `now` the next frame may start; nil when it may start now.
    func wait(at now: Double) -> Double? {
        guard let earliest = earliestDraw, now < earliest else { return nil }
        return earliest - now
    }
}
