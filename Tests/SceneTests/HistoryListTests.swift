// HistoryListTests: the History rows keep their order, values and times through the bound that
// drops the oldest, the text compacted under them.
import Foundation
import Language
import Scene
import Testing

@Suite struct HistoryListTests {
    static func entry(_ n: Int, _ value: String, date: Date? = nil) -> HistoryEntry {
        HistoryEntry(number: n, origin: .barcode(n % 2 == 0 ? .qr : .ean13), value: value, time: Double(n) / 4, date: date)
    }

    @Test func newRowsGoOnTopInTheOrderGiven() {
        var list: HistoryList = [Self.entry(1, "older")]
        list.insertNewest([Self.entry(2, "first code"), Self.entry(2, "second code")])
        #expect(list.map(\.value) == ["first code", "second code", "older"])
        #expect(list.map(\.number) == [2, 2, 1])
        #expect(list[2] == Self.entry(1, "older"))
    }

    @Test func aRowKeepsItsCardsTitleLineBesideItsValue() {
        let expired: ShownText = .said(.cardExpired, parts: ["date": .date(ShownDate(year: 2026, month: 7, day: 31))])
        let medicine = HistoryEntry(
            number: 3, origin: .barcode(.dataMatrix), value: "0109506000134352", time: 1, date: nil, title: [.said(.cardMedicine), expired])
        var list: HistoryList = [Self.entry(1, "plain"), Self.entry(2, "")]
        list.insertNewest([medicine, HistoryEntry(number: 3, origin: .barcode(.qr), value: "é", time: 1, date: nil, title: [.verbatim("")])])
        #expect(list[0] == medicine && list[0].heading(.english) == "Medicine · Expired Jul 31, 2026")
        #expect(list[1].title == [.verbatim("")] && list[3].title == nil && list[3].heading(.english) == "QR Code" && list[2].value == "plain")
        list.keepNewest(1)
        #expect(Array(list) == [medicine])
    }

    @Test func theBoundDropsTheOldestAndKeepsEveryValueWhole() {
        var list = HistoryList()
        let when = Date(timeIntervalSince1970: 1_790_000_000.25)
        // Values of many lengths (empty, multi-byte, long) through a thousand captures with a
        // bound of 7: the text under the rows is compacted again and again.
        func value(_ n: Int) -> String { n % 5 == 0 ? "" : String(repeating: "é\(n)·", count: n % 37) }
        for n in 1...1000 {
            list.insertNewest([Self.entry(n, value(n), date: n % 3 == 0 ? when : nil)])
            list.keepNewest(7)
        }
        #expect(list.count == 7)
        #expect(list.map(\.number) == Array((994...1000).reversed()))
        #expect(list.map(\.value) == (994...1000).reversed().map(value))
        #expect(list.map(\.date) == (994...1000).reversed().map { $0 % 3 == 0 ? when : nil })
        #expect(list.map(\.time) == (994...1000).reversed().map { Double($0) / 4 })
        list.keepNewest(0)
        #expect(list.isEmpty)
        list.insertNewest([Self.entry(1001, "after all were dropped")])
        #expect(list.map(\.value) == ["after all were dropped"])
    }

    @Test func listsWithTheSameRowsAreEqualHoweverTheyCameAbout() {
        var dropped: HistoryList = [Self.entry(3, "c"), Self.entry(2, "b"), Self.entry(1, "a")]
        dropped.keepNewest(2)
        #expect(dropped == [Self.entry(3, "c"), Self.entry(2, "b")])
        #expect(dropped != [Self.entry(3, "c"), Self.entry(2, "B")])
    }
}

@Suite struct HistoryEntryPriceTests {
    /// A product's row keeps its price as an amount: each language reading the History writes it
    /// its own way, the shop's as the shop prints it.
    @Test func aRowsPriceIsWrittenInTheLanguageItIsReadIn() {
        let price = shop("4,99\u{A0}€")
        var list: HistoryList = [
            HistoryEntry(
                number: 1, origin: .barcode(.ean13), value: "8480010001136", time: 1, date: nil, title: [.verbatim("Olive oil")], price: price)
        ]
        list.insertNewest([HistoryListTests.entry(2, "later")])
        let none = Translations(files: [:])
        #expect(list[1].price == price && list[0].price == nil)
        #expect(list[1].heading(Wording(language: "de", translations: none)) == "Olive oil · 4,99\u{A0}€")
        #expect(list[1].heading(Wording(language: "en", translations: none, shopLanguage: "de")) == "Olive oil · €4.99")
        #expect(list[1].heading(Wording(language: "nl", translations: none, shopLanguage: "de")) == "Olive oil · €\u{A0}4,99")
        #expect(list[0].heading(Wording(language: "en", translations: none, shopLanguage: "de")) == "QR Code")
    }

    /// A withheld row keeps why its text is not there, and says it in the language the History
    /// is read in; the row's value stays the English note the History file holds.
    @Test func aWithheldRowSaysWhyInTheLanguageItIsReadIn() {
        let list: HistoryList = [
            HistoryEntry(number: 2, origin: .barcode(.qr), value: "secret not kept", time: 2, date: nil, withheld: .secret),
            HistoryListTests.entry(1, "HELLO"),
        ]
        let german = Wording(language: "de", translations: ShippedTranslationsFolder.translations)
        #expect(list[0].withheld == .secret && list[1].withheld == nil)
        #expect(list[0].shownValue(german) == "Geheimnis nicht gespeichert")
        #expect(list[0].shownValue(.english) == "secret not kept")
        #expect(list[1].shownValue(german) == "HELLO")
    }

    /// A real clock's time in the language the History is read in, with its seconds (CLDR's
    /// medium time): 24 hours in German, 12 with AM/PM in English; a virtual clock's in seconds.
    @Test func aRowsTimeIsWrittenInTheLanguageItIsReadIn() {
        var seconds = time_t(1_780_000_000)
        var parts = tm()
        localtime_r(&seconds, &parts)
        let (hour, minute, second) = (Int(parts.tm_hour), Int(parts.tm_min), Int(parts.tm_sec))
        let entry = HistoryEntry(number: 1, origin: .barcode(.qr), value: "x", time: 4, date: Date(timeIntervalSince1970: 1_780_000_000))
        let none = Translations(files: [:])
        #expect(entry.timeLabel(Wording(language: "de", translations: none)) == String(format: "%02d:%02d:%02d", hour, minute, second))
        let english = String(format: "%d:%02d:%02d %@", hour % 12 == 0 ? 12 : hour % 12, minute, second, hour < 12 ? "AM" : "PM")
        #expect(entry.timeLabel(.english) == english)
        #expect(HistoryEntry(number: 1, origin: .barcode(.qr), value: "x", time: 12.5, date: nil).timeLabel(.english) == "+12.5 s")
    }
}
