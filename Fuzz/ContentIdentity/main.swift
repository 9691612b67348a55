// FuzzContentIdentity: libFuzzer target: any bytes as a code's payload, through the identity
// family's kinds (AAMVA ID card, BCBP boarding pass, otpauth account and authenticator export,
// plain text, binary data) and their event fields and cards.
import CFuzzer
import Content
import Glibc

/// One input from libFuzzer.
func fuzz(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    guard let data else { return 0 }
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let payload = ContentPayload(symbology: "pdf417", bytes: bytes, text: String(validating: bytes, as: UTF8.self))
    let today = CalendarDate(year: 2026, month: 7, day: 31)!
    for includesSecrets in [false, true] {
        let context = ContentContext(today: today, includesSecrets: includesSecrets)
        show(try? IdentityCard.parse(payload, context: context))
        show(try? BoardingPass.parse(payload, context: context))
        show(try? OTPAccount.parse(payload, context: context))
        show(try? OTPMigration.parse(payload, context: context))
    }
    show(PlainText.parse(payload, context: ContentContext(today: today)))
    show(BinaryData.parse(payload, context: ContentContext(today: today)))
    return 0
}

/// What the kiosk does with a value: its event fields and its card.
func show(_ value: (some ContentKind)?) {
    guard let value else { return }
    _ = value.fields
    _ = value.card
}

// libFuzzer reads its own options (-max_total_time=, -runs=, corpus folders) from the command line.
var argumentCount = CommandLine.argc
var arguments = Optional(CommandLine.unsafeArgv)
exit(LLVMFuzzerRunDriver(&argumentCount, &arguments) { fuzz($0, $1) })
