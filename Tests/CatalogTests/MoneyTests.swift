// MoneyTests: prices as shops write them read exactly, refused with the reason otherwise; sums,
// weighed prices and unit prices to the minor unit, refused with the reason beyond 64 bits;
// prices printed as each currency's shops do.
import Catalog
import Content
import Testing

@Suite struct MoneyTests {
    let euro = ISO4217Currency(code: "EUR")!
    let yen = ISO4217Currency(code: "JPY")!
    let dinar = ISO4217Currency(code: "BHD")!

    @Test func pricesAsShopsWriteThem() throws {
        #expect(try Money(parsing: "4.99", currency: euro).minorUnits == 499)
        #expect(try Money(parsing: "4,99", currency: euro).minorUnits == 499)
        #expect(try Money(parsing: " 4.5 ", currency: euro).minorUnits == 450)
        #expect(try Money(parsing: "12", currency: euro).minorUnits == 1200)
        #expect(try Money(parsing: ".99", currency: euro).minorUnits == 99)
        #expect(try Money(parsing: "199", currency: yen).minorUnits == 199)
        #expect(try Money(parsing: "1.250", currency: dinar).minorUnits == 1250)
        #expect(try Money(parsing: "0.10", currency: euro).decimalText == "0.10")
        #expect(try Money(parsing: "199", currency: yen).decimalText == "199")
        #expect(try Money(parsing: "1.5", currency: dinar).decimalText == "1.500")
    }

    @Test func whatIsNotAPriceIsRefusedWithTheReason() {
        let cases: [(String, ISO4217Currency, String)] = [
            ("4.999", euro, "\"4.999\" has more decimals than EUR has (2); write prices without thousands separators"),
            ("1,234.50", euro, "\"1,234.50\" has two marks: write prices without thousands separators (1234.50)"),
            ("1.5", yen, "\"1.5\" has more decimals than JPY has (0)"),
            ("-1.00", euro, "\"-1.00\" is negative"),
            ("4.99 €", euro, "\"4.99 €\" is not an amount (digits and one decimal mark, such as 4.99)"),
            ("1e3", euro, "\"1e3\" is not an amount (digits and one decimal mark, such as 4.99)"),
            ("4.", euro, "\"4.\" ends in its decimal mark"),
            ("", euro, "no amount"),
            ("1234567890123456", euro, "\"1234567890123456\" is too large an amount"),
        ]
        for (text, currency, reason) in cases {
            #expect(throws: MoneyError(reason)) { try Money(parsing: text, currency: currency) }
        }
    }

    @Test func weighedPricesRoundHalfUpToTheMinorUnit() throws {
        let perKilo = Money(minorUnits: 1290, currency: euro)
        #expect(try perKilo.scaled(by: 1250, over: 1000).minorUnits == 1613)  // 16.125 → 16.13
        #expect(try perKilo.scaled(by: 1249, over: 1000).minorUnits == 1611)  // 16.1121 → 16.11
        #expect(try Money(minorUnits: 349, currency: euro).scaled(by: 1000, over: 750).minorUnits == 465)  // 4.6533 → 4.65
        #expect(try Money(minorUnits: 199, currency: euro).multiplied(by: 3).adding(Money(minorUnits: 1, currency: euro)).minorUnits == 598)
    }

    @Test func printedAsEachCurrencysShopsDo() throws {
        func shown(_ text: String, _ code: String) throws -> String {
            let currency = try #require(ISO4217Currency(code: code))
            return PriceStyle(currency: currency).format(try Money(parsing: text, currency: currency))
        }
        #expect(try shown("1.99", "EUR") == "1,99\u{A0}€")
        #expect(try shown("1.99", "USD") == "$1.99")
        #expect(try shown("199", "JPY") == "¥199")
        #expect(try shown("1990", "JPY") == "¥1,990")
        #expect(try shown("1.90", "CHF") == "CHF\u{A0}1.90")
        #expect(try shown("1299.00", "CHF") == "CHF\u{A0}1’299.00")
        #expect(try shown("4990", "HUF") == "4990,00\u{A0}Ft")
        #expect(try shown("12990", "HUF") == "12\u{A0}990,00\u{A0}Ft")
        #expect(try shown("1234.5", "EUR") == "1234,50\u{A0}€")
        #expect(try shown("12345.5", "EUR") == "12\u{A0}345,50\u{A0}€")
        #expect(try shown("2.5", "BHD") == "BHD\u{A0}2.500")
        #expect(try shown("19.9", "SEK") == "19,90\u{A0}kr")
        #expect(try shown("1500", "KRW") == "₩1,500")
    }

