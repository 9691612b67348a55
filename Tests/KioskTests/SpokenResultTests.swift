// SpokenResultTests: the tone and the words for a capture: a product's name and price said as a
// cashier of the language says it (English, Swedish, German, French, Japanese, Arabic, Polish…),
// not on file, no price to be had, the kind of a plain code (never its payload); and a kiosk run
// that plays them through ALSA.
import Catalog
import Content
import Decode
import Foundation
import Language
import Sound
import TestSupport
import Testing

@testable import Kiosk

@Suite struct SpokenResultTests {
    let products = ProductCaptureTests()

    func said(_ detection: Detection, in language: String = "en", _ arguments: [String] = []) throws -> (cue: SoundCue, text: String) {
        let (_, record) = try products.capture(detection, arguments)
        let event = CaptureEvent(record: record)
        return (SpokenResult.cue(for: event), SpokenResult.text(for: event, wording: Self.wording(language)))
    }

    static func wording(_ language: String) -> Wording { Wording(language: language, translations: SpokenLanguageTests.translations) }

    @Test func aProductIsItsNameAndItsPriceInWords() throws {
        #expect(try said(code("8480010001136", symbology: .ean13)) == (.goodRead, "Aceite de oliva virgen extra 1 l, 4 euros 99"))
        // On offer on the day: the price to pay.
        #expect(try said(code("4006381333931", symbology: .ean13)).text == "Stabilo Boss Original, 99 cents")
        #expect(try said(code("SHELF-7", symbology: .code128)).text == "Regal 7, 50 cents")
        // Another language says the price as its cashiers do, whatever the shop prints.
        #expect(try said(code("8480010001136", symbology: .ean13), in: "de").text == "Aceite de oliva virgen extra 1 l, 4 Euro 99")
        #expect(
            try said(code("8480010001136", symbology: .ean13), in: "sv", ["--price-format", "€1,234.56"]).text
                == "Aceite de oliva virgen extra 1 l, 4 euro 99")
        #expect(try said(code("4006381333931", symbology: .ean13), in: "fr").text == "Stabilo Boss Original, 99 centimes")
    }

    @Test func notOnFileAndNoPriceToBeHadHaveTheirOwnTonesAndWords() throws {
        #expect(try said(code("5901234123457", symbology: .ean13)) == (.notOnFile, "Not on file. Please ask a member of staff."))
        let (_, record) = try products.capture(code("5901234123457", symbology: .ean13), catalog: products.folder + "/none.sqlite")
        let event = CaptureEvent(record: record)
        #expect(SpokenResult.cue(for: event) == .error && SpokenResult.text(for: event) == "Prices cannot be looked up right now.")
    }

    @Test func aCodeThatIsNoProductIsSaidByItsKindNeverItsContents() throws {
        #expect(try said(code("https://example.com/secret-token")) == (.goodRead, "QR code"))
        #expect(try said(code("WIFI:T:WPA;S:Shop;P:secret;;", symbology: .dataMatrix)).text == "Data Matrix")
        #expect(SpokenResult.kind(of: .barcode(.ean13)) == "EAN 13" && SpokenResult.kind(of: .barcode(.code128)) == "Code 128")
    }

    /// `minor` units of `code` as `language`'s cashier says them, with the shipped translations.
    func words(_ minor: Int64, _ code: String, _ language: String) -> String {
        SpokenResult.spoken(Money(minorUnits: minor, currency: ISO4217Currency(code: code)!), wording: Self.wording(language))
    }

    @Test func pricesInWordsInEnglish() {
        #expect(words(499, "EUR", "en") == "4 euros 99" && words(100, "EUR", "en") == "1 euro" && words(1, "EUR", "en") == "1 cent")
        #expect(words(123_456, "USD", "en") == "1234 dollars 56" && words(250, "GBP", "en") == "2 pounds 50")
        #expect(words(199, "JPY", "en") == "199 yen" && words(1990, "SEK", "en") == "19 kronor 90" && words(100, "SEK", "en") == "1 krona")
        // Under one unit of a currency without cents: the units and the rest, as for more.
        #expect(words(50, "GBP", "en") == "0 pounds 50" && words(5, "SEK", "en") == "0 kronor 5")
        // A currency the table does not name: its amount and its code spelled.
        #expect(words(4990, "SAR", "en") == "49.90 S A R" && words(1250, "BHD", "en") == "1.250 B H D")
    }

    @Test func pricesInWordsInOtherLanguages() {
        #expect(words(499, "SEK", "sv") == "4 kronor 99" && words(100, "SEK", "sv") == "1 krona" && words(499, "EUR", "sv") == "4 euro 99")
        #expect(words(99, "EUR", "sv") == "99 cent" && words(50, "SEK", "sv") == "0 kronor 50")
        #expect(words(499, "EUR", "de") == "4 Euro 99" && words(100, "EUR", "de") == "1 Euro" && words(99, "EUR", "de") == "99 Cent")
        #expect(words(1990, "CHF", "de") == "19 Franken 90" && words(199, "JPY", "de") == "199 Yen" && words(1990, "SEK", "de") == "19 Kronen 90")
        #expect(words(499, "EUR", "fr") == "4 euros 99" && words(100, "EUR", "fr") == "1 euro" && words(1, "EUR", "fr") == "1 centime")
        #expect(words(99, "EUR", "fr") == "99 centimes" && words(1990, "CHF", "fr") == "19 francs 90")
        #expect(
            words(499, "EUR", "es") == "4 euros con 99" && words(499, "EUR", "it") == "4 euro e 99" && words(499, "EUR", "pt-PT") == "4 euros e 99")
        #expect(words(199, "JPY", "ja") == "199 えん" && words(499, "EUR", "ja") == "4 ユーロ 99" && words(99, "USD", "ja") == "99 セント")
        #expect(words(499, "EUR", "ar") == "4 يورو و99" && words(199, "JPY", "ar") == "199 ين" && words(99, "EUR", "ar") == "99 سنت")
        #expect(words(100, "PLN", "pl") == "1 złoty" && words(200, "PLN", "pl") == "2 złote" && words(500, "PLN", "pl") == "5 złotych")
        #expect(words(2250, "PLN", "pl") == "22 złote 50" && words(1200, "PLN", "pl") == "12 złotych" && words(2, "EUR", "pl") == "2 centy")
        #expect(words(1_234_500, "INR", "hi") == "12345 रुपए" && words(100, "INR", "hi") == "1 रुपया" && words(499, "EUR", "zh-CN") == "4欧元99")
        #expect(words(499, "ILS", "he") == "4 שקלים ו-99" && words(100, "ILS", "he") == "1 שקל" && words(499, "TRY", "tr") == "4 lira 99")
    }

    /// Speech is in ASCII digits in every language, whatever digits the screen shows.
    @Test func spokenNumbersAreWesternDigits() {
        let price = ShownMoney(minorUnits: 12_345_678, exponent: 2, currency: "EUR", sign: "€", shopText: "123.456,78\u{A0}€")
        for language in ShippedLocale.languages + ["en"] {
            let wording = Wording(language: language, translations: SpokenLanguageTests.translations, shopLanguage: "de", digits: .native)
            let spoken = wording.spoken(price)
            #expect(spoken.contains("123456") && spoken.contains("78"), "\(language): \(spoken)")
            #expect(!spoken.unicodeScalars.contains { $0.properties.numericType != nil && !$0.isASCII }, "\(language): \(spoken)")
        }
    }
}

