// ShownTextBytesTests: shown texts written into a flat byte buffer read back the same, each kind
// and a phrase's nested parts, several lists one after another, a key the catalogue lacks.
import Language
import Testing

@Suite struct ShownTextBytesTests {
    static let texts: [ShownText] = [
        .verbatim("Olive oil 1 l"), .verbatim(""), .verbatim("مرحبا 123 · 🇩🇪"),
        .date(ShownDate(year: 2026, month: 7, day: 31)), .date(ShownDate(year: -44, month: 3, day: 15)),
        .said(.cardMedicine),
        .said(.cardExpired, parts: ["date": .date(ShownDate(year: 2026, month: 7, day: 31))]),
        .said(.cardBadCheckDigitIn, ["ai": "17"], parts: ["label": .said(.cardExpiry)]),
        .said(.cardMoreContacts, count: 3),
        .said(.cardNeeds, ["ai": "10"], parts: ["others": .said(.cardOr, ["list": "(01), (02)", "last": "(03)"])]),
        .money(ShownMoney(minorUnits: 499, exponent: 2, currency: "EUR", sign: "€", shopText: "4,99\u{A0}€")),
        .money(ShownMoney(minorUnits: -12_345_678_901, exponent: 0, currency: "JPY", sign: "¥", shopText: "-¥12,345,678,901"), per: "kg"),
        .quantity(value: 482, scale: 3, unit: "kg"), .quantity(value: -15, scale: 1, unit: "l"),
    ]

    func readBack(_ lists: [[ShownText]]) -> [[ShownText]] {
        var bytes: [UInt8] = []
        var starts: [Int] = []
        for list in lists {
            starts.append(bytes.count)
            ShownTextBytes.append(list, to: &bytes)
        }
        return bytes.withUnsafeBufferPointer { buffer in starts.map { ShownTextBytes.read(buffer, at: $0) } }
    }

    @Test func everyKindReadsBackTheSame() {
        #expect(readBack([Self.texts]) == [Self.texts])
        #expect(readBack([[]]) == [[]])
    }

    @Test func listsOneAfterAnotherKeepTheirPlaces() {
        let lists = [Array(Self.texts.prefix(3)), [], Array(Self.texts.suffix(5)), [Self.texts[7]]]
        #expect(readBack(lists) == lists)
    }

    @Test func theyAreSaidAsBefore() {
        let read = readBack([Self.texts])[0]
        #expect(read.map { Wording.english($0) } == Self.texts.map { Wording.english($0) })
        #expect(Wording.english(read[7]) == "Bad check digit in Expiry (17)")
        #expect(Wording.english(read[9]) == "(10) needs (01), (02) or (03)")
        #expect(Wording.english(read[8]) == "The code holds 3 contacts; the first is shown.")
        #expect(read.suffix(2).map { Wording.english($0) } == ["0.482 kg", "-1.5 l"])
        let german = Wording(language: "de", translations: Translations(files: [:]))
        #expect(read.suffix(2).map { german($0) } == ["0,482 kg", "-1,5 l"])
    }

    @Test func aKeyTheCatalogueDoesNotHaveReadsAsItsKey() {
        let unknown: ShownText = .phrase(Phrase(Message("card.gone", "Gone"), ["x": "1"]))
        #expect(readBack([[unknown]]) == [[.verbatim("card.gone")]])
    }
}
