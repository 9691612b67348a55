// Outbox: every capture on disk, written durably before any delivery is tried, marked delivered
// per destination; the History is read from the same file.
import FoundationEssentials
import Glibc
import SystemCall
import Wire

/// An append-only file of JSON lines, one writer (the loop's thread):
///
///     {"event":"destinations","to":["https://example.com/scans","mqtt://broker:1883"]}
///     {"event":"capture","id":"4f0c…","kiosk":"…","number":1,"symbology":"qr","text":"…","time":2.1,"date":"…"}
///     {"event":"delivered","id":"4f0c…","to":"mqtt://broker:1883"}
///     {"event":"rejected","id":"4f0c…","reason":"HTTP status 400: …","to":"https://example.com/scans"}
///
/// A capture is for the destinations of the last `destinations` line before it (one is written
/// at start when the configured set differs from the file's), and is delivered to one when a
/// `delivered` line names both. A destination that refused a capture for good (`rejected`, with
/// its answer) is not owed it any more either. Lines without an id (history files of earlier versions) are
/// History only.
///
/// Durability: a capture's line is written with one `write` and `fdatasync`ed before `add`
/// returns, so nothing is delivered that a power cut could take back. `delivered` lines are not
/// synced: one lost means one delivery more, never one less (delivery is at least once). A torn
/// tail (a power cut mid-write) is cut off at open, so the next line starts on a line of its
/// own; the torn capture had not been acknowledged, since delivery starts only after the sync.
/// A last line that is whole but lacks its newline (a hand edit) is kept, and given one. A
/// write that fails (a full disk, a failing card) is cut back off, so the file still ends on a
/// whole line and the next capture's line is not glued to a fragment; the caller keeps the
/// capture and tries again.
///
/// One kiosk per file: the file is locked (`flock`, exclusive) for as long as the outbox is
/// open, so a second kiosk given the same path is refused at start instead of rewriting the
/// file under the first. A file that is not a history file (whole lines and none of them an
/// event, or a last line that is not the start of one) is refused unchanged.
///
/// Bounded: the file keeps the newest `limit` captures, delivered or not, and beyond those the
/// captures still owed to a configured destination, up to `limit` more; once it holds a quarter
/// more than that, it is rewritten (to a temporary file, synced, renamed over) with only those.
/// An undelivered capture that falls out that way is counted in the log.
///
/// Memory: a capture is kept as a small fixed-size record (where its line is in the file, its
/// id, date and what was delivered), in one array; the lines themselves are read back from the
/// file when they are needed (at start, when the file is rewritten). Keeping each capture as
/// strings and sets (id, line, text, bytes: half a dozen small allocations each) scattered them
/// between the short-lived allocations of the captures that followed, each pinning heap pages:
/// with the History rows kept the same way, 10,000 captures in a row grew a kiosk by 15.5 MiB
/// (docs/performance.md, "Memory"); with both flat, by 3.
public final class Outbox {
    /// Destinations a capture can be for: a capture's `delivered` is one bit each.
    public static let maxDestinations = 64

    /// A capture's id as kept in memory: the lowercase UUID this kiosk writes (16 bytes, no
    /// allocation), or the text of any other id (a hand edit, another program's line).
    enum CaptureID: Hashable {
        case uuid(UUID)
        case text(String)

        init(_ id: String) {
            if id.utf8.count == 36, let uuid = UUID(uuidString: id), uuid.uuidString.lowercased() == id {
                self = .uuid(uuid)
            } else {
                self = .text(id)
            }
        }
    }

    struct Record {
        /// Where its line is in the file (without the newline).
        var offset: Int
        var length: Int
        var id: CaptureID?
        /// The capture's wall-clock time in seconds since 1970, NaN when it had none.
        var date: Double
        /// Index into `destinationSets`: the destinations it is for.
        var destinations: Int
        /// Bit i: delivered to `destinationSets[destinations][i]`.
        var delivered: UInt64
    }

