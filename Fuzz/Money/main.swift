// FuzzMoney: libFuzzer target: any bytes as prices in any currency (0 to 4 decimals), units and
// unit-price bases, weights and basket scans, through every money path: prices parsed and read
// from a catalog file, unit prices, weighed prices, sums, products and scalings of any 64-bit
// amounts, basket lines and totals, and the till's code written and read back. A refusal is an
// answer; a trap is a finding, and so is a basket whose code the till's reader refuses.
import CFuzzer
import Catalog
import Content
import Glibc

/// The input, taken a little at a time; zeros once it is used up.
struct Input {
    var rest: ArraySlice<UInt8>

    mutating func byte() -> UInt8 { rest.popFirst() ?? 0 }

    /// Any 64-bit integer, big-endian.
    mutating func int64() -> Int64 { (0..<8).reduce(0) { value, _ in value << 8 | Int64(byte()) } }

    /// A number as shops write one: up to 24 characters, mostly digits, with marks and a few
    /// wrong ones, or (first byte odd and above 240) any bytes as text.
    mutating func number() -> String {
        let length = Int(byte() % 25)
        if length > 20 && byte() & 1 == 1 { return String(decoding: (0..<length).map { _ in byte() }, as: UTF8.self) }
        let alphabet = Array("0123456789012345678901234567899999.,. -e".utf8)
        return String(decoding: (0..<length).map { _ in alphabet[Int(byte()) % alphabet.count] }, as: UTF8.self)
    }

    /// A quantity: a number (or none: a unit alone) and one of the units.
    mutating func quantity() -> Quantity? {
        let units = ["mg", "g", "kg", "ml", "cl", "dl", "l", "mm", "cm", "m", "pc", "x"]
        let number = byte() & 3 == 0 ? "" : number()
        return try? Quantity(parsing: number + " " + units[Int(byte()) % units.count])
    }

    /// A currency of the list: the ones with 0, 2, 3 and 4 decimals come up often.
    mutating func currency() -> ISO4217Currency {
        let often = ["EUR", "JPY", "BHD", "CLF", "UYW", "KWD", "ISK"]
        let pick = byte()
        if pick < 128 { return ISO4217Currency(code: often[Int(pick) % often.count])! }
        return ISO4217Currency.all[Int(pick) % ISO4217Currency.all.count]
    }

    /// A price: parsed from a shop's text, read from a catalog file's integer, or any amount.
    mutating func price(_ currency: ISO4217Currency) -> Money? {
        switch byte() % 4 {
        case 0: return try? Money(stored: int64(), currency: currency)
        case 1: return Money(minorUnits: int64(), currency: currency)
        default: return try? Money(parsing: number(), currency: currency)
        }
    }
}

/// Everything shown of an amount: its text, its printed form.
func show(_ money: Money) {
    _ = money.description
    _ = PriceStyle(currency: money.currency).format(money)
}

/// One input from libFuzzer.
func fuzz(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    guard let data else { return 0 }
    var input = Input(rest: ArraySlice(UnsafeBufferPointer(start: data, count: size)))
    let currency = input.currency()

    // Arithmetic on any amounts: refused or exact, never a trap.
    let a = Money(minorUnits: input.int64(), currency: currency)
    let b = Money(minorUnits: input.int64(), currency: input.byte() & 1 == 0 ? currency : input.currency())
    for money in [a, b] { show(money) }
    for result in [
        try? a.adding(b), try? a.multiplied(by: Int(input.int64())), try? a.scaled(by: input.int64(), over: input.int64()),
        try? Money(stored: a.minorUnits, currency: currency),
    ] {
        if let result { show(result) }
    }

    // A product: its price, an offer, what it buys, the base of its unit price, a weight.
    guard let price = input.price(currency) else { return 0 }
    show(price)
    let unit = input.quantity()
    let base = input.quantity()
    let weight = input.quantity()
    for quantity in [unit, base, weight] {
        if let quantity { _ = (quantity.description, quantity.perText, quantity.customaryBase) }
    }
    let product = Product(code: "1", name: "n", price: price, unit: unit, unitPriceBase: unit?.dimension == base?.dimension ? base : nil)
    if let unitPrice = product.unitPrice(of: price) { show(unitPrice.price) }
    if let weight, let weighed = try? product.price(of: weight, at: price) { show(weighed) }

    // A basket: scans of a few prices (some many times over), lines taken away, then its code
    // for the till, which the till's reader must read back as the same basket.
    var prices = [price]
    for _ in 0..<3 { if let other = input.price(currency) { prices.append(other) } }
    var basket = Basket(id: "0123456789ABCDEF", currency: currency)
    var operations = 0
    while !input.rest.isEmpty && operations < 200 {
        operations += 1
        let operation = input.byte()
        let index = Int(input.byte())
        let code = String(index % 5)
        let scanned = prices[index % prices.count]
        switch operation % 4 {
        case 0: basket.removeOne(at: index % (basket.lines.count + 1))
        case 1:
            // The same item scanned up to 10 200 times.
            for _ in 0..<(Int(input.byte()) * 40) { if (try? basket.add(code: code, name: "n", price: scanned)) == nil { break } }
        default: _ = try? basket.add(code: code, name: "n", price: scanned)
        }
    }
    for line in basket.lines { if let amount = line.amount { show(amount) } }
    show(basket.total)
    let text = BasketCode.text(of: basket)
    guard let reading = try? BasketCode.read(text), reading.total == basket.total, reading.items.count == basket.lines.count else {
        fatalError("the till's reader refuses a basket's own code: \(text)")
    }
    return 0
}

// libFuzzer reads its own options (-max_total_time=, -runs=, corpus folders) from the command line.
var argumentCount = CommandLine.argc
var arguments = Optional(CommandLine.unsafeArgv)
exit(LLVMFuzzerRunDriver(&argumentCount, &arguments) { fuzz($0, $1) })
