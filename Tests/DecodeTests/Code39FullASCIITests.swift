import Testing

// Code39FullASCIITests: the Full ASCII pairs of Code 39.
@testable import Decode

@Suite struct Code39FullASCIITests {
    @Test func pairsBecomeTheirCharacters() {
        #expect(Code39FullASCII.decode("E+X+T+E+N+D+E+D /A%J/J/C") == "Extended !?*#")
        #expect(Code39FullASCII.decode("$M$J") == "\r\n")
        #expect(Code39FullASCII.decode("%U%V%W%K%P/Z") == "\u{0}@`[{:")
    }

    @Test func textWithoutPairsIsUnchanged() {
        #expect(Code39FullASCII.decode("ABC-123 .") == "ABC-123 .")
    }

    @Test func aPairThatIsNotFullASCIIMeansPlainCode39() {
        #expect(Code39FullASCII.decode("12+3") == nil)
        #expect(Code39FullASCII.decode("50%") == nil)
        #expect(Code39FullASCII.decode("/Q") == nil)
    }
}
