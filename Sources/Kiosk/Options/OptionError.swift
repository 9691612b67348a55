// OptionError: why a command line or config file was refused, naming the option (and the file
// and line) so the person can fix it.

/// Why an option was refused. The message names the option as it was typed (and, for a config
/// file, the file and line).
public struct OptionError: Error, Equatable, CustomStringConvertible {
    public let description: String
    /// The module's own error underneath, when a value was handed to a module that refused it
    /// (a camera spec, a display, a mode, an input setting); nil when the option itself was wrong.
    public let cause: (any Error)?

    public init(_ description: String, cause: (any Error)? = nil) {
        self.description = description
        self.cause = cause
    }

    /// Errors are the same when they say the same.
    public static func == (a: OptionError, b: OptionError) -> Bool { a.description == b.description }
}
