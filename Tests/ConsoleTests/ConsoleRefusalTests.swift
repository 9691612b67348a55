// ConsoleRefusalTests: every request a real console must refuse, asked over HTTP (libcurl, and a
// raw socket for a request half sent): no session, a bad form token, a foreign Origin or Host,
// a body too long, paths outside the console's, the wrong method or form type.
import Console
import Glibc
import Testing

@Suite(.serialized) struct ConsoleRefusalTests {
    @Test func nothingButTheSignInPageWithoutASession() throws {
        let console = try ConsoleFixture()
        let status = try console.get("/status")
        #expect(status.status == 303 && status.header("location") == "/signin")
        #expect(!status.body.contains("shop-7"))
        for path in ["/status.json", "/status.js"] {
            let answer = try console.get(path)
            #expect(answer.status == 401, "\(path)")
            #expect(!answer.body.contains("shop-7") && !answer.body.contains("fetch("), "\(path)")
        }
        // A made-up session id is no session.
        let made = "kioskscan-session=" + String(repeating: "ab", count: 32)
        #expect(try console.get("/status", cookies: [made]).status == 303)
        #expect(try console.get("/status.json", cookies: [made, "other=1"]).status == 401)
        #expect(try console.get("/", cookies: [made]).header("location") == "/signin")
        // Only the sign-in page and its stylesheet.
        #expect(try console.get("/signin").status == 200)
        #expect(try console.get("/console.css").header("content-type") == "text/css; charset=utf-8")
        // Signing out without a session.
        #expect(try console.post("/signout", form: [("token", String(repeating: "0", count: 64))]).status == 403)
    }

    @Test func pathsOutsideTheConsoleAreNotFound() throws {
        let console = try ConsoleFixture()
        let session = try console.session()
        let paths = [
            "/../etc/passwd", "/%2e%2e/%2e%2e/etc/passwd", "/%2E%2E%2Fetc%2Fpasswd", "/status/../status", "/./status", "/status/", "//status",
            "/STATUS", "/signin.html", "/etc/passwd", "/status.json%00", "/console.css/..", "/favicon.ico", "/..%2f..%2fetc/passwd",
        ]
        for path in paths {
            for cookies in [[], [session.cookie]] {
                let answer = try console.get(path, cookies: cookies)
                #expect(answer.status == 404, "\(path) answered \(answer.status)")
                #expect(!answer.body.contains("root:") && !answer.body.contains("shop-7"), "\(path)")
                #expect(answer.header("cache-control") == "no-store", "\(path)")
            }
        }
    }

    @Test func hostMustBeTheConsolesAddress() throws {
        let console = try ConsoleFixture()
        let session = try console.session()
        for host in ["attacker.example:\(console.port)", "127.0.0.1:\(console.port + 1)", "127.0.0.1", "127.0.0.2:\(console.port)"] {
            let answer = try console.get("/status", cookies: [session.cookie], headers: ["Host: \(host)"])
            #expect(answer.status == 421, "\(host)")
            #expect(!answer.body.contains("shop-7"), "\(host)")
            #expect(try console.get("/signin", headers: ["Host: \(host)"]).status == 421, "\(host)")
        }
        #expect(try console.get("/status", cookies: [session.cookie], headers: ["Host: localhost:\(console.port)"]).status == 200)
        // No Host at all (HTTP/1.1 requires one): refused.
        #expect(try console.get("/signin", headers: ["Host:"]).status >= 400)
    }

    @Test func formsMustComeFromTheConsolesOwnOrigin() throws {
        let console = try ConsoleFixture()
        for origin in ["http://attacker.example", "null", "https://127.0.0.1:\(console.port)", "http://127.0.0.1:\(console.port + 1)"] {
            let token = try console.signInForm()
            let answer = try console.post(
                "/signin", form: [("token", token), ("passphrase", ConsoleFixture.passphrase)], cookies: ["kioskscan-signin=\(token)"], origin: origin
            )
            #expect(answer.status == 403, "\(origin)")
            #expect(answer.cookie("kioskscan-session") == nil, "\(origin)")
        }
        // No Origin at all (curl sends none unless told): refused too.
        let token = try console.signInForm()
        let body = "token=\(token)&passphrase=\(ConsoleFixture.encoded(ConsoleFixture.passphrase))"
        let bare = try CurlRequest(method: "POST", path: "/signin", headers: ["Cookie: kioskscan-signin=\(token)"], body: Array(body.utf8))
            .send(to: console.port)
        #expect(bare.status == 403 && bare.cookie("kioskscan-session") == nil)
        #expect(console.server.site.sessionCount == 0 && console.server.site.wrongAttempts == 0)
        // Signing out from elsewhere leaves the session.
        let session = try console.session()
        let foreign = try console.post("/signout", form: [("token", session.formToken)], cookies: [session.cookie], origin: "http://attacker.example")
        #expect(foreign.status == 403)
        #expect(try console.get("/status", cookies: [session.cookie]).status == 200)
    }

