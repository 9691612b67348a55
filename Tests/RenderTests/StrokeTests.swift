import Foundation
import Pixels
import TestSupport
import Testing

// StrokeTests: stroke paths, glows and gradients, the fast angle, and the SIMD preview path.
@testable import Render

@Suite struct StrokePathTests {
    @Test func roundedSquareMatchesTheRoundedRectangleDistance() {
        var path = StrokePath()
        path.addRoundedPolygon([Point(20, 20), Point(120, 20), Point(120, 90), Point(20, 90)], radius: 12)
        #expect(path.segments.count == 4 * 7)
        let rect = Rect(x: 20, y: 20, width: 100, height: 70)
        var worst: Float = 0
        for y in stride(from: Float(0.5), to: 110, by: 1) {
            for x in stride(from: Float(0.5), to: 140, by: 1) {
                worst = max(worst, abs(path.distance(x, y) - abs(roundedRectDistance(x, y, rect, 12))))
            }
        }
        #expect(worst < 0.15, "chords stray \(worst) px from the true arcs")
    }

    @Test func rowSpansHoldEveryPixelWithinReach() {
        var path = StrokePath()
        path.addPolyline([Point(10, 50), Point(10, 10), Point(60, 10)])
        path.addPolyline([Point(90, 70), Point(50, 95)])
        var spans: [PathSpan] = []
        for y in 0..<110 {
            path.rowSpans(row: y, reach: 6, into: &spans)
            for x in 0..<120 {
                let d = path.distance(Float(x) + 0.5, Float(y) + 0.5)
                let covered = spans.first { x >= $0.start && x < $0.end }
                if d < 6 {
                    #expect(covered != nil, "pixel \(x),\(y) at \(d) px is in no span")
                    if let covered { #expect(path.distance(Float(x) + 0.5, Float(y) + 0.5, mask: covered.segments) == d) }
                }
            }
        }
    }

    @Test func fastTurnsIsWithinATenthOfADegree() {
        var worst: Double = 0
        for i in 0..<3600 {
            let angle = Double(i) / 3600 * 2 * .pi
            let (dx, dy) = (Float(cos(angle) * 37), Float(sin(angle) * 37))
            var error = abs(Double(fastTurns(dx, dy)) - Double(i) / 3600)
            error = min(error, 1 - error)
            worst = max(worst, error)
        }
        #expect(worst < 0.1 / 360)
    }
}

@Suite struct PathStrokerTests {
    static let bracket: StrokePath = {
        var path = StrokePath()
        path.addPolyline([Point(40, 100), Point(40, 40), Point(100, 40)])
        return path
    }()

    @Test func aSolidStrokeHasOnlyItsColour() {
        let image = PixelImage(width: 140, height: 140)
        image.surface.fill(0x000000)
        Canvas(surface: image.surface).stroke(Self.bracket, style: StrokeStyle(lineWidth: 4, color: Color(rgb: 0xFF8000)))
        for p in image.pixels where p != 0 {
            // Every touched pixel is the colour at some coverage over black: R = 2 G, B = 0.
            let r = Int(p >> 16), g = Int(p >> 8 & 0xFF), b = Int(p & 0xFF)
            #expect(b == 0 && abs(r - 2 * g) <= 2, "pixel \(String(p, radix: 16))")
        }
        #expect(image[40, 70] == 0xFF8000 && image[70, 40] == 0xFF8000)
    }

    @Test func glowsReachTheirRadiusAndFadeWithDistance() {
        let image = PixelImage(width: 140, height: 140)
        let style = StrokeStyle(lineWidth: 4, color: .white, glows: [Glow(color: Color(rgb: 0xAF52DE), radius: 22, opacity: 0.95)])
        Canvas(surface: image.surface).stroke(Self.bracket, style: style)
        // Along a line going down from the horizontal arm (y 40, edge at 42): brightness falls.
        let column = 70
        let blue = (43..<80).map { Int(image[column, $0] & 0xFF) }
        #expect(blue.first! > 150)
        #expect(zip(blue, blue.dropFirst()).allSatisfy { $0 >= $1 }, "glow fades with distance: \(blue)")
        #expect(image[column, 42 + 20] != 0, "glow reaches near the outer radius")
        #expect(image[column, 42 + 23] == 0, "nothing beyond the radius")
    }

