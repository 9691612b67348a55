// ArgumentScanner: a command's arguments read front to back, options told from positional
// arguments and values taken, with one message for each way a command line is wrong.

/// Reads a command line one argument at a time (the sub-commands of kioskscan and the tools of
/// kioskscan-dev); the command says what each option means:
///
///     var scanner = ArgumentScanner(arguments, syntax: .init(equalsForm: true))
///     while let argument = scanner.next() {
///         switch argument {
///         case .option("--engine"): engine = try scanner.value()
///         case .option: throw scanner.unknownOption
///         case .positional(let file): files.append(file)
///         }
///     }
///
/// An argument that starts with `-` is an option; a value is the next argument, whatever it
/// looks like.
public struct ArgumentScanner {
    /// How a command writes its options.
    public struct Syntax {
        /// `--name=VALUE` is the option `--name` with its value.
        public var equalsForm = false
        /// `--` ends the options (what follows is positional) and `-` alone is positional.
        public var endOfOptions = false

        public init(equalsForm: Bool = false, endOfOptions: Bool = false) {
            self.equalsForm = equalsForm
            self.endOfOptions = endOfOptions
        }
    }

    public enum Argument: Equatable {
        /// An option by its name (before any `=VALUE` the syntax takes).
        case option(String)
        case positional(String)
    }

    private let arguments: [String]
    private let syntax: Syntax
    private var index = 0
    private var optionsEnded = false
    /// The argument last read as it was typed, `=VALUE` included.
    public private(set) var typed = ""
    /// The value after `=` of the option last read (the equals form).
    public private(set) var inlineValue: String?

    public init(_ arguments: [String], syntax: Syntax = Syntax()) {
        self.arguments = arguments
        self.syntax = syntax
    }

    /// The next argument, or nil after the last.
    public mutating func next() -> Argument? {
        guard index < arguments.count else { return nil }
        let argument = arguments[index]
        index += 1
        typed = argument
        inlineValue = nil
        if syntax.endOfOptions {
            if optionsEnded || argument == "-" { return .positional(argument) }
            if argument == "--" {
                optionsEnded = true
                return next()
            }
        }
        guard argument.hasPrefix("-") else { return .positional(argument) }
        if syntax.equalsForm, let equals = argument.firstIndex(of: "=") {
            inlineValue = String(argument[argument.index(after: equals)...])
            return .option(String(argument[..<equals]))
        }
        return .option(argument)
    }

    /// The value of the option last read: after its `=`, else the next argument.
    public mutating func value() throws(ArgumentError) -> String {
        if let inlineValue { return inlineValue }
        guard index < arguments.count else { throw .missingValue(typed) }
        index += 1
        return arguments[index - 1]
    }

    /// The value of an option whose value may be left out: after its `=`, else the next
    /// argument when `accepts` takes it (it is then read); nil otherwise.
    public mutating func value(ifNextIs accepts: (String) -> Bool) -> String? {
        if let inlineValue { return inlineValue }
        guard index < arguments.count, accepts(arguments[index]) else { return nil }
        index += 1
        return arguments[index - 1]
    }

    /// Refuses a value after a flag's `=` (`--reveal=yes`) as an option nobody knows.
    public func flag() throws(ArgumentError) {
        if inlineValue != nil { throw unknownOption }
    }

    /// The argument last read, refused as an unknown option.
    public var unknownOption: ArgumentError { .unknownOption(typed) }

    /// The argument last read, refused as one the command does not take.
    public var unexpectedArgument: ArgumentError { .unexpectedArgument(typed) }
}

/// Why a command line was refused: one message for each way it can be wrong. What was typed is
/// repeated escaped and cut (`RawArgument.escaped`).
public enum ArgumentError: Error, Equatable, CustomStringConvertible {
    case unknownOption(String)
    case missingValue(String)
    case unexpectedArgument(String)
    /// A value the option refused: the message, already made safe (`refused`).
    case invalid(String)

    public var description: String {
        switch self {
        case .unknownOption(let typed): "unknown option \(RawArgument.quoted(typed))"
        case .missingValue(let option): "\(RawArgument.escaped(option)) needs a value"
        case .unexpectedArgument(let typed): "unexpected argument \(RawArgument.quoted(typed))"
        case .invalid(let message): message
        }
    }

    /// `value` refused with `reason` (a module's own error, which may repeat it raw), after
    /// `option: ` when given.
    public static func refused(_ value: String, because reason: any Error, option: String? = nil) -> ArgumentError {
        .invalid((option.map { $0 + ": " } ?? "") + RawArgument.shown("\(reason)", quoting: value))
    }

    /// `value` is not one the option takes: `OPTION: expected WHAT, got 'VALUE'`.
    public static func expected(_ what: String, got value: some StringProtocol, option: String) -> ArgumentError {
        .invalid("\(option): expected \(what), got \(RawArgument.quoted(String(value)))")
    }
}
