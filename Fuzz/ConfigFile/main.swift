// FuzzConfigFile: libFuzzer target: any bytes as a config file (--config), through the line
// reader and every option's parser.
import CFuzzer
import Glibc
import Kiosk

/// One input from libFuzzer.
func fuzz(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    guard let data else { return 0 }
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    var options = KioskOptions()
    _ = try? OptionTable.parse(arguments: ["--config", "fuzz.conf"], into: &options) { _ in bytes }
    return 0
}

// libFuzzer reads its own options (-max_total_time=, -runs=, corpus folders) from the command line.
var argumentCount = CommandLine.argc
var arguments = Optional(CommandLine.unsafeArgv)
exit(LLVMFuzzerRunDriver(&argumentCount, &arguments) { fuzz($0, $1) })
