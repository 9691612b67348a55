// ConsoleRunTests: the console in a real-clock run: started with it, signed in to over HTTP, its
// status page showing what the run's loop handed it (the camera's frames arriving), gone when
// the run ends.
import Foundation
import Glibc
import Kiosk
import Synchronization
import Testing

@Suite(.serialized) struct ConsoleRunTests {
    @Test func theRunServesItsStatusToASignedInConsole() throws {
        let port = try Self.freePort()
        let hash = AdminPIN.hash("correct horse battery", salt: Array(repeating: 3, count: 16), iterations: 1000)
        let options = try headlessOptions(
            ["qrcode-3/01.webp"], folder: freshFolder("console-run"),
            extra: [
                "--clock", "real", "--fps", "10", "--frames", "60", "--png-every", "1000", "--kiosk-id", "till-9", "--console", "127.0.0.1:\(port)",
                "--console-password", hash,
            ])
        let logged = Mutex<[String]>([])
        let seen = Mutex<(status: String, json: String, wrong: String)>(("", "", ""))
        let client = Thread {
            // The run starts the console before its loop; its status comes every second.
            Thread.sleep(forTimeInterval: 1.5)
            let host = "Host: 127.0.0.1:\(port)\r\n"
            let form = Self.exchange(port, "GET /signin HTTP/1.1\r\n\(host)Connection: close\r\n\r\n")
            let token = form.firstRange(of: "kioskscan-signin=").map { String(form[$0.upperBound...].prefix(64)) } ?? ""
            let post = { (passphrase: String) in
                let body = "token=\(token)&passphrase=\(passphrase)"
                return Self.exchange(
                    port,
                    "POST /signin HTTP/1.1\r\n\(host)Origin: http://127.0.0.1:\(port)\r\nCookie: kioskscan-signin=\(token)\r\n"
                        + "Content-Type: application/x-www-form-urlencoded\r\nContent-Length: \(body.utf8.count)\r\nConnection: close\r\n\r\n\(body)")
            }
            let wrong = post("correct+horse+batterY")
            Thread.sleep(forTimeInterval: 1.1)  // the wait after one wrong passphrase
            let signedIn = post("correct+horse+battery")
            let session = signedIn.firstRange(of: "kioskscan-session=").map { String(signedIn[$0.upperBound...].prefix(64)) } ?? ""
            let cookie = "Cookie: kioskscan-session=\(session)\r\n"
            let status = Self.exchange(port, "GET /status HTTP/1.1\r\n\(host)\(cookie)Connection: close\r\n\r\n")
            // The code is read in the run's first second or so (longer on a busy machine): asked again until it is listed.
            var json = ""
            for _ in 0..<10 {
                json = Self.exchange(port, "GET /status.json HTTP/1.1\r\n\(host)\(cookie)Connection: close\r\n\r\n")
                if json.contains("Web address") { break }
                Thread.sleep(forTimeInterval: 0.3)
            }
            seen.withLock { $0 = (status, json, wrong) }
        }
        client.start()
        let summary = try KioskRunner(options: options, log: { line in logged.withLock { $0.append(line) } }).run()
        #expect(summary.frames == 60)
        let lines = logged.withLock { $0 }
        #expect(lines.contains("console: serving http://127.0.0.1:\(port)"))
        #expect(
            lines.contains("console: a wrong passphrase from 127.0.0.1; the next attempt is taken in 1 s")
                && lines.contains("console: signed in from 127.0.0.1"))
        let (status, json, wrong) = seen.withLock { $0 }
        #expect(wrong.hasPrefix("HTTP/1.1 403") && wrong.contains("Wrong passphrase"), "\(wrong.prefix(300))")
        #expect(status.hasPrefix("HTTP/1.1 200") && status.contains("till-9"), "\(status.prefix(300))")
        #expect(json.contains("\"kiosk\":\"till-9\"") && json.contains("frames arrive") && json.contains("\"time\":\"20"), "\(json)")
        // The code the run read is among the last captures, as the admin screen lists it.
        #expect(
            json.contains("\"label\":\"Last captures\",\"lines\":[\"") && json.contains("Web address  http://arnaud.sahuguet.com/graffiti/"),
            "\(json)")
        // The run is over: so is the console.
        #expect(Self.exchange(port, "GET /signin HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\r\n").isEmpty)
    }

    /// A port nothing listens on now (bound to 0, then let go).
    static func freePort() throws -> Int {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(fd) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = UInt32(0x7F00_0001).bigEndian
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, length) == 0 && getsockname(fd, $0, &length) == 0 }
        }
        guard bound else { throw OptionError("no free port") }
        return Int(UInt16(bigEndian: address.sin_port))
    }

    /// Sends `request` to 127.0.0.1:`port` and reads the answer until the server closes (at most
    /// 5 s); "" when nothing listens.
    static func exchange(_ port: Int, _ request: String) -> String {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(fd) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = UInt32(0x7F00_0001).bigEndian
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else { return "" }
        let bytes = Array(request.utf8)
        _ = bytes.withUnsafeBytes { send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
        var answer: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        for _ in 0..<50 {
            var poller = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            guard poll(&poller, 1, 100) >= 0 else { break }
            if poller.revents == 0 { continue }
            let count = recv(fd, &buffer, buffer.count, 0)
            if count <= 0 { break }
            answer += buffer[0..<count]
        }
        return String(decoding: answer, as: UTF8.self)
    }
}
