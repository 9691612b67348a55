// CatalogImport: a shop's CSV export made into the catalog database the kiosk reads, all or
// nothing: the rows are checked and written to a new file beside the catalog, which replaces it
// by one rename only when every row is right and there are enough of them. A kiosk reading the
// old file keeps reading it until it notices the new one; an import that fails leaves the old
// file as it was. Only a catalog, or nothing, is replaced (CatalogImportTarget).
import CSQLite
import Content
import Glibc
import SystemCall

public enum CatalogImport {
    /// What an import did.
    public struct Report: Sendable, Equatable {
        public let products: Int
        public let currency: ISO4217Currency
        /// Temporaries of imports killed before they ended, removed from beside the catalog.
        public var removedTemporaries: [String] = []
    }

    /// The largest CSV file read (a million products with long names is about 200 MB).
    public static let sizeLimit = 1 << 30

    /// Imports `csvPath` into the catalog at `catalogPath` (a bare name: in the current folder),
    /// prices in `currency`. `importedAt` is written into the file (ISO 8601). A file without
    /// products is refused; so is one with fewer than half the products of the catalog it
    /// would replace (a truncated export, another shop's), unless `allowShrink`.
    public static func run(
        csvPath: String, catalogPath: String, currency: ISO4217Currency, importedAt: String, allowShrink: Bool = false
    ) throws(CatalogImportError) -> Report {
        let target = try CatalogImportTarget(path: catalogPath, source: csvPath)
        defer { target.release() }
        let bytes: [UInt8]
        do { bytes = try RegularFile.read(path: csvPath, limit: sizeLimit) } catch {
            throw CatalogImportError(source: csvPath, failure: error.reason)
        }
        var reader = CSVReader(bytes: bytes)
        let columns: CatalogColumns
        do {
            guard let header = try reader.next() else { throw CatalogImportError.Problem(line: 1, "the file is empty: no header row") }
            columns = try CatalogColumns(header: header.fields)
        } catch let problem as CatalogImportError.Problem {
            throw CatalogImportError(source: csvPath, problems: [problem], problemCount: 1)
        } catch let error as CSVError {
            throw CatalogImportError(source: csvPath, problems: [.init(line: error.line, error.reason)], problemCount: 1)
        } catch { throw CatalogImportError(source: csvPath, failure: "\(error)") }

        let temporary = target.temporary
        unlink(temporary)
        var keep = false
        defer { if !keep { unlink(temporary) } }
        var problems = Problems()
        let products: Int
        do {
            products = try write(
                &reader, columns: columns, currency: currency, into: temporary, problems: &problems,
                facts: [("source", PathName.lastComponent(csvPath)), ("imported", importedAt)])
        } catch {
            throw CatalogImportError(source: csvPath, failure: "writing \(CatalogImportError.shown(temporary)): \(error)")
        }
        if problems.count > 0 { throw CatalogImportError(source: csvPath, problems: problems.shown, problemCount: problems.count) }
        try checkCount(products, replacing: target, source: csvPath, allowShrink: allowShrink)
        do {
            try syncFile(temporary)
        } catch {
            throw CatalogImportError(source: csvPath, failure: "\(error)")
        }
        try target.checkUnchanged(source: csvPath)
        do {
            try SystemError.check("rename", object: CatalogImportError.shown(catalogPath)) { rename(temporary, catalogPath) }
        } catch {
            throw CatalogImportError(source: csvPath, failure: "\(error)")
        }
        keep = true
        do {
            try syncFile(target.folder)
        } catch {
            throw CatalogImportError(
                source: csvPath, failure: "\(error): a power cut soon could bring the old catalog back", aftermath: .catalogReplaced)
        }
        return Report(products: products, currency: currency, removedTemporaries: target.removedTemporaries)
    }

    /// Refuses an import of no products, and (unless `allowShrink`) one of fewer than half the
    /// products of the catalog it would replace.
    private static func checkCount(
        _ products: Int, replacing target: CatalogImportTarget, source: String, allowShrink: Bool
    ) throws(CatalogImportError) {
        guard products > 0 else {
            throw CatalogImportError(source: source, failure: "the file has no products (only its header row): an empty catalog answers no code")
        }
        guard case .catalog(_, let old?) = target.found, products * 2 < old, !allowShrink else { return }
        let catalog = CatalogImportError.shown(target.path)
        throw CatalogImportError(
            source: source,
            failure: "the file has \(products) product\(products == 1 ? "" : "s"), the catalog it would replace (\(catalog)) has \(old): "
                + "fewer than half; if the shop's range really shrank so, import it with --allow-shrink")
    }

    /// The wrong rows found: the first few, and how many in all.
    struct Problems {
        var shown: [CatalogImportError.Problem] = []
        var count = 0

        mutating func add(_ problem: CatalogImportError.Problem) {
            count += 1
            if shown.count < CatalogImportError.shownProblems { shown.append(problem) }
        }
    }

    /// Writes every row into a new database at `path`, then the facts about it, `complete` last,
    /// in one transaction; returns how many products. When a row is wrong the rest are still
    /// written (to find every wrong one, duplicates among them) and nothing is committed.
    private static func write(
        _ reader: inout CSVReader, columns: CatalogColumns, currency: ISO4217Currency, into path: String, problems: inout Problems,
        facts: [(String, String)]
    ) throws(SQLiteError) -> Int {
        let database = try SQLiteDatabase(path: path, readOnly: false, followsLinks: false)
        try database.execute(
            "PRAGMA application_id = \(CatalogFile.applicationID); PRAGMA journal_mode = OFF; PRAGMA synchronous = OFF; PRAGMA locking_mode = EXCLUSIVE; BEGIN;"
        )
        try database.execute(CatalogFile.schema)
        let insert = try database.prepare(CatalogFile.insertProduct)
        let earlier = try database.prepare(CatalogFile.selectEarlier)
        var products = 0
        while true {
            let record: CSVReader.Record
            do {
                guard let next = try reader.next() else { break }
                record = next
            } catch {
                // The rest of the file cannot be split into rows.
                problems.add(.init(line: error.line, error.reason))
                break
            }
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
        guard problems.count == 0 else {
            try database.execute("ROLLBACK;")
            return products
        }
        let fact = try database.prepare(CatalogFile.insertFact)
        for (name, value) in [("format", CatalogFile.format), ("currency", currency.alphabetic), ("products", String(products))] + facts + [
            ("complete", "yes")
        ] { try fact.run([.text(name), .text(value)]) }
        try database.execute("COMMIT;")
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
            guard error.code & 0xFF == SQLITE_CONSTRAINT else { throw error }
            insert.reset()
            try earlier.bind([.text(row.key)])
            defer { earlier.reset() }
            guard try earlier.step() else { return (0, "?") }
            return (earlier.integer(0) ?? 0, earlier.text(1) ?? "?")
        }
    }

    /// Forces a file's or folder's content to the disk before the rename makes it the catalog.
    private static func syncFile(_ path: String) throws(SystemError) {
        let fd = try SystemError.check("open", object: path) { open(path, O_RDONLY | O_CLOEXEC) }
        defer { close(fd) }
        _ = try SystemError.check("fsync", object: path) { fsync(fd) }
    }
}
