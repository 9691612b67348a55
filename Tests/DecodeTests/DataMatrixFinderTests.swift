import Capture
import Foundation
import Pixels
import TestSupport
import Testing

// DataMatrixFinderTests: a Data Matrix's outline found by its L and timing (size in modules,
// corners where the symbol is) in photos and camera frames, the fixed modules of each size, and
// the symbol redrawn from it read with its exact text.
@testable import Decode

@Suite struct DataMatrixFinderTests {
    /// Each region's L (left column, bottom row dark) and timing (top row and right column
    /// alternating, dark at the top-left and at the bottom of the right column): a 10x10 symbol's
    /// border, a 32x32's four regions of 16, an 8x32's two of 16 across.
    @Test func fixedModulesAreEachRegionsLAndTiming() {
        let ten = DataMatrixOutline.sizes[0]
        #expect((ten.rows, ten.columns) == (10, 10))
        #expect((0..<10).map { DataMatrixOutline.fixed($0, 0, in: ten) } == [true, false, true, false, true, false, true, false, true, false])
        #expect((0..<10).map { DataMatrixOutline.fixed(9, $0, in: ten) } == [false, true, false, true, false, true, false, true, false, true])
        #expect((0..<10).allSatisfy { DataMatrixOutline.fixed(0, $0, in: ten) == true && DataMatrixOutline.fixed($0, 9, in: ten) == true })
        #expect(DataMatrixOutline.fixed(4, 4, in: ten) == nil)
        let thirtyTwo = try! #require(DataMatrixOutline.sizes.first { $0.rows == 32 })
        #expect(DataMatrixOutline.fixed(16, 5, in: thirtyTwo) == true)  // the right regions' L
        // The left regions' right timing: dark at the region's bottom (row 15) and every other row up.
        #expect(DataMatrixOutline.fixed(15, 5, in: thirtyTwo) == true && DataMatrixOutline.fixed(15, 4, in: thirtyTwo) == false)
        #expect(DataMatrixOutline.fixed(5, 15, in: thirtyTwo) == true && DataMatrixOutline.fixed(5, 16, in: thirtyTwo) == false)
        #expect(DataMatrixOutline.fixed(7, 7, in: thirtyTwo) == nil)
        let eightByThirtyTwo = try! #require(DataMatrixOutline.sizes.first { $0.rows == 8 && $0.columns == 32 })
        #expect(DataMatrixOutline.fixed(16, 3, in: eightByThirtyTwo) == true && DataMatrixOutline.fixed(15, 3, in: eightByThirtyTwo) == true)
        #expect(DataMatrixOutline.fixed(15, 2, in: eightByThirtyTwo) == false)
        #expect(DataMatrixOutline.sizes.count == 30)
    }

    /// Planes with no symbol: all dark (one part, four solid sides), all light, a checkerboard,
    /// noise, a plane smaller than a symbol: no outline, and no fault.
    @Test func planesWithoutASymbolHaveNoOutline() {
        var random = SystemRandomNumberGenerator()
        let size = 200
        let planes: [(String, [UInt8])] = [
            ("dark", [UInt8](repeating: 10, count: size * size)), ("light", [UInt8](repeating: 240, count: size * size)),
            ("checkerboard", (0..<(size * size)).map { ($0 % size / 4 + $0 / size / 4) % 2 == 0 ? 20 : 230 }),
            ("noise", (0..<(size * size)).map { _ in UInt8.random(in: 0...255, using: &random) }),
        ]
        for (name, pixels) in planes {
            let outlines = pixels.withUnsafeBytes { raw in
                DataMatrixFinder.find(in: LumaView(width: size, height: size, stride: size, base: raw.baseAddress!), limit: 4)
            }
            #expect(outlines.isEmpty, "\(name): \(outlines.map { ($0.columns, $0.rows, $0.score) })")
        }
        let tiny = [UInt8](repeating: 0, count: 19 * 19)
        #expect(
            tiny.withUnsafeBytes { DataMatrixFinder.find(in: LumaView(width: 19, height: 19, stride: 19, base: $0.baseAddress!), limit: 4) }.isEmpty)
    }

    /// `dm-2x2-#1088` (a 48x48 symbol, 2x2 regions, photographed with its top and right timing
    /// at the image's edges) as a still and filmed at each camera size: one outline, 48x48, its
    /// corners within two modules of where the symbol is (measured by hand on the still: top-left
    /// (14, 26), bottom-right (354, 345)).
    @Test(arguments: [(0, 0), (640, 480), (1280, 720), (1920, 1080)])
    func findsTheOutlineOfASymbolWithItsEdgesCut(width: Int, height: Int) throws {
        let name = "datamatrix-3/dm-2x2-#1088.webp"
        let still = try SampleFrames.still(name)
        let frame = width == 0 ? still : try SampleFrames.camera(name, width: width, height: height)
        let outlines = frame.withLuma { DataMatrixFinder.find(in: $0, limit: 4) }
        let outline = try #require(outlines.first)
        #expect((outline.columns, outline.rows) == (48, 48))
        #expect(outlines.count == 1, "\(outlines.map { ($0.columns, $0.rows, $0.score) })")
        // Where the still's corners land in this frame: scaled to 0.6 of the height, centred.
        let scale = width == 0 ? 1 : 0.6 * Double(min(width, height)) / Double(max(still.width, still.height))
        let (dx, dy) =
            width == 0 ? (0.0, 0.0) : ((Double(width) - scale * Double(still.width)) / 2, (Double(height) - scale * Double(still.height)) / 2)
        let module = 7.0 * scale
        let topLeft = outline.grid.map(0, 0), bottomRight = outline.grid.map(48, 48)
        #expect(hypot(topLeft.x - (14 * scale + dx), topLeft.y - (26 * scale + dy)) < 2 * module, "\(topLeft)")
        #expect(hypot(bottomRight.x - (354 * scale + dx), bottomRight.y - (345 * scale + dy)) < 2 * module, "\(bottomRight)")
    }

    /// zxing alone (still passes) reads `dm-2x2-#1088` only from the redrawn symbol, and its
    /// corners map back onto the symbol in the frame.
    @Test func theRedrawnSymbolReadsWithItsExactText() throws {
        let frame = try SampleFrames.camera("datamatrix-3/dm-2x2-#1088.webp", width: 1280, height: 720)
        let expected = try TestData.expectedText("datamatrix-3/dm-2x2-#1088.webp")
        var without = ZXingEngine.Options(symbologies: [.dataMatrix])
        without.dataMatrixOutlines = 0
        #expect(try frame.withLuma { try ZXingEngine(options: without).scan($0) }.isEmpty, "read without the outline (else this test shows nothing)")
        let found = try frame.withLuma { try ZXingEngine(options: ZXingEngine.Options(symbologies: [.dataMatrix])).scan($0) }
        #expect(found.map(\.text) == [expected])
        let b = try #require(found.first).corners.bounds
        #expect(b.minX > 400 && b.maxX < 880 && b.minY > 120 && b.maxY < 600, "\(b)")
    }
}
