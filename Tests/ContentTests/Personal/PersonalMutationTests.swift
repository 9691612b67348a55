// PersonalMutationTests: seeded random mutations of every web and personal kind's examples through
// every parser: each answers, refuses or declines, never crashes, and no card shows a password.
import Content
import Language
import Testing

@Suite struct PersonalMutationTests {
    /// SplitMix64: the same sequence from the same seed, on every machine.
    struct Generator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }
    }

    static let seeds = [
        "https://www.example.com/page?utm_source=newsletter&id=5#top", "http://[2001:db8::7]:8080/c=GB?objectClass?one",
        "https://user:pass@xn--80ak6aa92e.com/", "tel:+1-201-555-0123;ext=102", "tel:863-1234;phone-context=+1-914-555",
        "mailto:joe@example.com?cc=bob@example.com&body=hello%20there", "MATMSG:TO:a@example.com;SUB:Hi;BODY:Text;;",
        "sms:+15105550101,+15105550102?body=hello%20there", "SMSTO:+15551212:Hello", "geo:48.198634,16.371648;crs=wgs84;u=40",
        "geo:0,0?q=1600+Amphitheatre+Parkway", "WIFI:T:WPA;S:mynetwork;P:mypass;H:true;;",
        "WIFI:T:WPA2-EAP;S:corp;E:PEAP;PH2:MSCHAPV2;A:anon;I:alice;P:s3cret;;", "WIFI:T:WPA;R:3;S:\"My\\;Net\";P:secretpw;K:MDkwEw+/=;;",
        "MECARD:N:Doe,John;TEL:13035551212;EMAIL:john.doe@example.com;ADR:,,123 Main St.,Springfield;;",
        "BIZCARD:N:Sean;X:Owen;T:Software Engineer;C:Google;B:+12125551212;E:srowen@google.com;;",
        "BEGIN:VCARD\r\nVERSION:2.1\r\nN;CHARSET=UTF-8;ENCODING=QUOTED-PRINTABLE:M=C3=BCller;J=\r\n=C3=BCrgen\r\nTEL;WORK:+1 555\r\nEND:VCARD",
        "BEGIN:VCARD\r\nVERSION:4.0\r\nFN:Simon Perreault\r\nADR;TYPE=work:;Suite D2-630;2875 Laurier;\r\n Quebec;QC\r\nTEL;VALUE=uri:tel:+1-418;ext=102\r\nEND:VCARD",
        "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nBEGIN:VEVENT\r\nDTSTART;TZID=America/New_York:19980312T083000\r\nDURATION:P1DT2H\r\nSUMMARY:Review\\, XYZ\r\nBEGIN:VALARM\r\nEND:VALARM\r\nEND:VEVENT\r\nEND:VCALENDAR",
        "BEGIN:VEVENT\nDTSTART;VALUE=DATE:20070628\nDTEND;VALUE=DATE:20070709\nLOCATION:Montreal\nEND:VEVENT",
    ]

    /// Characters the formats give meaning to, and a few that are never allowed.
    static let alphabet = Array(":;,\\\"=%&?#@/[]+-.\r\n \t0123456789ABCDEFaz\u{202E}é納TZP")

    func mutated(_ text: String, _ generator: inout Generator) -> String {
        var characters = Array(text)
        for _ in 0...generator.below(4) {
            let position = characters.isEmpty ? 0 : generator.below(characters.count)
            switch generator.below(5) {
            case 0 where !characters.isEmpty: characters.remove(at: position)
            case 1: characters.insert(Self.alphabet[generator.below(Self.alphabet.count)], at: position)
            case 2 where !characters.isEmpty: characters[position] = Self.alphabet[generator.below(Self.alphabet.count)]
            case 3: characters.removeSubrange(position..<characters.count)
            default:
                let end = min(characters.count, position + generator.below(12))
                characters.insert(contentsOf: characters[position..<end], at: position)
            }
        }
        return String(characters)
    }

    @Test func mutationsNeverCrashAndNeverShowAPassword() {
        var generator = Generator(state: 28)
        var answered = 0, refused = 0
        for round in 0..<6_000 {
            let text = mutated(Self.seeds[round % Self.seeds.count], &generator)
            for context in [PersonalFixtures.context, PersonalFixtures.contextWithSecrets] {
                let payload = PersonalFixtures.payload(text)
                let attempts: [() throws -> (any ContentKind)?] = [
                    { try WebAddress.parse(payload, context: context) }, { try TelephoneNumber.parse(payload, context: context) },
                    { try EmailMessage.parse(payload, context: context) }, { try TextMessage.parse(payload, context: context) },
                    { try GeoLocation.parse(payload, context: context) }, { try WiFiNetwork.parse(payload, context: context) },
                    { try Contact.parse(payload, context: context) }, { try CalendarEvent.parse(payload, context: context) },
                ]
                for attempt in attempts {
                    do {
                        guard let value = try attempt() else { continue }
                        answered += 1
                        _ = value.fields
                        let card = value.card.english
                        if value is WiFiNetwork {
                            let shown = card.main.first { $0.label == "Password" }?.value
                            #expect(shown == WiFiNetwork.maskedPassword || shown == "none" || shown == "not in the code", "\(text)")
                        }
                    } catch let refusal as ContentRefusal {
                        refused += 1
                        #expect(!refusal.description.isEmpty)
                    } catch {
                        Issue.record("a parser threw \(error), not a ContentRefusal")
                    }
                }
            }
        }
        // The mutations reach both sides of the parsers.
        #expect(answered > 1_000 && refused > 1_000)
    }
}
