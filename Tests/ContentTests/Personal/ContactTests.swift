// ContactTests: the vCard examples of RFC 6350, RFC 2426 and the versit 2.1 specification, zxing's
// sample contacts, DoCoMo's MECARD and ZXing's BIZCARD, and what is refused.
import Content
import Language
import Testing
import Wire

@Suite struct ContactTests {
    func parse(_ text: String) throws -> Contact? { try Contact.parse(PersonalFixtures.payload(text), context: PersonalFixtures.context) }

    /// Lines joined with CRLF, as the specifications write them.
    func card(_ lines: String...) -> String { lines.joined(separator: "\r\n") }

    @Test func theAuthorsCardOfRFC6350() throws {
        // RFC 6350 8.
        let text = card(
            "BEGIN:VCARD", "VERSION:4.0", "FN:Simon Perreault", "N:Perreault;Simon;;;ing. jr,M.Sc.", "BDAY:--0203", "ANNIVERSARY:20090808T1430-0500",
            "GENDER:M", "LANG;PREF=1:fr", "LANG;PREF=2:en", "ORG;TYPE=work:Viagenie", "ADR;TYPE=work:;Suite D2-630;2875 Laurier;",
            " Quebec;QC;G1V 2M2;Canada", "TEL;VALUE=uri;TYPE=\"work,voice\";PREF=1:tel:+1-418-656-9254;ext=102",
            "TEL;VALUE=uri;TYPE=\"work,cell,voice,video,text\":tel:+1-418-262-6501", "EMAIL;TYPE=work:simon.perreault@viagenie.ca",
            "GEO;TYPE=work:geo:46.772673,-71.282945", "KEY;TYPE=work;VALUE=uri:", " http://www.viagenie.ca/simon.perreault/simon.asc", "TZ:-0500",
            "URL;TYPE=home:http://nomis80.org", "END:VCARD")
        let contact = try #require(try parse(text))
        let expected: [JSON.Member] = [
            ("name", .string("Simon Perreault")), ("org", .string("Viagenie")),
            ("tel", .array([.string("+1-418-656-9254 ext. 102"), .string("+1-418-262-6501")])),
            ("email", .array([.string("simon.perreault@viagenie.ca")])), ("url", .array([.string("http://nomis80.org")])),
            ("address", .array([.string("Suite D2-630, 2875 Laurier, Quebec, QC, G1V 2M2, Canada")])), ("format", .string("vcard-4.0")),
        ]
        #expect(PersonalFixtures.same(contact.fields, expected))
        #expect(
            contact.card.english
                == WordedCard(
                    title: "Contact",
                    main: [.init("Name", "Simon Perreault"), .init("Organisation", "Viagenie"), .init("Phone", "+1-418-656-9254 ext. 102")],
                    details: [
                        .init("Other phones", "+1-418-262-6501"), .init("E-mail", "simon.perreault@viagenie.ca"),
                        .init("Address", "Suite D2-630, 2875 Laurier, Quebec, QC, G1V 2M2, Canada"), .init("Web", "http://nomis80.org"),
                    ]))
        #expect(contact.birthday == "--0203" && Contact.typeName == "contact")
        // Without FN, the name comes from N: suffixes after the family name, with commas.
        let fromN = try #require(try parse(card("BEGIN:VCARD", "VERSION:4.0", "N:Perreault;Simon;;;ing. jr,M.Sc.", "END:VCARD")))
        #expect(fromN.name == "Simon Perreault ing. jr, M.Sc.")
        // The address's country, and the properties no member holds, in order (KEY's URI is not
        // text a person reads).
        #expect(contact.country == "Canada" && contact.uid == nil)
        #expect(
            contact.otherFields
                == [
                    .init(name: "ANNIVERSARY", value: "20090808T1430-0500"), .init(name: "GENDER", value: "M"), .init(name: "LANG", value: "fr"),
                    .init(name: "LANG", value: "en"), .init(name: "GEO", value: "geo:46.772673,-71.282945"), .init(name: "TZ", value: "-0500"),
                ])
        #expect(contact.otherField("LANG") == "fr" && contact.otherField("X-CONF") == nil)
    }

    @Test func theTwoCardsOfRFC2426() throws {
        // RFC 2426 7: a stream of two vCards (neither has N); the first is read.
        let text = card(
            "BEGIN:vCard", "VERSION:3.0", "FN:Frank Dawson", "ORG:Lotus Development Corporation",
            "ADR;TYPE=WORK,POSTAL,PARCEL:;;6544 Battleford Drive",
            " ;Raleigh;NC;27613-3502;U.S.A.", "TEL;TYPE=VOICE,MSG,WORK:+1-919-676-9515", "TEL;TYPE=FAX,WORK:+1-919-676-9564",
            "EMAIL;TYPE=INTERNET,PREF:Frank_Dawson@Lotus.com", "EMAIL;TYPE=INTERNET:fdawson@earthlink.net", "URL:http://home.earthlink.net/~fdawson",
            "END:vCard", "", "", "BEGIN:vCard", "VERSION:3.0", "FN:Tim Howes", "ORG:Netscape Communications Corp.",
            "ADR;TYPE=WORK:;;501 E. Middlefield Rd.;Mountain View;", " CA; 94043;U.S.A.", "TEL;TYPE=VOICE,MSG,WORK:+1-415-937-3419",
            "TEL;TYPE=FAX,WORK:+1-415-528-4164", "EMAIL;TYPE=INTERNET:howes@netscape.com", "END:vCard")
        let dawson = try #require(try parse(text))
        #expect(dawson.name == "Frank Dawson" && dawson.organization == "Lotus Development Corporation" && dawson.format == .vCard(version: "3.0"))
        #expect(dawson.addresses == ["6544 Battleford Drive, Raleigh, NC, 27613-3502, U.S.A."])
        #expect(dawson.phones == ["+1-919-676-9515", "+1-919-676-9564"] && dawson.emails == ["Frank_Dawson@Lotus.com", "fdawson@earthlink.net"])
        #expect(dawson.urls == ["http://home.earthlink.net/~fdawson"] && dawson.moreCards == 1)
        #expect(dawson.card.english.warning == "The code holds 2 contacts; the first is shown.")
        let howes = try #require(try parse(String(text[text.firstRange(of: "BEGIN:vCard\r\nVERSION:3.0\r\nFN:Tim")!.lowerBound...])))
        #expect(howes.name == "Tim Howes" && howes.addresses == ["501 E. Middlefield Rd., Mountain View, CA, 94043, U.S.A."] && howes.moreCards == 0)
    }

    @Test func theVersitExamples() throws {
        // The vCard 2.1 specification's example card (section 3.1): bare parameters, N's five parts.
        let smith = try #require(
            try parse(
                card(
                    "BEGIN:VCARD", "VERSION:2.1", "N:Smith;John;M.;Mr.;Esq.", "TEL;WORK;VOICE;MSG:+1 (919) 555-1234", "TEL;CELL:+1 (919) 554-6758",
                    "TEL;WORK;FAX:+1 (919) 555-9876", "PHOTO;GIF;MIME:<<JOHNSMITH.part3.960129T083020.xyzMail@host3.com>",
                    "ADR;WORK;PARCEL;POSTAL;DOM:Suite 101;1 Central St.;Any Town;NC;27654", "END:VCARD")))
        #expect(smith.name == "Mr. John M. Smith Esq." && smith.format == .vCard(version: "2.1"))
        #expect(smith.phones == ["+1 (919) 555-1234", "+1 (919) 554-6758", "+1 (919) 555-9876"])
        #expect(smith.addresses == ["Suite 101, 1 Central St., Any Town, NC, 27654"])
        // Its quoted-printable label (section 2.3.2), soft line breaks and all, as a NOTE.
        let label = try #require(
            try parse(
                card(
                    "BEGIN:VCARD", "VERSION:2.1", "N:Public;John", "NOTE;DOM;POSTAL;ENCODING=QUOTED-PRINTABLE:P. O. Box 456=0D=0A=",
                    "123 Main Street=0D=0A=",
                    "Any Town, CA 91921-1234", "END:VCARD")))
        #expect(label.note == "P. O. Box 456\n123 Main Street\nAny Town, CA 91921-1234" && label.name == "John Public")
        // Its N example for a place: a comma is no separator in 2.1.
        #expect(
            try parse(card("BEGIN:VCARD", "VERSION:2.1", "N:Veni, Vidi, Vici;The Restaurant.", "END:VCARD"))?.name
                == "The Restaurant. Veni, Vidi, Vici")
        // RFC 822 folding keeps the white space in 2.1; RFC 6350 3.2 drops one character of it.
        #expect(try parse(card("BEGIN:VCARD", "VERSION:2.1", "N:Public;John", "NOTE:a long", " note", "END:VCARD"))?.note == "a long note")
        #expect(try parse(card("BEGIN:VCARD", "VERSION:3.0", "FN:John Public", "NOTE:a long", "  note", "END:VCARD"))?.note == "a long note")
    }

    @Test func charsetsAndEncodings() throws {
        let utf8 = card("BEGIN:VCARD", "VERSION:2.1", "N;CHARSET=UTF-8;ENCODING=QUOTED-PRINTABLE:M=C3=BCller;J=C3=BCrgen", "END:VCARD")
        #expect(try parse(utf8)?.name == "Jürgen Müller")
        let latin1 = card("BEGIN:VCARD", "VERSION:2.1", "N;CHARSET=ISO-8859-1;QUOTED-PRINTABLE:M=FCller;J=FCrgen", "END:VCARD")
        #expect(try parse(latin1)?.name == "Jürgen Müller")
        #expect(
            try parse(card("BEGIN:VCARD", "VERSION:2.1", "N;CHARSET=WINDOWS-1252;ENCODING=QUOTED-PRINTABLE:=80uro;", "END:VCARD"))?.name == "€uro")
        #expect(try parse(card("BEGIN:VCARD", "VERSION:3.0", "FN;ENCODING=b:Sm9obiBEb2U=", "N:Doe;John", "END:VCARD"))?.name == "John Doe")
        // RFC 6350 3.1: vCard 4.0 text is UTF-8, whatever its transfer encoding.
        #expect(try parse(card("BEGIN:VCARD", "VERSION:4.0", "FN;ENCODING=b:SsO8cmdlbg==", "END:VCARD"))?.name == "Jürgen")
        // versit 2.1's grammar lets white space stand around BEGIN's colon.
        #expect(try parse(card("BEGIN : VCARD", "VERSION:2.1", "N:Public;John", "END:VCARD"))?.name == "John Public")
        // zxing's quoted-printable test address, with a version and a name added.
        let zxing = card(
            "BEGIN:VCARD", "VERSION:2.1", "N:Owen;Sean",
            "ADR;HOME;CHARSET=UTF-8;ENCODING=QUOTED-PRINTABLE:;;=38=38=20=4C=79=6E=62=72=6F=6F=6B=0D=0A=43=",
            "=4F=20=36=39=39=", "=39=39;;;", "END:VCARD")
        #expect(try parse(zxing)?.addresses == ["88 Lynbrook\nCO 69999"])
        // 3.0's escapes, in zxing's escaped address.
        let escaped = card("BEGIN:VCARD", "VERSION:3.0", "FN:Sean Owen", "ADR;TYPE=home:;;123\\;\\\\ Main\\, St\\nHome;;;;", "END:VCARD")
        #expect(try parse(escaped)?.addresses == ["123;\\ Main, St\nHome"])
    }

    @Test func zxingsSampleCards() throws {
        // zxing's test image qrcode-2/11: no VERSION, read by versit 2.1's rules.
        let kennedy = try #require(
            try parse(
                """
                BEGIN:VCARD
                N:Kennedy;Steve
                TEL:+44 (0)7775 755503
                ADR;HOME:;;Flat 2, 43 Howitt Road, Belsize Park;London;;NW34LU;UK
                ORG:NetTek Ltd;
                TITLE:Consultant
                EMAIL:steve@nettek.co.uk
                URL:www.nettek.co.uk
                EMAIL;IM:MSN:steve@gbnet.net
                NOTE:Testing 1 2 3
                BDAY:19611105
                END:VCARD
                """))
        let expected: [JSON.Member] = [
            ("name", .string("Steve Kennedy")), ("org", .string("NetTek Ltd")), ("tel", .array([.string("+44 (0)7775 755503")])),
            ("email", .array([.string("steve@nettek.co.uk"), .string("MSN:steve@gbnet.net")])), ("title", .string("Consultant")),
            ("url", .array([.string("www.nettek.co.uk")])),
            ("address", .array([.string("Flat 2, 43 Howitt Road, Belsize Park, London, NW34LU, UK")])), ("format", .string("vcard")),
        ]
        #expect(PersonalFixtures.same(kennedy.fields, expected))
        #expect(kennedy.note == "Testing 1 2 3" && kennedy.birthday == "19611105")
        // zxing's unit-test cards.
        #expect(try parse("BEGIN:VCARD\r\nADR;HOME:123 Main St\r\nVERSION:2.1\r\nN:Owen;Sean\r\nEND:VCARD")?.addresses == ["123 Main St"])
        #expect(try parse("begin:vcard\r\nadr;HOME:123 Main St\r\nVersion:2.1\r\nn:Owen;Sean\r\nEND:VCARD")?.name == "Sean Owen")
        #expect(try parse("BEGIN:VCARD\r\nVERSION:2.1\r\nN:Owen;Sean;T;Mr.;Esq.\r\nEND:VCARD")?.name == "Mr. Sean T Owen Esq.")
        #expect(try parse("BEGIN:VCARD\r\nVERSION:2.1\r\nN:;Sean;;;\r\nEND:VCARD")?.name == "Sean")
        let uri = try #require(try parse("BEGIN:VCARD\r\nVERSION:4.0\r\nFN:x\r\nTEL;VALUE=uri:tel:+1-555-555-1212\r\nTEL;HOME:\r\nEND:VCARD"))
        #expect(uri.phones == ["+1-555-555-1212"])
    }

    @Test func meCards() throws {
        // zxing's test images qrcode-3/27 and others.
        let owen = try #require(try parse("MECARD:N:Sean Owen;TEL:+12125658770;EMAIL:srowen@google.com;;"))
        #expect(
            PersonalFixtures.same(
                owen.fields,
                [
                    ("name", .string("Sean Owen")), ("tel", .array([.string("+12125658770")])), ("email", .array([.string("srowen@google.com")])),
                    ("format", .string("mecard")),
                ]))
        #expect(
            owen.card.english
                == WordedCard(
                    title: "Contact", main: [.init("Name", "Sean Owen"), .init("Phone", "+12125658770")],
                    details: [.init("E-mail", "srowen@google.com")]))
        // DoCoMo's rule: a comma divides the family name from the given name.
        #expect(try parse("MECARD:N:Doe,John;TEL:13035551212;EMAIL:john.doe@example.com;;")?.name == "John Doe")
        #expect(try parse("MECARD:N:Google 411,;TEL:18665881077;;")?.name == "Google 411")
        #expect(try parse("MECARD:N:測試;;")?.name == "測試")
        #expect(
            try parse("MECARD:N:Doe,John;ADR:,,123 Main St.,Springfield,IL,12345,USA;BDAY:19700310;;")?.addresses == [
                "123 Main St., Springfield, IL, 12345, USA"
            ])
        // ZXing's wiki example, and its test of an organisation and two addresses.
        let wiki = try #require(
            try parse("MECARD:N:Owen,Sean;ADR:76 9th Avenue, 4th Floor, New York, NY 10011;TEL:12125551212;EMAIL:srowen@example.com;;"))
        #expect(wiki.name == "Sean Owen" && wiki.addresses == ["76 9th Avenue, 4th Floor, New York, NY 10011"])
        let several = try #require(
            try parse("MECARD:N:Foo Bar;ORG:Company;TEL:5555555555;EMAIL:foo.bar@xyz.com;ADR:City, 10001;ADR:City, 10001;NOTE:This is the memo.;;"))
        #expect(several.organization == "Company" && several.addresses.count == 2 && several.note == "This is the memo.")
        #expect(try parse("MECARD:N:Sean Owen;URL:http\\://example.com/;;")?.urls == ["http://example.com/"])
        // A badge printer's UID and a key of its own; the country is ADR's seventh part.
        let badge = try #require(try parse("MECARD:UID:187WCI5;N:Barbara Moore;CONF:48213;ADR:,,1 Rue X,Paris,,75001,France;;"))
        #expect(badge.uid == "187WCI5" && badge.otherFields == [.init(name: "CONF", value: "48213")] && badge.country == "France")
    }

    @Test func bizCards() throws {
        // ZXing's wiki example.
        let wiki = try #require(
            try parse("BIZCARD:N:Sean;X:Owen;T:Software Engineer;C:Google;A:76 9th Avenue, New York, NY 10011;B:+12125551212;E:srowen@google.com;;"))
        let expected: [JSON.Member] = [
            ("name", .string("Sean Owen")), ("org", .string("Google")), ("tel", .array([.string("+12125551212")])),
            ("email", .array([.string("srowen@google.com")])), ("title", .string("Software Engineer")),
            ("address", .array([.string("76 9th Avenue, New York, NY 10011")])), ("format", .string("bizcard")),
        ]
        #expect(PersonalFixtures.same(wiki.fields, expected))
        // zxing's test image qrcode-2/7, and its unit test ending in a single ";".
        #expect(
            try parse("BIZCARD:N:Todd;X:Ogasawara;T:Tech Geek;C:MobileViews.com;A:MobileTown USA;E:editor@mobileviews.com;;")?.name
                == "Todd Ogasawara")
        #expect(try parse("BIZCARD:N:Sean;X:Owen;C:Google;A:123 Main St;M:+12125551212;E:srowen@example.org;")?.phones == ["+12125551212"])
    }

    @Test func refusals() {
        let cases: [(String, String)] = [
            (card("BEGIN:VCARD", "VERSION:5.0", "FN:x", "END:VCARD"), "vCard VERSION 5.0 is none of 2.1, 3.0 and 4.0"),
            (card("BEGIN:VCARD", "VERSION:3.0", "FN:x"), "the vCard has no END:VCARD: the code may be cut short"),
            (card("BEGIN:VCARD", "VERSION:3.0", "TEL:1", "END:VCARD"), "the vCard has no name: every version asks for FN or N"),
            (card("BEGIN:VCARD", "VERSION:3.0", "FN:x", "JUSTTEXT", "END:VCARD"), "“JUSTTEXT” is not a vCard line (NAME:value)"),
            (card("BEGIN:VCARD", "VERSION:3.0", "FN:x", "END:VCARD", "NOTE:x"), "“NOTE:x” after END:VCARD"),
            (card("BEGIN:VCARD", "VERSION:3.0", "FN:x", "END:VCARD", "END:VCARD"), "“END:VCARD” after END:VCARD"),
            (
                card("BEGIN:VCARD", "VERSION:2.1", "N;ENCODING=QUOTED-PRINTABLE:=ZZ", "END:VCARD"),
                "“=” not followed by two hex digits in a QUOTED-PRINTABLE value (RFC 2045 6.7)"
            ),
            (
                card("BEGIN:VCARD", "VERSION:2.1", "N;ENCODING=QUOTED-PRINTABLE:M=FCller", "END:VCARD"),
                "encoded bytes beyond ASCII without a CHARSET (vCard 2.1's default is ASCII)"
            ),
            (
                card("BEGIN:VCARD", "VERSION:2.1", "N;CHARSET=SHIFT_JIS;ENCODING=QUOTED-PRINTABLE:=82=A0", "END:VCARD"),
                "CHARSET=SHIFT_JIS is not one this reader decodes (UTF-8, US-ASCII, ISO-8859-1, windows-1252)"
            ),
            (
                card("BEGIN:VCARD", "VERSION:2.1", "N;CHARSET=UTF-8;ENCODING=QUOTED-PRINTABLE:=FF", "END:VCARD"),
                "an encoded value marked UTF-8 is not UTF-8"
            ),
            (card("BEGIN:VCARD", "VERSION:3.0", "FN;ENCODING=X:y", "END:VCARD"), "FN has ENCODING=X, which no vCard version defines"),
            (card("BEGIN:VCARD", "VERSION:3.0", "FN;ENCODING=b:Sm9o!", "END:VCARD"), "“!” in a BASE64 value (RFC 4648 4)"),
            ("MECARD:N:Doe,John;TEL:123", "the MECARD's last field “TEL:…” has no closing “;”: the code may be cut short"),
            ("MECARD:N:Doe,John;BDAY:19701310;;", "BDAY “19701310” is not a date of 8 digits, YYYYMMDD"),
            ("BIZCARD:N:Sean;X:Owen", "the BIZCARD's last field “X:…” has no closing “;”: the code may be cut short"),
        ]
        for (text, reason) in cases {
            #expect(throws: ContentRefusal(reason), "\(text)") { try parse(text) }
        }
        #expect((try? parse("BEGIN:VCALENDAR\r\nEND:VCALENDAR")) == .some(nil))
        #expect((try? parse("Sean Owen\nsrowen@google.com")) == .some(nil))
    }
}
