// OutboxTests: captures survive restarts with what was delivered where; a torn tail costs
// nothing; a full disk costs nothing kept; one kiosk per file; the bound; paths that are not
// files, and files that are not history files, are refused at open.
import Delivery
import Foundation
import Glibc
import TestSupport
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
        do {
            let outbox = try Outbox(path: path, destinations: [destination], log: { messages.append($0) })
            #expect(outbox.tornBytes == 44)
            try outbox.add(Self.line("c", "after the cut"))
        }
        #expect(messages.contains { $0.contains("torn line (44 bytes") })
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
        do {
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
        }
        #expect(
            messages.last
                == "history: \(path) rewritten with 5 captures, the newest 4 and 1 older still owed (6 older dropped, 1 of them never delivered)")
        let reopened = try Outbox(path: path, destinations: [destination], limit: 4, log: { _ in })
        #expect(reopened.entries.map(\.id) == ["c6", "c7", "c8", "c9", "c10"])
        #expect(reopened.pending(for: destination).map(\.id) == ["c6"])
    }

    /// Each rewrite says what it did itself: the undelivered captures an earlier one dropped are
    /// not counted again, and the kept are the newest when no older one is owed.
    @Test func eachRewriteCountsItsOwnDrops() throws {
        let path = Self.folder() + "/captures.jsonl"
        let destination = "exec:/bin/true"
        var messages: [String] = []
        let outbox = try Outbox(path: path, destinations: [destination], limit: 4, log: { messages.append($0) })
        for n in 0...10 {
            try outbox.add(Self.line("c\(n)", "value \(n)", number: n))
            if n != 2, n != 6 { outbox.markDelivered("c\(n)", to: destination) }
        }
        outbox.markDelivered("c6", to: destination)
        // 5 kept (c6…c10); rewritten again at 11 (c16): c13…c16 kept, c6…c12 dropped, all delivered.
        for n in 11...16 {
            try outbox.add(Self.line("c\(n)", "value \(n)", number: n))
            outbox.markDelivered("c\(n)", to: destination)
        }
        #expect(outbox.entries.map(\.id) == ["c13", "c14", "c15", "c16"])
        #expect(
            messages.filter { $0.contains("rewritten") } == [
                "history: \(path) rewritten with 5 captures, the newest 4 and 1 older still owed (6 older dropped, 1 of them never delivered)",
                "history: \(path) rewritten with the newest 4 captures (7 older dropped)",
            ])
        #expect(outbox.droppedUndelivered == 1)
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

    // MARK: a full disk

    @Test(.enabled(if: SmallDisk.available, "mounting a tmpfs needs root"))
    func aFullDiskCutsTheFailedLineOffAndTouchesNothingKept() throws {
        let disk = try SmallDisk(bytes: 64 << 10)
        let path = disk.folder + "/history.jsonl"
        let destination = "exec:/bin/true"
        let text = String(repeating: "x", count: 1000)
        var kept: [String] = []
        var refused: String?
        do {
            let outbox = try Outbox(path: path, destinations: [destination], log: { _ in })
            for n in 0..<200 {
                let line = Self.line("c\(n)", text, number: n)
                do {
                    try outbox.add(line)
                    kept.append("c\(n)")
                } catch {
                    refused = "\(error)"
                    #expect(error.cause?.errno == ENOSPC)
                    break
                }
            }
            let reason = try #require(refused, "64 KiB took 200 captures of 1 KiB")
            #expect(reason.hasPrefix("history file \(path): write failed on \(path): No space left on device"))
            #expect(kept.count > 40)
            // The file ends on the last whole line: nothing of the refused one is left.
            let bytes = try Data(contentsOf: URL(fileURLWithPath: path))
            #expect(bytes.last == UInt8(ascii: "\n"))
            #expect(String(decoding: bytes, as: UTF8.self).split(separator: "\n").count == kept.count + 1)  // and the destinations line
            // Space is freed: the refused capture is written again, on a line of its own.
            try disk.grow(to: 256 << 10)
            try outbox.add(Self.line("c\(kept.count)", text, number: kept.count))
            kept.append("c\(kept.count)")
        }
        var messages: [String] = []
        let reopened = try Outbox(path: path, destinations: [destination], log: { messages.append($0) })
        #expect(reopened.entries.map(\.id) == kept)
        #expect(reopened.skippedLines == 0 && reopened.tornBytes == 0 && messages.isEmpty)
        #expect(reopened.pending(for: destination).count == kept.count)
    }

    @Test(.enabled(if: SmallDisk.available, "mounting a tmpfs needs root"))
    func aRewriteOnAFullDiskLeavesTheFileAsItWasAndNoCopyBehind() throws {
        let disk = try SmallDisk(bytes: 64 << 10)
        let path = disk.folder + "/history.jsonl"
        let text = String(repeating: "y", count: 3000)
        var messages: [String] = []
        let outbox = try Outbox(path: path, destinations: [], limit: 4, log: { messages.append($0) })
        // 11 captures of 3 KB (33 KB) are due a rewrite at the 11th; its copy needs another 12 KB,
        // which a disk filled to the brim does not have.
        for n in 0..<10 { try outbox.add(Self.line("c\(n)", text, number: n)) }
        let filler = disk.folder + "/filler"
        _ = FileManager.default.createFile(atPath: filler, contents: nil)
        let handle = try #require(FileHandle(forWritingAtPath: filler))
        while (try? handle.write(contentsOf: Data(repeating: 0, count: 512))) != nil {}
        try handle.close()
        // Two pages free: room for the 11th capture's line, not for the copy.
        let size = try #require(try FileManager.default.attributesOfItem(atPath: filler)[.size] as? Int)
        #expect(truncate(filler, off_t(size - 8192)) == 0)
        try outbox.add(Self.line("c10", text, number: 10))
        #expect(messages.contains { $0.hasPrefix("history: rewriting \(path) failed: write failed on \(path).tmp: No space left on device") })
        #expect(!FileManager.default.fileExists(atPath: path + ".tmp"))
        #expect(outbox.entries.map(\.id) == (0...10).map { "c\($0)" })
    }

    // MARK: one kiosk per file

    @Test func aSecondOutboxOnTheSameFileIsRefusedAndTheFirstKeepsIt() throws {
        let path = Self.folder() + "/captures.jsonl"
        let first = try Outbox(path: path, destinations: ["exec:/bin/true"], log: { _ in })
        try first.add(Self.line("a", "first"))
        do {
            _ = try Outbox(path: path, destinations: ["exec:/bin/true"], log: { _ in })
            Issue.record("a second outbox opened \(path)")
        } catch {
            #expect(
                error.description
                    == "history file \(path) is in use by another kiosk (it holds the file's lock): give each kiosk a history file of its own")
        }
        try first.add(Self.line("b", "second"))
        #expect(first.entries.map(\.id) == ["a", "b"])
    }

    @Test func theLockFollowsTheFileThroughARewrite() throws {
        let path = Self.folder() + "/captures.jsonl"
        let outbox = try Outbox(path: path, destinations: [], limit: 1, log: { _ in })
        // Rewritten at 4 captures (2 × 1 + 1): the new file is the one locked.
        for n in 0..<4 { try outbox.add(Self.line("c\(n)", "v", number: n)) }
        #expect(outbox.entries.map(\.id) == ["c3"])
        #expect(throws: DeliveryError.self) { try Outbox(path: path, destinations: [], log: { _ in }) }
        let fd = open(path, O_RDONLY)
        defer { close(fd) }
        #expect(flock(fd, LOCK_EX | LOCK_NB) == -1 && errno == EWOULDBLOCK)
    }

    // MARK: files that are not history files

    func refusal(_ bytes: [UInt8], _ path: String) -> String? {
        _ = FileManager.default.createFile(atPath: path, contents: Data(bytes))
        do {
            _ = try Outbox(path: path, destinations: [], log: { _ in })
            return nil
        } catch {
            return error.description
        }
    }

    @Test func aFileThatIsNotAHistoryFileIsRefusedAndLeftAsItIs() throws {
        let folder = Self.folder()
        let config = Array("a = b\nc = d".utf8)
        #expect(
            refusal(config, folder + "/k.conf")
                == "history file \(folder)/k.conf is not a history file (its last line, 'c = d', is not an event of the kiosk): give another path; the file is left as it is"
        )
        #expect(try Data(contentsOf: URL(fileURLWithPath: folder + "/k.conf")) == Data(config))
        let withNewline = Array("a = b\nc = d\n".utf8)
        #expect(
            refusal(withNewline, folder + "/k2.conf")
                == "history file \(folder)/k2.conf is not a history file (none of its lines is an event of the kiosk, the first is 'a = b'): give another path; the file is left as it is"
        )
        #expect(try Data(contentsOf: URL(fileURLWithPath: folder + "/k2.conf")) == Data(withNewline))
        // Empty lines alone (echo > file) are no reason to refuse it.
        #expect(refusal(Array("\n\n".utf8), folder + "/empty-lines") == nil)
        // 300 KB of text on one line: refused, not cut to nothing; quoted short and escaped.
        let text = [UInt8](repeating: UInt8(ascii: "z"), count: 300_000) + [0x1B, UInt8(ascii: "[")]
        let big = refusal(Array("\u{1B}[2J".utf8) + text, folder + "/notes.txt")
        #expect(big?.contains("its last line, '\\x1b[2Jzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzz…'") == true)
        #expect(try Data(contentsOf: URL(fileURLWithPath: folder + "/notes.txt")).count == 300_006)
        // JSON of another program, a whole line without its newline.
        let other = Array(#"{"name":"kiosk","version":2}"#.utf8)
        #expect(refusal(other, folder + "/package.json")?.hasPrefix("history file \(folder)/package.json is not a history file") == true)
        #expect(try Data(contentsOf: URL(fileURLWithPath: folder + "/package.json")) == Data(other))
    }

    @Test func aWholeLastCaptureWithoutItsNewlineIsKept() throws {
        let path = Self.folder() + "/captures.jsonl"
        let text = Self.line("a", "first") + "\n" + Self.line("b", "last, no newline")
        _ = FileManager.default.createFile(atPath: path, contents: Data(text.utf8))
        var messages: [String] = []
        do {
            let outbox = try Outbox(path: path, destinations: [], log: { messages.append($0) })
            #expect(outbox.entries.map(\.id) == ["a", "b"] && outbox.tornBytes == 0)
            try outbox.add(Self.line("c", "after"))
        }
        #expect(messages == ["history: \(path) ended without a line end after its last line: added"])
        #expect(try Outbox(path: path, destinations: [], log: { _ in }).entries.map(\.id) == ["a", "b", "c"])
    }

    @Test func aTornFirstLineOfANewFileIsCutNotRefused() throws {
        let path = Self.folder() + "/captures.jsonl"
        _ = FileManager.default.createFile(atPath: path, contents: Data(#"{"event":"capture","id":"a","num"#.utf8))
        let outbox = try Outbox(path: path, destinations: [], log: { _ in })
        #expect(outbox.tornBytes == 32 && outbox.entries.isEmpty)
    }

    @Test func aFileThatNamedDestinationsWithTheirSecretsIsRewrittenWithoutThem() throws {
        // An earlier version named a webhook by its whole URL, token and all.
        let path = Self.folder() + "/captures.jsonl"
        let old = "http://hooks.example/x?token=SECRET", now = "http://hooks.example/x?token=***"
        let text =
            [
                #"{"event":"destinations","to":["\#(old)"]}"#, Self.line("a", "first"), Self.line("b", "second"),
                #"{"event":"delivered","id":"a","to":"\#(old)"}"#,
            ].joined(separator: "\n") + "\n"
        _ = FileManager.default.createFile(atPath: path, contents: Data(text.utf8))
        var messages: [String] = []
        let outbox = try Outbox(path: path, destinations: [now], log: { messages.append($0) })
        #expect(outbox.pending(for: now).map(\.id) == ["b"])
        #expect(messages.first == "history: \(path) named destinations with their secrets (an earlier version): rewritten without them")
        let rewritten = try String(contentsOfFile: path, encoding: .utf8)
        #expect(!rewritten.contains("SECRET") && rewritten.contains(#""to":"\#(now)""#))
    }
}
