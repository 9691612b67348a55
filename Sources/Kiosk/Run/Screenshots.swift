// Screenshots: `--screenshot PATH`: the frame on screen written as PNG at the end of the run,
// on SIGUSR1 and at the `--screenshot-at` times.
import Display
import FoundationEssentials
import Render
import SystemCall
import Wire

/// Writes `display.screenshot()` to one path, replacing it each time (atomically).
final class Screenshots {
    let path: String
    private let display: Display
    private var pending: [Double]
    private let log: (String) -> Void

    init?(options: KioskOptions, display: Display, log: @escaping (String) -> Void) {
        guard let path = options.screenshot else { return nil }
        self.path = path
        self.display = display
        pending = options.screenshotAt.sorted()
        self.log = log
    }

    /// Screenshots on request only (the debug key) when no `--screenshot PATH` was given.
    init(path: String, display: Display, log: @escaping (String) -> Void) {
        self.path = path
        self.display = display
        pending = []
        self.log = log
    }

    /// Takes the screenshot for every `--screenshot-at` time that `time` has reached.
    func due(at time: Double) {
        guard let next = pending.first, time + 1e-9 >= next else { return }
        while let first = pending.first, time + 1e-9 >= first { pending.removeFirst() }
        take(String(cFormat: "at %.2f s", time))
    }

    func take(_ reason: String) {
        guard let image = display.screenshot() else {
            log("screenshot \(reason): no frame on screen yet")
            return
        }
        do {
            try PNGWriter.write(image.surface, to: path)
            log("screenshot \(path) (\(reason), \(image.width)x\(image.height))")
        } catch {
            log("screenshot \(reason): \(error)")
        }
    }
}
