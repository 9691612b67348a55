// PresenceTests: when the kiosk scans, attracts, blanks or closes, from the last sign of someone
// and the clock; and in whole virtual runs, the attract screen coming and going with a code held
// up, a touch, and nobody.
import Capture
import Delivery
import Foundation
import Kiosk
import Pixels
import Presence
import Scene
import SystemCall
import TestSupport
import Testing
import Wire

@Suite struct PresenceKeeperTests {
    let berlin = try! TimeZoneRules.named("Europe/Berlin")
    /// 2026-12-03 (a Thursday) at `hour`:`minute`, Berlin time.
    func thursday(_ hour: Int, _ minute: Int = 0) -> Int64 {
        berlin.instant(year: 2026, month: 12, day: 3, secondOfDay: hour * 3600 + minute * 60)
    }

    @Test func attractThenBlankWithNobodyAndBackWithSomeone() {
        var keeper = PresenceKeeper(attractAfter: 30, blankAfter: 600, hours: nil, zone: berlin)
        let noon = thursday(12)
        #expect(keeper.update(at: 29.9, instant: noon) == nil && keeper.state == .scanning)
        #expect(keeper.update(at: 30, instant: noon) == .attract)
        #expect(keeper.update(at: 300, instant: noon) == nil)
        #expect(keeper.update(at: 600, instant: noon) == .blank)
        keeper.activity(at: 601)
        #expect(keeper.update(at: 601, instant: noon) == .scanning)
        #expect(keeper.update(at: 631, instant: noon) == .attract)
        // An activity earlier than the last one does not take time back.
        keeper.activity(at: 10)
        #expect(keeper.lastActivity == 601)
    }

    @Test func closedOutsideOpeningHoursAndATouchWakesItForStaff() throws {
        let hours = try OpeningHours.parse("Mon-Fri 08:00-20:00")
        var keeper = PresenceKeeper(attractAfter: 60, blankAfter: nil, hours: hours, zone: berlin, closedWake: 120)
        #expect(keeper.update(at: 0, instant: thursday(7, 50)) == .closed)  // started before opening: dark at once
        #expect(keeper.update(at: 120, instant: thursday(7, 52)) == nil)
        #expect(keeper.update(at: 121, instant: thursday(8, 1)) == .attract)  // opening: nobody there yet
        keeper.activity(at: 200)
        #expect(keeper.update(at: 200, instant: thursday(8, 3)) == .scanning)
        // At closing time with someone still there, the kiosk stays up until they leave.
        keeper.activity(at: 5000)
        #expect(keeper.update(at: 5001, instant: thursday(20, 0)) == nil)
        #expect(keeper.update(at: 5120, instant: thursday(20, 2)) == .closed)
        keeper.activity(at: 6000)  // staff touch the screen at night
        #expect(keeper.update(at: 6000, instant: thursday(22)) == .scanning)
        #expect(keeper.update(at: 6119, instant: thursday(22, 2)) == nil)
        #expect(keeper.update(at: 6120, instant: thursday(22, 2)) == .closed)
    }

    @Test func withNothingSetItAlwaysScans() {
        var keeper = PresenceKeeper(attractAfter: 0, blankAfter: 0, hours: nil, zone: berlin)
        #expect(!keeper.isActive)
        #expect(keeper.update(at: 1e6, instant: thursday(3)) == nil && keeper.state == .scanning)
        #expect(PresenceKeeper.screenOn(.attract) && !PresenceKeeper.screenOn(.blank) && !PresenceKeeper.screenOn(.closed))
    }
}

@Suite(.serialized) struct PresenceRunTests {
    /// Nobody for 3 s (a photo with no code), then a QR code held up: the attract screen after
    /// 1 s, and the code captured the frame it is first seen, attract screen or not.
    @Test func aCodeHeldUpDuringTheAttractScreenIsCapturedAtOnce() throws {
        let folder = freshFolder("presence-code")
        let events = EventLines()
        var log: [String] = []
        let options = try headlessOptions(
            ["falsepositives-1/01.webp", "qrcode-3/01.webp"], folder: folder,
            extra: ["--hold", "3", "--frames", "120", "--attract-after", "1", "--motion", "0"])
        let runner = try KioskRunner(options: options, standardOutput: events.output, log: { log.append($0) })
        let summary = try runner.run()
        #expect(summary.captures == 1)
        #expect(log.filter { $0.hasPrefix("presence:") } == ["presence: attract screen (nobody for 1 s)", "presence: scanning"], "\(log)")
        // The code is there from 3 s (frame 90 at 30 fps); on the attract screen codes are looked
        // for 10 times a second, so it is captured within a tenth of a second (here at once).
        let time = try #require(events.lines.first.flatMap { JSON(parsing: $0.utf8)?["time"]?.numberText }.flatMap(Double.init))
        #expect(time >= 3 && time <= 3.1, "\(events.lines)")
        // The attract screen was drawn: "Scan here" over the dimmed picture at 2 s.
        func meanLuma(_ name: String) throws -> Double {
            let frame = try ImageFile.load(path: folder + "/" + name)
            let luma = try #require(frame.luma())
            return luma.withLuma { view in
                var sum = 0
                let bytes = view.base.assumingMemoryBound(to: UInt8.self)
                for y in 0..<view.height { for x in 0..<view.width { sum += Int(bytes[y * view.stride + x]) } }
                return Double(sum) / Double(view.width * view.height)
            }
        }
        let attract = try meanLuma("000060.png"), scanning = try meanLuma("000010.png")
        #expect(attract < scanning * 0.6, "attract \(attract), scanning \(scanning)")
    }

