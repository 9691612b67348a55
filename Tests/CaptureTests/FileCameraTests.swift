// FileCameraTests: still images played as a camera: timing, looping, fitting, bad images.
import Capture
import Foundation
import TestSupport
import Testing

/// A folder with PGM images named `names`, each one pixel of value `index`.
func folderOfImages(_ names: [String]) throws -> String {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("filecamera-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    for (index, name) in names.enumerated() {
        try Data(Array("P5 1 1 255 ".utf8) + [UInt8(index)]).write(to: folder.appendingPathComponent(name))
    }
    return folder.path
}

func value(_ frame: Frame?) -> UInt8? { frame.map { $0.planes[0].base.load(as: UInt8.self) } }

@Suite struct FileCameraTests {
    @Test func aFolderPlaysInNameOrderAndLoops() throws {
        let folder = try folderOfImages(["b.pgm", "a.pgm", "c.pgm"])
        try Data("not an image".utf8).write(to: URL(fileURLWithPath: folder + "/notes.txt"))
        let camera = try FileCamera(spec: folder, fps: 10, hold: 1)
        #expect(camera.paths.map { ($0 as NSString).lastPathComponent } == ["a.pgm", "b.pgm", "c.pgm"])
        #expect([0, 0.99, 1, 2.5, 3, 4.2].map { camera.imageIndex(at: $0) } == [0, 0, 1, 2, 0, 1])
        // a.pgm holds value 1 (it was written second), b.pgm 0, c.pgm 2.
        #expect(value(camera.nextFrame(at: 0)) == 1)
        #expect(value(camera.nextFrame(at: 1.05)) == 0)
    }

    @Test func framesComeAtTheFrameRateOnly() throws {
        let camera = try FileCamera(spec: try folderOfImages(["a.pgm"]), fps: 10, hold: 1)
        let first = try #require(camera.nextFrame(at: 0))
        #expect(first.sequence == 0 && first.timestamp == 0)
        #expect(camera.nextFrame(at: 0.05) == nil, "no new frame within 1/fps")
        let second = try #require(camera.nextFrame(at: 0.1))
        #expect(second.sequence == 1 && second.timestamp == 0.1)
        #expect(camera.nextFrame(at: 0.35)?.sequence == 3, "late calls skip to the current frame")
    }

    @Test func holdZeroShowsOneImagePerFrame() throws {
        let camera = try FileCamera(spec: try folderOfImages(["1.pgm", "2.pgm"]), fps: 30, hold: 0)
        #expect([0, 1.0 / 30, 2.0 / 30].map { camera.imageIndex(at: $0) } == [0, 1, 0])
    }

    @Test func anImageThatFailsIsReportedOnceAndSkipped() throws {
        let folder = try folderOfImages(["a.pgm", "b.pgm"])
        try Data(Array("P5 9 9 255 ".utf8) + [1, 2]).write(to: URL(fileURLWithPath: folder + "/a.pgm"))
        let camera = try FileCamera(spec: folder, fps: 1, hold: 1)
        var reports: [String] = []
        camera.report = { reports.append($0) }
        #expect(value(camera.nextFrame(at: 0)) == 1, "b.pgm stands in for the broken a.pgm")
        #expect(value(camera.nextFrame(at: 2)) == 1)
        #expect(reports.count == 1 && reports[0].contains("a.pgm: PGM/PPM: truncated"))
    }

    @Test func badSpecsAreRefusedWithTheReason() throws {
        #expect(throws: CameraError("file camera: /nonexistent: no such file or folder")) { try FileCamera(spec: "/nonexistent") }
        let empty = try folderOfImages([])
        #expect(throws: CameraError("file camera: \(empty): no PNG, JPEG, WebP or PGM/PPM images in this folder")) { try FileCamera(spec: empty) }
        #expect(throws: CameraError("file camera: /etc/hostname: not a PNG, JPEG, WebP or PGM/PPM image")) { try FileCamera(spec: "/etc/hostname") }
        #expect(throws: CameraError("camera frame rate 0.0 out of range (0, 1000]")) { try FileCamera(spec: empty, fps: 0) }
    }

    @Test func framesComeInTheFormatAsked() throws {
        let folder = try folderOfImages(["a.pgm"])
        let camera = try FileCamera(spec: folder, fps: 10, hold: 1, frameSize: (8, 4), format: .yuyv)
        let frame = try #require(camera.nextFrame(at: 0))
        #expect(frame.format == .yuyv && frame.width == 8 && frame.height == 4 && !frame.fullRange)
        // Grey 200 around the image in video range: Y = 16 + 200 · 219 / 255 = 188, no colour.
        #expect(Array(UnsafeBufferPointer(start: frame.planes[0].base.assumingMemoryBound(to: UInt8.self), count: 4)) == [188, 128, 188, 128])
        #expect(try FileCamera(spec: folder, fps: 10, hold: 1).nextFrame(at: 0)?.format == .grey, "by default the image's own format")
    }

