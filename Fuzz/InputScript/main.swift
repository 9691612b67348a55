// FuzzInputScript: libFuzzer target: any bytes as an input script (--input-script).
import CFuzzer
import Glibc

@testable import Kiosk

/// One input from libFuzzer.
func fuzz(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    guard let data else { return 0 }
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    if let lines = try? TextLines(bytes: bytes, file: "fuzz.txt"), var script = try? InputScript(lines: lines) {
        _ = script.due(at: 1e9)
    }
    return 0
}

// libFuzzer reads its own options (-max_total_time=, -runs=, corpus folders) from the command line.
var argumentCount = CommandLine.argc
var arguments = Optional(CommandLine.unsafeArgv)
exit(LLVMFuzzerRunDriver(&argumentCount, &arguments) { fuzz($0, $1) })
