// AztecBullseyeFinderTests: Aztec symbols found anywhere in a photo and read with zxing-cpp 1.x, on
// the kept Aztec photo set (tickets photographed with the symbol off-centre, turned, small,
// inverted) and its negatives.
import Capture
import Decode
import Foundation
import Pixels
import Testing

@Suite struct AztecBullseyeFinderTests {
    /// Tests/DecodeTests/AztecPhotoSet, made by `kioskscan-dev aztec-photos` (see
    /// docs/decoding.md, "Photos, and Aztec"): per folder, how many photos zxing alone (still
    /// passes) reads with exactly their text. Measured 2026-12-03 with Debian 12's zxing-cpp
    /// 1.4.0; without the bull's-eye search it read none of the 80. A change that moves these is
    /// measured with `kioskscan-dev corpus --engine zxing Tests/DecodeTests/AztecPhotoSet` first.
    @Test func readsAztecSymbolsAnywhereInAPhoto() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("AztecPhotoSet")
        let engine = ZXingEngine(options: ZXingEngine.Options())
        var read: [String: Int] = [:], falsePositives = 0
        for folder in ["aztec-centred", "aztec-offcentre", "aztec-edge", "aztec-small", "aztec-inverted", "falsepositives-aztec"] {
            let files = try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent(folder).path).filter { $0.hasSuffix(".jpg") }
            #expect(files.count == (folder.hasPrefix("falsepositives") ? 8 : 16))
            read[folder] = 0
            for file in files {
                let path = root.appendingPathComponent(folder).appendingPathComponent(file).path
                let found = try ImageFile.load(path: path).luma()!.withLuma { try engine.scan($0) }
                guard let expected = try? String(contentsOfFile: String(path.dropLast(4)) + ".txt", encoding: .utf8) else {
                    falsePositives += found.count
                    continue
                }
                if found.contains(where: { $0.symbology == .aztec && $0.text == expected }) { read[folder, default: 0] += 1 }
                #expect(found.allSatisfy { $0.symbology != .aztec || $0.text == expected }, "\(folder)/\(file): a misread")
            }
        }
        #expect(falsePositives == 0)
        if ZXingEngine.readsAztecCentredOnly {
            #expect(
                read == [
                    "aztec-centred": 11, "aztec-offcentre": 11, "aztec-edge": 11, "aztec-small": 4, "aztec-inverted": 12, "falsepositives-aztec": 0,
                ])
        }
    }

    /// The reads land where the symbol is: the corners mapped back from the redrawn symbol lie
    /// around the bull's eye in the photo's own pixels.
    @Test func cornersAreInThePhotosPixels() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("AztecPhotoSet")
        let frame = try ImageFile.load(path: root.appendingPathComponent("aztec-offcentre/05.jpg").path)
        let found = try frame.luma()!.withLuma { try ZXingEngine(options: ZXingEngine.Options()).scan($0) }
        let aztec = try #require(found.first { $0.symbology == .aztec })
        let b = aztec.corners.bounds
        #expect(b.minX >= 0 && b.minY >= 0 && b.maxX <= Double(frame.width) && b.maxY <= Double(frame.height))
        #expect(b.maxX - b.minX > 40 && b.maxY - b.minY > 40)
    }
}
