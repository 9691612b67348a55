// ConsoleOptionTests: --console, console.password and console.insecure, alone and together (a
// passphrase needed; an address other machines reach only with console.insecure).
import Foundation
import Kiosk
import Testing

struct ConsoleOptionTests {
    static let hash = AdminPIN.hash("correct horse battery", salt: Array(repeating: 7, count: 16), iterations: 1000)

    @Test func consoleIsOffUnlessGiven() throws {
        let options = try parsed([])
        #expect(options.console == nil && options.consolePassword == nil && !options.consoleInsecure)
        try options.checkConsole()
    }

    @Test func addressAndHashedPassphrase() throws {
        let options = try parsed(["--console", "127.0.0.1:8080", "--config", "k.conf"], files: ["k.conf": "console.password = \(Self.hash)\n"])
        #expect(options.console?.description == "127.0.0.1:8080")
        let passphrase = try #require(options.consolePassword)
        #expect(passphrase.matches("correct horse battery") && !passphrase.matches("correct horse"))
        #expect(passphrase.notice == nil)
        try options.checkConsole()
    }

    @Test func plainPassphraseIsTakenWithANotice() throws {
        let options = try parsed(["--console=[::1]:9000", "--console-password", "a long enough phrase"])
        #expect(options.consolePassword?.matches("a long enough phrase") == true)
        #expect(options.consolePassword?.notice?.contains("kioskscan admin-pin --console") == true)
        try options.checkConsole()
    }

    @Test func refusalsSayWhatIsExpected() {
        #expect(parseError(["--console", "kiosk.local:8080"])?.contains("expected ADDRESS:PORT") == true)
        #expect(parseError(["--console", "127.0.0.1:0"]) == "--console: expected a port 1 to 65535, got 0")
        // A PIN is no passphrase; the value is never quoted back.
        let short = parseError(["--console-password", "123456"])
        #expect(short?.contains("expected a passphrase of 10 to 64 characters") == true && short?.contains("123456") == false)
        #expect(parseError(["--console-password", "pbkdf2-sha256$1$x$y"])?.contains("pbkdf2-sha256$ITERATIONS$SALT$HASH") == true)
        #expect(parseError(["--console-insecure", "maybe"]) == "--console-insecure: expected on or off, got 'maybe'")
    }

    @Test func aPassphraseIsNeeded() throws {
        let options = try parsed(["--console", "127.0.0.1:8080"])
        #expect(throws: OptionError.self) { try options.checkConsole() }
        #expect(checkError(options)?.hasPrefix("--console needs console.password") == true)
    }

    @Test func anAddressOtherMachinesReachNeedsTLSOrInsecure() throws {
        let lan = try parsed(["--console", "192.168.1.20:8080", "--console-password", Self.hash])
        let message = try #require(checkError(lan))
        #expect(
            message.contains("without TLS") && message.contains("console.certificate and console.key") && message.contains("console.insecure = yes"))
        let any = try parsed(["--console", "0.0.0.0:8080", "--console-password", Self.hash])
        #expect(checkError(any) != nil)
        let allowed = try parsed(["--console", "192.168.1.20:8080", "--console-password", Self.hash, "--console-insecure", "yes"])
        #expect(allowed.consoleInsecure)
        try allowed.checkConsole()
    }

    @Test func certificateAndKeyComeTogetherAndArePEM() throws {
        let folder = freshFolder("console-options")
        let certificate = folder + "/certificate.pem", key = folder + "/key.pem", other = folder + "/other.txt"
        try Array("-----BEGIN CERTIFICATE-----\nAAAA\n-----END CERTIFICATE-----\n".utf8).write(to: certificate)
        try Array("-----BEGIN PRIVATE KEY-----\nAAAA\n-----END PRIVATE KEY-----\n".utf8).write(to: key)
        try Array("not PEM".utf8).write(to: other)
        let base = ["--console", "192.168.1.20:8443", "--console-password", Self.hash]
        // With both, an address other machines reach is taken: the console speaks HTTPS there.
        let tls = try parsed(base + ["--console-certificate", certificate, "--console-key", key])
        try tls.checkConsole()
        #expect(try tls.consoleTLS() != nil)
        #expect(checkError(try parsed(base + ["--console-certificate", certificate])) == "console.certificate needs console.key (its private key)")
        #expect(checkError(try parsed(base + ["--console-key", key])) == "console.key needs console.certificate")
        #expect(
            checkError(try parsed(base + ["--console-certificate", other, "--console-key", key]))
                == "console.certificate and console.key: the certificate is not PEM (no -----BEGIN CERTIFICATE----- block)")
        #expect(parseError(["--console-key", folder + "/missing.pem"])?.hasPrefix("--console-key: cannot read") == true)
    }

    private func checkError(_ options: KioskOptions) -> String? {
        do { try options.checkConsole() } catch { return "\(error)" }
        return nil
    }
}

extension [UInt8] {
    fileprivate func write(to path: String) throws { try Data(self).write(to: URL(fileURLWithPath: path)) }
}
