// OTPMigrationTests: authenticator exports (otpauth-migration://) counted, never read further,
// and malformed ones refused without a byte of their data.
import Content
import Language
import Testing
import Wire

@Suite struct OTPMigrationTests {
    static func parse(_ text: String) throws(ContentRefusal) -> OTPMigration? {
        try OTPMigration.parse(
            ContentPayload(symbology: "qr", text: text), context: ContentContext(today: CalendarDate(year: 2026, month: 7, day: 31)!))
    }

    static func refusal(_ text: String) -> String? {
        do {
            _ = try parse(text)
            return nil
        } catch {
            return "\(error)"
        }
    }

    /// Two accounts (alice@example.com of Example, whose secret is the Key Uri Format's
    /// JBSWY3DPEHPK3PXP, and bob@example.com of Shop), version 1, a batch of one, batch id
    /// 123456: built field by field after Aegis's google_auth.proto.
    static let twoAccounts =
        "otpauth-migration://offline?data=Ci4KCkhlbGxvId6tvu8SEWFsaWNlQGV4YW1wbGUuY29tGgdFeGFtcGxlIAEoATACCikKCgECAwQFBgcICRASD2JvYkBleGFtcGxlLmNvbRoEU2hvcCABKAEwAhABGAEgACjAxAc%3D"
    /// Alice's account alone, the second code (index 1) of a batch of two.
    static let secondOfTwo = "otpauth-migration://offline?data=Ci4KCkhlbGxvId6tvu8SEWFsaWNlQGV4YW1wbGUuY29tGgdFeGFtcGxlIAEoATACEAEYAiABKAc%3D"

    @Test func anExportIsCountedAndNothingOfItsAccountsKept() throws {
        let export = try #require(try Self.parse(Self.twoAccounts))
        #expect(export.accounts == 2 && export.batchIndex == nil && export.batchSize == nil)
        #expect(JSON.object(export.fields).serialized == #"{"accounts":2}"#)
        #expect(
            export.card.english == WordedCard(title: "Authenticator export", main: [.init("Accounts", "2")], details: [.init("Secrets", "Not shown")])
        )
        let second = try #require(try Self.parse(Self.secondOfTwo))
        #expect(second.accounts == 1 && second.batchIndex == 2 && second.batchSize == 2)
        #expect(JSON.object(second.fields).serialized == #"{"accounts":1,"batch":2,"batches":2}"#)
        #expect(second.card.english.details == [.init("Code", "2 of 2"), .init("Secrets", "Not shown")])
        // A `+` of the base64 left unencoded in the query (read as a space there) is a `+`:
        // one empty account and batch id 16504; the scheme is matched without regard to case.
        let plus = try #require(try Self.parse("OTPAUTH-MIGRATION://offline?data=CgAo+IAB"))
        #expect(plus.accounts == 1 && plus.batchSize == nil)
        #expect(Self.refusal("otpauth-migration://offline?data=CgAo%2BIA") == "otpauth-migration: the data is no migration payload (cut short)")
        #expect(try Self.parse("otpauth://totp/Example:alice@google.com?secret=JBSWY3DPEHPK3PXP") == nil)
        #expect(try Self.parse("https://example.com/?data=Ci4K") == nil)
    }

    @Test func malformedExportsAreRefusedWithoutTheirData() {
        let base = "otpauth-migration://offline?data="
        let cases: [(String, String)] = [
            ("otpauth-migration://offline", "otpauth-migration: no data parameter"),
            (base, "otpauth-migration: no data parameter"),
            (base + "Ci4K!!", "otpauth-migration: the data parameter is not base64"),
            // The first account's length says 46 bytes; 2 follow.
            (base + "Ci4KCg%3D%3D", "otpauth-migration: the data is no migration payload (a field longer than what is left)"),
            // A varint key cut short.
            (base + "gA%3D%3D", "otpauth-migration: the data is no migration payload (cut short)"),
            // Field 0.
            (base + "AAA%3D", "otpauth-migration: the data is no migration payload (a field numbered 0)"),
            // Wire type 3 (a group).
            (base + "Cw%3D%3D", "otpauth-migration: the data is no migration payload (wire type 3)"),
            // An account given as a number.
            (base + "CAE%3D", "otpauth-migration: the data is no migration payload (field 1 has the wrong wire type)"),
            // Version 1 alone.
            (base + "EAE%3D", "otpauth-migration: the export holds no account"),
            // An account inside which a field is cut short.
            (base + "CgEK", "otpauth-migration: the data is no migration payload (cut short)"),
            // One empty account, the code at index 2 of a batch of 2.
            (base + "CgAYAiAC", "otpauth-migration: the code's index in its batch (2, from 0) is not below its size (2)"),
        ]
        for (text, reason) in cases {
            #expect(Self.refusal(text) == reason, "\(text)")
        }
    }
}
