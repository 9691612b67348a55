// ScanStateMachine: scanning, capturing and resuming, as a pure function of events and time.
import Capture
import Content
import Decode
import Scene

public enum ScanPhase: Sendable {
    /// Looking for codes in the live preview.
    case scanning
    /// A result is on screen; scanning is paused until resumed.
    case showing(CaptureRecord)
}

/// Decides when a detection becomes a capture. Captures happen on detection (the kiosk's
/// `auto` capture mode); a capture stays on screen until `resume` or until `resumeAfter`
/// seconds have passed (0: until resumed). A value is not captured again until it has been out
/// of sight for `repeatGuard` seconds, so an item left in front of the camera is read once.
/// A `disputed` reading (the two engines read different values at one place, see
/// `BarcodeReader`) is captured only when the frame before read the same value and not its
/// rival: agreement across frames decides what agreement within one frame could not. While both
/// keep being read, neither is captured.
public struct ScanStateMachine: Sendable {
    public var resumeAfter: Double
    public var repeatGuard: Double
    /// The least the repeat guard lasts, whatever `repeatGuard` says: Number mode sets it to
    /// three readings' time, so that a price counts as out of sight only when readings that
    /// could have seen it did not (under emulation a reading takes over a second).
    public var minimumGuard = 0.0
    /// How long a value must be out of sight to be captured again.
    var guardDuration: Double { max(repeatGuard, minimumGuard) }
    public private(set) var phase: ScanPhase = .scanning
    /// Captures made by this run.
    public private(set) var captureCount = 0
    /// The number of the last capture before this run (the history file's): each capture's
    /// `number` goes on from it, so numbers do not start again at 1 after a restart.
    public var firstNumber = 1
    /// The last resume: when, and the capture that was on screen, as the scene draws it leaving
    /// (not the record: its camera frame, 4 MB at 1080p, would stay in memory until the next).
    public private(set) var lastRelease: (time: Double, capture: ShownCapture)?
    /// How long a resumed result takes to leave the screen before the idle animation restarts.
    public var releaseDuration = IndicatorTimeline.releaseDuration
    /// When the current idle animation started.
    public var idleStart: Double { lastRelease.map { $0.time + releaseDuration } ?? 0 }
    /// When each value was last seen (or last on screen as a result).
    private var lastSeen: [String: Double] = [:]
    /// The values the previous call of `detected` was given (disputed ones too).
    private var previousFrame: Set<String> = []

    public init(resumeAfter: Double, repeatGuard: Double) {
        self.resumeAfter = resumeAfter
        self.repeatGuard = repeatGuard
    }

    /// Identity of a value for the repeat guard: what read it and its exact bytes.
    static func key(_ detection: Detection) -> String {
        detection.origin.name + ":" + detection.bytes.map { String($0, radix: 16) }.joined(separator: ".")
    }

    /// Feeds the detections of one frame (possibly none), taken at `seen` (default `time`) and
    /// decoded by `time`. Returns the capture it causes, if any: the first candidate in the
    /// order of `preferred` (nearest the cutout's middle first), with up to `limit - 1` more
    /// captured together.
    ///
    /// The repeat guard goes by when the frame was taken: under load a result can come seconds
    /// after its frame, and a code held up all along would look out of sight for that long. A
    /// frame taken before the last resume captures nothing: what the camera saw while the
    /// result showed is not what the user resumed for (it still keeps a held code held).
    public mutating func detected(
        _ detections: [Detection], in frame: Frame, seen: Double? = nil, at time: Double, limit: Int = 1,
        preferred: (Detection, Detection) -> Bool = { _, _ in false }
    ) -> CaptureRecord? {
        guard case .scanning = phase else { return nil }
        let seen = seen ?? time
        if let release = lastRelease?.time, seen < release {
            stillSeen(detections, at: seen)
            return nil
        }
        if lastSeen.count > 512 { lastSeen = lastSeen.filter { seen - $0.value <= guardDuration } }
        let previous = previousFrame
        previousFrame = Set(detections.map(Self.key))
        var candidates: [Detection] = []
        for detection in detections {
            let key = Self.key(detection)
            // Not seen yet as far as the guard goes: it may be a misread the next frame corrects.
            if detection.disputed {
                let rivalsSeenBefore = detections.contains { rival in
                    rival.disputed && Self.key(rival) != key && rival.isSameCode(as: detection) && previous.contains(Self.key(rival))
                }
                if !previous.contains(key) || rivalsSeenBefore { continue }
            }
            if let last = lastSeen[key], seen - last <= guardDuration {
                lastSeen[key] = max(last, seen)
                continue
            }
            lastSeen[key] = seen
            if !candidates.contains(where: { Self.key($0) == key }) { candidates.append(detection) }
        }
        let chosen = candidates.sorted(by: preferred).prefix(max(1, limit))
        guard let first = chosen.first else { return nil }
        captureCount += 1
        let record = CaptureRecord(
            number: firstNumber + captureCount - 1, detection: first, others: Array(chosen.dropFirst()), frame: frame, time: time,
            idleStart: idleStart)
        phase = .showing(record)
        return record
    }

