// CSVImport: the steps every CSV import shares (the catalog's, the attendee list's), all or
// nothing: the rows are checked and written to a new file beside the one in use, which replaces
// it by one rename only when every row is right. A kiosk reading the old file keeps reading it
// until it notices the new one; an import that fails leaves the old file as it was. Only a file of
// the import's kind, or nothing, is replaced (ImportTarget).
import Glibc
import SystemCall

enum CSVImport {
    /// What an import did: how many rows it wrote, and the temporaries of imports killed before
    /// they ended, removed from beside the file.
    struct Outcome {
        let rows: Int
        let removedTemporaries: [String]
    }

    /// The largest CSV file read (a million products with long names is about 200 MB).
    static let sizeLimit = 1 << 30

    /// Imports `csvPath` into the file of `kind` at `path`: `columns` reads the header row,
    /// `write` writes every row into a new database at the path it is given (committing only
    /// when it found no problem) and returns how many, and `check` may refuse the count before
    /// the new file is put in place.
    static func run<Columns>(
        kind: ImportedFile, csvPath: String, path: String, columns: ([String]) throws(ImportError.Problem) -> Columns,
        write: (inout CSVReader, Columns, String, inout ImportProblems) throws(SQLiteError) -> Int,
        check: (Int, ImportTarget) throws(ImportError) -> Void
    ) throws(ImportError) -> Outcome {
        let target = try ImportTarget(path: path, kind: kind, source: csvPath)
        defer { target.release() }
        let bytes: [UInt8]
        do { bytes = try RegularFile.read(path: csvPath, limit: sizeLimit) } catch {
            throw ImportError(kind: kind, source: csvPath, failure: error.reason)
        }
        var reader = CSVReader(bytes: bytes)
        let header: Columns
        do {
            guard let first = try reader.next() else { throw ImportError.Problem(line: 1, "the file is empty: no header row") }
            header = try columns(first.fields)
        } catch let problem as ImportError.Problem {
            throw ImportError(kind: kind, source: csvPath, problems: [problem], problemCount: 1)
        } catch let error as CSVError {
            throw ImportError(kind: kind, source: csvPath, problems: [.init(line: error.line, error.reason)], problemCount: 1)
        } catch { throw ImportError(kind: kind, source: csvPath, failure: "\(error)") }

        let temporary = target.temporary
        unlink(temporary)
        var keep = false
        defer { if !keep { unlink(temporary) } }
        var problems = ImportProblems()
        let rows: Int
        do {
            rows = try write(&reader, header, temporary, &problems)
        } catch {
            throw ImportError(kind: kind, source: csvPath, failure: "writing \(ImportError.shown(temporary)): \(error)")
        }
        if problems.count > 0 { throw ImportError(kind: kind, source: csvPath, problems: problems.shown, problemCount: problems.count) }
        try check(rows, target)
        do {
            try ImportTarget.sync(temporary)
        } catch {
            throw ImportError(kind: kind, source: csvPath, failure: "\(error)")
        }
        try target.checkUnchanged(source: csvPath)
        do {
            try SystemError.check("rename", object: ImportError.shown(path)) { rename(temporary, path) }
        } catch {
            throw ImportError(kind: kind, source: csvPath, failure: "\(error)")
        }
        keep = true
        do {
            try ImportTarget.sync(target.folder)
        } catch {
            throw ImportError(
                kind: kind, source: csvPath, failure: "\(error): a power cut soon could bring the old \(kind.noun) back", aftermath: .replaced)
        }
        return Outcome(rows: rows, removedTemporaries: target.removedTemporaries)
    }

    /// A new database of `kind` at `path`, its tables made, inside a transaction. No journal and
    /// no syncs while it is written: the whole file is synced once before the rename, and a file
    /// cut short is never renamed.
    static func newDatabase(_ kind: ImportedFile, at path: String) throws(SQLiteError) -> SQLiteDatabase {
        let database = try SQLiteDatabase(path: path, readOnly: false, followsLinks: false)
        try database.execute(
            "PRAGMA application_id = \(kind.applicationID); PRAGMA journal_mode = OFF; PRAGMA synchronous = OFF; PRAGMA locking_mode = EXCLUSIVE; BEGIN;"
        )
        try database.execute(kind.schema)
        return database
    }

    /// Ends the transaction: rolled back when a row was wrong, else the facts written, then
    /// `complete` last (a file without it is not one of the kind), and committed.
    static func finish(_ database: SQLiteDatabase, _ kind: ImportedFile, problems: ImportProblems, facts: [(String, String)]) throws(SQLiteError) {
        guard problems.count == 0 else { return try database.execute("ROLLBACK;") }
        let fact = try database.prepare(kind.insertFact)
        for (name, value) in facts + [("complete", "yes")] { try fact.run([.text(name), .text(value)]) }
        try database.execute("COMMIT;")
    }

    /// The next record of `reader`; nil at the end, or when the rest of the file cannot be split
    /// into rows (the problem is added).
    static func nextRecord(_ reader: inout CSVReader, problems: inout ImportProblems) -> CSVReader.Record? {
        do { return try reader.next() } catch {
            problems.add(.init(line: error.line, error.reason))
            return nil
        }
    }
}
