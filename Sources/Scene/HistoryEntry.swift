// HistoryEntry: one captured value as the History tab lists it (no image kept).
import Decode
import Foundation

public struct HistoryEntry: Sendable, Equatable {
    public let number: Int
    public let symbology: Symbology
    /// What is shown: the text, or the marked binary preview.
    public let value: String
    /// Kiosk clock time of the capture.
    public let time: Double
    /// Wall-clock time of the capture when the clock is real.
    public let date: Date?

    public init(number: Int, symbology: Symbology, value: String, time: Double, date: Date?) {
        self.number = number
        self.symbology = symbology
        self.value = value
        self.time = time
        self.date = date
    }

    /// `14:03:27` (local wall clock), or `+12.3 s` on a virtual clock.
    public var timeLabel: String {
        guard let date else { return String(format: "+%.1f s", time) }
        let formatter = DateFormatter()
        formatter.dateFormat = "HH:mm:ss"
        return formatter.string(from: date)
    }
}
