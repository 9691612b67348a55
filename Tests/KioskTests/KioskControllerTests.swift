// KioskControllerTests: scanning → detected → captured → resumed, manual and auto, the
// repeat guard, and tab and mode switches while a result shows.
import Capture
import Decode
import Input
import Kiosk
import Render
import Scene
import Testing

/// A controller on a 1280x800 screen and a 1280x720 frame mapped onto it.
func controller(_ arguments: [String] = [], outputs: ControllerOutputs = ControllerOutputs()) throws -> KioskController {
    var options = KioskOptions()
    try OptionTable.parse(arguments: arguments, into: &options)
    return KioskController(options: options, layout: try ScannerScene(style: options.sceneStyle).layout(width: 1280, height: 800), outputs: outputs)
}

/// Draws the controller's screen at `time` as the runner does, over `cameraFrame`, and hands
/// it what was drawn: taps on the banner and the History rows hit what the last frame showed.
func drawFrame(_ c: KioskController, at time: Double) throws {
    let scene = try ScannerScene(style: KioskOptions().sceneStyle)
    let image = PixelImage(width: 1280, height: 800)
    c.didDraw(scene.draw(on: image.surface, time: time, state: c.view, frame: c.previewFrame(live: cameraFrame), camera: .running))
}

let cameraFrame = Frame.allocate(format: .grey, width: 1280, height: 720)

/// A code whose centre is at (x, y) in the camera frame (the frame's centre is the cutout's).
func code(_ text: String, at x: Double = 640, _ y: Double = 360, symbology: Symbology = .qr) -> Detection {
    let q = Quad(
        topLeft: .init(x: x - 40, y: y - 40), topRight: .init(x: x + 40, y: y - 40),
        bottomRight: .init(x: x + 40, y: y + 40), bottomLeft: .init(x: x - 40, y: y + 40))
    return Detection(symbology: symbology, bytes: Array(text.utf8), content: .text(text), corners: q, quality: 1)
}

/// A screen point as Input delivers it.
func sp(_ p: Point) -> ScreenPoint { ScreenPoint(x: Double(p.x), y: Double(p.y)) }

final class Captures {
    var records: [CaptureRecord] = []
}

func showing(_ c: KioskController) -> String? {
    if case .showing(let record) = c.machine.phase { return record.detection.text }
    return nil
}

@Suite struct KioskControllerTests {
    /// A code held up while the decoder is slow (a result every 1.25 s, as under emulation) and
    /// reads it on every other frame only: 2.5 s between readings of it, more than the 2 s
    /// repeat guard. It is captured once, not again after each resume; the guard lasts three
    /// decodes' time at least. Another code is captured.
    @Test func aCodeLeftInSightIsCapturedOnceThoughDecodingIsSlow() throws {
        let captures = Captures()
        let c = try controller(["--resume-after", "1"], outputs: ControllerOutputs(captured: { captures.records.append($0) }))
        var t = 1.0
        var n = 0
        while t < 30 {
            c.decoded(n % 2 == 0 ? [code("PDF")] : [], in: cameraFrame, at: t)
            c.tick(at: t)
            t += 1.25
            n += 1
        }
        #expect(captures.records.map(\.detection.text) == ["PDF"])
        c.decoded([code("DM")], in: cameraFrame, at: 30)
        #expect(captures.records.map(\.detection.text) == ["PDF", "DM"])
    }

    /// The virtual kiosk beside another VM: a PDF417 held up, captured, shown until a tap at
    /// 5 s; decoding falls 5 s behind, so the first result after the tap is for a frame taken
    /// at 4.9 s. It was captured again (from a frame taken while it showed), and the Data
    /// Matrix after it never got its turn. The guard goes by the frames' times.
    @Test func resultsThatComeLateAreJudgedByTheirFramesTimes() throws {
        let captures = Captures()
        let c = try controller(["--resume-after", "0"], outputs: ControllerOutputs(captured: { captures.records.append($0) }))
        for t in stride(from: 0.0, through: 1, by: 0.25) { c.decoded([code("PDF")], in: cameraFrame, seen: t, at: t + 0.3) }
        c.handle(.key(.resume), at: 5)
        for seen in stride(from: 4.9, through: 12, by: 0.5) {
            c.decoded([code("PDF")], in: cameraFrame, seen: seen, at: seen + 5)
            c.tick(at: seen + 5)
        }
        c.decoded([code("DM")], in: cameraFrame, seen: 12.5, at: 17.5)
        #expect(captures.records.map(\.detection.text) == ["PDF", "DM"])
    }

