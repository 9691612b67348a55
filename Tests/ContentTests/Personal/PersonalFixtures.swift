// PersonalFixtures: the payloads and context the web and personal kinds' tests read.
import Content
import Wire

enum PersonalFixtures {
    static let context = ContentContext(today: CalendarDate(year: 2026, month: 7, day: 31)!)
    static let contextWithSecrets = ContentContext(today: CalendarDate(year: 2026, month: 7, day: 31)!, includesSecrets: true)

    /// A QR code's text payload.
    static func payload(_ text: String) -> ContentPayload { ContentPayload(symbology: "qr", text: text) }

    /// Whether two event field lists are equal, keys and values in order.
    static func same(_ a: [JSON.Member], _ b: [JSON.Member]) -> Bool {
        JSON.object(a) == JSON.object(b)
    }
}
