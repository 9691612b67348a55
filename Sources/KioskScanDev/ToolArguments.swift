// ToolArguments: what the kioskscan-dev tools share to read their arguments: how a refusal is
// told.
import Kiosk

enum ToolArguments {
    /// Why `error` refused the command line, the tool's usage after it; after a value the option
    /// refused, the message alone (it says what the option needs).
    static func message(_ error: ArgumentError, usage: String) -> String {
        if case .invalid = error { return "\(error)" }
        return "\(error)\n\(usage)"
    }
}
