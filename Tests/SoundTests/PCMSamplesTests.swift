// PCMSamplesTests: speech's 22050 Hz made 48000 Hz, volume, a stereo device's channels.
import Sound
import Testing

@Suite struct PCMSamplesTests {
    @Test func resamplingKeepsTheLengthInTimeAndTheShape() {
        let ramp: [Int16] = (0..<22_050).map { Int16($0 % 1000) }
        let resampled = PCMSamples.resample(ramp, from: 22_050, to: 48_000)
        #expect(resampled.count == 48_000)
        #expect(resampled.first == 0 && resampled[480] == Int16((480.0 * 22_050 / 48_000).rounded()))
        #expect(PCMSamples.resample(ramp, from: 48_000, to: 48_000) == ramp)
    }

    @Test func volumeAndChannels() {
        #expect(PCMSamples.scaled([1000, -1000, 32767], volume: 50) == [500, -500, 16383])
        #expect(PCMSamples.interleaved([1, 2], channels: 2) == [1, 1, 2, 2])
    }
}
