// SoundSink: a tone for every capture through ALSA and, with `speak`, the result read aloud, on
// the sound thread: taking a capture only puts it in the player's queue.
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

    /// Starts the sound thread for `options` (`sound`, `speak` and their settings).
    public init(
        options: KioskOptions, translations: Translations = Translations(files: [:]), log: @escaping (String) -> Void = { _ in }
    ) throws(SystemError) {
        player = try SoundPlayer(
            settings: SoundSettings(
                device: options.soundDevice, volume: options.soundVolume, quiet: options.quietHours,
                voice: options.speakEnabled ? options.speakVoice : nil),
            interrupting: options.speak == .guide)
        tones = options.soundEnabled
        self.translations = translations
        shopLanguage = options.language
        espeakVersion = options.speakEnabled ? SpeechSynthesizer.version() : nil
        self.log = log
    }

    public func take(_ event: CaptureEvent) {
        let (speech, voice) = player.settings.voice == nil ? (nil, nil) : spoken(event)
        player.play(SoundRequest(cue: tones ? SpokenResult.cue(for: event) : nil, speech: speech, voice: voice))
    }

    /// Says `text` now in `language` (the guide's words, `speak = guide`): what was being said
    /// is cut short. Silent where that language's voice cannot say it (`SpeechVoices`).
    public func say(_ text: String, language: String) {
        guard player.settings.voice != nil, let voice = voice(for: language) else { return }
        player.play(SoundRequest(cue: nil, speech: text, voice: voice.name))
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
