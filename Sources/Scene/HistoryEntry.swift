// HistoryEntry: one captured value as the History tab lists it (no image kept).
import Content
import Decode
import FoundationEssentials
import Glibc
import Language
import Wire

public struct HistoryEntry: Sendable, Equatable {
    public let number: Int
    /// What read it (its symbology, a price, a scanner).
    public let origin: CodeOrigin
    /// What is shown: the text, or the marked binary preview (for a withheld payload, the English
    /// note the History file holds).
    public let value: String
    /// Why the payload is not kept, said in its place (`shownValue`); nil: `value` is the text.
    public let withheld: ContentReading.Withholding?
    /// Kiosk clock time of the capture.
    public let time: Double
    /// Wall-clock time of the capture when the clock is real.
    public let date: Date?
    /// What the code means, as its result card's title line in parts (`Medicine`, `Expired
    /// 31 Jul 2026`), said in the reader's language; nil: the History names what read it (`origin`).
    public let title: [ShownText]?
    /// A product's price, after its title (`Olive oil 1 l · 4,99 €`), written in the language
    /// the History is read in.
    public let price: ShownMoney?

    public init(
        number: Int, origin: CodeOrigin, value: String, time: Double, date: Date?, title: [ShownText]? = nil, price: ShownMoney? = nil,
        withheld: ContentReading.Withholding? = nil
    ) {
        self.number = number
        self.origin = origin
        self.value = value
        self.time = time
        self.date = date
        self.title = title
        self.price = price
        self.withheld = withheld
    }

    /// The row's value as `wording`'s reader sees it: the text, or why it is not kept.
    public func shownValue(_ wording: Wording) -> String {
        withheld.map { wording($0.message) } ?? value
    }

    /// The row's heading after the time: the card's title line, else the symbology's name; a
    /// product's price after it, as `wording`'s language writes it.
    public func heading(_ wording: Wording) -> String {
        let title = title.map { $0.map { wording($0) }.joined(separator: " · ") } ?? origin.displayName
        guard let price else { return title }
        return title + " · " + wording.money(price)
    }

    /// The local wall-clock time as `wording`'s language writes it with its seconds (`14:03:27`,
    /// `2:03:27 PM`: CLDR's medium time), or `+12.3 s` on a virtual clock. By hand (localtime_r and
    /// the CLDR pattern): a DateFormatter loads ICU's date data, megabytes of resident pages, and
    /// was made anew for each row drawn.
    public func timeLabel(_ wording: Wording) -> String {
        guard let date else { return wording(.historySecondsAgo, ["seconds": String(cFormat: "%.1f", time)]) }
        var seconds = time_t(date.timeIntervalSince1970.rounded(.down))
        var parts = tm()
        localtime_r(&seconds, &parts)
        return wording.time(hour: Int(parts.tm_hour), minute: Int(parts.tm_min), second: Int(parts.tm_sec))
    }
}
