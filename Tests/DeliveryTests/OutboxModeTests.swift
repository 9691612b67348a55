// OutboxModeTests: the history file is the shop's business: made 0600, and a rewrite keeps the
// mode the file has (0600, or what the shop chose), never 0644.
import Delivery
import Foundation
import Glibc
import Testing

@Suite struct OutboxModeTests {
    func mode(_ path: String) -> mode_t {
        var info = stat()
        return stat(path, &info) == 0 ? info.st_mode & 0o7777 : 0
    }

    func line(_ n: Int) -> String { #"{"event":"capture","id":"id-\#(n)","number":\#(n),"symbology":"qr","text":"x","time":1}"# }

    @Test func madePrivateAndTheRewriteKeepsItsMode() throws {
        let previous = umask(0o022)
        defer { umask(previous) }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("outbox-mode-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let path = folder + "/history.jsonl"
        do {
            let outbox = try Outbox(path: path, destinations: [], limit: 2, log: { _ in })
            #expect(mode(path) == 0o600)
            for n in 1...7 { try outbox.add(line(n)) }  // past 2 × limit + 1: rewritten
            #expect(mode(path) == 0o600)
        }
        // The shop lets its backup group read it: a rewrite keeps that.
        #expect(chmod(path, 0o640) == 0)
        let outbox = try Outbox(path: path, destinations: [], limit: 2, log: { _ in })
        for n in 8...14 { try outbox.add(line(n)) }
        #expect(mode(path) == 0o640)
        #expect(try String(contentsOfFile: path, encoding: .utf8).contains("id-14"))
    }
}
