// FuzzHistoryLine: libFuzzer target: any bytes as a line of the history file (a torn tail, a
// hand edit, a disk error), through the loader that turns lines back into History entries.
import CFuzzer
import Foundation
import Glibc

@testable import Kiosk

/// One input from libFuzzer.
func fuzz(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    guard let data else { return 0 }
    _ = HistoryStore.entries(from: Data(bytes: data, count: size))
    return 0
}

// libFuzzer reads its own options (-max_total_time=, -runs=, corpus folders) from the command line.
var argumentCount = CommandLine.argc
var arguments = Optional(CommandLine.unsafeArgv)
exit(LLVMFuzzerRunDriver(&argumentCount, &arguments) { fuzz($0, $1) })
