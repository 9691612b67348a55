// FuzzTranslationFile: libFuzzer target: any bytes as a compiled gettext catalogue (.mo) and as
// a Plural-Forms header; what is read is looked up and counted with.
import CFuzzer
import Glibc
import Language

/// One input from libFuzzer.
func fuzz(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    guard let data else { return 0 }
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    if let file = try? TranslationFile(bytes: bytes) {
        for count: UInt64 in [0, 1, 2, 5, 11, 21, 101, .max] { _ = file.translation("{count} item", count: count) }
        _ = file.translation("Scan here", context: "basket")
    }
    if let rule = try? PluralRule(header: String(decoding: bytes, as: UTF8.self)) {
        for count: UInt64 in [0, 1, 2, 3, 5, 11, 21, 101, 1_000_000, .max] { _ = rule.form(for: count) }
    }
    return 0
}

// libFuzzer reads its own options (-max_total_time=, -runs=, corpus folders) from the command line.
var argumentCount = CommandLine.argc
var arguments = Optional(CommandLine.unsafeArgv)
exit(LLVMFuzzerRunDriver(&argumentCount, &arguments) { fuzz($0, $1) })
