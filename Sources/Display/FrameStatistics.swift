// FrameStatistics: frames presented, shown and dropped, the "frames shown" line every 10 s and
// the summary at exit (no kernel: unit-tested with times).
import FoundationEssentials
import SystemCall
import Wire

/// Counts what happened to the frames the kiosk drew. Times are the screen's (page-flip event
/// times, CLOCK_MONOTONIC seconds).
public struct FrameStatistics: Sendable {
    /// Frames the kiosk drew and handed to `present`.
    public private(set) var presented = 0
    /// Frames the screen showed (completed flips, mode sets).
    public private(set) var shown = 0
    /// Frames drawn while nothing could be shown (the screen away, a commit failing).
    public private(set) var dropped = 0
    private var firstShown: Double?
    private var lastShown: Double?
    /// The frames shown since `start`, the time of the flip that began the current log window.
    private var window: (start: Double, frames: Int)?

    /// Seconds between the "frames shown" log lines.
    public static let reportInterval = 10.0

    public init() {}

    mutating func framePresented() { presented += 1 }

    mutating func frameDropped() { dropped += 1 }

    /// A frame was shown at `time`. Returns the log line when a window of `reportInterval`
    /// seconds is complete: `drm: 748 frames shown in 10.0 s (74.8 fps)` (the window's first
    /// flip starts it and is not counted in it).
    mutating func frameShown(at time: Double) -> String? {
        shown += 1
        if firstShown == nil { firstShown = time }
        lastShown = time
        guard var current = window else {
            window = (time, 0)
            return nil
        }
        current.frames += 1
        let span = time - current.start
        var line: String?
        if span >= Self.reportInterval {
            line = String(cFormat: "drm: %d frames shown in %.1f s (%.1f fps)", current.frames, span, Double(current.frames) / span)
            current = (time, 0)
        }
        window = current
        return line
    }

    /// The line for the end of the run: `drm: 263 frames shown in 12.1 s (21.6 fps); 263
    /// presented, 0 dropped while the screen was away`; nil until two frames were shown at
    /// different times.
    var summary: String? {
        guard let first = firstShown, let last = lastShown, last > first else { return nil }
        return String(
            cFormat: "drm: %d frames shown in %.1f s (%.1f fps); %d presented, %d dropped while the screen was away",
            shown, last - first, Double(shown - 1) / (last - first), presented, dropped)
    }
}
