// ContentEndToEndTests: symbols made with Debian's zint and qrencode, read by the kiosk's decoder
// and then for what they mean, give exactly the event's `content`; an identity document's text
// stays out of the event.
import Capture
import Content
import Decode
import Foundation
import Kiosk
import Pixels
import Testing
import Wire

@Suite struct ContentEndToEndTests {
    static let folder: String = {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("content-e2e-\(UUID().uuidString)").path
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }()

    /// Runs `program` (zint or qrencode) to write `name`, then reads the PNG as the kiosk does.
    static func symbol(_ name: String, _ program: String, _ arguments: [String]) throws -> [Detection] {
        let path = folder + "/" + name
        let process = Process()
        process.executableURL = URL(fileURLWithPath: program)
        process.arguments = arguments + ["-o", path]
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(program) \(arguments)")
        let frame = try ImageFile.load(path: path)
        return frame.withImageView { BarcodeReader().scan($0, region: nil).detections } ?? []
    }

    static func zint(_ name: String, _ symbology: String, _ data: String, extra: [String] = []) throws -> [Detection] {
        try symbol(name, "/usr/bin/zint", ["-b", symbology, "-d", data, "--scale=3", "--quietzones"] + extra)
    }

    static func qrencode(_ name: String, _ text: String) throws -> [Detection] {
        try symbol(name, "/usr/bin/qrencode", ["-s", "6", "-m", "4", text])
    }

    /// The event's content, as JSON text, for the one code read; today is 2 Dec 2026.
    static func content(_ detections: [Detection], _ settings: [String] = []) throws -> String {
        #expect(detections.count == 1, "\(detections)")
        var options = KioskOptions()
        try OptionTable.parse(arguments: ["--content-date", "2026-12-02"] + settings, into: &options)
        let detection = try #require(detections.first)
        let reading = try #require(ContentCapture.reader(options)(detection))
        return reading.json.serialized
    }

    static let medicine =
        #"{"type":"gs1","hri":"(01)09506000134352(17)260731(10)ABC123","elements":[{"ai":"01","title":"GTIN","value":"09506000134352","checkDigitValid":true},{"ai":"17","title":"USE BY or EXPIRY","value":"260731","date":"2026-07-31"},{"ai":"10","title":"BATCH/LOT","value":"ABC123"}],"gtin":"09506000134352","expired":true}"#

    @Test(arguments: [("GS1_128", "gs1-128.png"), ("DATAMATRIX", "gs1-datamatrix.png"), ("QRCODE", "gs1-qr.png")])
    func aMedicinePackPastItsExpiryInEachGS1Symbology(symbology: String, file: String) throws {
        let detections = try Self.zint(file, symbology, "[01]09506000134352[17]260731[10]ABC123", extra: ["--gs1"])
        #expect(try Self.content(detections) == Self.medicine)
    }

    @Test func aDataBarExpandedWithAWeight() throws {
        let detections = try Self.zint("databar-expanded.png", "DBAR_EXP", "[01]09506000134352[3103]001250")
        #expect(
            try Self.content(detections)
                == #"{"type":"gs1","hri":"(01)09506000134352(3103)001250","elements":[{"ai":"01","title":"GTIN","value":"09506000134352","checkDigitValid":true},{"ai":"3103","title":"NET WEIGHT (kg)","value":"001250","decimal":1.250}],"gtin":"09506000134352"}"#
        )
    }

    @Test func aWiFiNetworksPasswordOnlyWhereTheSettingAllows() throws {
        let detections = try Self.qrencode("wifi.png", "WIFI:T:WPA;S:Shop Guest;P:secret123;;")
        #expect(try Self.content(detections) == #"{"type":"wifi","ssid":"Shop Guest","security":"WPA","hidden":false}"#)
        #expect(
            try Self.content(detections, ["--content-secrets", "on"])
                == #"{"type":"wifi","ssid":"Shop Guest","security":"WPA","hidden":false,"password":"secret123"}"#)
    }

    @Test func aPIXPayment() throws {
        let pix =
            "00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***63041D3D"
        #expect(
            try Self.content(try Self.qrencode("pix.png", pix))
                == #"{"type":"emv","merchant":"Fulano de Tal","city":"BRASILIA","currency":"BRL","crcValid":true,"country":"BR","schemes":["PIX"]}"#)
    }

    @Test func aDriversLicencesPDF417GivesOnlyTheFactsAndItsTextStaysOut() throws {
        let licence =
            "@\n\u{1E}\rANSI 636000100102DL00410278ZV03190008DLDAQT64235789\nDCSSAMPLE\nDDEN\nDACMICHAEL\nDDFN\nDADJOHN\nDDGN\nDCUJR\nDCAD\nDCBK\n"
            + "DCDPH\nDBD06062019\nDBB06061986\nDBA12102024\nDBC1\nDAU068 in\nDAYBRO\nDAG2300 WEST BROAD STREET\nDAIRICHMOND\nDAJVA\nDAK232690000  \n"
            + "DCF2424244747474786102204\nDCGUSA\nDCK123456789\nDDAF\nDDB06062018\nDDC06062020\nDDD1\rZVZVA01\r"
        // zint's escapes: \n LF, \r CR, \R RS.
        let escaped = licence.replacingOccurrences(of: "\n", with: "\\n").replacingOccurrences(of: "\r", with: "\\r")
            .replacingOccurrences(of: "\u{1E}", with: "\\R")
        let detections = try Self.zint("licence.png", "PDF417", escaped, extra: ["--esc"])
        #expect(detections.first?.text == licence)
        #expect(
            try Self.content(detections)
                == #"{"type":"id","jurisdiction":"VA","age":40,"over18":true,"over21":true,"expired":true}"#)
    }
}
