// HTTPDestinationTests: a real HTTP receiver on 127.0.0.1 that refuses the first requests and
// answers others too late: every capture arrives, with its id and the token.
import Delivery
import Foundation
import SystemCall
import TestSupport
import Testing

@Suite struct HTTPDestinationTests {
    @Test func everyCaptureArrivesThroughRefusalsAndTimeouts() throws {
        let folder = TestFiles.folder("http")
        let portFile = folder + "/port", received = folder + "/received.jsonl"
        let receiver = try RunningProgram(
            "/usr/bin/python3", [TestFiles.helpers + "/receiver.py", portFile, received, "--fail", "2", "--slow", "2", "--slow-seconds", "3"])
        defer { receiver.stop() }
        #expect(TestFiles.wait(seconds: 20) { FileManager.default.fileExists(atPath: portFile) })
        let port = try String(contentsOfFile: portFile, encoding: .utf8)
        let spec = try DestinationSpec(parsing: "http://127.0.0.1:\(port)/captures bearer=s3cret timeout=1")
        do {
            let outbox = try Outbox(path: folder + "/outbox.jsonl", destinations: [spec.name], log: { _ in })
            let ids = (1...5).map { "capture-\($0)" }
            for (n, id) in ids.enumerated() { try outbox.add(captureLine(id, "value \(n)", number: n)) }
            var log: [String] = []
            let service = try DeliveryService(
                outbox: outbox, destinations: [spec], kiosk: "test-kiosk", version: "test", backoff: Backoff(initial: 0.1, maximum: 0.5),
                log: { log.append($0) })
            let loop = EventLoop()
            try service.attach(to: loop)
            let done = try loop.run(seconds: 60) { service.owed[spec.name] == 0 }
            service.detach()
            #expect(done, "still owed: \(service.owed); log: \(log)")
            let requests = TestFiles.jsonLines(received)
            let arrived = requests.filter { $0["outcome"] as? String == "ok" }
            // In order, each once: one request at a time, retried until answered in time.
            #expect(arrived.compactMap { $0["id"] as? String } == ids)
            #expect(requests.filter { $0["outcome"] as? String == "failed" }.count == 2)
            #expect(requests.filter { $0["outcome"] as? String == "slow" }.count == 2)
            #expect(arrived.allSatisfy { $0["auth"] as? String == "Bearer s3cret" && $0["kiosk"] as? String == "test-kiosk" })
            #expect(arrived.first?["body"] as? String == captureLine("capture-1", "value 0", number: 0))
            #expect(service.failures == 4)
            #expect(log.contains { $0.hasPrefix("deliver: \(spec.name): HTTP status 503; trying again in") })
            #expect(log.contains { $0.contains("Timeout was reached") })
        }
        // Marked in the file: nothing is owed after a restart.
        #expect(try Outbox(path: folder + "/outbox.jsonl", destinations: [spec.name], log: { _ in }).pending(for: spec.name).isEmpty)
    }

    @Test func basicAuthComesFromTheURL() throws {
        let folder = TestFiles.folder("http-basic")
        let portFile = folder + "/port", received = folder + "/received.jsonl"
        let receiver = try RunningProgram("/usr/bin/python3", [TestFiles.helpers + "/receiver.py", portFile, received])
        defer { receiver.stop() }
        #expect(TestFiles.wait(seconds: 20) { FileManager.default.fileExists(atPath: portFile) })
        let port = try String(contentsOfFile: portFile, encoding: .utf8)
        let spec = try DestinationSpec(parsing: "http://till:open%20sesame@127.0.0.1:\(port)/captures")
        #expect(spec.name == "http://127.0.0.1:\(port)/captures")
        let outbox = try Outbox(path: folder + "/outbox.jsonl", destinations: [spec.name], log: { _ in })
        try outbox.add(captureLine("only", "x"))
        let service = try DeliveryService(outbox: outbox, destinations: [spec], kiosk: "k", version: "test", log: { _ in })
        let loop = EventLoop()
        try service.attach(to: loop)
        #expect(try loop.run(seconds: 20) { service.owed[spec.name] == 0 })
        service.detach()
        let auth = TestFiles.jsonLines(received).first?["auth"] as? String
        #expect(auth == "Basic " + Data("till:open sesame".utf8).base64EncodedString())
    }
}

@Suite struct HTTPRefusalTests {
    /// A receiver started with `options`, and a destination pointing at it.
    static func receiver(_ folder: String, _ options: [String]) throws -> (RunningProgram, DestinationSpec, String) {
        let portFile = folder + "/port", received = folder + "/received.jsonl"
        let receiver = try RunningProgram("/usr/bin/python3", [TestFiles.helpers + "/receiver.py", portFile, received] + options)
        #expect(TestFiles.wait(seconds: 20) { FileManager.default.fileExists(atPath: portFile) })
        let port = try String(contentsOfFile: portFile, encoding: .utf8)
        return (receiver, try DestinationSpec(parsing: "http://127.0.0.1:\(port)/captures timeout=5"), received)
    }

