// CaptureFlowTests: a capture leaves the kiosk through one flow: one event line, every sink in
// order, the outbox's line on disk before the sinks after it, the destinations reached.
import Catalog
import Content
import Delivery
import Foundation
import Glibc
import Kiosk
import Language
import SystemCall
import TestSupport
import Testing

@Suite struct CaptureFlowTests {
    static func folder(_ name: String) throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("capture-flow-\(name)-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    @Test func everySinkGetsTheSameLineInTheOrderGiven() throws {
        var seen: [String] = []
        let sinks = ["outbox", "stdout", "beeper"].map { name in StandardOutputSink { seen.append(name + " " + $0) } }
        let flow = CaptureFlow(sinks: sinks, includeDate: false)
        flow.captured(CaptureEventLineTests.record(Array("4006381333931".utf8), symbology: .ean13))
        let line = #"{"event":"capture","number":7,"symbology":"ean13","text":"4006381333931","time":12.346}"#
        #expect(seen == ["outbox " + line, "stdout " + line, "beeper " + line])
    }

    @Test func withAnOutboxEachCaptureHasItsOwnIdAndTheKiosksName() throws {
        var lines: [String] = []
        let flow = CaptureFlow(sinks: [StandardOutputSink { lines.append($0) }], kiosk: "till-3", includeDate: true)
        for _ in 0..<2 { flow.captured(CaptureEventLineTests.record(Array("x".utf8))) }
        let objects = try lines.map { try #require(JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]) }
        let ids = objects.compactMap { $0["id"] as? String }
        #expect(ids.count == 2 && ids[0] != ids[1] && ids.allSatisfy { UUID(uuidString: $0) != nil })
        #expect(objects.allSatisfy { $0["kiosk"] as? String == "till-3" })
        #expect(objects.allSatisfy { ($0["date"] as? String).flatMap(ISO8601DateFormatter().date(from:)) != nil })
        #expect(lines[0].hasPrefix(#"{"event":"capture","id":""#))
    }

    @Test func theOutboxHasTheLineOnDiskBeforeTheSinksAfterItSeeIt() throws {
        let path = try Self.folder("outbox") + "/history.jsonl"
        do {
            let store = try HistoryStore(path: path, log: { _ in })
            var onDiskWhenPrinted: [Bool] = []
            let printer = StandardOutputSink { line in
                let file = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
                onDiskWhenPrinted.append(file.hasSuffix(line + "\n"))
            }
            let flow = CaptureFlow(sinks: [OutboxSink(store: store, log: { _ in }), printer], kiosk: "k", includeDate: false)
            flow.captured(CaptureEventLineTests.record(Array("first".utf8)))
            flow.captured(CaptureEventLineTests.record(Array("second".utf8)))
            #expect(onDiskWhenPrinted == [true, true])
        }
        let (entries, skipped) = try HistoryStore(path: path, log: { _ in }).load()
        #expect(entries.map(\.value) == ["second", "first"] && skipped == 0)
    }

    /// An outbox in a new folder with one destination, a hook that writes each capture it is
    /// given to FOLDER/ID.json, its delivery service attached to a loop.
    static func hookDelivery(
        _ name: String
    ) throws -> (
        folder: String, spec: DestinationSpec, store: HistoryStore, service: DeliveryService, loop: EventLoop
    ) {
        let folder = try Self.folder(name)
        let hook = folder + "/hook"
        try "#!/bin/sh\ncat > \"\(folder)/$KIOSKSCAN_CAPTURE_ID.json\"\n".write(toFile: hook, atomically: true, encoding: .utf8)
        chmod(hook, 0o755)
        let spec = try DestinationSpec(parsing: "exec:\(hook)")
        let store = try HistoryStore(path: folder + "/history.jsonl", destinations: [spec.name], log: { _ in })
        let service = try DeliveryService(outbox: store.outbox, destinations: [spec], kiosk: "k", version: "test", log: { _ in })
        let loop = EventLoop()
        try service.attach(to: loop)
        return (folder, spec, store, service, loop)
    }

    @Test func theOutboxHandsEachKeptCaptureToEveryDestination() throws {
        let (folder, spec, store, service, loop) = try Self.hookDelivery("delivery")
        var lines: [String] = []
        let outbox = OutboxSink(store: store, log: { _ in }, kept: { service.captured($0) })
        let flow = CaptureFlow(sinks: [outbox, StandardOutputSink { lines.append($0) }], kiosk: "k", includeDate: false)
        flow.captured(CaptureEventLineTests.record(Array("delivered".utf8)))
        #expect(service.owed[spec.name] == 1)
        #expect(try loop.run(seconds: 20) { service.owed[spec.name] == 0 })
        service.detach()
        let id = try #require(lines.first.flatMap { OutboxEntry(line: $0)?.id })
        #expect(try String(contentsOfFile: "\(folder)/\(id).json", encoding: .utf8) == lines[0] + "\n")
        #expect(store.outbox.isDelivered(id, to: spec.name))
    }

    /// A basket's call for an age approval goes out as a capture does: on disk first, then to
    /// every destination (a staff device's hook); it is not listed in the History, and a typing
    /// destination has nothing to type of it.
    @Test func aCallForAnAgeApprovalGoesThroughTheOutbox() throws {
        let (folder, spec, store, service, loop) = try Self.hookDelivery("approval")
        var lines: [String] = []
        let outbox = OutboxSink(store: store, log: { _ in }, kept: { service.captured($0) })
        let flow = CaptureFlow(sinks: [outbox, StandardOutputSink { lines.append($0) }], kiosk: "till-3", includeDate: false)
        let euro = ISO4217Currency(code: "EUR")!
        var basket = Basket(id: "0123456789ABCDEF", currency: euro)
        try basket.add(code: "8480010001136", name: "Aceite", price: try Money(parsing: "4.99", currency: euro))
        try basket.add(code: "4000000000013", name: "Rioja Crianza", price: try Money(parsing: "7.49", currency: euro), minAge: 18)
        flow.approvalNeeded(basket, age: 18, at: 12.5)
        let line = try #require(lines.first)
        let entry = try #require(OutboxEntry(line: line))
        let id = try #require(entry.id)
        #expect(
            line
                == #"{"event":"approval-needed","id":"\#(id)","kiosk":"till-3","basket":"0123456789ABCDEF","age":18,"items":[{"code":"4000000000013","name":"Rioja Crianza","quantity":1,"price":"7.49","minAge":18}],"time":12.5}"#
        )
        #expect(entry.symbology == "approval-needed" && entry.withheld && entry.contentFields == ["basket": "0123456789ABCDEF", "age": "18"])
        #expect(ScannerFormat(suffix: "\n").sendsNothing(for: entry) && !ScannerFormat(suffix: "\n", field: "age").sendsNothing(for: entry))
        #expect(try loop.run(seconds: 20) { service.owed[spec.name] == 0 })
        service.detach()
        #expect(try String(contentsOfFile: "\(folder)/\(id).json", encoding: .utf8) == line + "\n")
        // The History lists codes only.
        let (entries, skipped) = store.load()
        #expect(entries.isEmpty && skipped == 0 && store.outbox.entries.map(\.symbology) == ["approval-needed"])
    }

