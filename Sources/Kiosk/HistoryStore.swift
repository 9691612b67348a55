// HistoryStore: the History kept across restarts: the capture lines of the outbox file.
import Catalog
import Content
import Decode
import Delivery
import FoundationEssentials
import Language
import Scene
import SystemCall
import Wire

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
    /// `readContent` reads a capture that was read for its meaning (it has `content`) again, for
    /// its card's title line (today's date judges its expiry).
    public func load(limit: Int = 10_000, readContent: ((Detection) -> ContentReading?)? = nil) -> (entries: [HistoryEntry], skipped: Int) {
        var entries: [HistoryEntry] = []
        var skipped = outbox.skippedLines + (outbox.tornBytes > 0 ? 1 : 0)
        for stored in outbox.entries {
            // A basket handed to the till, its call for an age approval, or a change made through
            // the console is in the outbox for delivery; the History lists codes.
            if ["basket", "approval-needed", "admin"].contains(stored.symbology) { continue }
            guard let lineEntries = Self.entries(from: Data(stored.line.utf8), readContent: readContent) else {
                skipped += 1
                continue
            }
            // The first code of a capture is listed on top, as when it was captured.
            entries += lineEntries.reversed()
        }
        return (Array(entries.suffix(limit).reversed()), skipped)
    }

    /// The History rows of one event line: one per code (`results` of a multi-code capture).
    static func entries(from line: Data, readContent: ((Detection) -> ContentReading?)? = nil) -> [HistoryEntry]? {
        guard let object = JSON.keyed(parsing: line), object["event"]?.string == "capture",
            let first = entry(from: object, event: object, readContent: readContent)
        else { return nil }
        guard let results = object["results"]?.array, !results.isEmpty else { return [first] }
        let all = results.enumerated().compactMap { index, result in
            result.keyed.flatMap { entry(from: $0, event: object, readContent: index == 0 ? readContent : nil) }
        }
        return all.count == results.count ? all : nil
    }

    /// One code's row: its payload from `code`, number and times from the capture `event`.
    static func entry(
        from code: [String: JSON], event object: [String: JSON], readContent: ((Detection) -> ContentReading?)? = nil
    ) -> HistoryEntry? {
        guard let name = code["symbology"]?.string, let origin = CodeOrigin(name: name) else { return nil }
        var detection: Detection
        var withholding: ContentReading.Withholding?
        if let text = code["text"]?.string {
            detection = Detection(origin: origin, bytes: Array(text.utf8), content: .text(text), corners: .nowhere, quality: 0)
        } else if let base64 = code["base64"]?.string, let bytes = Data(base64Encoded: base64) {
            detection = Detection(origin: origin, bytes: [UInt8](bytes), content: .binary, corners: .nowhere, quality: 0)
        } else if code["withheld"] == .bool(true) {
            withholding = withheld(code["content"]).withholding
            let note = withholding!.note
            detection = Detection(origin: origin, bytes: [], content: .text(note), corners: .nowhere, quality: 0)
        } else {
            return nil
        }
        detection.currency = code["currency"]?.string
        detection.unit = code["unit"]?.string
        var title: [ShownText]?
        if code["withheld"] == .bool(true) {
            // Nothing left to read again: the line keeps only what was derived.
            title = withheld(code["content"]).title.map { [.said($0)] }
        } else if let content = code["content"]?.keyed, let readContent {
            // The FNC1 that marked GS1 data is not in the line; its content's type says it was.
            detection.gs1 = content["type"]?.string == GS1ElementString.typeName
            title = readContent(detection).flatMap { CaptureRecord.card(of: $0)?.titleParts }
        }
        var price: ShownMoney?
        if let product = code["product"]?.keyed, let shown = productTitle(product) { (title, price) = shown }
        let date = object["date"]?.string.flatMap(ISO8601Time.seconds).map(Date.init(timeIntervalSince1970:))
        return HistoryEntry(
            number: object["number"]?.int ?? 0, origin: origin, value: detection.displayText,
            time: object["time"]?.double ?? 0, date: date, title: title, price: price,
            withheld: withholding)
    }

    /// Why a stored code's payload was withheld, and its row's title, from its `content`: the
    /// kind that read it, or that claimed it and refused it, holds personal data (`Identity
    /// document`) or may carry a secret (its holder: `Wi-Fi network`). A line without content
    /// (an earlier version withheld personal data only) is personal data.
    static func withheld(_ content: JSON?) -> (withholding: ContentReading.Withholding, title: Message?) {
        let names = [content?["type"]?.string, content?["refused"]?["type"]?.string].compactMap { $0 }
        let kinds = names.compactMap { name in ContentReader.kinds.first { $0.typeName == name } }
        if kinds.contains(where: { $0.holdsPersonalData }) { return (.personalData, .cardIdentityDocument) }
        if let holder = kinds.lazy.compactMap({ $0.secretHolder }).first { return (.secret, holder) }
        return (.personalData, nil)
    }

    /// A stored capture's product as its History title and price (`Olive oil 1 l` and `4,99 €`),
    /// as it was shown (the price of that day, not today's): the price is written in the
    /// language the History is read in.
    static func productTitle(_ product: [String: JSON], style: PriceStyle? = nil) -> (title: [ShownText], price: ShownMoney?)? {
        guard product["found"] == .bool(true) else {
            return product["found"] == .bool(false) ? ([.said(product["error"] == nil ? .productNotOnFile : .productPriceUnavailable)], nil) : nil
        }
        guard let name = product["name"]?.string else { return nil }
        guard let currency = product["currency"]?.string.flatMap({ ISO4217Currency(code: $0) }),
            let price = product["price"]?.string.flatMap({ try? Money(parsing: $0, currency: currency) })
        else { return ([.verbatim(name)], nil) }
        return ([.verbatim(name)], PriceStyle.shown(price, style: style))
    }

    /// Appends one capture line (it must carry an `id`) and syncs it to the disk.
    @discardableResult
    public func append(_ line: String) throws(DeliveryError) -> OutboxEntry {
        try outbox.add(line)
    }
}