    @Test func aCaptureRefusedWith400IsMarkedRejectedAndHoldsNothingBack() throws {
        let folder = TestFiles.folder("http-400")
        let (receiver, spec, received) = try Self.receiver(folder, ["--reject", "1"])
        defer { receiver.stop() }
        let ids = (1...3).map { "capture-\($0)" }
        var log: [String] = []
        do {
            let outbox = try Outbox(path: folder + "/outbox.jsonl", destinations: [spec.name], log: { _ in })
            for (n, id) in ids.enumerated() { try outbox.add(captureLine(id, "value \(n)", number: n)) }
            let service = try DeliveryService(
                outbox: outbox, destinations: [spec], kiosk: "k", version: "test", backoff: Backoff(initial: 30, maximum: 60),
                log: { log.append($0) })
            let loop = EventLoop()
            try service.attach(to: loop)
            // A failure would rest the lane 30 s: the three are through well before.
            let done = try loop.run(seconds: 20) { service.owed[spec.name] == 0 }
            service.detach()
            #expect(done, "still owed: \(service.owed); log: \(log)")
            #expect(service.rejected == 1 && service.failures == 0 && service.delivered == 2)
            #expect(service.status.rejected == 1)
            #expect(outbox.isRejected("capture-1", to: spec.name) && !outbox.isRejected("capture-2", to: spec.name))
        }
        let requests = TestFiles.jsonLines(received)
        #expect(requests.map { $0["outcome"] as? String } == ["rejected", "ok", "ok"])
        #expect(requests.compactMap { $0["id"] as? String } == ids, "once each, in order")
        // The server's answer, escaped (it ends in an escape sequence and a line break).
        #expect(
            log.contains(
                #"deliver: \#(spec.name) refused capture capture-1 for good: HTTP status 400: {"error":"unknown symbology"}\x1b[31m\n; marked rejected in the history file, not sent again"#
            ), "\(log)")
        // After a restart it is still rejected and owed nowhere.
        let reopened = try Outbox(path: folder + "/outbox.jsonl", destinations: [spec.name], log: { _ in })
        #expect(reopened.pending(for: spec.name).isEmpty && reopened.backlog == 0 && reopened.rejected == 1)
        #expect(reopened.isRejected("capture-1", to: spec.name))
    }

    /// One capture delivered to a receiver started with `options`, retrying quickly; the
    /// service once done, its log, the outbox, the destination and the requests received.
    static func deliverOne(
        _ name: String, _ options: [String]
    ) throws -> (
        service: DeliveryService, log: [String], outbox: Outbox, spec: DestinationSpec, outcomes: [String?]
    ) {
        let folder = TestFiles.folder(name)
        let (receiver, spec, received) = try Self.receiver(folder, options)
        defer { receiver.stop() }
        var log: [String] = []
        let outbox = try Outbox(path: folder + "/outbox.jsonl", destinations: [spec.name], log: { _ in })
        try outbox.add(captureLine("only", "x"))
        let service = try DeliveryService(
            outbox: outbox, destinations: [spec], kiosk: "k", version: "test", backoff: Backoff(initial: 0.1, maximum: 0.5),
            log: { log.append($0) })
        let loop = EventLoop()
        try service.attach(to: loop)
        #expect(try loop.run(seconds: 20) { service.owed[spec.name] == 0 })
        service.detach()
        return (service, log, outbox, spec, TestFiles.jsonLines(received).map { $0["outcome"] as? String })
    }

    @Test func aRedirectIsRetriedAndSaysWhereItPoints() throws {
        let (service, log, _, spec, outcomes) = try Self.deliverOne("http-301", ["--redirect", "1"])
        #expect(service.failures == 1 && service.rejected == 0 && service.delivered == 1)
        #expect(outcomes == ["redirected", "ok"])
        let port = spec.name.split(separator: ":")[2].split(separator: "/")[0]
        #expect(
            log.contains {
                $0.hasPrefix(
                    "deliver: \(spec.name): HTTP status 301, moved to http://127.0.0.1:\(port)/moved?token=***: give --deliver the new URL; trying again in"
                )
            }, "\(log)")
    }

    @Test func busyAndTimedOutAnswersAreTriedAgainNotRejected() throws {
        // 429 Too Many Requests and 408 Request Timeout say "later", not "never".
        let (service, log, outbox, spec, outcomes) = try Self.deliverOne("http-429", ["--busy", "2"])
        #expect(service.failures == 2 && service.rejected == 0 && service.delivered == 1, "\(log)")
        #expect(outcomes == ["busy", "busy", "ok"])
        #expect(!outbox.isRejected("only", to: spec.name))
        #expect(log.contains { $0.hasPrefix("deliver: \(spec.name): HTTP status 429") }, "\(log)")
    }
}

@Suite struct DeliveryLogTests {
    @Test func aFailureThatLastsIsLoggedOnceThenSummedUpAtASteadyInterval() throws {
        let folder = TestFiles.folder("http-closed")
        let spec = try DestinationSpec(parsing: "http://127.0.0.1:\(RunningProgram.freePort())/captures")
        let outbox = try Outbox(path: folder + "/outbox.jsonl", destinations: [spec.name], log: { _ in })
        try outbox.add(captureLine("one", "x"))
        var log: [(seconds: Double, line: String)] = []
        let started = monotonicNow()
        let service = try DeliveryService(
            outbox: outbox, destinations: [spec], kiosk: "k", version: "test", backoff: Backoff(initial: 0.05, maximum: 0.1),
            summaryInterval: 1, log: { log.append((monotonicNow() - started, $0)) })
        let loop = EventLoop()
        try service.attach(to: loop)
        _ = try loop.run(seconds: 3.6) { false }
        service.detach()
        let lines = log.map(\.line).filter { $0.hasPrefix("deliver: \(spec.name):") }
        #expect(service.failures > 15)
        #expect(lines.first?.hasPrefix("deliver: \(spec.name): Couldn't connect to server; trying again in 0 s") == true, "\(lines)")
        // Over 15 failures, one line at first and one a second after (not one in ten).
        let summaries = lines.dropFirst()
        #expect(summaries.count == 3, "\(lines)")
        #expect(summaries.allSatisfy { $0.hasPrefix("deliver: \(spec.name): still failing (Couldn't connect to server): ") })
        #expect(summaries.allSatisfy { $0.contains(" attempts in the last 1 s; 1 capture owed; trying again in 0 s") })
    }
}
