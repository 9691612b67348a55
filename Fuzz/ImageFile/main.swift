// FuzzImageFile: libFuzzer target: any bytes through the still-image readers (PNG, JPEG, WebP,
// PGM/PPM) and, when one decodes, the luma conversion the decoder reads.
import CFuzzer
import Capture
import Glibc

/// One input from libFuzzer.
func fuzz(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    guard let data else { return 0 }
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    if let frame = try? ImageFile.decode(bytes) { _ = frame.luma() }
    return 0
}

// libFuzzer reads its own options (-max_total_time=, -runs=, corpus folders) from the command line.
var argumentCount = CommandLine.argc
var arguments = Optional(CommandLine.unsafeArgv)
exit(LLVMFuzzerRunDriver(&argumentCount, &arguments) { fuzz($0, $1) })
