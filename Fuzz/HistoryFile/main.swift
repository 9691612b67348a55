// FuzzHistoryFile: libFuzzer target: any bytes as a whole history file (a hand edit, another
// program's file given as --history-file, a torn or glued tail), opened by the outbox. A file
// refused is left exactly as it was; a file taken ends on a whole line, and a capture added to
// it is there after the next open.
import CFuzzer
import Delivery
import Foundation
import Glibc

let folder = "/dev/shm/kioskscan-fuzz-history-\(getpid())"
mkdir(folder, 0o700)
let path = folder + "/captures.jsonl"
let destinations = ["http://127.0.0.1:9/x?token=***", "mqtt://127.0.0.1:1883"]

/// One input from libFuzzer.
func fuzz(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    unlink(path)
    unlink(path + ".tmp")
    precondition(FileManager.default.createFile(atPath: path, contents: Data(bytes)), "the fuzz target cannot write \(path)")
    let line = #"{"event":"capture","id":"fuzz-added","number":1,"symbology":"qr","text":"x","time":1}"#
    do {
        let outbox = try Outbox(path: path, destinations: destinations, limit: 8, log: { _ in })
        _ = try outbox.add(line)
    } catch {
        // Refused: not one byte changed.
        guard FileManager.default.contents(atPath: path).map(Array.init) == bytes else { fatalError("a refused file was changed") }
        return 0
    }
    guard let after = FileManager.default.contents(atPath: path), after.last == UInt8(ascii: "\n") else {
        fatalError("the file does not end on a whole line")
    }
    guard let reopened = try? Outbox(path: path, destinations: destinations, limit: 8, log: { _ in }),
        reopened.entries.last?.id == "fuzz-added"
    else { fatalError("the capture added is not there after the next open") }
    return 0
}

// libFuzzer reads its own options (-max_total_time=, -runs=, corpus folders) from the command line.
var argumentCount = CommandLine.argc
var arguments = Optional(CommandLine.unsafeArgv)
exit(LLVMFuzzerRunDriver(&argumentCount, &arguments) { fuzz($0, $1) })
