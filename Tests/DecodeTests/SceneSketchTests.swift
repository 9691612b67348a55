// SceneSketchTests: the sketch tells a changed scene (a code come into view, a block brighter, a
// focus that settled) from the same scene again under camera noise.
import Decode
import Pixels
import TestSupport
import Testing

/// A grey image the test owns, lent as an `ImageView`.
struct GreyImage {
    var width: Int
    var height: Int
    var pixels: [UInt8]

    init(width: Int, height: Int, pixels: [UInt8]) {
        precondition(pixels.count == width * height)
        (self.width, self.height, self.pixels) = (width, height, pixels)
    }

    /// The luma of a sample image held up in a camera frame (`SampleFrames.camera`).
    init(camera relative: String, width: Int = 1280, height: Int = 720) throws {
        let frame = try SampleFrames.camera(relative, width: width, height: height)
        var pixels = [UInt8](repeating: 0, count: width * height)
        _ = frame.withImageView { view in
            pixels.withUnsafeMutableBufferPointer { out in
                view.copyLuma(of: PixelSize(width: width, height: height).bounds, into: out.baseAddress!, stride: width)
            }
        }
        self.init(width: width, height: height, pixels: pixels)
    }

    func withView<R>(_ body: (ImageView) -> R) -> R {
        pixels.withUnsafeBytes { raw in
            body(
                ImageView(
                    format: .grey, size: PixelSize(width: width, height: height), range: .full,
                    planes: ImagePlane(base: raw.baseAddress!, stride: width)))
        }
    }

    /// The same image with independent noise of up to ±`amplitude` levels on every pixel.
    func noisy(_ amplitude: Int, seed: UInt64) -> GreyImage {
        var random = SeededRandom(seed: seed)
        return GreyImage(
            width: width, height: height,
            pixels: pixels.map { UInt8(clamping: Int($0) + Int.random(in: -amplitude...amplitude, using: &random)) })
    }

    /// The image blurred by a 5x5 box (a camera out of focus).
    func blurred() -> GreyImage {
        var out = pixels
        for y in 2..<(height - 2) {
            for x in 2..<(width - 2) {
                var sum = 0
                for dy in -2...2 { for dx in -2...2 { sum += Int(pixels[(y + dy) * width + x + dx]) } }
                out[y * width + x] = UInt8(sum / 25)
            }
        }
        return GreyImage(width: width, height: height, pixels: out)
    }
}

@Suite struct SceneSketchTests {
    func sketch(_ image: GreyImage) -> SceneSketch {
        var sketch = SceneSketch()
        image.withView { sketch.sketch($0, scratch: LumaScratch()) }
        return sketch
    }

    @Test func theSameSceneUnderCameraNoiseIsUnchanged() throws {
        for name in ["falsepositives-1/01.webp", "qrcode-1/13.webp", "datamatrix-3/dm-0.webp"] {
            let image = try GreyImage(camera: name)
            let first = sketch(image.noisy(4, seed: 1))
            #expect(!sketch(image).differs(from: sketch(image)), "\(name)")
            #expect(!sketch(image.noisy(4, seed: 2)).differs(from: first), "\(name): noise of ±4 levels")
        }
    }

    @Test func aCodeComingIntoViewABrighterBlockAndASettlingFocusAreChanges() throws {
        let empty = try GreyImage(camera: "falsepositives-1/01.webp")
        let code = try GreyImage(camera: "qrcode-1/13.webp")
        #expect(sketch(code).differs(from: sketch(empty)))
        // One 16x16 block 10 levels brighter.
        var brighter = empty
        for y in 320..<336 { for x in 640..<656 { brighter.pixels[y * 1280 + x] = UInt8(clamping: Int(brighter.pixels[y * 1280 + x]) + 10) } }
        #expect(sketch(brighter).differs(from: sketch(empty)))
        // The same code out of focus, then sharp: the blocks' means hardly move, their detail does.
        #expect(sketch(code).differs(from: sketch(code.blurred())))
        // Frames of another size are another scene.
        #expect(sketch(try GreyImage(camera: "qrcode-1/13.webp", width: 640, height: 480)).differs(from: sketch(code)))
    }
}
