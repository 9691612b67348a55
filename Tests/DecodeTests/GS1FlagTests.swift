// GS1FlagTests: a symbol whose data is a GS1 element string says so (FNC1 in the first position,
// read by either engine), and one whose data is not does not.
import Capture
import Decode
import Foundation
import Testing

@Suite struct GS1FlagTests {
    func read(_ image: String, engines: BarcodeReader.Options = .init()) throws -> [Detection] {
        try kioskDecode(image, options: engines)
    }

    @Test(arguments: [
        ("datamatrix-1/gs1-figure-4.15.1-2-32x32.png", Symbology.dataMatrix),
        ("qrcode-2/gs1-figure-4.15.1-2.png", .qr),
        ("rssexpanded-1/1.webp", .databarExp),
    ])
    func gs1SymbolsAreMarked(image: String, symbology: Symbology) throws {
        let detections = try read(image)
        #expect(detections.map(\.symbology) == [symbology])
        #expect(detections.allSatisfy { $0.gs1 }, "\(image): \(detections)")
    }

    @Test func theGroupSeparatorStaysInTheBytes() throws {
        let detection = try #require(try read("datamatrix-1/gs1-figure-4.15.1-2-32x32.png").first)
        #expect(detection.bytes.contains(0x1D))
    }

    @Test(arguments: ["qrcode-1/13.webp", "datamatrix-1/0123456789.png", "ean13-1/4.webp"])
    func otherSymbolsAreNot(image: String) throws {
        let detections = try read(image)
        #expect(!detections.isEmpty && detections.allSatisfy { !$0.gs1 }, "\(image): \(detections)")
    }

    /// A Code 128 made by zint (Debian's `zint`), as a PNG in a fresh folder.
    static func zintCode128(_ data: String, gs1: Bool) throws -> Frame {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("gs1-flag-\(UUID().uuidString).png").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let zint = Process()
        zint.executableURL = URL(fileURLWithPath: "/usr/bin/zint")
        zint.arguments = ["-b", gs1 ? "GS1_128" : "CODE128", "-d", data, "--scale=3", "-o", path]
        try zint.run()
        zint.waitUntilExit()
        #expect(zint.terminationStatus == 0)
        return try ImageFile.load(path: path).luma()!
    }

    /// ZBar reads Code 128 (zxing is asked for it only where ZBar misses: `EnginePolicy`).
    @Test func zbarAndTheKiosksReaderSeeTheFNC1OfAGS1128() throws {
        let frame = try Self.zintCode128("[01]09506000134352[17]260731[10]ABC123[21]7", gs1: true)
        let zbar = frame.withLuma { ZBarEngine().scan($0) }
        let reader = frame.withLuma { BarcodeReader().scan($0).detections }
        for detections in [zbar, reader] {
            #expect(detections.map(\.text) == ["01095060001343521726073110ABC123\u{1D}217"])
            #expect(detections.allSatisfy { $0.gs1 })
        }
        let plain = try Self.zintCode128("ABC123", gs1: false)
        #expect(plain.withLuma { ZBarEngine().scan($0) }.map { $0.gs1 } == [false])
    }
}
