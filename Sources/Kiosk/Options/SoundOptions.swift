// SoundOptions: the options of tones and speech.
import Capture
import Catalog
import Content
import Decode
import Delivery
import Display
import FoundationEssentials
import Input
import OCR
import Pixels
import Presence
import Render
import Scene
import Sound
import SystemCall
import Wire

extension KioskOption {
    static let sound: [KioskOption] = [
        KioskOption(
            "sound", .sound, .toggle, \.soundEnabled,
            help:
                "a tone for every capture through the sound card (ALSA): two short high notes for a good read, a long low one for a product not on file, a falling pair when prices cannot be looked up; the input devices' beeper (input.beep) stands in while this is off or the sound card cannot play"
        ),
        KioskOption(
            "sound.volume", .sound, .integer(0...100), \.soundVolume, help: "loudness of tones and speech, in percent of the kiosk's full level"),
        KioskOption(
            "sound.device", .sound, .text("PCM", expected: "an ALSA device such as default or plughw:CARD=Headphones", trimmed: true),
            \.soundDevice, help: "the ALSA device played through: default, plughw:CARD=NAME, hw:1,0 (aplay -L lists them)"),
        KioskOption(
            "sound.quiet", .sound, .orNone("none", .parsed("HH:MM-HH:MM", { try QuietHours(parsing: $0) })), \.quietHours,
            help: "quiet hours, local time, when no tone, word or beep is made: such as 22:00-07:00 (across midnight), or none"),
        KioskOption(
            "speak", .sound, .choice([("off", SpeakMode.off), ("on", .on), ("guide", .guide), ("no", .off), ("yes", .on)]), \.speak,
            help:
                "on: read each result aloud with espeak-ng through the same device, for people who cannot read the screen: a product's name and price, not on file, or the kind of code (never its contents); guide: also say what each screen shows and the control the focus ring is on as keys move it, each key cutting short what was being said (Help says where you are, Repeat says it again)"
        ),
        KioskOption(
            "speak.voice", .sound, .text("VOICE", expected: "an espeak-ng voice such as en, de or fr", trimmed: true), \.speakVoice,
            help:
                "the espeak-ng voice English is said with: en, en-us, en-gb-x-rp… (espeak-ng --voices lists them); every other language is said by its own voice, prices as its cashiers say them (4 euros 99, 4 Euro 99, 4 kronor 99)"
        ),
    ]
}

/// How much the kiosk says aloud (`speak`).
public enum SpeakMode: String, Sendable, Equatable {
    /// Nothing.
    case off
    /// Each result.
    case on
    /// Each result, each screen and the control the focus ring is on (keys, for people who
    /// cannot see the screen).
    case guide
}
