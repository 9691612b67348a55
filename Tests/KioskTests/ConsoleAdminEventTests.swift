// ConsoleAdminEventTests: a catalog uploaded to the console of a real-clock run becomes the
// run's catalog and an `admin` event in its outbox (what, when, from where), which the History
// does not list as a capture.
import Foundation
import Glibc
import Kiosk
import Synchronization
import Testing

@Suite(.serialized) struct ConsoleAdminEventTests {
    @Test func aCatalogUploadIsAnAdminEventInTheOutbox() throws {
        let port = try ConsoleRunTests.freePort()
        let folder = freshFolder("console-admin")
        let hash = AdminPIN.hash("correct horse battery", salt: Array(repeating: 3, count: 16), iterations: 1000)
        let options = try headlessOptions(
            ["qrcode-3/01.webp"], folder: folder,
            extra: [
                "--clock", "real", "--fps", "10", "--frames", "60", "--png-every", "1000", "--kiosk-id", "till-9", "--console", "127.0.0.1:\(port)",
                "--console-password", hash, "--catalog", folder + "/catalog.db", "--currency", "EUR", "--history-file", folder + "/history.jsonl",
            ])
        let report = Mutex("")
        let client = Thread {
            Thread.sleep(forTimeInterval: 1.5)
            let host = "Host: 127.0.0.1:\(port)\r\nOrigin: http://127.0.0.1:\(port)\r\n"
            let form = ConsoleRunTests.exchange(port, "GET /signin HTTP/1.1\r\n\(host)Connection: close\r\n\r\n")
            let token = form.firstRange(of: "kioskscan-signin=").map { String(form[$0.upperBound...].prefix(64)) } ?? ""
            let body = "token=\(token)&passphrase=correct+horse+battery"
            let signedIn = ConsoleRunTests.exchange(
                port,
                "POST /signin HTTP/1.1\r\n\(host)Cookie: kioskscan-signin=\(token)\r\nContent-Type: application/x-www-form-urlencoded\r\n"
                    + "Content-Length: \(body.utf8.count)\r\nConnection: close\r\n\r\n\(body)")
            let session = signedIn.firstRange(of: "kioskscan-session=").map { String(signedIn[$0.upperBound...].prefix(64)) } ?? ""
            let cookie = "Cookie: kioskscan-session=\(session)\r\n"
            let page = ConsoleRunTests.exchange(port, "GET /catalog HTTP/1.1\r\n\(host)\(cookie)Connection: close\r\n\r\n")
            let formToken = page.firstRange(of: "name=\"token\" value=\"").map { String(page[$0.upperBound...].prefix(64)) } ?? ""
            let boundary = "XkioskscanX"
            let csv = "code,name,price\n4006381333931,Stabilo pen,2.49\n"
            let upload =
                "--\(boundary)\r\nContent-Disposition: form-data; name=\"token\"\r\n\r\n\(formToken)\r\n"
                + "--\(boundary)\r\nContent-Disposition: form-data; name=\"file\"; filename=\"shop.csv\"\r\nContent-Type: text/csv\r\n\r\n\(csv)\r\n"
                + "--\(boundary)--\r\n"
            _ = ConsoleRunTests.exchange(
                port,
                "POST /catalog HTTP/1.1\r\n\(host)\(cookie)Content-Type: multipart/form-data; boundary=\(boundary)\r\n"
                    + "Content-Length: \(upload.utf8.count)\r\nConnection: close\r\n\r\n\(upload)")
            for _ in 0..<20 {
                let answer = ConsoleRunTests.exchange(port, "GET /catalog HTTP/1.1\r\n\(host)\(cookie)Connection: close\r\n\r\n")
                if answer.contains("Last import") {
                    report.withLock { $0 = answer }
                    break
                }
                Thread.sleep(forTimeInterval: 0.2)
            }
        }
        client.start()
        let logged = Mutex<[String]>([])
        _ = try KioskRunner(options: options, log: { line in logged.withLock { $0.append(line) } }).run()
        #expect(report.withLock { $0 }.contains("shop.csv: 1 product in EUR imported; the kiosk reads them at its next lookup"))
        let lines = try String(contentsOfFile: folder + "/history.jsonl", encoding: .utf8).split(separator: "\n")
        let admin = lines.filter { $0.contains("\"event\":\"admin\"") }
        #expect(admin.count == 1, "\(lines)")
        let event = String(admin.first ?? "")
        #expect(event.contains("\"kiosk\":\"till-9\",\"what\":\"catalog replaced\""), "\(event)")
        #expect(event.contains("\"detail\":\"shop.csv: 1 product in EUR imported; the kiosk reads them at its next lookup\",\"from\":\"127.0.0.1\""))
        #expect(event.contains("\"date\":\"20"))
        // The History lists codes: the capture the run made, not the console's change.
        let (entries, skipped) = try HistoryStore(path: folder + "/history.jsonl", log: { _ in }).load()
        #expect(skipped == 0 && !entries.isEmpty && entries.allSatisfy { $0.value.hasPrefix("http://") })
        #expect(
            logged.withLock { $0 }.contains(
                "console: catalog replaced from 127.0.0.1: shop.csv: 1 product in EUR imported; the kiosk reads them at its next lookup"))
    }
}
