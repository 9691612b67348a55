// GuideRunTests: a whole self-checkout visit by keys only, at a person's pace, on a virtual clock
// (file camera, PNG screen, the shop's catalog, ALSA's file plugin as the sound card) with
// speak = guide: two products scanned, one taken out by its line, the basket paid and Done; every
// key's phrase logged with its time and spoken by espeak-ng (the sound file as long as the phrases
// the log names), and the events exact.
import Catalog
import Content
import Foundation
import TestSupport
import Testing

@testable import Kiosk

@Suite struct GuideRunTests {
    @Test func aBasketByKeysIsSpokenStateByState() throws {
        let folder = freshFolder("guide-run")
        try FileManager.default.createDirectory(atPath: folder + "/frames", withIntermediateDirectories: true)
        let csv = folder + "/shop.csv", catalog = folder + "/catalog.sqlite", wav = folder + "/speech.wav", script = folder + "/input.txt"
        try ProductCaptureTests.csv.write(toFile: csv, atomically: false, encoding: .utf8)
        _ = try CatalogImport.run(csvPath: csv, catalogPath: catalog, currency: ISO4217Currency(code: "EUR")!, importedAt: "2026-12-03T08:00:00Z")
        try """
        1 key next
        2 scan 8480010001136
        3 scan 4006381333931
        4 key back
        5 key next
        6 key next
        7 key next
        8 key activate
        10 key next
        11 key activate
        12 key activate
        """.write(toFile: script, atomically: false, encoding: .utf8)
        let options = try headlessOptions(
            ["qrcode-3/01.webp"], folder: folder + "/frames",
            extra: [
                "--fps", "10", "--frames", "140", "--capture", "manual", "--catalog", catalog, "--basket", "--content-date", "2026-12-05",
                "--sound", "off", "--speak", "guide", "--sound-device", "file:FILE=\(wav),FORMAT=wav", "--input-script", script,
            ])
        var log: [String] = []
        let events = EventLines()
        _ = try KioskRunner(options: options, standardOutput: events.output, log: { log.append($0) }).run()

        // Each key's phrase, with its time (at 4 s Back takes the result away: the screen and the
        // control are what was said at 1 s, so nothing is said).
        let scanner = "Scanner: hold a code in front of the camera. Scan your products, then pay at the till."
        let shutter = "Shutter: scans the code held in front of the camera."
        let guide = log.filter { $0.hasPrefix("guide at ") }
        let phrases = [
            (1, scanner + " Barcode, selected."), (5, "Number."), (6, "1 times Aceite de oliva virgen extra 1 l, 4 euros 99. OK removes one."),
            (7, "1 times Stabilo Boss Original, 99 cents. OK removes one."), (8, shutter), (10, "Pay at the till, button, 4 euros 99."),
            (11, "Pay at the till: show the code on the screen to the till's scanner. Total 4 euros 99. Done, button."),
            (12, scanner + " " + shutter),
        ]
        #expect(guide == phrases.map { "guide at \($0.0).00 s: “\($0.1)”" }, "\(guide)")
        // Spoken in order, each whole (the virtual clock waits for the speech, as a person
        // does), the results and the pay screen's own words among them.
        let spoken = log.filter { $0.hasPrefix("speak: ") }
        let said = spoken.map { line in String(line.dropFirst("speak: “".count).prefix { $0 != "”" }) }
        var expected = phrases.map(\.1)
        expected.insert(contentsOf: ["Aceite de oliva virgen extra 1 l, 4 euros 99", "Stabilo Boss Original, 99 cents"], at: 1)
        expected.insert("Show this code to the till's scanner.", at: expected.count - 2)
        #expect(said == expected)
        #expect(spoken.allSatisfy { $0.contains("(voice en, ") })
        // The sound card's file: exactly the phrases the log names, one after another.
        let logged = spoken.compactMap { line in line.split(separator: " ").dropLast().last.flatMap { Int($0) } }.reduce(0, +)
        let seconds = try #require(Double(try ProgramOutput.of("soxi", ["-D", wav]).trimmingCharacters(in: .whitespacesAndNewlines)))
        #expect(abs(Int(seconds * 1000) - logged) <= 3 * spoken.count, "\(seconds) s in the file, \(logged) ms logged")
        #expect(try LanguageRunTests.speechStretches(wav) >= 1)
        // The events: the two captures, then the basket as paid (one line: the other taken out by key).
        #expect(events.lines.count == 3)
        #expect(events.lines.prefix(2).map { $0.contains(#""event":"capture""#) } == [true, true])
        let basket = try #require(events.lines.last)
        let id = try #require(basket.split(separator: "\"").dropFirst(7).first)
        #expect(
            basket
                == #"{"event":"basket","id":"\#(id)","items":[{"code":"8480010001136","name":"Aceite de oliva virgen extra 1 l","quantity":1,"price":"4.99"}],"total":"4.99","currency":"EUR","code":"KSB1+\#(id)+EUR+4.99+8480010001136*1*4.99","time":11}"#
        )
    }
}
