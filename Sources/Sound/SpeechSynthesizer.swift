// SpeechSynthesizer: text into speech samples with espeak-ng (opened on demand), in synchronous
// mode: no audio of its own, the samples come back to be played through the kiosk's ALSA device.
import CEspeak
import Synchronization
import SystemCall

/// espeak-ng is one synthesizer per process, not thread-safe: every use goes through one lock,
/// and it is started once (its data loaded, about 10 ms) and never stopped.
public enum SpeechSynthesizer {
    /// What the lock keeps: set by the first start, the sample rate or why espeak-ng cannot
    /// speak; the voice last set (setting one reads its files).
    private struct State {
        var started: Result<Int, SoundError>?
        var voice: String?
    }

    private static let state = Mutex(State())

    /// Starts espeak-ng, once: its sample rate (22050 Hz), or why not.
    static func start() -> Result<Int, SoundError> {
        state.withLock { state in start(&state) }
    }

    private static func start(_ state: inout State) -> Result<Int, SoundError> {
        if let started = state.started { return started }
        var message = [CChar](repeating: 0, count: 512)
        let result: Result<Int, SoundError>
        if kiosk_espeak_load(&message, message.count) == 0 {
            let why = String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            result = .failure(SoundError("\(why) (Debian package: libespeak-ng1)"))
        } else {
            let rate = kiosk_espeak_start(nil)
            result =
                rate > 0
                ? .success(Int(rate)) : .failure(SoundError("espeak_Initialize failed (\(rate)): is espeak-ng-data installed?"))
        }
        state.started = result
        return result
    }

    /// espeak-ng's version ("1.51", "1.52.0"), starting it; nil when it cannot start.
    public static func version() -> String? {
        state.withLock { state in
            guard case .success = start(&state), let version = kiosk_espeak_version() else { return nil }
            return String(cString: version)
        }
    }

    /// `text` spoken by `voice` (an espeak-ng voice name: en, de, fr, en-us…), as 16-bit mono
    /// samples at the rate `start` gave. Throws when the voice is unknown or synthesis fails.
    public static func speak(_ text: String, voice: String) throws(SoundError) -> (samples: [Int16], rate: Int) {
        try state.withLock { (state) throws(SoundError) -> (samples: [Int16], rate: Int) in
            let rate: Int
            switch start(&state) {
            case .success(let started): rate = started
            case .failure(let error): throw error
            }
            if state.voice != voice {
                guard espeak_SetVoiceByName(voice) == EE_OK else {
                    throw SoundError("espeak-ng has no voice '\(voice)' (espeak-ng --voices lists them)")
                }
                state.voice = voice
            }
            var collected = kiosk_espeak_samples()
            defer { kiosk_espeak_samples_free(&collected) }
            let status = kiosk_espeak_synthesize(text, &collected)
            guard status == EE_OK else { throw SoundError("espeak_Synth failed (\(status.rawValue))") }
            let samples = collected.data.map { Array(UnsafeBufferPointer(start: $0, count: collected.count)) } ?? []
            return (samples, rate)
        }
    }
}
