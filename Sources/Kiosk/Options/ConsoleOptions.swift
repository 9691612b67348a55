// ConsoleOptions: the options of the shop's web console: where it listens, its passphrase, and
// whether it may be served without TLS on the network.
import Console
import Wire

extension KioskOption {
    static let console: [KioskOption] = [
        KioskOption(
            "console", .console, .optional(.parsed("ADDRESS:PORT", OptionValues.consoleAddress)), \.console,
            help:
                "serve the shop's web console (sign-in, status) on this address only: 127.0.0.1:8080 (this machine), [::1]:8080, or one of the machine's addresses (needs console.insecure = yes until the console has TLS); needs console.password",
            defaultNote: "off"
        ),
        KioskOption(
            "console.password", .console, placeholder: "PASSPHRASE",
            help:
                "the console's passphrase: the hash kioskscan admin-pin --console writes (pbkdf2-sha256$…), or 10 to 64 characters written plain (taken, with a line in the log saying to store it hashed). Wrong ones make the next attempt wait, twice as long each time",
            defaultNote: "none", current: { $0.consolePassword == nil ? nil : "(set)" }
        ) { v, o in o.consolePassword = try ConsolePassphrase(parsing: v) },
        KioskOption(
            "console.insecure", .console, .toggle, \.consoleInsecure,
            help:
                "serve the console on an address other machines reach, without TLS: its passphrase and pages cross the network in clear. Only on a network the shop trusts"
        ),
    ]
}

extension OptionValues {
    static func consoleAddress(_ text: String) throws(OptionError) -> ConsoleAddress {
        let address: ConsoleAddress
        do { address = try ConsoleAddress(parsing: text.trimmingWhitespace()) } catch { throw OptionError(error.description) }
        guard address.port > 0 else { throw OptionError("expected a port 1 to 65535, got 0") }
        return address
    }
}

extension KioskOptions {
    /// The console's settings taken together (an option alone cannot know the others): a
    /// passphrase is needed, and an address other machines reach needs `console.insecure`.
    public func checkConsole() throws(OptionError) {
        guard let console else { return }
        guard consolePassword != nil else {
            throw OptionError("--console needs console.password (kioskscan admin-pin --console writes its hash): nobody could sign in")
        }
        guard console.isLoopback || consoleInsecure else {
            throw OptionError(
                "--console \(console): an address other machines reach, and the console has no TLS yet: its passphrase and pages would cross the network in clear. Use 127.0.0.1 (and an SSH tunnel), or set console.insecure = yes on a network the shop trusts"
            )
        }
    }
}
