// ImageFileTests: the four still-image formats decode to exact pixels, and bad files are
// refused with a reason.
import Capture
import Foundation
import Glibc
import TestSupport
import Testing

func pixel(_ frame: Frame, _ x: Int, _ y: Int) -> [UInt8] {
    let channels = frame.format == .grey ? 1 : 3
    let p = frame.planes[0].base.assumingMemoryBound(to: UInt8.self) + y * frame.planes[0].stride + x * channels
    return (0..<channels).map { p[$0] }
}

func reason(_ bytes: [UInt8]) -> String? {
    do {
        _ = try ImageFile.decode(bytes, path: "x")
        return nil
    } catch {
        return error.reason
    }
}

@Suite struct ImageFileTests {
    @Test func kindComesFromTheContentNotTheName() {
        #expect(ImageFile.kind(of: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) == .png)
        #expect(ImageFile.kind(of: [0xFF, 0xD8, 0xFF, 0xE0]) == .jpeg)
        #expect(ImageFile.kind(of: Array("RIFF\u{0}\u{0}\u{0}\u{0}WEBP".utf8)) == .webp)
        #expect(ImageFile.kind(of: Array("P5 1 1 255 ".utf8)) == .pnm)
        #expect(ImageFile.kind(of: Array("P4".utf8)) == nil, "PBM (1 bit) is not read")
        #expect(ImageFile.kind(of: Array("GIF89a".utf8)) == nil)
    }

    @Test func binaryPGMAndPPM() throws {
        let grey = try ImageFile.decode(Array("P5\n# a comment\n3 1\n255\n".utf8) + [0, 128, 255])
        #expect(grey.format == .grey && grey.width == 3 && grey.height == 1)
        #expect((0..<3).map { pixel(grey, $0, 0) } == [[0], [128], [255]])
        let colour = try ImageFile.decode(Array("P6 2 1 255 ".utf8) + [1, 2, 3, 4, 5, 6])
        #expect(colour.format == .rgb24 && pixel(colour, 1, 0) == [4, 5, 6])
    }

    @Test func asciiPGMAndSixteenBitSamplesAreScaled() throws {
        let ascii = try ImageFile.decode(Array("P2 2 1 15\n0 15".utf8))
        #expect(pixel(ascii, 0, 0) == [0] && pixel(ascii, 1, 0) == [255])
        let deep = try ImageFile.decode(Array("P5 1 1 65535 ".utf8) + [0xFF, 0xFF])
        #expect(pixel(deep, 0, 0) == [255])
    }

    @Test func corpusImagesDecodeAtTheirSize() throws {
        // Sizes as ImageMagick's identify reports them.
        let webp = try ImageFile.load(path: TestData.blackboxImage("qrcode-1/1.webp"))
        #expect(webp.format == .rgb24 && webp.width == 358 && webp.height == 310)
        let png = try ImageFile.load(path: TestData.blackboxImage("qrcode-2/32.png"))
        #expect(png.width == 65 && png.height == 65)
        let jpeg = try ImageFile.load(path: TestData.blackboxImage("qrcode-2/estimate-tilt.jpg"))
        #expect(jpeg.width > 0 && jpeg.height > 0)
    }

    @Test func badFilesAreRefusedWithAReason() throws {
        #expect(reason([]) == "empty file")
        #expect(reason(Array("hello world".utf8)) == "not a PNG, JPEG, WebP or PGM/PPM image")
        #expect(reason(Array("P5 3 1 255 ".utf8) + [1]) == "PGM/PPM: truncated: 3 bytes of pixels expected, 1 present")
        #expect(reason(Array("P5 3".utf8)) == "PGM/PPM: truncated header (no height)")
        #expect(reason(Array("P5 0 1 255 ".utf8)) == "PGM/PPM: empty image (0x1)")
        #expect(reason(Array("P5 100000 100000 255 ".utf8)) == "PGM/PPM: image too large (100000x100000, limit 24 megapixels)")
        let png = [UInt8](try Data(contentsOf: URL(fileURLWithPath: TestData.blackboxImage("qrcode-2/#1086.png"))))
        #expect(reason(Array(png.prefix(300)))?.hasPrefix("PNG: ") == true)
        let webp = [UInt8](try Data(contentsOf: URL(fileURLWithPath: TestData.blackboxImage("qrcode-1/1.webp"))))
        #expect(reason(Array(webp.prefix(100))) == "WebP: corrupt WebP image data")
        let jpeg = [UInt8](try Data(contentsOf: URL(fileURLWithPath: TestData.blackboxImage("qrcode-2/estimate-tilt.jpg"))))
        #expect(reason(Array(jpeg.prefix(jpeg.count / 2)))?.hasPrefix("JPEG: ") == true)
    }

