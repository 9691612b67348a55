// SoundPlayer: the sound thread: tones and spoken results played through one ALSA device, fed
// by the loop through a small bounded queue it never waits on.
import Dispatch
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

    public init(cue: SoundCue?, speech: String? = nil) {
        self.cue = cue
        self.speech = speech
    }
}

/// Plays requests in order on its own thread. `play` only puts the request in the queue: it
/// never waits, never touches the device; a full queue drops the newest request (counted).
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

    private enum Stop { case now, afterQueue }

    private final class Shared: Sendable {
        struct Contents {
            var queue: [SoundRequest] = []
            var stop: Stop?
            var dropped = 0
            var played = 0
            var silenced = 0
            var available: Bool?
            var notes: [String] = []
        }

        let contents = Mutex(Contents())
        /// Signalled once per request and at stop: the thread waits on it.
        let filled = DispatchSemaphore(value: 0)
        /// Signalled by the thread as it ends (the join).
        let ended = DispatchSemaphore(value: 0)
        let notesReady: EventCounter

        init(notesReady: EventCounter) { self.notesReady = notesReady }

        func note(_ line: String) {
            contents.withLock { $0.notes.append(line) }
            notesReady.signal()
        }
    }

    private let shared: Shared
    private let joined = Mutex(false)
    public let settings: SoundSettings

    /// Starts the sound thread. `loadLibrary` opens alsa-lib (nil, or why it cannot be);
    /// `minute` tells the local time in minutes after midnight, for the quiet hours.
    public init(
        settings: SoundSettings, loadLibrary: @escaping @Sendable () -> String? = { SoundPlayer.loadALSA() },
        minute: @escaping @Sendable () -> Int = { QuietHours.localMinute() }
    ) throws(SystemError) {
        self.settings = settings
        let shared = Shared(notesReady: try EventCounter(label: "sound notes"))
        self.shared = shared
        SystemThread.start(name: "kioskscan-sound") {
            Self.run(shared, settings: settings, loadLibrary: loadLibrary, minute: minute)
        }
    }

    deinit { stop() }

    /// Opens alsa-lib (once): nil when it is open, else why not, with the Debian package that has it.
    public static func loadALSA() -> String? { ALSAPlayback.loadLibrary() }

    /// Queues `request`; false when it was dropped (the queue full, or the player stopped).
    @discardableResult
    public func play(_ request: SoundRequest) -> Bool {
        let queued = shared.contents.withLock { contents in
            guard contents.stop == nil, contents.queue.count < Self.capacity else {
                contents.dropped += 1
                return false
            }
            contents.queue.append(request)
            return true
        }
        if queued { shared.filled.signal() }
        return queued
    }

    /// Requests dropped because the queue was full.
    public var dropped: Int { shared.contents.withLock { $0.dropped } }
    /// Requests played to the end.
    public var played: Int { shared.contents.withLock { $0.played } }
    /// Requests not played: quiet hours, or no device to play on.
    public var silenced: Int { shared.contents.withLock { $0.silenced } }
    /// Whether sound reaches a device: nil until the thread has tried it.
    public var available: Bool? { shared.contents.withLock { $0.available } }
    /// Whether now is within the quiet hours.
    public var isQuiet: Bool { settings.quiet?.contains(minute: QuietHours.localMinute()) ?? false }

    /// Signalled when the thread has log lines for the loop (`takeNotes`).
    public var notesReady: EventCounter { shared.notesReady }

    /// The thread's log lines since the last call, oldest first.
    public func takeNotes() -> [String] {
        shared.notesReady.drain()
        return shared.contents.withLock { contents in
            defer { contents.notes.removeAll() }
            return contents.notes
        }
    }

    /// Ends the thread and waits for it: the sound playing is cut short (within about 20 ms),
    /// those queued are dropped. Idempotent.
    public func stop() { end(.now) }

    /// Plays what is queued, then ends the thread and waits for it (a virtual-clock run, tests).
    public func finish() { end(.afterQueue) }

    private func end(_ how: Stop) {
        let first = joined.withLock { joined in
            defer { joined = true }
            return !joined
        }
        guard first else { return }
        shared.contents.withLock { if $0.stop == nil { $0.stop = how } }
        shared.filled.signal()
        shared.ended.wait()
    }

    // MARK: the thread

    private static func run(_ shared: Shared, settings: SoundSettings, loadLibrary: () -> String?, minute: () -> Int) {
        defer { shared.ended.signal() }
        var device: ALSAPlayback?
        var lastTry = -Double.infinity
        /// Whether the device failed, and said so (the tries after it say nothing until one works).
        var failing = false
        var logged: Set<String> = []
        let library = loadLibrary()
        if let library {
            shared.note("sound: \(library); no sound will be made")
        } else {
            (device, failing) = open(settings.device, shared: shared, failing: false)
            lastTry = now()
            if settings.voice != nil, case .failure(let error) = SpeechSynthesizer.start() {
                shared.note("sound: \(error); nothing will be spoken")
                logged.insert(error.description)
            }
        }
        shared.contents.withLock { $0.available = device != nil }
        let cancelled = { shared.contents.withLock { $0.stop == .now } }
        while true {
            shared.filled.wait()
            while true {
                let (request, stop) = shared.contents.withLock { contents in
                    (contents.queue.isEmpty || contents.stop == .now ? nil : contents.queue.removeFirst(), contents.stop)
                }
                if stop == .now { return }
                guard let request else {
                    if stop == .afterQueue { return }
                    break
                }
                if library == nil, device == nil, now() - lastTry >= retryInterval {
                    (device, failing) = open(settings.device, shared: shared, failing: failing)
                    lastTry = now()
                    shared.contents.withLock { $0.available = device != nil }
                }
                guard let playing = device, settings.quiet?.contains(minute: minute()) != true else {
                    shared.contents.withLock { $0.silenced += 1 }
                    continue
                }
                do {
                    if let cue = request.cue {
                        try playing.play(cue.tone.samples(rate: playing.rate, volume: settings.volume), rate: playing.rate, cancelled: cancelled)
                    }
                    if let text = request.speech, let voice = settings.voice {
                        if let speech = speak(text, voice: voice, shared: shared, logged: &logged) {
                            try playing.play(PCMSamples.scaled(speech.samples, volume: settings.volume), rate: speech.rate, cancelled: cancelled)
                        }
                    }
                    shared.contents.withLock { $0.played += 1 }
                } catch {
                    shared.note("sound: \(error); silent until \(settings.device) plays again")
                    failing = true
                    device = nil
                    lastTry = now()
                    shared.contents.withLock { $0.available = false }
                }
            }
        }
    }

    /// `text` spoken, or nil when espeak-ng cannot say it: said once in the log (the tones go on).
    private static func speak(_ text: String, voice: String, shared: Shared, logged: inout Set<String>) -> (samples: [Int16], rate: Int)? {
        do { return try SpeechSynthesizer.speak(text, voice: voice) } catch {
            if logged.insert(error.description).inserted { shared.note("sound: \(error); nothing will be spoken") }
            return nil
        }
    }

    /// The device opened, or nil; a log line when it opens, and when it fails unless it was
    /// `failing` already (said once).
    private static func open(_ name: String, shared: Shared, failing: Bool) -> (ALSAPlayback?, failing: Bool) {
        do {
            let device = try ALSAPlayback(device: name)
            let rate = "\(device.rate) Hz" + (device.channels == 1 ? "" : ", \(device.channels) channels")
            shared.note(failing ? "sound: \(name) plays again (\(rate))" : "sound: playing on \(name) (\(rate))")
            return (device, false)
        } catch {
            if !failing { shared.note("sound: \(error); silent until it can be opened") }
            return (nil, true)
        }
    }

    private static func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) * 1e-9
    }
}
