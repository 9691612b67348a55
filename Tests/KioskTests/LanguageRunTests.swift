// LanguageRunTests: a whole kiosk run (virtual clock, file camera, PNG screen, ALSA's file plugin
// as the sound card, the shipped translations): a shopper taps the language button and Arabic,
// the screen mirrors, a scan is spoken in Arabic by espeak-ng's Arabic voice (the phrase and the
// voice in the log; sox finds it in the sound file), and 5 s after the last touch the shop's
// English is back.
import Capture
import Foundation
import Language
import Pixels
import Render
import Scene
import TestSupport
import Testing

@testable import Kiosk

@Suite struct LanguageRunTests {
    @Test func aShopperChoosesArabicHearsItAndTheShopsLanguageComesBack() throws {
        let folder = freshFolder("language-run")
        try FileManager.default.createDirectory(atPath: folder + "/frames", withIntermediateDirectories: true)
        let wav = folder + "/speech.wav"
        let layout = try ScannerScene(style: SceneStyle()).layout(width: 1280, height: 800)
        let button = try #require(LanguagePanels.button(layout)).centre
        let arabicItem = LanguagePanels.items(layout, count: 2).items[1].centre
        let script = folder + "/input.txt"
        try "1 tap \(Int(button.x)) \(Int(button.y))\n2 tap \(Int(arabicItem.x)) \(Int(arabicItem.y))\n3 scan 12345670\n"
            .write(toFile: script, atomically: false, encoding: .utf8)
        let options = try headlessOptions(
            ["qrcode-3/01.webp"], folder: folder + "/frames",
            extra: [
                "--fps", "10", "--frames", "100", "--sound", "off", "--speak", "on", "--sound-device", "file:FILE=\(wav),FORMAT=wav", "--languages",
                "en,ar",
                "--language-idle", "5", "--locale-folder", ShippedLocale.folder, "--input-script", script, "--png-at", "2.5,9",
            ])
        var log: [String] = []
        let summary = try KioskRunner(options: options, standardOutput: EventLines().output, log: { log.append($0) }).run()
        // The QR code at once (English), the scan at 3 s (Arabic), the QR code again once the
        // scan's result is gone (Arabic).
        #expect(summary.captures == 3)
        let translations = Translations(folder: ShippedLocale.folder) { _ in }
        let arabic = Wording(language: "ar", translations: translations)
        #expect(arabic(.sayScannedCode) != "Scanned code" && arabic(.sayQRCode) != "QR code")
        let spoken = log.filter { $0.hasPrefix("speak: ") }
        #expect(spoken.count == 3, "\(spoken)")
        let expected = [("QR code", "en"), (arabic(.sayScannedCode), "ar"), (arabic(.sayQRCode), "ar")]
        for (line, (text, voice)) in zip(spoken, expected) { #expect(line.hasPrefix("speak: “\(text)” (voice \(voice), "), "\(line)") }
        #expect(log.contains("language: ar chosen") && log.contains("language: back to en (5 s without a touch or a scan)"))

        // The sound card's file holds the three phrases back to back (the file plugin records what
        // is played, not the silence between): sox reads it as a 48 kHz mono WAV as long as the
        // three phrases the log names, and it is speech, not silence.
        let info = try ProgramOutput.of("soxi", [wav])
        #expect(info.contains("Channels       : 1") && info.contains("Sample Rate    : 48000") && info.contains("16-bit"))
        let logged = spoken.compactMap { line in line.split(separator: " ").dropLast().last.flatMap { Int($0) } }.reduce(0, +)
        let seconds = try #require(Double(try ProgramOutput.of("soxi", ["-D", wav]).trimmingCharacters(in: .whitespacesAndNewlines)))
        #expect(abs(Int(seconds * 1000) - logged) <= 15, "\(seconds) s in the file, \(logged) ms logged")
        #expect(try Self.speechStretches(wav) >= 1)

        // At 2.5 s the screen is Arabic and mirrored: the Scanner tab (selected, underlined) on
        // the right; at 9 s English again, on the left.
        let mirrored = try Self.underlineSide(folder + "/frames", at: 2.5, layout: layout)
        let plain = try Self.underlineSide(folder + "/frames", at: 9, layout: layout)
        #expect(mirrored == .right && plain == .left)
    }

    enum Side { case left, right }

    /// Which half of the tab bar the selected tab's underline is in, on the frame written at `time`.
    static func underlineSide(_ folder: String, at time: Double, layout: SceneLayout) throws -> Side? {
        let index = Int((time * 10).rounded())
        let image = try ImageFile.load(path: folder + String(cFormat: "/%06d.png", index))
        let y = Int(layout.tabBar.minY + layout.target - 4 * layout.scale)
        func white(_ x: Int) -> Bool {
            image.luma()!.withLuma { $0.base.load(fromByteOffset: y * $0.stride + x, as: UInt8.self) > 240 } ?? false
        }
        let left = white(Int(layout.tabs[0].centre.x)), right = white(Int(layout.tabs[1].centre.x))
        return left == right ? nil : left ? .left : .right
    }

    /// How many stretches of sound the WAV file holds, separated by at least 0.4 s of silence
    /// (16-bit mono: 20 ms windows, sound where the mean magnitude passes 1 % of full scale).
    static func speechStretches(_ path: String) throws -> Int {
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        let samples = data.dropFirst(44).withUnsafeBytes { Array($0.bindMemory(to: Int16.self)) }
        let window = 48_000 / 50
        var stretches = 0, quiet = Int.max
        for start in stride(from: 0, to: samples.count, by: window) {
            let part = samples[start..<min(start + window, samples.count)]
            let loud = part.reduce(0) { $0 + abs(Int($1)) } / max(part.count, 1) > 327
            if loud {
                if quiet >= 20 { stretches += 1 }
                quiet = 0
            } else if quiet < Int.max {
                quiet += 1
            }
        }
        return stretches
    }
}
