// ToneTests: the tones' samples: their length, their peak at a volume, no click at either end of
// a note, and the three cues told apart.
import Sound
import Testing

@Suite struct ToneTests {
    @Test func eachNoteIsItsDurationInSamples() {
        for cue in SoundCue.allCases {
            let expected = cue.tone.notes.reduce(0) { $0 + Int(($1.duration * 48_000).rounded()) }
            #expect(cue.tone.samples(rate: 48_000, volume: 80).count == expected, "\(cue)")
        }
        #expect(SoundCue.goodRead.tone.samples(rate: 48_000, volume: 100).count == 2880 + 1440 + 4320)
        #expect(SoundCue.notOnFile.tone.samples(rate: 44_100, volume: 100).count == 17_640)
    }

    @Test func thePeakIsTheVolumesShareOfTheFullLevel() {
        let full = Double(Int16.max) * Tone.fullLevel
        for volume in [100, 80, 40, 5] {
            let peak = SoundCue.notOnFile.tone.samples(rate: 48_000, volume: volume).map { abs(Int($0)) }.max() ?? 0
            let expected = full * Double(volume) / 100
            // A 392 Hz sine sampled at 48 kHz comes within 0.01 % of its crest.
            #expect(abs(Double(peak) - expected) <= expected * 0.001 + 1, "volume \(volume): peak \(peak), expected \(expected)")
        }
        #expect(SoundCue.goodRead.tone.samples(rate: 48_000, volume: 0).allSatisfy { $0 == 0 })
        #expect(SoundCue.goodRead.tone.samples(rate: 48_000, volume: 250) == SoundCue.goodRead.tone.samples(rate: 48_000, volume: 100))
    }

    @Test func everyNoteStartsAndEndsAtSilenceWithoutAJump() {
        for cue in SoundCue.allCases {
            let samples = cue.tone.samples(rate: 48_000, volume: 100)
            var start = 0
            for note in cue.tone.notes {
                let count = Int((note.duration * 48_000).rounded())
                let first = samples[start]
                let last = samples[start + count - 1]
                #expect(first == 0 && last == 0, "\(cue) note at \(note.frequency) Hz starts at \(first), ends at \(last)")
                // Near either end, the ramp keeps each sample within a few percent of the peak.
                let edge = samples[start..<start + 10] + samples[start + count - 10..<start + count]
                #expect(edge.allSatisfy { abs(Int($0)) < 800 }, "\(cue): \(Array(edge))")
                start += count
            }
            // No step between two samples larger than the steepest a sine of the highest note takes.
            let highest = cue.tone.notes.map(\.frequency).max() ?? 0
            let steepest = Double(Int16.max) * Tone.fullLevel * 2 * Double.pi * highest / 48_000
            let jumps = zip(samples, samples.dropFirst()).map { abs(Int($0) - Int($1)) }
            #expect(Double(jumps.max() ?? 0) <= steepest + 2, "\(cue)")
        }
    }

    @Test func theCuesAreToldApartByPitchLengthAndShape() {
        let good = SoundCue.goodRead.tone
        let missing = SoundCue.notOnFile.tone
        let error = SoundCue.error.tone
        let pitches = { (tone: Tone) in tone.notes.map(\.frequency).filter { $0 > 0 } }
        // A good read: short, high, rising; not on file: long and low; an error: falling.
        #expect(good.duration < 0.25 && pitches(good).min()! > 1000 && pitches(good) == pitches(good).sorted())
        #expect(missing.duration >= 0.35 && pitches(missing).max()! < 500)
        #expect(pitches(error).count == 2 && pitches(error)[0] > pitches(error)[1])
    }
}
