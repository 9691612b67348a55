// ISO8601TimeTests: the hand-made ISO 8601 text is what Foundation's ISO8601DateFormatter writes
// and reads, over random times and the edges; offsets and malformed text.
import Foundation
import Testing
import Wire

@Suite struct ISO8601TimeTests {
    @Test func writesWhatFoundationWrites() {
        let formatter = ISO8601DateFormatter()
        // Fixed times spread over 1970-2099 with every kind of fraction (the same each run), and
        // fractions just under a second, which Foundation rounds up at the millisecond.
        var times: [Double] = [0, 951_782_400, 1_796_128_882, 1_796_128_882.999, 4_102_444_799, 68_169_600]
        for k in 0..<20_000 { times.append((Double(k) * 205_117.318_537_9).truncatingRemainder(dividingBy: 4_102_444_800)) }
        for k in 0..<1000 { times.append(Double(1_700_000_000 + k * 86_413) + 0.9990 + Double(k % 10) / 10_000) }
        for t in times {
            let ours = ISO8601Time.text(secondsSince1970: t)
            #expect(ours == formatter.string(from: Date(timeIntervalSince1970: t)), "\(t)")
            #expect(ISO8601Time.seconds(ours) == ISO8601Time.wholeSeconds(t), "\(ours)")
        }
        #expect(ISO8601Time.text(secondsSince1970: 1_796_128_882.7) == "2026-12-01T12:41:22Z")
        #expect(ISO8601Time.text(secondsSince1970: 951_782_400) == "2000-02-29T00:00:00Z")
        #expect(ISO8601Time.text(secondsSince1970: 1_796_128_882.9996) == "2026-12-01T12:41:23Z")
    }

    @Test func readsOffsetsAsFoundationDoes() throws {
        let formatter = ISO8601DateFormatter()
        for text in ["2026-12-01T13:41:22+01:00", "2026-12-01T07:11:22-05:30", "2026-12-01T12:41:22+00:00", "2026-12-01T13:41:22+0100"] {
            let foundation = try #require(formatter.date(from: text), "\(text)")
            #expect(ISO8601Time.seconds(text) == foundation.timeIntervalSince1970, "\(text)")
        }
        #expect(ISO8601Time.seconds("2026-12-01T13:41:22+01:00") == 1_796_128_882)
    }

    @Test func refusesWhatIsNotOneOfItsTimestamps() {
        for text in [
            "", "2026-12-01", "2026-12-01 12:41:22Z", "2026-12-01T12:41:22", "2026-12-01T12:41:22.5Z", "2026-13-01T12:41:22Z",
            "2026-02-30T12:00:00Z", "2026-12-01T24:00:00Z", "2026-12-01T12:60:00Z", "2026-12-01T12:41:22+1:00",
            "2026-12-01T12:41:22Zjunk", "20x6-12-01T12:41:22Z", "２０２６-12-01T12:41:22Z",
        ] {
            #expect(ISO8601Time.seconds(text) == nil, "\(text)")
        }
    }
}
