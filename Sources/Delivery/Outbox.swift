// Outbox: every capture on disk, written durably before any delivery is tried, marked delivered
// per destination; the History is read from the same file.
import Foundation
import Glibc
import SystemCall

/// An append-only file of JSON lines, one writer (the loop's thread):
///
///     {"event":"destinations","to":["https://example.com/scans","mqtt://broker:1883"]}
///     {"event":"capture","id":"4f0c…","kiosk":"…","number":1,"symbology":"qr","text":"…","time":2.1,"date":"…"}
///     {"event":"delivered","id":"4f0c…","to":"mqtt://broker:1883"}
///
/// A capture is for the destinations of the last `destinations` line before it (one is written
/// at start when the configured set differs from the file's), and is delivered to one when a
/// `delivered` line names both. Lines without an id (history files of earlier versions) are
/// History only.
///
/// Durability: a capture's line is written with one `write` and `fdatasync`ed before `add`
/// returns, so nothing is delivered that a power cut could take back. `delivered` lines are not
/// synced: one lost means one delivery more, never one less (delivery is at least once). A torn
/// tail (a power cut mid-write) is cut off at open, so the next line starts on a line of its
/// own; the torn capture had not been acknowledged, since delivery starts only after the sync.
///
/// Bounded: the file keeps the newest `limit` captures, delivered or not, and beyond those the
/// captures still owed to a configured destination, up to `limit` more; once it holds a quarter
/// more than that, it is rewritten (to a temporary file, synced, renamed over) with only those.
/// An undelivered capture that falls out that way is counted in the log.
public final class Outbox {
    struct Record {
        var entry: OutboxEntry
        /// The destinations it is for (their names).
        var destinations: [String]
        var delivered: Set<String>
    }

    public let path: String
    public let limit: Int
    /// The destinations configured now.
    public let destinations: [String]
    private var fd: Int32
    private(set) var records: [Record] = []
    private var position: [String: Int] = [:]
    /// Destinations named by the last `destinations` line.
    private var fileDestinations: [String] = []
    private let log: (String) -> Void

    /// Lines that were not readable at open (hand edits, foreign lines), and the bytes of a
    /// torn last line cut off.
    public private(set) var skippedLines = 0
    public private(set) var tornBytes = 0
    /// Undelivered captures dropped by the bound since open.
    public private(set) var droppedUndelivered = 0

