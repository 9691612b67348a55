// AttendeeImport: the organiser's attendee export made into the attendee list the booth looks
// badges up in, all or nothing (CSVImport): every wrong row named with its line, an id given twice
// named with the line that has it first, and the list in use replaced only when all is right.
import SystemCall

public enum AttendeeImport {
    /// What an import did.
    public struct Report: Sendable, Equatable {
        public let attendees: Int
        /// Temporaries of imports killed before they ended, removed from beside the list.
        public let removedTemporaries: [String]
    }

    /// Imports `csvPath` into the attendee list at `listPath` (a bare name: in the current
    /// folder). `importedAt` is written into the file (ISO 8601). A file without attendees is
    /// refused.
    public static func run(csvPath: String, listPath: String, importedAt: String) throws(ImportError) -> Report {
        let facts = [("source", PathName.lastComponent(csvPath)), ("imported", importedAt)]
        let outcome = try CSVImport.run(
            kind: AttendeeFile.kind, csvPath: csvPath, path: listPath,
            columns: { (header) throws(ImportError.Problem) in try AttendeeColumns(header: header) },
            write: { (reader, columns, temporary, problems) throws(SQLiteError) in
                try write(&reader, columns: columns, into: temporary, problems: &problems, facts: facts)
            },
            check: { (attendees, _) throws(ImportError) in
                guard attendees == 0 else { return }
                throw ImportError(
                    kind: AttendeeFile.kind, source: csvPath, failure: "the file has no attendees (only its header row): an empty list finds nobody")
            })
        return Report(attendees: outcome.rows, removedTemporaries: outcome.removedTemporaries)
    }

    /// Writes every row into a new database at `path`, then the facts, `complete` last, in one
    /// transaction; returns how many attendees. When a row is wrong the rest are still checked
    /// (to find every wrong one, duplicates among them) and nothing is committed.
    private static func write(
        _ reader: inout CSVReader, columns: AttendeeColumns, into path: String, problems: inout ImportProblems, facts: [(String, String)]
    ) throws(SQLiteError) -> Int {
        let database = try CSVImport.newDatabase(AttendeeFile.kind, at: path)
        let insert = try database.prepare(AttendeeFile.insertAttendee)
        let earlier = try database.prepare(AttendeeFile.selectEarlier)
        var attendees = 0
        while let record = CSVImport.nextRecord(&reader, problems: &problems) {
            let row: AttendeeRow
            do { row = try AttendeeRow(record: record, columns: columns) } catch {
                problems.add(error)
                continue
            }
            do { try insert.run(row.values) } catch {
                guard error.isConstraint else { throw error }
                insert.reset()
                problems.add(.init(line: record.line, "id \(row.id) is already on line \(try earlierLine(of: row.id, earlier))"))
                continue
            }
            attendees += 1
        }
        try CSVImport.finish(
            database, AttendeeFile.kind, problems: problems, facts: [("format", AttendeeFile.format), ("attendees", String(attendees))] + facts)
        return attendees
    }

    /// The line of the row that took `id` first.
    private static func earlierLine(of id: String, _ earlier: SQLiteStatement) throws(SQLiteError) -> Int64 {
        try earlier.bind([.text(id)])
        defer { earlier.reset() }
        return try earlier.step() ? earlier.integer(0) ?? 0 : 0
    }
}
