// PixelRectTests: whole-pixel rectangles are never of negative size, meet, shrink and grow exactly.
import Pixels
import Testing

@Suite struct PixelRectTests {
    @Test func aNegativeSizeIsAnEmptyRectangle() {
        let rect = PixelRect(x: 3, y: 4, width: -2, height: 5)
        #expect(rect.width == 0 && rect.height == 5 && rect.isEmpty)
        #expect(!PixelRect(x: 0, y: 0, width: 1, height: 1).isEmpty)
        #expect(PixelRect(x: 2, y: 3, width: 4, height: 5).maxX == 6 && PixelRect(x: 2, y: 3, width: 4, height: 5).maxY == 8)
    }

    @Test func theIntersectionIsThePartInsideBoth() {
        let frame = PixelSize(width: 1280, height: 720).bounds
        #expect(frame == PixelRect(x: 0, y: 0, width: 1280, height: 720))
        #expect(PixelRect(x: 1200, y: -10, width: 200, height: 100).intersection(frame) == PixelRect(x: 1200, y: 0, width: 80, height: 90))
        #expect(PixelRect(x: 10, y: 10, width: 5, height: 5).intersection(frame) == PixelRect(x: 10, y: 10, width: 5, height: 5))
        let apart = PixelRect(x: 0, y: 0, width: 10, height: 10).intersection(PixelRect(x: 20, y: 5, width: 10, height: 10))
        #expect(apart.isEmpty && apart == PixelRect(x: 20, y: 5, width: 0, height: 5))
    }

    @Test func insetShrinksAndANegativeInsetGrows() {
        let rect = PixelRect(x: 10, y: 20, width: 30, height: 40)
        #expect(rect.insetBy(dx: 2, dy: 3) == PixelRect(x: 12, y: 23, width: 26, height: 34))
        #expect(rect.insetBy(dx: -2, dy: -3) == PixelRect(x: 8, y: 17, width: 34, height: 46))
        #expect(rect.insetBy(dx: 20, dy: 0).isEmpty)
    }

    @Test func describedAsGeometry() {
        #expect("\(PixelRect(x: 352, y: 80, width: 576, height: 560))" == "576x560+352+80")
        #expect("\(PixelSize(width: 1920, height: 1080))" == "1920x1080")
    }
}
