// WiFiNetworkTests: ZXing's Wi-Fi examples and test payloads, the EAP and WPA3 fields, the
// password kept off the card, and what is refused.
import Content
import Language
import Testing

@Suite struct WiFiNetworkTests {
    func parse(_ text: String, secrets: Bool = false) throws -> WiFiNetwork? {
        try WiFiNetwork.parse(PersonalFixtures.payload(text), context: secrets ? PersonalFixtures.contextWithSecrets : PersonalFixtures.context)
    }

    /// Every text a card shows.
    func texts(_ content: ContentCard) -> [String] {
        let card = content.english
        let facts: [String] = (card.main + card.details).flatMap { [$0.label, $0.value] }
        return [card.title] + facts + (card.warning.map { [$0] } ?? [])
    }

    @Test func theWikiExample() throws {
        // ZXing's wiki, Barcode Contents: "WIFI:T:WPA;S:mynetwork;P:mypass;;".
        let text = "WIFI:T:WPA;S:mynetwork;P:mypass;;"
        let network = try #require(try parse(text))
        #expect(
            PersonalFixtures.same(network.fields, [("ssid", .string("mynetwork")), ("security", .string("WPA")), ("hidden", .bool(false))]))
        #expect(
            network.card.english
                == WordedCard(
                    title: "Wi-Fi network",
                    main: [.init("Network", "mynetwork"), .init("Security", "WPA password"), .init("Password", "••••••••")]))
        let withSecrets = try #require(try parse(text, secrets: true))
        #expect(
            PersonalFixtures.same(
                withSecrets.fields,
                [("ssid", .string("mynetwork")), ("security", .string("WPA")), ("hidden", .bool(false)), ("password", .string("mypass"))]))
        #expect(!texts(withSecrets.card).contains { $0.contains("mypass") })
        #expect(WiFiNetwork.typeName == "wifi")
    }

    @Test func zxingsTestPayloads() throws {
        // ZXing's WifiParsedResultTestCase inputs; the values follow the format's rules.
        let open = try #require(try parse("WIFI:S:NoPassword;P:;T:;;"))
        #expect(open.security == .open && open.password == nil && open.card.english.main.last == .init("Password", "none"))
        #expect(try parse("WIFI:S:No Password;P:;T:;;")?.ssid == "No Password")
        let wep = try #require(try parse("WIFI:S:TenChars;P:0123456789;T:WEP;;"))
        #expect(wep.security == .wep && wep.password == "0123456789" && wep.card.english.main[1] == .init("Security", "WEP (insecure)"))
        #expect(try parse("WIFI:S:Ten\\;\\;Chars;P:0123456789;T:WEP;;")?.ssid == "Ten;;Chars")
        #expect(try parse("WIFI:S:Ten\\:\\:Chars;P:0123456789;T:WEP;;")?.ssid == "Ten::Chars")
        #expect(try parse("WIFI:S:TenChars;P:space is silent;T:WPA;;")?.password == "space is silent")
        #expect(try parse("WIFI:S:TenChars;P:hello\\;there;T:WEP;;")?.password == "hello;there")
        #expect(try parse("WIFI:T:WPA;S:test;P:my_password\\\\;;")?.password == "my_password\\")
        #expect(try parse("WIFI:T:WPA;S:My_WiFi_SSID;P:abc123/;;")?.password == "abc123/")
        // Unescaped quotes mark a name that could pass for hex: the name is what they hold (ZXing's
        // parser keeps them; its wiki says what they are for). Escaped quotes are characters.
        #expect(try parse("WIFI:T:WPA;S:\"foo\\;bar\\\\baz\";;")?.ssid == "foo;bar\\baz")
        #expect(try parse("WIFI:T:WPA;S:test;P:\\\"abcd\\\";;")?.password == "\"abcd\"")
        #expect(try parse("WIFI:S:\"ABCD\";T:nopass;;")?.ssid == "ABCD")
    }

    @Test func hiddenAndEnterpriseNetworks() throws {
        let hidden = try #require(try parse("WIFI:T:WPA;S:mynetwork;P:mypass;H:true;;"))
        #expect(hidden.hidden && hidden.card.english.details == [.init("Hidden network", "yes")])
        // ZXing's wiki: WPA2-EAP with E, PH2, A and I.
        let text = "WIFI:T:WPA2-EAP;S:corp;E:PEAP;PH2:MSCHAPV2;A:anon;I:alice;P:s3cret;;"
        let enterprise = try #require(try parse(text))
        #expect(
            PersonalFixtures.same(
                enterprise.fields,
                [
                    ("ssid", .string("corp")), ("security", .string("WPA2-EAP")), ("hidden", .bool(false)), ("eapMethod", .string("PEAP")),
                    ("phase2Method", .string("MSCHAPV2")),
                ]))
        #expect(
            enterprise.card.english
                == WordedCard(
                    title: "Wi-Fi network",
                    main: [.init("Network", "corp"), .init("Security", "WPA2-Enterprise (EAP)"), .init("Password", "••••••••")],
                    details: [.init("EAP method", "PEAP / MSCHAPV2")]))
        let withSecrets = try #require(try parse(text, secrets: true))
        #expect(
            withSecrets.fields.map(\.key) == ["ssid", "security", "hidden", "password", "eapMethod", "phase2Method", "identity", "anonymousIdentity"])
        #expect(!texts(withSecrets.card).contains { $0.contains("s3cret") || $0.contains("alice") })
        // Before ZXing 4.7.8, H held the phase 2 method.
        let legacy = try #require(try parse("WIFI:T:WPA2-EAP;S:corp;E:TTLS;H:MSCHAPV2;;"))
        #expect(legacy.phase2Method == "MSCHAPV2" && !legacy.hidden)
    }

    @Test func theWPA3SpecificationsFields() throws {
        // Written by the WPA3 Specification's WIFI-qr grammar: type, trdisable, ssid, id, password, public-key.
        let text = "WIFI:T:WPA;R:3;S:MyNet;I:guests;P:secretpw;K:MDkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDIgAD+a/b=;;"
        let network = try #require(try parse(text))
        #expect(network.transitionDisable == 3 && network.transitionDisabledFor == ["WPA3-Personal", "SAE-PK"])
        #expect(network.passwordIdentifier == "guests" && network.identity == nil)
        #expect(
            PersonalFixtures.same(
                network.fields,
                [
                    ("ssid", .string("MyNet")), ("security", .string("WPA")), ("hidden", .bool(false)), ("transitionDisable", .integer(3)),
                    ("saePK", .bool(true)),
                ]))
        #expect(network.card.english.details == [.init("SAE-PK", "public key given"), .init("No transition mode", "WPA3-Personal, SAE-PK")])
        #expect(try parse(text, secrets: true)?.fields.contains { $0.key == "passwordIdentifier" } == true)
        // No T: an open network, by the WPA3 grammar and ZXing's wiki alike.
        #expect(try parse("WIFI:S:Cafe;;")?.security == .open)
        #expect(try parse("wifi:T:sae;S:x;;")?.security == .sae)
        // The iStumbler wifi:// URL is another format.
        #expect(try parse("wifi://user:pass@network") == nil)
    }

    @Test func refusals() {
        let cases: [(String, String)] = [
            ("WIFI:T:WPA;P:x;;", "the WIFI code names no network (no S: field)"),
            ("WIFI:S:;;", "the WIFI code's network name (S:) is empty"),
            ("WIFI:S:\(String(repeating: "n", count: 33));;", "network name of 33 bytes: an SSID has at most 32"),
            ("WIFI:T:WPA3-SAE;S:x;;", "the security type (T:) is none of nopass, WEP, WPA, WPA2, WPA3, SAE, WPA2-EAP"),
            ("WIFI:S:x;S:y;;", "the WIFI code gives S: twice"),
            ("WIFI:S:x;H:maybe;PH2:MSCHAPV2;;", "H: is neither true nor false"),
            ("WIFI:S:x;R:xyz;;", "transition disable (R:) is not hex digits (WPA3 Specification, WIFI URI)"),
            ("WIFI:S:x;K:abc$;;", "the SAE-PK public key (K:) is not base64 (WPA3 Specification, WIFI URI)"),
            ("WIFI:S:x;P:y", "the WIFI code's last field “P:…” has no closing “;”: the code may be cut short"),
            ("WIFI:S:x;", "the WIFI code does not end with “;;”"),
            ("WIFI:S:x;;junk", "text after the “;;” that ends the WIFI code"),
            ("WIFI:S:x\\", "the WIFI code ends in a lone “\\”"),
            ("WIFI:S:x;nocolon;;", "field 2 of the WIFI code is not a KEY:value field"),
            // A password with an unescaped “;” runs into the fields after it: no piece of it is quoted.
            ("WIFI:S:x;P:pa;ss;;", "field 3 of the WIFI code is not a KEY:value field"),
            ("WIFI:S:x;P:pa;ss:wd", "the WIFI code's last field (field 3) has no closing “;”: the code may be cut short"),
        ]
        for (text, reason) in cases {
            #expect(throws: ContentRefusal(reason), "\(text)") { try parse(text) }
        }
    }
}