    @Test func theShopsOwnStyleFromASample() throws {
        func shown(_ sample: String, _ text: String, _ code: String = "EUR") throws -> String {
            let currency = try #require(ISO4217Currency(code: code))
            return try PriceStyle(sample: sample).format(try Money(parsing: text, currency: currency))
        }
        #expect(try shown("€1,234.56", "4.99") == "€4.99")  // Ireland
        #expect(try shown("€1,234.56", "12345.5") == "€12,345.50")
        #expect(try shown("1.234,56 €", "1234.5") == "1.234,50\u{A0}€")  // Germany
        #expect(try shown("1 234,56 €", "1234.5") == "1234,50\u{A0}€")  // France: a space groups from 10 000
        #expect(try shown("1 234,56 €", "12345") == "12\u{A0}345,00\u{A0}€")
        #expect(try shown("CHF 1'234.56", "1.9", "CHF") == "CHF\u{A0}1.90")
        #expect(try shown("Fr. 1'234.56", "1234", "CHF") == "Fr.\u{A0}1'234.00")
        #expect(try shown("¥1,234", "1990", "JPY") == "¥1,990")
        #expect(try shown("1234 kr", "19.9", "SEK") == "19.90\u{A0}kr")
        let refusals: [(String, String)] = [
            ("12.34", "\"12.34\": a mark where a price has none (1234.56 has a group mark after the 1, a decimal mark before the 56)"),
            ("€4.99", "\"€4.99\" is not the price 1234.56 (or 1234) written as the shop prints it"),
            ("EUR", "\"EUR\" has no digits: write the price 1234.56 as the shop prints it, such as €1,234.56 or 1.234,56 €"),
            ("1234.56", "\"1234.56\" needs the currency's sign on one side of the price, such as € or CHF"),
            ("€1234.56€", "\"€1234.56€\" needs the currency's sign on one side of the price, such as € or CHF"),
            ("€12.34.56", "\"€12.34.56\": a mark where a price has none (1234.56 has a group mark after the 1, a decimal mark before the 56)"),
            ("€123456", "\"€123456\" has no decimal mark before the 56"),
        ]
        for (sample, reason) in refusals {
            #expect(throws: MoneyError(reason), "\(sample)") { try PriceStyle(sample: sample) }
        }
    }

    @Test func everyCurrencyOfTheListByCodeAndNumber() {
        #expect(ISO4217Currency.all.count == 165)
        #expect(ISO4217Currency(code: "eur") == ISO4217Currency(numeric: "978"))
        #expect(ISO4217Currency(code: "ISK")?.minorUnits == 0 && ISO4217Currency(code: "KWD")?.minorUnits == 3)
        #expect(ISO4217Currency(code: "EUE") == nil)
    }

    @Test func fifteenDigitsOfACurrencyWithFourDecimalsAreTooLargeAnAmount() throws {
        let clf = ISO4217Currency(code: "CLF")!
        let uyw = ISO4217Currency(code: "UYW")!
        // 10^15 × 10^4 minor units is more than 64 bits hold (it trapped).
        #expect(throws: MoneyError("\"999999999999999\" is too large an amount for CLF")) { try Money(parsing: "999999999999999", currency: clf) }
        #expect(throws: MoneyError("\"922337203685478\" is too large an amount for UYW")) { try Money(parsing: "922337203685478", currency: uyw) }
        #expect(try Money(parsing: "922337203685477", currency: clf).minorUnits == 9_223_372_036_854_770_000)
        #expect(try Money(parsing: "99999999999.9999", currency: uyw).decimalText == "99999999999.9999")
        #expect(try Money(parsing: "999999999999999", currency: euro).minorUnits == 99_999_999_999_999_900)
    }

    @Test func sumsProductsAndScalingsBeyondSixtyFourBitsAreRefused() throws {
        let most = Money(minorUnits: Int64.max, currency: euro)
        let cent = Money(minorUnits: 1, currency: euro)
        #expect(throws: MoneyError("92233720368547758.07 EUR + 0.01 is too large an amount")) { try most.adding(cent) }
        #expect(throws: MoneyError("100 JPY cannot be added to an amount in EUR")) { try cent.adding(Money(minorUnits: 100, currency: yen)) }
        #expect(throws: MoneyError("2 × 92233720368547758.07 EUR is too large an amount")) { try most.multiplied(by: 2) }
        #expect(throws: MoneyError("92233720368547758.07 EUR × 3/2 is too large an amount")) { try most.scaled(by: 3, over: 2) }
        #expect(throws: MoneyError("-1.00 EUR is negative")) { try Money(minorUnits: -100, currency: euro).scaled(by: 1, over: 2) }
        #expect(throws: MoneyError("0.01 EUR cannot be scaled by 1/0")) { try cent.scaled(by: 1, over: 0) }
        #expect(throws: MoneyError("0.01 EUR cannot be scaled by -1/2")) { try cent.scaled(by: -1, over: 2) }
        // Near the limits, exact: the remainder's double no longer fits in 63 bits (it trapped).
        #expect(try Money(minorUnits: Int64.max - 1, currency: euro).scaled(by: 1, over: Int64.max).minorUnits == 1)
        #expect(try most.scaled(by: Int64.max, over: Int64.max) == most)
        #expect(try most.multiplied(by: 1).adding(Money(minorUnits: -1, currency: euro)).minorUnits == Int64.max - 1)
    }

    @Test func aStoredAmountIsWhatAnImportCouldWrite() throws {
        #expect(throws: MoneyError("-4.99 EUR is negative")) { try Money(stored: -499, currency: euro) }
        #expect(throws: MoneyError("999999999999999.01 EUR is more than a price can be (15 digits)")) {
            try Money(stored: 99_999_999_999_999_901, currency: euro)
        }
        #expect(try Money(stored: 99_999_999_999_999_900, currency: euro).decimalText == "999999999999999.00")
        #expect(try Money(stored: Int64.max, currency: ISO4217Currency(code: "CLF")!).decimalText == "922337203685477.5807")
        #expect(try Money(stored: 0, currency: yen).decimalText == "0")
    }
}
