// SoundPlayer: the sound thread: tones and spoken results played through one ALSA device, fed
// by the loop through a small bounded queue it never waits on.
import Glibc
import Synchronization
import SystemCall

/// How the kiosk sounds.
public struct SoundSettings: Sendable, Equatable {
    /// The ALSA PCM played through (`default`, `plughw:CARD=Headphones`, `hw:1,0`).
    public var device = "default"
    /// 0 to 100: the samples' scale (100: tones at `Tone.fullLevel`, speech as espeak-ng makes it).
    public var volume = 80
    /// When nothing plays, local time.
    public var quiet: QuietHours?
    /// The espeak-ng voice results are spoken with; nil: tones only.
    public var voice: String?

    public init(device: String = "default", volume: Int = 80, quiet: QuietHours? = nil, voice: String? = nil) {
        self.device = device
        self.volume = volume
        self.quiet = quiet
        self.voice = voice
    }
}

/// One thing to play: a tone, then words (either may be missing).
public struct SoundRequest: Sendable, Equatable {
    public var cue: SoundCue?
    public var speech: String?
    /// The espeak-ng voice that says `speech` (the shopper's language); nil: the settings' voice.
    public var voice: String?

    public init(cue: SoundCue?, speech: String? = nil, voice: String? = nil) {
        self.cue = cue
        self.speech = speech
        self.voice = voice
    }
}

/// Plays requests in order on its own thread. `play` only puts the request in the queue: it
/// never waits, never touches the device; a full queue drops the newest request (counted).
///
/// Drop policy: newest dropped when full (`WorkerMailbox.Policy.newestDroppedWhenFull`, at
/// most `capacity` waiting): a request made while four wait is refused and counted in
/// `dropped`, so is one made after `stop`; those waiting play in order.
///
/// The thread opens alsa-lib and the device as soon as it starts (not on the first capture, and
/// never on the loop's thread), so `available` soon says whether sound reaches a device: the
/// evdev beeper stands in while it does not. alsa-lib missing: one log line, then silence.
/// The device missing or failing (a USB speaker unplugged): one log line, then silence, the
/// device tried again when a sound is due, at most every `retryInterval`, and a line when it
/// plays again. Log lines come back to the loop through `notesReady` (an eventfd).
public final class SoundPlayer: Sendable {
    /// Requests waiting at most: about two seconds of tones, or two spoken results.
    public static let capacity = 4
    /// Seconds between two tries to open a device that failed.
    public static let retryInterval = 10.0

    /// What the thread counts, and says of the device; the loop's thread reads it.
    private final class Counts: Sendable {
        struct Values {
            var played = 0
            var silenced = 0
            var available: Bool?
        }

        let values = Mutex(Values())
        func update(_ change: (inout Values) -> Void) { values.withLock { change(&$0) } }
    }

    private typealias Mailbox = WorkerMailbox<SoundRequest, Never>
    private let thread: WorkerThread<SoundRequest, Never>
    private let counts: Counts
    public let settings: SoundSettings

    /// Starts the sound thread. `loadLibrary` opens alsa-lib (nil, or why it cannot be);
    /// `minute` tells the local time in minutes after midnight, for the quiet hours.
    /// `interrupting`: each request cuts short the one playing and takes the place of those
    /// waiting (a spoken guide: what the last key asked is no longer wanted).
    public init(
        settings: SoundSettings, interrupting: Bool = false, loadLibrary: @escaping @Sendable () -> String? = { SoundPlayer.loadALSA() },
        minute: @escaping @Sendable () -> Int = { QuietHours.localMinute() }
    ) throws(SystemError) {
        self.settings = settings
        let policy: Mailbox.Policy = interrupting ? .newestReplacesQueue(capacity: Self.capacity) : .newestDroppedWhenFull(capacity: Self.capacity)
        let mailbox = try Mailbox(label: "sound notes", policy: policy)
        let counts = Counts()
        self.counts = counts
        thread = WorkerThread(name: "kioskscan-sound", mailbox: mailbox) { mailbox in
            Self.run(mailbox, counts: counts, settings: settings, loadLibrary: loadLibrary, minute: minute)
        }
    }

    deinit { stop() }

    /// Opens alsa-lib (once): nil when it is open, else why not, with the Debian package that has it.
    public static func loadALSA() -> String? { ALSAPlayback.loadLibrary() }

    /// Queues `request`; false when it was dropped (the queue full, or the player stopped).
    @discardableResult
    public func play(_ request: SoundRequest) -> Bool { thread.post(request) }

