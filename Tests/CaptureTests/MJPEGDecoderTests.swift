import CJPEG
// MJPEGDecoderTests: camera JPEG frames to planar YUV, and broken frames dropped with a reason.
import Capture
import Decode
import Foundation
import TestSupport
import Testing

func fileBytes(_ relative: String) throws -> [UInt8] {
    [UInt8](try Data(contentsOf: URL(fileURLWithPath: TestData.blackboxImage(relative))))
}

/// `frame` (rgb24) compressed by libjpeg-turbo as a UVC webcam does: 4:2:2, quality 85.
func webcamJPEG(_ frame: Frame) throws -> [UInt8] {
    let handle = try #require(tjInitCompress())
    defer { tjDestroy(handle) }
    var output: UnsafeMutablePointer<UInt8>?
    var size: UInt = 0
    let result = tjCompress2(
        handle, frame.planes[0].base.assumingMemoryBound(to: UInt8.self), Int32(frame.width), Int32(frame.planes[0].stride),
        Int32(frame.height), Int32(TJPF_RGB.rawValue), &output, &size, Int32(TJSAMP_422.rawValue), 85, 0)
    try #require(result == 0)
    defer { tjFree(output) }
    return Array(UnsafeBufferPointer(start: output, count: Int(size)))
}

func decodeMJPEG(_ bytes: [UInt8]) throws(CameraError) -> Frame {
    let decoder = try MJPEGDecoder()
    var result: Result<Frame, CameraError>!
    bytes.withUnsafeBytes { raw in
        do throws(CameraError) { result = .success(try decoder.decode(raw, timestamp: 0, sequence: 0)) } catch { result = .failure(error) }
    }
    return try result.get()
}

func scan(_ frame: Frame) -> [String] {
    let engine = ZBarEngine(options: .init(passes: ZBarEngine.Options.videoPasses))
    return frame.luma()!.withLuma { engine.scan($0) }.compactMap(\.text)
}

@Suite struct MJPEGDecoderTests {
    @Test func realJPEGsDecodeToTheirPlanarLayout() throws {
        let qr = try decodeMJPEG(try fileBytes("qrcode-2/#199b.jpg"))
        #expect(qr.format == .yuv420 && qr.width == 100 && qr.height == 99 && qr.fullRange)
        #expect(qr.planes.map(\.stride) == [100, 50, 50])
        let qrText = try TestData.expectedText("qrcode-2/#199b.jpg")  // outside #expect: Swift 6.0 takes no `try` in it
        #expect(scan(qr) == [qrText])
        let full = try decodeMJPEG(try fileBytes("qrcode-2/estimate-tilt.jpg"))
        #expect(full.format == .yuv444p && full.width == 95 && full.height == 75)
    }

    @Test func aWebcamStyleFrameKeepsItsCodeReadable() throws {
        let photo = try ImageFile.load(path: TestData.blackboxImage("qrcode-3/27.webp")).fitted(width: 640, height: 480)
        let frame = try decodeMJPEG(try webcamJPEG(photo))
        #expect(frame.format == .yuv420 && frame.planes.map(\.stride) == [640, 320, 320])
        let expected = try TestData.expectedText("qrcode-3/27.webp")
        #expect(scan(frame) == [expected])
    }

