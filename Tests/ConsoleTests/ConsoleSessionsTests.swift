// ConsoleSessionsTests: session ids and form tokens: random, 64 hex digits, compared whole.
import Testing

@testable import Console

struct ConsoleSessionsTests {
    @Test func sessionTokensAreRandomHex() throws {
        let a = try ConsoleSessions.randomToken(), b = try ConsoleSessions.randomToken()
        #expect(a != b && ConsoleSessions.isToken(a) && ConsoleSessions.isToken(b))
        #expect(!ConsoleSessions.isToken(a.uppercased()) && !ConsoleSessions.isToken(String(a.dropLast())) && !ConsoleSessions.isToken(""))
        #expect(ConsoleSessions.sameToken(a, a) && !ConsoleSessions.sameToken(a, b) && !ConsoleSessions.sameToken(a, nil))
        #expect(!ConsoleSessions.sameToken("", ""))  // an empty token matches nothing
    }
}
