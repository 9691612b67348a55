// ReadingConsensusTests: a number counts only when consecutive frames read it the same.
import OCR
import Pixels
import Testing

@Suite struct ReadingConsensusTests {
    func reading(_ text: String) -> NumberReading {
        NumberReading(text: text, raw: text, box: PixelRect(x: 0, y: 0, width: 10, height: 10), glyphHeight: 10, confidence: 90)
    }

    @Test func threeInARowAgree() {
        var consensus = ReadingConsensus()
        #expect(consensus.add(reading("12.99")) == nil)
        #expect(consensus.add(reading("12.99")) == nil)
        #expect(consensus.add(reading("12.99"))?.text == "12.99")
        // And the count starts again.
        #expect(consensus.add(reading("12.99")) == nil)
    }

    @Test func aDifferentReadingStartsAgain() {
        var consensus = ReadingConsensus()
        _ = consensus.add(reading("12.99"))
        _ = consensus.add(reading("72.99"))
        #expect(consensus.add(reading("12.99")) == nil)
        #expect(consensus.add(reading("12.99")) == nil)
        #expect(consensus.add(reading("12.99"))?.text == "12.99")
    }

    /// One glyph height of three failing every time: every third frame reads nothing.
    @Test func oneFrameThatReadsNothingIsPassedOver() {
        var consensus = ReadingConsensus()
        #expect(consensus.add(reading("4.49")) == nil)
        #expect(consensus.add(reading("4.49")) == nil)
        #expect(consensus.add(nil) == nil)
        #expect(consensus.add(reading("4.49"))?.text == "4.49")
        // Again, with the blank between the first two.
        #expect(consensus.add(reading("4.49")) == nil)
        #expect(consensus.add(nil) == nil)
        #expect(consensus.add(reading("4.49")) == nil)
        #expect(consensus.add(reading("4.49"))?.text == "4.49")
    }

    @Test func twoFramesInARowThatReadNothingStartAgain() {
        var consensus = ReadingConsensus()
        _ = consensus.add(reading("12.99"))
        _ = consensus.add(reading("12.99"))
        _ = consensus.add(nil)
        _ = consensus.add(nil)
        #expect(consensus.add(reading("12.99")) == nil)
        #expect(consensus.add(reading("12.99")) == nil)
        #expect(consensus.add(reading("12.99"))?.text == "12.99")
        // reset() forgets the blanks too.
        _ = consensus.add(reading("1.89"))
        _ = consensus.add(nil)
        consensus.reset()
        _ = consensus.add(nil)
        #expect(consensus.add(reading("1.89")) == nil)
    }
}
