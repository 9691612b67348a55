// TextMessageTests: RFC 5724's example sms: URIs, ZXing's SMSTO:, and what is refused.
import Content
import Language
import Testing

@Suite struct TextMessageTests {
    func parse(_ text: String) throws -> TextMessage? {
        try TextMessage.parse(PersonalFixtures.payload(text), context: PersonalFixtures.context)
    }

    @Test func theExamplesOfRFC5724() throws {
        // RFC 5724 2.5.
        #expect(try parse("sms:+15105550101")?.to == ["+15105550101"])
        #expect(try parse("sms:+15105550101,+15105550102")?.to == ["+15105550101", "+15105550102"])
        let message = try #require(try parse("sms:+15105550101?body=hello%20there"))
        #expect(PersonalFixtures.same(message.fields, [("to", .array([.string("+15105550101")])), ("body", .string("hello there"))]))
        #expect(message.card.english == WordedCard(title: "Text message", main: [.init("To", "+15105550101"), .init("Message", "hello there")]))
        #expect(TextMessage.typeName == "sms")
    }

    @Test func smstoAndLocalNumbers() throws {
        let smsto = try #require(try parse("SMSTO:+15551212:Hello there, see you at 5"))
        #expect(smsto.format == .smsto && smsto.to == ["+15551212"] && smsto.body == "Hello there, see you at 5")
        #expect(try parse("smsto:+15551212")?.body == nil)
        let local = try #require(try parse("sms:12345"))
        #expect(local.card.english.warning == "A local number without its phone-context: where it can be dialled is not said.")
        #expect(try parse("smsc:123") == nil)
    }

    @Test func refusals() {
        let cases: [(String, String)] = [
            ("sms:", "the sms: URI names no recipient (RFC 5724 2.2)"),
            ("sms:?body=hi", "the sms: URI names no recipient (RFC 5724 2.2)"),
            ("sms:+15105550101?body=hello there", "a space cannot be part of the sms: URI (RFC 3986 2)"),
            ("sms:+15105550101?body=hi!", "“!” must be percent-encoded in an sms: field (RFC 5724 2.2)"),
            ("sms:+15105550101?body=a&body=b", "the sms: URI gives the body twice (RFC 5724 2.2)"),
            ("sms:+15105550101?body", "“body” in the sms: URI is not a name=value field (RFC 5724 2.2)"),
            ("sms:+15105550101,,+15105550102", "an sms: recipient has no number (RFC 3966 3)"),
            ("SMSTO:call me:now", "“call me” after SMSTO: is not a telephone number"),
        ]
        for (text, reason) in cases {
            #expect(throws: ContentRefusal(reason), "\(text)") { try parse(text) }
        }
    }
}
