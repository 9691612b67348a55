// SpokenResultTests: the tone and the words for a capture: a product's name and price said as
// words in English and as printed in another language, not on file, no price to be had, the
// kind of a plain code (never its payload); and a kiosk run that plays them through ALSA.
import Catalog
import Content
import Decode
import Foundation
import Sound
import TestSupport
import Testing

@testable import Kiosk

@Suite struct SpokenResultTests {
    let products = ProductCaptureTests()

    func said(_ detection: Detection, english: Bool = true, _ arguments: [String] = []) throws -> (cue: SoundCue, text: String) {
        let (_, record) = try products.capture(detection, arguments)
        let event = CaptureEvent(record: record)
        return (SpokenResult.cue(for: event), SpokenResult.text(for: event, english: english))
    }

    @Test func aProductIsItsNameAndItsPriceInWords() throws {
        #expect(try said(code("8480010001136", symbology: .ean13)) == (.goodRead, "Aceite de oliva virgen extra 1 l, 4 euros 99"))
        // On offer on the day: the price to pay.
        #expect(try said(code("4006381333931", symbology: .ean13)).text == "Stabilo Boss Original, 99 cents")
        #expect(try said(code("SHELF-7", symbology: .code128)).text == "Regal 7, 50 cents")
        // Another language reads the price as the shop prints it.
        #expect(try said(code("8480010001136", symbology: .ean13), english: false).text == "Aceite de oliva virgen extra 1 l, 4,99 €")
        #expect(
            try said(code("8480010001136", symbology: .ean13), english: false, ["--price-format", "€1,234.56"]).text
                == "Aceite de oliva virgen extra 1 l, €4.99")
    }

    @Test func notOnFileAndNoPriceToBeHadHaveTheirOwnTonesAndWords() throws {
        #expect(try said(code("5901234123457", symbology: .ean13)) == (.notOnFile, "Not on file. Please ask a member of staff."))
        let (_, record) = try products.capture(code("5901234123457", symbology: .ean13), catalog: products.folder + "/none.sqlite")
        let event = CaptureEvent(record: record)
        #expect(SpokenResult.cue(for: event) == .error && SpokenResult.text(for: event, english: true) == "Prices cannot be looked up right now.")
    }

    @Test func aCodeThatIsNoProductIsSaidByItsKindNeverItsContents() throws {
        #expect(try said(code("https://example.com/secret-token")) == (.goodRead, "QR code"))
        #expect(try said(code("WIFI:T:WPA;S:Shop;P:secret;;", symbology: .dataMatrix)).text == "Data Matrix")
        #expect(SpokenResult.kind(of: .barcode(.ean13)) == "EAN 13" && SpokenResult.kind(of: .barcode(.code128)) == "Code 128")
    }

    @Test func pricesInWords() {
        let eur = ISO4217Currency(code: "EUR")!
        let words = { (minor: Int64, code: String) in
            SpokenResult.spoken(Money(minorUnits: minor, currency: ISO4217Currency(code: code)!), style: nil, english: true)
        }
        #expect(words(499, "EUR") == "4 euros 99" && words(100, "EUR") == "1 euro" && words(1, "EUR") == "1 cent")
        #expect(words(123_456, "USD") == "1234 dollars 56" && words(250, "GBP") == "2 pounds 50" && words(50, "GBP") == "50 pence")
        #expect(words(199, "JPY") == "199 yen" && words(1990, "SEK") == "19 kronor 90")
        #expect(words(4990, "SAR") == "49.90 S A R")
        #expect(SpokenResult.spoken(Money(minorUnits: 499, currency: eur), style: nil, english: false) == "4,99 €")
    }

    @Test func englishVoicesAreKnownByTheirName() {
        #expect(SoundSink.isEnglish("en") && SoundSink.isEnglish("en-us") && SoundSink.isEnglish("EN-GB-x-rp"))
        #expect(!SoundSink.isEnglish("de") && !SoundSink.isEnglish("eo") && !SoundSink.isEnglish("es"))
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
