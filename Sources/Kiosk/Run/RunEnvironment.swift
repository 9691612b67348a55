// RunEnvironment: what differs between a real-clock run and a virtual-clock one, said once:
// where time comes from, whether work runs on threads, the wall date.
import Glibc

/// A real-clock run is the kiosk: the poll loop, worker threads, the wall clock, deliveries and
/// input devices. A virtual-clock run computes every frame in order as fast as it can, all work
/// in line on the frame it belongs to, so a run is the same frame for frame every time; its
/// wall clock starts at the run's start and moves with the frames.
struct RunEnvironment {
    let clock: KioskOptions.ClockKind
    /// The wall clock at the start of the run (a virtual run's instants count from it).
    let startInstant = Int64(Glibc.time(nil))

    var isReal: Bool { clock == .real }
    /// Whether work that could hold the loop (pictures, PIN checks, decoding) runs on threads of
    /// its own; else in line, where it is due.
    var isThreaded: Bool { clock == .real }
    /// Whether captures carry the date (a virtual run's would differ between runs).
    var includesDate: Bool { clock == .real }

    /// The wall clock at `time` (seconds since 1970): the real one, or the virtual run's.
    func instant(at time: Double) -> Int64 {
        isReal ? Int64(Glibc.time(nil)) : startInstant + Int64(time.rounded(.down))
    }
}
