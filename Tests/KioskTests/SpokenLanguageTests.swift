// SpokenLanguageTests: a capture is said in the language shown when it was captured, with the
// shipped translation's words and that language's espeak-ng voice (synthesised for real: every
// language with a voice gives speech, not silence); a language whose voice says it wrongly stays
// silent, said once in the log; the spoken messages all come from the catalogue, a price as a
// cashier of the language says it, synthesised as speech.
import Catalog
import Content
import Decode
import Foundation
import Language
import Sound
import TestSupport
import Testing

@testable import Kiosk

@Suite struct SpokenLanguageTests {
    let products = ProductCaptureTests()
    static let translations = Translations(folder: ShippedLocale.folder) { _ in }

    func sink(log: @escaping (String) -> Void = { _ in }) throws -> SoundSink {
        var options = KioskOptions()
        try OptionTable.parse(arguments: ["--speak", "on", "--sound", "off", "--sound-device", "null"], into: &options)
        return try SoundSink(options: options, translations: Self.translations, log: log)
    }

    @Test func aProductNotOnFileIsSaidInTheShoppersLanguage() throws {
        let (_, record) = try products.capture(code("5901234123457", symbology: .ean13))
        let sink = try sink()
        defer { sink.player.stop() }
        let german = sink.spoken(CaptureEvent(record: record.shown(in: "de")))
        #expect(german.voice == "de" && german.text == Wording(language: "de", translations: Self.translations)(.sayNotOnFile))
        #expect(german.text != "Not on file. Please ask a member of staff.")
        let english = sink.spoken(CaptureEvent(record: record))
        #expect(english.voice == nil && english.text == "Not on file. Please ask a member of staff.")
        let japanese = sink.spoken(CaptureEvent(record: record.shown(in: "ja")))
        // Written in kana for the voice: no kanji.
        #expect(japanese.voice == "ja" && japanese.text?.unicodeScalars.contains { (0x4E00...0x9FFF).contains($0.value) } == false)
    }

    @Test func aLanguageItsVoiceSaysWronglyStaysSilent() throws {
        nonisolated(unsafe) var logged: [String] = []
        let (_, record) = try products.capture(code("5901234123457", symbology: .ean13))
        let sink = try sink { logged.append($0) }
        defer { sink.player.stop() }
        #expect(sink.spoken(CaptureEvent(record: record.shown(in: "th"))) == (nil, nil))
        _ = sink.spoken(CaptureEvent(record: record.shown(in: "th")))
        let version = try #require(SpeechSynthesizer.version())
        #expect(logged == ["speak: espeak-ng \(version) does not say th well enough; silent in it (tones only)"])
        #expect(SpeechVoices.voice(for: "zh_CN", version: "1.51") == nil && SpeechVoices.voice(for: "zh_CN", version: "1.52.0") == "cmn")
        #expect(SpeechVoices.voice(for: "he", version: "1.51") == nil && SpeechVoices.voice(for: "pt-BR", version: "1.51") == "pt")
        #expect(SpeechVoices.voice(for: "xx", version: "1.52") == nil)
    }

    /// Each language this espeak-ng speaks says the not-on-file phrase as speech: at least half a
    /// second of samples, a third of them away from silence.
    @Test(arguments: ShippedLocale.languages)
    func eachVoiceSpeaksItsLanguage(language: String) throws {
        let version = try #require(SpeechSynthesizer.version())
        guard let voice = SpeechVoices.voice(for: language, version: version) else { return }
        let text = Wording(language: language, translations: Self.translations)(.sayNotOnFile)
        let (samples, rate) = try SpeechSynthesizer.speak(text, voice: voice)
        #expect(samples.count > rate / 2, "\(language): \(samples.count) samples")
        #expect(samples.filter { abs(Int($0)) > 500 }.count * 3 > samples.count / 3, "\(language): mostly silence")
    }

    @Test func aProductsPriceIsSaidAsTheShoppersCashierSaysIt() throws {
        let (_, record) = try products.capture(code("8480010001136", symbology: .ean13))
        let sink = try sink()
        defer { sink.player.stop() }
        #expect(sink.spoken(CaptureEvent(record: record.shown(in: "de"))) == ("Aceite de oliva virgen extra 1 l, 4 Euro 99", "de"))
        #expect(sink.spoken(CaptureEvent(record: record.shown(in: "sv"))) == ("Aceite de oliva virgen extra 1 l, 4 euro 99", "sv"))
        #expect(sink.spoken(CaptureEvent(record: record)) == ("Aceite de oliva virgen extra 1 l, 4 euros 99", nil))
    }

    /// Each language this espeak-ng speaks says a price (4.99 euros, 1990 yen) as speech, not
    /// silence or a spelled-out sign.
    @Test(arguments: ShippedLocale.languages)
    func eachVoiceSpeaksAPrice(language: String) throws {
        let version = try #require(SpeechSynthesizer.version())
        guard let voice = SpeechVoices.voice(for: language, version: version) else { return }
        let wording = Wording(language: language, translations: Self.translations)
        for price in [
            ShownMoney(minorUnits: 499, exponent: 2, currency: "EUR", sign: "€", shopText: "4,99\u{A0}€"),
            ShownMoney(minorUnits: 1990, exponent: 0, currency: "JPY", sign: "¥", shopText: "¥1,990"),
        ] {
            let text = wording.spoken(price)
            #expect(text.unicodeScalars.allSatisfy { !"€¥".unicodeScalars.contains($0) }, "\(language): \(text)")
            let (samples, rate) = try SpeechSynthesizer.speak(text, voice: voice)
            #expect(samples.count > rate / 2, "\(language): \(text): \(samples.count) samples")
            #expect(samples.filter { abs(Int($0)) > 500 }.count * 3 > samples.count / 3, "\(language): \(text): mostly silence")
        }
    }
}
