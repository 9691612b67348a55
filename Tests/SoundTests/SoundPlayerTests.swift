// SoundPlayerTests: tones and speech played by the sound thread through ALSA's file plugin (the
// stock `file:FILE=…,FORMAT=wav` PCM, over the null device) into WAV files measured with sox;
// ALSA or the device missing, the voice missing, the queue full.
import CALSA
import CEspeak
import Dispatch
import Foundation
import Sound
import TestSupport
import Testing

@Suite struct SoundPlayerTests {
    let folder = TemporaryFolder.make("kioskscan-sound")

    /// The ALSA device that writes what is played into `name`.wav in the test's folder.
    func wavDevice(_ name: String) -> (device: String, path: String) {
        let path = folder + "/" + name + ".wav"
        return ("file:FILE=\(path),FORMAT=wav", path)
    }

    /// Plays `requests` through a new player to the end, and what it logged.
    func play(_ requests: [SoundRequest], _ settings: SoundSettings) throws -> (player: SoundPlayer, notes: [String]) {
        let player = try SoundPlayer(settings: settings, minute: { 12 * 60 })
        for request in requests { #expect(player.play(request)) }
        player.finish()
        return (player, player.takeNotes())
    }

    @Test func alsaLibAndEspeakNGOpenWithEveryFunctionTheKioskCalls() {
        var message = [CChar](repeating: 0, count: 512)
        let why = { String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self) }
        #expect(kiosk_alsa_load(&message, message.count) == 1, "\(why())")
        #expect(kiosk_espeak_load(&message, message.count) == 1, "\(why())")
        #expect([KIOSK_ALSA_SONAME, KIOSK_ESPEAK_SONAME] == ["libasound.so.2", "libespeak-ng.so.1"])
    }

    @Test(arguments: SoundCue.allCases)
    func eachToneIsItsLengthAndItsNotesPitches(_ cue: SoundCue) throws {
        let (device, path) = wavDevice(cue.rawValue)
        let (player, notes) = try play([SoundRequest(cue: cue)], SoundSettings(device: device, volume: 60))
        #expect(notes == ["sound: playing on \(device) (48000 Hz)"])
        #expect(player.played == 1 && player.available == true)
        let sox = Sox(path: path)
        #expect(sox.rate == 48_000)
        let whole = try sox.stat()
        #expect(abs(whole["Length (seconds)", default: 0] - cue.tone.duration) < 0.001, "\(whole)")
        #expect(abs(whole["Maximum amplitude", default: 0] - Tone.fullLevel * 0.6) < 0.005, "\(whole)")
        var start = 0.0
        for note in cue.tone.notes {
            // The middle of each note, away from its ramps.
            let figures = try sox.stat(from: start + 0.01, for: note.duration - 0.02)
            if note.frequency > 0 {
                let heard = figures["Rough frequency", default: 0]
                #expect(abs(heard - note.frequency) < note.frequency * 0.03, "\(cue): \(note.frequency) Hz heard as \(heard)")
            } else {
                #expect(figures["Maximum amplitude", default: 1] == 0, "\(cue): the rest is silent")
            }
            start += note.duration
        }
    }

    @Test func speechIsSpokenAfterItsToneInTheVoiceAsked() throws {
        let (device, path) = wavDevice("speech")
        let text = "Olive oil, 4 euros 99"
        let (player, notes) = try play([SoundRequest(cue: .goodRead, speech: text)], SoundSettings(device: device, voice: "en"))
        #expect(notes.count == 2 && notes.first == "sound: playing on \(device) (48000 Hz)")
        // What was said, by which voice, and how long it took.
        #expect(notes.last?.hasPrefix("speak: “Olive oil, 4 euros 99” (voice en, ") == true)
        #expect(player.played == 1)
        let sox = Sox(path: path)
        let tone = SoundCue.goodRead.tone.duration
        let whole = try sox.stat()
        let length = whole["Length (seconds)", default: 0]
        // "Olive oil, four euros ninety-nine": about two seconds at espeak-ng's 175 words a minute.
        #expect(length > tone + 1.2 && length < tone + 4, "\(whole)")
        // What is not silence after the tone (sox's silence effect takes away the pauses).
        let spoken = try sox.stat(["trim", String(tone), "silence", "1", "0.02", "1%", "-1", "0.1", "1%"])
        #expect(spoken["Length (seconds)", default: 0] > 1.0, "\(spoken)")
        #expect(spoken["RMS amplitude", default: 0] > 0.02, "\(spoken)")
        // Speech (a voice's pitch and formants), not a tone: its crossings are not one note's.
        #expect(spoken["Rough frequency", default: 0] > 100, "\(spoken)")
    }

