// QuantityTests: what a price buys as shops write it, and unit prices as shelf labels show them.
import Catalog
import Content
import Testing

@Suite struct QuantityTests {
    let euro = ISO4217Currency(code: "EUR")!

    @Test func quantitiesAsShopsWriteThem() throws {
        #expect(try Quantity(parsing: "500 g").description == "500 g")
        #expect(try Quantity(parsing: "500g").thousandths == 500_000)
        #expect(try Quantity(parsing: "0,75 l").description == "0.75 l")
        #expect(try Quantity(parsing: "0.75 L").thousandths == 750_000)
        #expect(try Quantity(parsing: "kg").description == "kg" && Quantity(parsing: "kg").thousandths == 1_000_000)
        #expect(try Quantity(parsing: "1 kg").description == "1 kg" && !Quantity(parsing: "1 kg").isBareUnit)
        #expect(try Quantity(parsing: "1.5 kg").thousandths == 1_500_000_000 / 1000)
        #expect(try Quantity(parsing: "6 pc").dimension == .count)
        for bad in ["500", "5 lb", "0 g", "1.2345 kg", "g 500", "1,2,3 l"] {
            #expect(throws: MoneyError.self, "\(bad)") { try Quantity(parsing: bad) }
        }
    }

    @Test func unitPricesPerKiloLitreOrTheShopsBase() throws {
        let pack = Product(
            code: "1", name: "Coffee", price: try Money(parsing: "4.99", currency: euro), unit: try Quantity(parsing: "500 g"))
        let perKilo = try #require(pack.unitPrice(of: pack.price))
        #expect(perKilo.price.decimalText == "9.98" && perKilo.per.perText == "kg")
        let wine = Product(code: "2", name: "Wine", price: try Money(parsing: "3.49", currency: euro), unit: try Quantity(parsing: "0.75 l"))
        #expect(wine.unitPrice(of: wine.price)?.price.decimalText == "4.65")
        let spice = Product(
            code: "3", name: "Saffron", price: try Money(parsing: "6.49", currency: euro), unit: try Quantity(parsing: "1 g"),
            unitPriceBase: try Quantity(parsing: "100 g"))
        let per100 = try #require(spice.unitPrice(of: spice.price))
        #expect(per100.price.decimalText == "649.00" && per100.per.perText == "100 g")
        let loose = Product(code: "4", name: "Apples", price: try Money(parsing: "2.49", currency: euro), unit: try Quantity(parsing: "kg"))
        #expect(loose.soldByMeasure && !pack.soldByMeasure)
        let bottle = Product(code: "6", name: "Oil", price: pack.price, unit: try Quantity(parsing: "1 l"))
        #expect(!bottle.soldByMeasure)
        #expect(Product(code: "5", name: "Pen", price: pack.price).unitPrice(of: pack.price) == nil)
    }

    @Test func aUnitPriceTooLargeAnAmountIsNotShown() throws {
        // A milligram priced per a billion kilos: 10^15 × 10^15 thousandths (it trapped).
        let dust = Product(
            code: "7", name: "Dust", price: try Money(parsing: "9999999999999.99", currency: euro), unit: try Quantity(parsing: "1 mg"),
            unitPriceBase: try Quantity(parsing: "999999999 kg"))
        #expect(dust.unitPrice(of: dust.price) == nil)
        #expect(dust.unitPrice(of: Money(minorUnits: 1, currency: euro))?.price.decimalText == "9999999990000.00")
        #expect(dust.unitPrice(of: Money(minorUnits: -1, currency: euro)) == nil)
    }

    @Test func aFractionOfAMilligramIsNoQuantity() throws {
        // 0.5 mg was 0 thousandths of a gram: a unit price divided by 0 (it trapped).
        #expect(throws: MoneyError("\"0.5 mg\" has a fraction of a milligram")) { try Quantity(parsing: "0.5 mg") }
        #expect(throws: MoneyError("\"1.5 mg\" has a fraction of a milligram")) { try Quantity(parsing: "1.5 mg") }
        #expect(try Quantity(parsing: "0.001 g").thousandths == 1 && Quantity(parsing: "2 mg").description == "2 mg")
        let none = Product(
            code: "8", name: "Speck", price: try Money(parsing: "1.00", currency: euro), unit: Quantity(dimension: .mass, thousandths: 0, unit: "mg"))
        #expect(none.unitPrice(of: none.price) == nil)
    }

    @Test func anyAmountOfThousandthsIsDescribed() throws {
        // A Quantity made in code, not parsed: 1000 × its thousandths overflowed (it trapped).
        let most = Quantity(dimension: .mass, thousandths: Int64.max, unit: "g")
        #expect(most.description == "9223372036854775.807 g" && most.perText == "9223372036854775.807 g")
        #expect(Quantity(dimension: .mass, thousandths: Int64.min, unit: "kg").description == "-9223372036854.775 kg")
        #expect(try Quantity(parsing: "999999999.999 kg").description == "999999999.999 kg")
        #expect(try Quantity(parsing: "1 kg").perText == "kg" && Quantity(parsing: "100 g").perText == "100 g")
    }
}
