// CatalogImportTests: a shop's export of thousands of products (accents, CJK, emoji, every
// optional column) imported and looked up exactly by every form of its codes; every kind of
// wrong row refused with its line and reason, nothing imported and the old catalog kept; a kiosk
// reading the catalog switches to a new import without a restart.
import Catalog
import Content
import Foundation
import TestSupport
import Testing

@Suite struct CatalogImportTests {
    let euro = ISO4217Currency(code: "EUR")!
    let folder = TemporaryFolder.make("catalog")

    /// A GTIN with its check digit.
    static func gtin(_ body: String) -> String { body + String(CheckDigits.gs1(body)!) }

    static let names = [
        "Olivenöl extra vergine", "Crème fraîche", "Jalapeño-Chips", "醤油 (濃口)", "抹茶ラテ", "Pâtes 🍝 fusilli", "Smørbrød",
        "Żurek", "Ελιές Καλαμάτας", "Квас", "\"Gouda\", jung", "김치",
    ]

    /// The export: header, then `count` products; every 7th an EAN-8, every 11th a UPC-A, every
    /// 13th a shop's own code; promotions, units, pictures and an extra column on some.
    static func export(count: Int, priceCents: (Int) -> Int = { 99 + $0 % 900 }) -> String {
        var lines = ["code,name,price,promo_price,promo_from,promo_until,unit,unit_price_base,image,brand"]
        for i in 0..<count {
            let code: String
            if i % 13 == 0 {
                code = "PLU-\(i)"
            } else if i % 7 == 0 {
                code = gtin(String(format: "2%06d", i))
            } else if i % 11 == 0 {
                code = gtin(String(format: "0%010d", i))
            } else {
                code = gtin(String(format: "400%09d", i))
            }
            let cents = priceCents(i)
            let name = names[i % names.count] + " \(i)"
            let quoted = "\"" + name.replacingOccurrences(of: "\"", with: "\"\"") + "\""
            let promo = i % 5 == 0 ? String(format: "%d.%02d", (cents - 10) / 100, (cents - 10) % 100) : ""
            let dates = i % 10 == 0 ? "2026-12-01,2026-12-07" : ","
            let unit = i % 3 == 0 ? "500 g" : i % 3 == 1 ? "0.75 l" : ""
            let base = i % 9 == 0 ? "100 g" : ""
            let image = i % 4 == 0 ? "\(i).png" : ""
            let brand = i % 2 == 0 ? "Marke \(i % 17)" : ""
            lines.append(
                "\(code),\(quoted),\(cents / 100).\(String(format: "%02d", cents % 100)),\(promo),\(dates),\(unit),\(base),\(image),\(brand)")
        }
        return lines.joined(separator: "\r\n") + "\r\n"
    }

    func write(_ text: String, _ name: String = "export.csv") throws -> String {
        let path = folder + "/" + name
        try text.write(toFile: path, atomically: false, encoding: .utf8)
        return path
    }

    func importCSV(_ csv: String, into catalog: String) throws(ImportError) -> CatalogImport.Report {
        try CatalogImport.run(csvPath: csv, catalogPath: catalog, currency: euro, importedAt: "2026-12-03T08:00:00Z")
    }

    @Test func thousandsOfProductsFoundByEveryFormOfTheirCode() throws {
        let path = folder + "/catalog.sqlite"
        let report = try importCSV(try write(Self.export(count: 5000)), into: path)
        #expect(report.products == 5000)
        var logged: [String] = []
        let catalog = Catalog(path: path) { logged.append($0) }
        #expect(logged == ["catalog: reading \(path): 5000 products in EUR, imported 2026-12-03T08:00:00Z from export.csv"])
        #expect(catalog.facts?.products == 5000)

        // Row 30: EAN-13, promotion with dates, unit 500 g per 100 g, picture, brand.
        let ean13 = Self.gtin("400000000030")
        guard case .found(let product) = catalog.lookup(ean13) else { Issue.record("row 30 not found"); return }
        #expect(product.code == ean13 && product.name == "\(Self.names[30 % 12]) 30")
        #expect(product.price == Money(minorUnits: 129, currency: euro))
        #expect(
            product.promotion
                == .init(
                    price: Money(minorUnits: 119, currency: euro), from: CalendarDate(iso8601: "2026-12-01"),
                    until: CalendarDate(iso8601: "2026-12-07")))
        #expect(product.unit?.description == "500 g" && product.unitPriceBase == nil)
        #expect(product.image == nil && product.fields == [.init(name: "brand", value: "Marke 13")])
        #expect(product.price(on: CalendarDate(iso8601: "2026-12-07")!).minorUnits == 119)
        #expect(product.price(on: CalendarDate(iso8601: "2026-12-08")!).minorUnits == 129)
        // The same product from its GTIN-14 (a GS1 DataMatrix's AI 01) and with spaces around.
        #expect(catalog.lookup("0" + ean13) == .found(product))
        #expect(catalog.lookup(" \(ean13) ") == .found(product))

