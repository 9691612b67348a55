// MQTTDestinationTests: a real mosquitto broker on 127.0.0.1, stopped and started again: every
// capture arrives once per id, and the retained status says online, then offline.
import Delivery
import Foundation
import SystemCall
import TestSupport
import Testing
import Wire

@Suite(.serialized) struct MQTTDestinationTests {
    /// mosquitto with persistence, so the test's subscriber keeps its session (and what was
    /// published for it) across the broker's restart.
    final class Broker {
        let port = RunningProgram.freePort()
        let folder: String
        var program: RunningProgram?

        init(folder: String) throws {
            self.folder = folder
            let config = """
                listener \(port) 127.0.0.1
                allow_anonymous true
                persistence true
                persistence_location \(folder)/
                """
            try config.write(toFile: folder + "/mosquitto.conf", atomically: true, encoding: .utf8)
            try start()
        }

        func start() throws {
            program = try RunningProgram("/usr/sbin/mosquitto", ["-c", folder + "/mosquitto.conf"], output: folder + "/broker.log")
            let port = self.port
            #expect(TestFiles.wait(seconds: 20) { Self.accepts(port) }, "mosquitto did not listen on \(port)")
        }

        /// SIGTERM: mosquitto saves its persistence file and ends.
        func stop() { program?.stop() }

