// AdminPINCommand: `kioskscan admin-pin`: reads a staff PIN (or, with --code, a staff code's
// text; with --console, the web console's passphrase) and prints its hash for admin.pin,
// age.staff or console.password.
import Glibc
import Kiosk
import SystemCall
import Wire

enum AdminPINCommand {
    static let help = """
        usage: kioskscan admin-pin [--code | --console]
        Reads a staff PIN (4 to 12 digits) twice from the terminal without echo, or once from
        standard input when it is not a terminal (a line of at most 64 bytes), and prints its
        hash for the config file:
          admin.pin = pbkdf2-sha256$20000$SALT$HASH
          age.staff = NAME:pbkdf2-sha256$20000$SALT$HASH
          console.password = pbkdf2-sha256$20000$SALT$HASH
        --code     reads the text of a staff member's own code (a badge's barcode, 4 to 64
                   characters) instead of a PIN, for age.staff
        --console  reads the web console's passphrase (10 to 64 characters, at most 64 bytes)
                   instead of a PIN, for console.password
        """

    static func run(_ arguments: [String]) -> Int32 {
        // --help anywhere wins over anything else given.
        var scanner = ArgumentScanner(arguments)
        while let argument = scanner.next() {
            if argument == .option("-h") || argument == .option("--help") {
                print(help)
                return 0
            }
        }
        guard arguments.isEmpty || arguments == ["--code"] || arguments == ["--console"] else {
            StandardStream.error.write("kioskscan admin-pin: takes no arguments but --code or --console\n\(help)\n")
            return 2
        }
        let code = arguments == ["--code"]
        let console = arguments == ["--console"]
        let what = code ? "staff code" : console ? "passphrase" : "PIN"
        let pin: String
        do throws(LineError) {
            if isatty(STDIN_FILENO) == 1 {
                let first = try readHidden(
                    code
                        ? "Staff code (scan it, or type its text): "
                        : console ? "Console passphrase (10 to 64 characters): " : "PIN (4 to 12 digits): ")
                let second = try readHidden("The same \(what) again: ")
                guard first == second else {
                    StandardStream.error.write("kioskscan admin-pin: the two \(what)s differ\n")
                    return 1
                }
                pin = first
            } else {
                pin = try boundedLine().trimmingWhitespace()
            }
        } catch {
            StandardStream.error.write("kioskscan admin-pin: \(error)\n")
            return error == .tooLong ? 2 : 1
        }
        if console {
            guard ConsolePassphrase.isValid(pin) else {
                StandardStream.error.write("kioskscan admin-pin: a console passphrase is 10 to 64 characters on one line\n")
                return 2
            }
        } else if code {
            guard (4...lineLimit).contains(pin.utf8.count), !pin.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) else {
                StandardStream.error.write("kioskscan admin-pin: a staff code is 4 to \(lineLimit) bytes of text on one line\n")
                return 2
            }
        } else {
            guard AdminPIN.isValid(pin) else {
                StandardStream.error.write("kioskscan admin-pin: a PIN is 4 to 12 digits (0-9)\n")
                return 2
            }
        }
        do {
            print(try AdminPIN.hash(pin))
            return 0
        } catch {
            StandardStream.error.write("kioskscan admin-pin: \(error)\n")
            return 1
        }
    }

    /// A PIN line is 4 to 12 digits, a staff code's at most this: this many bytes before its newline are plenty, and past
    /// them nothing more is read (`admin-pin < /dev/zero` read gigabytes in seconds).
    static let lineLimit = 64

    enum LineError: Error, Equatable, CustomStringConvertible {
        case nothing
        case tooLong
        case unreadable(String)

        var description: String {
            switch self {
            case .nothing: "nothing on standard input"
            case .tooLong: "the line is longer than \(AdminPINCommand.lineLimit) bytes"
            case .unreadable(let reason): "cannot read standard input: \(reason)"
            }
        }
    }

    /// One line of standard input without its newline, read a byte at a time so that nothing
    /// past it is taken and no more than `lineLimit` bytes are held.
    static func boundedLine() throws(LineError) -> String {
        var bytes: [UInt8] = []
        var byte: UInt8 = 0
        while true {
            let count = read(STDIN_FILENO, &byte, 1)
            if count < 0 {
                if errno == EINTR { continue }
                throw .unreadable(String(cString: strerror(errno)))
            }
            if count == 0 {
                guard !bytes.isEmpty else { throw .nothing }
                break
            }
            if byte == UInt8(ascii: "\n") { break }
            guard bytes.count < lineLimit else { throw .tooLong }
            bytes.append(byte)
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// A line from the terminal with its echo off (restored after, also when nothing was read).
    static func readHidden(_ prompt: String) throws(LineError) -> String {
        StandardStream.error.write(prompt)
        var saved = termios()
        let haveTerminal = tcgetattr(STDIN_FILENO, &saved) == 0
        if haveTerminal {
            var quiet = saved
            quiet.c_lflag &= ~tcflag_t(ECHO)
            _ = tcsetattr(STDIN_FILENO, TCSAFLUSH, &quiet)
        }
        defer {
            if haveTerminal { _ = tcsetattr(STDIN_FILENO, TCSAFLUSH, &saved) }
            StandardStream.error.write("\n")
        }
        return try boundedLine().trimmingWhitespace()
    }
}
