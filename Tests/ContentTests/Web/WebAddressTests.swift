// WebAddressTests: RFC 3986's example URIs, the phishing tricks a card must show, trackers, and
// what is refused.
import Content
import Language
import Testing
import Wire

@Suite struct WebAddressTests {
    func parse(_ text: String) throws -> WebAddress? { try WebAddress.parse(PersonalFixtures.payload(text), context: PersonalFixtures.context) }

    @Test func theExampleURIsOfRFC3986() throws {
        // RFC 3986 1.1.2.
        let rfc = try #require(try parse("http://www.ietf.org/rfc/rfc2396.txt"))
        #expect(rfc.scheme == "http" && rfc.host.name == "www.ietf.org" && rfc.path == "/rfc/rfc2396.txt" && rfc.port == nil)
        let ftp = try #require(try parse("ftp://ftp.is.co.za/rfc/rfc1808.txt"))
        #expect(ftp.host.name == "ftp.is.co.za" && ftp.path == "/rfc/rfc1808.txt")
        // Its ldap example's authority and path, under http (ldap is no web scheme).
        let ipv6 = try #require(try parse("http://[2001:db8::7]/c=GB?objectClass?one"))
        #expect(ipv6.host.name == "[2001:db8::7]" && ipv6.host.kind == .ipLiteral && ipv6.query == "objectClass?one")
        // RFC 3986 3's example of every part, under https.
        let parts = try #require(try parse("https://example.com:8042/over/there?name=ferret#nose"))
        #expect(parts.port == 8042 && parts.path == "/over/there" && parts.query == "name=ferret" && parts.fragment == "nose")
        // Schemes that are not web addresses are other kinds, or none.
        #expect(try parse("telnet://192.0.2.16:80/") == nil)
        #expect(try parse("ldap://[2001:db8::7]/c=GB?objectClass?one") == nil)
        #expect(try parse("urn:oasis:names:specification:docbook:dtd:xml:4.1.2") == nil)
        #expect(try parse("otpauth://totp/Example:alice@google.com?secret=JBSWY3DPEHPK3PXP") == nil)
    }

