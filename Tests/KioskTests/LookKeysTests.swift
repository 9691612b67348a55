// LookKeysTests: the shopper's theme and text size: F3 and F4 switch them (the frame drawn follows),
// and the shop's come back when the shopper has gone (idle, the attract screen, a paid basket);
// the options that set the shop's.
import Input
import Render
import Scene
import Testing

@testable import Kiosk

@Suite struct LookKeysTests {
    let languages = LanguageChoiceTests()

    @Test func theKeysSwitchTheThemeAndTheTextSizeUntilTheShopperHasGone() throws {
        nonisolated(unsafe) var logged: [String] = []
        let c = try languages.kiosk(["--language-idle", "20"]) { logged.append($0) }
        c.tick(at: 1)
        #expect(c.view.theme == .standard && c.view.textSize == .normal)
        c.handle(.key(.contrast), at: 2)
        #expect(c.view.theme == .highContrast && c.view.textSize == .normal)
        c.handle(.key(.textSize), at: 3)
        #expect(c.view.theme == .highContrast && c.view.textSize == .large)
        try languages.draw(c, at: 3)
        let drawn = try #require(c.drawn)
        #expect(drawn.layout.palette == .highContrast && drawn.layout.textScale == 1.5)
        // Taps and the region read follow the larger text's layout (its smaller focus square).
        #expect(c.layout.textScale == 1.5 && c.layout.cutout == drawn.layout.cutout && c.layout.modeSegments == drawn.modeSegments)
        // Pressed again: back to the shop's.
        c.handle(.key(.textSize), at: 4)
        #expect(c.view.textSize == .normal)
        c.handle(.key(.textSize), at: 5)
        // 20 s after the last key or touch (a touch at 10), the shop's settings again.
        c.handle(.tap(sp(Point(640, 400))), at: 10)
        c.tick(at: 29.9)
        #expect(c.view.theme == .highContrast && c.view.textSize == .large)
        c.tick(at: 30)
        #expect(c.view.theme == .standard && c.view.textSize == .normal)
        #expect(
            logged.filter { $0.hasPrefix("theme") || $0.hasPrefix("text size") } == [
                "theme: high-contrast chosen", "text size: large chosen", "text size: normal chosen", "text size: large chosen",
                "theme and text size: back to standard, normal (20 s without a touch or a scan)",
            ])
    }

    @Test func theAttractScreenEndsTheShoppersChoice() throws {
        let c = try languages.kiosk(["--theme", "high-contrast", "--text-size", "large"])
        c.tick(at: 1)
        #expect(c.view.theme == .highContrast && c.view.textSize == .large)
        c.handle(.key(.contrast), at: 2)
        c.handle(.key(.textSize), at: 2)
        #expect(c.view.theme == .standard && c.view.textSize == .normal)
        c.showAttract(AttractView(since: 3, clock: nil))
        c.tick(at: 3)
        #expect(c.view.theme == .highContrast && c.view.textSize == .large)
    }

    @Test func aPaidBasketEndsTheShoppersChoice() throws {
        let c = try languages.kiosk(["--basket"])
        c.tick(at: 1)
        c.handle(.key(.contrast), at: 2)
        #expect(c.view.theme == .highContrast)
        c.checkout?.sessionEnded("paid")
        c.tick(at: 3)
        #expect(c.view.theme == .standard)
    }

    @Test func theOptions() throws {
        var options = KioskOptions()
        #expect(options.theme == .standard && options.textSize == .normal && options.controls == .normal)
        try OptionTable.parse(arguments: ["--theme", "high-contrast", "--text-size", "large", "--controls", "low"], into: &options)
        #expect(options.sceneStyle.theme == .highContrast && options.sceneStyle.textSize == .large && options.sceneStyle.controls == .low)
        var config = KioskOptions()
        try OptionTable.parseConfig("theme = high-contrast\ntext.size = large\ncontrols = low\n", file: "k.conf", into: &config)
        #expect(config.sceneStyle == options.sceneStyle)
        #expect(throws: OptionError("--theme: expected standard or high-contrast, got 'dark'")) {
            try OptionTable.parse(arguments: ["--theme", "dark"], into: &options)
        }
    }
}
