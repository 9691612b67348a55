// SwipeCameraTests: the swipe benchmark's camera puts each code where its path has it, over the
// background, smeared, with noise that is the same every run; a real sample code cut out of its
// photo reads still.
import Capture
import Decode
import Pixels
import TestSupport
import Testing

@testable import KioskScanDev

@Suite struct SwipeCameraTests {
    func background(_ value: UInt8, width: Int = 64, height: Int = 48) -> Frame {
        let frame = Frame.allocate(format: .grey, width: width, height: height)
        frame.planes[0].base.initializeMemory(as: UInt8.self, repeating: value, count: width * height)
        return frame
    }

    func pixel(_ frame: Frame, _ x: Int, _ y: Int) -> UInt8 {
        frame.planes[0].base.assumingMemoryBound(to: UInt8.self)[y * frame.planes[0].stride + x]
    }

    let code = SwipeCode(name: "dark", text: "dark", size: PixelSize(width: 8, height: 4), luma: [UInt8](repeating: 20, count: 32))

    @Test func eachFrameHasTheCodeWhereItsPathPutsIt() throws {
        let camera = SwipeCamera(
            background: background(100), codes: [code], directions: [.leftToRight, .topToBottom], pixelsPerFrame: 10, blurLength: 0, fps: 30,
            gap: 3, noise: nil)
        // Left to right: (64 + 8) / 10 -> 9 frames after a lead of 3; then 3 more, then top to bottom.
        #expect(camera.swipes.map(\.start) == [3, 15])
        #expect(camera.swipes.map(\.end) == [12, 22])
        #expect(camera.scheduleFrames == 25)
        // Frame 3 + 4: x = -8 + 40 = 32, y = 22.
        let frame = camera.frame(7)
        #expect(camera.swipes[0].path.origin(frame: 4) == (32, 22))
        #expect(pixel(frame, 32, 22) == 20 && pixel(frame, 39, 25) == 20)
        #expect(pixel(frame, 31, 22) == 100 && pixel(frame, 40, 22) == 100 && pixel(frame, 32, 21) == 100 && pixel(frame, 32, 26) == 100)
        // The lead and the gaps show the background alone.
        for n in [0, 2, 12, 14, 23] {
            let plain = camera.frame(n)
            #expect((0..<48).allSatisfy { y in (0..<64).allSatisfy { pixel(plain, $0, y) == 100 } })
        }
        // Delivered once each, stamped with the frame's number.
        let seen = try camera.nextFrame(at: 7.01 / 30)
        #expect(seen?.sequence == 7 && seen?.timestamp == 7.0 / 30)
        #expect(try camera.nextFrame(at: 7.5 / 30) == nil)
    }

    @Test func theExposureSmearsTheCodeAlongItsPath() {
        let camera = SwipeCamera(
            background: background(100), codes: [code], directions: [.leftToRight], pixelsPerFrame: 10, blurLength: 2, fps: 30, gap: 3,
            noise: nil)
        let frame = camera.frame(7)
        // At x = 32 the code's first column, seen a third of the exposure: 20/3 + 2/3 * 100.
        #expect((30...42).map { pixel(frame, $0, 23) } == [100, 100, 73, 47, 20, 20, 20, 20, 20, 20, 47, 73, 100])
    }

    @Test func theNoiseIsTheSameEveryRunAndDiffersBetweenFrames() {
        func make() -> SwipeCamera {
            SwipeCamera(
                background: background(100), codes: [code], directions: [.diagonal], pixelsPerFrame: 10, blurLength: 1, fps: 30, gap: 3,
                noise: SensorNoise(sigma: 2))
        }
        func plane(_ frame: Frame) -> [UInt8] {
            Array(UnsafeBufferPointer(start: frame.planes[0].base.assumingMemoryBound(to: UInt8.self), count: 64 * 48))
        }
        let one = make(), other = make()
        for n in [0, 5, 9] { #expect(plane(one.frame(n)) == plane(other.frame(n))) }
        #expect(plane(one.frame(0)) != plane(one.frame(1)))
    }

    @Test func aSampleCodeCutOutOfItsPhotoReadsStillOnTheBenchmarksBackground() throws {
        let folder = TestData.blackbox.path
        let backdrop = try ImageFile.load(path: folder + "/" + SwipeBenchmark.background)
            .fitted(width: 1280, height: 720, fraction: 1, fillingFrame: true).converted(to: .yuyv)
        for name in SwipeCode.defaultNames {
            let cut = try SwipeCode(folder: folder, name: name, frameSize: PixelSize(width: 1280, height: 720), format: .yuyv)
            #expect(cut.text == (try TestData.expectedText(name)))
            // Held still (no motion, no noise) at the middle of its left-to-right path and a few
            // pixels either side: the engines' grids fall differently on each.
            let camera = SwipeCamera(
                background: backdrop, codes: [cut], directions: [.leftToRight], pixelsPerFrame: 4, blurLength: 0, fps: 30, gap: 0, noise: nil)
            let middle = camera.swipes[0].path.frameCount / 2
            let reads = (middle - 1...middle + 1).map { k in camera.frame(k).luma()!.withLuma { BarcodeReader().scan($0) }.detections.map(\.text) }
            #expect(reads.contains { $0.contains(cut.text) }, "\(name) (\(cut.size.width)x\(cut.size.height)) read as \(reads)")
        }
    }
}
