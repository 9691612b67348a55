// FuzzConfigFile: libFuzzer target: any bytes as a config file (--config), through the line
// reader and every option's parser.
import Kiosk

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzConfigFile(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    var options = KioskOptions()
    _ = try? OptionTable.parse(arguments: ["--config", "fuzz.conf"], into: &options) { _ in bytes }
    return 0
}