    @Test(.enabled(if: SmallDisk.available, "mounting a tmpfs needs root"))
    func capturesTheFullDiskRefusesWaitInMemoryAndAreKeptAndSentInOrderOnceThereIsRoom() throws {
        let disk = try SmallDisk(bytes: 16 << 10)
        let path = disk.folder + "/history.jsonl"
        let store = try HistoryStore(path: path, log: { _ in })
        var log: [String] = [], sent: [String] = [], problems: [StorageProblem?] = []
        let outbox = OutboxSink(store: store, log: { log.append($0) }, kept: { sent.append($0.text ?? "") }, problemChanged: { problems.append($0) })
        let flow = CaptureFlow(sinks: [outbox], kiosk: "k", includeDate: false)
        let value = String(repeating: "v", count: 900)
        let values = (0..<40).map { "\($0) " + value }
        for text in values { flow.captured(CaptureEventLineTests.record(Array(text.utf8))) }
        // 16 KiB hold some; the rest wait, none sent before it is kept.
        let keptFirst = sent.count
        #expect(keptFirst > 5 && keptFirst < 20)
        #expect(outbox.waiting.count == values.count - keptFirst)
        #expect(sent == Array(values.prefix(keptFirst)))
        #expect(problems == [.full])
        #expect(outbox.notice.map { Wording.english($0) } == "Storage full: captures are not saved (\(values.count - keptFirst) waiting)")
        #expect(log.count == 1)
        #expect(
            log.first?.hasPrefix("history: cannot keep captures in \(path): history file \(path): write failed on \(path): No space left on device")
                == true)
        // Not retried before its time; then, with room, all of them, in order.
        outbox.retry(at: 0)
        try disk.grow(to: 128 << 10)
        outbox.retry(at: 1)
        #expect(outbox.waiting.count == values.count - keptFirst, "tried again before retryInterval")
        outbox.retry(at: 1 + OutboxSink.retryInterval)
        #expect(outbox.waiting.isEmpty && sent == values && problems == [.full, nil])
        #expect(outbox.notice == nil)
        #expect(log.last == "history: \(path) takes captures again: \(values.count - keptFirst) that waited are kept")
        #expect(store.outbox.entries.map { $0.text ?? "" } == values)
        #expect(store.outbox.skippedLines == 0)
    }
}

@Suite struct CaptureFlowWiringTests {
    func sinkNames(_ runner: KioskRunner) -> [String] { runner.flow.sinks.map { String(describing: type(of: $0)) } }

    @Test func aRealRunsCapturesGoToTheOutboxTheDestinationsStandardOutputAndTheBeeper() throws {
        let folder = try CaptureFlowTests.folder("wiring-real")
        var options = try headlessOptions(
            ["qrcode-3/01.webp"], folder: folder + "/frames",
            extra: ["--clock", "real", "--history-file", folder + "/history.jsonl", "--deliver", "exec:/bin/true"])
        options.input.folder = folder
        let runner = try KioskRunner(options: options, standardOutput: EventLines().output, log: { _ in })
        // The destinations get each capture from the outbox, once it is on disk.
        #expect(sinkNames(runner) == ["OutboxSink", "StandardOutputSink", "BeeperSink"])
    }

    @Test func aVirtualRunSendsNothingAndHasNoInput() throws {
        let folder = try CaptureFlowTests.folder("wiring-virtual")
        let options = try headlessOptions(
            ["qrcode-3/01.webp"], folder: folder + "/frames", extra: ["--history-file", folder + "/history.jsonl", "--deliver", "exec:/bin/true"])
        let runner = try KioskRunner(options: options, standardOutput: EventLines().output, log: { _ in })
        #expect(sinkNames(runner) == ["OutboxSink", "StandardOutputSink"])
        #expect(runner.inputScreen == nil)
    }
}
