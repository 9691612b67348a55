// FuzzTextLayout: libFuzzer target: any bytes as the text of a payload, a product name or a
// Wi-Fi name, laid out and drawn as the banner does: measured, wrapped, cut and drawn with the
// kiosk's fonts (runs by direction, script and font, HarfBuzz, FriBidi) on a small canvas.
import CFuzzer
import Glibc
import Render

nonisolated(unsafe) let typeface = try! Typeface()
nonisolated(unsafe) let image = PixelImage(width: 320, height: 96)
nonisolated(unsafe) let canvas = Canvas(surface: image.surface)

/// One input from libFuzzer.
func fuzz(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    guard let data else { return 0 }
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    let size = 8 + Int(size % 40)
    _ = typeface.measure(text, size: size)
    _ = typeface.missingScalars(in: text)
    for line in typeface.wrapKeepingLineBreaks(text, size: size, maxWidth: 300, maxLines: 3) {
        typeface.draw(line, size: size, at: Point(x: 10, y: 40), color: .white, on: canvas)
    }
    let cut = typeface.truncate(Typeface.singleLine(text), size: size, maxWidth: 200)
    typeface.draw(cut, size: size, at: Point(x: 10, y: 80), color: .white, on: canvas)
    return 0
}

// libFuzzer reads its own options (-max_total_time=, -runs=, corpus folders) from the command line.
var argumentCount = CommandLine.argc
var arguments = Optional(CommandLine.unsafeArgv)
exit(LLVMFuzzerRunDriver(&argumentCount, &arguments) { fuzz($0, $1) })
