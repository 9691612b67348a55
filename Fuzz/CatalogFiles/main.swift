// FuzzCatalogFiles: libFuzzer target: any bytes as what the shop and the till hand the kiosk: a
// CSV export split into rows and checked as catalog rows, a price, a quantity, and a basket code.
import CFuzzer
import Catalog
import Content
import Glibc

let euro = ISO4217Currency(code: "EUR")!
let yen = ISO4217Currency(code: "JPY")!

/// One input from libFuzzer.
func fuzz(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    guard let data, size > 0 else { return 0 }
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    var reader = CSVReader(bytes: bytes)
    var rows = 0
    while rows < 10_000, let record = try? reader.next() {
        rows += 1
        _ = record.fields.map(\.count)
    }
    if let text = String(validating: bytes, as: UTF8.self) {
        _ = try? Money(parsing: text, currency: bytes[0] & 1 == 0 ? euro : yen)
        _ = try? Quantity(parsing: text)
        if let reading = try? BasketCode.read(text) { _ = reading.items.count }
        _ = ProductKey.key(text)
    }
    return 0
}

// libFuzzer reads its own options (-max_total_time=, -runs=, corpus folders) from the command line.
var argumentCount = CommandLine.argc
var arguments = Optional(CommandLine.unsafeArgv)
exit(LLVMFuzzerRunDriver(&argumentCount, &arguments) { fuzz($0, $1) })
