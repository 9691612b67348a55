// FuzzLookupAnswer: libFuzzer target: any bytes as a shop server's answer to a product lookup,
// read as the lookup's thread reads it (JSON, then the map: the default one, or a nested one when
// the first byte is odd).
import CFuzzer
import Content
import Glibc

@testable import Catalog

let euro = ISO4217Currency(code: "EUR")!
let plain = try! ProductServerSpec(url: "http://shop/items/{code}", map: nil, timeout: 1, currency: euro)
let nested = try! ProductServerSpec(
    url: "http://shop/items/{code}",
    map: "item=data.items.0,name=title,price=pricing.amount,currency=pricing.currency,promo_price=pricing.offer,unit=size,"
        + "fields=attributes,field.brand=brand.name",
    timeout: 1, currency: euro)

/// One input from libFuzzer.
func fuzz(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    guard let data else { return 0 }
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    _ = ServerReading(status: 200, body: bytes, code: "4006381333931", spec: (bytes.first ?? 0) & 1 == 1 ? nested : plain)
    return 0
}

// libFuzzer reads its own options (-max_total_time=, -runs=, corpus folders) from the command line.
var argumentCount = CommandLine.argc
var arguments = Optional(CommandLine.unsafeArgv)
exit(LLVMFuzzerRunDriver(&argumentCount, &arguments) { fuzz($0, $1) })
