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

    @Test func currencySignsAndTrailingMarksAreDropped() throws {
        let format = NumberFormat()
        #expect(format.normalise("$12.99") == "12.99")
        #expect(format.normalise("12,99€") == "12.99")
        // A dash after the decimal mark is no cents (`149,–` in Germany, `12.–` in Switzerland).
        #expect(NumberFormat(wholeNumbers: .off).normalise("149,-") == "149.00")
        #expect(NumberFormat(wholeNumbers: .on).normalise("149,–") == "149.00")
        #expect(try NumberFormat(locale: "de_CH").normalise("12.–") == "12.00")
        #expect(try NumberFormat(locale: "fr_CH").normalise("12.—") == "12.00")
        #expect(try NumberFormat(locale: "de_DE").normalise("9,-") == "9.00")
        // A dash after the grouping mark, or none after a mark, is not that.
        #expect(try NumberFormat(locale: "de_CH").normalise("12,-") == nil)
        #expect(NumberFormat(wholeNumbers: .on).normalise("149,") == "149")
        #expect(NumberFormat(wholeNumbers: .on).normalise("12-") == "12")
        #expect(NumberFormat().normalise("-.95") == "0.95")
    }

    @Test func wholeNumbersOnlyWhenAllowed() {
        #expect(NumberFormat(wholeNumbers: .off).normalise("149") == nil)
        #expect(NumberFormat(wholeNumbers: .on).normalise("149") == "149")
        #expect(NumberFormat(wholeNumbers: .on).normalise("12.800") == "12800")
        #expect(NumberFormat(wholeNumbers: .on).normalise("1,299") == "1299")
    }

    /// `auto`: whole numbers count with locale auto (the tallest number is the price) and where
    /// the currency has no minor unit (ISO 4217), not where an article number could pass for a
    /// price in cents' stead.
    @Test func wholeNumbersByDefaultWhereTheCurrencyHasNoCents() throws {
        #expect(NumberFormat().normalise("149") == "149")
        for yen in ["ja_JP", "ja", "ko_KR", "hu_HU", "is_IS", "es_CL", "vi_VN", "fr_SN", "fr_CM"] {
            #expect(try NumberFormat(locale: yen).normalise("1280") == "1280", "\(yen)")
            #expect(try NumberFormat(locale: yen, wholeNumbers: .off).normalise("1280") == nil, "\(yen)")
        }
        for cents in ["de_DE", "en_US", "en_GB", "fr_FR", "ru_RU", "es_ES", "ko_KP"] {
            #expect(try NumberFormat(locale: cents).normalise("149") == nil, "\(cents)")
            #expect(try NumberFormat(locale: cents, wholeNumbers: .on).normalise("149") == "149", "\(cents)")
        }
        #expect(try NumberFormat(locale: "ja_JP").normalise("1,280") == "1280")
        #expect(try PriceLocale("ja_JP").minorDigits == 0)
        #expect(try PriceLocale("de_DE").minorDigits == 2)
        #expect(try PriceLocale("de").minorDigits == nil)
        #expect(try PriceLocale("sr_Latn_RS").minorDigits == 2)
    }

    /// Swiss prices have a decimal point in every language region (`fr_CH`'s CLDR comma is for
    /// other numbers).
    @Test func swissPricesHaveAPoint() throws {
        for swiss in ["de_CH", "fr_CH", "it_CH", "rm_CH", "pt_CH", "de_LI"] {
            #expect(try PriceLocale(swiss).decimalMark == .point, "\(swiss)")
            #expect(try NumberFormat(locale: swiss).normalise("3.95") == "3.95", "\(swiss)")
        }
        #expect(try PriceLocale("fr_FR").decimalMark == .comma)
        #expect(try PriceLocale("fr").decimalMark == .comma)
    }

    @Test func marksInWrongPlacesAreNoPrice() {
        let format = NumberFormat(wholeNumbers: .on)
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
        let seed = try NumberFormat(locale: "auto", wholeNumbers: .on, pattern: #"[0-9]+\.[0-9]+"#)
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
