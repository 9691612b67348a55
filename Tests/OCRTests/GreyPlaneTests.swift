// GreyPlaneTests: the plane a run is read from, its rules made paper.
import Foundation
import OCR
import Pixels
import Testing

@Suite struct GreyPlaneTests {
    /// The rule a price stands on goes from the plane Tesseract reads (`248円` on its rule read
    /// nothing with it); the digits keep their strokes, and where the rule runs under a stroke
    /// the stroke keeps it (its run down the column is long).
    @Test func whitenLinesTakesTheRuleUnderTheDigits() {
        let w = 120, h = 40
        var digits = [UInt8](repeating: 255, count: w * h)
        // Two upright strokes 4 px wide, 24 tall, standing on the rule.
        for y in 6..<30 { for x in [20, 21, 22, 23, 60, 61, 62, 63] { digits[y * w + x] = 0 } }
        var plane = GreyPlane(width: w, height: h, pixels: digits)
        // The rule: 2 px thick across the plane, right under the strokes.
        for y in 30..<32 { for x in 0..<w { plane.pixels[y * w + x] = 0 } }
        plane.whitenLines()
        var expected = digits
        for y in 30..<32 { for x in [20, 21, 22, 23, 60, 61, 62, 63] { expected[y * w + x] = 0 } }
        #expect(plane.pixels == expected)
    }
}

@Suite struct TiltedCropTests {
    /// A line drawn falling to the right by `degrees` through the middle of a 200x80 plane:
    /// the pixels within 1.5 px of it black.
    static func tiltedLine(degrees: Double) -> GreyPlane {
        let w = 200, h = 80
        let slope = Foundation.tan(degrees * .pi / 180)
        var pixels = [UInt8](repeating: 255, count: w * h)
        for y in 0..<h {
            for x in 20..<180 where abs(Double(y) + 0.5 - 40 - (Double(x) + 0.5 - 100) * slope) < 1.5 { pixels[y * w + x] = 0 }
        }
        return GreyPlane(width: w, height: h, pixels: pixels)
    }

    /// Turned back by its tilt, the line comes out level: its ink (darker than mid-grey) on the
    /// four rows its 3 px straddle in the middle of the crop and no others, along 150 of its 160
    /// columns at least. Not turned, it spans as many rows as it falls over its length.
    @Test(arguments: [-9, -4, 5, 10])
    func aTiltedLineComesOutLevel(degrees: Int) {
        let line = Self.tiltedLine(degrees: Double(degrees))
        let rect = PixelRect(x: 0, y: 0, width: 200, height: 80)
        for (turn, rows) in [(degrees, 38...41), (0, 40 - 16...40 + 16)] {
            let level = line.withLuma { GreyPlane.crop($0, rect, scale: 1, degrees: turn) }
            let inked = (0..<level.height).filter { y in (0..<level.width).contains { level.pixels[y * level.width + $0] < 128 } }
            #expect(inked.first! >= rows.lowerBound && inked.last! <= rows.upperBound, "\(degrees)°, turned \(turn)°: rows \(inked)")
            if turn == degrees {
                let columns = (0..<level.width).filter { x in inked.contains { level.pixels[$0 * level.width + x] < 128 } }
                #expect(columns.count >= 150, "\(degrees)°: \(columns.count) columns")
            } else {
                #expect(inked.count >= Int(abs(160 * Foundation.tan(Double(degrees) * .pi / 180))), "\(degrees)°, not turned: rows \(inked)")
            }
        }
    }

    /// Not turned, the crop is the plain one (scaled down and up).
    @Test func noTiltIsThePlainCrop() {
        let line = Self.tiltedLine(degrees: 3)
        let rect = PixelRect(x: 10, y: 5, width: 150, height: 60)
        for scale in [0.5, 1, 1.7] {
            #expect(
                line.withLuma { GreyPlane.crop($0, rect, scale: scale, degrees: 0).pixels }
                    == line.withLuma { GreyPlane.crop($0, rect, scale: scale).pixels })
        }
    }
}
