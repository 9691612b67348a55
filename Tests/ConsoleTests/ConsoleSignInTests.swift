// ConsoleSignInTests: signing in to a real console over HTTP (libcurl): the form, its token, the
// session cookie, the status page, signing out, a session left idle, wrong passphrases.
import Console
import Testing

@Suite(.serialized) struct ConsoleSignInTests {
    @Test func signInSeeStatusAndSignOut() throws {
        let console = try ConsoleFixture()
        let form = try console.get("/signin")
        #expect(form.status == 200)
        #expect(form.header("content-security-policy")?.contains("default-src 'self'") == true)
        #expect(form.header("content-security-policy")?.contains("frame-ancestors 'none'") == true)
        #expect(form.header("cache-control") == "no-store")
        #expect(form.header("x-content-type-options") == "nosniff")
        #expect(!form.body.contains("<script>"))
        let signInCookie = try #require(form.cookie("kioskscan-signin"))
        #expect(signInCookie.attributes.contains("HttpOnly") && signInCookie.attributes.contains("SameSite=Strict"))
        #expect(!signInCookie.attributes.contains("Secure"))  // no TLS yet

        let signedIn = try console.post(
            "/signin", form: [("token", signInCookie.value), ("passphrase", ConsoleFixture.passphrase)],
            cookies: ["kioskscan-signin=\(signInCookie.value)"])
        #expect(signedIn.status == 303)
        #expect(signedIn.header("location") == "/status")
        let session = try #require(signedIn.cookie("kioskscan-session"))
        #expect(session.value.count == 64)
        #expect(session.attributes.contains("HttpOnly") && session.attributes.contains("SameSite=Strict") && session.attributes.contains("Path=/"))
        let cookie = "kioskscan-session=\(session.value)"

        let status = try console.get("/status", cookies: [cookie])
        #expect(status.status == 200)
        #expect(status.body.contains("shop-7") && status.body.contains("0.12.0") && status.body.contains("/dev/video0 640x480: frames arrive"))
        #expect(status.body.contains("<script src=\"/status.js\" defer></script>"))
        #expect(try console.get("/status.js", cookies: [cookie]).header("content-type")?.hasPrefix("text/javascript") == true)
        #expect(try console.get("/", cookies: [cookie]).header("location") == "/status")

        // The kiosk's loop hands in a new snapshot: the next request sees it.
        console.server.publish(
            ConsoleStatus(kioskID: "shop-7", version: "0.12.0", facts: [.init("Delivery", ["webhook: 3 waiting"])], time: "2026-12-07T21:00:00"))
        let json = try console.get("/status.json", cookies: [cookie])
        #expect(json.status == 200 && json.header("content-type") == "application/json")
        #expect(json.body.contains("\"lines\":[\"webhook: 3 waiting\"]") && json.body.contains("\"time\":\"2026-12-07T21:00:00\""))

        let token = try #require(status.body.firstRange(of: "name=\"token\" value=\"").map { String(status.body[$0.upperBound...].prefix(64)) })
        let signedOut = try console.post("/signout", form: [("token", token)], cookies: [cookie])
        #expect(signedOut.status == 303 && signedOut.header("location") == "/signin")
        #expect(signedOut.cookie("kioskscan-session")?.value == "")
        #expect(signedOut.cookie("kioskscan-session")?.attributes.contains("Max-Age=0") == true)
        let after = try console.get("/status", cookies: [cookie])
        #expect(after.status == 303 && after.header("location") == "/signin" && !after.body.contains("shop-7"))
        #expect(console.server.site.sessionCount == 0)
        // The kiosk's log hears of it, with the client's address.
        #expect(console.server.site.takeNotes() == ["console: signed in from 127.0.0.1", "console: signed out from 127.0.0.1"])
        #expect(console.server.site.takeNotes().isEmpty)
    }

