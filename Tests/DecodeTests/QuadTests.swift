// QuadTests: detected corners follow the code, in the stated order, however the image is turned.
import Capture
import Decode
import TestSupport
import Testing

/// The grey frame turned clockwise by `quarterTurns` x 90°.
func rotated(_ frame: Frame, quarterTurns: Int) -> Frame {
    var current = frame
    for _ in 0..<(quarterTurns % 4) {
        let out = Frame.allocate(format: .grey, width: current.height, height: current.width)
        let src = current.planes[0].base.assumingMemoryBound(to: UInt8.self)
        let dst = out.planes[0].base.assumingMemoryBound(to: UInt8.self)
        for y in 0..<current.height {
            for x in 0..<current.width {
                // (x, y) -> (H - 1 - y, x)
                dst[x * out.planes[0].stride + (current.height - 1 - y)] = src[y * current.planes[0].stride + x]
            }
        }
        current = out
    }
    return current
}

/// Where an image point lands when the image (width w, height h) turns clockwise; pixel edges.
func rotatedPoint(_ p: ImagePoint, width: Int, height: Int, quarterTurns: Int) -> ImagePoint {
    var point = p, w = Double(width), h = Double(height)
    for _ in 0..<(quarterTurns % 4) {
        point = ImagePoint(x: h - point.y, y: point.x)
        swap(&w, &h)
    }
    return point
}

@Suite struct QuadTests {
    @Test(arguments: ["qrcode-1/1.webp", "ean13-1/4.webp", "code128-3/1.png"], [1, 2, 3])
    func cornersTurnWithTheImage(image: String, quarterTurns: Int) throws {
        let frame = try ImageFile.load(path: TestData.blackboxImage(image)).luma()!
        let engine = ZBarEngine(options: .init(passes: [.fullSize]))
        let upright = try #require(frame.withLuma { engine.scan($0) }.first).corners
        let turned = try #require(rotated(frame, quarterTurns: quarterTurns).withLuma { engine.scan($0) }.first).corners
        for (name, a, b) in [
            ("topLeft", upright.topLeft, turned.topLeft), ("topRight", upright.topRight, turned.topRight),
            ("bottomRight", upright.bottomRight, turned.bottomRight), ("bottomLeft", upright.bottomLeft, turned.bottomLeft),
        ] {
            let expected = rotatedPoint(a, width: frame.width, height: frame.height, quarterTurns: quarterTurns)
            // ZBar reports pixel positions (not edges) and scan lines land a pixel apart when turned.
            #expect(abs(expected.x - b.x) <= 3 && abs(expected.y - b.y) <= 3, "\(image) \(quarterTurns)x90°: \(name) \(b), expected \(expected)")
        }
    }

    @Test func uprightQRCornersAreClockwiseFromTopLeft() throws {
        let frame = try ImageFile.load(path: TestData.blackboxImage("qrcode-1/1.webp")).luma()!
        let q = try #require(frame.withLuma { ZBarEngine().scan($0) }.first).corners
        #expect(q.topLeft.x < q.topRight.x && q.topLeft.y < q.bottomLeft.y)
        #expect(q.bottomRight.x > q.bottomLeft.x && q.bottomRight.y > q.topRight.y)
    }
}
