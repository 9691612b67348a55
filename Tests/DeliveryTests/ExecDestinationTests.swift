// ExecDestinationTests: a real program per capture, its JSON on standard input: a non-zero exit
// and a program past its timeout are retried, and the loop goes on meanwhile.
import Delivery
import Foundation
import SystemCall
import TestSupport
import Testing

@Suite struct ExecDestinationTests {
    @Test func aFailingAndAStuckProgramAreRetriedWithoutHoldingTheLoop() throws {
        let folder = TestFiles.folder("exec")
        // Run 1 exits 3; run 2 hangs past the timeout; later runs keep their input and succeed.
        let hook = folder + "/hook"
        try """
        #!/bin/sh
        n=$(( $(cat \(folder)/runs 2>/dev/null || echo 0) + 1 ))
        echo $n > \(folder)/runs
        [ $n = 1 ] && exit 3
        [ $n = 2 ] && exec sleep 30
        cat > "\(folder)/$KIOSKSCAN_CAPTURE_ID.json"
        """.write(toFile: hook, atomically: true, encoding: .utf8)
        chmod(hook, 0o755)
        let spec = try DestinationSpec(parsing: "exec:\(hook) timeout=1")
        let outbox = try Outbox(path: folder + "/outbox.jsonl", destinations: [spec.name], log: { _ in })
        for id in ["one", "two"] { try outbox.add(captureLine(id, "value of \(id)")) }
        var log: [String] = []
        let service = try DeliveryService(
            outbox: outbox, destinations: [spec], kiosk: "k", version: "test", backoff: Backoff(initial: 0.1, maximum: 0.2), log: { log.append($0) })
        let loop = EventLoop()
        // A timer beside the program: it keeps firing while the program hangs.
        let ticker = try TimerDescriptor(label: "ticker", every: 0.05)
        var ticks = 0
        loop.watch(ticker.fd) {
            ticker.acknowledge()
            ticks += 1
        }
        try service.attach(to: loop)
        let started = monotonicNow()
        #expect(try loop.run(seconds: 20) { service.owed[spec.name] == 0 }, "log: \(log)")
        let seconds = monotonicNow() - started
        service.detach()
        #expect(try String(contentsOfFile: folder + "/one.json", encoding: .utf8) == captureLine("one", "value of one") + "\n")
        #expect(try String(contentsOfFile: folder + "/two.json", encoding: .utf8) == captureLine("two", "value of two") + "\n")
        #expect(log.contains { $0.contains("exited with status 3") })
        #expect(log.contains { $0.contains("ran longer than 1 s: killed") })
        // The loop ran all along: about 20 ticks a second, the hung second included.
        #expect(Double(ticks) > seconds * 20 * 0.5, "\(ticks) ticks in \(seconds) s")
    }

    @Test func aProgramThatIsGoneSinceTheStartIsAFailureNotACrash() throws {
        let folder = TestFiles.folder("exec-missing")
        try "#!/bin/sh\n".write(toFile: folder + "/missing", atomically: true, encoding: .utf8)
        chmod(folder + "/missing", 0o755)
        let spec = try DestinationSpec(parsing: "exec:\(folder)/missing")
        try FileManager.default.removeItem(atPath: folder + "/missing")
        let outbox = try Outbox(path: folder + "/outbox.jsonl", destinations: [spec.name], log: { _ in })
        try outbox.add(captureLine("one", "x"))
        var log: [String] = []
        let service = try DeliveryService(outbox: outbox, destinations: [spec], kiosk: "k", version: "test", log: { log.append($0) })
        let loop = EventLoop()
        try service.attach(to: loop)
        _ = try loop.run(seconds: 0.5) { service.failures > 0 }
        #expect(service.owed[spec.name] == 1)
        service.detach()
        #expect(log.contains("deliver: \(spec.name): posix_spawn failed on \(folder)/missing: No such file or directory (2); trying again in 1 s"))
    }

    @Test func aProgramThatIsNotThereOrCannotRunIsRefusedWhenTheOptionsAreRead() throws {
        let folder = TestFiles.folder("exec-refused")
        try "#!/bin/sh\n".write(toFile: folder + "/not-executable", atomically: true, encoding: .utf8)
        chmod(folder + "/not-executable", 0o644)
        func refusal(_ path: String) -> String? {
            do {
                _ = try DestinationSpec(parsing: "exec:" + path)
                return nil
            } catch {
                return error.description
            }
        }
        #expect(refusal(folder + "/missing") == "exec:\(folder)/missing: no such program")
        #expect(refusal(folder) == "exec:\(folder): is a folder, not a program")
        #expect(refusal(folder + "/not-executable") == "exec:\(folder)/not-executable: is not executable (chmod +x?)")
        #expect(refusal("/dev/null") == "exec:/dev/null: is not a regular file, not a program")
        #expect(refusal("/bin/true") == nil)
    }

