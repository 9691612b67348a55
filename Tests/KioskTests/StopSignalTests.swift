// StopSignalTests: SIGTERM, SIGINT and SIGHUP end a run cleanly with either clock: a message,
// the summary and the last screenshot, never a silent kill.
import Foundation
import Glibc
import Kiosk
import Testing
import Wire

@Suite(.serialized) struct StopSignalTests {
    /// A run of the virtual clock with no frame limit, stopped by `signal` sent to this thread
    /// (blocked here by the runner, so it waits for the runner's signalfd) after `delay` seconds.
    func stop(with signal: Int32, after delay: Double, name: String) throws -> (frames: Int, log: [String], screenshot: Bool) {
        let folder = freshFolder("stop-signal-\(name)")
        let screenshot = folder + "/shot.png"
        let options = try headlessOptions(
            ["qrcode-3/01.webp"], folder: folder, extra: ["--frames", "0", "--png-every", "1000", "--screenshot", screenshot])
        final class Lines { var all: [String] = [] }
        let lines = Lines()
        let runner = try KioskRunner(options: options, standardOutput: EventLines().output, log: { lines.all.append($0) })
        let me = pthread_self()
        let sender = Thread {
            usleep(useconds_t(delay * 1e6))
            pthread_kill(me, signal)
        }
        sender.start()
        let summary = try runner.run()
        return (summary.frames, lines.all, FileManager.default.fileExists(atPath: screenshot))
    }

    @Test func sigtermEndsAVirtualRunWithItsScreenshot() throws {
        let run = try stop(with: SIGTERM, after: 0.5, name: "term")
        #expect(run.frames > 0)
        #expect(run.log.contains("stopping on SIGTERM"))
        #expect(run.log.contains { $0.hasPrefix("screenshot ") && $0.contains("(end of run") }, "\(run.log)")
        #expect(run.screenshot)
    }

    @Test func sigintAndSighupStopItToo() throws {
        #expect(try stop(with: SIGINT, after: 0.3, name: "int").log.contains("stopping on SIGINT"))
        #expect(try stop(with: SIGHUP, after: 0.3, name: "hup").log.contains("stopping on SIGHUP"))
    }

    @Test func aSignalBeforeTheFirstFrameStillStopsCleanly() throws {
        let run = try stop(with: SIGTERM, after: 0, name: "early")
        #expect(run.log.contains("stopping on SIGTERM"))
    }
}
