// SpringCurve: a damped spring's step response, as progress 0 → 1 over a fixed duration.
import FoundationEssentials
import Glibc

/// How a damped spring released at 0 moves to 1 (it overshoots when `damping` < 1), fitted to
/// `duration`: the spring's stiffness is chosen so its swing has decayed to 1% at `duration`,
/// and the last 1% is taken up linearly, so `progress(duration)` is exactly 1 and the motion
/// can hand over to the next phase without a jump.
public struct SpringCurve: Sendable, Equatable {
    /// Damping ratio: 1 is critical (no overshoot), 0.62 overshoots by about 8%.
    public let damping: Double
    public let duration: Double

    public init(damping: Double, duration: Double) {
        self.damping = min(max(damping, 0.05), 1)
        self.duration = max(duration, 1e-6)
    }

    /// Natural angular frequency: the envelope e^(-ζωt) is 0.01 at `duration`.
    var omega: Double { log(100) / (damping * duration) }

    /// The free spring's position at `t` (no end correction).
    func free(_ t: Double) -> Double {
        let z = damping, w = omega
        if z >= 0.999 {
            // Critically damped.
            return 1 - exp(-w * t) * (1 + w * t)
        }
        let wd = w * (1 - z * z).squareRoot()
        return 1 - exp(-z * w * t) * (cos(wd * t) + z / (1 - z * z).squareRoot() * sin(wd * t))
    }

    /// Progress at `t` seconds: 0 before the start, exactly 1 from `duration` on.
    public func progress(_ t: Double) -> Double {
        if t <= 0 { return 0 }
        if t >= duration { return 1 }
        return free(t) + (1 - free(duration)) * (t / duration)
    }

    /// When the spring peaks, and how far past 1 it goes (0 when critically damped).
    public var peak: (time: Double, overshoot: Double) {
        let z = damping
        guard z < 0.999 else { return (duration, 0) }
        let time = Double.pi / (omega * (1 - z * z).squareRoot())
        return (time, progress(time) - 1)
    }
}