    @Test func autoCapturesOnDetectionAndResumesAfterThreeSeconds() throws {
        let captures = Captures()
        let c = try controller(outputs: ControllerOutputs(captured: { captures.records.append($0) }))
        c.decoded([code("A")], in: cameraFrame, at: 1)
        #expect(showing(c) == "A" && captures.records.count == 1)
        #expect(c.view.history.map(\.value) == ["A"] && c.view.flashStart == 1)
        #expect(!c.wantsDecoding)
        c.tick(at: 3.9)
        #expect(showing(c) == "A")
        c.tick(at: 4)
        #expect(showing(c) == nil && c.wantsDecoding)
    }

    @Test func liveFramesAreWantedOnlyWhileTheLivePictureShows() throws {
        // Scanning: wanted. A capture's result over its own frozen frame: not (the camera gives
        // its frames back unread). Resumed: wanted again. The History tab: not. A scanner's
        // capture, which has no picture, leaves the live picture on: wanted.
        let c = try controller()
        #expect(c.wantsLiveFrames)
        c.decoded([code("A")], in: cameraFrame, at: 1)
        #expect(showing(c) == "A" && !c.wantsLiveFrames && c.wantsPreview)
        c.tick(at: 4)
        #expect(showing(c) == nil && c.wantsLiveFrames)
        c.handle(.key(.switchTab), at: 5)
        #expect(c.view.tab == .history && !c.wantsLiveFrames)
        c.handle(.key(.switchTab), at: 6)
        c.handle(.wedgeScan("4006381333931"), at: 7)
        #expect(showing(c) == "4006381333931" && c.wantsLiveFrames)
    }

    @Test func manualWaitsForTheShutterWhichNeedsACodeInTheCutout() throws {
        let c = try controller(["--capture", "manual"])
        let layout = try ScannerScene(style: KioskOptions().sceneStyle).layout(width: 1280, height: 800)
        // A code far outside the cutout: the shutter stays off.
        c.decoded([code("far", at: 60, 60)], in: cameraFrame, at: 1)
        #expect(!c.view.shutterActive)
        c.handle(.tap(sp(layout.shutterCentre)), at: 1.1)
        #expect(showing(c) == nil)
        // Centred: the shutter lights up and is outlined; pressing it captures.
        c.decoded([code("centred")], in: cameraFrame, at: 2)
        #expect(showing(c) == nil && c.view.shutterActive && c.view.shutterQuad?.count == 4)
        c.handle(.tap(sp(layout.shutterCentre)), at: 2.1)
        #expect(showing(c) == "centred")
        // Manual mode does not resume by itself; a tap on the banner does.
        c.tick(at: 60)
        #expect(showing(c) == "centred")
        try drawFrame(c, at: 60.5)
        c.handle(.tap(sp(Point(400, 720))), at: 61)
        #expect(showing(c) == nil)
    }

    @Test func theShutterGoesOffWhenTheCodeIsNoLongerSeen() throws {
        let c = try controller(["--capture", "manual"])
        c.decoded([code("A")], in: cameraFrame, at: 1)
        #expect(c.view.shutterActive)
        // One result without it (a blurred frame) keeps the shutter on; two in a row turn it off.
        c.decoded([], in: cameraFrame, at: 1.1)
        #expect(c.view.shutterActive)
        c.decoded([], in: cameraFrame, at: 1.2)
        #expect(!c.view.shutterActive)
        c.handle(.key(.shutter), at: 1.3)
        #expect(showing(c) == nil)
    }

    @Test func slowDecodingKeepsTheShutterOnUntilResultsStopComing() throws {
        let c = try controller(["--capture", "manual"])
        c.decoded([code("A")], in: cameraFrame, at: 1)
        c.tick(at: 1 + KioskController.shutterHold - 0.1)
        #expect(c.view.shutterActive, "a decoder taking over a second per frame still has the code")
        c.tick(at: 1 + KioskController.shutterHold + 0.01)
        #expect(!c.view.shutterActive)
    }