@Suite struct SoundSinkTests {
    @Test func aKioskRunPlaysEachCapturesToneThroughTheSoundCard() throws {
        let folder = freshFolder("sound-run")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let wav = folder + "/sound.wav"
        let options = try headlessOptions(
            ["qrcode-3/01.webp"], folder: folder + "/frames",
            extra: ["--frames", "10", "--sound", "on", "--sound-device", "file:FILE=\(wav),FORMAT=wav", "--sound-volume", "100"])
        var log: [String] = []
        let runner = try KioskRunner(options: options, standardOutput: EventLines().output, log: { log.append($0) })
        #expect(runner.flow.sinks.map { String(describing: type(of: $0)) } == ["StandardOutputSink", "SoundSink"])
        #expect(try runner.run().captures == 1)
        #expect(log.contains("sound: playing on file:FILE=\(wav),FORMAT=wav (48000 Hz)"))
        // The WAV file holds one good-read tone: its length in samples, at its full level.
        let data = try Data(contentsOf: URL(fileURLWithPath: wav))
        let samples = (data.count - 44) / 2
        let expected = SoundCue.goodRead.tone.samples(rate: 48_000, volume: 100)
        #expect(samples == expected.count)
        let played = data.dropFirst(44).withUnsafeBytes { Array($0.bindMemory(to: Int16.self)) }
        #expect(played == expected)
    }

    @Test func withSoundOffThereIsNoSoundThread() throws {
        let options = try headlessOptions(["qrcode-3/01.webp"], folder: freshFolder("sound-off"))
        let runner = try KioskRunner(options: options, standardOutput: EventLines().output, log: { _ in })
        #expect(!runner.flow.sinks.contains { $0 is SoundSink })
    }
}
