// NumberReaderReceiptTests: the price reader on the 44 real receipt totals, exact values.
import Decode
import Foundation
import OCR
import TestSupport
import Testing

@Suite struct NumberReaderReceiptTests {
    /// Every receipt total in the folder, read with the still-image options (five glyph heights,
    /// three must agree). Measured 2026-12-01: 44 of 44; the issue asks for at least 42. The
    /// misses are listed by name so a change that loses one says which.
    @Test func readsTheReceiptTotals() throws {
        let folder = TestData.priceReceipts
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".png") }.sorted()
        #expect(names.count == 44)
        let reader = try NumberReader()
        var misses: [String] = []
        for name in names {
            let expected = try String(contentsOf: folder.appendingPathComponent((name as NSString).deletingPathExtension + ".txt"), encoding: .utf8)
                .trimmingCharacters(in: .whitespacesAndNewlines)
            let reading = try GreyPlane.load(folder.appendingPathComponent(name).path).withLuma { reader.read($0) }
            if reading?.text != expected { misses.append("\(name): \(reading?.text ?? "nothing"), expected \(expected)") }
        }
        #expect(misses == [])
    }

    /// The detection a reading becomes: symbology `number`, the text, its box as corners.
    @Test func aReadingIsANumberDetectionAroundTheDigits() throws {
        let path = TestData.priceReceipts.appendingPathComponent("ikea_08102016_12_13439.png").path
        let plane = try GreyPlane.load(path)
        let reader = try NumberReader()
        let reading = try #require(plane.withLuma { reader.read($0) })
        let detection = reading.detection
        #expect(detection.origin == .priceTag && detection.symbology == nil)
        #expect(detection.text == "134.39")
        #expect(reading.raw == "134,39")
        let bounds = detection.corners.bounds
        #expect(bounds.minX >= 0 && bounds.maxX <= Double(plane.width) && bounds.minY >= 0 && bounds.maxY <= Double(plane.height))
        #expect(bounds.maxX - bounds.minX > Double(plane.width) / 2)
    }
}
