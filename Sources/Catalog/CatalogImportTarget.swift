// CatalogImportTarget: the catalog's path as an import finds it: only a catalog, or nothing, may
// be replaced; the import's lock beside it, and the temporaries of killed imports removed.
import CSQLite
import Glibc
import SystemCall

/// Checked before anything is written, and held until the import ends (`release`):
///
/// - What is at the path: nothing, or a regular file that is a catalog: an SQLite database with
///   KioskScan's `application_id` (`CatalogFile.applicationID`) or, written by a version before
///   it set one, with a `format` fact of `kioskscan-catalog`. A symbolic link is refused, never
///   followed (the rename would replace the link, and the file the kiosk reads through it would
///   stay as it was); so are a folder, a device node, a pipe, the CSV file itself, and any other
///   file, which the rename would destroy.
/// - The lock: `.NAME.import.lock` beside the catalog, `flock`ed for the whole import, so two
///   imports into one catalog never run at once (a second one is refused). A lock, rather than
///   the pid in the temporary's name and a liveness check: a pid is reused, and a process in
///   another pid namespace (a container sharing the folder) has pids this one cannot see. The
///   kernel releases the lock when its import dies however it dies, so a temporary found while
///   holding it belongs to no live import.
/// - The temporaries: `.NAME.import-PID` beside the catalog; those left by killed imports are
///   removed (`removedTemporaries`).
final class CatalogImportTarget {
    let path: String
    /// The catalog's folder: `.` for a path without one.
    let folder: String
    let name: String
    /// What an import finds at the catalog's path.
    enum Found {
        case nothing
        /// A catalog: which file, and how many products it holds (nil when it does not say).
        case catalog(FileIdentity?, products: Int?)

        var identity: FileIdentity? { if case .catalog(let identity, _) = self { identity } else { nil } }
    }
    let found: Found
    /// Temporaries of killed imports, removed.
    private(set) var removedTemporaries: [String] = []
    private let lockPath: String
    private var lock: Int32

    /// The new catalog, written beside the old one.
    var temporary: String { PathName.join(folder, Self.temporaryPrefix(name) + String(getpid())) }

    init(path: String, source: String) throws(CatalogImportError) {
        self.path = path
        name = PathName.lastComponent(path)
        let folder = PathName.folder(of: path)
        self.folder = folder.isEmpty ? "." : folder
        lockPath = PathName.join(self.folder, ".\(name).import.lock")
        lock = try Self.lock(lockPath, catalog: path, source: source)
        do {
            found = try Self.check(path, source: source)
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
    func checkUnchanged(source: String) throws(CatalogImportError) {
        guard FileIdentity(linkAt: path) != found.identity else { return }
        throw CatalogImportError(source: source, failure: "\(CatalogImportError.shown(path)) changed while the file was imported", leftAsItIs: path)
    }

    static func temporaryPrefix(_ name: String) -> String { ".\(name).import-" }

    // MARK: what is at the path

    /// What is at `path`: nothing, or a catalog.
    private static func check(_ path: String, source: String) throws(CatalogImportError) -> Found {
        let shown = CatalogImportError.shown(path)
        func refuse(_ why: String) -> CatalogImportError { CatalogImportError(source: source, failure: why, leftAsItIs: path) }
        var status = stat()
        guard lstat(path, &status) == 0 else {
            let error = errno
            if error == ENOENT { return .nothing }
            throw refuse(SystemError("lstat", errno: error, object: shown).description)
        }
        switch status.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFLNK: throw refuse("\(shown) is a symbolic link: give the catalog's own path (a link there is neither followed nor replaced)")
        case S_IFDIR: throw refuse("\(shown) is a folder, not a catalog file")
        case S_IFCHR, S_IFBLK: throw refuse("\(shown) is a device, not a catalog file")
        case S_IFIFO: throw refuse("\(shown) is a named pipe, not a catalog file")
        default: throw refuse("\(shown) is not a regular file, not a catalog file")
        }
        func notACatalog(_ why: String) -> CatalogImportError {
            refuse("\(shown) is not a KioskScan catalog (\(why)): give the catalog's path, or one where nothing is yet")
        }
        var csv = stat()
        if stat(source, &csv) == 0, csv.st_dev == status.st_dev, csv.st_ino == status.st_ino {
            throw notACatalog("it is the CSV file being imported")
        }
        let identity = FileIdentity(linkAt: path)
        let database: SQLiteDatabase
        let applicationID: Int64
        do {
            database = try SQLiteDatabase(path: path, readOnly: true, followsLinks: false)
            applicationID = try integer(database, "PRAGMA application_id") ?? 0
        } catch {
            throw notACatalog("not an SQLite database: \(error)")
        }
        if applicationID != CatalogFile.applicationID {
            guard applicationID == 0 else { throw notACatalog("an SQLite database of another kind: its application_id is \(applicationID)") }
            // A catalog of a version before the application_id: its format fact says.
            guard let format = try? fact(database, "format"), format.hasPrefix(CatalogFile.formatName) else {
                throw notACatalog("an SQLite database of another kind: it has no catalog format fact")
            }
        }
        let products =
            (try? fact(database, "products")).flatMap { Int($0) } ?? (try? integer(database, "SELECT count(*) FROM product")).map { Int($0) }
        return .catalog(identity, products: products)
    }

    private static func integer(_ database: SQLiteDatabase, _ sql: String) throws(SQLiteError) -> Int64? {
        let statement = try database.prepare(sql)
        return try statement.step() ? statement.integer(0) : nil
    }

    private static func fact(_ database: SQLiteDatabase, _ name: String) throws(SQLiteError) -> String? {
        let statement = try database.prepare(CatalogFile.selectFact)
        try statement.bind([.text(name)])
        return try statement.step() ? statement.text(0) : nil
    }

    // MARK: the lock and the temporaries

    private static func lock(_ lockPath: String, catalog: String, source: String) throws(CatalogImportError) -> Int32 {
        func failure(_ why: String) -> CatalogImportError { CatalogImportError(source: source, failure: why) }
        let shown = CatalogImportError.shown(lockPath)
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
                    throw failure("another import into \(CatalogImportError.shown(catalog)) is under way (it holds \(shown))")
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
