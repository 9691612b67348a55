// OutboxTests: captures survive restarts with what was delivered where; a torn tail costs
// nothing; the bound; paths that are not files are refused at open.
import Delivery
import Foundation
import Glibc
import Testing

@Suite struct OutboxTests {
    static func folder() -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("outbox-\(UUID().uuidString)").path
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    static func line(_ id: String, _ text: String, number: Int = 1) -> String {
        #"{"event":"capture","id":"\#(id)","number":\#(number),"symbology":"qr","text":"\#(text)","time":1.5}"#
    }

    @Test func whatWasDeliveredWhereSurvivesARestart() throws {
        let path = Self.folder() + "/captures.jsonl"
        let http = "http://127.0.0.1:9/", mqtt = "mqtt://127.0.0.1:1883"
        do {
            let outbox = try Outbox(path: path, destinations: [http, mqtt], log: { _ in })
            try outbox.add(Self.line("a", "first"))
            try outbox.add(Self.line("b", "second"))
            outbox.markDelivered("a", to: http)
            outbox.markDelivered("b", to: mqtt)
            outbox.markDelivered("a", to: mqtt)
        }
        let outbox = try Outbox(path: path, destinations: [http, mqtt], log: { _ in })
        #expect(outbox.pending(for: http).map(\.id) == ["b"])
        #expect(outbox.pending(for: mqtt).map(\.id) == [])
        #expect(outbox.backlog == 1)
        #expect(outbox.entries.map(\.text) == ["first", "second"])
    }

    @Test func aNewDestinationIsOwedOnlyWhatComesAfterIt() throws {
        let path = Self.folder() + "/captures.jsonl"
        let old = "exec:/bin/true", new = "serial:/dev/ttyGS0"
        try Outbox(path: path, destinations: [old], log: { _ in }).add(Self.line("a", "before"))
        let outbox = try Outbox(path: path, destinations: [new], log: { _ in })
        try outbox.add(Self.line("b", "after"))
        #expect(outbox.pending(for: new).map(\.id) == ["b"])
        #expect(outbox.pending(for: old).map(\.id) == ["a"])
        #expect(outbox.abandoned == [old: 1])
        #expect(outbox.backlog == 1)
    }

