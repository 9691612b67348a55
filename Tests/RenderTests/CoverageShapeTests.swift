import Pixels
import Testing

// CoverageShapeTests: anti-aliased shapes are exact inside, clean outside, and the row-span
// optimisation draws exactly what evaluating every pixel draws.
@testable import Render

/// Renders `shape` by asking every pixel of its bounds (no spans): the reference.
func bruteForce<S: CoverageShape>(_ shape: S, color: Color, width: Int, height: Int) -> [UInt32] {
    let image = PixelImage(width: width, height: height)
    let area = shape.pixelBounds.intersection(image.surface.bounds)
    let opacity = Float(color.a) / 255 * 256
    for y in area.y..<area.maxY {
        for x in area.x..<area.maxX {
            let coverage = shape.coverage(Float(x) + 0.5, Float(y) + 0.5)
            guard coverage > 0 else { continue }
            image.surface[x, y] = PixelBlend.over(image.surface[x, y], color.pixel, alpha: UInt32(coverage * opacity + 0.5))
        }
    }
    return image.pixels
}

func rendered<S: CoverageShape>(_ shape: S, color: Color, width: Int, height: Int) -> [UInt32] {
    let image = PixelImage(width: width, height: height)
    Canvas(surface: image.surface).draw(shape, color: color)
    return image.pixels
}

@Suite struct CoverageShapeTests {
    static let rects: [(Rect, Float)] = [
        (Rect(x: 10, y: 10, width: 40, height: 30), 8), (Rect(x: 5.3, y: 7.7, width: 50.2, height: 41.9), 12.5),
        (Rect(x: 20, y: 20, width: 10, height: 10), 20), (Rect(x: 2, y: 3, width: 55, height: 2), 0),
        (Rect(x: -10, y: 30, width: 40, height: 60), 6),
    ]

    @Test(arguments: 0..<5)
    func filledRoundedRectSpansMatchEveryPixel(index: Int) {
        let (rect, radius) = Self.rects[index]
        let shape = FilledRoundedRect(rect: rect, radius: radius)
        #expect(rendered(shape, color: .white, width: 64, height: 64) == bruteForce(shape, color: .white, width: 64, height: 64))
    }

    @Test(arguments: 0..<5)
    func strokedRoundedRectSpansMatchEveryPixel(index: Int) {
        let (rect, radius) = Self.rects[index]
        for lineWidth: Float in [1, 3, 4.5] {
            let shape = StrokedRoundedRect(rect: rect, radius: radius, lineWidth: lineWidth)
            #expect(rendered(shape, color: .white, width: 64, height: 64) == bruteForce(shape, color: .white, width: 64, height: 64))
        }
    }

    @Test func strokePathSpansMatchEveryPixel() {
        var paths: [StrokePath] = []
        for (points, closed) in [
            ([Point(10, 40), Point(10, 10), Point(40, 10)], false), ([Point(5, 5), Point(58, 33), Point(12, 60)], true),
            ([Point(30.3, 30.7)], false), ([Point(3, 20), Point(60, 21)], false),
        ] {
            var path = StrokePath()
            path.addPolyline(points, closed: closed)
            paths.append(path)
        }
        for (path, width) in zip(paths, [Float(4), 3.5, 9, 1]) {
            let color = Color(rgb: 0x32ADE6)
            let image = PixelImage(width: 64, height: 64)
            Canvas(surface: image.surface).stroke(path, style: StrokeStyle(lineWidth: width, color: color))
            // The reference: every pixel asked, coverage from the distance to the centre line.
            let reference = PixelImage(width: 64, height: 64)
            for y in 0..<64 {
                for x in 0..<64 {
                    let coverage = min(max(width / 2 + 0.5 - path.distance(Float(x) + 0.5, Float(y) + 0.5), 0), 1)
                    if coverage > 0 { reference.surface[x, y] = PixelBlend.over(0, color.pixel, alpha: UInt32(coverage * 256 + 0.5)) }
                }
            }
            #expect(image.pixels == reference.pixels)
        }
    }