    public let path: String
    public let limit: Int
    /// The destinations configured now.
    public let destinations: [String]
    var fd: Int32
    /// Where the file's last whole line ends, when a failed write left bytes after it that
    /// could not be cut off at once: cut before the next line is written.
    var leftoverFrom: Int?
    var records: [Record] = []
    var position: [CaptureID: Int] = [:]
    /// The destinations that refused a capture for good, with their answers, by capture (few:
    /// a refusal is an error someone fixes). Its `delivered` bit is set too: nothing is owed.
    var rejections: [CaptureID: [String: String]] = [:]
    /// Every set of destinations a capture has been for (a handful: one per configuration seen).
    var destinationSets: [[String]] = [[]]
    /// Destinations named by the last `destinations` line.
    var fileDestinations: [String] = []
    let log: (String) -> Void
    /// Whether the file named a destination with secrets in its URL (see `redacted`).
    var namedSecrets = false

    /// Lines that were not readable at open (hand edits, foreign lines), and the bytes of a
    /// torn last line cut off.
    public internal(set) var skippedLines = 0
    public internal(set) var tornBytes = 0
    /// Undelivered captures dropped by the bound since open.
    public internal(set) var droppedUndelivered = 0

    /// Opens (creating it and its folder) the file at `path`. A path that is a FIFO, a
    /// directory or anything but a regular file, or that cannot be written, is refused here,
    /// before the kiosk starts (opening a FIFO for writing would wait for a reader forever).
    public init(path: String, destinations: [String], limit: Int = 10_000, log: @escaping (String) -> Void) throws(DeliveryError) {
        guard destinations.count <= Self.maxDestinations else {
            throw DeliveryError("\(destinations.count) destinations: the kiosk delivers to at most \(Self.maxDestinations)")
        }
        self.path = path
        self.limit = max(limit, 1)
        self.destinations = destinations
        self.log = log
        var info = stat()
        if stat(path, &info) == 0 {
            try Self.requireRegular(info, path)
        } else if errno == ENOENT {
            let folder = PathName.folder(of: path)
            if !folder.isEmpty {
                do throws(SystemError) { try Folder.create(folder) } catch {
                    throw DeliveryError("history file \(path): cannot create its folder \(folder): \(error.reason)", cause: error)
                }
            }
        }
        fd = try Self.openLocked(path)
        do {
            try SystemError.check("fstat", object: path) { fstat(fd, &info) }
            try Self.requireRegular(info, path)
            try load()
            Self.syncFolder(of: path)
            if records.count > compactionThreshold || namedSecrets {
                if namedSecrets { log("history: \(path) named destinations with their secrets (an earlier version): rewritten without them") }
                try compact()
            }
            if destinations != fileDestinations { try writeDestinations() }
        } catch let error as DeliveryError {
            close(fd)
            throw error
        } catch {
            close(fd)
            throw DeliveryError("history file \(path): \(error)")
        }
    }

    /// Opens the file at `path` for appending and locks it: refused when another kiosk holds
    /// it. The lock is on the file the path names now: should it have been replaced between the
    /// open and the lock (the other kiosk rewrote it), the new one is opened and locked instead.
    static func openLocked(_ path: String) throws(DeliveryError) -> Int32 {
        while true {
            // O_NONBLOCK: should a FIFO appear between the check and the open, the open does not
            // wait for a reader (it fails with ENXIO, or the check that follows refuses it).
            let fd: Int32
            do throws(SystemError) {
                // 0600: captures are the shop's business (the mode an existing file has is kept).
                fd = try SystemError.check("open", object: path) { open(path, O_RDWR | O_APPEND | O_CREAT | O_CLOEXEC | O_NONBLOCK, 0o600) }
            } catch { throw DeliveryError("history file \(path) cannot be opened for writing: \(error)", cause: error) }
            var info = stat()
            if fstat(fd, &info) == 0, info.st_mode & S_IFMT != S_IFREG {
                close(fd)
                try requireRegular(info, path)
            }
            do throws(SystemError) {
                try SystemError.check("flock", object: path) { flock(fd, LOCK_EX | LOCK_NB) }
            } catch {
                close(fd)
                if error.errno == EWOULDBLOCK {
                    throw DeliveryError(
                        "history file \(path) is in use by another kiosk (it holds the file's lock): give each kiosk a history file of its own",
                        cause: error)
                }
                throw DeliveryError("history file \(path) cannot be locked: \(error)", cause: error)
            }
            var named = stat()
            if stat(path, &named) == 0, named.st_dev == info.st_dev, named.st_ino == info.st_ino { return fd }
            close(fd)
        }
    }

