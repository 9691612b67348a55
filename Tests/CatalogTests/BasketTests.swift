// BasketTests: a basket's lines, quantities and total to the cent; its QR text written and read
// back exactly, codes with any characters escaped; every malformed basket code refused.
import Catalog
import Content
import Testing

@Suite struct BasketTests {
    let euro = ISO4217Currency(code: "EUR")!

    func money(_ text: String) -> Money { try! Money(parsing: text, currency: euro) }

    @Test func scansAddUpToTheCent() throws {
        var basket = Basket(id: "00000000000000AB", currency: euro)
        try basket.add(code: "8480010001136", name: "Aceite", price: money("4.99"))
        try basket.add(code: "4006381333931", name: "Stabilo", price: money("0.99"))
        try basket.add(code: "8480010001136", name: "Aceite", price: money("4.99"))
        try basket.add(code: "23123456", name: "Äpfel", price: money("3.11"))
        try basket.add(code: "23123456", name: "Äpfel", price: money("2.07"))  // another weighed bag: its own line
        #expect(basket.lines.map(\.quantity) == [2, 1, 1, 1])
        #expect(basket.total == money("16.15") && basket.itemCount == 5)
        basket.removeOne(at: 0)
        basket.removeOne(at: 1)
        #expect(basket.lines.map(\.code) == ["8480010001136", "23123456", "23123456"] && basket.total == money("10.17"))
        #expect(throws: MoneyError("a price in JPY cannot go into a basket in EUR")) {
            try basket.add(code: "1", name: "Yen", price: try Money(parsing: "100", currency: ISO4217Currency(code: "JPY")!))
        }
        basket.removeOne(at: 7)
        #expect(basket.itemCount == 3)
        #expect(Basket.new(currency: euro).id.count == 16 && Basket.new(currency: euro).id != Basket.new(currency: euro).id)
    }

    @Test func theTillsCodeRoundTrips() throws {
        var basket = Basket(id: "0123456789ABCDEF", currency: euro)
        try basket.add(code: "8480010001136", name: "Aceite", price: money("4.99"))
        try basket.add(code: "8480010001136", name: "Aceite", price: money("4.99"))
        try basket.add(code: "shelf+7*a%b", name: "Regal", price: money("0.50"))
        try basket.add(code: "Käse 1", name: "Käse", price: money("12"))
        let text = BasketCode.text(of: basket)
        #expect(text == "KSB1+0123456789ABCDEF+EUR+22.48+8480010001136*2*4.99+%73%68%65%6C%66%2B7%2A%61%25%62*1*0.50+K%C3%A4%73%65 1*1*12.00")
        let reading = try BasketCode.read(text)
        #expect(reading.id == basket.id && reading.currency == euro && reading.total == money("22.48"))
        #expect(reading.items.map(\.code) == ["8480010001136", "shelf+7*a%b", "Käse 1"])
        #expect(reading.items.map(\.quantity) == [2, 1, 1] && reading.items.map(\.price) == [money("4.99"), money("0.50"), money("12.00")])
        let yen = Basket(id: "0000000000000001", currency: ISO4217Currency(code: "JPY")!)
        #expect(BasketCode.text(of: yen) == "KSB1+0000000000000001+JPY+0")
        #expect(try BasketCode.read("KSB1+0000000000000001+JPY+0").items.isEmpty)
    }

    @Test func malformedBasketCodesAreRefused() {
        let cases: [(String, String)] = [
            ("https://example.com", "not a basket code (it does not start with KSB1+)"),
            ("KSB1+0123456789ABCDEF+EUR", "a basket code needs an id, a currency and a total"),
            ("KSB1+0123+EUR+1.00", "the basket id \"0123\" is not 16 hexadecimal digits"),
            ("KSB1+0123456789ABCDEF+XXX+1.00", "\"XXX\" is not an ISO 4217 currency code"),
            ("KSB1+0123456789ABCDEF+EUR+1.0+1*1*1.00", "\"1.0\" is not written with EUR's 2 decimals"),
            ("KSB1+0123456789ABCDEF+EUR+2.00+1*1*1.00", "the total 2.00 is not the items' sum 1.00"),
            ("KSB1+0123456789ABCDEF+EUR+1.00+1*0*1.00", "the item \"1*0*1.00\" is not CODE*QUANTITY*PRICE"),
            ("KSB1+0123456789ABCDEF+EUR+1.00+1*1", "the item \"1*1\" is not CODE*QUANTITY*PRICE"),
            ("KSB1+0123456789ABCDEF+EUR+1.00+%G1*1*1.00", "a bad %-escape in the code \"%G1\""),
            ("KSB1+0123456789ABCDEF+EUR+1.00+a*1*1.00", "the code \"a\" has a character a basket code does not write as itself"),
            ("KSB1+0123456789ABCDEF+EUR+1.00+%FF*1*1.00", "the code \"%FF\" is not UTF-8"),
        ]
        for (text, reason) in cases {
            #expect(throws: MoneyError(reason), "\(text)") { try BasketCode.read(text) }
        }
    }

    @Test func aTotalTheTillsCodeCannotCarryIsRefused() throws {
        var basket = Basket(id: "00000000000000AB", currency: euro)
        try basket.add(code: "1", name: "Yacht", price: money("9999999999999.98"))
        // A second one: the total would have 16 digits, which the till's code cannot say.
        #expect(
            throws: MoneyError("with 9999999999999.98 EUR the total would be 19999999999999.96 EUR, more than a basket's code carries (15 digits)")
        ) {
            try basket.add(code: "1", name: "Yacht", price: money("9999999999999.98"))
        }
        // Scanned many times, the largest price a shop can write (price × quantity trapped at 93).
        #expect(
            throws: MoneyError(
                "with 999999999999999.00 EUR the total would be 1009999999999998.98 EUR, more than a basket's code carries (15 digits)")
        ) {
            try basket.add(code: "2", name: "Jet", price: money("999999999999999"))
        }
        // A price near 64 bits (the total's sum trapped).
        #expect(throws: MoneyError("9999999999999.98 EUR + 92233720368547758.07 is too large an amount")) {
            try basket.add(code: "3", name: "Moon", price: Money(minorUnits: Int64.max, currency: euro))
        }
        #expect(throws: MoneyError("the price -1.00 EUR is negative")) {
            try basket.add(code: "4", name: "Deposit", price: Money(minorUnits: -100, currency: euro))
        }
        #expect(basket.lines.map(\.quantity) == [1] && basket.total == money("9999999999999.98") && basket.lines[0].amount == basket.total)
        // Up to its last cent it takes, and the till reads it back.
        try basket.add(code: "5", name: "Gum", price: money("0.01"))
        #expect(basket.total.minorUnits == BasketCode.largestAmount)
        #expect(try BasketCode.read(BasketCode.text(of: basket)).total == money("9999999999999.99"))
        #expect(Basket.Line(code: "6", name: "Yacht", price: money("999999999999999"), quantity: 93).amount == nil)
    }

    @Test func theTillReadsEveryQuantityABasketTakes() throws {
        var basket = Basket(id: "00000000000000AB", currency: euro)
        for _ in 0..<Basket.mostOfOneItem { try basket.add(code: "1", name: "Gum", price: money("0.10")) }
        // The 10 000th made a code the till's reader refuses; the basket refuses it now.
        #expect(throws: MoneyError("a basket takes at most 9999 of one item (1)")) { try basket.add(code: "1", name: "Gum", price: money("0.10")) }
        try basket.add(code: "2", name: "Mint", price: money("0.20"))
        #expect(basket.itemCount == 10_000 && basket.total == money("1000.10"))
        let reading = try BasketCode.read(BasketCode.text(of: basket))
        #expect(reading.items.map(\.quantity) == [9_999, 1] && reading.total == money("1000.10"))
        #expect(throws: MoneyError("the item \"1*10000*0.10\" is not CODE*QUANTITY*PRICE")) {
            try BasketCode.read("KSB1+0123456789ABCDEF+EUR+1000.00+1*10000*0.10")
        }
    }

    @Test func aTillCodeWhoseSumIsTooLargeAnAmountIsRefused() {
        // (It trapped.)
        #expect(throws: MoneyError("the items' sum is too large an amount: 9999 × 9999999999999.99 EUR is too large an amount")) {
            try BasketCode.read("KSB1+0123456789ABCDEF+EUR+0.00+1*9999*9999999999999.99")
        }
        #expect(throws: MoneyError("the items' sum is too large an amount: 49999999999999950.00 EUR + 49999999999999950.00 is too large an amount")) {
            try BasketCode.read("KSB1+0123456789ABCDEF+EUR+0.00+1*5000*9999999999999.99+2*5000*9999999999999.99")
        }
    }
}
