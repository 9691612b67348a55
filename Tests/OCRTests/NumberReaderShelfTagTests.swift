// NumberReaderShelfTagTests: the price reader on shelf tags as a camera sees them, exact values.
import Foundation
import OCR
import Pixels
import Testing

@Suite struct NumberReaderShelfTagTests {
    /// Tests/OCRTests/ShelfTags (made by `kioskscan-dev price-tags`): eight tags in five fonts, each
    /// with a product name that has numbers in it, a small unit price and article number, seen
    /// tilted, blurred, with glare and noise; two with the price white on red. The price, the
    /// tallest number, is read on every one.
    @Test func readsThePriceNotTheSmallPrint() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("ShelfTags")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".pgm") }.sorted()
        #expect(names.count == 8)
        let reader = try NumberReader()
        var results: [String: String] = [:], expected: [String: String] = [:]
        for name in names {
            let stem = (name as NSString).deletingPathExtension
            expected[stem] = try String(contentsOf: folder.appendingPathComponent(stem + ".txt"), encoding: .utf8)
                .trimmingCharacters(in: .whitespacesAndNewlines)
            results[stem] = try GreyPlane.load(folder.appendingPathComponent(name).path).withLuma { reader.read($0) }?.text ?? "nothing"
        }
        #expect(results == expected)
    }

    /// The live reader (one glyph height per frame) on the same tags: three frames in a row agree.
    @Test func consecutiveFramesAgreeOnEachTag() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("ShelfTags")
        let reader = try NumberReader()
        for name in ["milk-1299", "juice-189", "drill-129900"] {
            let plane = try GreyPlane.load(folder.appendingPathComponent(name + ".pgm").path)
            var consensus = ReadingConsensus()
            var agreed: NumberReading?
            for _ in 0..<3 {
                agreed = plane.withLuma {
                    consensus.add(reader.readFrame($0, region: PixelRect(x: 0, y: 0, width: plane.width, height: plane.height)))
                }
            }
            let expected = try String(contentsOf: folder.appendingPathComponent(name + ".txt"), encoding: .utf8)
            #expect(agreed?.text == expected.trimmingCharacters(in: .whitespacesAndNewlines), "\(name)")
        }
    }

    /// The live path on the tags with white digits on a dark panel, as `bench --number` reads
    /// them: the focus square of a 1280x720 frame, one glyph height per frame (36, 32, 40).
    /// Measured 2026-12-01 over 30 frames: juice-189 30 of 30 (0 before the tag's paper ring
    /// stopped swallowing its digits), tea-1150 30 of 30 (0 before light marks had to lie on
    /// dark ground: its panel is small, so the window around its digits takes in the paper,
    /// and below the old limit of 150 only the lower parts of the digits were ink).
    @Test func readsLightDigitsOnADarkPanelLive() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("ShelfTags")
        let reader = try NumberReader()
        for (name, price) in [("juice-189", "1.89"), ("tea-1150", "11.50")] {
            let plane = try GreyPlane.loadInCameraFrame(folder.appendingPathComponent(name + ".pgm").path)
            var texts: [String] = []
            for _ in 0..<9 {
                texts.append(plane.withLuma { reader.readFrame($0, region: GreyPlane.focusSquare) }?.text ?? "nothing")
            }
            #expect(texts == Array(repeating: price, count: 9), "\(name)")
        }
    }
}
