// KioskCrashTests: the kiosk itself (the kioskscan binary this package built) killed with
// SIGKILL while delivering, and started again: nothing captured is lost; a kiosk that vanishes
// leaves its last will on the broker.
import Delivery
import Foundation
import TestSupport
import Testing
import Wire

@Suite(.serialized) struct KioskCrashTests {
    /// kioskscan, built beside this test bundle by `swift test`.
    static var kioskscan: String {
        let bundle = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
        return URL(fileURLWithPath: bundle).deletingLastPathComponent().appendingPathComponent("kioskscan").path
    }

    /// Four QR codes in turn, half a second each; each is captured again every round (the
    /// repeat guard is shorter than the time it is out of sight).
    static var cameraArguments: [String] {
        let images = ["qrcode-3/01.webp", "qrcode-3/14.webp", "qrcode-3/18.webp", "qrcode-3/27.webp"].map { TestData.blackboxImage($0) }
        return ["--camera", "file:" + images.joined(separator: ","), "--camera-size", "1280x720", "--hold", "0.5", "--repeat-guard", "1"]
    }

    /// A grey picture with no code in it.
    static func blankImage(in folder: String) throws -> String {
        let path = folder + "/blank.pgm"
        try (Data("P5\n64 64\n255\n".utf8) + Data(repeating: 0x80, count: 64 * 64)).write(to: URL(fileURLWithPath: path))
        return path
    }

    static func kiosk(_ folder: String, _ name: String, camera: [String], _ more: [String]) throws -> RunningProgram {
        #expect(FileManager.default.isExecutableFile(atPath: kioskscan), "no kioskscan at \(kioskscan)")
        return try RunningProgram(
            kioskscan,
            camera + [
                "--display", "png:" + folder + "/frames-" + name, "--png-every", "100000", "--fps", "10", "--input", "off", "--resume-after", "0.3",
                "--history-file", folder + "/history.jsonl",
            ] + more, output: folder + "/" + name + ".out")
    }

    static func ids(inStandardOutput path: String) -> [String] {
        TestFiles.jsonLines(path).filter { $0["event"] as? String == "capture" }.compactMap { $0["id"] as? String }
    }

    @Test func aKioskKilledMidDeliveryDeliversEverythingAfterItsRestart() throws {
        let folder = TestFiles.folder("crash")
        let portFile = folder + "/port", received = folder + "/received.jsonl"
        // Refuses the first 3 requests and answers the next 2 too late: at the kill, captures
        // are owed, one is perhaps on its way.
        let receiver = try RunningProgram(
            "/usr/bin/python3", [TestFiles.helpers + "/receiver.py", portFile, received, "--fail", "3", "--slow", "2", "--slow-seconds", "4"])
        defer { receiver.stop() }
        #expect(TestFiles.wait(seconds: 20) { FileManager.default.fileExists(atPath: portFile) })
        let url = "http://127.0.0.1:\(try String(contentsOfFile: portFile, encoding: .utf8))/captures timeout=1"

        let first = try Self.kiosk(folder, "first", camera: Self.cameraArguments, ["--deliver", url, "--kiosk-id", "crash-test"])
        #expect(TestFiles.wait(seconds: 60) { Self.ids(inStandardOutput: folder + "/first.out").count >= 6 })
        kill(first.pid, SIGKILL)
        first.process.waitUntilExit()
        let captured = Self.ids(inStandardOutput: folder + "/first.out")
        let delivered = Set(TestFiles.jsonLines(received).filter { $0["outcome"] as? String == "ok" }.compactMap { $0["id"] as? String })
        #expect(captured.count >= 6 && Set(captured).count == captured.count)
        #expect(delivered.count < captured.count, "everything was delivered before the kill: the test proves nothing")

        // Started again on a camera that sees no code: it only delivers what is owed.
        let second = try Self.kiosk(
            folder, "second", camera: ["--camera", "file:" + (try Self.blankImage(in: folder))], ["--deliver", url, "--kiosk-id", "crash-test"])
        defer { second.stop() }
        let arrived = {
            Set(TestFiles.jsonLines(received).filter { $0["outcome"] as? String == "ok" }.compactMap { $0["id"] as? String })
        }
        #expect(
            TestFiles.wait(seconds: 90) { arrived().isSuperset(of: captured) },
            "not delivered: \(Set(captured).subtracting(arrived())); kiosk: \((try? String(contentsOfFile: folder + "/second.out", encoding: .utf8)) ?? "")"
        )
        #expect(Self.ids(inStandardOutput: folder + "/second.out").isEmpty)
        let log = (try? String(contentsOfFile: folder + "/second.out", encoding: .utf8)) ?? ""
        #expect(log.contains("owed to http://127.0.0.1:"))
        // What the receiver got is what the kiosk printed, body for body.
        let bodies = TestFiles.jsonLines(received).filter { $0["outcome"] as? String == "ok" }.compactMap { $0["body"] as? String }
        let printed = Set(
            ((try? String(contentsOfFile: folder + "/first.out", encoding: .utf8)) ?? "").split(separator: "\n").map(String.init).filter {
                $0.hasPrefix(#"{"event":"capture""#)
            })
        #expect(Set(bodies).isSuperset(of: printed))
    }

    @Test func aKioskThatVanishesLeavesItsLastWill() throws {
        let folder = TestFiles.folder("will")
        let broker = try MQTTDestinationTests.Broker(folder: folder)
        defer { broker.stop() }
        let topic = "kioskscan/will-test/status", statuses = folder + "/statuses.txt"
        let subscriber = try RunningProgram(
            "/usr/bin/mosquitto_sub", ["-h", "127.0.0.1", "-p", "\(broker.port)", "-v", "-t", topic], output: statuses)
        defer { subscriber.stop() }
        let kiosk = try Self.kiosk(
            folder, "kiosk", camera: Self.cameraArguments, ["--deliver", "mqtt://127.0.0.1:\(broker.port)", "--kiosk-id", "will-test"])
        #expect(
            TestFiles.wait(seconds: 60) {
                MQTTDestinationTests.statuses(statuses, topic: topic).contains {
                    $0["online"] as? Bool == true && $0["camera"] as? String == "running"
                }
            })
        kill(kiosk.pid, SIGKILL)
        kiosk.process.waitUntilExit()
        #expect(TestFiles.wait(seconds: 20) { MQTTDestinationTests.statuses(statuses, topic: topic).last?["online"] as? Bool == false })
        let will = try #require(MQTTDestinationTests.statuses(statuses, topic: topic).last)
        #expect(will["camera"] as? String == "unknown" && will["kiosk"] as? String == "will-test" && will["time"] == nil)
    }
}