    @Test func aTornTailIsCutOffAndTheNextCaptureStartsOnItsOwnLine() throws {
        let path = Self.folder() + "/captures.jsonl"
        let destination = "exec:/bin/true"
        try Outbox(path: path, destinations: [destination], log: { _ in }).add(Self.line("a", "whole"))
        // A power cut in the middle of the next line.
        let handle = try #require(FileHandle(forWritingAtPath: path))
        handle.seekToEndOfFile()
        handle.write(Data(#"{"event":"capture","id":"b","number":2,"symb"#.utf8))
        handle.closeFile()
        var messages: [String] = []
        let outbox = try Outbox(path: path, destinations: [destination], log: { messages.append($0) })
        #expect(outbox.tornBytes == 44)
        #expect(messages.contains { $0.contains("torn line (44 bytes") })
        try outbox.add(Self.line("c", "after the cut"))
        let reopened = try Outbox(path: path, destinations: [destination], log: { _ in })
        #expect(reopened.entries.map(\.id) == ["a", "c"])
        #expect(reopened.skippedLines == 0)
        #expect(reopened.pending(for: destination).map(\.id) == ["a", "c"])
    }

    @Test func historyFilesOfEarlierVersionsAreHistoryOnly() throws {
        let path = Self.folder() + "/captures.jsonl"
        try Data(
            #"""
            {"event":"capture","number":1,"symbology":"qr","text":"old","time":1}
            not json

            """#.utf8
        ).write(to: URL(fileURLWithPath: path))
        let outbox = try Outbox(path: path, destinations: ["exec:/bin/true"], log: { _ in })
        #expect(outbox.entries.map(\.text) == ["old"])
        #expect(outbox.skippedLines == 1)
        #expect(outbox.pending(for: "exec:/bin/true").isEmpty)
    }

    @Test func theBoundKeepsTheNewestAndWhatIsStillOwed() throws {
        let path = Self.folder() + "/captures.jsonl"
        let destination = "exec:/bin/true"
        var messages: [String] = []
        let outbox = try Outbox(path: path, destinations: [destination], limit: 4, log: { messages.append($0) })
        // 0…10: all delivered but 2 and 6.
        for n in 0...10 {
            try outbox.add(Self.line("c\(n)", "value \(n)", number: n))
            if n != 2, n != 6 { outbox.markDelivered("c\(n)", to: destination) }
        }
        // Rewritten at 11 captures (2 × 4 + 4 / 2 + 1): the newest 4 (7…10), the owed among the
        // 8 newest (6); 2 is owed but older than that: dropped, and counted.
        #expect(outbox.entries.map(\.id) == ["c6", "c7", "c8", "c9", "c10"])
        #expect(outbox.droppedUndelivered == 1)
        #expect(messages.last == "history: \(path) rewritten with the newest 5 captures (6 older dropped, 1 of them never delivered)")
        let reopened = try Outbox(path: path, destinations: [destination], limit: 4, log: { _ in })
        #expect(reopened.entries.map(\.id) == ["c6", "c7", "c8", "c9", "c10"])
        #expect(reopened.pending(for: destination).map(\.id) == ["c6"])
    }

    @Test func theKiosksOwnIdsAndTheirDeliveriesSurviveARewrite() throws {
        // Ids as the kiosk makes them (lowercase UUIDs, kept in memory as 16 bytes) beside a
        // hand-written one; the lines are read back from the file when it is rewritten.
        let path = Self.folder() + "/captures.jsonl"
        let http = "http://127.0.0.1:9/", exec = "exec:/bin/true"
        let ids = (0..<6).map { _ in OutboxEntry.newID() } + ["by hand"]
        do {
            let outbox = try Outbox(path: path, destinations: [http, exec], limit: 2, log: { _ in })
            for (n, id) in ids.enumerated() {
                try outbox.add(Self.line(id, "value \(n)", number: n))
                outbox.markDelivered(id, to: exec)
                if n != 4 { outbox.markDelivered(id, to: http) }
            }
            // Rewritten at 6 captures (2 × 2 + 2 / 2 + 1): the newest 2 (4, 5); then 6 came.
            #expect(outbox.entries.map(\.id) == [ids[4], ids[5], ids[6]])
            #expect(outbox.entries.map(\.text) == ["value 4", "value 5", "value 6"])
            #expect(outbox.isDelivered(ids[4], to: exec) && !outbox.isDelivered(ids[4], to: http))
            #expect(outbox.isDelivered(ids[6], to: http) && outbox.isDelivered(ids[6], to: exec))
            #expect(!outbox.isDelivered(ids[4].uppercased(), to: exec), "ids are compared as written")
        }
        let reopened = try Outbox(path: path, destinations: [http, exec], limit: 2, log: { _ in })
        #expect(reopened.entries.map(\.id) == [ids[4], ids[5], ids[6]])
        #expect(reopened.pending(for: http).map(\.text) == ["value 4"])
        #expect(reopened.pending(for: exec).isEmpty)
        #expect(reopened.backlog == 1)
    }

    @Test func moreDestinationsThanDeliveredBitsAreRefused() throws {
        let names = (0...Outbox.maxDestinations).map { "exec:/bin/true \($0)" }
        do {
            _ = try Outbox(path: Self.folder() + "/captures.jsonl", destinations: names, log: { _ in })
            Issue.record("65 destinations were accepted")
        } catch {
            #expect(error.description == "65 destinations: the kiosk delivers to at most 64")
        }
    }

    @Test func aFIFOIsRefusedAtOnceInsteadOfWaitingForAReader() throws {
        let path = Self.folder() + "/fifo"
        #expect(mkfifo(path, 0o644) == 0)
        do {
            _ = try Outbox(path: path, destinations: [], log: { _ in })
            Issue.record("a FIFO was accepted")
        } catch {
            #expect(error.description == "history file \(path) is a FIFO: give the path of a regular file (it is created when missing)")
        }
    }

    @Test func aDirectoryIsRefused() throws {
        let path = Self.folder()
        do {
            _ = try Outbox(path: path, destinations: [], log: { _ in })
            Issue.record("a directory was accepted")
        } catch {
            #expect(error.description.hasPrefix("history file \(path) is a directory"))
        }
    }

    @Test func aFileThatCannotBeWrittenIsRefused() throws {
        // Root may write any file on disk; a read-only sysfs attribute refuses everyone.
        let path = "/sys/devices/system/cpu/online"
        do {
            _ = try Outbox(path: path, destinations: [], log: { _ in })
            Issue.record("\(path) was accepted")
        } catch {
            #expect(error.description.hasPrefix("history file \(path) cannot be opened for writing: open failed on \(path)"))
            #expect(error.cause?.call == "open")
        }
    }
}