    /// Stray bytes before the end marker (phones and editors write them) make libjpeg warn
    /// "Corrupt JPEG data: 3 extraneous bytes before marker 0xd9", but every pixel is decoded:
    /// the image is taken, and reads as the same image. Cut short, it is still refused.
    @Test func aJPEGWithAHarmlessWarningIsTaken() throws {
        let path = TestData.blackboxImage("qrcode-2/estimate-tilt.jpg")
        let jpeg = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
        #expect(jpeg.suffix(2) == [0xFF, 0xD9])
        let padded = Array(jpeg.dropLast(2)) + [0x00, 0x01, 0x02, 0xFF, 0xD9]
        let original = try ImageFile.decode(jpeg), warned = try ImageFile.decode(padded)
        #expect(warned.width == original.width && warned.height == original.height)
        func pixels(_ frame: Frame) -> [UInt8] {
            Array(UnsafeRawBufferPointer(start: frame.planes[0].base, count: frame.height * frame.planes[0].stride))
        }
        #expect(pixels(warned) == pixels(original))
        let cut = Array(jpeg.prefix(jpeg.count * 2 / 3))
        #expect(throws: ImageFileError(path: "<memory>", reason: "JPEG: Premature end of JPEG file")) { try ImageFile.decode(cut) }
    }

    /// What libjpeg only warns about in the header is taken too: a JFIF version 2.01 ("unknown
    /// JFIF revision number") and stray bytes before a marker, both made by editing a real JPEG's
    /// bytes; the pixels are the original's. A real error (a data precision of 7 bits) is refused.
    @Test func aJPEGWhoseHeaderOnlyWarnsIsTaken() throws {
        let jpeg = [UInt8](try Data(contentsOf: URL(fileURLWithPath: TestData.blackboxImage("qrcode-2/estimate-tilt.jpg"))))
        #expect(Array(jpeg[6..<11]) == Array("JFIF\0".utf8) && jpeg[20] == 0xFF)
        var version201 = jpeg
        (version201[11], version201[12]) = (2, 1)
        let extraneous = Array(jpeg[..<20]) + [0x00, 0x01] + Array(jpeg[20...])
        let original = try ImageFile.decode(jpeg)
        func pixels(_ frame: Frame) -> [UInt8] {
            Array(UnsafeRawBufferPointer(start: frame.planes[0].base, count: frame.height * frame.planes[0].stride))
        }
        for edited in [version201, extraneous] {
            let frame = try ImageFile.decode(edited)
            #expect(frame.width == original.width && frame.height == original.height && pixels(frame) == pixels(original))
        }
        // The start of frame (SOF2 here: the file is progressive); its first byte is the precision.
        let frameStart = try #require((2..<jpeg.count - 1).first { jpeg[$0] == 0xFF && (0xC0...0xC2).contains(jpeg[$0 + 1]) })
        var precision7 = jpeg
        precision7[frameStart + 4] = 7
        #expect(throws: ImageFileError(path: "<memory>", reason: "JPEG: Unsupported JPEG data precision 7")) { try ImageFile.decode(precision7) }
    }

    @Test func missingFilesFoldersFIFOsAndDevicesAreNamedNotRead() throws {
        #expect(throws: ImageFileError(path: "/nonexistent.png", reason: "no such file")) { try ImageFile.load(path: "/nonexistent.png") }
        #expect(throws: ImageFileError(path: "/tmp", reason: "is a folder, not a file")) { try ImageFile.load(path: "/tmp") }
        #expect(throws: ImageFileError(path: "/dev/zero", reason: "is a character device, not a regular file")) {
            try ImageFile.load(path: "/dev/zero")
        }
        let fifo = NSTemporaryDirectory() + "image-fifo-\(getpid())"
        unlink(fifo)
        #expect(mkfifo(fifo, 0o600) == 0)
        defer { unlink(fifo) }
        #expect(throws: ImageFileError(path: fifo, reason: "is a FIFO (named pipe), not a regular file")) { try ImageFile.load(path: fifo) }
    }

    /// A PNG that is only a header saying 10000x10000: refused before a pixel is decoded (the
    /// 389 KB file of such an image took 400 MB to decode).
    @Test func aHugeImageIsRefusedFromItsHeader() {
        func chunk(_ kind: String, _ data: [UInt8]) -> [UInt8] {
            let body = Array(kind.utf8) + data
            var crc: UInt32 = 0xFFFF_FFFF
            for byte in body {
                crc ^= UInt32(byte)
                for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
            }
            crc ^= 0xFFFF_FFFF
            func bigEndian(_ v: UInt32) -> [UInt8] { [UInt8(v >> 24), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)] }
            return bigEndian(UInt32(data.count)) + body + bigEndian(crc)
        }
        let side: [UInt8] = [0, 0, 0x27, 0x10]  // 10000
        let header = side + side + [8, 2, 0, 0, 0]  // 8-bit RGB
        let png: [UInt8] =
            [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + chunk("IHDR", header) + chunk("IDAT", [0x78, 0x9C, 0x03, 0x00]) + chunk("IEND", [])
        #expect(reason(png) == "PNG: image too large (10000x10000, limit 24 megapixels)")
    }

    @Test func lumaOfRGBUsesRec709Weights() throws {
        let frame = try ImageFile.decode(Array("P6 3 1 255 ".utf8) + [255, 0, 0, 0, 255, 0, 0, 0, 255])
        let luma = try #require(frame.luma())
        #expect((0..<3).map { pixel(luma, $0, 0) } == [[54], [182], [19]])
    }
}