    @Test func formsMustCarryTheirToken() throws {
        let console = try ConsoleFixture()
        let token = try console.signInForm()
        let other = try console.signInForm()
        let forms: [([(String, String)], [String])] = [
            ([("token", token), ("passphrase", ConsoleFixture.passphrase)], []),  // no cookie
            ([("passphrase", ConsoleFixture.passphrase)], ["kioskscan-signin=\(token)"]),  // no field
            ([("token", other), ("passphrase", ConsoleFixture.passphrase)], ["kioskscan-signin=\(token)"]),  // another form's
            ([("token", "x"), ("passphrase", ConsoleFixture.passphrase)], ["kioskscan-signin=x"]),  // not a token
        ]
        for (form, cookies) in forms {
            let answer = try console.post("/signin", form: form, cookies: cookies)
            #expect(answer.status == 403)
            #expect(answer.cookie("kioskscan-session") == nil)
            #expect(answer.body.contains("had expired or did not come from this console"))
        }
        #expect(console.server.site.wrongAttempts == 0)  // never checked, never counted
        let session = try console.session()
        for formToken in [String(repeating: "0", count: 64), "", String(session.formToken.dropLast())] {
            #expect(try console.post("/signout", form: [("token", formToken)], cookies: [session.cookie]).status == 403)
        }
        #expect(try console.get("/status", cookies: [session.cookie]).status == 200)
    }

