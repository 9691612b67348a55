// NumberReaderShelfTagTests: the price reader on shelf tags as a camera sees them, exact values.
import Foundation
import OCR
import Testing

@Suite struct NumberReaderShelfTagTests {
    /// Tests/OCRTests/ShelfTags (made by `kioskscan price-tags`): eight tags in five fonts, each
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
            results[stem] = try GreyPlane.load(folder.appendingPathComponent(name).path).withLumaImage { reader.read($0) }?.text ?? "nothing"
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
                agreed = plane.withLumaImage {
                    consensus.add(reader.readFrame($0, region: ImageRect(x: 0, y: 0, width: plane.width, height: plane.height)))
                }
            }
            let expected = try String(contentsOf: folder.appendingPathComponent(name + ".txt"), encoding: .utf8)
            #expect(agreed?.text == expected.trimmingCharacters(in: .whitespacesAndNewlines), "\(name)")
        }
    }
}
