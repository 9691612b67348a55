// GS1ApplicationIdentifierTests: the AI table read from the GS1 Barcode Syntax Dictionary against
// the GS1 General Specifications: prefix-free AIs, the predefined-length table, formats, decimals.
import Testing

@testable import Content

@Suite struct GS1ApplicationIdentifierTests {
    let all = GS1ApplicationIdentifier.all

    @Test func everyEntryIsRead() {
        // 224 dictionary lines; ranges such as 3100-3105 and 91-99 give one AI each.
        #expect(all.count == 541)
        #expect(all["01"]?.title == "GTIN")
        #expect(all["3103"]?.title == "NET WEIGHT (kg)")
        #expect(all["99"]?.title == "INTERNAL")
        #expect(all["8110"]?.title == "COUPON CODE (North America)")
        #expect(all.values.allSatisfy { !$0.components.isEmpty && !$0.title.isEmpty })
    }

    @Test func aisArePrefixFree() {
        // GS1 General Specifications 3.2: no AI is the beginning of another, so element strings
        // can be split without separators after predefined-length AIs.
        for ai in all.keys {
            for length in 2..<ai.count { #expect(all[String(ai.prefix(length))] == nil, "\(ai)") }
        }
        #expect(GS1ApplicationIdentifier.identifier(at: "3103000123")?.ai == "3103")
        #expect(GS1ApplicationIdentifier.identifier(at: "8013ABC")?.ai == "8013")
        #expect(GS1ApplicationIdentifier.identifier(at: "23ABC") == nil)
    }

    @Test func predefinedLengthsAreThoseOfTheGeneralSpecifications() {
        // Figure 7.8.5-2: element strings with predefined length use AIs beginning 00–04, 11–20,
        // 31–36 and 41, and need no FNC1 after them.
        let predefined = Set([
            "00", "01", "02", "03", "04", "11", "12", "13", "14", "15", "16", "17", "18", "19", "20", "31", "32", "33", "34", "35", "36", "41",
        ])
        for identifier in all.values {
            #expect(identifier.hasPredefinedLength == predefined.contains(String(identifier.ai.prefix(2))), "\(identifier.ai)")
            if identifier.hasPredefinedLength { #expect(identifier.fixedLength != nil, "\(identifier.ai)") }
        }
        #expect(all["01"]?.fixedLength == 14 && all["00"]?.fixedLength == 18 && all["3103"]?.fixedLength == 6 && all["410"]?.fixedLength == 13)
        #expect(all["422"]?.fixedLength == 3 && all["422"]?.hasPredefinedLength == false)
    }

    @Test func formatsAsTheGeneralSpecificationsWriteThem() {
        #expect(all["01"]?.format == "N14")
        #expect(all["10"]?.format == "X..20")
        #expect(all["3932"]?.format == "N3+N..15")
        #expect(all["8003"]?.format == "N1+N13+[X..16]")
        #expect(all["4330"]?.format == "N6+[X1]")
        #expect(all["8010"]?.format == "Y..30")
        #expect(all["8030"]?.format == "Z..90")
        #expect(all["01"]?.components.first?.linters == ["csum", "gcppos2"])
    }

    @Test func decimalPlacesOfMeasuresAndAmounts() {
        // 3.6 and 3.8: the last digit of 310n–369n and 390n–395n is the number of decimals.
        #expect(all["3103"]?.decimalPlaces == 3)
        #expect(all["3695"]?.decimalPlaces == 5)
        #expect(all["3909"]?.decimalPlaces == 9)
        #expect(all["3943"]?.decimalPlaces == 3)
        #expect(all["3955"]?.decimalPlaces == 5)
        #expect(all["37"]?.decimalPlaces == nil && all["7003"]?.decimalPlaces == nil)
        #expect(GS1Element.decimal("001250", places: 3) == "1.250")
        #expect(GS1Element.decimal("5", places: 2) == "0.05")
        #expect(GS1Element.decimal("001250", places: 0) == "1250")
    }

    @Test func digitalLinkRoles() {
        #expect(all["01"]?.digitalLinkQualifiers == [["22", "10", "21"], ["235"]])
        #expect(all["00"]?.digitalLinkQualifiers == [[]])
        #expect(all["10"]?.digitalLinkQualifiers == nil)
        #expect(all["17"]?.isDigitalLinkAttribute == true && all["21"]?.isDigitalLinkAttribute == false)
        #expect(GS1DigitalLinkURI.isKeyAndQualifiers(["01", "22", "21"]))
        #expect(!GS1DigitalLinkURI.isKeyAndQualifiers(["01", "21", "22"]))
        #expect(!GS1DigitalLinkURI.isKeyAndQualifiers(["01", "10", "235"]))
    }

    @Test func everyLinterTheDictionaryNamesIsKnown() {
        let known: Set = [
            "csum", "csumalpha", "iban", "gcppos1", "gcppos2", "yymmd0", "yymmdd", "yyyymmdd", "yyyymmd0", "hh", "mi", "ss", "hhmi", "iso4217",
            "iso3166", "iso3166999", "iso3166alpha2", "packagetype", "mediatype", "pcenc", "yesno", "iso5218", "winding", "hyphen", "zero", "nonzero",
            "nozeroprefix", "hasnondigit", "importeridx", "latitude", "longitude", "pieceoftotal", "posinseqslash",
            // Not checked: the North American coupon structures.
            "couponcode", "couponposoffer",
        ]
        let named = Set(all.values.flatMap { $0.components.flatMap(\.linters) })
        #expect(named.subtracting(known).isEmpty, "\(named.subtracting(known))")
    }

    @Test func theCenturyOfTwoDigitYears() {
        // 7.12: within 49 years before and 50 after the current year.
        let today = CalendarDate(year: 2026, month: 8, day: 1)!
        #expect(GS1Linters.century(of: 76, around: today) == 2076)
        #expect(GS1Linters.century(of: 77, around: today) == 1977)
        #expect(GS1Linters.century(of: 0, around: today) == 2000)
        let late = CalendarDate(year: 2090, month: 1, day: 1)!
        #expect(GS1Linters.century(of: 40, around: late) == 2140)
        #expect(GS1Linters.century(of: 41, around: late) == 2041)
    }

    @Test func codeListsAreComplete() {
        #expect(GS1CodeLists.countryNumbers.count == 249 && GS1CodeLists.countryLetters.count == 249)
        #expect(GS1CodeLists.currencies.count == 179)
        #expect(GS1CodeLists.currencies["978"] == "EUR" && GS1CodeLists.currencies["826"] == "GBP" && GS1CodeLists.currencies["396"] == "")
        #expect(GS1CodeLists.packageTypes.contains("PX") && GS1CodeLists.packageTypes.count == 431)
    }
}