    @Test func keysDoWhatTheTapsDo() throws {
        let c = try controller(["--capture", "manual"])
        c.decoded([code("A")], in: cameraFrame, at: 1)
        c.handle(.key(.shutter), at: 1.2)
        #expect(showing(c) == "A")
        c.handle(.key(.resume), at: 2)
        #expect(showing(c) == nil)
        c.handle(.key(.switchTab), at: 3)
        #expect(c.view.tab == .history && !c.wantsPreview && !c.wantsDecoding)
        c.handle(.key(.switchTab), at: 4)
        c.handle(.key(.switchMode), at: 4)
        #expect(c.view.tab == .scanner && c.view.mode == .number && !c.wantsDecoding)
    }

    @Test func theRepeatGuardHoldsInAutoModeButNotForTheShutter() throws {
        let c = try controller(["--resume-after", "1"])
        c.decoded([code("A")], in: cameraFrame, at: 0)
        c.tick(at: 1)
        c.decoded([code("A")], in: cameraFrame, at: 1.1)
        #expect(showing(c) == nil, "still in view: not again")
        c.handle(.key(.shutter), at: 1.2)
        #expect(showing(c) == "A", "asked for: captured")
        #expect(c.view.history.count == 2)
    }

    @Test func tabsAndModesSwitchWhileAResultShows() throws {
        let c = try controller()
        let layout = try ScannerScene(style: KioskOptions().sceneStyle).layout(width: 1280, height: 800)
        c.decoded([code("A")], in: cameraFrame, at: 1)
        c.handle(.tap(sp(layout.tabs[1].centre)), at: 1.5)
        #expect(c.view.tab == .history && showing(c) == "A", "the result waits behind the History tab")
        c.handle(.tap(sp(layout.tabs[0].centre)), at: 2)
        c.handle(.tap(sp(layout.modeSegments[1].centre)), at: 2.1)
        #expect(c.view.tab == .scanner && c.view.mode == .number)
        c.tick(at: 4)
        #expect(showing(c) == nil && !c.wantsDecoding, "Number mode does not decode barcodes")
    }

    @Test func historyListsNewestFirstScrollsAndOpensAnEntry() throws {
        let c = try controller(["--resume-after", "0.5", "--repeat-guard", "0"])
        for i in 0..<20 {
            c.decoded([code("code \(i)")], in: cameraFrame, at: Double(i))
            c.tick(at: Double(i) + 0.6)
        }
        #expect(c.view.history.count == 20 && c.view.history.first?.value == "code 19")
        c.handle(.key(.switchTab), at: 30)
        let layout = try ScannerScene(style: KioskOptions().sceneStyle).layout(width: 1280, height: 800)
        c.handle(.drag(.began, start: sp(Point(400, 600)), current: sp(Point(400, 600))), at: 31)
        c.handle(.drag(.moved, start: sp(Point(400, 600)), current: sp(Point(400, 300))), at: 31.1)
        #expect(c.view.historyScroll == 300)
        c.handle(.drag(.ended, start: sp(Point(400, 600)), current: sp(Point(400, -5000))), at: 31.2)
        #expect(c.view.historyScroll > 300 && c.view.historyScroll < 5600, "clamped to the end of the list")
        c.handle(.drag(.began, start: sp(Point(400, 300)), current: sp(Point(400, 300))), at: 32)
        c.handle(.drag(.ended, start: sp(Point(400, 300)), current: sp(Point(400, 5000))), at: 32.1)
        #expect(c.view.historyScroll == 0)
        // The first row (newest) opens in full; a tap closes it.
        try drawFrame(c, at: 32.5)
        c.handle(.tap(sp(Point(400, layout.content.minY + 10))), at: 33)
        #expect(c.view.historyDetail == 0)
        c.handle(.tap(sp(Point(400, 400))), at: 34)
        #expect(c.view.historyDetail == nil)
    }

