// PCMSamples: 16-bit mono samples made fit for a device: another rate (linear interpolation),
// a volume, several channels.

public enum PCMSamples {
    /// `samples` at `from` per second, as many at `to` per second, by linear interpolation
    /// (speech comes at espeak-ng's 22050 Hz; the device plays 48000 Hz or what it takes).
    public static func resample(_ samples: [Int16], from: Int, to: Int) -> [Int16] {
        guard from != to, from > 0, to > 0, !samples.isEmpty else { return samples }
        let count = Int((Double(samples.count) * Double(to) / Double(from)).rounded())
        let step = Double(from) / Double(to)
        var out: [Int16] = []
        out.reserveCapacity(count)
        for index in 0..<count {
            let position = Double(index) * step
            let before = min(Int(position), samples.count - 1)
            let after = min(before + 1, samples.count - 1)
            let fraction = position - Double(before)
            out.append(Int16((Double(samples[before]) * (1 - fraction) + Double(samples[after]) * fraction).rounded()))
        }
        return out
    }

    /// Each sample times `volume` percent (0 to 100).
    public static func scaled(_ samples: [Int16], volume: Int) -> [Int16] {
        let volume = Int32(min(max(volume, 0), 100))
        guard volume != 100 else { return samples }
        return samples.map { Int16(Int32($0) * volume / 100) }
    }

    /// Each sample repeated in `channels` interleaved channels (a stereo-only device).
    public static func interleaved(_ samples: [Int16], channels: Int) -> [Int16] {
        guard channels > 1 else { return samples }
        var out: [Int16] = []
        out.reserveCapacity(samples.count * channels)
        for sample in samples {
            for _ in 0..<channels { out.append(sample) }
        }
        return out
    }
}