    @Test func fieldsAndCardOfAnAddressWithTrackers() throws {
        let address = try #require(try parse("https://www.example.com/page?utm_source=newsletter&utm_medium=email&id=5&fbclid=IwAR0"))
        let expected: [JSON.Member] = [
            ("url", .string("https://www.example.com/page?utm_source=newsletter&utm_medium=email&id=5&fbclid=IwAR0")),
            ("host", .string("www.example.com")), ("scheme", .string("https")),
            ("trackers", .array([.string("utm_source"), .string("utm_medium"), .string("fbclid")])),
        ]
        #expect(PersonalFixtures.same(address.fields, expected))
        #expect(
            address.card.english
                == WordedCard(
                    title: "Web address", main: [.init("Host", "www.example.com"), .init("Scheme", "https")],
                    details: [
                        .init("Path", "/page?utm_source=newsletter&utm_medium=email&id=5&fbclid=IwAR0"),
                        .init("Tracking", "utm_source, utm_medium, fbclid"),
                    ]))
    }

    @Test func cardOfAPlainHTTPAddress() throws {
        let address = try #require(try parse("http://www.ietf.org/rfc/rfc2396.txt"))
        #expect(
            address.card.english
                == WordedCard(
                    title: "Web address", main: [.init("Host", "www.ietf.org"), .init("Scheme", "http (not encrypted)")],
                    details: [.init("Path", "/rfc/rfc2396.txt")]))
        #expect(WebAddress.typeName == "url")
    }

    @Test func aNameBeforeTheAtSignIsNotTheHost() throws {
        let address = try #require(try parse("https://www.paypal.com@evil.example/login"))
        #expect(address.host.name == "evil.example" && address.userinfo == "www.paypal.com")
        #expect(address.card.english.main.first == .init("Host", "evil.example"))
        #expect(address.card.english.warning == "The text before “@” is not the site: the host is evil.example.")
        #expect(address.fields.contains { $0.key == "userinfo" && $0.value == .bool(true) })
    }

    @Test func hostsThatAreAddressesOrNumbers() throws {
        let ip = try #require(try parse("http://192.0.2.16:8080/admin"))
        #expect(ip.host.kind == .ipv4 && ip.port == 8080)
        #expect(ip.card.english.warning == "The host is an IP address, not a name.")
        #expect(ip.card.english.details.first == .init("Port", "8080"))
        // The URL Standard reads these as 127.0.0.1: a browser would go there.
        for text in ["http://2130706433/", "http://0x7f.1/", "http://127.1/"] {
            let number = try #require(try parse(text))
            #expect(number.host.kind == .number, "\(text)")
            #expect(number.card.english.warning == "The host is a number that browsers read as an IP address.")
        }
        // 256 is no dec-octet: a name by RFC 3986's grammar, a number to browsers.
        #expect(try parse("http://256.1.1.1/")?.host.kind == .number)
        #expect(try parse("https://example.com:443/")?.card.english.details == [])
    }

    @Test func internationalHosts() throws {
        // "apple" in Cyrillic letters, as punycode: left as written, marked.
        let punycode = try #require(try parse("https://xn--80ak6aa92e.com/"))
        #expect(punycode.host.name == "xn--80ak6aa92e.com" && punycode.host.international && !punycode.host.mixesAlphabets)
        #expect(punycode.card.english.warning == "The host has letters beyond ASCII: they can imitate another site's name.")
        // "pаypal" with a Cyrillic а (U+0430) among Latin letters.
        let mixed = try #require(try parse("https://p\u{430}ypal.com/"))
        #expect(mixed.host.mixesAlphabets)
        #expect(mixed.card.english.warning == "The host mixes alphabets in one name: it may imitate another site.")
        let japanese = try #require(try parse("https://例え.jp/パス"))
        #expect(japanese.host.international && !japanese.host.mixesAlphabets && japanese.path == "/パス")
        let encoded = try #require(try parse("http://%65xample.com/"))
        #expect(encoded.host.name == "example.com")
        #expect(encoded.card.english.warning == "The host is percent-encoded: it reads example.com.")
    }

    @Test func caseAndWhiteSpace() throws {
        let upper = try #require(try parse("HTTP://WWW.EXAMPLE.COM/Path"))
        #expect(upper.scheme == "http" && upper.host.name == "www.example.com" && upper.path == "/Path")
        // zxing's test image qrcode-2/23: the address with spaces after it.
        #expect(try parse("http://aniful.jp/pr/  ")?.text == "http://aniful.jp/pr/")
        // No scheme: nothing says it is an address.
        #expect(try parse("www.example.com") == nil)
        #expect(try WebAddress.parse(ContentPayload(symbology: "qr", bytes: [0x68, 0xFF], text: nil), context: PersonalFixtures.context) == nil)
    }

    @Test func refusals() {
        let cases: [(String, String)] = [
            ("http:example.com", "“http:” must be followed by “//” and a host (RFC 3986 3.2)"),
            ("https://", "the address has no host (RFC 3986 3.2.2)"),
            ("https://user@/", "the address has no host (RFC 3986 3.2.2)"),
            ("http://exa mple.com", "a space inside the address: an address ends there, and this text goes on"),
            // zxing's test image qrcode-2/29: an address, then a DoCoMo bookmark.
            (
                "http://live.fdgm.jp/u/event/hype/hype_top.html \n\nMEBKM:TITLE:hypeモバイル;URL:http\\://live.fdgm.jp/u/event/hype/hype_top.html;;",
                "a space inside the address: an address ends there, and this text goes on"
            ),
            ("http://example.com/a<b", "“<” cannot be part of a web address (RFC 3986 2)"),
            ("http://example.com/%zz", "“%” not followed by two hex digits in a web address (RFC 3986 2.1)"),
            ("https://exam\u{202E}ple.com/", "U+202E cannot be part of a web address (RFC 3986 2)"),
            ("http://example.com:99999/", "port 99999 is beyond 65535"),
            ("http://example.com:8o/", "port “8o” is not a number (RFC 3986 3.2.3)"),
            ("http://[2001:db8::7/", "“[” opens an IP literal that no “]” closes (RFC 3986 3.2.2)"),
            ("http://[2001:db8::g]/", "[2001:db8::g] is neither an IPv6 address nor IPvFuture (RFC 3986 3.2.2)"),
            ("http://[::1]x/", "“x” after an IP literal: only “:” and a port may follow “]” (RFC 3986 3.2)"),
            ("https://example.com/a[1]", "“[” must be percent-encoded outside the host (RFC 3986 3.3–3.5)"),
            ("https://example.com/#a#b", "“#” must be percent-encoded outside the host (RFC 3986 3.3–3.5)"),
            ("https://ex%2Fample.com/", "the host decodes to “/”, which no host name can hold"),
            ("https://ex%FFample.com/", "percent-encoded bytes in the host are not UTF-8 (RFC 3986 2.5)"),
        ]
        for (text, reason) in cases {
            #expect(throws: ContentRefusal(reason), "\(text)") { try parse(text) }
        }
    }

    @Test func ipv6Forms() throws {
        for host in ["[::1]", "[2001:db8::7]", "[::ffff:192.0.2.1]", "[1:2:3:4:5:6:7:8]", "[v7.fe80::1]"] {
            #expect(try parse("http://\(host)/")?.host.kind == .ipLiteral, "\(host)")
        }
        for host in ["[1:2:3:4:5:6:7:8:9]", "[1::2::3]", "[12345::]", "[::256.0.0.1]"] {
            #expect(throws: ContentRefusal.self, "\(host)") { try parse("http://\(host)/") }
        }
    }
}
