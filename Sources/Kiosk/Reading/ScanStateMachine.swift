// ScanStateMachine: scanning, capturing and resuming, as a pure function of events and time.
import Capture
import Content
import Decode
import Scene

/// A captured code (or with `--multi-code`, several seen together): what was read, from which
/// frame, and when.
public struct CaptureRecord: Sendable {
    /// Counts captures of this run from 1.
    public let number: Int
    /// The codes captured, the one the kiosk chose first (nearest the middle of the focus square).
    public let detections: [Detection]
    /// The first code: the one the indicator locks onto.
    public var detection: Detection { detections[0] }
    /// The frame the code was read from (shown frozen while the result is on screen).
    public let frame: Frame
    /// Kiosk clock time of the capture.
    public let time: Double
    /// When the idle animation in progress at the capture had started (the effect starts from
    /// wherever it was).
    public let idleStart: Double
    /// What the first code says (`ContentReader`): its card and the event's `content`; nil
    /// until the controller has read it, or when nothing reads it.
    public var content: ContentReading?
    /// The first code looked up in the shop's catalog (`--catalog`): nil when there is no catalog
    /// or the code is not a product's.
    public var product: ProductReading?
    /// Its product is being looked up (the shop's server has not answered yet).
    public var lookingUp = false
    /// The product's picture, once loaded.
    public var picture: ProductPicture?
    /// What the other codes of a multi-code capture say, in `detections`' order after the first.
    public var othersContent: [ContentReading?] = []
    /// Which of the other codes' payloads are withheld, as `withholdsPayload` is the first's.
    public var othersWithheld: [Bool] = []
    /// The first code's payload is kept out of the event and the History (an identity
    /// document's personal data: only what its `content` derives is kept; `content.idText`).
    public var withholdsPayload = false

    /// Whether the payload of code `index` (0: the first) is withheld.
    public func withholds(_ index: Int) -> Bool {
        index == 0 ? withholdsPayload : index - 1 < othersWithheld.count && othersWithheld[index - 1]
    }

    /// What the History and the event say instead of a withheld payload.
    public static let withheldText = "personal data not kept"

    public init(number: Int, detection: Detection, others: [Detection] = [], frame: Frame, time: Double, idleStart: Double = 0) {
        self.number = number
        self.detections = [detection] + others
        self.frame = frame
        self.time = time
        self.idleStart = idleStart
    }

    /// Whether the code was read from a picture (a keyboard-wedge scan has none).
    public var hasPicture: Bool { detection.symbology != .wedge }

    /// The capture as the scene draws it: the frame's size stands in for its pixels.
    public var shown: ShownCapture {
        ShownCapture(
            detection: detection, others: Array(detections.dropFirst()), time: time, idleStart: idleStart,
            frameSize: hasPicture ? (frame.width, frame.height) : nil, card: card,
            product: productCard)
    }

    /// The product card, with its picture when it has come.
    var productCard: ProductCard? {
        guard var card = product?.card else {
            return lookingUp ? ProductCard(state: .lookingUp, name: "Looking up the price…", code: detection.displayText) : nil
        }
        card.picture = picture
        return card
    }

    /// The History's title line: the product and its price, else the card's title.
    public var titleLine: String? { product?.card.titleLine ?? card?.titleLine }

    /// The result card: for content of a kind that means something; plain text and binary keep
    /// the banner.
    public var card: ContentCard? { content.flatMap(Self.card(of:)) }

    /// The card of `content`, unless it is plain text or binary (the banner shows those). Personal
    /// data no kind could read (a licence the AAMVA parser refused) gets a card that says so,
    /// in place of the banner, which would show its text on a public screen.
    public static func card(of content: ContentReading) -> ContentCard? {
        if content.holdsPersonalData, !type(of: content.kind).holdsPersonalData {
            return ContentCard(
                title: "Identity document", main: [.init("Not read", "its data breaks the standard; it is not shown")],
                details: content.refused.map { [.init("Why", $0.reason)] } ?? [], warning: "NOT READ")
        }
        return ["text", "binary"].contains(type(of: content.kind).typeName) ? nil : content.kind.card
    }
}

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

    /// Identity of a value for the repeat guard: symbology and exact bytes.
    static func key(_ detection: Detection) -> String {
        detection.symbology.rawValue + ":" + detection.bytes.map { String($0, radix: 16) }.joined(separator: ".")
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
    public mutating func capture(_ detection: Detection, others: [Detection] = [], in frame: Frame, at time: Double) -> CaptureRecord? {
        guard case .scanning = phase else { return nil }
        captureCount += 1
        for captured in [detection] + others { lastSeen[Self.key(captured)] = time }
        let record = CaptureRecord(
            number: firstNumber + captureCount - 1, detection: detection, others: others, frame: frame, time: time, idleStart: idleStart)
        phase = .showing(record)
        return record
    }

    /// What the capture on screen says, once read: its card shows from now on.
    public mutating func describeShown(_ content: ContentReading?) {
        guard case .showing(var record) = phase else { return }
        record.content = content
        phase = .showing(record)
    }

    /// Gives the capture on screen its product, looked up after it was captured.
    public mutating func showProduct(_ product: ProductReading) {
        guard case .showing(var record) = phase else { return }
        record.product = product
        record.lookingUp = false
        phase = .showing(record)
    }

    /// The product's picture, for capture `number` if it is still on screen.
    public mutating func showPicture(_ picture: ProductPicture, capture number: Int) {
        guard case .showing(var record) = phase, record.number == number else { return }
        record.picture = picture
        phase = .showing(record)
    }

    /// The capture on screen is being looked up: its card says so until the answer.
    public mutating func showLookingUp() {
        guard case .showing(var record) = phase else { return }
        record.lookingUp = true
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
