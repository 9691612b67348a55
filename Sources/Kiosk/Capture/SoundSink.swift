// SoundSink: a tone for every capture through ALSA and, with `speak`, the result read aloud, on
// the sound thread: taking a capture only puts it in the player's queue.
import Glibc
import Language
import Sound
import SystemCall

/// Hands each capture to the `SoundPlayer`: its tone (`sound = on`) and its words (`speak =
/// on`, `SpokenResult`). The loop never waits for it; a full queue drops the newest.
public final class SoundSink: CaptureSink {
    public let player: SoundPlayer
    private let tones: Bool
    /// The words in each language, and the shop's (a basket's events are said in it).
    private let translations: Translations
    private let shopLanguage: String
    /// espeak-ng's version (which languages it says well); nil when it cannot start.
    private let espeakVersion: String?
    private let log: (String) -> Void
    /// The languages already said to be silent (once each in the log).
    private var silentLogged: Set<String> = []

    /// With the spoken guide on a virtual clock: each sound is waited for, as a person waits to
    /// hear it before the next key (the virtual clock runs faster than speech; without waiting,
    /// each phrase would cut the last one short).
    private let paced: Bool
    private var posted = 0

    /// Starts the sound thread for `options` (`sound`, `speak` and their settings). `paced`: a
    /// virtual-clock run, whose guide waits for each sound.
    public init(
        options: KioskOptions, translations: Translations = Translations(files: [:]), paced: Bool = false,
        log: @escaping (String) -> Void = { _ in }
    ) throws(SystemError) {
        player = try SoundPlayer(
            settings: SoundSettings(
                device: options.soundDevice, volume: options.soundVolume, quiet: options.quietHours,
                voice: options.speakEnabled ? options.speakVoice : nil),
            interrupting: options.speak == .guide)
        tones = options.soundEnabled
        self.paced = paced && options.speak == .guide
        self.translations = translations
        shopLanguage = options.language
        espeakVersion = options.speakEnabled ? SpeechSynthesizer.version() : nil
        self.log = log
    }

    public func take(_ event: CaptureEvent) {
        let (speech, voice) = player.settings.voice == nil ? (nil, nil) : spoken(event)
        play(SoundRequest(cue: tones ? SpokenResult.cue(for: event) : nil, speech: speech, voice: voice))
    }

    private func play(_ request: SoundRequest) {
        guard player.play(request) else { return }
        posted += 1
        // Paced: until the thread has played it (or found it silenced); at most 30 s.
        var waited = 0
        while paced, player.played + player.silenced < posted, waited < 3000 {
            usleep(10_000)
            waited += 1
        }
    }

    /// Says `text` now in `language` (the guide's words, `speak = guide`): what was being said
    /// is cut short. Silent where that language's voice cannot say it (`SpeechVoices`).
    public func say(_ text: String, language: String) {
        guard player.settings.voice != nil, let voice = voice(for: language) else { return }
        play(SoundRequest(cue: nil, speech: text, voice: voice.name))
    }

    /// An espeak-ng voice: by name, or (nil) the one the shop configured for English.
    private struct Voice {
        let name: String?
    }

    /// The voice `language` is said with; nil when espeak-ng says it wrongly (said once in the log).
    private func voice(for language: String) -> Voice? {
        if LanguageTag.base(of: language) == "en" { return Voice(name: nil) }
        guard let voice = SpeechVoices.voice(for: language, version: espeakVersion ?? "0") else {
            if silentLogged.insert(language).inserted {
                log("speak: espeak-ng \(espeakVersion ?? "?") does not say \(language) well enough; silent in it (tones only)")
            }
            return nil
        }
        return Voice(name: voice)
    }

    /// What `event` is said as, and by which voice: in the language shown when it was captured
    /// (a basket's in the shop's), with that language's words and prices; English by the
    /// configured voice; another language by its espeak-ng voice, or not at all where that voice
    /// says it wrongly (`SpeechVoices`).
    func spoken(_ event: CaptureEvent) -> (text: String?, voice: String?) {
        let language = event.record?.language ?? shopLanguage
        let wording = Wording(language: language, translations: translations)
        guard let voice = voice(for: language) else { return (nil, nil) }
        return (SpokenResult.text(for: event, wording: wording), voice.name)
    }

    /// Whether the tones reach a speaker now: the evdev beeper then keeps still.
    public var playsTones: Bool { tones && player.available == true && !player.isQuiet }
}