    deinit { close(fd) }

    static func requireRegular(_ info: stat, _ path: String) throws(DeliveryError) {
        let kind: String
        switch info.st_mode & S_IFMT {
        case S_IFREG: return
        case S_IFIFO: kind = "a FIFO"
        case S_IFDIR: kind = "a directory"
        case S_IFCHR: kind = "a character device"
        case S_IFBLK: kind = "a block device"
        case S_IFSOCK: kind = "a socket"
        default: kind = "not a regular file"
        }
        throw DeliveryError("history file \(path) is \(kind): give the path of a regular file (it is created when missing)")
    }

    /// Syncs the folder, so a newly created or renamed file is still there after a power cut.
    static func syncFolder(of path: String) {
        let folder = PathName.folder(of: path)
        let descriptor = open(folder.isEmpty ? "." : folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { return }
        fsync(descriptor)
        close(descriptor)
    }

    var compactionThreshold: Int { 2 * limit + max(limit / 2, 1) }

    // MARK: writing

    /// Writes `line` and a newline at the end of the file; returns the offset it starts at.
    /// When the write or the sync fails (a full disk: a short write, then ENOSPC), what it wrote
    /// is cut off again, so the file ends on its last whole line, as before the call.
    @discardableResult
    func append(_ line: String, sync: Bool) throws(SystemError) -> Int {
        let bytes = Array((line + "\n").utf8)
        if let leftoverFrom {
            try SystemError.check("ftruncate", object: path) { ftruncate(fd, off_t(leftoverFrom)) }
            self.leftoverFrom = nil
        }
        var info = stat()
        try SystemError.check("fstat", object: path) { fstat(fd, &info) }
        let start = Int(info.st_size)
        do throws(SystemError) {
            // One write normally; a short write is continued, and the next one says why it was short.
            try RegularFile.writeWhole(bytes[...], to: fd, object: path)
            if sync { try SystemError.check("fdatasync", object: path) { fdatasync(fd) } }
        } catch {
            // Cutting a file shorter needs no space; should it fail all the same, it is done
            // before the next line is written.
            if ftruncate(fd, off_t(start)) != 0 { leftoverFrom = start }
            throw error
        }
        return start
    }

    /// The line of a `destinations` event.
    static func destinationsLine(_ names: [String]) -> String {
        JSON.object([("event", .string("destinations")), ("to", .array(names.map(JSON.string)))]).serialized
    }

    /// The line of a `rejected` event.
    static func rejectedLine(id: String, to destination: String, answer: String) -> String {
        JSON.object([("event", .string("rejected")), ("id", .string(id)), ("reason", .string(answer)), ("to", .string(destination))]).serialized
    }

    /// The line of a `delivered` event.
    static func deliveredLine(id: String, to destination: String) -> String {
        JSON.object([("event", .string("delivered")), ("id", .string(id)), ("to", .string(destination))]).serialized
    }

    func writeDestinations() throws(SystemError) {
        try append(Self.destinationsLine(destinations), sync: true)
        fileDestinations = destinations
    }

    /// Writes a capture's line and syncs it; from then on it is owed to every configured
    /// destination. Throws when the line could not be made durable (the caller still has it).
    @discardableResult
    public func add(_ line: String) throws(DeliveryError) -> OutboxEntry {
        guard let entry = OutboxEntry(line: line), let id = entry.id else {
            throw DeliveryError("history file \(path): not a capture line with an id: \(line.prefix(80))")
        }
        let offset: Int
        do throws(SystemError) { offset = try append(line, sync: true) } catch {
            throw DeliveryError("history file \(path): \(error)", cause: error)
        }
        let key = CaptureID(id)
        position[key] = records.count
        records.append(
            Record(
                offset: offset, length: line.utf8.count, id: key, date: entry.date?.timeIntervalSince1970 ?? .nan,
                destinations: set(of: destinations), delivered: 0))
        if records.count > compactionThreshold {
            do { try compact() } catch { log("history: rewriting \(path) failed: \(error); it goes on growing") }
        }
        return entry
    }

    /// Notes that capture `id` reached `destination`.
    public func markDelivered(_ id: String, to destination: String) {
        guard let index = position[CaptureID(id)], mark(index, deliveredTo: destination) else { return }
        do { try append(Self.deliveredLine(id: id, to: destination), sync: false) } catch {
            log("history: cannot note a delivery in \(path): \(error) (it will be delivered again after a restart)")
        }
    }

    /// Notes that `destination` refused capture `id` for good, with its `answer`: it is not
    /// owed there any more (synced: a refusal forgotten would be sent, and refused, again).
    public func markRejected(_ id: String, to destination: String, answer: String) {
        let key = CaptureID(id)
        guard let index = position[key], mark(index, deliveredTo: destination) else { return }
        rejections[key, default: [:]][destination] = answer
        do { try append(Self.rejectedLine(id: id, to: destination, answer: answer), sync: true) } catch {
            log("history: cannot note a refusal in \(path): \(error) (it will be sent again after a restart)")
        }
    }

    /// Whether `destination` refused capture `id` for good.
    public func isRejected(_ id: String, to destination: String) -> Bool { rejections[CaptureID(id)]?[destination] != nil }

    /// Captures in the file some destination refused for good.
    public var rejected: Int { rejections.count }

    // MARK: what is owed

    func pendingDestinations(of record: Record) -> [String] {
        guard record.id != nil else { return [] }
        return destinationSets[record.destinations].filter { !isDelivered(record, to: $0) && destinations.contains($0) }
    }

    /// The captures not yet delivered to `destination`, oldest first (read back from the file).
    public func pending(for destination: String) -> [OutboxEntry] {
        let owed = records.filter {
            $0.id != nil && destinationSets[$0.destinations].contains(destination) && !isDelivered($0, to: destination)
        }
        guard !owed.isEmpty else { return [] }
        return (lines(of: owed) ?? []).compactMap { OutboxEntry(line: $0) }
    }

    /// Whether capture `id` has reached `destination`.
    public func isDelivered(_ id: String, to destination: String) -> Bool {
        guard let index = position[CaptureID(id)] else { return false }
        return isDelivered(records[index], to: destination)
    }

    /// Captures still owed to at least one configured destination.
    public var backlog: Int { records.reduce(0) { $0 + (pendingDestinations(of: $1).isEmpty ? 0 : 1) } }

    /// Captures owed to destinations no longer configured (they are not delivered any more).
    public var abandoned: [String: Int] {
        var counts: [String: Int] = [:]
        for record in records where record.id != nil {
            for destination in destinationSets[record.destinations]
            where !isDelivered(record, to: destination) && !destinations.contains(destination) {
                counts[destination, default: 0] += 1
            }
        }
        return counts
    }

    /// Every capture in the file, oldest first: what the History lists (read back from the file).
    public var entries: [OutboxEntry] { (lines(of: records) ?? []).compactMap { OutboxEntry(line: $0) } }

    /// Captures made since `start` (wall-clock; captures without a date do not count).
    public func count(since start: Date) -> Int {
        let since = start.timeIntervalSince1970
        return records.reduce(0) { $0 + ($1.date >= since ? 1 : 0) }
    }
}
