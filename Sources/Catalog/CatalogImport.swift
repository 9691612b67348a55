// CatalogImport: a shop's CSV export made into the catalog database the kiosk reads, all or
// nothing (CSVImport), and only when there are enough products.
import Content
import SystemCall

public enum CatalogImport {
    /// What an import did.
    public struct Report: Sendable, Equatable {
        public let products: Int
        public let currency: ISO4217Currency
        /// Temporaries of imports killed before they ended, removed from beside the catalog.
        public var removedTemporaries: [String] = []
    }

    /// Imports `csvPath` into the catalog at `catalogPath` (a bare name: in the current folder),
    /// prices in `currency`. `importedAt` is written into the file (ISO 8601). A file without
    /// products is refused; so is one with fewer than half the products of the catalog it
    /// would replace (a truncated export, another shop's), unless `allowShrink`. `source`: the
    /// name the catalog says it was imported from (the file's own name when nil; an upload's
    /// name as the browser gave it).
    public static func run(
        csvPath: String, catalogPath: String, currency: ISO4217Currency, importedAt: String, allowShrink: Bool = false, source: String? = nil
    ) throws(ImportError) -> Report {
        let facts = [("source", source ?? PathName.lastComponent(csvPath)), ("imported", importedAt)]
        let outcome = try CSVImport.run(
            kind: CatalogFile.kind, csvPath: csvPath, path: catalogPath,
            columns: { (header) throws(ImportError.Problem) in try CatalogColumns(header: header) },
            write: { (reader, columns, temporary, problems) throws(SQLiteError) in
                try write(&reader, columns: columns, currency: currency, into: temporary, problems: &problems, facts: facts)
            },
            check: { (products, target) throws(ImportError) in try checkCount(products, replacing: target, source: csvPath, allowShrink: allowShrink)
            })
        return Report(products: outcome.rows, currency: currency, removedTemporaries: outcome.removedTemporaries)
    }

    /// Refuses an import of no products, and (unless `allowShrink`) one of fewer than half the
    /// products of the catalog it would replace.
    private static func checkCount(
        _ products: Int, replacing target: ImportTarget, source: String, allowShrink: Bool
    ) throws(ImportError) {
        guard products > 0 else {
            throw ImportError(
                kind: CatalogFile.kind, source: source, failure: "the file has no products (only its header row): an empty catalog answers no code")
        }
        guard case .file(_, let old?) = target.found, products * 2 < old, !allowShrink else { return }
        let catalog = ImportError.shown(target.path)
        throw ImportError(
            kind: CatalogFile.kind, source: source,
            failure: "the file has \(products) product\(products == 1 ? "" : "s"), the catalog it would replace (\(catalog)) has \(old): "
                + "fewer than half; if the shop's range really shrank so, import it with --allow-shrink")
    }

    /// Writes every row into a new database at `path`, then the facts about it, `complete` last,
    /// in one transaction; returns how many products. When a row is wrong the rest are still
    /// written (to find every wrong one, duplicates among them) and nothing is committed.
    private static func write(
        _ reader: inout CSVReader, columns: CatalogColumns, currency: ISO4217Currency, into path: String, problems: inout ImportProblems,
        facts: [(String, String)]
    ) throws(SQLiteError) -> Int {
        let database = try CSVImport.newDatabase(CatalogFile.kind, at: path)
        let insert = try database.prepare(CatalogFile.insertProduct)
        let earlier = try database.prepare(CatalogFile.selectEarlier)
        var products = 0
        while let record = CSVImport.nextRecord(&reader, problems: &problems) {
            let row: CatalogRow
            do { row = try CatalogRow(record: record, columns: columns, currency: currency) } catch {
                problems.add(error)
                continue
            }
            if let (line, code) = try insertOrFindEarlier(row, insert: insert, earlier: earlier) {
                problems.add(
                    .init(
                        line: record.line,
                        code == row.code ? "code \(code) is already on line \(line)" : "code \(row.code) is \(code) of line \(line) (the same GTIN)"))
                continue
            }
            products += 1
        }
        let about = [("format", CatalogFile.format), ("currency", currency.alphabetic), ("products", String(products))]
        try CSVImport.finish(database, CatalogFile.kind, problems: problems, facts: about + facts)
        return products
    }

    /// Inserts the row; when its key is already taken, the line and code of the row that took it.
    private static func insertOrFindEarlier(
        _ row: CatalogRow, insert: SQLiteStatement, earlier: SQLiteStatement
    ) throws(SQLiteError) -> (Int64, String)? {
        do {
            try insert.run(row.values)
            return nil
        } catch {
            guard error.isConstraint else { throw error }
            insert.reset()
            try earlier.bind([.text(row.key)])
            defer { earlier.reset() }
            guard try earlier.step() else { return (0, "?") }
            return (earlier.integer(0) ?? 0, earlier.text(1) ?? "?")
        }
    }
}
