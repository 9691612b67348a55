// BadgeReaderTests: badges made from layouts event platforms publish, each read into the exact
// person, and malformed badges refused with their reason. Sources of the layouts:
// - Eventmaker, "QR codes, MECARDs, Encryption and Security" (help.eventmaker.io/en/articles/
//   380205): `MECARD:UID:187WCI5;N:Barbara Moore;ORG:Uber;TEL:+336093838383;`.
// - Aptify, the POS app's badge barcodes (aptifykb.atlassian.net, page 15417383444): PDF417 with a
//   caret-separated list whose last token is the PersonID (`AieshaAaronson_DanubePartner^2427`);
//   Code 39 with the PersonID alone, zero-padded to six digits (`000012`).
// - SpotMe, "Bring your own attendee badge QR codes" (support.spotme.com, article 7501202920467):
//   `SB` followed by the registration confirmation number (`SBpax001`).
// - Devoxx's badge (github.com/devoxx/MyDevoxxGluon issue 175): ID, last name, first name,
//   company, e-mail; Devoxx writes `::` between them, the tests the same order with `|` and `*`.
// - ExpoPlatform's digital badge fields (help.expoplatform.com, "My badge (app)"): full name, job
//   title, company name, country: the JSON badge's members are named after them.
// No published layout was found for a `CONF:` field: the vCard and MECARD ones below are made up.
import Content
import Testing
import Wire

@Suite struct BadgeReaderTests {
    let standard = BadgeFormat()

    func read(_ text: String, _ format: BadgeFormat? = nil) throws(ContentRefusal) -> BadgePerson {
        try BadgeReader.read(text, format: format ?? standard)
    }

    func refusal(_ text: String, _ format: BadgeFormat? = nil) -> String? {
        do {
            _ = try read(text, format)
            return nil
        } catch { return error.description }
    }

    @Test func eventmakersMECARDCarriesTheIdInUID() throws {
        let person = try read("MECARD:UID:187WCI5;N:Barbara Moore;ORG:Uber;TEL:+336093838383;")
        #expect(person == BadgePerson(layout: .meCard, id: "187WCI5", name: "Barbara Moore", company: "Uber", phone: "+336093838383"))
        // The lead event's person: every key, null where the badge says nothing.
        #expect(
            person.json.serialized
                == #"{"id":"187WCI5","name":"Barbara Moore","company":"Uber","title":null,"email":null,"phone":"+336093838383","country":null}"#)
    }