    @Test func gradientColoursFollowTheAngleAndRotate() {
        let gradient = ConicGradient(centre: Point(70, 70), colors: [Color(rgb: 0xFF0000), Color(rgb: 0x0000FF)])
        #expect(gradient.color(atTurns: 0) == Color(rgb: 0xFF0000))
        #expect(gradient.color(atTurns: 0.5) == Color(rgb: 0x0000FF))
        var turned = gradient
        turned.rotation = 0.5
        #expect(turned.color(atTurns: 0.5) == Color(rgb: 0xFF0000))

        func render(_ g: ConicGradient) -> [UInt32] {
            let image = PixelImage(width: 140, height: 140)
            Canvas(surface: image.surface).stroke(Self.bracket, style: StrokeStyle(lineWidth: 4, color: .white, gradient: g, gradientMix: 1))
            return image.pixels
        }
        #expect(render(gradient) == render(gradient))
        #expect(render(gradient) != render(turned))
    }
}

@Suite struct StrokeLanesTests {
    /// Random paths (brackets, rounded outlines, diagonals, some off the image) in random
    /// styles over a random background: the eight-lane stroke equals the one-pixel-at-a-time
    /// stroke in every pixel, and in bands of rows on more threads as on one.
    @Test(arguments: 0..<24)
    func eightLanesPaintExactlyWhatOnePixelAtATimePaints(seed: Int) {
        var random = SeededRandom(seed: UInt64(seed))
        func float(_ range: ClosedRange<Float>) -> Float {
            range.lowerBound + Float(random.next() % 10_000) / 10_000 * (range.upperBound - range.lowerBound)
        }
        func color() -> Color { Color(rgb: UInt32(random.next() & 0xFFFFFF), alpha: UInt8(truncatingIfNeeded: random.next() | 0x20)) }
        var path = StrokePath()
        switch seed % 3 {
        case 0:
            path.addPolyline([
                Point(float(-20...60), float(10...100)), Point(float(20...80), float(20...60)), Point(float(40...170), float(-10...50)),
            ])
        case 1:
            let (x, y) = (float(-10...40), float(0...40))
            path.addRoundedPolygon([Point(x, y), Point(x + 90, y), Point(x + 90, y + 70), Point(x, y + 70)], radius: float(2...20))
        default: path.addPolyline([Point(float(0...150), float(0...120)), Point(float(0...150), float(0...120))])
        }
        let glows = (0..<(seed % 3)).map { _ in Glow(color: color(), radius: float(1...30), opacity: float(0.1...1)) }
        let gradient = seed % 2 == 0 ? ConicGradient(centre: Point(float(0...150), float(0...120)), colors: [color(), color(), color()]) : nil
        let style = StrokeStyle(
            lineWidth: float(0.5...9), color: color(), gradient: gradient, gradientMix: float(0...1), glows: glows, opacity: float(0.2...1))
        let background = (0..<150 * 120).map { _ in UInt32(truncatingIfNeeded: random.next()) & 0xFFFFFF }
        func paint(vectorized: Bool) -> [UInt32] {
            let image = PixelImage(width: 150, height: 120)
            for (i, p) in background.enumerated() { image.surface[i % 150, i / 150] = p }
            Canvas(surface: image.surface).stroke(path, style: style, vectorized: vectorized)
            return image.pixels
        }
        let one = paint(vectorized: false), eight = paint(vectorized: true)
        #expect(one != background, "the stroke painted something")
        let differing = zip(one, eight).filter { $0 != $1 }.count
        #expect(differing == 0, "\(differing) pixels differ")
        // In bands of rows on two and three threads, the same pixels.
        for threads in [2, 3] {
            let image = PixelImage(width: 150, height: 120)
            for (i, p) in background.enumerated() { image.surface[i % 150, i / 150] = p }
            Canvas(surface: image.surface, bands: RowBands(threads: threads)).stroke(path, style: style)
            let differing = zip(image.pixels, eight).filter { $0 != $1 }.count
            #expect(differing == 0, "in \(threads) bands: \(differing) pixels differ")
        }
    }

