// FuzzMJPEG: libFuzzer target: any bytes as a camera's MJPEG frame, through the decoder the
// V4L2 camera uses (truncated, corrupt or hostile frames must be refused, never shown).
import Capture

nonisolated(unsafe) let decoder = try! MJPEGDecoder()

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzMJPEG(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    if let frame = try? decoder.decode(UnsafeRawBufferPointer(start: data, count: size), timestamp: 0, sequence: 0) {
        _ = frame.luma()
    }
    return 0
}
