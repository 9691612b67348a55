// HistoryStore: the History kept across restarts: the capture lines of the outbox file.
import Decode
import Delivery
import FoundationEssentials
import Scene
import SystemCall

/// The History tab's view of the outbox (Delivery's `Outbox`): one file holds every capture,
/// synced to disk before anything else sees it, with what was delivered where. At start its
/// captures become the History; a line that cannot be shown (a hand edit, a symbology this
/// build does not know, a torn last line cut off after a power cut) is skipped and counted,
/// never fatal. A path that is not a regular file, or cannot be written, stops the kiosk at
/// start, naming it.
public final class HistoryStore {
    public let outbox: Outbox

    public init(path: String, destinations: [String] = [], limit: Int = 10_000, log: @escaping (String) -> Void) throws(DeliveryError) {
        outbox = try Outbox(path: path, destinations: destinations, limit: limit, log: log)
    }

    public var path: String { outbox.path }

    /// The entries in the file, newest first (at most `limit`), and how many lines were skipped.
    public func load(limit: Int = 10_000) -> (entries: [HistoryEntry], skipped: Int) {
        var entries: [HistoryEntry] = []
        var skipped = outbox.skippedLines + (outbox.tornBytes > 0 ? 1 : 0)
        for stored in outbox.entries {
            guard let lineEntries = Self.entries(from: Data(stored.line.utf8)) else {
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
        guard let object = JSONValue.object(parsing: line), object["event"]?.string == "capture",
            let first = entry(from: object, event: object)
        else { return nil }
        guard let results = object["results"]?.array, !results.isEmpty else { return [first] }
        let all = results.compactMap { $0.object.flatMap { entry(from: $0, event: object) } }
        return all.count == results.count ? all : nil
    }

    /// One code's row: its payload from `code`, number and times from the capture `event`.
    static func entry(from code: [String: JSONValue], event object: [String: JSONValue]) -> HistoryEntry? {
        guard let symbologyName = code["symbology"]?.string, let symbology = Symbology(rawValue: symbologyName) else { return nil }
        let value: String
        if let text = code["text"]?.string {
            value = text
        } else if let base64 = code["base64"]?.string, let bytes = Data(base64Encoded: base64) {
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
        let date = object["date"]?.string.flatMap(ISO8601Time.seconds).map(Date.init(timeIntervalSince1970:))
        return HistoryEntry(
            number: object["number"]?.int ?? 0, symbology: symbology, value: value,
            time: object["time"]?.double ?? 0, date: date)
    }

    /// Appends one capture line (it must carry an `id`) and syncs it to the disk.
    @discardableResult
    public func append(_ line: String) throws(DeliveryError) -> OutboxEntry {
        try outbox.add(line)
    }
}