        static func accepts(_ port: Int) -> Bool {
            let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
            defer { close(fd) }
            var address = sockaddr_in()
            address.sin_family = sa_family_t(AF_INET)
            address.sin_addr.s_addr = inet_addr("127.0.0.1")
            address.sin_port = UInt16(port).bigEndian
            return withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) == 0 }
            }
        }
    }

    /// The captures the subscriber printed (`mosquitto_sub -v`: topic, space, payload), by id.
    static func received(_ path: String, topic: String) -> [String] {
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return [] }
        return text.split(separator: "\n").compactMap { line in
            guard line.hasPrefix(topic + " ") else { return nil }
            let payload = Data(line.dropFirst(topic.count + 1).utf8)
            return (try? JSONSerialization.jsonObject(with: payload) as? [String: Any])?["id"] as? String
        }
    }

    static func statuses(_ path: String, topic: String) -> [[String: Any]] {
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return [] }
        return text.split(separator: "\n").compactMap { line in
            guard line.hasPrefix(topic + " ") else { return nil }
            return try? JSONSerialization.jsonObject(with: Data(line.dropFirst(topic.count + 1).utf8)) as? [String: Any]
        }
    }

    @Test func capturesMadeWhileTheBrokerIsDownArriveOnceItIsBack() throws {
        let folder = TestFiles.folder("mqtt")
        let broker = try Broker(folder: folder)
        defer { broker.stop() }
        let captures = "kioskscan/till-7/captures", statusTopic = "kioskscan/till-7/status"
        let subscribed = folder + "/subscriber.txt"
        let subscriber = try RunningProgram(
            "/usr/bin/mosquitto_sub",
            ["-h", "127.0.0.1", "-p", "\(broker.port)", "-i", "test-dashboard", "-c", "-q", "1", "-v", "-t", captures, "-t", statusTopic],
            output: subscribed)
        defer { subscriber.stop() }
        // The subscription exists before anything is published (the broker then keeps it).
        usleep(500_000)

        let spec = try DestinationSpec(parsing: "mqtt://127.0.0.1:\(broker.port)")
        let outbox = try Outbox(path: folder + "/outbox.jsonl", destinations: [spec.name], log: { _ in })
        var log: [String] = []
        let service = try DeliveryService(
            outbox: outbox, destinations: [spec], kiosk: "till-7", version: "test", backoff: Backoff(initial: 0.1, maximum: 0.5),
            log: { log.append($0) })
        let loop = EventLoop()
        try service.attach(to: loop)
        service.camera(.running)
        let before = (1...3).map { "before-\($0)" }
        for id in before { service.captured(try outbox.add(captureLine(id, "value of \(id)"))) }
        #expect(try loop.run(seconds: 30) { service.owed[spec.name] == 0 }, "log: \(log)")
        #expect(TestFiles.wait(seconds: 10) { Self.received(subscribed, topic: captures) == before })

        broker.stop()
        let during = (1...4).map { "during-\($0)" }
        for id in during { service.captured(try outbox.add(captureLine(id, "value of \(id)"))) }
        _ = try loop.run(seconds: 2) { false }
        #expect(service.owed[spec.name] == 4)
        #expect(log.contains { $0.hasPrefix("deliver: \(spec.name): connection lost") || $0.hasPrefix("deliver: \(spec.name): cannot connect") })

        try broker.start()
        #expect(try loop.run(seconds: 30) { service.owed[spec.name] == 0 }, "log: \(log)")
        #expect(TestFiles.wait(seconds: 15) { Self.received(subscribed, topic: captures).count >= 7 })
        usleep(300_000)
        // Once per id, in order.
        #expect(Self.received(subscribed, topic: captures) == before + during)
        #expect(log.contains("deliver: \(spec.name): connected"))

        let lastOnline = try #require(Self.statuses(subscribed, topic: statusTopic).last)
        #expect(lastOnline["online"] as? Bool == true && lastOnline["kiosk"] as? String == "till-7")
        #expect(lastOnline["camera"] as? String == "running" && lastOnline["capturesToday"] as? Int == 0)
        service.detach()
        #expect(TestFiles.wait(seconds: 10) { Self.statuses(subscribed, topic: statusTopic).last?["online"] as? Bool == false })
    }

    @Test func theStatusIsRetainedForADashboardThatSubscribesLater() throws {
        let folder = TestFiles.folder("mqtt-will")
        let broker = try Broker(folder: folder)
        defer { broker.stop() }
        let statusTopic = "kioskscan/till-8/status"
        let spec = try DestinationSpec(parsing: "mqtt://127.0.0.1:\(broker.port)")
        let outbox = try Outbox(path: folder + "/outbox.jsonl", destinations: [spec.name], log: { _ in })
        let service = try DeliveryService(outbox: outbox, destinations: [spec], kiosk: "till-8", version: "test", log: { _ in })
        let loop = EventLoop()
        try service.attach(to: loop)
        service.captured(try outbox.add(captureLine("one", "x")))
        #expect(try loop.run(seconds: 20) { service.owed[spec.name] == 0 })
        // The retained status is there for a dashboard that subscribes later.
        let retained = folder + "/retained.txt"
        let late = try RunningProgram(
            "/usr/bin/mosquitto_sub", ["-h", "127.0.0.1", "-p", "\(broker.port)", "-v", "-t", statusTopic, "-C", "1", "-W", "10"], output: retained)
        #expect(TestFiles.wait(seconds: 12) { !late.process.isRunning })
        let status = try #require(Self.statuses(retained, topic: statusTopic).first)
        #expect(status["online"] as? Bool == true && status["backlog"] as? Int == 0 && status["version"] as? String == "test")
        service.detach()
    }

    @Test(arguments: ["mqtt", "mqtts"])
    func aBrokerThatIsNotThereIsLoggedAtOnceWithItsReasonThenAtASteadyInterval(scheme: String) throws {
        let folder = TestFiles.folder("mqtt-closed")
        let port = RunningProgram.freePort()  // nobody listens there
        let spec = try DestinationSpec(parsing: "\(scheme)://127.0.0.1:\(port)")
        let outbox = try Outbox(path: folder + "/outbox.jsonl", destinations: [spec.name], log: { _ in })
        try outbox.add(captureLine("one", "x"))
        var log: [(seconds: Double, line: String)] = []
        let started = monotonicNow()
        let service = try DeliveryService(
            outbox: outbox, destinations: [spec], kiosk: "k", version: "test", summaryInterval: 2,
            log: { log.append((monotonicNow() - started, $0)) })
        let loop = EventLoop()
        try service.attach(to: loop)
        _ = try loop.run(seconds: 5.5) { false }
        service.detach()
        let lines = log.filter { $0.line.hasPrefix("deliver: \(spec.name)") }
        // At once, with the reason.
        let first = try #require(lines.first, "nothing logged in 5.5 s: \(log)")
        #expect(first.line == "deliver: \(spec.name): cannot connect: Connection refused")
        #expect(first.seconds < 1.5)
        // Then the same failure is not logged again at each attempt, but summed up every 2 s.
        let summaries = lines.dropFirst()
        #expect(summaries.count == 2, "\(lines)")
        #expect(summaries.allSatisfy { $0.line.hasPrefix("deliver: \(spec.name): still cannot connect (Connection refused): ") })
        #expect(summaries.allSatisfy { $0.line.contains(" attempt") && $0.line.hasSuffix(" in the last 2 s; 1 capture waits") })
    }
}
