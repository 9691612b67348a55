// FuzzContentGS1: libFuzzer target: any bytes as a payload through the GS1 element string and
// retail number parsers, their fields and cards. The first byte picks the symbology, the GS1
// flag and the variable-measure layout; the rest is the payload.
import CFuzzer
import Content
import Glibc

let symbologies = ["datamatrix", "qr", "code128", "databar", "databar-exp", "ean13", "upca", "upce", "ean8", "isbn10", "i25", "wedge"]
let layouts: [String?] = [nil, "se", "fi", "gb"]
let today = CalendarDate(year: 2026, month: 8, day: 1)!

/// One input from libFuzzer.
func fuzz(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    guard let data, size > 0 else { return 0 }
    let selector = Int(data[0])
    let bytes = Array(UnsafeBufferPointer(start: data + 1, count: size - 1))
    let payload = ContentPayload(
        symbology: symbologies[selector % symbologies.count], bytes: bytes, text: String(validating: bytes, as: UTF8.self),
        gs1: selector & 0x80 != 0, aimIdentifier: selector & 0x40 != 0 ? "]E0" : nil)
    let context = ContentContext(today: today, variableMeasure: layouts[(selector >> 4) % layouts.count])
    if let gs1 = try? GS1ElementString.parse(payload, context: context) {
        _ = (gs1.fields, gs1.card, gs1.hri)
    }
    if let number = try? RetailNumber.parse(payload, context: context) {
        _ = (number.fields, number.card)
    }
    return 0
}

// libFuzzer reads its own options (-max_total_time=, -runs=, corpus folders) from the command line.
var argumentCount = CommandLine.argc
var arguments = Optional(CommandLine.unsafeArgv)
exit(LLVMFuzzerRunDriver(&argumentCount, &arguments) { fuzz($0, $1) })
