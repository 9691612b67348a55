// LocaleDecimalMarksTests: the kiosk's own table of decimal marks gives, for every locale
// Foundation (ICU's CLDR data) knows, the mark Foundation gives (but for Swiss prices, which
// have a point in every language), and knows no other locale.
import Foundation
import OCR
import Testing

@Suite struct LocaleDecimalMarksTests {
    @Test func everyLocaleHasFoundationsDecimalMark() throws {
        let identifiers = Locale.availableIdentifiers
        #expect(identifiers.count > 900)
        var wrong: [String] = [], swissComma: [String] = []
        for identifier in identifiers {
            var expected: NumberFormat.DecimalMark = Locale(identifier: identifier).decimalSeparator == "," ? .comma : .point
            // Swiss and Liechtenstein prices have a point in every language (`PriceLocale`).
            if expected == .comma, identifier.hasSuffix("_CH") || identifier.hasSuffix("_LI") {
                swissComma.append(identifier)
                expected = .point
            }
            guard let format = try? NumberFormat(locale: identifier), format.decimalMark == expected else {
                wrong.append(identifier)
                continue
            }
        }
        #expect(wrong.isEmpty, "\(wrong.count) locales: \(wrong.prefix(20))")
        #expect(Set(swissComma) == ["fr_CH", "pt_CH", "wae_CH"])
    }

    @Test func aHyphenIsAnUnderscoreAndOtherNamesAreUnknown() throws {
        #expect(try NumberFormat(locale: "de-DE").decimalMark == .comma)
        #expect(try NumberFormat(locale: " pt_BR ").decimalMark == .comma)
        #expect(try NumberFormat(locale: "de_CH").decimalMark == .point)
        #expect(try NumberFormat(locale: "ar_EG").decimalMark == .point)  // ٫, which OCR does not read as a comma
        for name in ["xx_YY", "DE_de", "german", "de_DE.UTF-8", ""] {
            #expect(throws: NumberFormatError.unknownLocale(name)) { try NumberFormat(locale: name) }
        }
    }

    @Test func aPatternIsMatchedWhole() throws {
        let cents = try NumberFormat(locale: "auto", pattern: #"[0-9]+\.[0-9]{2}|[0-9]+"#)
        #expect(cents.normalise("12.99") == "12.99")
        #expect(cents.normalise("12.9") == nil)
        #expect(try NumberFormat(locale: "auto", wholeNumbers: .on, pattern: "[0-9]+").normalise("149") == "149")
    }
}
