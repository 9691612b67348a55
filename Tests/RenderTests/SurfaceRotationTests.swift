import Testing

// SurfaceRotationTests: quarter turns pixel for pixel, against a plain reference, on sizes that
// do and do not fill whole tiles, with strides wider than the rows.
@testable import Render

/// The reference: destination pixel (x, y) of a picture `w` x `h` turned counter-clockwise.
func turnedReference(_ source: PixelImage, _ rotation: PanelRotation) -> [UInt32] {
    let w = source.width, h = source.height
    let size = rotation.turned(width: w, height: h)
    var out: [UInt32] = []
    for y in 0..<size.height {
        for x in 0..<size.width {
            // Where the destination pixel comes from, turning back clockwise.
            let (sx, sy): (Int, Int)
            switch rotation {
            case .none: (sx, sy) = (x, y)
            case .quarter: (sx, sy) = (size.height - 1 - y, x)
            case .half: (sx, sy) = (w - 1 - x, h - 1 - y)
            case .threeQuarters: (sx, sy) = (y, size.width - 1 - x)
            }
            out.append(source[sx, sy])
        }
    }
    return out
}

func numbered(width: Int, height: Int, stride: Int? = nil) -> PixelImage {
    let image = PixelImage(width: width, height: height, stride: stride)
    for y in 0..<height { for x in 0..<width { image.surface[x, y] = UInt32(y << 12 | x) } }
    return image
}

@Suite struct SurfaceRotationTests {
    @Test(arguments: PanelRotation.allCases)
    func everyTurnMatchesTheReference(rotation: PanelRotation) {
        for (w, h) in [(1, 1), (3, 2), (32, 32), (70, 45), (45, 70)] {
            let source = numbered(width: w, height: h, stride: (w + 3) * 4)
            let size = rotation.turned(width: w, height: h)
            let destination = PixelImage(width: size.width, height: size.height, stride: (size.width + 5) * 4)
            SurfaceRotation.copy(source.surface, to: destination.surface, turnedBy: rotation)
            #expect(destination.pixels == turnedReference(source, rotation), "\(w)x\(h) turned \(rotation)")
        }
    }

    @Test func aQuarterTurnPutsTheTopEdgeDownTheLeftSide() {
        // Counter-clockwise, as DRM's rotate-90: the upright picture's top-left corner ends up
        // at the scan-out's bottom-left, its top-right corner at the scan-out's top-left.
        let upright = numbered(width: 4, height: 6)
        let scanout = PixelImage(width: 6, height: 4)
        SurfaceRotation.copy(upright.surface, to: scanout.surface, turnedBy: .quarter)
        #expect(scanout[0, 3] == upright[0, 0])
        #expect(scanout[0, 0] == upright[3, 0])
        #expect(scanout[5, 0] == upright[3, 5])
    }

    @Test func theInverseTurnGivesTheUprightPictureBack() {
        let upright = numbered(width: 37, height: 90)
        for rotation in PanelRotation.allCases {
            let size = rotation.turned(width: 37, height: 90)
            let scanout = PixelImage(width: size.width, height: size.height)
            let back = PixelImage(width: 37, height: 90)
            SurfaceRotation.copy(upright.surface, to: scanout.surface, turnedBy: rotation)
            SurfaceRotation.copy(scanout.surface, to: back.surface, turnedBy: rotation.inverse)
            #expect(back.pixels == upright.pixels, "turned \(rotation) and back")
        }
    }

    @Test func aFullScreenQuarterTurnIsQuick() {
        // Only guards against a pathological copy, in any build (the release figure is in
        // docs/performance.md).
        let upright = numbered(width: 800, height: 1280)
        let scanout = PixelImage(width: 1280, height: 800)
        let clock = ContinuousClock()
        let elapsed = clock.measure { SurfaceRotation.copy(upright.surface, to: scanout.surface, turnedBy: .quarter) }
        #expect(elapsed < .milliseconds(500))
    }
}
