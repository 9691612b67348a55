// DeliveryOptions: the options of where captures go: the history file, the outbox and its destinations, the kiosk id.
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
    static let delivery: [KioskOption] = [
        KioskOption(
            "deliver", .delivery, placeholder: "DESTINATION",
            help:
                "send every capture there, at least once, across restarts (needs --history-file, the outbox): https://HOST/PATH [bearer=TOKEN], mqtt://HOST[:PORT], exec:/PATH, hid:/dev/hidg0 [layout=de suffix=tab], serial:/dev/ttyGS0 [baud=9600]; settings after the URL, space-separated; may be repeated",
            repeatable: true
        ) { v, o in
            let spec: DestinationSpec
            // (The destination's own words may quote what was typed: escaped, never raw.)
            do { spec = try DestinationSpec(parsing: v) } catch {
                throw OptionError(PrintableText.escaped(Array("\(error)".utf8), limit: 300), cause: error)
            }
            guard !o.deliveries.contains(where: { $0.name == spec.name }) else { throw OptionError("\(spec.name) is given twice") }
            guard o.deliveries.count < Outbox.maxDestinations else {
                throw OptionError("more than \(Outbox.maxDestinations) destinations: the kiosk delivers to at most \(Outbox.maxDestinations)")
            }
            o.deliveries.append(spec)
        },
        KioskOption(
            "kiosk-id", .delivery, .optional(.parsed("NAME", OptionValues.kioskID)), \.kioskID,
            help: "this kiosk's name in the fleet and in MQTT topics: letters, digits, . _ -",
            defaultNote:
                "the machine's id for KioskScan, derived from /etc/machine-id as systemd-id128 machine-id --app-specific=\(KioskIdentity.applicationID) derives it (never the machine id itself)"
        ),
        KioskOption(
            "history-limit", .delivery, .integer(1...1_000_000), \.historyLimit,
            help:
                "captures the History list and the history file keep: the newest N, and in the file those still owed to a destination up to N more"
        ),
    ]
}
