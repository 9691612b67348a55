// ServiceNotifierTests: the sd_notify datagrams, read back from a real unix socket as systemd
// would, with the keep-alives sent from a real event loop.
import Foundation
import Kiosk
import SystemCall
import Testing

/// A datagram socket bound where systemd's would be (a path, or an abstract name).
private final class NotifyListener {
    let fd: Int32
    let address: String

    init(abstract: Bool) {
        let name = "kioskscan-notify-test-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        address = abstract ? "@" + name : NSTemporaryDirectory() + "/" + name
        fd = socket(AF_UNIX, Int32(SOCK_DGRAM.rawValue) | Int32(SOCK_NONBLOCK.rawValue), 0)
        var socketAddress = sockaddr_un()
        socketAddress.sun_family = sa_family_t(AF_UNIX)
        var path = Array(address.utf8)
        if abstract { path[0] = 0 }
        withUnsafeMutableBytes(of: &socketAddress.sun_path) { $0.copyBytes(from: path) }
        let length = MemoryLayout<sa_family_t>.size + path.count + (abstract ? 0 : 1)
        _ = withUnsafePointer(to: &socketAddress) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(length)) }
        }
    }

    deinit {
        close(fd)
        if !address.hasPrefix("@") { unlink(address) }
    }

    /// The messages waiting, oldest first.
    func messages() -> [String] {
        var result: [String] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = recv(fd, &buffer, buffer.count, 0)
            guard count > 0 else { return result }
            result.append(String(decoding: buffer[0..<count], as: UTF8.self))
        }
    }
}

@Suite struct ServiceNotifierTests {
    @Test func withoutNotifySocketThereIsNoNotifier() throws {
        #expect(try ServiceNotifier(environment: [:]) == nil)
    }

    @Test func readyOnceThenStoppingOnAPathSocket() throws {
        let listener = NotifyListener(abstract: false)
        let notifier = try #require(try ServiceNotifier(environment: ["NOTIFY_SOCKET": listener.address]))
        #expect(notifier.watchdogInterval == nil)
        notifier.screenShows()
        notifier.screenShows()
        notifier.stopping()
        #expect(listener.messages() == ["READY=1\nSTATUS=Scanning", "STOPPING=1"])
    }

    @Test func keepAlivesComeFromTheLoopAtHalfTheWatchdogTime() throws {
        let listener = NotifyListener(abstract: true)
        // WatchdogSec=0.2s: a keep-alive every 0.1 s while the loop runs, none once it stops.
        let notifier = try #require(
            try ServiceNotifier(environment: ["NOTIFY_SOCKET": listener.address, "WATCHDOG_USEC": "200000", "WATCHDOG_PID": "\(getpid())"]))
        #expect(notifier.watchdogInterval == 0.1)
        let loop = EventLoop()
        try notifier.attach(to: loop)
        #expect(loop.descriptors.count == 1, "the keep-alive timer is registered with the loop")
        try loop.run(timeout: 0.35)
        let alive = listener.messages()
        #expect(alive.count >= 2 && alive.count <= 4 && alive.allSatisfy { $0 == "WATCHDOG=1" }, "\(alive)")
        notifier.stopping()
        #expect(loop.descriptors.isEmpty)
        #expect(listener.messages() == ["STOPPING=1"])
    }

    @Test func aWatchdogMeantForAnotherProcessIsNotFed() throws {
        let listener = NotifyListener(abstract: true)
        let notifier = try #require(
            try ServiceNotifier(environment: ["NOTIFY_SOCKET": listener.address, "WATCHDOG_USEC": "200000", "WATCHDOG_PID": "1"]))
        #expect(notifier.watchdogInterval == nil)
    }
}
