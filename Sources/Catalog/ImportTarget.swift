// ImportTarget: the path an import writes to (the catalog's, the attendee list's) as the import
// finds it: only a file of that kind, or nothing, may be replaced; the import's lock beside it,
// and the temporaries of killed imports removed.
import CSQLite
import Glibc
import SystemCall

/// Checked before anything is written, and held until the import ends (`release`):
///
/// - What is at the path: nothing, or a regular file of the import's kind (`ImportedFile`): an
///   SQLite database with its `application_id` (`CatalogFile.applicationID`) or, written by a
///   version before it set one, with a `format` fact of its format name (`kioskscan-catalog`).
///   A symbolic link is refused, never followed (the rename would replace the link, and the
///   file the kiosk reads through it would stay as it was); so are a folder, a device node, a
///   pipe, the CSV file itself, and any other file, which the rename would destroy.
/// - The lock: `.NAME.import.lock` beside the file, `flock`ed for the whole import, so two
///   imports into one file never run at once (a second one is refused). A lock, rather than
///   the pid in the temporary's name and a liveness check: a pid is reused, and a process in
///   another pid namespace (a container sharing the folder) has pids this one cannot see. The
///   kernel releases the lock when its import dies however it dies, so a temporary found while
///   holding it belongs to no live import.
/// - The temporaries: `.NAME.import-PID` beside the file; those left by killed imports are
///   removed (`removedTemporaries`).
final class ImportTarget {
    let path: String
    let kind: ImportedFile
    /// The file's folder: `.` for a path without one.
    let folder: String
    let name: String
    /// What an import finds at the path.
    enum Found {
        case nothing
        /// A file of the kind: which file, and how many rows it holds (nil when it does not say).
        case file(FileIdentity?, rows: Int?)

        var identity: FileIdentity? { if case .file(let identity, _) = self { identity } else { nil } }
    }
    let found: Found
    /// Temporaries of killed imports, removed.
    private(set) var removedTemporaries: [String] = []
    private let lockPath: String
    private var lock: Int32

    /// The new file, written beside the old one.
    var temporary: String { PathName.join(folder, Self.temporaryPrefix(name) + String(getpid())) }

    /// `csv`: the file being imported, which is never the target; nil when nothing is imported
    /// (`attendees clear`), and errors then name the path itself.
    init(path: String, kind: ImportedFile, source csv: String?) throws(ImportError) {
        let source = csv ?? path
        self.path = path
        self.kind = kind
        name = PathName.lastComponent(path)
        let folder = PathName.folder(of: path)
        self.folder = folder.isEmpty ? "." : folder
        lockPath = PathName.join(self.folder, ".\(name).import.lock")
        lock = try Self.lock(lockPath, target: path, kind: kind, source: source)
        do {
            found = try Self.check(path, kind: kind, source: source, importing: csv != nil)
        } catch {
            Self.unlock(lock, lockPath)
            lock = -1
            throw error
        }
        removeStaleTemporaries()
    }

    deinit { release() }

    /// Ends the import: the lock file goes (while still locked: an import that opened it
    /// meanwhile sees it is no longer the one at its path), then the lock.
    func release() {
        guard lock >= 0 else { return }
        Self.unlock(lock, lockPath)
        lock = -1
    }

    /// Just before the rename: the path still names what was checked (no import can have
    /// changed it, but another program could have).
    func checkUnchanged(source: String) throws(ImportError) {
        guard FileIdentity(linkAt: path) != found.identity else { return }
        throw ImportError(
            kind: kind, source: source, failure: "\(ImportError.shown(path)) changed while the file was imported", leftAsItIs: path)
    }

    static func temporaryPrefix(_ name: String) -> String { ".\(name).import-" }

    // MARK: what is at the path