        // Row 7: an EAN-8, found from its GTIN-14 too.
        let ean8 = Self.gtin("2000007")
        guard case .found(let short) = catalog.lookup(ean8) else { Issue.record("row 7 not found"); return }
        #expect(short.name == "\(Self.names[7]) 7" && catalog.lookup("000000" + ean8) == .found(short))
        // Row 11: a UPC-A, found from its EAN-13 form (a scanner that reports UPC-A as EAN-13).
        let upca = Self.gtin("00000000011")
        #expect(catalog.lookup("0" + upca) == catalog.lookup(upca))
        if case .found(let item) = catalog.lookup(upca) { #expect(item.name == "\(Self.names[11]) 11") } else { Issue.record("row 11") }
        // Row 26: a shop's own code, as written; row 9000 is not on file.
        if case .found(let item) = catalog.lookup("PLU-26") {
            #expect(item.name == "\(Self.names[2]) 26" && item.image == nil && item.unit == nil)
        } else {
            Issue.record("PLU-26")
        }
        #expect(catalog.lookup("plu-26") == .notOnFile)
        #expect(catalog.lookup(Self.gtin("400000009000")) == .notOnFile)
        // Row 4: a picture and no unit; a quoted name with quotes and a comma.
        if case .found(let item) = catalog.lookup(Self.gtin("400000000004")) {
            #expect(item.image == "4.png" && item.unit?.description == "0.75 l" && item.name == "抹茶ラテ 4")
        } else {
            Issue.record("row 4")
        }
        if case .found(let item) = catalog.lookup(Self.gtin("400000000010")) {
            #expect(item.name == "\"Gouda\", jung 10")
        } else {
            Issue.record("row 10")
        }
    }

