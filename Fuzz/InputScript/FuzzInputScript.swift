// FuzzInputScript: libFuzzer target: any bytes as an input script (--input-script).
@testable import Kiosk

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzInputScript(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    if let lines = try? TextLines(bytes: bytes, file: "fuzz.txt"), var script = try? InputScript(lines: lines) {
        _ = script.due(at: 1e9)
    }
    return 0
}
