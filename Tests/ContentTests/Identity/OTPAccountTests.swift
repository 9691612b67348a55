// OTPAccountTests: otpauth:// URIs from the Key Uri Format's examples and others, the secret never
// kept or shown, and malformed URIs refused.
import Content
import Language
import Testing
import Wire

@Suite struct OTPAccountTests {
    static func parse(_ text: String, includesSecrets: Bool = false) throws(ContentRefusal) -> OTPAccount? {
        try OTPAccount.parse(
            ContentPayload(symbology: "qr", text: text),
            context: ContentContext(today: CalendarDate(year: 2026, month: 7, day: 31)!, includesSecrets: includesSecrets))
    }

    static func refusal(_ text: String) -> String? {
        do {
            _ = try parse(text)
            return nil
        } catch {
            return "\(error)"
        }
    }

    // Google Authenticator's Key Uri Format (github.com/google/google-authenticator/wiki/Key-Uri-Format):
    // its two examples.
    static let example = "otpauth://totp/Example:alice@google.com?secret=JBSWY3DPEHPK3PXP&issuer=Example"
    static let everyParameter =
        "otpauth://totp/ACME%20Co:john.doe@email.com?secret=HXDMVJECJJWSRB3HWIZR4IFUGFTMXBOZ&issuer=ACME%20Co&algorithm=SHA1&digits=6&period=30"