    @Test func truncationInLanesIsTheStandardConversion() {
        let values: [Float] = [0, 0.49999997, 0.5, 0.99999994, 1, 1.5, 2.5, 3.5, 255.5, 256.49997, 1_000.75, 4_194_303.5]
        for chunk in stride(from: 0, to: values.count, by: 8) {
            var lanes = SIMD8<Float>()
            for i in 0..<8 { lanes[i] = values[min(chunk + i, values.count - 1)] }
            let truncated = StrokeTerms.truncated(lanes)
            for i in 0..<8 { #expect(truncated[i] == UInt32(lanes[i])) }
        }
    }
}

@Suite struct PreviewSIMDTests {
    /// The preview of `source` computed pixel by pixel from the mapping (the reference).
    func reference(_ bytes: [UInt8], width: Int, height: Int, destination: PixelRect, full: Bool, mirrored: Bool) -> [UInt32] {
        let fill = AspectFill(
            sourceWidth: width, sourceHeight: height,
            destination: Rect(x: Float(destination.x), y: Float(destination.y), width: Float(destination.width), height: Float(destination.height)),
            mirrored: mirrored)
        var out: [UInt32] = []
        for y in 0..<destination.height {
            let sy = fill.sourceIndex(screen: Float(y) + 0.5, origin: fill.sourceOrigin.y, start: fill.destination.y, limit: height)
            for x in 0..<destination.width {
                var sx = fill.sourceIndex(screen: Float(x) + 0.5, origin: fill.sourceOrigin.x, start: fill.destination.x, limit: width)
                if mirrored { sx = width - 1 - sx }
                let row = sy * width * 2, pair = row + 4 * (sx / 2)
                out.append(YCbCr.pixel(Int32(bytes[row + 2 * sx]), Int32(bytes[pair + 1]), Int32(bytes[pair + 3]), full: full))
            }
        }
        return out
    }

    @Test(arguments: [(160, 90), (100, 60), (37, 23), (71, 120)])
    func simdAndGatherMatchThePixelByPixelReference(size: (Int, Int)) {
        var generator = SystemRandomNumberGenerator()
        let (width, height) = (64, 40)
        let bytes = (0..<width * height * 2).map { _ in UInt8.random(in: 0...255, using: &generator) }
        for full in [false, true] {
            for mirrored in [false, true] {
                let image = PixelImage(width: size.0, height: size.1)
                withSource(.yuyv, width: width, height: height, stride: width * 2, bytes: bytes, range: full ? .full : .limited) {
                    PreviewScaler().draw($0, on: image.surface, destination: image.surface.bounds, mirrored: mirrored)
                }
                #expect(
                    image.pixels == reference(bytes, width: width, height: height, destination: image.surface.bounds, full: full, mirrored: mirrored))
            }
        }
    }

    @Test func sixBitCoefficientsStayWithinOneLevelOfTheExactFormula() {
        var worst = 0
        for y in stride(from: 16, through: 235, by: 3) {
            for u in stride(from: 16, through: 240, by: 7) {
                for v in stride(from: 16, through: 240, by: 7) {
                    let p = YCbCr.pixel(Int32(y), Int32(u), Int32(v), full: false)
                    let c = 1.164 * Double(y - 16), d = Double(u - 128), e = Double(v - 128)
                    let exact = [c + 1.596 * e, c - 0.391 * d - 0.813 * e, c + 2.018 * d].map { Int(min(max($0.rounded(), 0), 255)) }
                    let got = [Int(p >> 16), Int(p >> 8 & 0xFF), Int(p & 0xFF)]
                    worst = max(worst, zip(exact, got).map { abs($0 - $1) }.max()!)
                }
            }
        }
        #expect(worst <= 1)
    }
}
