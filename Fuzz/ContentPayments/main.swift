// FuzzContentPayments: libFuzzer target: any bytes as a QR code's payload, through the payment
// parsers (EMV merchant-presented, EPC/GiroCode, Swiss QR-bill), their event fields and cards.
import CFuzzer
import Content
import Glibc

let context = ContentContext(today: CalendarDate(year: 2026, month: 7, day: 31)!)

/// Reads everything a parsed value shows, so the formatting runs too.
func show(_ value: (any ContentKind)?) {
    guard let value else { return }
    _ = (value.fields.count, value.card.title, value.card.main, value.card.details, value.card.warning)
}

/// One input from libFuzzer.
func fuzz(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    guard let data else { return 0 }
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let payload = ContentPayload(symbology: "qr", bytes: bytes, text: nil)
    // A refusal is an answer, not a failure: only a crash or a hang is.
    show(try? EMVMerchantPayment.parse(payload, context: context))
    show(try? SEPACreditTransfer.parse(payload, context: context))
    show(try? SwissQRBill.parse(payload, context: context))
    return 0
}

// libFuzzer reads its own options (-max_total_time=, -runs=, corpus folders) from the command line.
var argumentCount = CommandLine.argc
var arguments = Optional(CommandLine.unsafeArgv)
exit(LLVMFuzzerRunDriver(&argumentCount, &arguments) { fuzz($0, $1) })
