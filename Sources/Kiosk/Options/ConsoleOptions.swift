// ConsoleOptions: the options of the shop's web console: where it listens, its passphrase, its
// certificate and key (HTTPS), or whether it may be served without TLS on the network.
import Console
import SystemCall
import Wire

extension KioskOption {
    static let console: [KioskOption] = [
        KioskOption(
            "console", .console, .optional(.parsed("ADDRESS:PORT", OptionValues.consoleAddress)), \.console,
            help:
                "serve the shop's web console (sign-in, status) on this address only: 127.0.0.1:8080 (this machine), [::1]:8080, or one of the machine's addresses (needs console.certificate and console.key, or console.insecure = yes); needs console.password",
            defaultNote: "off"
        ),
        KioskOption(
            "console.password", .console, placeholder: "PASSPHRASE",
            help:
                "the console's passphrase: the hash kioskscan admin-pin --console writes (pbkdf2-sha256$…), or 10 to 64 characters written plain (taken, with a line in the log saying to store it hashed). Wrong ones make the next attempt wait, twice as long each time",
            defaultNote: "none", current: { $0.consolePassword == nil ? nil : "(set)" }
        ) { v, o in o.consolePassword = try ConsolePassphrase(parsing: v) },
        KioskOption(
            "console.certificate", .console, .optional(.parsed("FILE", OptionValues.readableFile)), \.consoleCertificate,
            help: "the console's TLS certificate (PEM, its chain after it): with console.key the console speaks HTTPS only",
            defaultNote: "none: HTTP"
        ),
        KioskOption(
            "console.key", .console, .optional(.parsed("FILE", OptionValues.readableFile)), \.consoleKey,
            help: "the private key of console.certificate (PEM; readable by the kiosk's user alone)", defaultNote: "none"
        ),
        KioskOption(
            "console.insecure", .console, .toggle, \.consoleInsecure,
            help:
                "serve the console on an address other machines reach without TLS (no console.certificate): its passphrase and pages cross the network in clear. Only on a network the shop trusts"
        ),
    ]
}

extension OptionValues {
    /// A regular file that can be read (checked when the option is read; read when used).
    static func readableFile(_ path: String) throws(OptionError) -> String {
        do { try RegularFile.checkReadable(path: path) } catch { throw OptionError("cannot read \(error)") }
        return path
    }

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
        let tls = try consoleTLS()
        guard console.isLoopback || consoleInsecure || tls != nil else {
            throw OptionError(
                "--console \(console): an address other machines reach, without TLS: its passphrase and pages would cross the network in clear. Give console.certificate and console.key, use 127.0.0.1 (and an SSH tunnel), or set console.insecure = yes on a network the shop trusts"
            )
        }
    }

    /// The console's certificate and key, read from their files and checked for their form; nil
    /// without either. Both or neither.
    public func consoleTLS() throws(OptionError) -> ConsoleTLS? {
        switch (consoleCertificate, consoleKey) {
        case (nil, nil): return nil
        case (.some, nil): throw OptionError("console.certificate needs console.key (its private key)")
        case (nil, .some): throw OptionError("console.key needs console.certificate")
        case (.some(let certificatePath), .some(let keyPath)):
            let certificate: [UInt8]
            let key: [UInt8]
            do { certificate = try RegularFile.read(path: certificatePath, limit: 1 << 16) } catch {
                throw OptionError("console.certificate: cannot read \(error)")
            }
            do { key = try RegularFile.read(path: keyPath, limit: 1 << 16) } catch { throw OptionError("console.key: cannot read \(error)") }
            do { return try ConsoleTLS(certificate: certificate, key: key) } catch {
                throw OptionError("console.certificate and console.key: \(error)")
            }
        }
    }
}