    /// Whether process `pid` still runs (a zombie no longer does).
    static func isRunning(_ pid: Int32) -> Bool {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8), let close = stat.lastIndex(of: ")") else {
            return false
        }
        let state = stat[stat.index(close, offsetBy: 2)]
        return state != "Z" && state != "X"
    }

    @Test func aTimeoutKillsWhatTheProgramStartedToo() throws {
        let folder = TestFiles.folder("exec-group")
        let hook = folder + "/hook"
        // Two background jobs and a wait: past the timeout the whole group is killed.
        try """
        #!/bin/sh
        sleep 3600 & echo $! > \(folder)/first.pid
        sleep 3600 & echo $! > \(folder)/second.pid
        wait
        """.write(toFile: hook, atomically: true, encoding: .utf8)
        chmod(hook, 0o755)
        let spec = try DestinationSpec(parsing: "exec:\(hook) timeout=1")
        let outbox = try Outbox(path: folder + "/outbox.jsonl", destinations: [spec.name], log: { _ in })
        try outbox.add(captureLine("one", "x"))
        let service = try DeliveryService(
            outbox: outbox, destinations: [spec], kiosk: "k", version: "test", backoff: Backoff(initial: 60, maximum: 60), log: { _ in })
        let loop = EventLoop()
        try service.attach(to: loop)
        #expect(try loop.run(seconds: 10) { service.failures == 1 })
        let pids = ["first", "second"].compactMap { try? String(contentsOfFile: "\(folder)/\($0).pid", encoding: .utf8) }.compactMap {
            Int32($0.trimmingCharacters(in: .whitespacesAndNewlines))
        }
        defer { for pid in pids { kill(pid, SIGKILL) } }
        #expect(pids.count == 2)
        #expect(TestFiles.wait(seconds: 2) { !pids.contains(where: Self.isRunning) }, "still running: \(pids.filter(Self.isRunning))")
        service.detach()
    }

    @Test func theProgramsOutputIsLoggedBoundedAndEscaped() throws {
        let folder = TestFiles.folder("exec-output")
        let hook = folder + "/hook"
        // A line with an escape sequence, then a megabyte of random bytes, then success.
        try """
        #!/bin/sh
        printf 'got \\033[2J%s\\n' "$KIOSKSCAN_CAPTURE_ID"
        head -c 1000000 /dev/urandom
        exit 0
        """.write(toFile: hook, atomically: true, encoding: .utf8)
        chmod(hook, 0o755)
        let spec = try DestinationSpec(parsing: "exec:\(hook)")
        let outbox = try Outbox(path: folder + "/outbox.jsonl", destinations: [spec.name], log: { _ in })
        try outbox.add(captureLine("one", "x"))
        var log: [String] = []
        let service = try DeliveryService(outbox: outbox, destinations: [spec], kiosk: "k", version: "test", log: { log.append($0) })
        let loop = EventLoop()
        try service.attach(to: loop)
        #expect(try loop.run(seconds: 20) { service.owed[spec.name] == 0 })
        service.detach()
        let said = log.filter { $0.hasPrefix("deliver: \(spec.name) says: ") }
        #expect(said.first == "deliver: \(spec.name) says: got \\x1b[2Jone")
        #expect(said.count == 20, "\(log.filter { !$0.hasPrefix("deliver: \(spec.name) says: ") })")
        #expect(said.allSatisfy { $0.unicodeScalars.allSatisfy { $0.value >= 0x20 && !(0x7F...0x9F).contains($0.value) } })
        #expect(said.allSatisfy { $0.count <= "deliver: \(spec.name) says: ".count + 200 + 1 })
        let more = try #require(log.first { $0.hasSuffix("more bytes of its output not shown (20 lines a run are)") })
        let dropped = try #require(Int(more.split(separator: " ")[2]))
        #expect(dropped > 900_000 && dropped < 1_000_000)
        #expect(log.joined().utf8.count < 20_000, "a megabyte of output became \(log.joined().utf8.count) bytes of log")
    }
}
