// AdminPINCommand: `kioskscan admin-pin`: reads a staff PIN and prints its hash for admin.pin.
import Glibc
import Kiosk
import SystemCall
import Wire

enum AdminPINCommand {
    static let help = """
        usage: kioskscan admin-pin
        Reads a staff PIN (4 to 12 digits) twice from the terminal without echo, or once from
        standard input when it is not a terminal, and prints its hash for the config file:
          admin.pin = pbkdf2-sha256$100000$SALT$HASH
        """

    static func run(_ arguments: [String]) -> Int32 {
        if arguments.contains("-h") || arguments.contains("--help") {
            print(help)
            return 0
        }
        guard arguments.isEmpty else {
            StandardStream.error.write("kioskscan admin-pin: takes no arguments\n\(help)\n")
            return 2
        }
        let pin: String
        if isatty(STDIN_FILENO) == 1 {
            guard let first = readHidden("PIN (4 to 12 digits): "), let second = readHidden("The same PIN again: ") else {
                StandardStream.error.write("kioskscan admin-pin: no PIN read\n")
                return 1
            }
            guard first == second else {
                StandardStream.error.write("kioskscan admin-pin: the two PINs differ\n")
                return 1
            }
            pin = first
        } else {
            guard let line = readLine(strippingNewline: true) else {
                StandardStream.error.write("kioskscan admin-pin: no PIN on standard input\n")
                return 1
            }
            pin = line.trimmingWhitespace()
        }
        guard AdminPIN.isValid(pin) else {
            StandardStream.error.write("kioskscan admin-pin: a PIN is 4 to 12 digits (0-9)\n")
            return 2
        }
        do {
            print(try AdminPIN.hash(pin))
            return 0
        } catch {
            StandardStream.error.write("kioskscan admin-pin: \(error)\n")
            return 1
        }
    }

    /// A line from the terminal with its echo off (restored after, also when nothing was read).
    static func readHidden(_ prompt: String) -> String? {
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
        return readLine(strippingNewline: true)?.trimmingWhitespace()
    }
}
