// GoldenFrameTests: whole frames, real fonts over a real camera picture, equal to checked-in PNGs.
import Decode
import Language
import Render
import Scene
import Testing

/// Each test draws one complete frame at a fixed (virtual) time and compares it with
/// `Golden/NAME.png`. A change to the look that is intended is taken in with
/// `make golden` (`KIOSKSCAN_UPDATE_GOLDEN=1 swift test --filter GoldenFrameTests`), then the
/// new PNGs are looked at and committed with the change.
///
/// The frames over a picture are drawn on one thread and again in two and three bands of rows
/// (`--render-threads`): the same PNG either way.
@Suite struct GoldenFrameTests {
    /// Draws `state` at `time` on a `width` x `height` screen over the sample picture (or none),
    /// the preview and the strokes in `threads` bands.
    func frame(
        _ width: Int, _ height: Int, time: Double, state: SceneState, style: SceneStyle = SceneStyle(), picture: Bool = true,
        camera: CameraStatus = .running, threads: Int = 1
    ) throws -> (image: PixelImage, drawn: DrawnRegions) {
        let sample = try SampleFrame.shared.get()
        #expect(sample.detection.text == SampleFrame.text)
        let scene = try ScannerScene(style: style, renderThreads: threads)
        let image = PixelImage(width: width, height: height)
        let drawn =
            picture
            ? sample.frame.withImageView { scene.draw(on: image.surface, time: time, state: state, preview: $0, camera: camera) }!
            : scene.draw(on: image.surface, time: time, state: state, preview: nil, camera: camera)
        return (image, drawn)
    }

    func expectGolden(_ name: String, _ image: PixelImage, sourceLocation: SourceLocation = #_sourceLocation) throws {
        if let problem = try GoldenImage(name: name).check(image) { Issue.record(Comment(rawValue: problem), sourceLocation: sourceLocation) }
    }

    @Test(arguments: [1, 2, 3])
    func idleBreathe(threads: Int) throws {
        // 0.6 s into the breathing: a quarter period, halfway to the largest and brightest.
        let (image, drawn) = try frame(1280, 800, time: 0.6, state: SceneState(), threads: threads)
        #expect(drawn.banner == nil && drawn.shutter != nil && drawn.tabs.count == 2 && drawn.modeSegments.count == 2)
        try expectGolden("idle-breathe", image)
    }

    @Test func storageFullNotice() throws {
        // Captures the disk refused wait in memory: the screen says so, above the tab bar, until
        // they are kept.
        var state = SceneState()
        state.notice = .said(.storageFull, count: 3)
        let (image, drawn) = try frame(1280, 800, time: 0.6, state: state)
        #expect(drawn.shutter != nil && drawn.tabs.count == 2)
        try expectGolden("storage-full-notice", image)
        let (plain, _) = try frame(1280, 800, time: 0.6, state: SceneState())
        // The strip's left end, right above the tab bar: the warning colour, not the picture.
        let layout = try ScannerScene(style: SceneStyle()).layout(width: 1280, height: 800)
        let y = Int(layout.tabBar.minY) - 3
        #expect(image.surface[2, y] != plain.surface[2, y])
        #expect((image.surface[2, y] >> 16) & 0xFF > 150 && (image.surface[2, y] >> 8) & 0xFF < 60)
    }

    @Test(arguments: [1, 2, 3])
    func numberModeIdle(threads: Int) throws {
        // Number mode, as idle as idleBreathe: the same indicator, and the hint under the square
        // saying what to hold in it (where the banner will show the price).
        var state = SceneState()
        state.mode = .number
        let (image, drawn) = try frame(1280, 800, time: 0.6, state: state, threads: threads)
        #expect(drawn.banner == nil && drawn.shutter != nil && drawn.modeSegments.count == 2)
        try expectGolden("number-mode-idle", image)
    }

