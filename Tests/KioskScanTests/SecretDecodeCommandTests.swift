// SecretDecodeCommandTests: `kioskscan decode` withholds the text of a code that carries a secret
// (read or refused) as the kiosk does, unless `--reveal` or `--content-secrets on`; an open
// network's text is printed.
import Foundation
import TestSupport
import Testing

@Suite struct SecretDecodeCommandTests {
    let folder = TemporaryFolder.make("secret-decode")

    /// A QR code of `text` (qrencode), as a PNG in the test's folder.
    func qrCode(_ text: String, name: String) throws -> String {
        let path = folder + "/" + name
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/qrencode")
        process.arguments = ["-s", "4", "-m", "4", "-o", path, text]
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        return path
    }

    /// Each payload, a piece of its secret and the start of its content.
    static let cases: [(text: String, secret: String, content: String)] = [
        ("otpauth://totp/Example:alice@google.com?secret=JBSWY3DPEHPK3PXP&issuer=Example", "JBSWY3DPEHPK3PXP", #"{"type":"otp","issuer":"Example""#),
        (
            "otpauth-migration://offline?data=Ci4KCkhlbGxvId6tvu8SEWFsaWNlQGV4YW1wbGUuY29tGgdFeGFtcGxlIAEoATACCikKCgECAwQFBgcICRASD2JvYkBleGFtcGxlLmNvbRoEU2hvcCABKAEwAhABGAEgACjAxAc%3D",
            "Ci4KCkhlbGxv", #"{"type":"otpmigration","accounts":2}"#
        ),
        ("WIFI:T:WPA;S:Shop Guest;P:hunter22;;", "hunter22", #"{"type":"wifi","ssid":"Shop Guest""#),
        ("WIFI:T:WPA;S:Shop Guest;P:hunter22", "hunter22", #"{"type":"text","withheld":true,"refused":{"type":"wifi""#),
        (
            "otpauth://totp/Example:alice@google.com?secret=JBSWY3DPEHPK3PXP&digits=7", "JBSWY3DPEHPK3PXP",
            #"{"type":"text","withheld":true,"refused":{"type":"otp""#
        ),
    ]

    @Test func decodeWithholdsASecretUnlessRevealedOrKept() throws {
        for (index, (text, secret, content)) in Self.cases.enumerated() {
            let file = try qrCode(text, name: "secret-\(index).png")
            let (status, output, _) = try PersonalDataCommandTests.run(["decode", file])
            #expect(status == 0)
            #expect(output.contains(#""symbology":"qr","text":null,"withheld":true,"content":\#(content)"#), "\(output)")
            #expect(!output.contains(secret), "\(output)")
            let withoutContent = try PersonalDataCommandTests.run(["decode", "--no-content", file]).output
            #expect(withoutContent.contains(#""symbology":"qr","text":null,"withheld":true,"corners""#) && !withoutContent.contains(secret))
            for kept in [["--reveal"], ["--content-secrets", "on"]] {
                let (status, output, _) = try PersonalDataCommandTests.run(["decode"] + kept + [file])
                #expect(status == 0 && output.contains(#""symbology":"qr","text":"\#(text)","content""#), "\(kept) \(output)")
            }
            // The ID's setting keeps an ID's text, not a secret's.
            #expect(!(try PersonalDataCommandTests.run(["decode", "--content-id-text", "on", file]).output.contains(secret)))
        }
    }

    @Test func anOpenNetworksTextIsPrinted() throws {
        let file = try qrCode("WIFI:T:nopass;S:Shop Guest;;", name: "open.png")
        let output = try PersonalDataCommandTests.run(["decode", file]).output
        #expect(output.contains(#""text":"WIFI:T:nopass;S:Shop Guest;;","content":{"type":"wifi""#), "\(output)")
    }
}