    /// Notes codes seen without capturing them (manual mode): they count for the repeat guard.
    public mutating func saw(_ detections: [Detection], at time: Double) {
        for detection in detections {
            let key = Self.key(detection)
            lastSeen[key] = max(lastSeen[key] ?? time, time)
        }
    }

    /// Notes values read on one frame before frames agree on them (Number mode: one reading of
    /// a price): a value the guard holds stays held while it is in sight, so a tag left in front
    /// of the camera is captured once even when readings that agree come seconds apart (the
    /// virtual kiosk's slow OCR captured each tag three times). Other values are not marked:
    /// that would keep them from being captured at all.
    public mutating func stillSeen(_ detections: [Detection], at time: Double) {
        for detection in detections {
            let key = Self.key(detection)
            if let last = lastSeen[key], time - last <= guardDuration { lastSeen[key] = max(last, time) }
        }
    }

    /// Captures `detection` (and `others` with it) because someone asked (the shutter, a
    /// scanner): no repeat guard. Nil while a result is already showing.
    public mutating func capture(_ detection: Detection, others: [Detection] = [], in frame: Frame?, at time: Double) -> CaptureRecord? {
        guard case .scanning = phase else { return nil }
        captureCount += 1
        for captured in [detection] + others { lastSeen[Self.key(captured)] = time }
        let record = CaptureRecord(
            number: firstNumber + captureCount - 1, detection: detection, others: others, frame: frame, time: time, idleStart: idleStart)
        phase = .showing(record)
        return record
    }

    /// What the capture on screen says, once read, and which of its codes' texts are withheld:
    /// its card shows from now on, and a withheld text is not drawn.
    public mutating func describeShown(_ read: CaptureRecord) {
        guard case .showing(var record) = phase else { return }
        record.content = read.content
        record.othersContent = read.othersContent
        record.withholding = read.withholding
        record.othersWithholding = read.othersWithholding
        phase = .showing(record)
    }

    /// Gives the capture on screen its product, looked up after it was captured.
    public mutating func showProduct(_ product: ProductReading) {
        guard case .showing(var record) = phase else { return }
        record.productState = .answered(product, picture: nil)
        phase = .showing(record)
    }

    /// The product's picture, for capture `number` if it is still on screen.
    public mutating func showPicture(_ picture: ProductPicture, capture number: Int) {
        guard case .showing(var record) = phase, record.number == number, case .answered(let product, _) = record.productState else { return }
        record.productState = .answered(product, picture: picture)
        phase = .showing(record)
    }

    /// The capture on screen is being looked up: its card says so until the answer.
    public mutating func showLookingUp() {
        guard case .showing(var record) = phase else { return }
        record.productState = .lookingUp
        phase = .showing(record)
    }

    /// Advances time: resumes by itself once the result has shown for `resumeAfter` seconds.
    /// Returns true when it resumed.
    @discardableResult
    public mutating func tick(at time: Double) -> Bool {
        guard case .showing(let record) = phase, resumeAfter > 0, time - record.time >= resumeAfter else { return false }
        resume(at: time)
        return true
    }

    /// Back to scanning. The shown value counts as seen until now.
    public mutating func resume(at time: Double) {
        guard case .showing(let record) = phase else { return }
        for shown in record.detections { lastSeen[Self.key(shown)] = time }
        lastRelease = (time, record.shown)
        phase = .scanning
    }
}
