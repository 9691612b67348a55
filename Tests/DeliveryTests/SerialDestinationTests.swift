// SerialDestinationTests: captures written to a real terminal (a pseudo-terminal's slave side,
// read back on its master side by a helper), raw, with the prefix, the AIM identifier and the
// line ending.
import Delivery
import Foundation
import SystemCall
import TestSupport
import Testing

@Suite struct SerialDestinationTests {
    @Test func theValueAndItsLineEndingArriveOnTheOtherSide() throws {
        let folder = TestFiles.folder("serial")
        let terminal = try RunningProgram("/usr/bin/python3", [TestFiles.helpers + "/terminal.py", folder + "/tty", folder + "/read"])
        defer { terminal.stop() }
        #expect(TestFiles.wait(seconds: 20) { FileManager.default.fileExists(atPath: folder + "/tty") })
        let slave = try String(contentsOfFile: folder + "/tty", encoding: .utf8)
        let spec = try DestinationSpec(parsing: "serial:\(slave) baud=115200 prefix=%02 aim=on")
        let outbox = try Outbox(path: folder + "/outbox.jsonl", destinations: [spec.name], log: { _ in })
        try outbox.add(captureLine("one", "4006381333931", symbology: "ean13"))
        try outbox.add(captureLine("two", "HELLO", number: 2, symbology: "code128"))
        let service = try DeliveryService(outbox: outbox, destinations: [spec], kiosk: "k", version: "test", log: { _ in })
        let loop = EventLoop()
        try service.attach(to: loop)
        #expect(try loop.run(seconds: 10) { service.owed[spec.name] == 0 })
        service.detach()
        let expected = "\u{2}]E04006381333931\r\n\u{2}]C0HELLO\r\n"
        #expect(TestFiles.wait(seconds: 10) { (try? String(contentsOfFile: folder + "/read", encoding: .utf8)) == expected })
        #expect(try String(contentsOfFile: folder + "/read", encoding: .utf8) == expected)
    }
}
