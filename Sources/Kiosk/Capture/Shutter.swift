// Shutter: what the shutter would take (the newest codes in the focus square, or Number mode's
// agreed price), and when it goes idle.
import Capture
import Decode

/// The shutter's target. It goes when two results in a row find nothing in the cutout (one miss
/// is often a blurred frame), or when no result has come for `hold` seconds (decoding stalled).
struct Shutter {
    static let hold = 2.0

    /// The codes (nearest the cutout's middle first), their frame, and when they were seen.
    private(set) var target: (detections: [Detection], frame: Frame, seen: Double)?
    /// Results in a row without a code in the cutout.
    private var misses = 0

    /// A result: `detections` (empty: a miss) in `frame` at `time`.
    mutating func offer(_ detections: [Detection], in frame: Frame, at time: Double) {
        if detections.isEmpty {
            missed()
        } else {
            target = (detections, frame, time)
            misses = 0
        }
    }

    /// A result without anything in the cutout.
    mutating func missed() {
        misses += 1
        if misses >= 2 { target = nil }
    }

    mutating func clear() { target = nil }

    /// The target while it is fresh at `time`; an old one goes.
    mutating func current(at time: Double) -> (detections: [Detection], frame: Frame, seen: Double)? {
        if let target, time - target.seen > Self.hold { self.target = nil }
        return target
    }
}
