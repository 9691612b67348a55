// FuzzPayloadText: libFuzzer target: any bytes as a code's payload, through the text decoding
// (UTF-8, Shift_JIS, Latin-1) and the display form the banner and History show.
@testable import Decode

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPayloadText(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    for symbology in [Symbology.qr, .code128] {
        let content = PayloadText.content(of: bytes, symbology: symbology)
        let zero = ImagePoint(x: 0, y: 0)
        let detection = Detection(
            symbology: symbology, bytes: bytes, content: content, corners: Quad(topLeft: zero, topRight: zero, bottomRight: zero, bottomLeft: zero),
            quality: 0)
        _ = detection.displayText
    }
    return 0
}
