// ToolArguments: what the kioskscan-dev tools share to read their arguments: their own options
// told from the kiosk's, and how a refusal is told.
import Kiosk

enum ToolArguments {
    /// Why `error` refused the command line, the tool's usage after it; after a value the option
    /// refused, the message alone (it says what the option needs).
    static func message(_ error: ArgumentError, usage: String) -> String {
        if case .invalid = error { return "\(error)" }
        return "\(error)\n\(usage)"
    }
}

extension ToolArguments {
    /// A tool's own options (`own`, each with a value) told from the rest: the kiosk's options
    /// and anything else, left in order for `OptionTable` or the tool to read. Thrown: an own
    /// option with no value after it.
    static func split(_ arguments: [String], own: Set<String>) throws(ArgumentError) -> (own: [String: String], rest: [String]) {
        var values: [String: String] = [:], rest: [String] = []
        var scanner = ArgumentScanner(arguments)
        while let argument = scanner.next() {
            if case .option(let name) = argument, own.contains(name) {
                values[name] = try scanner.value()
            } else {
                rest.append(scanner.typed)
            }
        }
        return (values, rest)
    }
}
