// SQLiteDatabase: the little of SQLite's C API the catalog uses (Debian's libsqlite3): open,
// run SQL, prepared statements with text and integer values. Errors carry SQLite's own message.
import CSQLite

/// A failed SQLite call: what was being done and SQLite's message.
public struct SQLiteError: Error, CustomStringConvertible, Equatable, Sendable {
    public let code: Int32
    public let message: String
    public init(code: Int32, message: String) {
        self.code = code
        self.message = message
    }
    public var description: String { message }

    /// Whether a constraint failed (a key already taken).
    public var isConstraint: Bool { code & 0xFF == SQLITE_CONSTRAINT }
}

/// One connection. Not shared between threads.
public final class SQLiteDatabase {
    let handle: OpaquePointer

    /// `readOnly`: the kiosk's side, which never writes and never creates a file. Without
    /// `followsLinks`, a symbolic link at `path` is refused (SQLITE_OPEN_NOFOLLOW, SQLite 3.31):
    /// the import's side, which must not write through one.
    public init(path: String, readOnly: Bool, followsLinks: Bool = true) throws(SQLiteError) {
        var handle: OpaquePointer?
        var flags = readOnly ? SQLITE_OPEN_READONLY : (SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE)
        if !followsLinks { flags |= SQLITE_OPEN_NOFOLLOW }
        let status = sqlite3_open_v2(path, &handle, flags | SQLITE_OPEN_NOMUTEX, nil)
        guard status == SQLITE_OK, let handle else {
            let message = handle.map { String(cString: sqlite3_errmsg($0)) } ?? "out of memory"
            sqlite3_close(handle)
            throw SQLiteError(code: status, message: "\(path): \(message)")
        }
        self.handle = handle
    }

    deinit { sqlite3_close(handle) }

    /// Runs SQL that returns no rows (several statements allowed).
    public func execute(_ sql: String) throws(SQLiteError) {
        var message: UnsafeMutablePointer<CChar>?
        let status = sqlite3_exec(handle, sql, nil, nil, &message)
        guard status == SQLITE_OK else {
            let text = message.map { String(cString: $0) } ?? String(cString: sqlite3_errstr(status))
            sqlite3_free(message)
            throw SQLiteError(code: status, message: text)
        }
    }

    public func prepare(_ sql: String) throws(SQLiteError) -> SQLiteStatement {
        var statement: OpaquePointer?
        let status = sqlite3_prepare_v3(handle, sql, -1, UInt32(SQLITE_PREPARE_PERSISTENT), &statement, nil)
        guard status == SQLITE_OK, let statement else { throw error(status) }
        return SQLiteStatement(statement, database: self)
    }

    func error(_ status: Int32) -> SQLiteError { SQLiteError(code: status, message: String(cString: sqlite3_errmsg(handle))) }
}

/// A prepared statement: bind, step, read columns, reset.
public final class SQLiteStatement {
    let statement: OpaquePointer
    let database: SQLiteDatabase

    init(_ statement: OpaquePointer, database: SQLiteDatabase) {
        self.statement = statement
        self.database = database
    }

    deinit { sqlite3_finalize(statement) }

    /// Binds `values` to ?1, ?2… (nil binds NULL).
    public func bind(_ values: [SQLiteValue?]) throws(SQLiteError) {
        sqlite3_reset(statement)
        sqlite3_clear_bindings(statement)
        for (offset, value) in values.enumerated() {
            let index = Int32(offset + 1)
            let status: Int32
            switch value {
            case nil: status = sqlite3_bind_null(statement, index)
            case .integer(let number): status = sqlite3_bind_int64(statement, index, number)
            case .text(let text): status = sqlite3_bind_text(statement, index, text, -1, kiosk_sqlite_transient())
            }
            guard status == SQLITE_OK else { throw database.error(status) }
        }
    }

    /// Steps once: true while there is a row to read.
    public func step() throws(SQLiteError) -> Bool {
        let status = sqlite3_step(statement)
        switch status {
        case SQLITE_ROW: return true
        case SQLITE_DONE: return false
        default: throw database.error(status)
        }
    }

    /// Runs a statement that returns no rows.
    public func run(_ values: [SQLiteValue?]) throws(SQLiteError) {
        try bind(values)
        _ = try step()
        sqlite3_reset(statement)
    }

    public func text(_ column: Int32) -> String? {
        guard sqlite3_column_type(statement, column) != SQLITE_NULL, let pointer = sqlite3_column_text(statement, column) else { return nil }
        return String(cString: pointer)
    }

    public func integer(_ column: Int32) -> Int64? {
        sqlite3_column_type(statement, column) == SQLITE_NULL ? nil : sqlite3_column_int64(statement, column)
    }

    /// Ends the current read, releasing the statement's lock on the file.
    public func reset() { sqlite3_reset(statement) }
}

/// A value bound to a statement.
public enum SQLiteValue: Sendable, Equatable {
    case integer(Int64)
    case text(String)
}
