// AdminStatus: what the admin screen says of the kiosk, as the runner finds it (the controller
// stays pure logic: it asks for these values when the admin screen opens and every second).
import Glibc
import Language
import Scene

/// The kiosk's state for the admin screen, in words.
public struct AdminStatus: Sendable, Equatable {
    public var kioskID: String
    public var version: String
    /// The non-loopback IP addresses, each with its interface (`eth0 192.168.1.20`).
    public var addresses: [String]
    /// The camera: its device, size, rate and whether frames arrive, in the shop's words.
    public var camera: ShownText
    /// The screen: its mode or size.
    public var screen: String
    /// The delivery backlog: one line per destination, or why there is none.
    public var delivery: [ShownText]

    public init(kioskID: String, version: String, addresses: [String], camera: ShownText, screen: String, delivery: [ShownText]) {
        self.kioskID = kioskID
        self.version = version
        self.addresses = addresses
        self.camera = camera
        self.screen = screen
        self.delivery = delivery
    }

    /// The admin screen's lines of facts.
    var facts: [AdminFact] {
        var facts = [AdminFact(.adminKiosk, .verbatim(kioskID)), AdminFact(.adminVersion, .verbatim(version))]
        let addresses = addresses.isEmpty ? [ShownText.said(.adminNone)] : addresses.map(ShownText.verbatim)
        facts += addresses.enumerated().map { AdminFact($0.offset == 0 ? .adminAddress : nil, $0.element) }
        facts.append(AdminFact(.adminCamera, camera))
        facts.append(AdminFact(.adminScreen, .verbatim(screen)))
        let delivery = delivery.isEmpty ? [ShownText.said(.adminOff)] : delivery
        facts += delivery.enumerated().map { AdminFact($0.offset == 0 ? .adminDelivery : nil, $0.element) }
        return facts
    }

    /// The machine's IPv4 and IPv6 addresses but loopback ones, `interface address` (getifaddrs(3)).
    public static func addresses() -> [String] {
        var first: UnsafeMutablePointer<ifaddrs>?
        guard getifaddrs(&first) == 0 else { return [] }
        defer { freeifaddrs(first) }
        var found: [String] = []
        var entry = first
        while let current = entry {
            defer { entry = current.pointee.ifa_next }
            guard let address = current.pointee.ifa_addr, current.pointee.ifa_flags & UInt32(IFF_LOOPBACK) == 0 else { continue }
            let family = Int32(address.pointee.sa_family)
            guard family == AF_INET || family == AF_INET6 else { continue }
            var text = [CChar](repeating: 0, count: Int(INET6_ADDRSTRLEN))
            let ok: UnsafePointer<CChar>? =
                family == AF_INET
                ? address.withMemoryRebound(to: sockaddr_in.self, capacity: 1) { p in
                    withUnsafePointer(to: p.pointee.sin_addr) { inet_ntop(AF_INET, $0, &text, socklen_t(text.count)) }
                }
                : address.withMemoryRebound(to: sockaddr_in6.self, capacity: 1) { p in
                    withUnsafePointer(to: p.pointee.sin6_addr) { inet_ntop(AF_INET6, $0, &text, socklen_t(text.count)) }
                }
            guard ok != nil else { continue }
            let name = String(cString: current.pointee.ifa_name)
            found.append("\(name) \(String(decoding: text.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self))")
        }
        return found
    }
}
