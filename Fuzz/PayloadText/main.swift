// FuzzPayloadText: libFuzzer target: any bytes as a code's payload, through the text decoding
// (UTF-8, Shift_JIS, Latin-1) and the display form the banner and History show.
import CFuzzer
import Glibc

@testable import Decode

/// One input from libFuzzer.
func fuzz(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    guard let data else { return 0 }
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

// libFuzzer reads its own options (-max_total_time=, -runs=, corpus folders) from the command line.
var argumentCount = CommandLine.argc
var arguments = Optional(CommandLine.unsafeArgv)
exit(LLVMFuzzerRunDriver(&argumentCount, &arguments) { fuzz($0, $1) })
