// SoundSink: a tone for every capture through ALSA and, with `speak`, the result read aloud, on
// the sound thread: taking a capture only puts it in the player's queue.
import Sound
import SystemCall

/// Hands each capture to the `SoundPlayer`: its tone (`sound = on`) and its words (`speak =
/// on`, `SpokenResult`). The loop never waits for it; a full queue drops the newest.
public final class SoundSink: CaptureSink {
    public let player: SoundPlayer
    private let tones: Bool
    private let english: Bool

    /// Starts the sound thread for `options` (`sound`, `speak` and their settings).
    public init(options: KioskOptions) throws(SystemError) {
        player = try SoundPlayer(
            settings: SoundSettings(
                device: options.soundDevice, volume: options.soundVolume, quiet: options.quietHours,
                voice: options.speakEnabled ? options.speakVoice : nil))
        tones = options.soundEnabled
        english = Self.isEnglish(options.speakVoice)
    }

    public func take(_ event: CaptureEvent) {
        let request = SoundRequest(
            cue: tones ? SpokenResult.cue(for: event) : nil,
            speech: player.settings.voice == nil ? nil : SpokenResult.text(for: event, english: english))
        player.play(request)
    }

    /// Whether the tones reach a speaker now: the evdev beeper then keeps still.
    public var playsTones: Bool { tones && player.available == true && !player.isQuiet }

    /// An espeak-ng voice that reads English (`en`, `en-us`, `en-gb-x-rp`).
    static func isEnglish(_ voice: String) -> Bool {
        let name = voice.lowercased()
        return name == "en" || name.hasPrefix("en-") || name.hasPrefix("en_") || name.hasSuffix("/en") || name.contains("/en-")
    }
}
