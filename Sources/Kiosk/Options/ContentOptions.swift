// ContentOptions: the options of what a code says: content reading and what is withheld.
import Capture
import Catalog
import Content
import Decode
import Delivery
import Display
import FoundationEssentials
import Input
import OCR
import Pixels
import Presence
import Render
import Scene
import Sound
import SystemCall
import Wire

extension KioskOption {
    static let content: [KioskOption] = [
        KioskOption(
            "content", .content, .toggle, \.contentEnabled,
            help:
                "read what each code means (GS1 data, products, web addresses, Wi-Fi, contacts, payments, IDs): a result card and the event's content"
        ),
        KioskOption(
            "content.date", .content, .orNone("today", OptionValues.calendarDate), \.contentDate,
            help: "the day expiry dates and ages are judged against, as YYYY-MM-DD (tests, demos); today: the kiosk's local date"),
        KioskOption(
            "content.variableMeasure", .content, .optional(OptionValues.variableMeasureLayout), \.variableMeasure,
            help: "the national layout of in-store numbers that carry a price or weight (GS1 prefixes 02 and 20-29)",
            defaultNote: "none: such numbers are shown as in-store numbers"),
        KioskOption(
            "content.secrets", .content, .toggle, \.contentSecrets,
            help:
                "let secrets leave the kiosk: a Wi-Fi network's password in the event's content, and the raw text of a code that carries one (otpauth://, otpauth-migration://, a WIFI: code with a password) in the event and the history (the History tab shows it); off: that text is withheld. A result card never shows a secret"
        ),
        KioskOption(
            "content.idText", .content, .toggle, \.keepsIDText,
            help:
                "keep the raw text of a driver's licence or ID card in the event and the history; off: only the facts derived from it (age, over 18/21, expiry)"
        ),
    ]
}