    @Test func theFormatsExample() throws {
        let account = try #require(try Self.parse(Self.example))
        #expect(account.kind == .totp && account.issuer == "Example" && account.account == "alice@google.com")
        #expect(account.algorithm == .sha1 && account.digits == 6 && account.period == 30 && account.counter == nil)
        #expect(
            JSON.object(account.fields)
                == .object([("issuer", .string("Example")), ("account", .string("alice@google.com")), ("kind", .string("totp"))]))
        #expect(
            account.card.english
                == WordedCard(
                    title: "One-time password", main: [.init("Issuer", "Example"), .init("Account", "alice@google.com")],
                    details: [.init("Codes", "Time-based, 6 digits every 30 s"), .init("Secret", "Not shown")]))
    }

    @Test func theSecretIsNeverKept() throws {
        for includesSecrets in [false, true] {
            let account = try #require(try Self.parse(Self.everyParameter, includesSecrets: includesSecrets))
            let everything = "\(account) \(account.fields.map { "\($0.key)=\($0.value)" }) \(account.card)"
            #expect(!everything.contains("HXDMVJECJJWSRB3HWIZR4IFUGFTMXBOZ"))
            #expect(account.issuer == "ACME Co" && account.account == "john.doe@email.com")
        }
    }

    @Test func counterBasedWithEveryOption() throws {
        let account = try #require(
            try Self.parse("otpauth://hotp/Example:alice@google.com?secret=JBSWY3DPEHPK3PXP&counter=5&digits=8&algorithm=sha256"))
        #expect(account.kind == .hotp && account.counter == 5 && account.period == nil && account.digits == 8 && account.algorithm == .sha256)
        #expect(account.card.english.details[0] == .init("Codes", "Counter-based, 8 digits, SHA256"))
        #expect(account.fields.last?.value == .string("hotp"))
    }

    @Test func labelsAndIssuers() throws {
        // The issuer from the parameter alone, from the label alone (an encoded colon, spaces
        // before the account), the parameter winning when they differ, and none at all.
        #expect(try Self.parse("otpauth://totp/alice@google.com?secret=JBSWY3DPEHPK3PXP&issuer=Example")?.issuer == "Example")
        let encoded = try #require(try Self.parse("otpauth://totp/Big%20Corp%3A%20%20alice?secret=JBSWY3DPEHPK3PXP"))
        #expect(encoded.issuer == "Big Corp" && encoded.account == "alice")
        #expect(try Self.parse("otpauth://totp/Old:alice?secret=JBSWY3DPEHPK3PXP&issuer=New")?.issuer == "New")
        let bare = try #require(try Self.parse("otpauth://totp/alice?secret=JBSWY3DPEHPK3PXP&issuer="))
        #expect(bare.issuer == nil && bare.fields.map(\.key) == ["account", "kind"] && bare.card.english.main == [.init("Account", "alice")])
        // A `+` is a space in the query, as forms write it, and itself in the label.
        let plus = try #require(try Self.parse("otpauth://totp/A+B:alice?secret=JBSWY3DPEHPK3PXP&issuer=ACME+Co"))
        #expect(plus.issuer == "ACME Co")
        #expect(try Self.parse("otpauth://totp/A+B:alice?secret=JBSWY3DPEHPK3PXP")?.issuer == "A+B")
        // Unicode in the label, the scheme and type in capitals, a small-letter secret (Perl's
        // Authen::OATH::KeyURI example), a fragment.
        #expect(try Self.parse("otpauth://totp/Caf%C3%A9:z%C3%B6e?secret=JBSWY3DPEHPK3PXP")?.account == "zöe")
        #expect(try Self.parse("OTPAUTH://TOTP/Example:alice@google.com?secret=mv4gc3lqnrssa43fmnzgk5a&issuer=Example#x")?.kind == .totp)
        #expect(try Self.parse("otpauth://totp/a?SECRET=JBSWY3DPEE======")?.account == "a")
    }

    @Test func notAnOTPAccount() throws {
        for text in ["", "otpauth", "otpauth:/totp/a?secret=JBSWY3DPEHPK3PXP", "https://example.com/?secret=JBSWY3DPEHPK3PXP"] {
            #expect(try Self.parse(text) == nil, "\(text)")
        }
        let binary = ContentPayload(symbology: "qr", bytes: Array(Self.example.utf8), text: nil)
        #expect(try OTPAccount.parse(binary, context: ContentContext(today: CalendarDate(year: 2026, month: 7, day: 31)!)) == nil)
    }

    @Test func malformedURIsAreRefusedWithoutQuotingTheSecret() {
        let secret = "JBSWY3DPEHPK3PXP"
        let refusals = [
            ("otpauth://xotp/a?secret=\(secret)", "otpauth: the type is not totp or hotp"),
            ("otpauth://totp?secret=\(secret)", "otpauth: no label (issuer and account name)"),
            ("otpauth://totp/?secret=\(secret)", "otpauth: no label (issuer and account name)"),
            ("otpauth://totp/a:b:c?secret=\(secret)", "otpauth: the label has more than one colon"),
            ("otpauth://totp/a%3Ab:c?secret=\(secret)", "otpauth: the label has more than one colon"),
            ("otpauth://totp/Example:?secret=\(secret)", "otpauth: the label has no account name"),
            ("otpauth://totp/Example:%20%20?secret=\(secret)", "otpauth: the label has no account name"),
            ("otpauth://totp/Example:alice", "otpauth: no secret"),
            ("otpauth://totp/Example:alice?secret=&issuer=Example", "otpauth: no secret"),
            ("otpauth://totp/a?secret=JBSWY3DPEHPK3PX1", "otpauth: the secret is not Base32"),
            ("otpauth://totp/a?secret=JBSWY3DPE", "otpauth: the secret is not Base32"),
            ("otpauth://totp/a?secret=JBSWY3DPEE=", "otpauth: the secret is not Base32"),
            ("otpauth://totp/a?secret=========", "otpauth: the secret is not Base32"),
            ("otpauth://totp/a?secret=\(secret)&algorithm=MD5", "otpauth: the algorithm is not SHA1, SHA256 or SHA512"),
            ("otpauth://totp/a?secret=\(secret)&digits=7", "otpauth: the number of digits is not 6 or 8"),
            ("otpauth://totp/a?secret=\(secret)&digits=+6", "otpauth: the number of digits is not 6 or 8"),
            ("otpauth://totp/a?secret=\(secret)&period=0", "otpauth: the period is not a positive number of seconds"),
            ("otpauth://totp/a?secret=\(secret)&period=30s", "otpauth: the period is not a positive number of seconds"),
            ("otpauth://hotp/a?secret=\(secret)", "otpauth: an hotp account needs a counter"),
            ("otpauth://hotp/a?secret=\(secret)&counter=-1", "otpauth: the counter is not a whole number"),
            ("otpauth://hotp/a?secret=\(secret)&counter=99999999999999999999", "otpauth: the counter is not a whole number"),
            ("otpauth://totp/a%G1?secret=\(secret)", "otpauth: the label's percent-encoding is not UTF-8 text"),
            ("otpauth://totp/a%FF?secret=\(secret)", "otpauth: the label's percent-encoding is not UTF-8 text"),
            ("otpauth://totp/a%2?secret=\(secret)", "otpauth: the label's percent-encoding is not UTF-8 text"),
            ("otpauth://totp/a?secret=\(secret)&issuer=%E2%82", "otpauth: a parameter's percent-encoding is not UTF-8 text"),
        ]
        for (text, reason) in refusals {
            let refusal = Self.refusal(text)
            #expect(refusal == reason, "\(text)")
            #expect(refusal?.contains(secret) != true)
        }
    }
}
