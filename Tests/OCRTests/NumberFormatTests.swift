// NumberFormatTests: which printed numbers are prices, and their normalised text.
import OCR
import Testing

@Suite struct NumberFormatTests {
    @Test func autoTakesEitherMarkBeforeOneOrTwoDigits() {
        let format = NumberFormat()
        #expect(format.normalise("12.99") == "12.99")
        #expect(format.normalise("12,99") == "12.99")
        #expect(format.normalise("1.299,00") == "1299.00")
        #expect(format.normalise("1,299.00") == "1299.00")
        #expect(format.normalise("12,5") == "12.5")
    }

    @Test func currencySignsAndTrailingMarksAreDropped() {
        let format = NumberFormat()
        #expect(format.normalise("$12.99") == "12.99")
        #expect(format.normalise("12,99€") == "12.99")
        #expect(format.normalise("149,-") == nil)
        #expect(NumberFormat(wholeNumbers: true).normalise("149,-") == "149")
    }

    @Test func wholeNumbersOnlyWhenAllowed() {
        #expect(NumberFormat().normalise("149") == nil)
        #expect(NumberFormat(wholeNumbers: true).normalise("149") == "149")
        #expect(NumberFormat(wholeNumbers: true).normalise("12.800") == "12800")
        #expect(NumberFormat(wholeNumbers: true).normalise("1,299") == "1299")
    }

    @Test func marksInWrongPlacesAreNoPrice() {
        let format = NumberFormat(wholeNumbers: true)
        #expect(format.normalise("1129,,60") == nil)
        #expect(format.normalise("12.99.5") == nil)
        #expect(format.normalise("1.29.00") == nil)
        #expect(format.normalise("12,34.56,78") == nil)
        #expect(format.normalise(",99") == nil)
        #expect(format.normalise("") == nil)
    }

    @Test func aLocaleFixesTheDecimalMark() throws {
        let german = try NumberFormat(locale: "de_DE")
        #expect(german.decimalMark == .comma)
        #expect(german.normalise("1.299,00") == "1299.00")
        #expect(german.normalise("12.99") == nil)
        let american = try NumberFormat(locale: "en_US")
        #expect(american.decimalMark == .point)
        #expect(american.normalise("1.799") == "1.799")
        #expect(american.normalise("12,99") == nil)
        #expect(try NumberFormat(locale: "auto").decimalMark == .auto)
    }

    @Test func leadingZerosGoButNotTheOneBeforeTheMark() {
        #expect(NumberFormat().normalise("0.99") == "0.99")
        #expect(NumberFormat().normalise("012.99") == "12.99")
    }

    @Test func thePatternMustMatchTheWholeNormalisedText() throws {
        let seed = try NumberFormat(locale: "auto", wholeNumbers: true, pattern: #"[0-9]+\.[0-9]+"#)
        #expect(seed.normalise("12,99") == "12.99")
        #expect(seed.normalise("149") == nil)
        let cents = try NumberFormat(locale: "auto", pattern: #"[0-9]+\.[0-9]{2}"#)
        #expect(cents.normalise("12.5") == nil)
    }

    @Test func badLocalesAndPatternsAreRefusedByName() {
        #expect(throws: NumberFormatError.unknownLocale("xx_YY")) { try NumberFormat(locale: "xx_YY") }
        #expect(throws: NumberFormatError.badPattern("[0-9")) { try NumberFormat(locale: "auto", pattern: "[0-9") }
    }
}
