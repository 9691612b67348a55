// HistoryList: the History tab's rows, newest first, in two flat arrays: a kiosk keeps up to
// --history-limit of them (10,000 by default) for months.
import Content
import Decode
import FoundationEssentials
import Language

/// The captured values the History lists, newest first. Each row is a fixed-size record and
/// all the values' text is one byte array, so a capture adds no allocation of its own that
/// outlives it. Kept as an array of `HistoryEntry` (each value a string of its own), the rows
/// were small allocations scattered among the short-lived ones of the captures that followed,
/// keeping heap pages resident (see `Outbox` for what the two cost together).
public struct HistoryList: Sendable, RandomAccessCollection, ExpressibleByArrayLiteral, Equatable {
    private struct Row: Sendable {
        var number: Int
        var origin: CodeOrigin
        var time: Double
        /// Seconds since 1970, when the clock was real.
        var date: Double?
        /// The value's UTF-8 in `text`, then the title's parts (`ShownTextBytes`, `titleLength`
        /// bytes; -1: none).
        var start: Int
        var length: Int
        var titleLength: Int
        /// The product's price beside the title (its texts are short: Swift keeps strings of up
        /// to 15 bytes inline, so it allocates nothing).
        var price: ShownMoney?
        var withheld: ContentReading.Withholding?
    }

    /// Oldest first: new rows go on the end, dropped ones come off the front.
    private var rows: [Row] = []
    private var text: [UInt8] = []

    public init() {}

    /// `entries` newest first, as the list shows them.
    public init(_ entries: some Collection<HistoryEntry>) {
        insertNewest(entries)
    }

    public init(arrayLiteral entries: HistoryEntry...) {
        self.init(entries)
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int { rows.count }

    /// The row `position` places from the top (0 = the newest).
    public subscript(position: Int) -> HistoryEntry {
        let row = rows[rows.count - 1 - position]
        let (value, title) = text.withUnsafeBufferPointer { bytes in
            let valueEnd = row.start + row.length
            return (
                String(decoding: UnsafeBufferPointer(rebasing: bytes[row.start..<valueEnd]), as: UTF8.self),
                row.titleLength < 0 ? nil : ShownTextBytes.read(bytes, at: valueEnd)
            )
        }
        return HistoryEntry(
            number: row.number, origin: row.origin, value: value, time: row.time,
            date: row.date.map(Date.init(timeIntervalSince1970:)), title: title, price: row.price,
            withheld: row.withheld)
    }

    /// Puts `entries` on top, in their order (the first one becomes the top row).
    public mutating func insertNewest(_ entries: some Collection<HistoryEntry>) {
        rows.reserveCapacity(rows.count + entries.count)
        for entry in entries.reversed() {
            let start = text.count
            text += entry.value.utf8
            let length = text.count - start
            if let title = entry.title { ShownTextBytes.append(title, to: &text) }
            rows.append(
                Row(
                    number: entry.number, origin: entry.origin, time: entry.time, date: entry.date?.timeIntervalSince1970,
                    start: start, length: length, titleLength: entry.title == nil ? -1 : text.count - start - length, price: entry.price,
                    withheld: entry.withheld))
        }
    }

    /// Drops the oldest rows beyond the newest `limit`.
    public mutating func keepNewest(_ limit: Int) {
        let dropped = rows.count - Swift.max(limit, 0)
        guard dropped > 0 else { return }
        rows.removeFirst(dropped)
        // The front of the text only dropped rows used is given back once it is half of it.
        let unused = rows.first?.start ?? text.count
        if unused > 0, unused >= text.count / 2 {
            text.removeFirst(unused)
            for index in rows.indices { rows[index].start -= unused }
        }
    }

    public static func == (a: HistoryList, b: HistoryList) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy(==)
    }
}
