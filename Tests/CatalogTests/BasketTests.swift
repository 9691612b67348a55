// BasketTests: a basket's lines, quantities and total to the cent; its QR text written and read
// back exactly, codes with any characters escaped; every malformed basket code refused; the age
// its restricted lines ask for, the approval that covers it, and the KSB2 code of an approved
// basket, which the previous (KSB1) reader refuses with its reason.
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
            ("https://example.com", "not a basket code (it does not start with KSB1+ or KSB2+)"),
            ("KSB3+0123456789ABCDEF+EUR+1.00", "not a basket code (it does not start with KSB1+ or KSB2+)"),
            ("KSB2+0123456789ABCDEF+EUR+1.00", "a basket code needs an id, a currency and a total, and KSB2 the age approved"),
            ("KSB2+0123456789ABCDEF+EUR+1.00+0+1*1*1.00", "the approved age \"0\" is not a whole number from 1 to 99"),
            ("KSB2+0123456789ABCDEF+EUR+1.00+100+1*1*1.00", "the approved age \"100\" is not a whole number from 1 to 99"),
            ("KSB2+0123456789ABCDEF+EUR+1.00+018+1*1*1.00", "the approved age \"018\" is not a whole number from 1 to 99"),
            // A KSB1 basket's first item is no age.
            ("KSB2+0123456789ABCDEF+EUR+1.00+1*1*1.00", "the approved age \"1*1*1.00\" is not a whole number from 1 to 99"),
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

    @Test func oneApprovalCoversTheHighestAgeAndEmptyingEndsIt() throws {
        var basket = Basket(id: "00000000000000AB", currency: euro)
        try basket.add(code: "8480010001136", name: "Aceite", price: money("4.99"))
        #expect(basket.highestAge == 0 && basket.needsApproval == nil)
        try basket.add(code: "4000000000020", name: "Cider", price: money("2.19"), minAge: 16)
        try basket.add(code: "4000000000020", name: "Cider", price: money("2.19"), minAge: 16)
        #expect(basket.lines.map(\.quantity) == [1, 2] && basket.lines.map(\.minAge) == [0, 16])
        #expect(basket.highestAge == 16 && basket.needsApproval == 16)
        // An approval for less than the highest age, or of an empty basket, is refused.
        let tooYoung = basket.approve(AgeCheck(age: 15, method: .staffPIN, approver: "Ben", time: "1"))
        #expect(!tooYoung && basket.ageCheck == nil)
        let sixteen = AgeCheck(age: 16, method: .staffPIN, approver: "Ben", time: "2026-12-03T10:00:00Z")
        let approved = basket.approve(sixteen)
        #expect(approved && basket.ageCheck == sixteen && basket.needsApproval == nil)
        // A lower age is covered; a higher one asks again, and the approval stays on record
        // until a new one covers it.
        try basket.add(code: "4000000000037", name: "Shandy", price: money("1.49"), minAge: 14)
        #expect(basket.needsApproval == nil)
        try basket.add(code: "4000000000013", name: "Rioja", price: money("7.49"), minAge: 18)
        #expect(basket.needsApproval == 18 && basket.ageCheck == sixteen)
        let eighteen = AgeCheck(age: 18, method: .staffCode, approver: "Anna", time: "2026-12-03T10:02:00Z")
        let again = basket.approve(eighteen)
        #expect(again && basket.needsApproval == nil)
        // Taking the 18+ line out leaves the approval; emptying the basket ends it.
        basket.removeOne(at: 3)
        #expect(basket.ageCheck == eighteen && basket.highestAge == 16)
        for _ in 0..<4 { basket.removeOne(at: 0) }
        #expect(basket.isEmpty && basket.ageCheck == nil)
        try basket.add(code: "4000000000020", name: "Cider", price: money("2.19"), minAge: 16)
        #expect(basket.needsApproval == 16)
        var empty = Basket(id: "00000000000000AC", currency: euro)
        let ofNothing = empty.approve(eighteen)
        #expect(!ofNothing && empty.ageCheck == nil)
    }

    @Test func anApprovedBasketIsKSB2WhichThePreviousReaderRefuses() throws {
        var basket = Basket(id: "0123456789ABCDEF", currency: euro)
        try basket.add(code: "8480010001136", name: "Aceite", price: money("4.99"))
        try basket.add(code: "4000000000013", name: "Rioja", price: money("7.49"), minAge: 18)
        // Not approved (paid at a till): today's KSB1, unchanged, which both readers take.
        let unapproved = BasketCode.text(of: basket)
        #expect(unapproved == "KSB1+0123456789ABCDEF+EUR+12.48+8480010001136*1*4.99+4000000000013*1*7.49")
        #expect(try BasketCode.read(unapproved).approvedAge == nil)
        let previous = try PreviousBasketCodeReader.read(unapproved)
        #expect(previous.total == money("12.48") && previous.items.map(\.code) == ["8480010001136", "4000000000013"])
        // Approved: KSB2 with the age after the total.
        let taken = basket.approve(AgeCheck(age: 18, method: .staffCode, approver: "Anna", time: "2026-12-03T10:02:00Z"))
        #expect(taken)
        let approved = BasketCode.text(of: basket)
        #expect(approved == "KSB2+0123456789ABCDEF+EUR+12.48+18+8480010001136*1*4.99+4000000000013*1*7.49")
        let reading = try BasketCode.read(approved)
        #expect(reading.approvedAge == 18 && reading.total == money("12.48") && reading.id == basket.id)
        #expect(reading.items.map(\.code) == ["8480010001136", "4000000000013"] && reading.items.map(\.quantity) == [1, 1])
        // A till that reads only KSB1 refuses it, with its reason, rather than read another total.
        #expect(throws: MoneyError("not a basket code (it does not start with KSB1+)")) { try PreviousBasketCodeReader.read(approved) }
        // Even with its first word mended, the age is no item: still refused, never a total.
        #expect(throws: MoneyError("the item \"18\" is not CODE*QUANTITY*PRICE")) {
            try PreviousBasketCodeReader.read("KSB1" + approved.dropFirst(4))
        }
    }
}
