// ScreenChangeTests: when another screen is plugged in mid-run, taps follow it: the layout and
// the input devices' touch mapping take the new screen's size.
import Display
import Foundation
import Input
import Kiosk
import Render
import Testing
import Wire

/// Two real offscreen displays, one screen after the other: the first `framesBefore` frames on a
/// landscape 1280x800 screen, then on a portrait 800x1280 one, as the DRM display does when a
/// screen of another size is plugged into the connector.
final class ReplugToAnotherScreen: Display {
    let first: PNGDirectoryDisplay
    let second: PNGDirectoryDisplay
    let framesBefore: Int
    private var drawn = 0

    init(folder: String, framesBefore: Int) throws {
        first = try PNGDirectoryDisplay(directory: folder + "/landscape", width: 1280, height: 800, schedule: .every(1))
        second = try PNGDirectoryDisplay(directory: folder + "/portrait", width: 800, height: 1280, schedule: .every(1))
        self.framesBefore = framesBefore
    }

    private var current: PNGDirectoryDisplay { drawn < framesBefore ? first : second }
    var width: Int { current.width }
    var height: Int { current.height }
    var summary: String { "two screens: \(first.summary), then \(second.summary)" }
    var pixelsPerMM: Float? { nil }

    func nextSurface() -> PixelSurface { current.nextSurface() }

    func present(index: Int, time: Double) throws(DisplayError) {
        try current.present(index: index, time: time)
        drawn += 1
    }

    func screenshot() -> PixelImage? { current.screenshot() }
}

@Suite(.serialized) struct ScreenChangeTests {
    @Test func afterAnotherScreenIsPluggedInTouchIsMappedToItsSize() throws {
        let folder = freshFolder("screen-change")
        let devices = folder + "/input"
        try FileManager.default.createDirectory(atPath: devices, withIntermediateDirectories: true)
        var options = try headlessOptions(["qrcode-3/01.webp"], folder: folder, extra: ["--clock", "real", "--fps", "100", "--frames", "6"])
        // The input devices' folder: empty here, followed by inotify as /dev/input is.
        options.input.folder = devices
        let display = try ReplugToAnotherScreen(folder: folder, framesBefore: 3)
        var log: [String] = []
        let runner = try KioskRunner(options: options, display: display, standardOutput: EventLines().output, log: { log.append($0) })
        #expect(runner.inputScreen == ScreenGeometry(width: 1280, height: 800))
        _ = try runner.run()
        #expect(display.first.written.count == 3 && display.second.written.count == 3)
        #expect(runner.inputScreen == ScreenGeometry(width: 800, height: 1280))
        #expect(log.contains("screen now 800x1280: layout and touch follow it"))
    }
}
