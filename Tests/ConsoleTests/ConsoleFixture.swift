// ConsoleFixture: a real console on 127.0.0.1 (an ephemeral port) with a hand-set clock, and the
// requests a browser would make of it.
import Console
import Synchronization

/// A clock the test moves: seconds, as the console's `now`.
final class HandClock: Sendable {
    private let time = Mutex(1000.0)
    var now: Double { time.withLock { $0 } }
    func advance(_ seconds: Double) { time.withLock { $0 += seconds } }
}

final class ConsoleFixture {
    static let passphrase = "correct horse battery"
    let clock = HandClock()
    let server: ConsoleServer
    var port: Int { server.address.port }
    var origin: String { "http://127.0.0.1:\(port)" }

    init(
        timeout: Int = 30, catalog: ConsoleCatalog? = nil, uploads: String? = nil, catalogLimit: Int = 200_000_000, slides: ConsoleSlides? = nil,
        slideLimit: Int = 20_000_000
    ) throws {
        let clock = clock
        server = try ConsoleServer(
            address: try ConsoleAddress(parsing: "127.0.0.1:0"),
            status: ConsoleStatus(kioskID: "shop-7", version: "0.12.0", facts: [.init("Camera", ["/dev/video0 640x480: frames arrive"])]),
            verify: { $0 == ConsoleFixture.passphrase }, now: { clock.now }, timeout: timeout, catalog: catalog, uploads: uploads,
            catalogLimit: catalogLimit, slides: slides, slideLimit: slideLimit)
    }

    func get(_ path: String, cookies: [String] = [], headers: [String] = []) throws -> CurlRequest.Answer {
        try CurlRequest(path: path, headers: headers + cookieHeader(cookies)).send(to: port)
    }

    /// A form posted from the console's own page (its Origin), unless `origin` says otherwise.
    func post(
        _ path: String, form: [(String, String)], cookies: [String] = [], origin: String? = nil, headers: [String] = []
    ) throws
        -> CurlRequest.Answer
    {
        let body = form.map { "\(Self.encoded($0.0))=\(Self.encoded($0.1))" }.joined(separator: "&")
        return try CurlRequest(
            method: "POST", path: path, headers: ["Origin: \(origin ?? self.origin)"] + headers + cookieHeader(cookies), body: Array(body.utf8)
        ).send(to: port)
    }

    private func cookieHeader(_ cookies: [String]) -> [String] { cookies.isEmpty ? [] : ["Cookie: " + cookies.joined(separator: "; ")] }

    /// The sign-in form as served: its token (the hidden field and the cookie agree).
    func signInForm() throws -> String {
        let page = try get("/signin")
        guard let token = page.cookie("kioskscan-signin")?.value, page.body.contains("value=\"\(token)\"") else {
            throw CurlRequest.Failure(description: "no sign-in token in the form")
        }
        return token
    }

    /// Signs in with `passphrase`: the answer.
    func signIn(_ passphrase: String = ConsoleFixture.passphrase) throws -> CurlRequest.Answer {
        let token = try signInForm()
        return try post("/signin", form: [("token", token), ("passphrase", passphrase)], cookies: ["kioskscan-signin=\(token)"])
    }

    /// Signs in: the session cookie (`kioskscan-session=…`) and the status page's form token.
    func session() throws -> (cookie: String, formToken: String) {
        let answer = try signIn()
        guard answer.status == 303, let id = answer.cookie("kioskscan-session")?.value else {
            throw CurlRequest.Failure(description: "sign-in answered \(answer.status)")
        }
        let cookie = "kioskscan-session=\(id)"
        let page = try get("/status", cookies: [cookie])
        guard let range = page.body.firstRange(of: "name=\"token\" value=\"") else { throw CurlRequest.Failure(description: "no form token") }
        return (cookie, String(page.body[range.upperBound...].prefix(64)))
    }

    static func encoded(_ text: String) -> String {
        var out = ""
        for byte in text.utf8 {
            if (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) || byte == 0x2D || byte == 0x2E {
                out.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                out += "%" + String(byte, radix: 16, uppercase: true).leftPadded()
            }
        }
        return out
    }
}

extension String {
    fileprivate func leftPadded() -> String { count == 1 ? "0" + self : self }
}