    @Test(arguments: [1, 2, 3])
    func lockOnCyberNeon(threads: Int) throws {
        // Captured at 1 s; 0.08 s into the lock-on that follows the 0.28 s anticipation: the
        // corners half way to the code's, the gradient and both glows at full bloom.
        let sample = try SampleFrame.shared.get()
        var state = SceneState(result: sample.capture(at: 1))
        state.flashStart = 1
        let (image, drawn) = try frame(1280, 800, time: 1.36, state: state, threads: threads)
        #expect(drawn.banner != nil)
        try expectGolden("lock-on-cyber-neon", image)
    }

    @Test(arguments: [1, 2, 3])
    func bannerOnTheRaspberryPiDisplay(threads: Int) throws {
        // The Raspberry Pi 7" display (800x480, 5.19 px/mm): the result held 2 s after the
        // capture, the one-line banner under the cutout, the shutter beside it.
        let sample = try SampleFrame.shared.get()
        var style = SceneStyle()
        style.pixelsPerMM = 5.19
        let (image, drawn) = try frame(800, 480, time: 3, state: SceneState(result: sample.capture(at: 1)), style: style, threads: threads)
        #expect(drawn.layout.bannerLines == 1 && drawn.banner != nil && drawn.shutter != nil)
        try expectGolden("banner-800x480", image)
    }

    @Test func historyTab() throws {
        var state = SceneState()
        state.tab = .history
        state.history = [
            HistoryEntry(number: 7, origin: .scanner, value: "4006381333931", time: 95.2, date: nil),
            HistoryEntry(number: 6, origin: .barcode(.qr), value: SampleFrame.text, time: 81.04, date: nil),
            HistoryEntry(number: 5, origin: .barcode(.code128), value: "PALLET-0042-\u{00C9}TIQUETTE", time: 64.5, date: nil),
            HistoryEntry(
                number: 4, origin: .barcode(.qr),
                value: "WIFI:T:WPA;S:Kiosk Guest;P:a-passphrase-long-enough-that-the-list-cuts-it-off-at-the-edge-of-the-screen-with-an-ellipsis;;",
                time: 40.75, date: nil),
            HistoryEntry(number: 3, origin: .barcode(.upca), value: "036000291452", time: 22.1, date: nil),
            HistoryEntry(
                number: 2, origin: .barcode(.qr), value: "[binary, 18 bytes] 00 1F 8B 08 00 00 00 00 00 00 03 CB 48 CD C9 C9 …", time: 12.3, date: nil
            ),
            HistoryEntry(number: 1, origin: .barcode(.ean13), value: "9780201379624", time: 3.5, date: nil),
        ]
        let (image, drawn) = try frame(1280, 800, time: 100, state: state, picture: false)
        #expect(drawn.historyRows.map(\.index) == Array(0..<7) && drawn.shutter == nil && drawn.modeSegments.isEmpty)
        try expectGolden("history", image)
    }

    @Test func noCamera() throws {
        let (image, drawn) = try frame(
            1280, 800, time: 5, state: SceneState(), picture: false,
            camera: .unavailable(Phrase(.cameraNoneConnected)))
        #expect(drawn.shutter == nil && drawn.tabs.count == 2)
        try expectGolden("no-camera", image)
    }

    @Test(arguments: [1, 2, 3])
    func portraitPanelWithTheShutterLit(threads: Int) throws {
        // A 1280x800 panel turned a quarter (--rotate 90): an 800x1280 screen, the shutter under
        // the cutout. Manual capture with the code centred: the shutter lit, the code outlined.
        let sample = try SampleFrame.shared.get()
        let style = SceneStyle()
        let layout = try ScannerScene(style: style).layout(width: 800, height: 1280)
        var state = SceneState()
        state.shutterActive = true
        state.shutterQuad = layout.screenQuad(
            of: sample.detection.corners, frameWidth: sample.frame.width, frameHeight: sample.frame.height,
            mirrored: style.mirror)
        let (image, drawn) = try frame(800, 1280, time: 1.5, state: state, style: style, threads: threads)
        #expect(drawn.layout.isPortrait && drawn.shutter != nil)
        try expectGolden("portrait-800x1280", image)
    }
}
