// GreyPlaneTests: the plane a run is read from, its rules made paper.
import OCR
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
