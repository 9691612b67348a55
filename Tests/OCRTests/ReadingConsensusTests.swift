// ReadingConsensusTests: a number counts only when consecutive frames read it the same.
import OCR
import Testing

@Suite struct ReadingConsensusTests {
    func reading(_ text: String) -> NumberReading {
        NumberReading(text: text, raw: text, box: ImageRect(x: 0, y: 0, width: 10, height: 10), glyphHeight: 10, confidence: 90)
    }

    @Test func threeInARowAgree() {
        var consensus = ReadingConsensus()
        #expect(consensus.add(reading("12.99")) == nil)
        #expect(consensus.add(reading("12.99")) == nil)
        #expect(consensus.add(reading("12.99"))?.text == "12.99")
        // And the count starts again.
        #expect(consensus.add(reading("12.99")) == nil)
    }

    @Test func aDifferentReadingOrNoneStartsAgain() {
        var consensus = ReadingConsensus()
        _ = consensus.add(reading("12.99"))
        _ = consensus.add(reading("72.99"))
        #expect(consensus.add(reading("12.99")) == nil)
        _ = consensus.add(nil)
        #expect(consensus.add(reading("12.99")) == nil)
        #expect(consensus.add(reading("12.99")) == nil)
        #expect(consensus.add(reading("12.99"))?.text == "12.99")
    }
}
