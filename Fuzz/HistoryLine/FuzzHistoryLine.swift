// FuzzHistoryLine: libFuzzer target: any bytes as a line of the history file (a torn tail, a
// hand edit, a disk error), through the loader that turns lines back into History entries.
import Foundation

@testable import Kiosk

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzHistoryLine(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    _ = HistoryStore.entry(from: Data(bytes: data, count: size))
    return 0
}
