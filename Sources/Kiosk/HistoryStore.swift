// HistoryStore: the history kept across restarts, as the capture events' JSON lines in a file.
import Decode
import Foundation
import Scene

/// Appends each capture's JSON line to a file and flushes it to disk (fsync) before the next,
/// so a power cut loses no acknowledged scan; at start the file's lines become the History.
/// A line that cannot be read (a torn last line after a power cut, a hand edit) is skipped and
/// counted, never fatal.
public final class HistoryStore {
    public let path: String
    private var fd: Int32 = -1
    private let log: (String) -> Void
    private var failed = false

    public init(path: String, log: @escaping (String) -> Void) {
        self.path = path
        self.log = log
    }

    deinit { if fd >= 0 { close(fd) } }

    /// The entries in the file, newest first (at most `limit`), and how many lines were skipped.
    public func load(limit: Int = 10_000) -> (entries: [HistoryEntry], skipped: Int) {
        guard let data = FileManager.default.contents(atPath: path) else { return ([], 0) }
        var entries: [HistoryEntry] = []
        var skipped = 0
        for line in data.split(separator: UInt8(ascii: "\n")) where !line.isEmpty {
            guard let lineEntries = Self.entries(from: Data(line)) else {
                skipped += 1
                continue
            }
            // The first code of a capture is listed on top, as when it was captured.
            entries += lineEntries.reversed()
        }
        return (Array(entries.suffix(limit).reversed()), skipped)
    }

    /// The History rows of one event line: one per code (`results` of a multi-code capture).
    static func entries(from line: Data) -> [HistoryEntry]? {
        guard let object = try? JSONSerialization.jsonObject(with: line) as? [String: Any], object["event"] as? String == "capture",
            let first = entry(from: object, event: object)
        else { return nil }
        guard let results = object["results"] as? [[String: Any]], !results.isEmpty else { return [first] }
        let all = results.compactMap { entry(from: $0, event: object) }
        return all.count == results.count ? all : nil
    }

    /// One code's row: its payload from `code`, number and times from the capture `event`.
    static func entry(from code: [String: Any], event object: [String: Any]) -> HistoryEntry? {
        guard let symbologyName = code["symbology"] as? String, let symbology = Symbology(rawValue: symbologyName) else { return nil }
        let value: String
        if let text = code["text"] as? String {
            value = text
        } else if let base64 = code["base64"] as? String, let bytes = Data(base64Encoded: base64) {
            value =
                Detection(
                    symbology: symbology, bytes: [UInt8](bytes), content: .binary,
                    corners: Quad(
                        topLeft: .init(x: 0, y: 0), topRight: .init(x: 0, y: 0), bottomRight: .init(x: 0, y: 0), bottomLeft: .init(x: 0, y: 0)),
                    quality: 0
                ).displayText
        } else {
            return nil
        }
        let date = (object["date"] as? String).flatMap { ISO8601DateFormatter().date(from: $0) }
        return HistoryEntry(
            number: object["number"] as? Int ?? 0, symbology: symbology, value: value,
            time: object["time"] as? Double ?? 0, date: date)
    }

    /// Appends one event line and flushes it to the disk.
    public func append(_ line: String) {
        if fd < 0 {
            let folder = (path as NSString).deletingLastPathComponent
            if !folder.isEmpty { try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true) }
            fd = open(path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0o644)
        }
        let bytes = Array((line + "\n").utf8)
        let written = fd < 0 ? -1 : bytes.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
        if written != bytes.count || fsync(fd) != 0 {
            if !failed { log("history: cannot write \(path): \(String(cString: strerror(errno))); captures are still printed") }
            failed = true
        } else {
            failed = false
        }
    }
}
