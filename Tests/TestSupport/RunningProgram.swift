// RunningProgram: a real program a test starts (a broker, an HTTP receiver, a shop's server), and
// a free port for it.
import Foundation

/// A program the test started; stopped (SIGTERM, then SIGKILL) when it goes away.
public final class RunningProgram {
    public let process = Process()

    public init(_ path: String, _ arguments: [String], output: String? = nil) throws {
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        if let output {
            _ = FileManager.default.createFile(atPath: output, contents: nil)
            let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: output))
            process.standardOutput = handle
            process.standardError = handle
        } else {
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
        }
        // Started with no signal blocked: other tests of this process block SIGINT and SIGTERM
        // (for signalfd), and a child inherits the mask of the thread that starts it.
        var empty = sigset_t(), previous = sigset_t()
        sigemptyset(&empty)
        pthread_sigmask(SIG_SETMASK, &empty, &previous)
        defer { pthread_sigmask(SIG_SETMASK, &previous, nil) }
        try process.run()
    }

    public var pid: Int32 { process.processIdentifier }

    deinit { stop() }

    public func stop() {
        guard process.isRunning else { return }
        process.terminate()
        let end = Date().addingTimeInterval(10)
        while process.isRunning, Date() < end { usleep(20_000) }
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
    }

    /// A free TCP port on 127.0.0.1 (bound and released: another program could take it
    /// meanwhile, which the tests accept).
    public static func freePort() -> Int {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(fd) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, length) == 0 && getsockname(fd, $0, &length) == 0 }
        }
        return Int(UInt16(bigEndian: address.sin_port))
    }
}
