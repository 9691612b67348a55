// ConsoleTLSTests: the console over HTTPS with a certificate and key the shop gives (made here by
// openssl for 127.0.0.1): signing in over TLS, cookies `Secure`, forms only from `https://`, and
// what is refused before the server starts.
import Console
import Foundation
import Testing

@Suite(.serialized) struct ConsoleTLSTests {
    /// A self-signed certificate for IP 127.0.0.1 and its key, in a fresh folder.
    static func certificate() throws -> (folder: String, certificate: String, key: String) {
        var template = Array("/tmp/console-tls-XXXXXX".utf8CString)
        guard let made = mkdtemp(&template) else { throw CurlRequest.Failure(description: "mkdtemp failed") }
        let folder = String(cString: made)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/openssl")
        process.arguments = [
            "req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes", "-days", "2", "-subj", "/CN=127.0.0.1",
            "-addext", "subjectAltName=IP:127.0.0.1", "-keyout", folder + "/key.pem", "-out", folder + "/certificate.pem",
        ]
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw CurlRequest.Failure(description: "openssl req failed") }
        return (folder, folder + "/certificate.pem", folder + "/key.pem")
    }

    static func read(_ path: String) throws -> [UInt8] { Array(try Data(contentsOf: URL(fileURLWithPath: path))) }

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/openssl"), "needs openssl to make a certificate"))
    func signInOverTLS() throws {
        let files = try Self.certificate()
        defer { try? FileManager.default.removeItem(atPath: files.folder) }
        let tls = try ConsoleTLS(certificate: Self.read(files.certificate), key: Self.read(files.key))
        let server = try ConsoleServer(
            address: try ConsoleAddress(parsing: "127.0.0.1:0"), status: ConsoleStatus(kioskID: "tls-kiosk", version: "v"),
            verify: { $0 == "correct horse battery" }, tls: tls)
        let port = server.address.port
        #expect(server.url == "https://127.0.0.1:\(port)")
        let ask = { (request: CurlRequest) throws -> CurlRequest.Answer in
            var request = request
            request.scheme = "https"
            request.caFile = files.certificate
            return try request.send(to: port)
        }
        let form = try ask(CurlRequest(path: "/signin"))
        let token = try #require(form.cookie("kioskscan-signin"))
        #expect(form.status == 200 && token.attributes.contains("Secure"))
        let body = Array("token=\(token.value)&passphrase=correct+horse+battery".utf8)
        let cookie = "Cookie: kioskscan-signin=\(token.value)"
        // A form from the plain-HTTP origin of the same address is another origin.
        let plain = try ask(CurlRequest(method: "POST", path: "/signin", headers: ["Origin: http://127.0.0.1:\(port)", cookie], body: body))
        #expect(plain.status == 403 && plain.cookie("kioskscan-session") == nil)
        let signedIn = try ask(CurlRequest(method: "POST", path: "/signin", headers: ["Origin: https://127.0.0.1:\(port)", cookie], body: body))
        let session = try #require(signedIn.cookie("kioskscan-session"))
        #expect(signedIn.status == 303 && session.attributes.contains("Secure") && session.attributes.contains("HttpOnly"))
        let status = try ask(CurlRequest(path: "/status", headers: ["Cookie: kioskscan-session=\(session.value)"]))
        #expect(status.status == 200 && status.body.contains("tls-kiosk"))
        // Plain HTTP to the TLS port gets no page.
        let clear = try? CurlRequest(path: "/signin").send(to: port)
        #expect(clear == nil || clear?.status != 200)
    }

    @Test func whatIsNotPEMIsRefusedBeforeTheServerStarts() throws {
        let certificate = Array("-----BEGIN CERTIFICATE-----\nAAAA\n-----END CERTIFICATE-----\n".utf8)
        let key = Array("-----BEGIN PRIVATE KEY-----\nAAAA\n-----END PRIVATE KEY-----\n".utf8)
        #expect(throws: ConsoleError.self) { try ConsoleTLS(certificate: Array("not a certificate".utf8), key: key) }
        #expect(throws: ConsoleError.self) { try ConsoleTLS(certificate: certificate, key: Array("-----BEGIN PUBLIC KEY-----".utf8)) }
        #expect(throws: ConsoleError.self) { try ConsoleTLS(certificate: certificate + [0], key: key) }
        // PEM in form but not a certificate GnuTLS reads: the server does not start, and says why.
        let tls = try ConsoleTLS(certificate: certificate, key: key)
        do {
            _ = try ConsoleServer(
                address: try ConsoleAddress(parsing: "127.0.0.1:0"), status: ConsoleStatus(kioskID: "k", version: "v"), verify: { _ in false },
                tls: tls)
            Issue.record("a console started with a certificate that is not one")
        } catch {
            #expect(error.description.contains("are the certificate and key a pair that GnuTLS reads?"))
        }
    }
}