    @Test func aMECARDWithTheIdInACONFFieldAndItsAddressesCountry() throws {
        let text = "MECARD:N:Moore,Barbara;ORG:Uber;EMAIL:b.moore@example.com;ADR:,,1455 Market St,San Francisco,CA,94103,USA;CONF:48213;;"
        #expect(
            try read(text)
                == BadgePerson(layout: .meCard, id: "48213", name: "Barbara Moore", company: "Uber", email: "b.moore@example.com", country: "USA"))
    }

    @Test func aVCardWithTheIdInUID() throws {
        let text = ["BEGIN:VCARD", "VERSION:3.0", "N:Dumont;Chris", "FN:Chris Dumont", "ORG:ACME Inc.", "TITLE:Buyer", "UID:A-1221", "END:VCARD"]
        #expect(
            try read(text.joined(separator: "\r\n"))
                == BadgePerson(layout: .vCard, id: "A-1221", name: "Chris Dumont", company: "ACME Inc.", title: "Buyer"))
    }

    @Test func aVCardWhoseUIDIsAUUIDTakesTheIdFromNOTE() throws {
        // RFC 6350 6.7.6's UID example is no registrant id; the NOTE's CONF: is.
        let card = [
            "BEGIN:VCARD", "VERSION:4.0", "FN:Paul Klausen", "ORG:ACME Inc.", "EMAIL:paul.klausen@example.com", "TEL;VALUE=uri:tel:+49-30-1234567",
            "ADR:;;Hauptstr. 1;Berlin;;10115;Germany", "UID:urn:uuid:f81d4fae-7dec-11d0-a765-00a0c91e6bf6", "NOTE:Exhibitor pass\\, CONF:1231",
            "END:VCARD",
        ]
        #expect(
            try read(card.joined(separator: "\n"))
                == BadgePerson(
                    layout: .vCard, id: "1231", name: "Paul Klausen", company: "ACME Inc.", email: "paul.klausen@example.com",
                    phone: "+49-30-1234567",
                    country: "Germany"))
        // An X-CONF property, and a NOTE that is the id alone.
        let other = ["BEGIN:VCARD", "VERSION:3.0", "FN:Ann Lee", "X-CONF:77120", "END:VCARD"].joined(separator: "\n")
        #expect(try read(other) == BadgePerson(layout: .vCard, id: "77120", name: "Ann Lee"))
        let note = ["BEGIN:VCARD", "VERSION:3.0", "FN:Ann Lee", "NOTE:77120", "END:VCARD"].joined(separator: "\n")
        #expect(try read(note).id == "77120")
        // A NOTE that is a sentence is no id: the person has none.
        let sentence = ["BEGIN:VCARD", "VERSION:3.0", "FN:Ann Lee", "NOTE:met at the keynote", "END:VCARD"].joined(separator: "\n")
        #expect(try read(sentence) == BadgePerson(layout: .vCard, name: "Ann Lee"))
    }

    @Test func aptifysPDF417BadgeEndsInThePersonID() throws {
        let format = BadgeFormat(delimited: try BadgeDelimitedLayout(parsing: "-^id"))
        #expect(try read("AieshaAaronson_DanubePartner^2427", format) == BadgePerson(layout: .delimited, id: "2427"))
    }

    @Test func aptifysCode39BadgeIsTheIdAlone() throws {
        #expect(try read("000012") == BadgePerson(layout: .id, id: "000012"))
        // Scanners may add a line end.
        #expect(try read(" 000012\r\n") == BadgePerson(layout: .id, id: "000012"))
    }

    @Test func spotMesBadgeCarriesSBBeforeTheNumber() throws {
        let format = BadgeFormat(idPattern: try BadgeIDPattern(#"SB(?<id>\w+)"#))
        #expect(try read("SBpax001", format) == BadgePerson(layout: .id, id: "pax001"))
        #expect(refusal("pax001", format)?.hasPrefix("not a badge this booth reads") == true)
    }

    @Test func devoxxsFieldOrderWithEachDelimiter() throws {
        for delimiter in ["|", "*", "^", "%"] {
            let layout = try BadgeDelimitedLayout(parsing: ["id", "last_name", "first_name", "company", "email"].joined(separator: delimiter))
            let text = ["DVX-4471", "Moore", "Barbara", "Uber", "barbara.moore@example.com"].joined(separator: delimiter)
            #expect(
                try read(text, BadgeFormat(delimited: layout))
                    == BadgePerson(layout: .delimited, id: "DVX-4471", name: "Barbara Moore", company: "Uber", email: "barbara.moore@example.com"))
            // A final delimiter after the last field, and an empty field.
            #expect(
                try read("DVX-4471\(delimiter)Moore\(delimiter)\(delimiter)\(delimiter)\(delimiter)", BadgeFormat(delimited: layout))
                    == BadgePerson(layout: .delimited, id: "DVX-4471", name: "Moore"))
        }
    }

    @Test func aJSONBadgeWithConfiguredPaths() throws {
        let json = try BadgeJSONLayout(parsing: "id=attendee.badgeId, name=attendee.fullName, title=attendee.jobTitle, company=attendee.companyName")
        let text =
            #"{"attendee":{"badgeId":90210,"fullName":"Barbara Moore","jobTitle":"CTO","companyName":"Uber","country":"ignored"},"country":"FR","email":null}"#
        #expect(
            try read(text, BadgeFormat(json: json))
                == BadgePerson(layout: .json, id: "90210", name: "Barbara Moore", company: "Uber", title: "CTO", country: "FR"))
        // The standard paths: each field under its own name; first and last name joined.
        #expect(
            try read(#"{"id":"A-77","last_name":"Lee","first_name":"Ann","phone":"+1 555 0100"}"#)
                == BadgePerson(layout: .json, id: "A-77", name: "Ann Lee", phone: "+1 555 0100"))
    }

    @Test func anEmailAddressAlone() throws {
        #expect(try read("barbara.moore@example.com\n") == BadgePerson(layout: .email, email: "barbara.moore@example.com"))
    }

    @Test func malformedBadgesAreRefusedWithTheirReason() throws {
        let delimited = BadgeFormat(delimited: try BadgeDelimitedLayout(parsing: "id|name|company|email"))
        let cases: [(String, BadgeFormat?, String)] = [
            ("", nil, "the badge is empty"),
            (" \r\n", nil, "the badge is empty"),
            ("A1\u{0}23", nil, "the badge holds a NUL byte: it is not text"),
            ("MECARD:UID:187WCI5;N:Barbara Mo", nil, "the MECARD's last field “N:…” has no closing “;”: the code may be cut short"),
            ("MECARD:TEL:+336093838383;;", nil, "the badge names nobody: it has no registrant id, name or e-mail address"),
            ("BEGIN:VCARD\nVERSION:3.0\nFN:Chris Dumont\n", nil, "the vCard has no END:VCARD: the code may be cut short"),
            (#"{"id":"A-77","name":"Ann"#, nil, "the badge starts as JSON but is not JSON text"),
            (#"{"id":{"value":"A-77"}}"#, nil, "the badge's id is not text or a number"),
            (#"{"id":"A 77"}"#, nil, "the badge's id is not a registrant id (the pattern [A-Za-z0-9][A-Za-z0-9_-]{2,39})"),
            (#"{"name":"Ann","email":"ann@"}"#, nil, "the badge's email is not an e-mail address"),
            (#"{"company":"Uber"}"#, nil, "the badge names nobody: it has no registrant id, name or e-mail address"),
            ("barbara.moore@", nil, "the badge has an “@” but is not an e-mail address (local-part@domain)"),
            ("Barbara Moore <b@example.com>", nil, "the badge has an “@” but is not an e-mail address (local-part@domain)"),
            ("48213|Barbara Moore|Uber", delimited, "the badge has 3 fields between “|” where the layout id|name|company|email has 4"),
            ("48 213|Barbara Moore|Uber|", delimited, "field 1 (id) is not a registrant id (the pattern [A-Za-z0-9][A-Za-z0-9_-]{2,39})"),
            ("48213|Barbara Moore|Uber|moore at example", delimited, "field 4 (email) is not an e-mail address"),
            (
                "hello world", delimited,
                "not a badge this booth reads: not a vCard, MECARD, JSON object, fields between “|” (id|name|company|email), e-mail address or registrant id (the pattern [A-Za-z0-9][A-Za-z0-9_-]{2,39})"
            ),
            (
                "https://example.com/t/8841", nil,
                "not a badge this booth reads: not a vCard, MECARD, JSON object, e-mail address or registrant id (the pattern [A-Za-z0-9][A-Za-z0-9_-]{2,39})"
            ),
        ]
        for (text, format, reason) in cases {
            #expect(refusal(text, format) == reason, "\(text.debugDescription)")
        }
    }
}