    @Test(arguments: [(640, 480), (321, 241), (30, 17)])
    func aWebcams422ImageBecomes420WithItsLumaAsItIsAndEachChromaRowPairAveraged(size: (Int, Int)) throws {
        // TurboJPEG's own 4:2:2 planes of the same image are the reference: the luma equal, each
        // 4:2:0 chroma row the rounded mean of two 4:2:2 rows (an odd last row as it is).
        let (width, height) = size
        let photo = try ImageFile.load(path: TestData.blackboxImage("qrcode-3/27.webp")).fitted(width: width, height: height)
        let jpeg = try webcamJPEG(photo)
        let frame = try decodeMJPEG(jpeg)
        let chromaWidth = (width + 1) / 2, chromaHeight = (height + 1) / 2
        #expect(frame.format == .yuv420 && frame.planes.map(\.stride) == [width, chromaWidth, chromaWidth])
        var luma = [UInt8](repeating: 0, count: width * height)
        var u = [UInt8](repeating: 0, count: chromaWidth * height), v = u
        let handle = try #require(tjInitDecompress())
        defer { tjDestroy(handle) }
        let result = luma.withUnsafeMutableBufferPointer { y in
            u.withUnsafeMutableBufferPointer { u in
                v.withUnsafeMutableBufferPointer { v in
                    var planes: [UnsafeMutablePointer<UInt8>?] = [y.baseAddress, u.baseAddress, v.baseAddress]
                    var strides: [Int32] = [Int32(width), Int32(chromaWidth), Int32(chromaWidth)]
                    return jpeg.withUnsafeBufferPointer { bytes in
                        tjDecompressToYUVPlanes(handle, bytes.baseAddress, UInt(bytes.count), &planes, Int32(width), &strides, Int32(height), 0)
                    }
                }
            }
        }
        try #require(result == 0)
        func plane(_ index: Int, _ count: Int) -> [UInt8] {
            Array(UnsafeBufferPointer(start: frame.planes[index].base.assumingMemoryBound(to: UInt8.self), count: count))
        }
        #expect(plane(0, width * height) == luma)
        for (index, full) in [(1, u), (2, v)] {
            var expected: [UInt8] = []
            for row in 0..<chromaHeight {
                let a = 2 * row, b = min(2 * row + 1, height - 1)
                expected += (0..<chromaWidth).map { UInt8((Int(full[a * chromaWidth + $0]) + Int(full[b * chromaWidth + $0]) + 1) / 2) }
            }
            let differing = zip(plane(index, chromaWidth * chromaHeight), expected).filter { $0 != $1 }.count
            #expect(differing == 0, "plane \(index): \(differing) bytes differ")
        }
    }

    @Test func aCorruptFrameLeavesTheDecoderReadyForTheNext() throws {
        // Found by the MJPEG fuzz target: SOI, a quantisation table marker whose length runs past
        // the end, EOI. The camera keeps one decoder; the frames after a bad one must still show.
        let decoder = try MJPEGDecoder()
        let good = try webcamJPEG(try ImageFile.load(path: TestData.blackboxImage("qrcode-3/27.webp")).fitted(width: 64, height: 48))
        func decode(_ bytes: [UInt8]) -> Result<Frame, CameraError> {
            bytes.withUnsafeBytes { raw in
                do throws(CameraError) { return .success(try decoder.decode(raw, timestamp: 0, sequence: 0)) } catch { return .failure(error) }
            }
        }
        #expect(try decode(good).get().width == 64)
        let bad: [UInt8] = [0xFF, 0xD8, 0xFF, 0xDB, 0xFF, 0xA6, 0xFF, 0xD9]
        guard case .failure = decode(bad) else {
            Issue.record("the corrupt frame decoded")
            return
        }
        for _ in 0..<3 { #expect(try decode(good).get().width == 64) }
    }

    @Test func paddingAfterTheEndMarkerIsAccepted() throws {
        let padded = try fileBytes("qrcode-2/#199b.jpg") + [UInt8](repeating: 0, count: 300)
        #expect(try decodeMJPEG(padded).width == 100)
    }

    @Test func truncatedAndCorruptFramesAreRejected() throws {
        let jpeg = try webcamJPEG(try ImageFile.load(path: TestData.blackboxImage("qrcode-3/27.webp")).fitted(width: 320, height: 240))
        #expect(throws: CameraError("truncated MJPEG frame (no JPEG end marker)")) { try decodeMJPEG(Array(jpeg.prefix(jpeg.count / 2))) }
        #expect(throws: CameraError("corrupt MJPEG frame (no JPEG start marker)")) { try decodeMJPEG(Array(jpeg.dropFirst(2))) }
        #expect(throws: CameraError("empty MJPEG frame")) { try decodeMJPEG([]) }
        // The entropy-coded data overwritten with a marker-like pattern, the end marker kept.
        var corrupt = jpeg
        for i in (jpeg.count / 3)..<(jpeg.count * 2 / 3) { corrupt[i] = i % 2 == 0 ? 0xFF : 0xD0 + UInt8(i % 8) }
        #expect(throws: CameraError.self) { try decodeMJPEG(corrupt) }
    }
}