    @Test func atMostSixteenSessionsTheLeastRecentlyUsedEnds() throws {
        let console = try ConsoleFixture()
        var sessions: [String] = []
        for _ in 0..<16 {
            sessions.append(try console.session().cookie)
            console.clock.advance(1)
        }
        #expect(console.server.site.sessionCount == 16)
        #expect(try console.get("/status", cookies: [sessions[0]]).status == 200)  // used: now the second is the oldest
        let newest = try console.session().cookie
        #expect(console.server.site.sessionCount == 16)
        #expect(try console.get("/status", cookies: [sessions[1]]).status == 303)
        for cookie in [sessions[0], sessions[2], sessions[15], newest] { #expect(try console.get("/status", cookies: [cookie]).status == 200) }
    }

    @Test func passphraseWithAnyCharactersGoesThroughThePostProcessor() throws {
        let passphrase = "pässe wört & = % + ; \"<>"
        let clock = HandClock()
        let server = try ConsoleServer(
            address: try ConsoleAddress(parsing: "127.0.0.1:0"), status: ConsoleStatus(kioskID: "k", version: "v"), verify: { $0 == passphrase },
            now: { clock.now })
        let page = try CurlRequest(path: "/signin").send(to: server.address.port)
        let token = try #require(page.cookie("kioskscan-signin")?.value)
        let body = "token=\(token)&passphrase=\(ConsoleFixture.encoded(passphrase))"
        let answer = try CurlRequest(
            method: "POST", path: "/signin", headers: ["Origin: http://127.0.0.1:\(server.address.port)", "Cookie: kioskscan-signin=\(token)"],
            body: Array(body.utf8)
        ).send(to: server.address.port)
        #expect(answer.status == 303 && answer.cookie("kioskscan-session") != nil)
    }

    @Test func sessionEndsAfterFifteenMinutesIdle() throws {
        let console = try ConsoleFixture()
        let session = try console.session()
        console.clock.advance(14 * 60)
        #expect(try console.get("/status", cookies: [session.cookie]).status == 200)  // used: idle from here
        console.clock.advance(14 * 60)
        // The page's own refreshes do not keep it alive.
        #expect(try console.get("/status.json", cookies: [session.cookie]).status == 200)
        console.clock.advance(60)
        let expired = try console.get("/status", cookies: [session.cookie])
        #expect(expired.status == 303 && expired.header("location") == "/signin")
        #expect(try console.get("/status.json", cookies: [session.cookie]).status == 401)
        #expect(console.server.site.sessionCount == 0)
    }

    @Test func sessionsEndWhenThePassphraseChanges() throws {
        let console = try ConsoleFixture()
        let session = try console.session()
        console.server.site.endSessions()
        #expect(try console.get("/status", cookies: [session.cookie]).status == 303)
    }

    @Test func wrongPassphrasesDoubleTheWait() throws {
        let console = try ConsoleFixture()
        var expectedWait = 1
        for attempt in 1...6 {
            let wrong = try console.signIn("not the passphrase \(attempt)")
            #expect(wrong.status == 403, "attempt \(attempt)")
            #expect(wrong.cookie("kioskscan-session") == nil)
            #expect(wrong.body.contains("Wrong passphrase. The next attempt is taken in \(expectedWait) s."))
            #expect(console.server.site.wrongAttempts == attempt)
            // Even the right passphrase is not checked while the wait lasts.
            let early = try console.signIn()
            #expect(early.status == 429, "attempt \(attempt)")
            #expect(early.header("retry-after") == String(expectedWait))
            #expect(early.cookie("kioskscan-session") == nil)
            console.clock.advance(Double(expectedWait) - 0.5)
            #expect(try console.signIn().status == 429)
            console.clock.advance(0.5)
            expectedWait *= 2
        }
        #expect(console.server.site.wrongAttempts == 6)
        let right = try console.signIn()
        #expect(right.status == 303 && right.cookie("kioskscan-session") != nil)
        #expect(console.server.site.wrongAttempts == 0)
        #expect(try console.signIn("wrong again").body.contains("taken in 1 s"))  // the count started again
        let notes = console.server.site.takeNotes()
        #expect(notes.first == "console: a wrong passphrase from 127.0.0.1; the next attempt is taken in 1 s")
        #expect(notes.contains("console: a wrong passphrase from 127.0.0.1; the next attempt is taken in 32 s"))
        #expect(notes.filter { $0.hasPrefix("console: a wrong passphrase") }.count == 7 && notes.contains("console: signed in from 127.0.0.1"))
    }
}
