// EmailMessageTests: RFC 6068's example mailto: URIs, DoCoMo's MATMSG, and what is refused.
import Content
import Language
import Testing

@Suite struct EmailMessageTests {
    func parse(_ text: String) throws -> EmailMessage? {
        try EmailMessage.parse(PersonalFixtures.payload(text), context: PersonalFixtures.context)
    }

    @Test func theBasicExamplesOfRFC6068() throws {
        // RFC 6068 6.1.
        let plain = try #require(try parse("mailto:chris@example.com"))
        #expect(PersonalFixtures.same(plain.fields, [("to", .array([.string("chris@example.com")]))]))
        #expect(plain.card.english == WordedCard(title: "E-mail", main: [.init("To", "chris@example.com")]))
        #expect(try parse("mailto:infobot@example.com?subject=current-issue")?.subject == "current-issue")
        #expect(try parse("mailto:infobot@example.com?body=send%20current-issue")?.body == "send current-issue")
        let twoLines = try #require(try parse("mailto:infobot@example.com?body=send%20current-issue%0D%0Asend%20index"))
        #expect(twoLines.body == "send current-issue\nsend index")
        let reply = try #require(try parse("mailto:list@example.org?In-Reply-To=%3C3469A91.D10AF4C@example.com%3E"))
        #expect(reply.otherFields == [.init(name: "In-Reply-To", value: "<3469A91.D10AF4C@example.com>")])
        #expect(reply.card.english.details == [.init("Other fields", "In-Reply-To")])
        #expect(try parse("mailto:majordomo@example.com?body=subscribe%20bamboo-l")?.body == "subscribe bamboo-l")
        let copy = try #require(try parse("mailto:joe@example.com?cc=bob@example.com&body=hello"))
        #expect(copy.cc == ["bob@example.com"] && copy.body == "hello")
        #expect(
            PersonalFixtures.same(
                copy.fields, [("to", .array([.string("joe@example.com")])), ("cc", .array([.string("bob@example.com")])), ("body", .string("hello"))])
        )
        #expect(
            copy.card.english
                == WordedCard(
                    title: "E-mail", main: [.init("To", "joe@example.com")], details: [.init("Cc", "bob@example.com"), .init("Message", "hello")]))
        #expect(try parse("mailto:gorby%25kremvax@example.com")?.to == ["gorby%kremvax@example.com"])
        let unlikely = try #require(try parse("mailto:unlikely%3Faddress@example.com?blat=foop"))
        #expect(unlikely.to == ["unlikely?address@example.com"] && unlikely.otherFields == [.init(name: "blat", value: "foop")])
        #expect(try parse("mailto:Mike%26family@example.org")?.to == ["Mike&family@example.org"])
    }

    @Test func complicatedAddressesAndNonASCII() throws {
        // RFC 6068 6.2 and 6.3.
        #expect(try parse("mailto:%22not%40me%22@example.org")?.to == ["\"not@me\"@example.org"])
        #expect(try parse("mailto:%22oh%5C%5Cno%22@example.org")?.to == ["\"oh\\\\no\"@example.org"])
        #expect(try parse("mailto:%22%5C%5C%5C%22it's%5C%20ugly%5C%5C%5C%22%22@example.org")?.to == ["\"\\\\\\\"it's\\ ugly\\\\\\\"\"@example.org"])
        #expect(try parse("mailto:user@example.org?subject=caf%C3%A9")?.subject == "café")
        #expect(try parse("mailto:user@example.org?subject=%3D%3Futf-8%3FQ%3Fcaf%3DC3%3DA9%3F%3D")?.subject == "=?utf-8?Q?caf=C3=A9?=")
        let natto = try #require(try parse("mailto:user@%E7%B4%8D%E8%B1%86.example.org?subject=Test&body=NATTO"))
        #expect(natto.to == ["user@納豆.example.org"] && natto.subject == "Test" && natto.body == "NATTO")
        // RFC 6068 2: three ways to write the same two recipients.
        for text in [
            "mailto:addr1@an.example,addr2@an.example", "mailto:?to=addr1@an.example,addr2@an.example", "mailto:addr1@an.example?to=addr2@an.example",
        ] {
            #expect(try parse(text)?.to == ["addr1@an.example", "addr2@an.example"], "\(text)")
        }
        #expect(try parse("mailto:?subject=hello")?.card.english.main.first == .init("To", "nobody given"))
    }

    @Test func docomoMailMessages() throws {
        // The format as NTT DoCoMo's mail function and ZXing's wiki write it.
        let message = try #require(try parse("MATMSG:TO:example@example.com;SUB:Subject;BODY:Text with\\; a semicolon;;"))
        #expect(message.format == .matmsg && message.to == ["example@example.com"] && message.subject == "Subject")
        #expect(message.body == "Text with; a semicolon")
        #expect(
            message.card.english
                == WordedCard(
                    title: "E-mail", main: [.init("To", "example@example.com"), .init("Subject", "Subject")],
                    details: [.init("Message", "Text with; a semicolon")]))
        #expect(EmailMessage.typeName == "email")
    }

    @Test func refusals() {
        let cases: [(String, String)] = [
            // RFC 6068 6.1 gives this one as wrong: "?" twice.
            ("mailto:joe@example.com?cc=bob@example.com?body=hello", "“?” must be percent-encoded in a mailto: header field (RFC 6068 2)"),
            ("mailto:chris", "“chris” in the mailto: URI is not an e-mail address (local-part@domain, RFC 5322 3.4.1)"),
            ("mailto:a..b@example.org", "“a..b@example.org” in the mailto: URI is not an e-mail address (local-part@domain, RFC 5322 3.4.1)"),
            ("mailto:a@b.example?subject=hello world", "a space cannot be part of the mailto: URI (RFC 3986 2)"),
            ("mailto:a@b.example?subject=x&subject=y", "the mailto: URI gives the subject twice"),
            ("mailto:Mike&family@example.org", "“&” must be percent-encoded in a mailto: address (RFC 6068 2)"),
            ("mailto:a@b.example?subject", "“subject” in the mailto: URI is not a name=value header field (RFC 6068 2)"),
            ("mailto:a@b.example?body=%FF", "percent-encoded bytes in the mailto: URI are not UTF-8 (RFC 3986 2.5)"),
            ("MATMSG:TO:nobody;;", "“nobody” in the MATMSG is not an e-mail address (local-part@domain, RFC 5322 3.4.1)"),
            ("MATMSG:TO:a@b.example;SUB:x", "the MATMSG's last field “SUB:…” has no closing “;”: the code may be cut short"),
            ("MATMSG:TO:a@b.example;", "the MATMSG does not end with “;;”"),
        ]
        for (text, reason) in cases {
            #expect(throws: ContentRefusal(reason), "\(text)") { try parse(text) }
        }
    }
}