    @Test func fittingHoldsTheImageUpInTheMiddle() throws {
        let image = try ImageFile.decode(Array("P5 2 2 255 ".utf8) + [0, 0, 0, 0])
        let frame = image.fitted(width: 20, height: 10, fraction: 0.6)
        #expect(frame.format == .rgb24 && frame.width == 20 && frame.height == 10)
        // A 6x6 black square centred at (7...12, 2...7) on grey 200.
        func at(_ x: Int, _ y: Int) -> UInt8 { frame.planes[0].base.load(fromByteOffset: y * frame.planes[0].stride + 3 * x, as: UInt8.self) }
        #expect(at(7, 2) == 0 && at(12, 7) == 0)
        #expect(at(6, 2) == 200 && at(13, 7) == 200 && at(7, 1) == 200 && at(12, 8) == 200)
    }
}

@Suite struct FileCameraMJPEGTests {
    @Test func jpegFilesPlayAsAWebcamsMJPEGFramesEachDecodedAnew() throws {
        // A photo compressed as a UVC webcam does (4:2:2), and a file camera playing it as MJPEG:
        // every frame a fresh decode (its own buffer) of the same bytes, full range, readable.
        let folder = try folderOfImages([])
        let photo = try ImageFile.load(path: TestData.blackboxImage("qrcode-3/27.webp")).fitted(width: 640, height: 480)
        let jpeg = try webcamJPEG(photo)
        try Data(jpeg).write(to: URL(fileURLWithPath: folder + "/webcam.jpg"))
        let camera = try FileCamera(spec: folder, fps: 10, hold: 1, format: .mjpeg)
        let first = try #require(camera.nextFrame(at: 0))
        let second = try #require(camera.nextFrame(at: 0.1))
        #expect(first.format == .yuv420 && first.width == 640 && first.height == 480 && first.fullRange)
        #expect(first.sequence == 0 && second.sequence == 1 && second.timestamp == 0.1)
        #expect(first.planes[0].base != second.planes[0].base, "each frame is a decode of its own")
        let reference = try decodeMJPEG(jpeg)
        for frame in [first, second] {
            // yuv420 (the webcam's 4:2:2 chroma averaged): luma 480 rows, chroma 240.
            for (plane, (expected, rows)) in zip(frame.planes, zip(reference.planes, [480, 240, 240])) {
                #expect(memcmp(plane.base, expected.base, plane.stride * rows) == 0)
            }
        }
        let expected = try TestData.expectedText("qrcode-3/27.webp")
        #expect(scan(second) == [expected])
    }

    @Test func mjpegNeedsJPEGFilesAtTheirOwnSizeAndSkipsACorruptOne() throws {
        let folder = try folderOfImages(["a.pgm"])
        #expect(throws: CameraError("file camera: \(folder)/a.pgm: not a JPEG file, which MJPEG frames are")) {
            try FileCamera(spec: folder, format: .mjpeg)
        }
        let jpegs = try folderOfImages([])
        let good = try webcamJPEG(try ImageFile.load(path: TestData.blackboxImage("qrcode-3/27.webp")).fitted(width: 320, height: 240))
        try Data(Array(good.prefix(good.count / 2))).write(to: URL(fileURLWithPath: jpegs + "/a-cut.jpg"))
        try Data(good).write(to: URL(fileURLWithPath: jpegs + "/b.jpg"))
        #expect(throws: CameraError("the file camera's MJPEG frames are its JPEG files as they are: no 640x480 frame size")) {
            try FileCamera(spec: jpegs, frameSize: (640, 480), format: .mjpeg)
        }
        let camera = try FileCamera(spec: jpegs, fps: 1, hold: 1, format: .mjpeg)
        var reports: [String] = []
        camera.report = { reports.append($0) }
        #expect(camera.nextFrame(at: 0)?.width == 320, "b.jpg stands in for the cut a-cut.jpg")
        #expect(camera.nextFrame(at: 2)?.width == 320)
        #expect(reports == ["file camera: skipping \(jpegs)/a-cut.jpg as MJPEG: truncated MJPEG frame (no JPEG end marker)"])
    }
}
