// ListeningSocket: the console's TCP socket, bound to the configured address only and listening,
// made by the kiosk (not the server library) so a refusal names the call and the address.
import Glibc
import SystemCall

/// A bound, listening TCP socket. Owned until `handOver()` gives its descriptor to the server
/// library (which closes it when its daemon stops); closed in `deinit` otherwise.
final class ListeningSocket {
    private(set) var fd: Int32
    /// The address bound: the port the kernel chose when 0 was asked.
    let address: ConsoleAddress

    init(_ asked: ConsoleAddress, backlog: Int32 = 16) throws(SystemError) {
        let domain = asked.family == .ipv4 ? AF_INET : AF_INET6
        let fd = try SystemError.check("socket", object: asked.description) {
            socket(domain, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        }
        do {
            var yes: Int32 = 1
            // A restart binds again at once, while the last run's connections wait out TIME_WAIT.
            _ = try SystemError.check("setsockopt SO_REUSEADDR", object: asked.description) {
                setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
            }
            if asked.family == .ipv6 {
                // [::] means both families, [::1] only itself: as the address says, not as the
                // sysctl net.ipv6.bindv6only happens to be.
                var only: Int32 = asked.isUnspecified ? 0 : 1
                _ = try SystemError.check("setsockopt IPV6_V6ONLY", object: asked.description) {
                    setsockopt(fd, Int32(IPPROTO_IPV6), IPV6_V6ONLY, &only, socklen_t(MemoryLayout<Int32>.size))
                }
            }
            _ = try SystemError.check("bind", object: asked.description) { Self.bind(fd, asked) }
            _ = try SystemError.check("listen", object: asked.description) { listen(fd, backlog) }
            address = asked.on(port: try Self.boundPort(fd, asked))
        } catch {
            close(fd)
            throw error
        }
        self.fd = fd
    }

    deinit { if fd >= 0 { close(fd) } }

    /// The descriptor, no longer this value's to close.
    func handOver() -> Int32 {
        let given = fd
        fd = -1
        return given
    }

    private static func bind(_ fd: Int32, _ address: ConsoleAddress) -> Int32 {
        switch address.family {
        case .ipv4:
            var socketAddress = sockaddr_in()
            socketAddress.sin_family = sa_family_t(AF_INET)
            socketAddress.sin_port = in_port_t(UInt16(address.port).bigEndian)
            withUnsafeMutableBytes(of: &socketAddress.sin_addr) { $0.copyBytes(from: address.bytes) }
            return withUnsafePointer(to: &socketAddress) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { Glibc.bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
            }
        case .ipv6:
            var socketAddress = sockaddr_in6()
            socketAddress.sin6_family = sa_family_t(AF_INET6)
            socketAddress.sin6_port = in_port_t(UInt16(address.port).bigEndian)
            withUnsafeMutableBytes(of: &socketAddress.sin6_addr) { $0.copyBytes(from: address.bytes) }
            return withUnsafePointer(to: &socketAddress) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { Glibc.bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in6>.size)) }
            }
        }
    }

    /// The port bound (getsockname): sin_port and sin6_port sit at the same offset.
    private static func boundPort(_ fd: Int32, _ address: ConsoleAddress) throws(SystemError) -> Int {
        var storage = sockaddr_in6()
        var length = socklen_t(MemoryLayout<sockaddr_in6>.size)
        _ = try SystemError.check("getsockname", object: address.description) {
            withUnsafeMutablePointer(to: &storage) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) } }
        }
        return Int(UInt16(bigEndian: storage.sin6_port))
    }
}
