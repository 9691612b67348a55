// ContentWithholdingTests: the one withholding rule: which payloads carry a secret or personal
// data (read, or claimed and refused), what the shop keeps, and refusals that name no secret.
import Content
import Testing
import Wire

@Suite struct ContentWithholdingTests {
    let context = ContentContext(today: CalendarDate(year: 2026, month: 12, day: 2)!)

    func read(_ text: String, symbology: String = "qr") throws -> ContentReading {
        try #require(ContentReader.read(ContentPayload(symbology: symbology, text: text), context: context))
    }

    static let otp = "otpauth://totp/Example:alice@google.com?secret=JBSWY3DPEHPK3PXP&issuer=Example"
    static let export = OTPMigrationTests.twoAccounts
    static let wifi = "WIFI:T:WPA;S:Shop Guest;P:hunter22;;"
    /// Cut short after its password; seven digits.
    static let brokenWiFi = "WIFI:T:WPA;S:Shop Guest;P:hunter22"
    static let brokenOTP = "otpauth://totp/Example:alice@google.com?secret=JBSWY3DPEHPK3PXP&digits=7"
    static let brokenExport = "otpauth-migration://offline?data=Ci4KCg%3D%3D"

    @Test func eachCodeThatCarriesASecretIsWithheldUnlessTheShopKeepsSecrets() throws {
        let expected: [(String, String, String?)] = [
            (Self.otp, "otp", nil), (Self.export, "otpmigration", nil), (Self.wifi, "wifi", nil),
            (Self.brokenWiFi, "text", "wifi"), (Self.brokenOTP, "text", "otp"), (Self.brokenExport, "text", "otpmigration"),
        ]
        for (text, type, refused) in expected {
            let reading = try read(text)
            #expect(Swift.type(of: reading.kind).typeName == type && reading.refused?.type == refused, "\(text)")
            #expect(reading.holdsSecret && !reading.holdsPersonalData, "\(text)")
            #expect(reading.withholding(keeping: []) == .secret && reading.withholdsPayload(keeping: []), "\(text)")
            #expect(reading.withholding(keeping: .personalData) == .secret, "\(text)")
            #expect(reading.withholding(keeping: .secrets) == nil && reading.withholding(keeping: .everything) == nil, "\(text)")
        }
        #expect(ContentReading.Withholding.secret.note == "secret not kept")
        #expect(ContentReading.Withholding.personalData.note == "personal data not kept")
    }

    @Test func anOpenNetworkAndAWebAddressCarryNoSecret() throws {
        for text in ["WIFI:T:nopass;S:Shop Guest;;", "WIFI:S:Cafe;P:;;", "https://shop.example/item?utm_source=qr", "Just some words"] {
            let reading = try read(text)
            #expect(!reading.holdsSecret && reading.withholding(keeping: []) == nil, "\(text)")
        }
        // An enterprise network's identity is a user's login, kept out of the fields alike.
        #expect(try read("WIFI:T:WPA2-EAP;S:Corp;E:PEAP;I:alice;;").withholding(keeping: []) == .secret)
    }

    /// A refused code's content says which kind refused it and why, with `"withheld":true` in
    /// place of the plain text's fields, and the reason quotes no secret.
    @Test func aRefusedCodesFieldsAndReasonHoldNoSecret() throws {
        let wifi = JSON.object(try read(Self.brokenWiFi).fields).serialized
        #expect(
            wifi
                == #"{"type":"text","withheld":true,"refused":{"type":"wifi","reason":"the WIFI code's last field “P:…” has no closing “;”: the code may be cut short"}}"#
        )
        let otp = JSON.object(try read(Self.brokenOTP).fields).serialized
        #expect(otp == #"{"type":"text","withheld":true,"refused":{"type":"otp","reason":"otpauth: the number of digits is not 6 or 8"}}"#)
        // Read ones keep the secret out of their fields themselves.
        #expect(JSON.object(try read(Self.wifi).fields).serialized == #"{"type":"wifi","ssid":"Shop Guest","security":"WPA","hidden":false}"#)
        #expect(JSON.object(try read(Self.export).fields).serialized == #"{"type":"otpmigration","accounts":2}"#)
    }

    @Test func personalDataIsNamedFirstAndKeptOnlyByItsOwnSetting() throws {
        let licence = try read(
            "@\n\u{1E}\rANSI 636000100102DL00410278ZV03190008DLDAQT64235789\nDCSSAMPLE\nDDEN\nDACMICHAEL\nDDFN\nDADJOHN\nDDGN\nDCUJR\nDCAD\n"
                + "DCBK\nDCDPH\nDBD06062019\nDBB06061986\nDBA12102024\nDBC1\nDAU068 in\nDAYBRO\nDAG2300 WEST BROAD STREET\nDAIRICHMOND\nDAJVA\n"
                + "DAK232690000  \nDCF2424244747474786102204\nDCGUSA\nDCK123456789\nDDAF\nDDB06062018\nDDC06062020\nDDD1\rZVZVA01\r",
            symbology: "pdf417")
        #expect(licence.holdsPersonalData && !licence.holdsSecret)
        #expect(licence.withholding(keeping: .secrets) == .personalData && licence.withholding(keeping: .personalData) == nil)
    }
}
