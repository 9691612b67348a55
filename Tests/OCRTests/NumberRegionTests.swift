// NumberRegionTests: the price reader reads the region of a frame asked, converting only that
// region's luma, and a packed frame exactly as its luma plane.
import Capture
import OCR
import Pixels
import TestSupport
import Testing

@Suite struct NumberRegionTests {
    /// A packed frame's region is converted alone, a grey frame's read in place: the same
    /// pixels, so the same reading with the same box in the frame's pixels, for each tag.
    @Test(arguments: ["milk-1299.pgm", "cereal-449.pgm", "cheese-279.pgm"])
    func aYUYVFrameReadsExactlyAsItsLumaPlane(tag: String) throws {
        let path = TestData.packageRoot.appendingPathComponent("Tests/OCRTests/ShelfTags/\(tag)").path
        let image = try ImageFile.load(path: path).fitted(width: 1280, height: 720)
        let yuyv = image.converted(to: .yuyv)
        let grey = try #require(yuyv.luma())
        let region = PixelRect(x: 424, y: 144, width: 432, height: 432)
        // A reader each: a reader takes the next glyph height of its cycle at every frame.
        func read(_ frame: Frame) throws -> NumberReading? {
            let reader = try NumberReader(options: NumberReader.Options(format: NumberFormat()))
            return frame.withImageView { reader.readFrame($0, region: region) } ?? nil
        }
        let packed = try #require(try read(yuyv))
        let planar = try #require(try read(grey))
        #expect(packed == planar, "\(tag)")
        // Its box is in the frame's pixels, inside the region.
        #expect(packed.box.intersection(region) == packed.box && packed.box.x > region.x, "\(packed.box)")
    }
}
