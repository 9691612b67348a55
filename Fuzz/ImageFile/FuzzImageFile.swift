// FuzzImageFile: libFuzzer target: any bytes through the still-image readers (PNG, JPEG, WebP,
// PGM/PPM) and, when one decodes, the luma conversion the decoder reads.
import Capture

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzImageFile(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    if let frame = try? ImageFile.decode(bytes) { _ = frame.luma() }
    return 0
}
