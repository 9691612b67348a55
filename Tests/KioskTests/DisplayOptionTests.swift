// DisplayOptionTests: the screen's options (--display drm, --connector, --mode, --rotate, the
// drm-* flags, --screenshot) as OptionTable parses them, and what a run does with them
// without a screen.
import Capture
import Display
import Foundation
import Kiosk
import Render
import TestSupport
import Testing
import Wire

@Suite(.serialized) struct DisplayOptionTests {
    @Test func screenOptionsParse() throws {
        let options = try parsed([
            "--display", "drm", "--connector", "HDMI-A-1", "--mode", "1920x1080@60", "--rotate", "90",
            "--drm-legacy", "--drm-buffers", "3", "--screenshot", "/tmp/s.png", "--screenshot-at", "2,5",
        ])
        #expect(options.display == .drm(card: nil) && options.connector == "HDMI-A-1")
        #expect(options.displayMode == ModeRequest(width: 1920, height: 1080, refresh: 60))
        #expect(options.rotation == .quarter && options.drmLegacy && options.drmBuffers == 3)
        #expect(options.screenshot == "/tmp/s.png" && options.screenshotAt == [2, 5])
        #expect(try parsed(["--display=drm:/dev/dri/card1"]).display == .drm(card: "/dev/dri/card1"))
        let config = try parsed(["--config", "k.conf"], files: ["k.conf": "display = drm\nrotate = 270\nconnector = DSI-1\n"])
        #expect(config.rotation == .threeQuarters && config.connector == "DSI-1")
    }

    @Test func badScreenOptionsSayWhatIsExpected() {
        #expect(parseError(["--display", "hdmi"]) == "--display: unknown display 'hdmi' (known: drm, drm:/dev/dri/cardN, png:DIR)")
        #expect(parseError(["--display", "drm:"]) != nil)
        #expect(parseError(["--rotate", "45"]) == "--rotate: expected 0, 90, 180 or 270, got '45'")
        #expect(parseError(["--mode", "1920"]) == "--mode: expected a mode such as 1920x1080 or 1920x1080@60, got '1920'")
        #expect(parseError(["--drm-buffers", "4"]) == "--drm-buffers: 4 is out of range 2...3")
        #expect(parseError(["--screenshot-at", "soon"]) == "--screenshot-at: expected a number, got 'soon'")
    }

    @Test func theScreenRunsInRealTimeOnly() throws {
        let options = try headlessOptions(["qrcode-3/01.webp"], folder: freshFolder("drm-virtual"), extra: ["--display", "drm"])
        #expect(throws: OptionError("--display drm shows frames in real time, paced by the screen: drop --clock virtual")) {
            try KioskRunner(options: options, standardOutput: EventLines().output, log: { _ in })
        }
    }

    @Test func aScreenshotIsTheFrameOnScreen() throws {
        // With the png display the frame "on screen" is the last one drawn: the screenshot at
        // 0.1 s (frame 3, also written by --png-at) is rewritten by the end of the run (4 frames)
        // with the same frame.
        let folder = freshFolder("screenshot")
        let shot = folder + "/shot.png"
        var lines: [String] = []
        let options = try headlessOptions(
            ["qrcode-3/01.webp"], folder: folder + "/frames",
            extra: ["--frames", "4", "--png-at", "0.1", "--screenshot", shot, "--screenshot-at", "0.1"])
        _ = try KioskRunner(options: options, standardOutput: EventLines().output, log: { lines.append($0) }).run()
        #expect(lines.filter { $0.hasPrefix("screenshot \(shot)") }.count == 2)
        let written = try ImageFile.load(path: shot), frame = try ImageFile.load(path: folder + "/frames/000003.png")
        #expect(written.width == 1280 && written.height == 800)
        #expect(
            Data(bytes: written.planes[0].base, count: written.planes[0].stride * 800)
                == Data(bytes: frame.planes[0].base, count: frame.planes[0].stride * 800))
    }
}
