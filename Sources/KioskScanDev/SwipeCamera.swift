// SwipeCamera: the swipe benchmark's camera: sample codes moved past it one after another, each
// smeared by the exposure, over a still background, with a sensor's noise.
import Capture
import Pixels

/// Plays a fixed schedule at `fps`: a lead-in of the background alone, then for each code and each
/// direction one swipe (`SwipePath`) followed by a gap of the background alone (time for the
/// kiosk to show the capture and scan again), then the background alone until the run ends.
/// Frame `n` is made when it is due (the kiosk's clock passes n / fps), in a buffer of its own:
/// the background, the code smeared by the exposure (`MotionBlur`) where the swipe has it at the
/// start of that frame's exposure, then the noise of frame `n`.
final class SwipeCamera: Camera {
    /// One pass of one code.
    struct Swipe {
        let code: Int
        let path: SwipePath
        /// The frame of the path's first position.
        let start: Int
        let smeared: MotionBlur

        var end: Int { start + path.frameCount }
    }

    let fps: Double
    let background: Frame
    let swipes: [Swipe]
    let noise: SensorNoise?
    /// Frames from the last swipe's end to the next one's start, and before the first.
    let gap: Int
    private let pool: FramePool
    private var lastSequence: UInt64?

    /// `background`: a frame of the camera's size and format (YUYV, grey or NV12); `blur`: how
    /// far a code moves while the shutter is open, in pixels along its motion.
    init(
        background: Frame, codes: [SwipeCode], directions: [SwipePath.Direction], pixelsPerFrame: Double, blurLength: Double, fps: Double,
        gap: Int, noise: SensorNoise?
    ) {
        self.background = background
        self.fps = fps
        self.gap = gap
        self.noise = noise
        let size = PixelSize(width: background.width, height: background.height)
        var swipes: [Swipe] = []
        var next = gap
        for (index, code) in codes.enumerated() {
            for direction in directions {
                let path = SwipePath(frameSize: size, codeSize: code.size, direction: direction, pixelsPerFrame: pixelsPerFrame)
                let u = path.unit
                let smeared = MotionBlur(
                    luma: code.luma, codeWidth: code.size.width, codeHeight: code.size.height, blur: (blurLength * u.x, blurLength * u.y))
                swipes.append(Swipe(code: index, path: path, start: next, smeared: smeared))
                next += path.frameCount + gap
            }
        }
        self.swipes = swipes
        let layout = background.format.packedLayout(width: background.width, height: background.height)
        pool = FramePool(size: layout.reduce(0) { $0 + $1.stride * $1.rows })
    }

    /// Frames from the first to the end of the last swipe's gap.
    var scheduleFrames: Int { (swipes.last?.end ?? 0) + gap }

    /// The swipe showing in frame `n`, and the frame's place on its path.
    func swipe(at n: Int) -> (swipe: Swipe, frame: Int)? {
        guard let swipe = swipes.first(where: { $0.start <= n && n < $0.end }) else { return nil }
        return (swipe, n - swipe.start)
    }

    /// Frame `n` of the schedule.
    func frame(_ n: Int) -> Frame {
        var pooled: FramePool? = pool
        let frame = NoisyCamera.copy(background, pool: &pooled)
        if let (swipe, k) = swipe(at: n) {
            let (x, y) = swipe.path.origin(frame: k)
            swipe.smeared.draw(into: frame, x: x, y: y)
        }
        noise?.add(to: frame, sequence: UInt64(n))
        return frame.restamped(timestamp: Double(n) / fps, sequence: UInt64(n))
    }

    var readableDescriptor: Int32? { nil }
    var summary: String { "swipe camera: \(swipes.count) swipes, \(fps) fps" }

    /// The frame due at `time` if it is a new one (as `FileCamera`: one every 1 / fps seconds).
    func nextFrame(at time: Double) throws(CameraError) -> Frame? {
        let sequence = UInt64((max(0, time) * fps + 1e-9).rounded(.down))
        if let lastSequence, sequence <= lastSequence { return nil }
        lastSequence = sequence
        return frame(Int(sequence))
    }
}
