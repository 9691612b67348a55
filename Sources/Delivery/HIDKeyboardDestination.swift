// HIDKeyboardDestination: types each capture on the computer the kiosk is plugged into, as a
// USB keyboard (the Linux USB HID gadget, /dev/hidgN).
import Glibc
import Keyboard
import SystemCall
import Wire

/// `hid:/dev/hidg0`: prefix + (AIM identifier) + value + suffix (Enter by default), each
/// character a key press and release in the receiving computer's keymap (`layout=`), like the
/// USB scanners tills take. The gadget comes from board/usb-gadget (configfs, libcomposite,
/// the HID function with the boot keyboard report descriptor). A report is written when the
/// host has fetched the previous one (the device is non-blocking; retried every 2 ms), so it
/// types as fast as the host polls: 1 ms a report at high speed. Characters the keymap cannot
/// type are left out and logged. A capture whose text the kiosk withheld types nothing, logged.
final class HIDKeyboardDestination: Destination {
    let spec: DestinationSpec
    let window = 1
    private let writer: DeviceWriter
    private let log: (String) -> Void

    init(spec: DestinationSpec, log: @escaping (String) -> Void) {
        guard case .hid(let path) = spec.kind else { preconditionFailure("not a hid destination") }
        self.spec = spec
        self.log = log
        writer = DeviceWriter(path: path, flags: O_RDWR, every: 0.002, stall: spec.timeout)
    }

    func attach(to events: EventRegistry, finished: @escaping (String, DeliveryOutcome) -> Void) throws(SystemError) {
        try writer.attach(to: events, label: "typing timer of \(spec.name)", finished: finished)
    }

    func send(_ entry: OutboxEntry) {
        guard let id = entry.id, let format = spec.format else { return }
        guard !format.sendsNothing(for: entry) else {
            log("deliver: \(spec.name): \(entry.whyNothingIsSent(id)): nothing typed")
            writer.write(id, [])
            return
        }
        let removed = format.value(for: entry).removed
        if removed > 0 {
            log("deliver: \(spec.name): \(removed) control character\(removed == 1 ? "" : "s") of the code left out (controls=keep types them)")
        }
        let (reports, untypeable) = HIDKeyboardReports.reports(typing: format.text(for: entry), layout: spec.layout)
        if !untypeable.isEmpty {
            log(
                "deliver: \(spec.name): the \(spec.layout.name) keymap cannot type '\(PrintableText.escaped(Array(String(untypeable).utf8), limit: 60))': left out"
            )
        }
        writer.write(id, reports)
    }

    func detach() { writer.detach() }
}
