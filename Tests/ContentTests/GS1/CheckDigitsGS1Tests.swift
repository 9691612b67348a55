// CheckDigitsGS1Tests: the price/weight check digit, the GMN check character pair and the ISSN's
// check character on their specifications' examples.
import Content
import Testing

@Suite struct CheckDigitsGS1Tests {
    @Test func priceCheckDigitsOfTheGeneralSpecificationsExamples() {
        // GS1 General Specifications 7.9.2 (four-digit price 2875) and 7.9.3 (five-digit 14685).
        #expect(CheckDigits.gs1PriceCheckDigit("2875") == 9)
        #expect(CheckDigits.gs1PriceCheckDigit("14685") == 6)
        #expect(CheckDigits.gs1PriceCheckDigit("0000") == 0)
        #expect(CheckDigits.gs1PriceCheckDigit("123") == nil)
        #expect(CheckDigits.gs1PriceCheckDigit("12a4") == nil)
    }

    @Test func checkCharacterPairs() {
        // 7.9.5's GMN example, and the syntax dictionary's csumalpha test vectors.
        #expect(CheckDigits.gs1CheckCharactersValid("1987654Ad4X4bL5ttr2310c2K"))
        #expect(CheckDigits.gs1CheckCharactersValid("12345_0123456789:;<=>?62"))
        #expect(CheckDigits.gs1CheckCharactersValid("22"))
        #expect(!CheckDigits.gs1CheckCharactersValid("1987654Ad4X4bL5ttr2310cXK"))
        #expect(!CheckDigits.gs1CheckCharactersValid("33"))
        #expect(!CheckDigits.gs1CheckCharactersValid("2"))
        #expect(!CheckDigits.gs1CheckCharactersValid(" 2345678901234567890123NT"))
    }

    @Test func issnCheckCharacters() {
        // ISO 3297: ISSN 0317-8471, and 2434-561X for a check of 10.
        #expect(CheckDigits.issn("0317847") == "1")
        #expect(CheckDigits.issn("2434561") == "X")
        #expect(CheckDigits.issn("031784") == nil)
    }
}
