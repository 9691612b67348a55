// RawArgument: the bytes a command-line argument really had, for file names that are not UTF-8,
// and how a message shows what was typed: escaped and cut.
import Glibc
import Wire

/// Swift's `CommandLine.arguments` turns bytes that are not UTF-8 into U+FFFD, and such a string
/// names no file. The process's own argv still has the bytes.
public enum RawArgument {
    /// The argv entry that `argument` was decoded from, when decoding changed it; nil when the
    /// argument is the same as its bytes (then the string opens the file as it is).
    public static func cString(for argument: String) -> UnsafePointer<CChar>? {
        guard argument.unicodeScalars.contains("\u{FFFD}") else { return nil }
        for index in 0..<Int(CommandLine.argc) {
            guard let raw = CommandLine.unsafeArgv[index] else { continue }
            if String(cString: raw) == argument, String(validatingCString: raw) == nil { return UnsafePointer(raw) }
        }
        return nil
    }

    /// How many characters of a typed argument a message repeats.
    public static let shownLimit = 60

    /// `argument` as a message repeats it: its real bytes escaped (`PrintableText`: no escape
    /// sequence or line end reaches the terminal), cut after `shownLimit` characters.
    public static func escaped(_ argument: String) -> String {
        let bytes = cString(for: argument).map { Array(UnsafeRawBufferPointer(start: $0, count: strlen($0))) } ?? Array(argument.utf8)
        return PrintableText.escaped(bytes, limit: shownLimit)
    }

    /// `argument` escaped and cut, between single quotes.
    public static func quoted(_ argument: String) -> String { "'" + escaped(argument) + "'" }

    /// A module's complaint about `value` as shown: each time it repeats the value, the value
    /// escaped and cut; the rest escaped too and cut at 300 characters a piece.
    public static func shown(_ message: String, quoting value: String) -> String {
        let pieces = value.isEmpty ? [Substring(message)] : message.split(separator: value, omittingEmptySubsequences: false)
        return pieces.map { PrintableText.escaped(Array($0.utf8), limit: 300) }.joined(separator: escaped(value))
    }
}
