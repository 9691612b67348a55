// RealProcesses: the real programs the delivery tests start (a mosquitto broker, an HTTP
// receiver, hooks), and running the loop until something is true.
import Delivery
import Foundation
import SystemCall

/// A program the test started; stopped (SIGTERM, then SIGKILL) when it goes away.
final class RunningProgram {
    let process = Process()

    init(_ path: String, _ arguments: [String], output: String? = nil) throws {
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

    var pid: Int32 { process.processIdentifier }

    deinit { stop() }

    func stop() {
        guard process.isRunning else { return }
        process.terminate()
        let end = Date().addingTimeInterval(10)
        while process.isRunning, Date() < end { usleep(20_000) }
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
    }
}

enum TestFiles {
    static let helpers = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Helpers").path

    static func folder(_ name: String) -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("\(name)-\(UUID().uuidString)").path
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    /// Polls (without a loop) until `condition` holds; false after `seconds`.
    static func wait(seconds: Double, _ condition: () -> Bool) -> Bool {
        let end = Date().addingTimeInterval(seconds)
        while !condition() {
            if Date() > end { return false }
            usleep(20_000)
        }
        return true
    }

    /// The JSON objects of a JSON-lines file (none while it does not exist).
    static func jsonLines(_ path: String) -> [[String: Any]] {
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return [] }
        return text.split(separator: "\n").compactMap { try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] }
    }

    /// A free TCP port on 127.0.0.1 (bound and released: another program could take it
    /// meanwhile, which these tests accept).
    static func freePort() -> Int {
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

/// A capture line as the kiosk writes it.
func captureLine(_ id: String, _ text: String, number: Int = 1, symbology: String = "qr") -> String {
    #"{"event":"capture","id":"\#(id)","kiosk":"test-kiosk","number":\#(number),"symbology":"\#(symbology)","text":"\#(text)","time":1.5}"#
}
