// CaptureSecretTests: a code that carries a secret (an OTP account, an authenticator export, a
// Wi-Fi password; also one whose parse is refused) keeps its text out of the event, the History
// and the screen, also once the History is reloaded from its file, unless content.secrets keeps
// it; an open network and a web address are not withheld.
import Content
import Decode
import Foundation
import Kiosk
import Scene
import Testing

@Suite struct CaptureSecretTests {
    /// A payload, a piece of its secret, its content, and its History title live and reloaded.
    struct Case {
        let text: String
        let secret: String
        let content: String
        let title: String
        let reloadedTitle: String
    }

    static let cases = [
        Case(
            text: "otpauth://totp/Example:alice@google.com?secret=JBSWY3DPEHPK3PXP&issuer=Example", secret: "JBSWY3DPEHPK3PXP",
            content: #"{"type":"otp","issuer":"Example","account":"alice@google.com","kind":"totp"}"#, title: "One-time password",
            reloadedTitle: "One-time password"),
        Case(
            text:
                "otpauth-migration://offline?data=Ci4KCkhlbGxvId6tvu8SEWFsaWNlQGV4YW1wbGUuY29tGgdFeGFtcGxlIAEoATACCikKCgECAwQFBgcICRASD2JvYkBleGFtcGxlLmNvbRoEU2hvcCABKAEwAhABGAEgACjAxAc%3D",
            secret: "Ci4KCkhlbGxv", content: #"{"type":"otpmigration","accounts":2}"#, title: "Authenticator export",
            reloadedTitle: "Authenticator export"),
        Case(
            text: "WIFI:T:WPA;S:Shop Guest;P:hunter22;;", secret: "hunter22",
            content: #"{"type":"wifi","ssid":"Shop Guest","security":"WPA","hidden":false}"#, title: "Wi-Fi network", reloadedTitle: "Wi-Fi network"),
        Case(
            text: "WIFI:T:WPA;S:Shop Guest;P:hunter22", secret: "hunter22",
            content:
                #"{"type":"text","withheld":true,"refused":{"type":"wifi","reason":"the WIFI code's last field “P:…” has no closing “;”: the code may be cut short"}}"#,
            title: "Wi-Fi network · Not read", reloadedTitle: "Wi-Fi network"),
        Case(
            text: "otpauth://totp/Example:alice@google.com?secret=JBSWY3DPEHPK3PXP&digits=7", secret: "JBSWY3DPEHPK3PXP",
            content: #"{"type":"text","withheld":true,"refused":{"type":"otp","reason":"otpauth: the number of digits is not 6 or 8"}}"#,
            title: "One-time password · Not read", reloadedTitle: "One-time password"),
    ]

    func capture(_ text: String, _ arguments: [String] = []) throws -> (KioskController, CaptureRecord) {
        let captures = Captures()
        let c = try controller(["--content-date", "2026-12-02"] + arguments, outputs: ControllerOutputs(captured: { captures.records.append($0) }))
        c.decoded([code(text)], in: cameraFrame, at: 1)
        return (c, try #require(captures.records.first))
    }

    /// The History rows a new run reads back from a file holding `line`.
    func reloaded(_ line: String, _ arguments: [String] = []) throws -> [HistoryEntry] {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("secrets-\(UUID().uuidString)/captures.jsonl").path
        do {
            let writer = try HistoryStore(path: path, log: { _ in })
            try writer.append(line)
        }
        var options = KioskOptions()
        try OptionTable.parse(arguments: arguments, into: &options)
        let (entries, skipped) = try HistoryStore(path: path, log: { _ in }).load(readContent: ContentCapture.reader(options))
        #expect(skipped == 0)
        return entries
    }

    @Test(arguments: cases.indices)
    func aSecretsTextStaysOnTheKioskByDefault(index: Int) throws {
        let expected = Self.cases[index]
        let (c, record) = try capture(expected.text)
        #expect(record.withholding == .secret)
        let line = CaptureEvent(record: record, id: "x", kiosk: "k").line
        #expect(line.contains(#""symbology":"qr","text":null,"withheld":true,"content":\#(expected.content),"time""#), "\(line)")
        #expect(!line.contains(expected.secret), "\(line)")
        // The History row, the screen (a card, never the banner's raw text), the row reloaded.
        #expect(c.view.history.first?.value == "secret not kept" && c.view.history.first?.heading(.english) == expected.title)
        let card = try #require(c.view.result?.card)
        #expect(!"\(card)".contains(expected.secret))
        let rows = try reloaded(line)
        #expect(rows.map(\.value) == ["secret not kept"] && rows.first?.heading(.english) == expected.reloadedTitle)
        // Both rows know why, so each reader is told in their own language.
        #expect(c.view.history.first?.withheld == .secret && rows.first?.withheld == .secret)
    }

    @Test(arguments: cases.indices)
    func theShopCanKeepIt(index: Int) throws {
        let expected = Self.cases[index]
        let (c, record) = try capture(expected.text, ["--content-secrets", "on"])
        #expect(record.withholding == nil)
        let line = CaptureEvent(record: record, id: "x", kiosk: "k").line
        #expect(line.contains(#""symbology":"qr","text":"\#(expected.text)","content""#), "\(line)")
        #expect(c.view.history.first?.value == expected.text && c.view.history.first?.heading(.english) == expected.title)
        // Never on the card, whatever is kept.
        #expect(!"\(try #require(c.view.result?.card))".contains(expected.secret))
        let rows = try reloaded(line, ["--content-secrets", "on"])
        #expect(rows.map(\.value) == [expected.text] && rows.first?.heading(.english) == expected.title)
    }

    @Test func anOpenNetworkAndAWebAddressAreNotWithheld() throws {
        for text in ["WIFI:T:nopass;S:Shop Guest;;", "https://shop.example/item?id=7"] {
            let (c, record) = try capture(text)
            #expect(record.withholding == nil && c.view.history.first?.value == text)
            #expect(CaptureEvent(record: record).line.contains(#""text":"\#(text)""#))
        }
    }

    /// The ID's setting keeps an ID's text, not a secret's; and a secret in a multi-code
    /// capture is not drawn in the banners that list its codes.
    @Test func eachSettingKeepsItsOwnAndAMultiCodeBannerDrawsNoSecret() throws {
        let otp = Self.cases[0]
        #expect(try capture(otp.text, ["--content-id-text", "on"]).1.withholding == .secret)
        let captures = Captures()
        let c = try controller(
            ["--content-date", "2026-12-02", "--multi-code", "2"], outputs: ControllerOutputs(captured: { captures.records.append($0) }))
        c.decoded([code("https://shop.example/a", at: 600, 360), code(otp.text, at: 700, 360)], in: cameraFrame, at: 1)
        let record = try #require(captures.records.first)
        #expect(record.whyWithheld(1) == .secret && !record.withholds(0))
        #expect(c.view.history.map(\.value) == ["https://shop.example/a", "secret not kept"])
        let shown = try #require(c.view.result)
        #expect(shown.detection.text == "https://shop.example/a" && shown.others.map(\.text) == ["secret not kept"])
        #expect(shown.withheld == [nil, .secret] && c.view.history.map(\.withheld) == [nil, .secret])
        let line = CaptureEvent(record: record).line
        #expect(line.contains(#"{"symbology":"qr","text":null,"withheld":true,"content":{"type":"otp""#) && !line.contains(otp.secret))
    }
}
