// DestinationSpecTests: `--deliver` values taken apart — credentials and secret query parameters
// out of the name the log and the history file use (the request still goes to the whole URL),
// secrets read from files, malformed escapes in a password refused.
import Delivery
import Foundation
import Testing

@Suite struct DestinationSpecTests {
    @Test func secretsStayOutOfTheNameButNotOutOfTheRequest() throws {
        let spec = try DestinationSpec(parsing: "https://till:p%40ss@hooks.example/scan?token=SECRET&shop=7")
        #expect(spec.name == "https://hooks.example/scan?token=***&shop=7")
        #expect(spec.kind == .http(url: "https://hooks.example/scan?token=SECRET&shop=7"))
        #expect(spec.user == "till" && spec.password == "p@ss")
        let mqtt = try DestinationSpec(parsing: "mqtts://kiosk:s%3Acret@broker.example")
        #expect(mqtt.name == "mqtts://broker.example:8883" && mqtt.password == "s:cret")
    }

    @Test func passwordsAndTokensFromFiles() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("spec-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try "  open sesame \nsecond line\n".write(toFile: folder + "/password", atomically: true, encoding: .utf8)
        try "\n".write(toFile: folder + "/empty", atomically: true, encoding: .utf8)
        let mqtt = try DestinationSpec(parsing: "mqtts://kiosk@broker.example password-file=\(folder)/password")
        #expect(mqtt.user == "kiosk" && mqtt.password == "open sesame")
        let http = try DestinationSpec(parsing: "https://till@pos.example/x password-file=\(folder)/password bearer-file=\(folder)/password")
        #expect(http.password == "open sesame" && http.bearer == "open sesame")
        #expect(Self.refusal("mqtt://k@broker password-file=\(folder)/empty") == "password-file=: cannot read a password from '\(folder)/empty'")
        #expect(
            Self.refusal("serial:/dev/ttyGS0 password-file=\(folder)/password") == "password-file= applies to http(s) and mqtt(s) destinations only")
    }

    @Test func refusalsNeverQuoteASecret() {
        let cases: [(String, String)] = [
            ("http://user:s3cr3t@", "'http://user:***@' is not a URL"),
            (
                "mqtt://u:s3cr3t@broker/topic?token=s3cr3t",
                "'mqtt://u:***@broker/topic?token=***': the topics are kioskscan/<kiosk-id>/captures and …/status; give no path"
            ),
            ("https://u:s3cr%ZZt@pos.example/x", "the password in the URL has a malformed %XX escape (write % as %25)"),
            ("https://u%4@pos.example/x", "the user name in the URL has a malformed %XX escape (write % as %25)"),
            ("https://u:%FF%FE@pos.example/x", "the password in the URL has a malformed %XX escape (write % as %25)"),
        ]
        for (value, message) in cases {
            #expect(Self.refusal(value) == message, "\(value)")
        }
    }

    /// A path with a space (or any character) is written with %XX escapes, as in a URL: a
    /// program, a device and the files a setting names.
    @Test func pathsTakePercentEscapes() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("spec-\(UUID().uuidString)/my hooks").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try "#!/bin/sh\n".write(toFile: folder + "/on scan", atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: folder + "/on scan")
        try "secret\n".write(toFile: folder + "/pass word", atomically: true, encoding: .utf8)
        let written = folder.replacing(" ", with: "%20")
        let spec = try DestinationSpec(parsing: "exec:\(written)/on%20scan timeout=5")
        #expect(spec.kind == .exec(path: folder + "/on scan") && spec.timeout == 5)
        #expect(spec.name == "exec:\(folder)/on scan")
        #expect(try DestinationSpec(parsing: "serial:/dev/tty%55SB0").kind == .serial(path: "/dev/ttyUSB0"))
        #expect(try DestinationSpec(parsing: "mqtt://k@broker password-file=\(written)/pass%20word").password == "secret")
        #expect(Self.refusal("exec:/usr/bin/100%") == "exec: a malformed %XX escape in '/usr/bin/100%' (write % as %25)")
    }

    static func refusal(_ value: String) -> String? {
        do {
            _ = try DestinationSpec(parsing: value)
            return nil
        } catch {
            return error.description
        }
    }
}
