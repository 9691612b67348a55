// Tone: the kiosk's signals as notes, and their samples: sines with short raised-cosine ramps at
// each end, so a note starts and stops without a click.
import Glibc

/// One note of a tone: a frequency held for a while; a frequency of 0 is a rest.
public struct Note: Sendable, Equatable {
    /// Hertz; 0: silence.
    public var frequency: Double
    /// Seconds.
    public var duration: Double

    public init(_ frequency: Double, _ duration: Double) {
        self.frequency = frequency
        self.duration = duration
    }

    public static func rest(_ duration: Double) -> Note { Note(0, duration) }
}

/// A short sequence of notes.
public struct Tone: Sendable, Equatable {
    public var notes: [Note]

    public init(_ notes: [Note]) { self.notes = notes }

    /// The level of a tone at volume 100, as a fraction of full scale: about espeak-ng's speech,
    /// so a tone is not much louder than the words after it.
    public static let fullLevel = 0.5
    /// Seconds each note fades in and out over (a raised cosine): a sine cut off mid-swing clicks.
    public static let ramp = 0.005

    /// Seconds, rests included.
    public var duration: Double { notes.reduce(0) { $0 + $1.duration } }

    /// The tone as 16-bit mono samples at `rate` per second, its peak `volume` (0 to 100) percent
    /// of `fullLevel`. Each note is `duration * rate` samples (rounded); each starts at 0 and
    /// ends near it.
    public func samples(rate: Int, volume: Int) -> [Int16] {
        let amplitude = Double(Int16.max) * Self.fullLevel * Double(min(max(volume, 0), 100)) / 100
        var out: [Int16] = []
        out.reserveCapacity(Int((duration * Double(rate)).rounded()) + notes.count)
        for note in notes {
            let count = Int((note.duration * Double(rate)).rounded())
            guard note.frequency > 0, amplitude > 0 else {
                out.append(contentsOf: repeatElement(0, count: count))
                continue
            }
            let rampCount = max(1, min(Int(Self.ramp * Double(rate)), count / 2))
            let step = 2 * Double.pi * note.frequency / Double(rate)
            for index in 0..<count {
                // The ramp reaches 1 at `rampCount` samples from either end, and 0 at the end's sample.
                let fromEdge = Double(min(index, count - 1 - index))
                let envelope = fromEdge >= Double(rampCount) ? 1 : 0.5 - 0.5 * cos(Double.pi * fromEdge / Double(rampCount))
                out.append(Int16((amplitude * envelope * sin(step * Double(index))).rounded()))
            }
        }
        return out
    }
}

/// What the kiosk has to say with a tone.
public enum SoundCue: String, Sendable, CaseIterable {
    /// A code read (and, with a catalog, its product found): two short high notes, rising.
    case goodRead
    /// A product not on file: one long low note, as price checkers sound it.
    case notOnFile
    /// Something went wrong (the price cannot be looked up): a falling pair.
    case error

    public var tone: Tone {
        switch self {
        case .goodRead: Tone([Note(1568, 0.06), .rest(0.03), Note(2093, 0.09)])  // G6, C7
        case .notOnFile: Tone([Note(392, 0.4)])  // G4
        case .error: Tone([Note(784, 0.15), .rest(0.05), Note(523.25, 0.3)])  // G5, C5
        }
    }
}