    /// What is at `path`: nothing, or a file of the kind.
    private static func check(_ path: String, kind: ImportedFile, source: String, importing: Bool) throws(ImportError) -> Found {
        let shown = ImportError.shown(path)
        let noun = kind.noun
        func refuse(_ why: String) -> ImportError { ImportError(kind: kind, source: source, failure: why, leftAsItIs: path) }
        var status = stat()
        guard lstat(path, &status) == 0 else {
            let error = errno
            if error == ENOENT { return .nothing }
            throw refuse(SystemError("lstat", errno: error, object: shown).description)
        }
        switch status.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFLNK: throw refuse("\(shown) is a symbolic link: give the \(noun)'s own path (a link there is neither followed nor replaced)")
        case S_IFDIR: throw refuse("\(shown) is a folder, not \(kind.withArticle) file")
        case S_IFCHR, S_IFBLK: throw refuse("\(shown) is a device, not \(kind.withArticle) file")
        case S_IFIFO: throw refuse("\(shown) is a named pipe, not \(kind.withArticle) file")
        default: throw refuse("\(shown) is not a regular file, not \(kind.withArticle) file")
        }
        func notOfTheKind(_ why: String) -> ImportError {
            refuse("\(shown) is not a KioskScan \(noun) (\(why)): give the \(noun)'s path, or one where nothing is yet")
        }
        var csv = stat()
        if importing, stat(source, &csv) == 0, csv.st_dev == status.st_dev, csv.st_ino == status.st_ino {
            throw notOfTheKind("it is the CSV file being imported")
        }
        let identity = FileIdentity(linkAt: path)
        let database: SQLiteDatabase
        let applicationID: Int64
        do {
            database = try SQLiteDatabase(path: path, readOnly: true, followsLinks: false)
            applicationID = try integer(database, "PRAGMA application_id") ?? 0
        } catch {
            throw notOfTheKind("not an SQLite database: \(error)")
        }
        if applicationID != kind.applicationID {
            guard applicationID == 0 else { throw notOfTheKind("an SQLite database of another kind: its application_id is \(applicationID)") }
            // A file of a version before the application_id: its format fact says.
            guard let format = try? fact(database, "format", of: kind), format.hasPrefix(kind.formatName) else {
                throw notOfTheKind("an SQLite database of another kind: it has no \(noun) format fact")
            }
        }
        let counted = (try? integer(database, "SELECT count(*) FROM \(kind.table)")).map { Int($0) }
        let rows = (try? fact(database, kind.countFact, of: kind)).flatMap { Int($0) } ?? counted
        return .file(identity, rows: rows)
    }

    private static func integer(_ database: SQLiteDatabase, _ sql: String) throws(SQLiteError) -> Int64? {
        let statement = try database.prepare(sql)
        return try statement.step() ? statement.integer(0) : nil
    }

    private static func fact(_ database: SQLiteDatabase, _ name: String, of kind: ImportedFile) throws(SQLiteError) -> String? {
        let statement = try database.prepare(kind.selectFact)
        try statement.bind([.text(name)])
        return try statement.step() ? statement.text(0) : nil
    }

    // MARK: the lock and the temporaries

    private static func lock(_ lockPath: String, target: String, kind: ImportedFile, source: String) throws(ImportError) -> Int32 {
        func failure(_ why: String) -> ImportError { ImportError(kind: kind, source: source, failure: why) }
        let shown = ImportError.shown(lockPath)
        // Three tries: each time the file was removed between its open and its flock (the import
        // holding it ended), the next is the one at its path.
        for _ in 0..<3 {
            // Read-only and readable by all: flock needs no more, and an import run later by
            // another user (root after the kiosk's user) can still take a lock file left behind.
            let fd = open(lockPath, O_RDONLY | O_CREAT | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC, 0o644)
            guard fd >= 0 else { throw failure(SystemError("open", object: shown).description) }
            var opened = stat()
            guard fstat(fd, &opened) == 0, opened.st_mode & S_IFMT == S_IFREG else {
                close(fd)
                throw failure("\(shown), the import's lock, is not a regular file")
            }
            guard flock(fd, LOCK_EX | LOCK_NB) == 0 else {
                let error = errno
                close(fd)
                if error == EWOULDBLOCK {
                    throw failure("another import into \(ImportError.shown(target)) is under way (it holds \(shown))")
                }
                throw failure(SystemError("flock", errno: error, object: shown).description)
            }
            var named = stat()
            if lstat(lockPath, &named) == 0, named.st_dev == opened.st_dev, named.st_ino == opened.st_ino { return fd }
            close(fd)
        }
        throw failure("cannot hold \(shown): it is replaced as fast as it is opened")
    }

    private static func unlock(_ fd: Int32, _ lockPath: String) {
        unlink(lockPath)
        close(fd)
    }

    /// With the lock held no live import writes a temporary here: each one found was left by an
    /// import killed before it could remove it (a temporary of this process's pid, by an earlier
    /// process of the same pid, too).
    private func removeStaleTemporaries() {
        let prefix = Self.temporaryPrefix(name)
        guard let names = try? Folder.names(in: folder) else { return }
        for entry in names where entry.hasPrefix(prefix) {
            let pid = entry.dropFirst(prefix.count)
            guard !pid.isEmpty, pid.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) else { continue }
            let stale = PathName.join(folder, entry)
            var status = stat()
            guard lstat(stale, &status) == 0, status.st_mode & S_IFMT == S_IFREG, unlink(stale) == 0 else { continue }
            removedTemporaries.append(stale)
        }
    }

    /// Forces a file's or folder's content to the disk (before a rename makes a new file the
    /// one in use, and after it).
    static func sync(_ path: String) throws(SystemError) {
        let fd = try SystemError.check("open", object: path) { open(path, O_RDONLY | O_CLOEXEC) }
        defer { close(fd) }
        _ = try SystemError.check("fsync", object: path) { fsync(fd) }
    }
}

extension FileIdentity {
    /// What is at `path` itself, a link not followed; nil when nothing is.
    init?(linkAt path: String) {
        var status = stat()
        guard lstat(path, &status) == 0 else { return nil }
        self.init(
            device: UInt64(status.st_dev), inode: UInt64(status.st_ino), size: Int64(status.st_size), modified: Int64(status.st_mtim.tv_sec),
            modifiedNanoseconds: Int64(status.st_mtim.tv_nsec))
    }
}
