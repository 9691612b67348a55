// SwipeOutcome: what became of each swipe of `bench --swipe`, from the run's capture lines and
// the decoder's times.
import Kiosk
import Pixels
import Wire

/// What became of one swipe: captured or not, how long it was in sight and how often read.
struct SwipeOutcome {
    let code: String
    let direction: SwipePath.Direction
    let framesInView: Int
    let framesInRegion: Int
    let framesRead: Int
    /// Camera frames from the first showing any of the code to the capture; nil: not captured.
    let latency: Double?

    var json: JSON {
        .object([
            ("code", .string(code)), ("direction", .string(direction.rawValue)), ("captured", .bool(latency != nil)),
            ("frames_in_view", .integer(framesInView)), ("frames_in_region", .integer(framesInRegion)), ("frames_read", .integer(framesRead)),
            ("latency_frames", latency.map { .decimal($0, digits: 1) } ?? .null),
        ])
    }

    /// Each swipe of `camera`'s schedule: captured when a capture of its code's text came while
    /// it or the gap after it showed; read frames are the decoder's reads (not carried) of
    /// frames with the code wholly in `region`.
    static func of(
        camera: SwipeCamera, codes: [SwipeCode], region: PixelRect, captures: [WholeKioskBenchmark.CaptureLine], decodes: [DecodeTime],
        fps: Double
    ) -> [SwipeOutcome] {
        camera.swipes.map { swipe in
            let frames = 0..<swipe.path.frameCount
            let inRegion = Set(frames.filter { swipe.path.isWhollyInside(region, frame: $0) })
            let firstSeen = frames.first { swipe.path.isInView(frame: $0) } ?? 0
            let read = decodes.filter { !$0.carried }.filter { decode in
                let k = Int((decode.seen * fps + 1e-6).rounded(.down)) - swipe.start
                return inRegion.contains(k)
            }
            let window = Double(swipe.start) / fps..<Double(swipe.end + camera.gap) / fps
            let capture = captures.first { window.contains($0.time) && $0.text == codes[swipe.code].text }
            return SwipeOutcome(
                code: codes[swipe.code].name, direction: swipe.path.direction,
                framesInView: frames.filter { swipe.path.isWhollyInside(swipe.path.frameSize.bounds, frame: $0) }.count,
                framesInRegion: inRegion.count,
                framesRead: read.count, latency: capture.map { $0.time * fps - Double(swipe.start + firstSeen) })
        }
    }
}
