// FuzzDeliverValue: libFuzzer target: any text as a `--deliver` value (URLs with credentials
// and query secrets, settings, escapes), and any text through SecretRedaction. A destination's
// name never holds a secret the redaction would take out, and redaction is stable.
import CFuzzer
import Delivery
import Foundation
import Glibc
import SystemCall

/// One input from libFuzzer.
func fuzz(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    guard let data else { return 0 }
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    let redacted = SecretRedaction.redacted(text)
    guard SecretRedaction.redacted(redacted) == redacted else { fatalError("redaction is not stable") }
    do {
        let spec = try DestinationSpec(parsing: text)
        guard SecretRedaction.redacted(spec.name) == spec.name else { fatalError("a destination's name keeps a secret") }
        // Not as the password in the name's authority (the same letters may stand elsewhere).
        let authority = spec.name.firstRange(of: "://").map { spec.name[$0.upperBound...].prefix { !"/?#".contains($0) } } ?? ""
        if let password = spec.password, !password.isEmpty, authority.contains(":" + password + "@") {
            fatalError("a destination's name holds its password")
        }
    } catch {
        let message = error.description
        guard SecretRedaction.redacted(message) == message else { fatalError("a refusal quotes a secret") }
    }
    return 0
}

// libFuzzer reads its own options (-max_total_time=, -runs=, corpus folders) from the command line.
var argumentCount = CommandLine.argc
var arguments = Optional(CommandLine.unsafeArgv)
exit(LLVMFuzzerRunDriver(&argumentCount, &arguments) { fuzz($0, $1) })
