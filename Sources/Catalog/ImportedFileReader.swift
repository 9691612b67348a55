// ImportedFileReader: the kiosk's side of a file an import writes (the catalog, the attendee
// list): opened read-only; a new file (an import renamed into place) noticed at the next look and
// switched to without a restart; a file that is not a complete one refused, once, and the one in
// use kept.

/// What the reader says of the file it reads, in its log.
protocol ImportedFileFacts {
    /// When it was imported (ISO 8601).
    var imported: String { get }
    /// `5000 products in EUR, imported … from export.csv`.
    var summary: String { get }
}

final class ImportedFileReader<Facts: ImportedFileFacts> {
    /// What makes a file's facts and its lookup statement from the open database, refusing a
    /// file that is not a complete one of the kind.
    typealias Opening = (SQLiteDatabase) throws(SQLiteError) -> (facts: Facts, select: SQLiteStatement)

    let path: String
    let kind: ImportedFile
    /// The log's word for it (`catalog`, `attendees`) and what waits for a file (`products are
    /// looked up`).
    private let logName: String
    private let waiting: String
    /// Whether a file removed from the path is let go (an attendee list cleared after the show)
    /// rather than read on (a catalog).
    private let letsGoWhenRemoved: Bool
    let log: (String) -> Void
    private let opening: Opening
    private(set) var open: (database: SQLiteDatabase, select: SQLiteStatement, identity: FileIdentity, facts: Facts)?
    /// The identity of a file refused (or `missing`), so it is refused (and logged) once.
    private var refused: FileIdentity?

    init(
        path: String, kind: ImportedFile, logName: String, waiting: String, letsGoWhenRemoved: Bool, log: @escaping (String) -> Void,
        opening: @escaping Opening
    ) {
        self.path = path
        self.kind = kind
        self.logName = logName
        self.waiting = waiting
        self.letsGoWhenRemoved = letsGoWhenRemoved
        self.log = log
        self.opening = opening
        refresh()
    }

    /// Why nothing can be looked up while no file is open.
    var unavailableReason: String {
        refused == nil || refused == FileIdentity.missing ? "no \(kind.noun) at \(path)" : "\(path) is not a complete \(kind.noun)"
    }

    /// Switches to the file now at `path` when it is another than the one open.
    func refresh() {
        guard let identity = FileIdentity(path: path) else {
            if open != nil, letsGoWhenRemoved {
                log("\(logName): \(path) is gone (cleared): \(waiting) no longer")
                open = nil
            } else if open == nil && refused != FileIdentity.missing {
                log("\(logName): no \(kind.noun) at \(path) yet; \(waiting) once one is imported there")
            }
            refused = FileIdentity.missing
            return
        }
        guard identity != open?.identity, identity != refused else { return }
        do {
            let database = try SQLiteDatabase(path: path, readOnly: true)
            let (facts, select) = try opening(database)
            let switched = open != nil
            open = (database, select, identity, facts)
            refused = nil
            log("\(logName): \(switched ? "switched to" : "reading") \(path): \(facts.summary)")
        } catch {
            refused = identity
            let kept = open.map { "; still reading the one imported \($0.facts.imported)" } ?? ""
            log("\(logName): \(path) is not a complete \(kind.noun) (\(error))\(kept)")
        }
    }

    /// A reader of the facts of a file of `kind`, once it is known to be complete and of one of
    /// `formats` (given back).
    static func facts(
        _ database: SQLiteDatabase, kind: ImportedFile, formats: [String]
    ) throws(SQLiteError) -> (format: String, fact: (String) throws(SQLiteError) -> String?) {
        let select = try database.prepare(kind.selectFact)
        func fact(_ name: String) throws(SQLiteError) -> String? {
            try select.bind([.text(name)])
            defer { select.reset() }
            return try select.step() ? select.text(0) : nil
        }
        guard let format = try fact("format"), formats.contains(format) else {
            throw SQLiteError(code: 0, message: "not \(kind.withArticle) of this kiosk's format (\(formats.last ?? ""))")
        }
        guard try fact("complete") == "yes" else { throw SQLiteError(code: 0, message: "the import that wrote it did not finish") }
        return (format, fact)
    }
}
