// MotionDetectorTests: recorded-style frame sequences made from a real photo (the same each run):
// sensor noise, light flicker, rolling-shutter bands and exposure changes are no motion; a card,
// a textured object and a person coming into view are, at the frame stated.
import Capture
import Foundation
import Pixels
import Presence
import TestSupport
import Testing

/// A camera filming a still scene: the scene's luma, what is put in front of it, the light and
/// the sensor's noise, frame by frame, reproducibly.
struct FilmedScene {
    let width: Int, height: Int
    let scene: [UInt8]
    /// A second photo, for textured objects.
    let texture: [UInt8]

    /// Something in front of the scene in one frame: a block of solid luma, or of the texture.
    struct Object {
        var rect: PixelRect
        var luma: UInt8?
    }

    static let shared = FilmedScene()

    init() {
        func luma(_ name: String) -> (width: Int, height: Int, bytes: [UInt8]) {
            // The 640x480 photos of falsepositives-1, halved: 320x240.
            let frame = try! ImageFile.load(path: TestData.blackboxImage("falsepositives-1/\(name)")).luma()!
            return frame.withLuma { full in
                let (w, h) = (full.width / 2, full.height / 2)
                var out = [UInt8](repeating: 0, count: w * h)
                out.withUnsafeMutableBufferPointer { full.halve(into: $0.baseAddress!, stride: w) }
                return (w, h, out)
            }
        }
        let a = luma("01.webp"), b = luma("02.webp")
        width = a.width
        height = a.height
        scene = a.bytes
        texture = b.bytes
    }

    /// Frame `index`: the scene with `objects`, times `gain(index, row)`, plus gaussian noise of
    /// `sigma` levels.
    func frame(_ index: Int, sigma: Float, objects: [Object] = [], gain: (Int, Int) -> Float = { _, _ in 1 }) -> [UInt8] {
        var pixels = scene
        for object in objects {
            let r = object.rect.intersection(PixelRect(x: 0, y: 0, width: width, height: height))
            guard !r.isEmpty else { continue }
            for y in r.y..<(r.y + r.height) {
                for x in r.x..<(r.x + r.width) { pixels[y * width + x] = object.luma ?? texture[(y - object.rect.y) * width + (x - object.rect.x)] }
            }
        }
        var state = UInt32(truncatingIfNeeded: index &* 2_654_435_761 &+ 12345)
        let table = Self.gaussian
        for y in 0..<height {
            let g = gain(index, y)
            for x in 0..<width {
                state = state &* 1_664_525 &+ 1_013_904_223
                let value = Float(pixels[y * width + x]) * g + sigma * table[Int(state >> 16)]
                pixels[y * width + x] = UInt8(max(0, min(255, value.rounded())))
            }
        }
        return pixels
    }

    /// 65 536 standard normal values (Box-Muller over a seeded generator).
    static let gaussian: [Float] = {
        var random = SeededRandom(seed: 50)
        return (0..<65_536).map { _ in
            let u = Double.random(in: Double.ulpOfOne..<1, using: &random), v = Double.random(in: 0..<1, using: &random)
            return Float((-2 * log(u)).squareRoot() * cos(2 * Double.pi * v))
        }
    }()

    /// The index of the first frame `detector` reports motion in, or nil over all `frames`.
    func firstMotion(_ detector: MotionDetector, frames: Int, _ make: (Int) -> [UInt8]) -> Int? {
        for index in 0..<frames {
            let pixels = make(index)
            let moved = pixels.withUnsafeBytes { detector.update(LumaView(width: width, height: height, stride: width, base: $0.baseAddress!)) }
            if moved { return index }
        }
        return nil
    }
}

@Suite struct MotionDetectorTests {
    let filmed = FilmedScene.shared

    @Test(arguments: [2, 4, 8]) func sensorNoiseIsNoMotion(_ sigma: Int) {
        #expect(filmed.firstMotion(MotionDetector(), frames: 60) { filmed.frame($0, sigma: Float(sigma)) } == nil)
        #expect(filmed.firstMotion(MotionDetector(sensitivity: 100), frames: 60) { filmed.frame($0, sigma: Float(sigma)) } == nil)
    }

    @Test func flickerIsNoMotion() {
        // 100 Hz light at 30 frames/s: the brightness beats at 10 Hz, ±15 %; and a slower beat
        // (a 59.9 Hz supply), both under noise.
        let beat = { (k: Int, _: Int) in 1 + 0.15 * Float(sin(2 * Double.pi * Double(k) / 3)) }
        #expect(filmed.firstMotion(MotionDetector(), frames: 60) { filmed.frame($0, sigma: 4, gain: beat) } == nil)
        let slow = { (k: Int, _: Int) in 1 + 0.15 * Float(sin(2 * Double.pi * Double(k) * 0.37)) }
        #expect(filmed.firstMotion(MotionDetector(sensitivity: 100), frames: 60) { filmed.frame($0, sigma: 4, gain: slow) } == nil)
    }

    @Test func rollingShutterBandsAreNoMotion() {
        // A rolling shutter under 100 Hz light: three bright and dark bands a frame, ±10 %,
        // drifting down the picture from frame to frame.
        let bands = { (k: Int, y: Int) in 1 + 0.1 * Float(sin(2 * Double.pi * (Double(y) / 240 * 3.3 + Double(k) * 0.31))) }
        #expect(filmed.firstMotion(MotionDetector(), frames: 60) { filmed.frame($0, sigma: 4, gain: bands) } == nil)
    }

