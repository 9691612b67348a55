// HotplugMonitor: the kernel's uevents (NETLINK_KOBJECT_UEVENT) that say a card's connectors
// changed — a screen unplugged or plugged back.
import CLinux
import Glibc
import SystemCall

/// A netlink socket subscribed to kernel uevents. The DRM core sends
/// `change@/devices/…/drm/card0` with `HOTPLUG=1` (and on newer kernels `CONNECTOR=id`)
/// whenever a connector's status may have changed. Any `change` of the card is taken as a
/// reason to look at the connector again: the other ones (DRM leases, a synthetic event
/// written to the card's sysfs `uevent` file) are rare and looking costs one probe.
/// No udev needed. Closed in `deinit`.
final class HotplugMonitor {
    let fd: Int32
    /// The card's kernel name (`card0`).
    let card: String

    init(card: String) throws(SystemError) {
        self.card = card
        let fd = try SystemError.check("socket(NETLINK_KOBJECT_UEVENT)", object: "uevents") {
            socket(
                AF_NETLINK, Int32(SOCK_DGRAM.rawValue) | Int32(SOCK_NONBLOCK.rawValue) | Int32(SOCK_CLOEXEC.rawValue),
                NETLINK_KOBJECT_UEVENT)
        }
        var address = sockaddr_nl()
        address.nl_family = sa_family_t(AF_NETLINK)
        address.nl_pid = 0
        address.nl_groups = 1  // the kernel's own broadcasts (udev re-broadcasts on group 2)
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_nl>.size)) }
        }
        guard bound == 0 else {
            let error = SystemError("bind(NETLINK_KOBJECT_UEVENT)", object: "uevents")
            close(fd)
            throw error
        }
        self.fd = fd
    }

    deinit { close(fd) }

    /// Reads every waiting uevent; true when one was a hot-plug of this card.
    func drain() -> Bool {
        var found = false
        var buffer = [UInt8](repeating: 0, count: 8192)
        while true {
            let count = buffer.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
            if count < 0 {
                if errno == EINTR { continue }
                break  // EAGAIN: nothing more; anything else: try again next time
            }
            if Self.isHotplug(Array(buffer[0..<count]), card: card) { found = true }
        }
        return found
    }

    /// Whether a uevent message (`ACTION@DEVPATH` then `KEY=VALUE` strings, NUL-separated)
    /// is a change of `card` (a hot-plug, or something else worth a look at the connector).
    static func isHotplug(_ message: [UInt8], card: String) -> Bool {
        let fields = message.split(separator: 0).map { String(decoding: $0, as: UTF8.self) }
        var values: [String: String] = [:]
        for field in fields.dropFirst() {
            guard let equals = field.firstIndex(of: "=") else { continue }
            values[String(field[..<equals])] = String(field[field.index(after: equals)...])
        }
        guard values["SUBSYSTEM"] == "drm", values["ACTION"] == "change" else { return false }
        if let name = values["DEVNAME"] { return name == "dri/\(card)" }
        return values["DEVPATH"]?.hasSuffix("/\(card)") ?? false
    }
}
