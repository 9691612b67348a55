// ShorterLastDigitTests: a last "digit" shorter than the others on their line is the `円` blur
// joined to them, not a digit; raised cents and short numbers stay.
import Pixels
import Testing

@testable import OCR

@Suite struct ShorterLastDigitTests {
    /// Symbols as Tesseract boxes them: `text` at `x`, `y` (top), `height` tall, 10 wide.
    static func symbols(_ glyphs: [(text: String, x: Int, y: Int, height: Int)]) -> [TextLine.Symbol] {
        glyphs.map { TextLine.Symbol(text: $0.text, box: PixelRect(x: $0.x, y: $0.y, width: 10, height: $0.height), confidence: 95) }
    }

    /// A `円` or unit print set so close that blur joined it to the last digit's mark is read as
    /// one more digit, 0.63 to 0.71 as tall as the digit before it: `1360円` read `13604` from
    /// three marks, `2420円` `24207` from four.
    @Test func aShortLastDigitOnTheLineGoes() {
        // `13604` for `1360円` (h101 p28 at 40 px): the `4` is the `円`, 26 px to the digits' 40.
        let read = Self.symbols([("1", 0, 10, 40), ("3", 12, 10, 40), ("6", 24, 11, 39), ("0", 36, 10, 40), ("4", 48, 24, 26)])
        #expect(NumberReader.withoutShorterLastDigit(read, marks: 3).map(\.text) == ["1", "3", "6", "0"])
        // And what follows it (a comma read in the `円`'s foot).
        let withComma = read + Self.symbols([(",", 58, 46, 6)])
        #expect(NumberReader.withoutShorterLastDigit(withComma, marks: 3).map(\.text) == ["1", "3", "6", "0"])
        // As many marks as digits: the `4` is a mark of its own, a digit (the `円` would be a
        // mark of its own too, and left out of the run).
        #expect(NumberReader.withoutShorterLastDigit(read, marks: 5) == read)
        // One mark (digits run together): its count tells nothing.
        #expect(NumberReader.withoutShorterLastDigit(read, marks: 1) == read)
    }

    /// Raised cents stand higher; a last digit whose foot went with the rule it touches is
    /// five sixths as tall; Tesseract boxes blurred digits short too, but each no shorter than
    /// the one before (live, the `48` of `248` half and two thirds of the `2`'s height; the `0`
    /// of `980` 0.79 of the `8`).
    @Test func raisedCentsAFullDigitAndShortNumbersStay() {
        // Raised cents `1⁹⁹` read `199`: the `9`s are short but stand at the top.
        let raised = Self.symbols([("1", 0, 10, 40), ("9", 12, 10, 22), ("9", 24, 10, 22)])
        #expect(NumberReader.withoutShorterLastDigit(raised, marks: 2) == raised)
        let tall = Self.symbols([("2", 0, 10, 40), ("5", 12, 10, 40), ("8", 24, 12, 34)])
        #expect(NumberReader.withoutShorterLastDigit(tall, marks: 2) == tall)
        // Tesseract boxing blurred digits short, each no shorter than the one before (live
        // `248` from two marks: 38, 20 and 25 px; `980` 51, 47 and 37).
        let blurred = Self.symbols([("2", 0, 6, 38), ("4", 20, 17, 20), ("8", 38, 17, 25)])
        #expect(NumberReader.withoutShorterLastDigit(blurred, marks: 2) == blurred)
        let nearly = Self.symbols([("9", 0, 0, 51), ("8", 20, 4, 47), ("0", 40, 14, 37)])
        #expect(NumberReader.withoutShorterLastDigit(nearly, marks: 2) == nearly)
        // Two digits stay two: `4` of `54` is as short as a `円` could be, but nothing says so.
        let two = Self.symbols([("5", 0, 10, 40), ("4", 12, 24, 26)])
        #expect(NumberReader.withoutShorterLastDigit(two, marks: 1) == two)
    }
}
