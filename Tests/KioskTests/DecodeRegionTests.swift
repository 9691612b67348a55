// DecodeRegionTests: the decoders read the focus square with a margin, the whole frame when a
// code there reaches the region's edge, and at half resolution when nothing is there: where that region is, corners in the frame's
// coordinates either way, and the sample photos read as well as in the whole frame.
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
    /// whole frame's reading puts them; moved to the frame's corner, outside the region: read in
    /// the half-resolution frame, its corners again in the frame's coordinates.
    @Test func cornersAreInTheFramesCoordinatesInTheRegionAndAtHalfResolution() throws {
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
        let small = image.fitted(width: 600, height: 600, fraction: 1)
        let corner = Frame.allocate(format: .grey, width: 1280, height: 720)
        let luma = small.luma()!
        for y in 0..<720 {
            let row = corner.planes[0].base.assumingMemoryBound(to: UInt8.self) + y * corner.planes[0].stride
            for x in 0..<1280 {
                row[x] = x < 600 && y < 600 ? luma.planes[0].base.assumingMemoryBound(to: UInt8.self)[y * luma.planes[0].stride + x] : 200
            }
        }
        let cornerWhole = try #require(reader.scan(corner, region: nil)).detections
        let cornerHalf = try #require(reader.scan(corner, region: region)).detections
        #expect(cornerWhole.map(\.text) == whole.map(\.text) && cornerHalf.map(\.text) == whole.map(\.text))
        for (a, b) in zip(try #require(cornerWhole.first).corners.corners, try #require(cornerHalf.first).corners.corners) {
            #expect(abs(a.x - b.x) <= 4 && abs(a.y - b.y) <= 4, "corner \(b) where the whole frame reads \(a)")
        }
        #expect(cornerHalf.allSatisfy { $0.corners.bounds.maxX < 600 && $0.corners.bounds.maxY < 600 })
    }

    /// The camera path of `BarcodeReaderTests` (each photo held up in the middle of a 1280x720
    /// frame, a little larger than the focus square of the 1280x800 screen) read in the region,
    /// then at half resolution when the region holds no code: 504 of the 675, eight more than the
    /// whole frame (496), less two linear codes the whole frame reads, whose reading depends on
    /// which rows zxing samples, and those follow the image's height.
    static let lostInTheRegion = ["ean13-1/37.webp", "upca-5/26.webp"]
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
        #expect((images, wholeRead, regionRead) == (675, 496, 504))
    }
}

@Suite struct HeldCloseTests {
    /// Photos filling 90% of the frame, as a customer holding a code close to the camera (the
    /// virtual kiosk's feed), each read as the whole frame reads it: the same codes, corners
    /// within 4 px. The EAN-13 is wider than the region and read at half resolution; the
    /// PDF417s reach past the region's edge, where zxing reads them from their left half with
    /// the right corners at the region's origin (a centre outside the focus square, so never
    /// captured), and are read again in the whole frame (at half resolution, which reads them).
    @Test(arguments: ["ean13-1/4.webp", "pdf417-2/01.webp", "pdf417-2/09.webp", "datamatrix-3/dm-2.jpg", "qrcode-1/13.webp"])
    func aCodeHeldCloseIsReadAsTheWholeFrameReadsIt(image: String) throws {
        let reader = BarcodeReader(options: .init(live: true))
        let region = try controller().decodeRegion(frameWidth: 1280, frameHeight: 720)
        let frame = try ImageFile.load(path: TestData.blackboxImage(image)).fitted(width: 1280, height: 720, fraction: 0.9, fillingFrame: true)
            .converted(to: .yuyv)
        let whole = try #require(reader.scan(frame, region: nil)).detections
        let inRegion = try #require(reader.scan(frame, region: region)).detections
        #expect(whole.map(\.text) == [try TestData.expectedText(image)])
        #expect(inRegion.map(\.text) == whole.map(\.text))
        // Within 10 px: at half resolution a pixel is two of the frame's, and a linear code's
        // corners are on the rows it was read on (seen: up to 6 px for the QR code, 9 px in y
        // for the EAN-13; the PDF417s read again in the whole frame at half resolution as well).
        for (a, b) in zip(whole[0].corners.corners, try #require(inRegion.first).corners.corners) {
            #expect(abs(a.x - b.x) <= 10 && abs(a.y - b.y) <= 10, "corner \(b) where the whole frame reads \(a)")
        }
    }

