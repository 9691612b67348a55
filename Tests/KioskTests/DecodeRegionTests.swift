// DecodeRegionTests: the decoders read the focus square with a margin, not the whole frame:
// where that region is, corners given in the frame's coordinates, a code outside not read, and
// the sample photos held up in the focus square read exactly as well as in the whole frame.
import Capture
import Decode
import Foundation
import Kiosk
import OCR
import TestSupport
import Testing

@Suite struct DecodeRegionTests {
    @Test func theRegionIsTheFocusSquareWithAQuarterOfItsSideAllRound() throws {
        let c = try controller()
        let square = c.numberRegion(frameWidth: 1280, frameHeight: 720)
        let region = c.decodeRegion(frameWidth: 1280, frameHeight: 720)
        // The 411 px cutout of the 1280x800 screen is 370 px of the 1280x720 frame (800/720);
        // 92 px all round, then out to multiples of 16.
        #expect(square == ImageRect(x: 455, y: 175, width: 370, height: 370))
        #expect(region == ImageRect(x: 352, y: 80, width: 576, height: 560))
        #expect(c.decodeRegion(frameWidth: 640, frameHeight: 360) == ImageRect(x: 176, y: 32, width: 288, height: 288))
        // Any frame: the region holds the square and stays inside the frame.
        for (width, height) in [(1920, 1080), (640, 480), (720, 1280), (100, 100), (17, 9)] {
            let square = c.numberRegion(frameWidth: width, frameHeight: height)
            let region = c.decodeRegion(frameWidth: width, frameHeight: height)
            #expect(region.clamped(to: square) == square && region.clamped(to: ImageRect(x: 0, y: 0, width: width, height: height)) == region)
        }
    }

    /// A QR code held up in the middle of the frame: read in the region, its corners where the
    /// whole frame's reading puts them; moved to the frame's corner, outside the region: not read.
    @Test func cornersAreInTheFramesCoordinatesAndCodesOutsideAreNotRead() throws {
        let reader = BarcodeReader(options: .init(live: true))
        let c = try controller()
        let region = c.decodeRegion(frameWidth: 1280, frameHeight: 720)
        let image = try ImageFile.load(path: TestData.blackboxImage("qrcode-1/13.webp"))
        let centred = image.fitted(width: 1280, height: 720).converted(to: .yuyv)
        let whole = try #require(reader.scan(centred, region: nil)).detections
        let inRegion = try #require(reader.scan(centred, region: region)).detections
        #expect(whole.map(\.text) == [try TestData.expectedText("qrcode-1/13.webp")])
        #expect(inRegion.map(\.text) == whole.map(\.text))
        for (a, b) in zip(whole[0].corners.corners, inRegion[0].corners.corners) {
            #expect(abs(a.x - b.x) <= 4 && abs(a.y - b.y) <= 4, "corner \(b) where the whole frame reads \(a)")
        }
        // The same photo in the frame's top-left corner.
        let small = image.fitted(width: 640, height: 360, fraction: 1)
        let corner = Frame.allocate(format: .grey, width: 1280, height: 720)
        let luma = small.luma()!
        for y in 0..<720 {
            let row = corner.planes[0].base.assumingMemoryBound(to: UInt8.self) + y * corner.planes[0].stride
            for x in 0..<1280 {
                row[x] = x < 640 && y < 360 ? luma.planes[0].base.assumingMemoryBound(to: UInt8.self)[y * luma.planes[0].stride + x] : 200
            }
        }
        #expect(try #require(reader.scan(corner, region: nil)).detections.map(\.text) == whole.map(\.text))
        #expect(try #require(reader.scan(corner, region: region)).detections.isEmpty)
    }

    /// The camera path of `BarcodeReaderTests` (each photo held up in the middle of a 1280x720
    /// frame, a little larger than the focus square of the 1280x800 screen) read in the region:
    /// 493 of the 496 the whole frame reads. The three lost are linear codes whose reading
    /// depends on which rows zxing samples, and those follow the image's height.
    static let lostInTheRegion = ["code128-3/1.png", "ean13-1/37.webp", "upca-5/26.webp"]
    @Test func theSamplePhotosReadInTheRegion() throws {
        let reader = BarcodeReader(options: .init(live: true))
        let region = try controller().decodeRegion(frameWidth: 1280, frameHeight: 720)
        var (wholeRead, regionRead, images) = (0, 0, 0)
        let folder = TestData.blackbox
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() {
            let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent(name).path)) ?? []
            for file in files.sorted() where ["png", "jpg", "webp"].contains((file as NSString).pathExtension) {
                let relative = "\(name)/\(file)"
                guard let expected = try? TestData.expectedText(relative) else { continue }
                images += 1
                let frame = try ImageFile.load(path: TestData.blackboxImage(relative)).fitted(width: 1280, height: 720).converted(to: .yuyv)
                let byWhole = reader.scan(frame, region: nil)?.detections.compactMap(\.text).contains(expected) ?? false
                let byRegion = reader.scan(frame, region: region)?.detections.compactMap(\.text).contains(expected) ?? false
                #expect(byRegion || !byWhole || Self.lostInTheRegion.contains(relative), "\(relative): read in the whole frame, not in the region")
                wholeRead += byWhole ? 1 : 0
                regionRead += byRegion ? 1 : 0
            }
        }
        #expect((images, wholeRead, regionRead) == (675, 496, 493))
    }
}
