// FuzzMJPEG: libFuzzer target: any bytes as a camera's MJPEG frame, through the decoder the
// V4L2 camera uses (truncated, corrupt or hostile frames must be refused, never shown).
import CFuzzer
import Capture
import Glibc

nonisolated(unsafe) let decoder = try! MJPEGDecoder()  // one, as the camera keeps one

/// One input from libFuzzer.
func fuzz(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    guard let data else { return 0 }
    if let frame = try? decoder.decode(UnsafeRawBufferPointer(start: data, count: size), timestamp: 0, sequence: 0) {
        _ = frame.luma()
    }
    return 0
}

// libFuzzer reads its own options (-max_total_time=, -runs=, corpus folders) from the command line.
var argumentCount = CommandLine.argc
var arguments = Optional(CommandLine.unsafeArgv)
exit(LLVMFuzzerRunDriver(&argumentCount, &arguments) { fuzz($0, $1) })