    /// Another picture in front of the camera (someone steps up) ends the attract screen, and so
    /// does a touch.
    @Test func motionAndATouchBringTheScannerBack() throws {
        let folder = freshFolder("presence-motion")
        let script = folder + "-taps.txt"
        let layout = try ScannerScene(style: SceneStyle()).layout(width: 1280, height: 800)
        let history = layout.tabs[1].centre
        try "6.5 tap \(Int(history.x)) \(Int(history.y))\n".write(toFile: script, atomically: true, encoding: .utf8)
        var log: [String] = []
        let options = try headlessOptions(
            ["falsepositives-1/01.webp", "falsepositives-1/#245.png"], folder: folder,
            extra: ["--fps", "10", "--hold", "4", "--frames", "80", "--attract-after", "1", "--input-script", script])
        let runner = try KioskRunner(options: options, standardOutput: EventLines().output, log: { log.append($0) })
        _ = try runner.run()
        #expect(
            log.filter { $0.hasPrefix("presence:") } == [
                "presence: attract screen (nobody for 1 s)", "presence: motion in front of the camera", "presence: scanning",
                "presence: attract screen (nobody for 1 s)", "presence: scanning", "presence: attract screen (nobody for 1 s)",
            ], "\(log)")
        #expect(runner.presence.state == .attract)
    }
}

@Suite struct AttractSlidesTests {
    /// Two slides in name order, each its seconds; a file that is no image skipped with one
    /// line; every slide made screen-sized.
    @Test func slidesInNameOrderBrokenOnesSkipped() throws {
        let folder = freshFolder("attract-slides")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        for (name, sample) in [("b.webp", "qrcode-3/01.webp"), ("a.png", "qrcode-2/#1086.png")] {
            try FileManager.default.copyItem(atPath: TestData.blackboxImage(sample), toPath: folder + "/" + name)
        }
        try "not an image".write(toFile: folder + "/c.jpg", atomically: true, encoding: .utf8)
        try "notes".write(toFile: folder + "/readme.txt", atomically: true, encoding: .utf8)
        #expect(AttractSlides.list(folder).map { PathName.lastComponent($0) } == ["a.png", "b.webp", "c.jpg"])
        var log: [String] = []
        let slides = AttractSlides(folder: folder, seconds: 8, loader: try PictureLoader(inline: true), log: { log.append($0) })
        let screen = PixelSize(width: 320, height: 200)
        slides.start(at: 0, screen: screen)
        slides.arrived(at: 0.1)
        let first = try #require(slides.current)
        #expect(first.width == 320 && first.height == 200 && slides.previous == nil && slides.slideStart == 0.1)
        slides.tick(at: 8)  // not yet: 7.9 s shown
        slides.arrived(at: 8)
        #expect(slides.current == first)
        slides.tick(at: 8.1)
        slides.arrived(at: 8.1)
        #expect(slides.previous == first && slides.current != first && slides.slideStart == 8.1)
        // c.jpg is no image: skipped at once, a.png again after the round.
        slides.tick(at: 16.1)
        slides.arrived(at: 16.1)
        #expect(log == ["attract: \(folder)/c.jpg: not a PNG, JPEG, WebP or PGM/PPM image (skipped)"])
        slides.tick(at: 24.1)
        slides.arrived(at: 24.1)
        #expect(slides.current == first)
    }

    /// The slide folder taken away mid-round is one line, not one per slide; it coming back is
    /// one more. A slide's name reaches the log escaped (an escape sequence in it is no colour).
    @Test func aRemovedFolderIsOneLineAndNamesAreEscaped() throws {
        let folder = freshFolder("attract-gone")
        func fill() throws {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            for name in ["a.png", "b.png", "c.png", "d.png", "e.png"] {
                try FileManager.default.copyItem(atPath: TestData.blackboxImage("qrcode-2/#1086.png"), toPath: folder + "/" + name)
            }
        }
        try fill()
        try "not an image".write(toFile: folder + "/\u{1B}[31mz.jpg", atomically: true, encoding: .utf8)
        var log: [String] = []
        let slides = AttractSlides(folder: folder, seconds: 1, loader: try PictureLoader(inline: true), log: { log.append($0) })
        var time = 0.0
        slides.start(at: time, screen: PixelSize(width: 64, height: 40))
        slides.arrived(at: time)
        func step(_ count: Int) {
            for _ in 0..<count {
                time += 1.1
                slides.tick(at: time)
                slides.arrived(at: time)
            }
        }
        step(3)
        #expect(log == ["attract: \(folder)/\\x1b[31mz.jpg: not a PNG, JPEG, WebP or PGM/PPM image (skipped)"])
        try FileManager.default.removeItem(atPath: folder)
        step(20)
        #expect(log.count == 2, "\(log)")
        #expect(log.last?.hasPrefix("attract: cannot read the slide folder \(folder): ") == true, "\(log)")
        try fill()
        step(3)
        #expect(log.count == 3 && log.last == "attract: 5 slides in \(folder) again", "\(log)")
        #expect(slides.current != nil)
    }
}
