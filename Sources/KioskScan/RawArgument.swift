// RawArgument: the bytes a command-line argument really had, for file names that are not UTF-8.

/// Swift's `CommandLine.arguments` turns bytes that are not UTF-8 into U+FFFD, and such a string
/// names no file. The process's own argv still has the bytes.
enum RawArgument {
    /// The argv entry that `argument` was decoded from, when decoding changed it; nil when the
    /// argument is the same as its bytes (then the string opens the file as it is).
    static func cString(for argument: String) -> UnsafePointer<CChar>? {
        guard argument.unicodeScalars.contains("\u{FFFD}") else { return nil }
        for index in 0..<Int(CommandLine.argc) {
            guard let raw = CommandLine.unsafeArgv[index] else { continue }
            if String(cString: raw) == argument, String(validatingCString: raw) == nil { return UnsafePointer(raw) }
        }
        return nil
    }
}
