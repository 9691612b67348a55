// OutboxLoading: the outbox's file read at start: its lines checked (a torn last line, a file
// that is not an outbox), the captures and what each destination still owes.
import FoundationEssentials
import Glibc
import SystemCall
import Wire

extension Outbox {
    func readAll() throws(SystemError) -> [UInt8] {
        var bytes: [UInt8] = []
        var info = stat()
        if fstat(fd, &info) == 0 { bytes.reserveCapacity(Int(info.st_size)) }
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

    /// What begins every line this kiosk writes (JSON with its members in a fixed order).
    static let lineStart = Array(#"{"event":""#.utf8)

    /// Whether `line` is one of the outbox's: a JSON object naming its event.
    static func isEventLine(_ line: ArraySlice<UInt8>) -> Bool {
        JSON(parsing: line)?["event"]?.string != nil
    }

    /// Whether `tail` (a last line without its newline) is what a write cut short leaves: the
    /// start of a line this kiosk writes, or zeros (a file system that had allocated the block).
    static func isTorn(_ tail: ArraySlice<UInt8>) -> Bool {
        tail.allSatisfy { $0 == 0 } || tail.starts(with: lineStart) || lineStart.starts(with: tail)
    }

    /// The first line of the whole lines in `bytes` that is not empty, when none of them is an
    /// event line (nil: one is, or all are empty).
    static func firstLineWithoutEvents(_ bytes: ArraySlice<UInt8>) -> ArraySlice<UInt8>? {
        var start = bytes.startIndex
        var first: ArraySlice<UInt8>?
        for end in bytes.indices where bytes[end] == UInt8(ascii: "\n") {
            defer { start = end + 1 }
            guard end > start else { continue }
            if isEventLine(bytes[start..<end]) { return nil }
            if first == nil { first = bytes[start..<end] }
        }
        return first
    }

    /// A line of a file, short and printable, for a message.
    static func quoted(_ line: ArraySlice<UInt8>) -> String {
        "'" + PrintableText.escaped(line, limit: 40) + "'"
    }

    /// Reads the file; refuses one that is not a history file before changing a byte of it.
    /// A destination's name as this version writes it: a file from an earlier version may name
    /// a destination with its secret query parameters (`?token=…`); they are taken out, and the
    /// file is rewritten at open so they go from the disk too.
    func redacted(_ name: String) -> String {
        let redacted = SecretRedaction.redacted(name)
        if redacted != name { namedSecrets = true }
        return redacted
    }

    func load() throws {
        var bytes = try readAll()
        let whole = (bytes.lastIndex(of: UInt8(ascii: "\n")) ?? -1) + 1
        let tail = bytes[whole...]
        let completeTail = !tail.isEmpty && Self.isEventLine(tail)
        let tornTail = !tail.isEmpty && !completeTail && Self.isTorn(tail)
        if !tail.isEmpty, !completeTail, !tornTail {
            throw DeliveryError(
                "history file \(path) is not a history file (its last line, \(Self.quoted(tail)), is not an event of the kiosk): "
                    + "give another path; the file is left as it is")
        }
        if !completeTail, let first = Self.firstLineWithoutEvents(bytes[..<whole]) {
            throw DeliveryError(
                "history file \(path) is not a history file (none of its lines is an event of the kiosk, the first is "
                    + "\(Self.quoted(first))): give another path; the file is left as it is")
        }
        if completeTail {
            // A whole line that lost (or never had) its newline: kept, and given one.
            try append("", sync: true)
            bytes.append(UInt8(ascii: "\n"))
            log("history: \(path) ended without a line end after its last line: added")
        } else if tornTail {
            tornBytes = bytes.count - whole
            bytes.removeSubrange(whole...)
            try SystemError.check("ftruncate", object: path) { ftruncate(fd, off_t(whole)) }
            try SystemError.check("fdatasync", object: path) { fdatasync(fd) }
            log("history: \(path) ended in a torn line (\(tornBytes) bytes, a power cut mid-write?): cut off")
        }
        var start = 0
        for end in bytes.indices where bytes[end] == UInt8(ascii: "\n") {
            defer { start = end + 1 }
            guard end > start else { continue }
            let line = bytes[start..<end]
            let text = String(decoding: line, as: UTF8.self)
            if let entry = OutboxEntry(line: text) {
                let id = entry.id.map(CaptureID.init)
                if let id, position[id] == nil { position[id] = records.count }
                records.append(
                    Record(
                        offset: start, length: end - start, id: id, date: entry.date?.timeIntervalSince1970 ?? .nan,
                        destinations: id == nil ? 0 : set(of: fileDestinations), delivered: 0))
                continue
            }
            guard let object = JSON.keyed(parsing: line) else {
                skippedLines += 1
                continue
            }
            switch object["event"]?.string {
            case "destinations":
                var named = object["to"]?.array?.compactMap(\.string) ?? []
                if named.count > Self.maxDestinations {
                    log("history: \(path) names \(named.count) destinations; only the first \(Self.maxDestinations) are followed")
                    named = Array(named.prefix(Self.maxDestinations))
                }
                fileDestinations = named.map(redacted)
            case "delivered":
                if let id = object["id"]?.string, let to = object["to"]?.string.map(redacted), let index = position[CaptureID(id)] {
                    mark(index, deliveredTo: to)
                }
            case "rejected":
                if let id = object["id"]?.string, let to = object["to"]?.string.map(redacted), let index = position[CaptureID(id)],
                    mark(index, deliveredTo: to)
                {
                    rejections[CaptureID(id), default: [:]][to] = object["reason"]?.string ?? ""
                }
            default:
                skippedLines += 1
            }
        }
    }

    /// The index of `names` in `destinationSets`, added when new.
    func set(of names: [String]) -> Int {
        if let index = destinationSets.firstIndex(of: names) { return index }
        destinationSets.append(names)
        return destinationSets.count - 1
    }

    /// Sets record `index`'s bit for `destination`; false when it is not one of its destinations
    /// or was marked already.
    @discardableResult
    func mark(_ index: Int, deliveredTo destination: String) -> Bool {
        guard let bit = destinationSets[records[index].destinations].firstIndex(of: destination) else { return false }
        let mask: UInt64 = 1 << UInt64(bit)
        guard records[index].delivered & mask == 0 else { return false }
        records[index].delivered |= mask
        return true
    }

    func isDelivered(_ record: Record, to destination: String) -> Bool {
        guard let bit = destinationSets[record.destinations].firstIndex(of: destination) else { return false }
        return record.delivered & (1 << UInt64(bit)) != 0
    }

    /// The lines of `chosen` (records of `records`), read back from the file; nil (logged) when
    /// the file cannot be read.
    func lines(of chosen: [Record]) -> [String]? {
        let bytes: [UInt8]
        do { bytes = try readAll() } catch {
            log("history: cannot read \(path) back: \(error)")
            return nil
        }
        return chosen.compactMap { record in
            guard record.offset + record.length <= bytes.count else {
                log("history: \(path) is shorter than this kiosk wrote it (changed behind its back?)")
                return nil
            }
            return String(decoding: bytes[record.offset..<(record.offset + record.length)], as: UTF8.self)
        }
    }
}
