// FuzzPriceText: libFuzzer target: any bytes as what Tesseract read of a price and of the print
// after it: the number normalised under each locale's rules and read as a unit must not crash,
// and what comes out keeps its promises (a price is digits with at most one `.`, a unit is one
// of the units, a sign one of the signs).
import CFuzzer
import Glibc
import OCR

let formats =
    ["auto", "de_DE", "en_US", "ja_JP", "hu_HU", "fr_CH"].map { try! NumberFormat(locale: $0) } + [
        try! NumberFormat(locale: "auto", wholeNumbers: .on)
    ]
let units: Set<String> = ["kg", "100 g", "g", "lb", "oz", "l", "100 ml", "ml"]

/// One input from libFuzzer.
func fuzz(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    guard let data else { return 0 }
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    for format in formats {
        guard let price = format.normalise(text) else { continue }
        guard !price.isEmpty, price.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ".") }), price.filter({ $0 == "." }).count <= 1 else {
            fatalError("'\(text)' normalised to '\(price)'")
        }
    }
    if let (unit, sign) = PriceUnit.parse(text) {
        guard unit.map(units.contains) ?? true,
            sign.map({ $0.count == 1 && NumberReading.currencySigns.contains($0.first!) || $0 == "₽" || $0 == "CHF" }) ?? true,
            unit != nil || sign != nil
        else { fatalError("'\(text)' read as unit \(unit ?? "-") sign \(sign ?? "-")") }
    }
    return 0
}

// libFuzzer reads its own options (-max_total_time=, -runs=, corpus folders) from the command line.
var argumentCount = CommandLine.argc
var arguments = Optional(CommandLine.unsafeArgv)
exit(LLVMFuzzerRunDriver(&argumentCount, &arguments) { fuzz($0, $1) })
