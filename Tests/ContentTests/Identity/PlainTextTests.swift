// PlainTextTests: any text payload is plain text, shown on the card with its control characters
// as spaces and cut to its first 200 characters.
import Content
import Language
import Testing
import Wire

@Suite struct PlainTextTests {
    static let context = ContentContext(today: CalendarDate(year: 2026, month: 7, day: 31)!)

    @Test func anyTextIsPlainText() throws {
        let text = try #require(PlainText.parse(ContentPayload(symbology: "qr", text: "Hello,\r\nworld\t!"), context: Self.context))
        #expect(JSON.object(text.fields) == .object([("text", .string("Hello,\r\nworld\t!"))]))
        #expect(text.card.english == WordedCard(title: "Text", main: [.init("Text", "Hello, world !")], details: [.init("Characters", "14")]))
        #expect(PlainText.parse(ContentPayload(symbology: "code128", text: ""), context: Self.context)?.text == "")
        #expect(PlainText.parse(ContentPayload(symbology: "qr", bytes: [0xFF], text: nil), context: Self.context) == nil)
    }

    @Test func longTextIsCutOnTheCardOnly() throws {
        let long = String(repeating: "é", count: 250)
        let text = try #require(PlainText.parse(ContentPayload(symbology: "qr", text: long), context: Self.context))
        #expect(text.card.english.main == [.init("Text", String(repeating: "é", count: 200) + "…")])
        #expect(text.card.english.details == [.init("Characters", "250")] && text.fields[0].value == .string(long))
        let exact = String(repeating: "x", count: 200)
        #expect(PlainText.parse(ContentPayload(symbology: "qr", text: exact), context: Self.context)?.card.english.main == [.init("Text", exact)])
    }
}
