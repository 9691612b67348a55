// KioskControllerNumberModeTests: Number mode: starting in it, switching to it, a price
// captured once consecutive frames agree, and its options.
import Capture
import Decode
import Input
import Kiosk
import OCR
import Pixels
import Scene
import Testing

/// A price read in the middle of the camera frame.
func price(_ text: String) -> NumberReading {
    NumberReading(text: text, raw: text, box: PixelRect(x: 560, y: 330, width: 160, height: 60), glyphHeight: 50, confidence: 90)
}

@Suite struct KioskControllerNumberModeTests {
    @Test func startsInNumberModeWhenAsked() throws {
        let c = try controller(["--mode", "number"])
        #expect(c.view.mode == .number && c.wantsReading && !c.wantsDecoding)
        #expect(try controller().view.mode == .barcode)
    }

    @Test func theKeySwitchesModesAndReadingFollows() throws {
        let c = try controller()
        #expect(!c.wantsReading)
        c.handle(.key(.switchMode), at: 1)
        #expect(c.view.mode == .number && c.wantsReading && !c.wantsDecoding)
        c.handle(.key(.switchMode), at: 2)
        #expect(c.view.mode == .barcode && !c.wantsReading && c.wantsDecoding)
    }

    @Test func aPriceIsCapturedWhenThreeFramesInARowAgree() throws {
        let captures = Captures()
        let c = try controller(["--mode", "number"], outputs: ControllerOutputs(captured: { captures.records.append($0) }))
        c.read(price("12.99"), in: cameraFrame, at: 1.0)
        c.read(price("72.99"), in: cameraFrame, at: 1.1)
        c.read(price("12.99"), in: cameraFrame, at: 1.2)
        c.read(price("12.99"), in: cameraFrame, at: 1.3)
        #expect(showing(c) == nil)
        c.read(price("12.99"), in: cameraFrame, at: 1.4)
        #expect(showing(c) == "12.99" && captures.records.count == 1)
        let detection = captures.records[0].detection
        #expect(detection.origin == .priceTag && detection.corners.centre == ImagePoint(x: 640, y: 360))
        #expect(c.view.history.first?.origin == .priceTag && c.view.history.first?.value == "12.99")
        #expect(!c.wantsReading)
    }

    /// A tag left in front of the camera, read as under emulation: a result every 1.25 s, and
    /// only every other one a price (one glyph height fails), so readings of it come 2.5 s
    /// apart, more than the 2 s repeat guard. It is captured once, not again after each resume:
    /// the guard lasts three readings' time at least. A new price is captured.
    @Test func aPriceLeftInSightIsCapturedOnceThoughReadingsAreSlow() throws {
        let captures = Captures()
        let c = try controller(["--mode", "number", "--resume-after", "1"], outputs: ControllerOutputs(captured: { captures.records.append($0) }))
        var t = 1.0
        var n = 0
        while t < 30 {
            c.read(n % 2 == 0 ? price("2.79") : nil, in: cameraFrame, at: t)
            c.tick(at: t)
            t += 1.25
            n += 1
        }
        #expect(captures.records.map(\.detection.text) == ["2.79"])
        for t in [30.0, 31.25, 32.5] { c.read(price("4.99"), in: cameraFrame, at: t) }
        #expect(captures.records.map(\.detection.text) == ["2.79", "4.99"])
    }

    /// The same at the kiosk's own pace (a reading every 0.1 s): the guard is the 2 s asked.
    @Test func theGuardIsTheOneAskedWhenReadingsAreFast() throws {
        let captures = Captures()
        let c = try controller(["--mode", "number", "--resume-after", "0.5"], outputs: ControllerOutputs(captured: { captures.records.append($0) }))
        for t in stride(from: 1.0, to: 3.0, by: 0.1) {
            c.read(price("2.79"), in: cameraFrame, at: t)
            c.tick(at: t)
        }
        #expect(captures.records.count == 1)
        // Out of sight 2.5 s (readings of nothing), then back: captured again.
        for t in stride(from: 3.0, to: 5.5, by: 0.1) {
            c.read(nil, in: cameraFrame, at: t)
            c.tick(at: t)
        }
        for t in [5.5, 5.6, 5.7] { c.read(price("2.79"), in: cameraFrame, at: t) }
        #expect(captures.records.count == 2)
    }

    @Test func manualModeLightsTheShutterForAnAgreedPrice() throws {
        let c = try controller(["--mode", "number", "--capture", "manual"])
        for t in [1.0, 1.1, 1.2] { c.read(price("4.49"), in: cameraFrame, at: t) }
        #expect(showing(c) == nil && c.view.shutterActive && c.view.shutterQuad?.count == 4)
        c.handle(.key(.shutter), at: 1.3)
        #expect(showing(c) == "4.49")
    }

    @Test func theRegionIsTheFocusSquareInTheFrame() throws {
        let c = try controller()
        let region = c.numberRegion(frameWidth: 1280, frameHeight: 720)
        // The cutout (480 px on the 1280x800 screen) over the aspect-filled frame, about its centre.
        #expect(abs(region.x + region.width / 2 - 640) <= 1 && abs(region.y + region.height / 2 - 360) <= 1)
        #expect(region.width > 300 && region.width < 720 && region.height <= 720)
    }

    @Test func numberOptions() throws {
        var options = KioskOptions()
        try OptionTable.parse(
            arguments: ["--number-locale", "de_DE", "--number-whole", "on", "--number-pattern", "[0-9]+"], into: &options)
        #expect(options.numberFormat == (try NumberFormat(locale: "de_DE", wholeNumbers: .on, pattern: "[0-9]+")))
        try OptionTable.parseConfig("mode = number\nnumber.locale = auto\n", file: "k.conf", into: &options)
        #expect(options.scanMode == .number && options.numberFormat.decimalMark == .auto)
        #expect(throws: OptionError("--number-locale: unknown locale 'xx' (auto, or a locale such as en_US, de_DE, fr_FR, hu_HU, ja_JP)")) {
            try OptionTable.parse(arguments: ["--number-locale", "xx"], into: &options)
        }
        #expect(throws: OptionError("--number-pattern: '(' is not a regular expression")) {
            try OptionTable.parse(arguments: ["--number-pattern", "("], into: &options)
        }
    }
}
