// OutboxCompaction: the outbox's file rewritten with the captures its bound keeps: the newest,
// and older ones a destination still owes.
import FoundationEssentials
import Glibc
import SystemCall
import Wire

extension Outbox {
    /// Rewrites the file with the captures the bound keeps.
    func compact() throws {
        let count = records.count
        var kept: [Record] = []
        var undelivered = 0
        for (index, record) in records.enumerated() {
            let newest = index >= count - limit
            let owed = !pendingDestinations(of: record).isEmpty
            if newest || (owed && index >= count - 2 * limit) {
                kept.append(record)
            } else if owed {
                undelivered += 1
            }
        }
        droppedUndelivered += undelivered
        let old = try readAll()
        var text: [UInt8] = []
        text.reserveCapacity(kept.reduce(0) { $0 + $1.length + 1 })
        func add(_ line: String) {
            text += line.utf8
            text.append(UInt8(ascii: "\n"))
        }
        var current: [String] = []
        for index in kept.indices {
            let record = kept[index]
            guard record.offset + record.length <= old.count else {
                throw DeliveryError("history file \(path) is shorter than this kiosk wrote it (changed behind its back?)")
            }
            let names = destinationSets[record.destinations]
            if record.id != nil, names != current {
                add(Self.destinationsLine(names))
                current = names
            }
            kept[index].offset = text.count
            text += old[record.offset..<(record.offset + record.length)]
            text.append(UInt8(ascii: "\n"))
            if case let id? = record.id {
                let idText: String
                switch id {
                case .uuid(let uuid): idText = uuid.uuidString.lowercased()
                case .text(let other): idText = other
                }
                for destination in names where isDelivered(record, to: destination) {
                    if let answer = rejections[id]?[destination] {
                        add(Self.rejectedLine(id: idText, to: destination, answer: answer))
                    } else {
                        add(Self.deliveredLine(id: idText, to: destination))
                    }
                }
            }
        }
        if current != destinations { add(Self.destinationsLine(destinations)) }
        let temporary = path + ".tmp"
        let out = try SystemError.check("open", object: temporary) { open(temporary, O_RDWR | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600) }
        do throws(SystemError) {
            // The rewrite keeps the mode the shop gave the file (0600 unless it chose another).
            var old = stat()
            if fstat(fd, &old) == 0 { try SystemError.check("fchmod", object: temporary) { fchmod(out, old.st_mode & 0o7777) } }
            // Locked before it takes the name, so no other kiosk can take it over meanwhile.
            try SystemError.check("flock", object: temporary) { flock(out, LOCK_EX | LOCK_NB) }
            try RegularFile.writeWhole(text[...], to: out, object: temporary)
            try SystemError.check("fsync", object: temporary) { fsync(out) }
            try SystemError.check("fcntl", object: temporary) { fcntl(out, F_SETFL, O_APPEND) }
            try SystemError.check("rename", object: temporary) { rename(temporary, path) }
        } catch {
            // A full disk: the old file stays as it was, and the space the copy took is freed.
            close(out)
            unlink(temporary)
            throw error
        }
        Self.syncFolder(of: path)
        close(fd)
        fd = out
        leftoverFrom = nil
        let dropped = records.count - kept.count
        // This rewrite's counts (droppedUndelivered counts since open): the newest, and the
        // older ones kept because they are still owed.
        let newest = min(limit, kept.count), owedOlder = kept.count - min(limit, kept.count)
        records = kept
        fileDestinations = destinations
        position = [:]
        for (index, record) in records.enumerated() {
            if let id = record.id, position[id] == nil { position[id] = index }
        }
        rejections = rejections.filter { position[$0.key] != nil }
        log(
            "history: \(path) rewritten with "
                + (owedOlder > 0 ? "\(kept.count) captures, the newest \(newest) and \(owedOlder) older still owed" : "the newest \(newest) captures")
                + " (\(dropped) older dropped" + (undelivered > 0 ? ", \(undelivered) of them never delivered" : "") + ")")
    }
}