    @Test func everyWrongRowIsNamedAndNothingIsImported() throws {
        let path = folder + "/catalog.sqlite"
        _ = try importCSV(try write("code,name,price\n4006381333931,Stabilo,1.20\n", "good.csv"), into: path)
        let before = try Data(contentsOf: URL(fileURLWithPath: path))
        let good = Self.gtin("400000000001")
        let rows = [
            "\(good),Good,1.00,,,,,",  // line 2: right
            "\(Self.gtin("400000000002")),No price,,,,,,",
            ",No code,1.00,,,,,",
            "\(Self.gtin("400000000004")),,1.00,,,,,",
            "\(Self.gtin("400000000005")),Too precise,1.999,,,,,",
            "\(Self.gtin("400000000006")),Promo up,1.00,1.50,,,,",
            "\(Self.gtin("400000000007")),Bad date,1.00,0.90,2026-02-30,,,",
            "\(Self.gtin("400000000008")),Backwards,1.00,0.90,2026-12-07,2026-12-01,,",
            "\(Self.gtin("400000000009")),Dates alone,1.00,,2026-12-01,,,",
            "\(Self.gtin("400000000010")),Bad unit,1.00,,,,5 lb,",
            "\(Self.gtin("400000000011")),Base alone,1.00,,,,,kg",
            "\(Self.gtin("400000000012")),Mixed,1.00,,,,500 g,l",
            "\(Self.gtin("400000000013")),Short,1.00",
            "0\(good),Twice as GTIN-14,2.00,,,,,",
            "\(Self.gtin("400000000015")),Thousands,\"1,234.00\",,,,,",
            "\(good),Again,1.00,,,,,",
        ]
        let csv = try write("code,name,price,promo_price,promo_from,promo_until,unit,unit_price_base\n" + rows.joined(separator: "\n") + "\n")
        #expect(throws: ImportError.self) { try importCSV(csv, into: path) }
        do {
            _ = try importCSV(csv, into: path)
        } catch {
            #expect(
                error.description == """
                    \(csv): 15 wrong rows, nothing imported, the catalog is unchanged:
                      line 3: no price
                      line 4: no code
                      line 5: no name
                      line 6: price: "1.999" has more decimals than EUR has (2); write prices without thousands separators
                      line 7: promo_price 1.50 is not below the price 1.00
                      line 8: promo_from: "2026-02-30" is not a date as YYYY-MM-DD
                      line 9: the promotion ends (2026-12-01) before it starts (2026-12-07)
                      line 10: promotion dates without a promo_price
                      line 11: unit: "5 lb" is not a quantity (a number and one of: mg g kg ml cl dl l mm cm m pc)
                      line 12: unit_price_base without a unit
                      line 13: unit 500 g and unit_price_base l measure different things
                      line 14: 3 fields where the header has 8
                      line 15: code 0\(good) is \(good) of line 2 (the same GTIN)
                      line 16: price: "1,234.00" has two marks: write prices without thousands separators (1234.50)
                      line 17: code \(good) is already on line 2
                    """)
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).sorted() == ["catalog.sqlite", "export.csv", "good.csv"])
    }

    @Test func anAgeColumnByAnyOfItsNamesAndItsWrongValues() throws {
        let path = folder + "/catalog.sqlite"
        let beer = Self.gtin("400000000001"), knife = Self.gtin("400000000002"), oil = Self.gtin("400000000003")
        for header in ["min_age", "Age", "age-restriction"] {
            let csv = try write(
                "code,name,price,\(header)\n\(beer),Pils 0.5 l,0.89,18\n\(knife),Kochmesser,12.90,16+\n\(oil),Olivenöl,4.99,\n5,Saft,1.10,0\n")
            #expect(try importCSV(csv, into: path).products == 4)
            let catalog = Catalog(path: path, log: { _ in })
            var ages: [Int] = []
            for code in [beer, knife, oil, "5"] {
                guard case .found(let product) = catalog.lookup(code) else {
                    Issue.record("\(code) not found under \(header)")
                    continue
                }
                ages.append(product.minAge)
            }
            #expect(ages == [18, 16, 0, 0], "\(header)")
        }
        // Every wrong age named with its line; nothing imported, the catalog as it was.
        let before = try Data(contentsOf: URL(fileURLWithPath: path))
        let rows = ["abc", "150", "-1", "18.5", "99", "1 8", "0150", "18++"].enumerated().map { "\($0.offset + 10),Item,1.00,\($0.element)" }
        let csv = try write("code,name,price,min_age\n" + rows.joined(separator: "\n") + "\n")
        do {
            _ = try importCSV(csv, into: path)
            Issue.record("ages out of range were imported")
        } catch {
            #expect(
                error.description == """
                    \(csv): 7 wrong rows, nothing imported, the catalog is unchanged:
                      line 2: min_age: "abc" is not an age: a whole number of years from 0 to 99, such as 18
                      line 3: min_age: 150 is more than 99 years
                      line 4: min_age: "-1" is not an age: a whole number of years from 0 to 99, such as 18
                      line 5: min_age: "18.5" is not an age: a whole number of years from 0 to 99, such as 18
                      line 7: min_age: "1 8" is not an age: a whole number of years from 0 to 99, such as 18
                      line 8: min_age: 0150 is more than 99 years
                      line 9: min_age: "18++" is not an age: a whole number of years from 0 to 99, such as 18
                    """)
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
        let twice = try write("code,name,price,age,min_age\n1,A,1.00,18,18\n")
        #expect(throws: ImportError.self) { try importCSV(twice, into: path) }
        do { _ = try importCSV(twice, into: path) } catch {
            #expect(error.problems == [.init(line: 1, "columns 4 (\"age\") and 5 (\"min_age\") both name the min_age")])
        }
    }

    @Test func aCatalogOfTheFormatBeforeAgesIsReadWithoutThem() throws {
        // A catalog imported by the previous version (format 1: no min_age column): the kiosk
        // reads it, no product restricted; a file of a format it does not know it refuses.
        let path = folder + "/old.sqlite"
        _ = try importCSV(try write("code,name,price,min_age\n1,Pils,0.89,18\n"), into: path)
        let database = try SQLiteDatabase(path: path, readOnly: false)
        try database.execute(
            "ALTER TABLE product DROP COLUMN min_age; UPDATE catalog SET value = 'kioskscan-catalog 1' WHERE name = 'format';")
        guard case .found(let pils) = Catalog(path: path, log: { _ in }).lookup("1") else {
            Issue.record("a format 1 catalog is not read")
            return
        }
        #expect(pils.name == "Pils" && pils.minAge == 0)
        try database.execute("UPDATE catalog SET value = 'kioskscan-catalog 3' WHERE name = 'format';")
        #expect(
            Catalog(path: path, log: { _ in }).lookup("1") == .unavailable("\(path) is not a complete catalog"))
        // An age no import writes makes its product unreadable.
        let fresh = folder + "/fresh.sqlite"
        _ = try importCSV(try write("code,name,price,min_age\n1,Pils,0.89,18\n"), into: fresh)
        try SQLiteDatabase(path: fresh, readOnly: false).execute("UPDATE product SET min_age = 150;")
        #expect(
            Catalog(path: fresh, log: { _ in }).lookup("1")
                == .unavailable("the catalog cannot be read: the min_age of 1 is wrong: 150 is not from 0 to 99"))
    }

    @Test func headersWithoutTheNeededColumnsAreRefused() throws {
        let path = folder + "/catalog.sqlite"
        let cases = [
            (
                "name,price\nx,1\n",
                "line 1: no code column: the header row must name one (\"code\", \"gtin\", \"ean\", \"barcode\", \"upc\", \"plu\", \"sku\")"
            ),
            ("EAN;Description;Price;EAN\n", "line 1: two columns are named \"EAN\" (1 and 4)"),
            ("gtin,barcode,name,price\n", "line 1: columns 1 (\"gtin\") and 2 (\"barcode\") both name the code"),
            ("code,,name,price\n", "line 1: column 2 has no name in the header row"),
            ("", "line 1: the file is empty: no header row"),
        ]
        for (text, message) in cases {
            let csv = try write(text)
            do {
                _ = try importCSV(csv, into: path)
                Issue.record("imported \(text)")
            } catch {
                #expect(error.description == "\(csv): 1 wrong row, nothing imported, the catalog is unchanged:\n  \(message)")
            }
        }
        #expect(throws: ImportError.self) { try importCSV(folder, into: path) }
        do { _ = try importCSV(folder, into: path) } catch {
            #expect(error.description == "\(folder): is a folder, not a file; nothing imported, the catalog is unchanged")
        }
        // A spreadsheet's semicolons and decimal commas, header names in another case.
        let european = try write("\u{FEFF}EAN;Description;Price;Unit\n4006381333931;Stabilo Boss;1,20;1 pc\n")
        #expect(try importCSV(european, into: path).products == 1)
        if case .found(let item) = Catalog(path: path, log: { _ in }).lookup("4006381333931") {
            #expect(item.name == "Stabilo Boss" && item.price.minorUnits == 120)
        } else {
            Issue.record("Stabilo")
        }
    }

    @Test func aHalfWrittenExportIsRefusedAndTheOldCatalogKept() throws {
        let path = folder + "/catalog.sqlite"
        let full = Self.export(count: 200)
        _ = try importCSV(try write(full), into: path)
        let catalog = Catalog(path: path, log: { _ in })
        // The nightly export caught while it is still being written: cut in the middle of a row.
        let csv = folder + "/partial.csv"
        let bytes = Array(full.utf8)
        let rowStart = try #require(bytes[..<(bytes.count / 2)].lastIndex(of: 0x0A)) + 1
        try Data(bytes[..<(rowStart + 5)]).write(to: URL(fileURLWithPath: csv))
        do {
            _ = try importCSV(csv, into: path)
            Issue.record("a cut file was imported")
        } catch {
            #expect(error.problemCount == 1)
            #expect(error.problems.first?.reason == "the file ends in the middle of this line (no line break): is it still being written?")
        }
        #expect(catalog.facts?.products == 200)
        #expect(Catalog(path: path, log: { _ in }).facts?.products == 200)
    }

    @Test func theKioskSwitchesToANewImportWithoutARestart() throws {
        let path = folder + "/catalog.sqlite"
        _ = try importCSV(try write(Self.export(count: 100)), into: path)
        var logged: [String] = []
        let catalog = Catalog(path: path) { logged.append($0) }
        let code = Self.gtin("400000000001")
        guard case .found(let before) = catalog.lookup(code) else { Issue.record("not found"); return }
        #expect(before.price.minorUnits == 100)
        // Tonight's export: every price up by 10 cents.
        _ = try importCSV(try write(Self.export(count: 100) { 109 + $0 % 900 }, "tonight.csv"), into: path)
        guard case .found(let after) = catalog.lookup(code) else { Issue.record("not found after"); return }
        #expect(after.price.minorUnits == 110)
        #expect(logged.last == "catalog: switched to \(path): 100 products in EUR, imported 2026-12-03T08:00:00Z from tonight.csv")
        // A file that is not a catalog put in its place is refused once; the last good one serves.
        let stray = folder + "/stray.sqlite"
        try "not a database at all, just text".write(toFile: stray, atomically: false, encoding: .utf8)
        #expect(rename(stray, path) == 0)
        #expect(catalog.lookup(code) == .found(after))
        #expect(catalog.lookup(code) == .found(after))
        #expect(logged.filter { $0.contains("is not a complete catalog") }.count == 1)
        #expect(logged.last?.hasSuffix("; still reading the one imported 2026-12-03T08:00:00Z") == true)
        // A kiosk started now has none to read.
        var fresh: [String] = []
        let later = Catalog(path: path) { fresh.append($0) }
        #expect(later.lookup(code) == .unavailable("\(path) is not a complete catalog"))
        #expect(Catalog(path: folder + "/none.sqlite", log: { _ in }).lookup(code) == .unavailable("no catalog at \(folder)/none.sqlite"))
    }

    @Test func aPriceNoImportWritesMakesItsProductUnreadable() throws {
        // The file can hold any integer: a negative price reached a precondition, an absurd one
        // overflowed its unit price (they trapped).
        let path = folder + "/hand-edited.sqlite"
        _ = try importCSV(
            try write("code,name,price,promo_price,unit\n1,Oil,4.99,,500 g\n2,Gold,1.00,,1 mg\n3,Tea,2.00,1.00,\n4,Salt,0.59,,500 g\n"),
            into: path)
        let database = try SQLiteDatabase(path: path, readOnly: false)
        try database.execute(
            "UPDATE product SET price = -499 WHERE code = '1'; UPDATE product SET price = 9223372036854775807 WHERE code = '2';"
                + " UPDATE product SET promo_price = -1 WHERE code = '3';")
        var logged: [String] = []
        let catalog = Catalog(path: path) { logged.append($0) }
        #expect(catalog.lookup("1") == .unavailable("the catalog cannot be read: the price of 1 is wrong: -4.99 EUR is negative"))
        #expect(
            catalog.lookup("2")
                == .unavailable(
                    "the catalog cannot be read: the price of 2 is wrong: 92233720368547758.07 EUR is more than a price can be (15 digits)"))
        #expect(catalog.lookup("3") == .unavailable("the catalog cannot be read: the promo_price of 3 is wrong: -0.01 EUR is negative"))
        guard case .found(let salt) = catalog.lookup("4") else { Issue.record("row 4 not found"); return }
        #expect(salt.unitPrice(of: salt.price)?.price.decimalText == "1.18")
        #expect(logged.dropFirst().first == "catalog: reading \(path): the price of 1 is wrong: -4.99 EUR is negative" && logged.count == 4)
    }
}
