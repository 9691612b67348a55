// TelephoneNumberTests: RFC 3966's example numbers, extensions and contexts, and what is refused.
import Content
import Language
import Testing

@Suite struct TelephoneNumberTests {
    func parse(_ text: String) throws -> TelephoneNumber? {
        try TelephoneNumber.parse(PersonalFixtures.payload(text), context: PersonalFixtures.context)
    }

    @Test func theExamplesOfRFC3966() throws {
        // RFC 3966 6: a global number, a local one in a domain, a local one under a prefix.
        let global = try #require(try parse("tel:+1-201-555-0123"))
        #expect(PersonalFixtures.same(global.fields, [("number", .string("+1-201-555-0123")), ("global", .bool(true))]))
        #expect(global.card.english == WordedCard(title: "Phone number", main: [.init("Number", "+1-201-555-0123")]))
        let domain = try #require(try parse("tel:7042;phone-context=example.com"))
        #expect(domain.subscriber.number == "7042" && domain.subscriber.context == "example.com" && !domain.subscriber.global)
        #expect(domain.card.english.details == [.init("Dialled within", "example.com")] && domain.card.english.warning == nil)
        let prefix = try #require(try parse("tel:863-1234;phone-context=+1-914-555"))
        #expect(prefix.subscriber.context == "+1-914-555")
        // RFC 3986 1.1.2's tel example, and the scheme in capitals.
        #expect(try parse("tel:+1-816-555-1212")?.subscriber.number == "+1-816-555-1212")
        #expect(try parse("TEL:+1-816-555-1212")?.subscriber.global == true)
        #expect(try parse("telnet://192.0.2.16:80/") == nil)
        #expect(TelephoneNumber.typeName == "tel")
    }

    @Test func extensionsAndLocalNumbers() throws {
        // RFC 6350 6.4.1's example TEL value.
        let office = try #require(try parse("tel:+1-418-656-9254;ext=102"))
        #expect(office.subscriber.extensionNumber == "102" && office.subscriber.spelled == "+1-418-656-9254 ext. 102")
        #expect(office.card.english.details == [.init("Extension", "102")])
        #expect(office.fields.last?.key == "extension")
        // A local number without the context RFC 3966 5.1.5 requires: its digits read, the gap said.
        let local = try #require(try parse("tel:5551234"))
        #expect(local.subscriber.lacksContext)
        #expect(local.card.english.warning == "A local number without its phone-context: where it can be dialled is not said.")
        #expect(try parse("tel:*21#;phone-context=example.com")?.subscriber.number == "*21#")
    }

    @Test func refusals() {
        let cases: [(String, String)] = [
            ("tel:", "the tel: URI has no number (RFC 3966 3)"),
            ("tel:+1 201 555 0123", "a space cannot be part of a tel: URI (RFC 3986 2)"),
            ("tel:+", "“+” is not a global number: “+”, then digits and - . ( ) only (RFC 3966 3)"),
            ("tel:+1-201-x", "“+1-201-x” is not a global number: “+”, then digits and - . ( ) only (RFC 3966 3)"),
            ("tel:call-me", "“call-me” is not a telephone number: digits, * # and - . ( ) only (RFC 3966 3)"),
            ("tel:+1-201-555-0123;phone-context=example.com", "a global number (+…) takes no phone-context (RFC 3966 5.1.5)"),
            ("tel:7042;phone-context=-bad", "phone-context “-bad” is neither a domain name nor a +number (RFC 3966 5.1.5)"),
            ("tel:+1-201;ext=12a", "the extension of the tel: URI is not digits (RFC 3966 5.2)"),
            ("tel:+1-201;ext=1;ext=2", "the tel: URI gives ext twice"),
            ("tel:+1-201;=x", "“;=x” is not a parameter of the tel: URI (RFC 3966 3)"),
        ]
        for (text, reason) in cases {
            #expect(throws: ContentRefusal(reason), "\(text)") { try parse(text) }
        }
    }
}