    @Test func pixelAlignedRectangleIsExact() {
        // Edges on pixel boundaries: inside pixels are fully covered, outside untouched.
        let pixels = rendered(FilledRoundedRect(rect: Rect(x: 2, y: 2, width: 3, height: 2), radius: 0), color: .white, width: 8, height: 6)
        for y in 0..<6 {
            for x in 0..<8 {
                let inside = (2..<5).contains(x) && (2..<4).contains(y)
                #expect(pixels[y * 8 + x] == (inside ? 0xFFFFFF : 0), "pixel \(x),\(y)")
            }
        }
    }

    @Test func halfPixelEdgeIsHalfCovered() {
        let pixels = rendered(FilledRoundedRect(rect: Rect(x: 0, y: 0, width: 2.5, height: 4), radius: 0), color: .white, width: 4, height: 4)
        #expect(pixels[0] == 0xFFFFFF && pixels[1] == 0xFFFFFF)
        #expect(pixels[2] == 0x808080, "half covered: \(String(pixels[2], radix: 16))")
        #expect(pixels[3] == 0)
    }

    @Test func roundCapsReachHalfTheWidthBeyondTheEnds() {
        // A horizontal 4 px line from x 10 to 20 at y 10.5: caps reach x 8 and x 22.
        var path = StrokePath()
        path.addPolyline([Point(10, 10.5), Point(20, 10.5)])
        let image = PixelImage(width: 32, height: 20)
        Canvas(surface: image.surface).stroke(path, style: StrokeStyle(lineWidth: 4, color: .white))
        let pixels = image.pixels
        #expect(pixels[10 * 32 + 8] != 0 && pixels[10 * 32 + 21] != 0)
        #expect(pixels[10 * 32 + 7] == 0 && pixels[10 * 32 + 22] == 0)
        // Rows 9...11 lie wholly inside the 8.5...12.5 band; rows 8 and 12 have their centres on its edges.
        #expect((9...11).allSatisfy { pixels[$0 * 32 + 15] == 0xFFFFFF })
        #expect(pixels[8 * 32 + 15] == 0x808080 && pixels[12 * 32 + 15] == 0x808080)
        #expect(pixels[7 * 32 + 15] == 0 && pixels[13 * 32 + 15] == 0)
    }

    @Test func translucentColourBlendsOverWhatIsThere() {
        let image = PixelImage(width: 2, height: 1)
        image.surface.fill(0x0000FF)
        Canvas(surface: image.surface).fill(PixelRect(x: 0, y: 0, width: 1, height: 1), Color(r: 255, g: 0, b: 0, a: 128))
        #expect(image.pixels == [0x800080, 0x0000FF])
    }

    @Test func clipDiscardsDrawingOutsideIt() {
        let image = PixelImage(width: 8, height: 8)
        let canvas = Canvas(surface: image.surface)
        canvas.clip = PixelRect(x: 0, y: 0, width: 4, height: 8)
        canvas.draw(FilledRoundedRect(rect: Rect(x: 0, y: 0, width: 8, height: 8), radius: 0), color: .white)
        #expect(image.pixels.enumerated().allSatisfy { $0.element == (($0.offset % 8) < 4 ? 0xFFFFFF : 0) })
    }
}

@Suite struct PixelBlendTests {
    @Test func overIsExactAtTheEnds() {
        #expect(PixelBlend.over(0x123456, 0xABCDEF, alpha: 0) == 0x123456)
        #expect(PixelBlend.over(0x123456, 0xABCDEF, alpha: 256) == 0xABCDEF)
        #expect(PixelBlend.over(0x000000, 0xFFFFFF, alpha: 128) == 0x808080)
    }

    @Test func weightMapsFullCoverageAndAlphaTo256() {
        #expect(PixelBlend.weight(coverage: 255, alpha: 255) == 256)
        #expect(PixelBlend.weight(coverage: 0, alpha: 255) == 0)
        #expect(PixelBlend.weight(coverage: 255, alpha: 0) == 0)
    }

    @Test func colourParsesHex() {
        #expect(Color(hex: "#32ADE6") == Color(r: 0x32, g: 0xAD, b: 0xE6))
        #expect(Color(hex: "AF52DE80") == Color(r: 0xAF, g: 0x52, b: 0xDE, a: 0x80))
        #expect(Color(hex: "#12345") == nil)
        #expect(Color(hex: "#GGGGGG") == nil)
    }
}
