// WithheldDeliveryTests: a capture whose text the kiosk withheld (personal data, a secret) is
// typed by no keyboard and sent on no serial line, not even its prefix and suffix, and each
// destination logs one line for it; the captures around it go through as ever.
import Delivery
import Foundation
import Keyboard
import SystemCall
import TestSupport
import Testing

@Suite struct WithheldDeliveryTests {
    /// An OTP account's capture as the kiosk writes it by default.
    static let withheld =
        #"{"event":"capture","id":"w","kiosk":"test-kiosk","number":1,"symbology":"qr","text":null,"withheld":true,"content":{"type":"otp","issuer":"Example","account":"alice@google.com","kind":"totp"},"time":1.5}"#

    final class Log: @unchecked Sendable {
        var lines: [String] = []
    }

    @Test func aWithheldCaptureSendsNothingUnlessAFieldOfItIsChosen() throws {
        let entry = try #require(OutboxEntry(line: Self.withheld))
        #expect(entry.withheld && entry.text == "" && entry.contentFields["issuer"] == "Example")
        let format = ScannerFormat(prefix: "%", suffix: "\r", aim: true)
        #expect(format.sendsNothing(for: entry) && format.text(for: entry) == "" && format.bytes(for: entry) == [])
        // A chosen field the capture has is no part of the withheld text: it is typed.
        let issuer = ScannerFormat(suffix: "\r", field: "issuer")
        #expect(!issuer.sendsNothing(for: entry) && issuer.text(for: entry) == "Example\r")
        #expect(ScannerFormat(suffix: "\r", field: "gtin").sendsNothing(for: entry))
        let plain = try #require(OutboxEntry(line: captureLine("p", "hello")))
        #expect(!plain.withheld && !format.sendsNothing(for: plain))
    }

    /// A change made through the web console (`admin`): delivered as a capture is, typed by no
    /// keyboard (it carries no code, not even with a field chosen), and said so in the log.
    @Test func aConsoleChangeIsDeliveredButNeverTyped() throws {
        let line =
            #"{"event":"admin","id":"a","kiosk":"test-kiosk","what":"catalog replaced","detail":"shop.csv: 3 products in EUR imported","from":"127.0.0.1","time":2.5,"date":"2026-12-07T22:43:01Z"}"#
        let entry = try #require(OutboxEntry(line: line))
        #expect(entry.symbology == "admin" && entry.id == "a" && entry.withheld && entry.text == "" && entry.contentFields.isEmpty)
        #expect(entry.date == Date(timeIntervalSince1970: 1_796_683_381))
        #expect(ScannerFormat(prefix: "%", suffix: "\r", aim: true).sendsNothing(for: entry))
        #expect(ScannerFormat(suffix: "\r", field: "what").sendsNothing(for: entry))
        #expect(entry.whyNothingIsSent("a") == "a is a change made through the console, no code")
        // Without its id or what changed it is no entry.
        #expect(OutboxEntry(line: #"{"event":"admin","what":"catalog replaced"}"#) == nil)
        #expect(OutboxEntry(line: #"{"event":"admin","id":"a"}"#) == nil)
    }

    @Test func aKeyboardTypesNothingForIt() throws {
        let folder = TestFiles.folder("hid-withheld")
        // A regular file stands in for the gadget: it takes every report written to it.
        let device = folder + "/hidg0"
        #expect(FileManager.default.createFile(atPath: device, contents: nil))
        let spec = try DestinationSpec(parsing: "hid:\(device) prefix=%3E suffix=enter")
        let outbox = try Outbox(path: folder + "/outbox.jsonl", destinations: [spec.name], log: { _ in })
        try outbox.add(Self.withheld)
        try outbox.add(captureLine("two", "ab", number: 2))
        let log = Log()
        let service = try DeliveryService(outbox: outbox, destinations: [spec], kiosk: "k", version: "test", log: { log.lines.append($0) })
        let loop = EventLoop()
        try service.attach(to: loop)
        #expect(try loop.run(seconds: 10) { service.owed[spec.name] == 0 })
        service.detach()
        let typed = HIDKeyboardReports.reports(typing: ">ab\r", layout: .us).reports.flatMap { $0 }
        #expect(try [UInt8](Data(contentsOf: URL(fileURLWithPath: device))) == typed)
        #expect(
            log.lines.filter { $0.contains(" is withheld ") } == [
                "deliver: hid:\(device): capture w is withheld (personal data or a secret): nothing typed"
            ])
    }

    @Test func aSerialLineSendsNothingForIt() throws {
        let folder = TestFiles.folder("serial-withheld")
        let terminal = try RunningProgram("/usr/bin/python3", [TestFiles.helpers + "/terminal.py", folder + "/tty", folder + "/read"])
        defer { terminal.stop() }
        #expect(TestFiles.wait(seconds: 20) { FileManager.default.fileExists(atPath: folder + "/tty") })
        let slave = try String(contentsOfFile: folder + "/tty", encoding: .utf8)
        let spec = try DestinationSpec(parsing: "serial:\(slave) prefix=%02")
        let outbox = try Outbox(path: folder + "/outbox.jsonl", destinations: [spec.name], log: { _ in })
        try outbox.add(Self.withheld)
        try outbox.add(captureLine("two", "HELLO", number: 2, symbology: "code128"))
        let log = Log()
        let service = try DeliveryService(outbox: outbox, destinations: [spec], kiosk: "k", version: "test", log: { log.lines.append($0) })
        let loop = EventLoop()
        try service.attach(to: loop)
        #expect(try loop.run(seconds: 10) { service.owed[spec.name] == 0 })
        service.detach()
        let expected = "\u{2}HELLO\r\n"
        #expect(TestFiles.wait(seconds: 10) { (try? String(contentsOfFile: folder + "/read", encoding: .utf8)) == expected })
        #expect(try String(contentsOfFile: folder + "/read", encoding: .utf8) == expected)
        #expect(
            log.lines.filter { $0.contains(" is withheld ") } == [
                "deliver: serial:\(slave): capture w is withheld (personal data or a secret): nothing sent"
            ])
    }
}
