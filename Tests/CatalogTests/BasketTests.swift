// BasketTests: a basket's lines, quantities and total to the cent; its QR text written and read
// back exactly, codes with any characters escaped; every malformed basket code refused.
import Catalog
import Content
import Testing

@Suite struct BasketTests {
    let euro = ISO4217Currency(code: "EUR")!

    func money(_ text: String) -> Money { try! Money(parsing: text, currency: euro) }

    @Test func scansAddUpToTheCent() {
        var basket = Basket(id: "00000000000000AB", currency: euro)
        basket.add(code: "8480010001136", name: "Aceite", price: money("4.99"))
        basket.add(code: "4006381333931", name: "Stabilo", price: money("0.99"))
        basket.add(code: "8480010001136", name: "Aceite", price: money("4.99"))
        basket.add(code: "23123456", name: "Äpfel", price: money("3.11"))
        basket.add(code: "23123456", name: "Äpfel", price: money("2.07"))  // another weighed bag: its own line
        #expect(basket.lines.map(\.quantity) == [2, 1, 1, 1])
        #expect(basket.total == money("16.15") && basket.itemCount == 5)
        basket.removeOne(at: 0)
        basket.removeOne(at: 1)
        #expect(basket.lines.map(\.code) == ["8480010001136", "23123456", "23123456"] && basket.total == money("10.17"))
        #expect(!basket.add(code: "1", name: "Yen", price: try! Money(parsing: "100", currency: ISO4217Currency(code: "JPY")!)))
        basket.removeOne(at: 7)
        #expect(basket.itemCount == 3)
        #expect(Basket.new(currency: euro).id.count == 16 && Basket.new(currency: euro).id != Basket.new(currency: euro).id)
    }

    @Test func theTillsCodeRoundTrips() throws {
        var basket = Basket(id: "0123456789ABCDEF", currency: euro)
        basket.add(code: "8480010001136", name: "Aceite", price: money("4.99"))
        basket.add(code: "8480010001136", name: "Aceite", price: money("4.99"))
        basket.add(code: "shelf+7*a%b", name: "Regal", price: money("0.50"))
        basket.add(code: "Käse 1", name: "Käse", price: money("12"))
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
}
