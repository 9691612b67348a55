// ConsoleAddressTests: --console's ADDRESS:PORT, and which Host and Origin headers name it.
import Console
import Testing

struct ConsoleAddressTests {
    @Test func readsAddressesAndPorts() throws {
        #expect(try ConsoleAddress(parsing: "127.0.0.1:8080").description == "127.0.0.1:8080")
        #expect(try ConsoleAddress(parsing: "[::1]:8080").description == "[::1]:8080")
        #expect(try ConsoleAddress(parsing: "localhost:9000").description == "127.0.0.1:9000")
        #expect(try ConsoleAddress(parsing: "0.0.0.0:8443").isUnspecified)
        #expect(try ConsoleAddress(parsing: "127.0.0.1:1").isLoopback)
        #expect(try !ConsoleAddress(parsing: "192.168.1.20:80").isLoopback)
        for bad in ["", "127.0.0.1", "127.0.0.1:", "127.0.0.1:65536", "127.0.0.1:+80", "kiosk.local:80", "::1:80", "[::1]80", "1.2.3:80"] {
            #expect(throws: ConsoleError.self, "\(bad)") { try ConsoleAddress(parsing: bad) }
        }
    }

    @Test func hostMustNameTheAddressAndPort() throws {
        let loopback = try ConsoleAddress(parsing: "127.0.0.1:8080")
        #expect(loopback.accepts(host: "127.0.0.1:8080"))
        #expect(loopback.accepts(host: "localhost:8080"))
        #expect(loopback.accepts(host: "LOCALHOST:8080"))
        #expect(!loopback.accepts(host: "127.0.0.1"))  // port 80
        #expect(!loopback.accepts(host: "127.0.0.1:8081"))
        #expect(!loopback.accepts(host: "127.0.0.2:8080"))
        #expect(!loopback.accepts(host: "attacker.example:8080"))  // DNS rebinding
        #expect(!loopback.accepts(host: "127.0.0.1:08080x"))
        #expect(!loopback.accepts(host: ""))
        let lan = try ConsoleAddress(parsing: "192.168.1.20:80")
        #expect(lan.accepts(host: "192.168.1.20"))
        #expect(lan.accepts(host: "192.168.1.20:80"))
        #expect(!lan.accepts(host: "localhost:80"))  // not a loopback address
        let any = try ConsoleAddress(parsing: "0.0.0.0:8443")
        #expect(any.accepts(host: "10.0.0.5:8443"))
        #expect(!any.accepts(host: "kiosk.example:8443"))
        let six = try ConsoleAddress(parsing: "[::1]:8080")
        #expect(six.accepts(host: "[::1]:8080"))
        #expect(!six.accepts(host: "::1:8080"))
    }

    @Test func originMustBeTheConsolesOwn() throws {
        let address = try ConsoleAddress(parsing: "127.0.0.1:8080")
        #expect(address.accepts(origin: "http://127.0.0.1:8080"))
        #expect(address.accepts(origin: "http://localhost:8080"))
        #expect(!address.accepts(origin: "null"))
        #expect(!address.accepts(origin: "https://127.0.0.1:8080"))
        #expect(!address.accepts(origin: "http://127.0.0.1:8080/"))
        #expect(!address.accepts(origin: "http://evil@127.0.0.1:8080"))
        #expect(!address.accepts(origin: "http://attacker.example"))
    }
}