    /// Opens (creating it and its folder) the file at `path`. A path that is a FIFO, a
    /// directory or anything but a regular file, or that cannot be written, is refused here,
    /// before the kiosk starts (opening a FIFO for writing would wait for a reader forever).
    public init(path: String, destinations: [String], limit: Int = 10_000, log: @escaping (String) -> Void) throws(DeliveryError) {
        self.path = path
        self.limit = max(limit, 1)
        self.destinations = destinations
        self.log = log
        var info = stat()
        if stat(path, &info) == 0 {
            try Self.requireRegular(info, path)
        } else if errno == ENOENT {
            let folder = (path as NSString).deletingLastPathComponent
            if !folder.isEmpty {
                do { try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true) } catch {
                    throw DeliveryError("history file \(path): cannot create its folder \(folder): \(error.localizedDescription)")
                }
            }
        }
        // O_NONBLOCK: should a FIFO appear between the check and the open, the open does not
        // wait for a reader (it fails with ENXIO, or the check below refuses it).
        do throws(SystemError) {
            fd = try SystemError.check("open", object: path) { open(path, O_RDWR | O_APPEND | O_CREAT | O_CLOEXEC | O_NONBLOCK, 0o644) }
        } catch { throw DeliveryError("history file \(path) cannot be opened for writing: \(error)", cause: error) }
        do {
            try SystemError.check("fstat", object: path) { fstat(fd, &info) }
            try Self.requireRegular(info, path)
            try load()
            Self.syncFolder(of: path)
            if records.count > compactionThreshold { try compact() }
            if destinations != fileDestinations { try writeDestinations() }
        } catch let error as DeliveryError {
            close(fd)
            throw error
        } catch {
            close(fd)
            throw DeliveryError("history file \(path): \(error)")
        }
    }

    deinit { close(fd) }

    private static func requireRegular(_ info: stat, _ path: String) throws(DeliveryError) {
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
    private static func syncFolder(of path: String) {
        let folder = (path as NSString).deletingLastPathComponent
        let descriptor = open(folder.isEmpty ? "." : folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { return }
        fsync(descriptor)
        close(descriptor)
    }

    private var compactionThreshold: Int { 2 * limit + max(limit / 2, 1) }

    // MARK: reading

    private func readAll() throws(SystemError) -> [UInt8] {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        var offset: off_t = 0
        while true {
            let count = try SystemError.check("pread", object: path) {
                Int32(truncatingIfNeeded: chunk.withUnsafeMutableBytes { pread(fd, $0.baseAddress, $0.count, offset) })
            }
            if count == 0 { return bytes }
            bytes += chunk[..<Int(count)]
            offset += off_t(count)
        }
    }

    private func load() throws {
        var bytes = try readAll()
        if let last = bytes.last, last != UInt8(ascii: "\n") {
            let end = (bytes.lastIndex(of: UInt8(ascii: "\n")) ?? -1) + 1
            tornBytes = bytes.count - end
            bytes.removeSubrange(end...)
            try SystemError.check("ftruncate", object: path) { ftruncate(fd, off_t(end)) }
            try SystemError.check("fdatasync", object: path) { fdatasync(fd) }
            log("history: \(path) ended in a torn line (\(tornBytes) bytes, a power cut mid-write?): cut off")
        }
        for line in bytes.split(separator: UInt8(ascii: "\n")) where !line.isEmpty {
            let text = String(decoding: line, as: UTF8.self)
            if let entry = OutboxEntry(line: text) {
                let record = Record(entry: entry, destinations: entry.id == nil ? [] : fileDestinations, delivered: [])
                if let id = entry.id, position[id] == nil { position[id] = records.count }
                records.append(record)
                continue
            }
            guard let object = try? JSONSerialization.jsonObject(with: Data(line)) as? [String: Any] else {
                skippedLines += 1
                continue
            }
            switch object["event"] as? String {
            case "destinations":
                fileDestinations = object["to"] as? [String] ?? []
            case "delivered":
                if let id = object["id"] as? String, let to = object["to"] as? String, let index = position[id] {
                    records[index].delivered.insert(to)
                }
            default:
                skippedLines += 1
            }
        }
    }

    // MARK: writing

    private func append(_ line: String, sync: Bool) throws(SystemError) {
        let bytes = Array((line + "\n").utf8)
        var done = 0
        // One write normally; a short write (a full disk) is continued, then reported.
        while done < bytes.count {
            let written = try SystemError.check("write", object: path) {
                Int32(truncatingIfNeeded: bytes[done...].withUnsafeBytes { write(fd, $0.baseAddress, $0.count) })
            }
            if written == 0 { throw SystemError("write", errno: ENOSPC, object: path) }
            done += Int(written)
        }
        if sync { try SystemError.check("fdatasync", object: path) { fdatasync(fd) } }
    }

    private static func json(_ object: [String: Any]) -> String {
        // Keys sorted: the same line for the same content.
        let data = (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys, .withoutEscapingSlashes])) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self)
    }

    private func writeDestinations() throws(SystemError) {
        try append(Self.json(["event": "destinations", "to": destinations]), sync: true)
        fileDestinations = destinations
    }

    /// Writes a capture's line and syncs it; from then on it is owed to every configured
    /// destination. Throws when the line could not be made durable (the caller still has it).
    @discardableResult
    public func add(_ line: String) throws(DeliveryError) -> OutboxEntry {
        guard let entry = OutboxEntry(line: line), let id = entry.id else {
            throw DeliveryError("history file \(path): not a capture line with an id: \(line.prefix(80))")
        }
        do throws(SystemError) { try append(line, sync: true) } catch { throw DeliveryError("history file \(path): \(error)", cause: error) }
        position[id] = records.count
        records.append(Record(entry: entry, destinations: destinations, delivered: []))
        if records.count > compactionThreshold {
            do { try compact() } catch { log("history: rewriting \(path) failed: \(error); it goes on growing") }
        }
        return entry
    }

    /// Notes that capture `id` reached `destination`.
    public func markDelivered(_ id: String, to destination: String) {
        guard let index = position[id], !records[index].delivered.contains(destination) else { return }
        records[index].delivered.insert(destination)
        do { try append(Self.json(["event": "delivered", "id": id, "to": destination]), sync: false) } catch {
            log("history: cannot note a delivery in \(path): \(error) (it will be delivered again after a restart)")
        }
    }

    /// Rewrites the file with the captures the bound keeps.
    private func compact() throws {
        let count = records.count
        var kept: [Record] = []
        for (index, record) in records.enumerated() {
            let newest = index >= count - limit
            let owed = !pendingDestinations(of: record).isEmpty
            if newest || (owed && index >= count - 2 * limit) {
                kept.append(record)
            } else if owed {
                droppedUndelivered += 1
            }
        }
        var text = ""
        var current: [String] = []
        for record in kept {
            if record.entry.id != nil, record.destinations != current {
                text += Self.json(["event": "destinations", "to": record.destinations]) + "\n"
                current = record.destinations
            }
            text += record.entry.line + "\n"
            for destination in record.destinations where record.delivered.contains(destination) {
                text += Self.json(["event": "delivered", "id": record.entry.id ?? "", "to": destination]) + "\n"
            }
        }
        if current != destinations { text += Self.json(["event": "destinations", "to": destinations]) + "\n" }
        let temporary = path + ".tmp"
        let out = try SystemError.check("open", object: temporary) { open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644) }
        defer { close(out) }
        let bytes = Array(text.utf8)
        var done = 0
        while done < bytes.count {
            let written = try SystemError.check("write", object: temporary) {
                Int32(truncatingIfNeeded: bytes[done...].withUnsafeBytes { write(out, $0.baseAddress, $0.count) })
            }
            done += Int(written)
        }
        try SystemError.check("fsync", object: temporary) { fsync(out) }
        try SystemError.check("rename", object: temporary) { rename(temporary, path) }
        Self.syncFolder(of: path)
        let reopened = try SystemError.check("open", object: path) { open(path, O_RDWR | O_APPEND | O_CLOEXEC, 0o644) }
        close(fd)
        fd = reopened
        let dropped = records.count - kept.count
        records = kept
        fileDestinations = destinations
        position = [:]
        for (index, record) in records.enumerated() {
            if let id = record.entry.id, position[id] == nil { position[id] = index }
        }
        log(
            "history: \(path) rewritten with the newest \(records.count) captures (\(dropped) older dropped"
                + (droppedUndelivered > 0 ? ", \(droppedUndelivered) of them never delivered" : "") + ")")
    }

    // MARK: what is owed

    private func pendingDestinations(of record: Record) -> [String] {
        guard record.entry.id != nil else { return [] }
        return record.destinations.filter { !record.delivered.contains($0) && destinations.contains($0) }
    }

    /// The captures not yet delivered to `destination`, oldest first.
    public func pending(for destination: String) -> [OutboxEntry] {
        records.filter { $0.entry.id != nil && $0.destinations.contains(destination) && !$0.delivered.contains(destination) }.map(\.entry)
    }

    /// Whether capture `id` has reached `destination`.
    public func isDelivered(_ id: String, to destination: String) -> Bool {
        guard let index = position[id] else { return false }
        return records[index].delivered.contains(destination)
    }

    /// Captures still owed to at least one configured destination.
    public var backlog: Int { records.reduce(0) { $0 + (pendingDestinations(of: $1).isEmpty ? 0 : 1) } }

    /// Captures owed to destinations no longer configured (they are not delivered any more).
    public var abandoned: [String: Int] {
        var counts: [String: Int] = [:]
        for record in records where record.entry.id != nil {
            for destination in record.destinations where !record.delivered.contains(destination) && !destinations.contains(destination) {
                counts[destination, default: 0] += 1
            }
        }
        return counts
    }

    /// Every capture in the file, oldest first: what the History lists.
    public var entries: [OutboxEntry] { records.map(\.entry) }

    /// Captures made since `start` (wall-clock; captures without a date do not count).
    public func count(since start: Date) -> Int {
        records.reduce(0) { $0 + (($1.entry.date.map { $0 >= start } ?? false) ? 1 : 0) }
    }
}
