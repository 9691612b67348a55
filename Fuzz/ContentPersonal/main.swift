// FuzzContentPersonal: libFuzzer target: any bytes as a code's payload, through the web and personal
// kinds (web addresses, tel, email, sms, geo, Wi-Fi, contacts, events), their fields and cards.
import CFuzzer
import Content
import Glibc

let contexts = [
    ContentContext(today: CalendarDate(year: 2026, month: 7, day: 31)!),
    ContentContext(today: CalendarDate(year: 2026, month: 7, day: 31)!, includesSecrets: true),
]

/// Reads `payload` as every kind: each answers, refuses or declines, and an answer's fields and
/// card are made.
func read(_ payload: ContentPayload, in context: ContentContext) {
    let attempts: [() throws -> (any ContentKind)?] = [
        { try WebAddress.parse(payload, context: context) }, { try TelephoneNumber.parse(payload, context: context) },
        { try EmailMessage.parse(payload, context: context) }, { try TextMessage.parse(payload, context: context) },
        { try GeoLocation.parse(payload, context: context) }, { try WiFiNetwork.parse(payload, context: context) },
        { try Contact.parse(payload, context: context) }, { try CalendarEvent.parse(payload, context: context) },
    ]
    for attempt in attempts {
        guard let value = try? attempt() else { continue }
        _ = value.fields
        _ = value.card
    }
}

/// One input from libFuzzer.
func fuzz(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    guard let data else { return 0 }
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let text = String(decoding: bytes, as: UTF8.self)
    for context in contexts {
        read(ContentPayload(symbology: "qr", bytes: bytes, text: text), in: context)
    }
    return 0
}

// libFuzzer reads its own options (-max_total_time=, -runs=, corpus folders) from the command line.
var argumentCount = CommandLine.argc
var arguments = Optional(CommandLine.unsafeArgv)
exit(LLVMFuzzerRunDriver(&argumentCount, &arguments) { fuzz($0, $1) })
