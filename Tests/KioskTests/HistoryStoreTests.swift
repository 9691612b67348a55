// HistoryStoreTests: the history survives a restart, torn and foreign lines are skipped, a path
// that is not a writable file stops the kiosk at start.
import Capture
import Decode
import Foundation
import Glibc
import Kiosk
import TestSupport
import Testing

@Suite struct HistoryStoreTests {
    func temporaryPath() -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("history-\(UUID().uuidString)/captures.jsonl").path
    }

    @Test func capturesWrittenByOneRunAreTheHistoryOfTheNext() throws {
        let path = temporaryPath()
        do {
            // One kiosk at a time holds the file: the writer is gone before the next run opens it.
            let writer = try HistoryStore(path: path, log: { _ in })
            try writer.append(#"{"event":"capture","id":"a","number":1,"symbology":"qr","text":"first","time":1.5,"date":"2026-11-29T10:00:00Z"}"#)
            try writer.append(#"{"event":"capture","id":"b","number":2,"symbology":"ean13","text":"4006381333931","time":4}"#)
            try writer.append(#"{"event":"capture","id":"c","number":3,"symbology":"qr","text":null,"base64":"AAEC","time":5}"#)
        }
        let (entries, skipped) = try HistoryStore(path: path, log: { _ in }).load()
        #expect(skipped == 0)
        #expect(entries.map(\.value) == ["[binary, 3 bytes] 00 01 02", "4006381333931", "first"])
        #expect(entries.last?.date == ISO8601DateFormatter().date(from: "2026-11-29T10:00:00Z"))
        #expect(entries[1].origin == .barcode(.ean13) && entries[1].number == 2)
    }

    /// Number mode's price with the currency sign read beside it: the capture event carries
    /// the sign (`"currency":"£"`) after the text, and what it is per (`"unit":"kg"`), and the
    /// History row shows them as the result banner did (`£12.95`; a euro sign after the price,
    /// `2.49 €/kg`; francs before it, `CHF 3.95`).
    @Test func aPriceKeepsItsCurrencySign() throws {
        let zero = ImagePoint(x: 0, y: 0)
        func price(_ text: String, _ sign: String?, unit: String? = nil) -> Detection {
            var detection = Detection(
                origin: .priceTag, bytes: Array(text.utf8), content: .text(text),
                corners: Quad(topLeft: zero, topRight: zero, bottomRight: zero, bottomLeft: zero), quality: 97)
            detection.currency = sign
            detection.unit = unit
            return detection
        }
        let frame = Frame.allocate(format: .grey, width: 16, height: 16)
        let lines = [price("12.95", "£"), price("9.99", "€"), price("298", nil), price("2.49", "€", unit: "kg"), price("3.95", "CHF")].enumerated()
            .map {
                index, detection in
                CaptureEvent.line(
                    for: CaptureRecord(number: index + 1, detection: detection, frame: frame, time: Double(index)), date: nil, id: "p\(index)")
            }
        #expect(lines[0] == #"{"event":"capture","id":"p0","number":1,"symbology":"number","text":"12.95","currency":"£","time":0}"#)
        let path = temporaryPath()
        do {
            let writer = try HistoryStore(path: path, log: { _ in })
            for line in lines { try writer.append(line) }
        }
        let (entries, skipped) = try HistoryStore(path: path, log: { _ in }).load()
        #expect(lines[3].contains(#""text":"2.49","currency":"€","unit":"kg","#))
        #expect(entries.map(\.value) == ["CHF 3.95", "2.49 €/kg", "298", "9.99 €", "£12.95"] && skipped == 0)
    }

    @Test func aBasketHandedToTheTillIsKeptForDeliveryButListsNoRow() throws {
        let path = temporaryPath()
        do {
            // One kiosk at a time holds the file: the writer is gone before the reader opens it.
            let writer = try HistoryStore(path: path, destinations: ["exec:/bin/true"], log: { _ in })
            try writer.append(#"{"event":"capture","id":"a","number":1,"symbology":"ean13","text":"8480010001136","time":1}"#)
            try writer.append(
                #"{"event":"basket","id":"0123456789ABCDEF","items":[{"code":"8480010001136","name":"Aceite","quantity":1,"price":"4.99"}],"total":"4.99","currency":"EUR","code":"KSB1+0123456789ABCDEF+EUR+4.99+8480010001136*1*4.99","time":2}"#
            )
        }
        let reader = try HistoryStore(path: path, destinations: ["exec:/bin/true"], log: { _ in })
        let (entries, skipped) = reader.load()
        #expect(entries.map(\.value) == ["8480010001136"] && skipped == 0)
        // Both are owed to the destination: the basket too, as the till's code.
        #expect(reader.outbox.entries.map(\.symbology) == ["ean13", "basket"])
        #expect(reader.outbox.entries.last?.text == "KSB1+0123456789ABCDEF+EUR+4.99+8480010001136*1*4.99")
    }

    @Test func aCaptureOfSeveralCodesIsOneRowEach() throws {
        let path = temporaryPath()
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        let text = #"""
            {"event":"capture","number":1,"symbology":"qr","text":"first","time":1}
            {"event":"capture","number":2,"symbology":"datamatrix","text":"DM","results":[{"symbology":"datamatrix","text":"DM"},{"symbology":"code128","text":"42"}],"time":2}
            """#
        // Every line of the outbox ends with its line break (one without is a torn tail, cut off).
        try Data((text + "\n").utf8).write(to: URL(fileURLWithPath: path))
        let (entries, skipped) = try HistoryStore(path: path, log: { _ in }).load()
        #expect(entries.map(\.value) == ["DM", "42", "first"] && entries.map(\.number) == [2, 2, 1] && skipped == 0)
        #expect(entries.map(\.origin) == [.barcode(.dataMatrix), .barcode(.code128), .barcode(.qr)])
    }

    @Test func unreadableLinesAreSkippedAndCounted() throws {
        let path = temporaryPath()
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        let text = #"""
            {"event":"capture","number":1,"symbology":"qr","text":"kept","time":1}
            not json at all
            {"event":"capture","number":2,"symbology":"telepen","text":"unknown symbology","time":2}
            {"event":"capture","number":3,"symbology":"qr","text":"torn
            """#
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        let (entries, skipped) = try HistoryStore(path: path, log: { _ in }).load()
        #expect(entries.map(\.value) == ["kept"] && skipped == 3)
    }

    @Test func aFIFOStopsTheKioskAtStartInsteadOfHangingIt() throws {
        let path = temporaryPath()
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        #expect(mkfifo(path, 0o644) == 0)
        var options = KioskOptions()
        try OptionTable.parse(
            arguments: [
                "--camera", "file:" + TestData.blackboxImage("qrcode-3/27.webp"), "--display", "png:/tmp/unused-\(UUID().uuidString)",
                "--clock", "virtual", "--frames", "1", "--history-file", path,
            ], into: &options)
        do {
            _ = try KioskRunner(options: options, standardOutput: StandardOutputSink { _ in }, log: { _ in })
            Issue.record("a FIFO was taken as the history file")
        } catch {
            #expect("\(error)" == "history file \(path) is a FIFO: give the path of a regular file (it is created when missing)")
        }
    }

    @Test func aKioskRunAppendsToTheFileAndShowsTheOldEntries() throws {
        let path = temporaryPath()
        do {
            try HistoryStore(path: path, log: { _ in }).append(
                #"{"event":"capture","id":"y","number":41,"symbology":"qr","text":"yesterday","time":1}"#)
        }
        var options = KioskOptions()
        try OptionTable.parse(
            arguments: [
                "--camera", "file:" + TestData.blackboxImage("qrcode-3/27.webp"), "--camera-size", "1280x720",
                "--display", "png:" + FileManager.default.temporaryDirectory.appendingPathComponent("history-run-\(UUID().uuidString)").path,
                "--png-every", "1000", "--clock", "virtual", "--frames", "3", "--history-file", path,
            ], into: &options)
        let events = EventLines()
        do { _ = try KioskRunner(options: options, standardOutput: events.output, log: { _ in }).run() }
        let (entries, _) = try HistoryStore(path: path, log: { _ in }).load()
        #expect(entries.map(\.value) == ["MECARD:N:Sean Owen;TEL:+12125658770;EMAIL:srowen@google.com;;", "yesterday"])
        // The capture's number goes on from the file's (it started again at 1 after each start).
        #expect(entries.map(\.number) == [42, 41])
        #expect(events.lines.count == 1 && events.lines[0].contains(#""number":42,"#))
    }
}