    @Test func aVoiceEspeakHasNotIsSaidOnceAndTheTonesGoOn() throws {
        let (device, path) = wavDevice("no-voice")
        let requests = [SoundRequest(cue: .goodRead, speech: "one"), SoundRequest(cue: .notOnFile, speech: "two")]
        let (player, notes) = try play(requests, SoundSettings(device: device, voice: "xx-kioskscan"))
        #expect(
            notes == [
                "sound: playing on \(device) (48000 Hz)",
                "sound: espeak-ng has no voice 'xx-kioskscan' (espeak-ng --voices lists them); nothing will be spoken",
            ])
        #expect(player.played == 2)
        let length = try Sox(path: path).stat()["Length (seconds)", default: 0]
        #expect(abs(length - SoundCue.goodRead.tone.duration - SoundCue.notOnFile.tone.duration) < 0.001)
    }

    @Test func aMissingDeviceIsSaidOnceAndTheKioskStaysSilent() throws {
        let (player, notes) = try play(
            [SoundRequest(cue: .goodRead), SoundRequest(cue: .error), SoundRequest(cue: .notOnFile)],
            SoundSettings(device: "hw:CARD=KioskNoSuchCard"))
        #expect(
            notes == ["sound: snd_pcm_open failed on hw:CARD=KioskNoSuchCard: No such device (-19); silent until it can be opened"])
        #expect(player.available == false && player.silenced == 3 && player.played == 0)
    }

    @Test func withoutALSAOneLineSaysSoAndNothingPlays() throws {
        let why = "libasound.so.2: cannot open shared object file: No such file or directory (Debian package: libasound2)"
        let player = try SoundPlayer(settings: SoundSettings(device: wavDevice("none").device), loadLibrary: { why })
        #expect(player.play(SoundRequest(cue: .goodRead)) && player.play(SoundRequest(cue: .error, speech: "Error")))
        player.finish()
        #expect(player.takeNotes() == ["sound: \(why); no sound will be made"])
        #expect(player.available == false && player.silenced == 2 && player.played == 0)
        #expect(!FileManager.default.fileExists(atPath: wavDevice("none").path))
    }

    @Test func duringQuietHoursNothingPlays() throws {
        let (device, path) = wavDevice("quiet")
        let night = try QuietHours(parsing: "22:00-07:00")
        var minute = 23 * 60
        let player = try SoundPlayer(settings: SoundSettings(device: device, quiet: night), minute: { [minute] in minute })
        #expect(player.play(SoundRequest(cue: .goodRead)))
        player.finish()
        #expect(player.silenced == 1 && player.played == 0 && player.available == true)
        minute = 7 * 60
        let day = try SoundPlayer(settings: SoundSettings(device: device, quiet: night), minute: { [minute] in minute })
        #expect(day.play(SoundRequest(cue: .goodRead)))
        day.finish()
        #expect(day.played == 1)
        #expect(abs(try Sox(path: path).stat()["Length (seconds)", default: 0] - SoundCue.goodRead.tone.duration) < 0.001)
    }

    @Test func aFullQueueDropsTheNewestAndCountsIt() throws {
        let (device, path) = wavDevice("full")
        // The thread is held while it opens alsa-lib, so nothing is taken from the queue yet.
        let opening = DispatchSemaphore(value: 0)
        let player = try SoundPlayer(
            settings: SoundSettings(device: device),
            loadLibrary: {
                opening.wait()
                return SoundPlayer.loadALSA()
            })
        let cues: [SoundCue] = [.goodRead, .notOnFile, .error, .goodRead, .error, .notOnFile]
        let queued = cues.map { player.play(SoundRequest(cue: $0)) }
        #expect(queued == [true, true, true, true, false, false] && SoundPlayer.capacity == 4)
        #expect(player.dropped == 2)
        opening.signal()
        player.finish()
        #expect(player.played == 4 && player.dropped == 2)
        let expected = cues.prefix(4).reduce(0) { $0 + $1.tone.duration }
        #expect(abs(try Sox(path: path).stat()["Length (seconds)", default: 0] - expected) < 0.001)
        #expect(!player.play(SoundRequest(cue: .goodRead)) && player.dropped == 3, "a stopped player takes nothing")
    }

    /// The spoken guide's player: a new request takes the place of those waiting (and cuts short
    /// the one playing: the mailbox's interruption, WorkerThreadTests; the file plugin over the
    /// null device writes faster than a sound lasts, so it cannot show it here). Held while it
    /// opens alsa-lib, the thread finds only the last of three.
    @Test func aNewRequestTakesThePlaceOfThoseWaitingWhenInterrupting() throws {
        let (device, path) = wavDevice("interrupting")
        let opening = DispatchSemaphore(value: 0)
        let player = try SoundPlayer(
            settings: SoundSettings(device: device), interrupting: true,
            loadLibrary: {
                opening.wait()
                return SoundPlayer.loadALSA()
            })
        let queued = [SoundCue.notOnFile, .error, .goodRead].map { player.play(SoundRequest(cue: $0)) }
        #expect(queued == [true, true, true] && player.dropped == 2)
        opening.signal()
        player.finish()
        #expect(player.played == 1)
        #expect(abs(try Sox(path: path).stat()["Length (seconds)", default: 0] - SoundCue.goodRead.tone.duration) < 0.001)
    }
}