    @Test func exposureChangesAreNoMotion() {
        // Auto-exposure settling from 1.0 to 0.6 over two seconds, then a 15 % step.
        let drift = { (k: Int, _: Int) -> Float in k < 60 ? 1 - 0.4 * Float(k) / 60 : 0.6 * 1.15 }
        #expect(filmed.firstMotion(MotionDetector(), frames: 90) { filmed.frame($0, sigma: 4, gain: drift) } == nil)
    }

    @Test func aDarkCardComingIn() {
        // A 64x40 card (a fifth of the width) slides in from the right from frame 20, 16 pixels
        // a frame, then is held still.
        let card = { (k: Int) -> [FilmedScene.Object] in
            k < 20 ? [] : [.init(rect: PixelRect(x: 320 - 16 * min(k - 19, 8), y: 100, width: 64, height: 40), luma: 30)]
        }
        #expect(filmed.firstMotion(MotionDetector(), frames: 40) { filmed.frame($0, sigma: 4, objects: card($0)) } == 22)
        // The same under flicker.
        let beat = { (k: Int, _: Int) in 1 + 0.15 * Float(sin(2 * Double.pi * Double(k) / 3)) }
        #expect(filmed.firstMotion(MotionDetector(), frames: 40) { filmed.frame($0, sigma: 4, objects: card($0), gain: beat) } == 22)
    }

    @Test func oneChangedFrameIsNoMotion() {
        // A single frame with a large change (a camera glitch, a flash) is not confirmed.
        let glitch = { (k: Int) -> [FilmedScene.Object] in k == 15 ? [.init(rect: PixelRect(x: 40, y: 40, width: 200, height: 150), luma: 240)] : [] }
        #expect(filmed.firstMotion(MotionDetector(), frames: 30) { filmed.frame($0, sigma: 4, objects: glitch($0)) } == nil)
    }

    @Test func aTexturedObjectComingIn() {
        // Part of another photo, 96x72, rising from the bottom edge from frame 30.
        let object = { (k: Int) -> [FilmedScene.Object] in
            k < 30 ? [] : [.init(rect: PixelRect(x: 120, y: 240 - 18 * min(k - 29, 4), width: 96, height: 72), luma: nil)]
        }
        #expect(filmed.firstMotion(MotionDetector(), frames: 45) { filmed.frame($0, sigma: 4, objects: object($0)) } == 31)
    }

    @Test func aPersonWalkingUp() {
        // Someone (a dark figure half the frame wide) walks in from the left from frame 10, with
        // flicker and noise.
        let person = { (k: Int) -> [FilmedScene.Object] in
            k < 10 ? [] : [.init(rect: PixelRect(x: -160 + 40 * min(k - 9, 5), y: 20, width: 160, height: 220), luma: 55)]
        }
        let beat = { (k: Int, _: Int) in 1 + 0.15 * Float(sin(2 * Double.pi * Double(k) / 3)) }
        #expect(filmed.firstMotion(MotionDetector(), frames: 30) { filmed.frame($0, sigma: 6, objects: person($0), gain: beat) } == 11)
        #expect(filmed.firstMotion(MotionDetector(sensitivity: 0), frames: 30) { filmed.frame($0, sigma: 6, objects: person($0), gain: beat) } == 11)
    }

    @Test func sensitivityDecidesSmallThings() {
        // A 20x20 object (half a percent of the frame) placed at frame 10: too small at 50,
        // seen at 100.
        let small = { (k: Int) -> [FilmedScene.Object] in k < 10 ? [] : [.init(rect: PixelRect(x: 150, y: 110, width: 20, height: 20), luma: 20)] }
        #expect(filmed.firstMotion(MotionDetector(), frames: 20) { filmed.frame($0, sigma: 4, objects: small($0)) } == nil)
        #expect(filmed.firstMotion(MotionDetector(sensitivity: 100), frames: 20) { filmed.frame($0, sigma: 4, objects: small($0)) } == 11)
    }

    @Test func readsYUYVInPlaceAsItsLuma() {
        let card = { (k: Int) -> [FilmedScene.Object] in
            k < 5 ? [] : [.init(rect: PixelRect(x: 320 - 16 * min(k - 4, 8), y: 100, width: 64, height: 40), luma: 30)]
        }
        let plane = MotionDetector(), packed = MotionDetector()
        for k in 0..<15 {
            let luma = filmed.frame(k, sigma: 4, objects: card(k))
            var yuyv = [UInt8](repeating: 128, count: 2 * luma.count)
            for (i, y) in luma.enumerated() { yuyv[2 * i] = y }
            let a = luma.withUnsafeBytes { plane.update(LumaView(width: 320, height: 240, stride: 320, base: $0.baseAddress!)) }
            let b = yuyv.withUnsafeBytes {
                packed.update(
                    ImageView(
                        format: .yuyv, size: PixelSize(width: 320, height: 240), range: .limited,
                        planes: ImagePlane(base: $0.baseAddress!, stride: 640)))
            }
            #expect(b == a, "frame \(k)")
            #expect(packed.changedFraction == plane.changedFraction)
        }
    }
}