    /// The PDF417 of `pdf417-2/09` held close reaches past the region's edge and is read again
    /// in the whole frame at half resolution, which reads it: no whole frame's luma at full
    /// resolution is made. A fresh scratch keeps the largest block it was asked for: the
    /// region's (576x560), larger than the half-resolution frame (640x360); the full-resolution
    /// read made it the whole 1280x720 luma (at 1080p a 2 MB block, beside zxing's own 2 MB bit
    /// matrix: the kiosk's peak).
    @Test
    func aCutCodeIsReadAgainAtHalfResolution() throws {
        let image = "pdf417-2/09.webp"
        let region = try controller().decodeRegion(frameWidth: 1280, frameHeight: 720)
        let frame = try ImageFile.load(path: TestData.blackboxImage(image)).fitted(width: 1280, height: 720, fraction: 0.9, fillingFrame: true)
            .converted(to: .yuyv)
        let reader = BarcodeReader(options: .init(live: true))
        let scratch = LumaScratch()
        let read = try #require(reader.scan(frame, region: region, scratch: scratch)).detections
        #expect(read.map(\.text) == [try TestData.expectedText(image)])
        #expect(scratch.capacity(of: .plane) == max(region.width * region.height, 640 * 360))
    }

    /// A packed frame's luma is converted block by block, a grey one read in place: the same
    /// pixels, so the same codes with the same corners on every path (the region, a cut code
    /// read again in the whole frame, half resolution, nothing found).
    @Test(arguments: ["ean13-1/4.webp", "pdf417-2/01.webp", "datamatrix-3/dm-2.jpg", "qrcode-1/13.webp", "falsepositives-1/01.webp"])
    func aYUYVFrameReadsExactlyAsItsLumaPlane(image: String) throws {
        let region = try controller().decodeRegion(frameWidth: 1280, frameHeight: 720)
        let frame = try ImageFile.load(path: TestData.blackboxImage(image)).fitted(width: 1280, height: 720, fraction: 0.9, fillingFrame: true)
            .converted(to: .yuyv)
        let grey = try #require(frame.luma())
        for area in [region, nil] {
            // A reader each: ZBar's QR reader draws from a random generator that lives as long as
            // its scanner, so a second read of the same plane may place a corner a pixel apart.
            let packed = try #require(BarcodeReader(options: .init(live: true)).scan(frame, region: area)).detections
            let planar = try #require(BarcodeReader(options: .init(live: true)).scan(grey, region: area)).detections
            #expect(
                packed.map(\.text) == planar.map(\.text) && packed.map(\.corners) == planar.map(\.corners),
                "\(image) in \(area.map { "\($0)" } ?? "the whole frame")")
        }
    }

    /// A code reaching the region's edge is one the region may cut; one at the frame's edge
    /// where the region ends there too is not.
    @Test func aCornerNearAnInnerEdgeOfTheRegionMarksACutCode() {
        let bounds = ImageRect(x: 0, y: 0, width: 1280, height: 720)
        let region = ImageRect(x: 352, y: 80, width: 576, height: 560)
        func quad(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double) -> Quad {
            Quad(topLeft: .init(x: x0, y: y0), topRight: .init(x: x1, y: y0), bottomRight: .init(x: x1, y: y1), bottomLeft: .init(x: x0, y: y1))
        }
        #expect(!BarcodeReader.reachesEdge(quad(400, 200, 800, 500), of: region, inside: bounds))
        #expect(BarcodeReader.reachesEdge(quad(400, 200, 927, 500), of: region, inside: bounds))
        #expect(BarcodeReader.reachesEdge(quad(353, 200, 800, 500), of: region, inside: bounds))
        #expect(BarcodeReader.reachesEdge(quad(400, 81, 800, 500), of: region, inside: bounds))
        #expect(BarcodeReader.reachesEdge(quad(400, 200, 800, 639), of: region, inside: bounds))
        // zxing's cut PDF417: the right corners at the region's origin.
        #expect(
            BarcodeReader.reachesEdge(
                Quad(
                    topLeft: .init(x: 360.5, y: 245.5), topRight: .init(x: 352.5, y: 80.5),
                    bottomRight: .init(x: 352.5, y: 80.5), bottomLeft: .init(x: 365.5, y: 487.5)),
                of: region, inside: bounds))
        // A region that ends at the frame's edge cuts nothing there.
        let top = ImageRect(x: 352, y: 0, width: 576, height: 640)
        #expect(!BarcodeReader.reachesEdge(quad(400, 0, 800, 500), of: top, inside: bounds))
    }
}