    @Test func bodiesAreBounded() throws {
        let console = try ConsoleFixture()
        let token = try console.signInForm()
        let long = String(repeating: "a", count: ConsoleSite.bodyLimit + 1)
        let answer = try console.post("/signin", form: [("token", token), ("passphrase", long)], cookies: ["kioskscan-signin=\(token)"])
        #expect(answer.status == 413)
        #expect(answer.cookie("kioskscan-session") == nil)
        // Within the body's bound, a field too long or too many fields: the form is refused whole.
        let field = String(repeating: "b", count: FormFields.valueLimit + 1)
        #expect(try console.post("/signin", form: [("token", token), ("passphrase", field)], cookies: ["kioskscan-signin=\(token)"]).status == 400)
        let many = (0...FormFields.fieldLimit).map { ("f\($0)", "1") }
        #expect(try console.post("/signin", form: many, cookies: ["kioskscan-signin=\(token)"]).status == 400)
        #expect(console.server.site.wrongAttempts == 0)
        // A body longer than its Content-Length says, sent in chunks: the connection is closed.
        #expect(throws: CurlRequest.Failure.self) {
            try CurlRequest(
                method: "POST", path: "/signin",
                headers: ["Origin: \(console.origin)", "Transfer-Encoding: chunked", "Content-Type: application/x-www-form-urlencoded"],
                body: Array(long.utf8)
            ).send(to: console.port)
        }
        #expect(try console.get("/signin").status == 200)  // and the console goes on
    }

    @Test func onlyTheMethodsAndFormTypeEachPathTakes() throws {
        let console = try ConsoleFixture()
        let session = try console.session()
        let put = try CurlRequest(method: "PUT", path: "/status", headers: ["Cookie: \(session.cookie)"], body: Array("x".utf8)).send(
            to: console.port)
        #expect(put.status == 405 && put.header("allow") == "GET, HEAD")
        #expect(try console.get("/signout", cookies: [session.cookie]).status == 405)
        #expect(try console.post("/status", form: [("token", session.formToken)], cookies: [session.cookie]).status == 405)
        let multipart = try CurlRequest(
            method: "POST", path: "/signout",
            headers: ["Origin: \(console.origin)", "Cookie: \(session.cookie)", "Content-Type: multipart/form-data; boundary=x"],
            body: Array("--x\r\nContent-Disposition: form-data; name=\"token\"\r\n\r\n\(session.formToken)\r\n--x--\r\n".utf8)
        ).send(to: console.port)
        #expect(multipart.status == 415)
        #expect(try console.get("/status", cookies: [session.cookie]).status == 200)
    }

    @Test func aRequestHalfSentHoldsNothingAndIsDropped() throws {
        let console = try ConsoleFixture(timeout: 1)
        let token = try console.signInForm()
        let body = "token=\(token)&passphrase=\(ConsoleFixture.encoded(ConsoleFixture.passphrase))"
        // Headers without their end, and a form whose body stops half way.
        let headersOnly = try RawConnection(port: console.port)
        headersOnly.send("GET /status HTTP/1.1\r\nHost: 127.0.0.1:\(console.port)\r\n")
        let halfBody = try RawConnection(port: console.port)
        halfBody.send(
            "POST /signin HTTP/1.1\r\nHost: 127.0.0.1:\(console.port)\r\nOrigin: \(console.origin)\r\nCookie: kioskscan-signin=\(token)\r\n"
                + "Content-Type: application/x-www-form-urlencoded\r\nContent-Length: \(body.utf8.count)\r\n\r\n\(body.prefix(body.utf8.count / 2))")
        // Meanwhile the console answers others.
        #expect(try console.get("/signin").status == 200)
        // Both are closed after the idle timeout, unanswered; no session was made.
        #expect(headersOnly.waitForClose(seconds: 5) == "")
        #expect(halfBody.waitForClose(seconds: 5) == "")
        #expect(console.server.site.sessionCount == 0 && console.server.site.wrongAttempts == 0)
        // The whole form, sent the same way, signs in: what was refused was the half.
        let whole = try RawConnection(port: console.port)
        whole.send(
            "POST /signin HTTP/1.1\r\nHost: 127.0.0.1:\(console.port)\r\nOrigin: \(console.origin)\r\nCookie: kioskscan-signin=\(token)\r\n"
                + "Content-Type: application/x-www-form-urlencoded\r\nContent-Length: \(body.utf8.count)\r\nConnection: close\r\n\r\n\(body)")
        let answer = try #require(whole.waitForClose(seconds: 5))
        #expect(answer.hasPrefix("HTTP/1.1 303"))
        #expect(console.server.site.sessionCount == 1)
    }

    @Test func anIPv6LoopbackConsoleAnswersToItsOwnAddressOnly() throws {
        let server: ConsoleServer
        do {
            server = try ConsoleServer(
                address: try ConsoleAddress(parsing: "[::1]:0"), status: ConsoleStatus(kioskID: "six", version: "v"), verify: { _ in false })
        } catch {
            // A machine without IPv6 on loopback cannot bind ::1; nothing to ask then.
            #expect(error.description.contains("::1"))
            return
        }
        let port = server.address.port
        #expect(server.url == "http://[::1]:\(port)")
        #expect(try CurlRequest(path: "/signin", host: "[::1]").send(to: port).status == 200)
        #expect(try CurlRequest(path: "/signin", headers: ["Host: localhost:\(port)"], host: "[::1]").send(to: port).status == 200)
        #expect(try CurlRequest(path: "/signin", headers: ["Host: 127.0.0.1:\(port)"], host: "[::1]").send(to: port).status == 421)
        // [::1] is not 127.0.0.1: nothing listens there on this port.
        #expect(throws: CurlRequest.Failure.self) { try CurlRequest(path: "/signin").send(to: port) }
    }

    @Test func stoppingFreesThePort() throws {
        let console = try ConsoleFixture()
        let port = console.port
        console.server.stop()
        #expect(throws: CurlRequest.Failure.self) { try CurlRequest(path: "/signin").send(to: port) }
        let again = try ConsoleServer(
            address: try ConsoleAddress(parsing: "127.0.0.1:\(port)"), status: ConsoleStatus(kioskID: "k", version: "v"), verify: { _ in false })
        #expect(try CurlRequest(path: "/signin", headers: ["Host: 127.0.0.1:\(port)"]).send(to: port).status == 200)
        #expect(throws: ConsoleError.self) {
            try ConsoleServer(address: again.address, status: ConsoleStatus(kioskID: "k", version: "v"), verify: { _ in false })
        }
    }
}