    @Test func autoCapturesTheCodeNearestTheMiddleOfTheSquareAndNothingOutsideIt() throws {
        let c = try controller(["--resume-after", "1"])
        // The only code in view is outside the cutout: not captured.
        c.decoded([code("elsewhere", at: 60, 60)], in: cameraFrame, at: 1)
        #expect(showing(c) == nil)
        // Two inside: the one nearer the middle.
        c.decoded([code("edge", at: 780, 360), code("middle", at: 650, 370), code("elsewhere", at: 60, 60)], in: cameraFrame, at: 2)
        #expect(showing(c) == "middle")
    }

    @Test func multiCodeCapturesTheCodesInTheSquareAsOne() throws {
        let captures = Captures()
        let c = try controller(["--multi-code", "2"], outputs: ControllerOutputs(captured: { captures.records.append($0) }))
        // A parcel label: a Data Matrix and a Code 128 side by side, and a code outside the square.
        c.decoded(
            [code("0100312345678905", at: 700, 360, symbology: .code128), code("DM", at: 600, 360, symbology: .dataMatrix), code("far", at: 60, 60)],
            in: cameraFrame, at: 1)
        #expect(captures.records.count == 1)
        #expect(captures.records[0].detections.map(\.symbology) == [.dataMatrix, .code128])
        #expect(c.view.result?.others.map(\.symbology) == [.code128])
        #expect(c.view.history.map(\.value) == ["DM", "0100312345678905"] && Set(c.view.history.map(\.number)) == [1])
    }

    @Test func manualMultiCodeTakesTheCodesTheShutterSaw() throws {
        let c = try controller(["--capture", "manual", "--multi-code", "3"])
        c.decoded([code("A", at: 600, 360), code("B", at: 690, 360)], in: cameraFrame, at: 1)
        c.handle(.key(.shutter), at: 1.1)
        guard case .showing(let record) = c.machine.phase else { Issue.record("nothing captured"); return }
        #expect(record.detections.compactMap(\.text) == ["A", "B"])
    }

    @Test func theShutterDoesNotOfferADisputedReading() throws {
        let c = try controller(["--capture", "manual"])
        var disputed = code("A")
        disputed.disputed = true
        c.decoded([disputed], in: cameraFrame, at: 1)
        #expect(!c.view.shutterActive)
    }

    /// The History list keeps the newest `--history-limit` rows, as the history file does.
    @Test func historyKeepsTheNewestRowsUpToItsLimit() throws {
        let c = try controller(["--resume-after", "0.5", "--repeat-guard", "0", "--history-limit", "5"])
        for i in 0..<4 {
            c.decoded([code("code \(i)")], in: cameraFrame, at: Double(i))
            c.tick(at: Double(i) + 0.6)
        }
        #expect(c.view.history.map(\.value) == ["code 3", "code 2", "code 1", "code 0"])
        for i in 4..<12 {
            c.decoded([code("code \(i)")], in: cameraFrame, at: Double(i))
            c.tick(at: Double(i) + 0.6)
        }
        #expect(c.view.history.map(\.value) == ["code 11", "code 10", "code 9", "code 8", "code 7"])
        #expect(c.view.history.map(\.number) == [12, 11, 10, 9, 8])
    }

    @Test func aWedgeScanIsCapturedAndShownFromAnyTab() throws {
        let captures = Captures()
        let c = try controller(["--capture", "manual"], outputs: ControllerOutputs(captured: { captures.records.append($0) }))
        c.handle(.key(.switchTab), at: 1)
        c.handle(.wedgeScan("4006381333931"), at: 2)
        #expect(c.view.tab == .scanner && showing(c) == "4006381333931")
        #expect(captures.records.first?.detection.origin == .scanner)
    }
}

@Suite struct ScreenshotKeyTests {
    @Test func debugBuildsBindF12ToAScreenshot() throws {
        #if DEBUG
            #expect(KioskOptions().input.keys.description.contains("KEY_F12=screenshot"))
        #endif
        final class Count { var value = 0 }
        let count = Count()
        let c = try controller(outputs: ControllerOutputs(screenshot: { count.value += 1 }))
        c.handle(.key(.screenshot), at: 1)
        #expect(count.value == 1)
    }
}