    /// Requests dropped because the queue was full, or made after `stop`.
    public var dropped: Int { thread.mailbox.dropped }
    /// Requests played to the end.
    public var played: Int { counts.values.withLock { $0.played } }
    /// Requests not played: quiet hours, or no device to play on.
    public var silenced: Int { counts.values.withLock { $0.silenced } }
    /// Whether sound reaches a device: nil until the thread has tried it.
    public var available: Bool? { counts.values.withLock { $0.available } }
    /// Whether now is within the quiet hours.
    public var isQuiet: Bool { settings.quiet?.contains(minute: QuietHours.localMinute()) ?? false }

    /// Signalled when the thread has log lines for the loop (`takeNotes`).
    public var notesReady: EventCounter { thread.mailbox.replies }

    /// The thread's log lines since the last call, oldest first.
    public func takeNotes() -> [String] { thread.mailbox.takeReplies().notes }

    /// Ends the thread and waits for it: the sound playing is cut short (within about 20 ms),
    /// those queued are dropped. Idempotent.
    public func stop() { thread.stop(.now) }

    /// Plays what is queued, then ends the thread and waits for it (a virtual-clock run, tests).
    public func finish() { thread.stop(.afterQueue) }

    // MARK: the thread

    private static func run(
        _ mailbox: Mailbox, counts: Counts, settings: SoundSettings, loadLibrary: () -> String?, minute: () -> Int
    ) {
        var device: ALSAPlayback?
        var lastTry = -Double.infinity
        /// Whether the device failed, and said so (the tries after it say nothing until one works).
        var failing = false
        var logged: Set<String> = []
        let library = loadLibrary()
        if let library {
            mailbox.note("sound: \(library); no sound will be made")
        } else {
            (device, failing) = open(settings.device, mailbox: mailbox, failing: false)
            lastTry = now()
            if settings.voice != nil, case .failure(let error) = SpeechSynthesizer.start() {
                mailbox.note("sound: \(error); nothing will be spoken")
                logged.insert(error.description)
            }
        }
        counts.update { $0.available = device != nil }
        let cancelled = { mailbox.isInterrupted }
        while let request = mailbox.next() {
            if library == nil, device == nil, now() - lastTry >= retryInterval {
                (device, failing) = open(settings.device, mailbox: mailbox, failing: failing)
                lastTry = now()
                counts.update { $0.available = device != nil }
            }
            guard let playing = device, settings.quiet?.contains(minute: minute()) != true else {
                counts.update { $0.silenced += 1 }
                continue
            }
            do {
                if let cue = request.cue {
                    try playing.play(cue.tone.samples(rate: playing.rate, volume: settings.volume), rate: playing.rate, cancelled: cancelled)
                }
                if let text = request.speech, settings.voice != nil, let voice = request.voice ?? settings.voice {
                    if let speech = speak(text, voice: voice, mailbox: mailbox, logged: &logged) {
                        try playing.play(PCMSamples.scaled(speech.samples, volume: settings.volume), rate: speech.rate, cancelled: cancelled)
                        mailbox.note("speak: “\(text)” (voice \(voice), \(speech.samples.count * 1000 / max(speech.rate, 1)) ms)")
                    }
                }
                counts.update { $0.played += 1 }
            } catch {
                mailbox.note("sound: \(error); silent until \(settings.device) plays again")
                failing = true
                device = nil
                lastTry = now()
                counts.update {
                    $0.available = false
                    $0.silenced += 1
                }
            }
        }
    }

    /// `text` spoken, or nil when espeak-ng cannot say it: said once in the log (the tones go on).
    private static func speak(_ text: String, voice: String, mailbox: Mailbox, logged: inout Set<String>) -> (samples: [Int16], rate: Int)? {
        do { return try SpeechSynthesizer.speak(text, voice: voice) } catch {
            if logged.insert(error.description).inserted { mailbox.note("sound: \(error); nothing will be spoken") }
            return nil
        }
    }

    /// The device opened, or nil; a log line when it opens, and when it fails unless it was
    /// `failing` already (said once).
    private static func open(_ name: String, mailbox: Mailbox, failing: Bool) -> (ALSAPlayback?, failing: Bool) {
        do {
            let device = try ALSAPlayback(device: name)
            let rate = "\(device.rate) Hz" + (device.channels == 1 ? "" : ", \(device.channels) channels")
            mailbox.note(failing ? "sound: \(name) plays again (\(rate))" : "sound: playing on \(name) (\(rate))")
            return (device, false)
        } catch {
            if !failing { mailbox.note("sound: \(error); silent until it can be opened") }
            return (nil, true)
        }
    }

    private static func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) * 1e-9
    }
}
