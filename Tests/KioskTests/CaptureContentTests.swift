// CaptureContentTests: a capture is read for what it means: its card shows, its History row
// has the card's title line, its event carries "content", and an identity document's text stays
// out of the event and the History unless content.idText keeps it.
import Content
import Decode
import Delivery
import Foundation
import Kiosk
import Testing

@Suite struct CaptureContentTests {
    static let licence =
        "@\n\u{1E}\rANSI 636000100102DL00410278ZV03190008DLDAQT64235789\nDCSSAMPLE\nDDEN\nDACMICHAEL\nDDFN\nDADJOHN\nDDGN\nDCUJR\nDCAD\nDCBK\n"
        + "DCDPH\nDBD06062019\nDBB06061986\nDBA12102024\nDBC1\nDAU068 in\nDAYBRO\nDAG2300 WEST BROAD STREET\nDAIRICHMOND\nDAJVA\nDAK232690000  \n"
        + "DCF2424244747474786102204\nDCGUSA\nDCK123456789\nDDAF\nDDB06062018\nDDC06062020\nDDD1\rZVZVA01\r"

    func capture(_ detection: Detection, _ arguments: [String] = []) throws -> (KioskController, CaptureRecord) {
        let captures = Captures()
        let c = try controller(["--content-date", "2026-12-02"] + arguments, outputs: ControllerOutputs(captured: { captures.records.append($0) }))
        c.decoded([detection], in: cameraFrame, at: 1)
        return (c, try #require(captures.records.first))
    }

    @Test func aMedicinesCardShowsAndItsEventSaysWhatItIs() throws {
        var medicine = code("01095060001343521726073110ABC123", symbology: .dataMatrix)
        medicine.gs1 = true
        let (c, record) = try capture(medicine)
        #expect(c.view.result?.card?.english.warning == "Expired Jul 31, 2026")
        #expect(c.view.history.first?.title == record.card?.titleParts && record.card?.title != nil)
        let line = CaptureEvent(record: record).line
        #expect(line.contains(#""text":"01095060001343521726073110ABC123","content":{"type":"gs1","hri":"(01)09506000134352(17)260731(10)ABC123""#))
        #expect(line.contains(#""gtin":"09506000134352","expired":true}"#))
    }

    @Test func plainTextKeepsTheBanner() throws {
        let (c, record) = try capture(code("hello there"))
        #expect(c.view.result?.card == nil && c.view.history.first?.title == nil)
        #expect(CaptureEvent(record: record).line.contains(#""content":{"type":"text","text":"hello there"}"#))
    }

    @Test func anIdentityDocumentsTextStaysOnTheKiosk() throws {
        let (c, record) = try capture(code(Self.licence, symbology: .pdf417))
        #expect(record.withholdsPayload)
        let line = CaptureEvent(record: record, id: "x", kiosk: "k").line
        #expect(!line.contains("MICHAEL") && !line.contains("T64235789") && !line.contains("BROAD"))
        #expect(line.contains(#""symbology":"pdf417","text":null,"withheld":true,"content":{"type":"id","jurisdiction":"VA","age":40"#))
        #expect(c.view.history.first?.value == "personal data not kept")
        // The outbox and its destinations take the line; the History reads it back without the text.
        let entry = try #require(OutboxEntry(line: line))
        #expect(entry.text == "" && entry.contentFields["jurisdiction"] == "VA")
        let kept = try capture(code(Self.licence, symbology: .pdf417), ["--content-id-text", "on"]).1
        #expect(!kept.withholdsPayload && CaptureEvent(record: kept).line.contains("MICHAEL"))
    }

    /// A licence the AAMVA parser refuses (here its birth date is no date) still claims to be one:
    /// its text stays on the kiosk as a read one's does.
    @Test func aLicenceTheParserRefusesStaysOnTheKioskToo() throws {
        let broken = Self.licence.replacing("DBB06061986", with: "DBB13131986")
        let (c, record) = try capture(code(broken, symbology: .pdf417))
        #expect(record.withholdsPayload)
        let line = CaptureEvent(record: record, id: "x", kiosk: "k").line
        #expect(!line.contains("MICHAEL") && !line.contains("T64235789") && !line.contains("BROAD"), "\(line)")
        #expect(line.contains(#""symbology":"pdf417","text":null,"withheld":true,"content":{"type":"text","withheld":true,"refused":{"type":"id""#))
        #expect(c.view.history.first?.value == "personal data not kept")
        // Nor on the screen: a card that says it was not read takes the banner's place.
        #expect(c.view.result?.card?.english.title == "Identity document" && c.view.result?.card?.english.warning == "Not read")
    }

    @Test func contentOffLeavesCapturesAsTheyWere() throws {
        let (c, record) = try capture(code("WIFI:T:WPA;S:Shop;P:secret;;"), ["--content", "off"])
        #expect(record.content == nil && c.view.result?.card == nil)
        #expect(!CaptureEvent(record: record).line.contains("content"))
    }

    @Test func eachCodeOfAMultiCodeCaptureSaysWhatItMeansAndALicencesTextStaysOut() throws {
        let captures = Captures()
        let c = try controller(
            ["--content-date", "2026-12-02", "--multi-code", "2"], outputs: ControllerOutputs(captured: { captures.records.append($0) }))
        c.decoded([code("https://shop.example/a", at: 600, 360), code(Self.licence, at: 700, 360, symbology: .pdf417)], in: cameraFrame, at: 1)
        let record = try #require(captures.records.first)
        #expect(record.detections.count == 2 && record.othersContent.count == 1)
        let line = CaptureEvent(record: record).line
        #expect(line.contains(#"{"symbology":"qr","text":"https://shop.example/a","content":{"type":"url""#))
        #expect(line.contains(#"{"symbology":"pdf417","text":null,"withheld":true,"content":{"type":"id","jurisdiction":"VA""#))
        #expect(!line.contains("MICHAEL"))
        #expect(c.view.history.map(\.value) == ["https://shop.example/a", "personal data not kept"])
    }
}
