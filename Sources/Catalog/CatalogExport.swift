// CatalogExport: the catalog the kiosk reads written back as a CSV file (the console's download):
// the columns an import reads, in the order of the rows imported, prices in the catalog's
// currency, every cell safe for a spreadsheet (CSVText).
import Content
import SystemCall
import Wire

public enum CatalogExport {
    /// Why the catalog could not be written out.
    public struct Failure: Error, Sendable, CustomStringConvertible {
        public let description: String
    }

    /// The columns every export has, in the import's names; the products' own fields follow,
    /// in the order they are first met.
    static let columns = ["code", "name", "price", "promo_price", "promo_from", "promo_until", "unit", "unit_price_base", "image", "min_age"]

    /// Writes the catalog at `path` as CSV to `fd` (a header row, then each product in the order
    /// of the lines it was imported from), a few rows at a time: never the whole file in memory.
    /// Returns how many products. An import of what it writes gives the same products, except
    /// a cell given a leading `'` (a name starting with `-`, `=`, `+` or `@`), which keeps it.
    public static func write(catalogPath path: String, to fd: Int32) throws(Failure) -> Int {
        do {
            let database = try SQLiteDatabase(path: path, readOnly: true)
            let (format, fact) = try ImportedFileReader<Catalog.Facts>.facts(database, kind: CatalogFile.kind, formats: CatalogFile.readable)
            guard let code = try fact("currency"), let currency = ISO4217Currency(code: code) else {
                throw Failure(description: "\(path): its facts are damaged (no currency)")
            }
            let minAge = format == CatalogFile.format ? "min_age" : "NULL"
            let extra = try extraColumns(database)
            var out: [UInt8] = []
            out += Array(CSVText.line(columns + extra).utf8)
            let select = try database.prepare(
                "SELECT code, name, price, promo_price, promo_from, promo_until, unit, unit_price_base, image, \(minAge), fields FROM product ORDER BY line"
            )
            var products = 0
            while try select.step() {
                var cells = try (0..<10).map { (column: Int32) throws(Failure) -> String in
                    switch column {
                    case 2, 3: return try select.integer(column).map { (stored) throws(Failure) in try money(stored, currency) } ?? ""
                    case 9: return select.integer(column).map { String($0) } ?? ""
                    default: return select.text(column) ?? ""
                    }
                }
                let fields = ProductFields.pairs(select.text(10))
                cells += extra.map { name in fields.first { $0.name == name }?.value ?? "" }
                out += Array(CSVText.line(cells).utf8)
                products += 1
                if out.count >= 1 << 16 {
                    try flush(&out, fd, path)
                }
            }
            try flush(&out, fd, path)
            return products
        } catch let error as Failure {
            throw error
        } catch {
            throw Failure(description: "\(path): \(error)")
        }
    }

    private static func money(_ stored: Int64, _ currency: ISO4217Currency) throws(Failure) -> String {
        do { return try Money(stored: stored, currency: currency).decimalText } catch { throw Failure(description: "a price is wrong: \(error)") }
    }

    private static func flush(_ out: inout [UInt8], _ fd: Int32, _ path: String) throws(SystemError) {
        try RegularFile.writeWhole(out[...], to: fd, object: "the CSV of \(path)")
        out.removeAll(keepingCapacity: true)
    }

    /// The names of the products' own fields, in the order first met (a first pass over the rows).
    private static func extraColumns(_ database: SQLiteDatabase) throws(SQLiteError) -> [String] {
        let select = try database.prepare("SELECT fields FROM product WHERE fields IS NOT NULL ORDER BY line")
        var names: [String] = []
        var seen = Set<String>()
        while try select.step() {
            for pair in ProductFields.pairs(select.text(0)) where seen.insert(pair.name).inserted { names.append(pair.name) }
        }
        return names
    }
}

/// A product's own fields as the catalog stores them: `name` US `value`, pairs apart by RS.
enum ProductFields {
    static func pairs(_ stored: String?) -> [(name: String, value: String)] {
        (stored ?? "").split(separator: "\u{1E}").compactMap { pair in
            let parts = pair.split(separator: "\u{1F}", maxSplits: 1)
            return parts.count == 2 ? (String(parts[0]), String(parts[1])) : nil
        }
    }
}
