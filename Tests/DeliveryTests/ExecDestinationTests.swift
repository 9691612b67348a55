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

    @Test func aProgramThatIsNotThereIsAFailureNotACrash() throws {
        let folder = TestFiles.folder("exec-missing")
        let spec = try DestinationSpec(parsing: "exec:\(folder)/missing")
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
}
