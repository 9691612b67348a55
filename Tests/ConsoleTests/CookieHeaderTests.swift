// CookieHeaderTests: the console's own reading of a Cookie header.
import Console
import Testing

struct CookieHeaderTests {
    @Test func readsPairsAndSkipsWhatIsNotACookie() {
        let cookies = CookieHeader("a=1; kioskscan-session=abc;b=\"quoted\" ;  c = 3; =nameless; novalue; d=x y; e=\u{e9}; f=")
        #expect(cookies.pairs.map(\.name) == ["a", "kioskscan-session", "b", "f"])
        #expect(cookies.value("kioskscan-session") == "abc")
        #expect(cookies.value("b") == "quoted")
        #expect(cookies.value("f") == "")
        #expect(cookies.value("c") == nil && cookies.value("d") == nil && cookies.value("e") == nil)
        #expect(CookieHeader(nil).pairs.isEmpty && CookieHeader("").pairs.isEmpty)
    }

    @Test func theFirstOfTwoWins() {
        #expect(CookieHeader("s=first; s=second").value("s") == "first")
    }

    @Test func atMostALimitedNumberIsRead() {
        let header = (0..<100).map { "c\($0)=\($0)" }.joined(separator: "; ")
        let cookies = CookieHeader(header)
        #expect(cookies.pairs.count == CookieHeader.limit)
        #expect(cookies.value("c31") == "31" && cookies.value("c32") == nil)
    }
}
