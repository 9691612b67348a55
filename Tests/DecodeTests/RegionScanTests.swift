// RegionScanTests: the decoders read the region of a frame asked (the kiosk's focus square with a
// margin), the whole frame when a code there reaches the region's edge, and at half resolution
// when nothing is there: corners in the frame's coordinates either way, the sample photos read
// as well as in the whole frame, and a packed frame exactly as its luma plane.
import Capture
import Decode
import Foundation
import Pixels
import TestSupport
import Testing

/// The region the kiosk has the decoders read in a 1280x720 frame on its 1280x800 screen, whose
/// focus square is 370x370+455+175 there (KioskTests' DecodeRegionTests).
let kioskRegion = PixelRect(x: 352, y: 80, width: 576, height: 560)

extension BarcodeReader {
    /// Reads `region` of `frame` (nil: all of it) as the decoding thread does; nil for MJPEG.
    func scan(_ frame: Frame, region: PixelRect?) -> Outcome? {
        frame.withImageView { scan($0, region: region) }
    }
}

@Suite struct RegionScanTests {
    /// A quarter of the square's side all round, then out to multiples of 16, inside the image.
    @Test func theRegionIsTheSquareWithAQuarterOfItsSideAllRound() {
        let frame = PixelSize(width: 1280, height: 720).bounds
        #expect(BarcodeReader.region(around: PixelRect(x: 455, y: 175, width: 370, height: 370), in: frame) == kioskRegion)
        // 48 px all round (a quarter of the longer side): columns 137..<425 out to 128..<432,
        // rows 57..<303 out to 48..<304.
        #expect(
            BarcodeReader.region(around: PixelRect(x: 185, y: 105, width: 192, height: 150), in: PixelSize(width: 640, height: 360).bounds)
                == PixelRect(x: 128, y: 48, width: 304, height: 256))
        // Cut at the image's edge.
        #expect(
            BarcodeReader.region(around: PixelRect(x: 10, y: 300, width: 100, height: 100), in: frame)
                == PixelRect(x: 0, y: 272, width: 144, height: 160))
    }

    /// A QR code held up in the middle of the frame: read in the region, its corners where the
    /// whole frame's reading puts them; moved to the frame's corner, outside the region: read in
    /// the half-resolution frame, its corners again in the frame's coordinates.
    @Test func cornersAreInTheFramesCoordinatesInTheRegionAndAtHalfResolution() throws {
        let reader = BarcodeReader(options: .init(live: true))
        let region = kioskRegion
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
        let region = kioskRegion
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

    /// One scratch through the paths, frame after frame, sizes going up and down (the region,
    /// half resolution where the region reads no code, a 640x480 frame among 1280x720 ones): the
    /// same codes with the same corners as a fresh scratch each time.
    @Test func aFrameReadsThroughAUsedScratchAsThroughAFreshOne() throws {
        let images = ["pdf417-2/01.webp", "falsepositives-1/01.webp", "ean13-1/4.webp", "qrcode-1/13.webp", "datamatrix-3/dm-2.jpg"]
        let scratch = LumaScratch()
        var read = 0
        for (index, image) in images.enumerated() {
            let (width, height) = index == 3 ? (640, 480) : (1280, 720)
            let frame = try ImageFile.load(path: TestData.blackboxImage(image))
                .fitted(width: width, height: height, fraction: 0.9, fillingFrame: true).converted(to: .yuyv)
            // The kiosk's region for each size (KioskTests' DecodeRegionTests).
            let region = index == 3 ? PixelRect(x: 128, y: 48, width: 384, height: 384) : kioskRegion
            // A reader each: ZBar's QR reader draws from a random generator that lives as long as
            // its scanner (see aYUYVFrameReadsExactlyAsItsLumaPlane).
            let reused = try #require(BarcodeReader(options: .init(live: true), scratch: scratch).scan(frame, region: region)).detections
            let fresh = try #require(BarcodeReader(options: .init(live: true)).scan(frame, region: region)).detections
            #expect(reused.map(\.text) == fresh.map(\.text) && reused.map(\.corners) == fresh.map(\.corners), "\(image)")
            read += reused.isEmpty ? 0 : 1
        }
        #expect(read == 4)
        // The largest block kept is the 1280x720 frame's region (576x560), larger than its
        // half-resolution frame (640x360); the rows are two of the 1280x720 frame's.
        #expect(scratch.capacity(of: .plane) == 576 * 560, "\(scratch.capacity(of: .plane))")
        #expect(scratch.capacity(of: .rows) == 4 * 640, "\(scratch.capacity(of: .rows))")
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
        let region = kioskRegion
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
        let region = kioskRegion
        let frame = try ImageFile.load(path: TestData.blackboxImage(image)).fitted(width: 1280, height: 720, fraction: 0.9, fillingFrame: true)
            .converted(to: .yuyv)
        let scratch = LumaScratch()
        let reader = BarcodeReader(options: .init(live: true), scratch: scratch)
        let read = try #require(reader.scan(frame, region: region)).detections
        #expect(read.map(\.text) == [try TestData.expectedText(image)])
        #expect(scratch.capacity(of: .plane) == max(region.width * region.height, 640 * 360))
    }

    /// A packed frame's luma is converted block by block, a grey one read in place: the same
    /// pixels, so the same codes with the same corners on every path (the region, a cut code
    /// read again in the whole frame, half resolution, nothing found).
    @Test(arguments: ["ean13-1/4.webp", "pdf417-2/01.webp", "datamatrix-3/dm-2.jpg", "qrcode-1/13.webp", "falsepositives-1/01.webp"])
    func aYUYVFrameReadsExactlyAsItsLumaPlane(image: String) throws {
        let region = kioskRegion
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
        let bounds = PixelRect(x: 0, y: 0, width: 1280, height: 720)
        let region = PixelRect(x: 352, y: 80, width: 576, height: 560)
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
        let top = PixelRect(x: 352, y: 0, width: 576, height: 640)
        #expect(!BarcodeReader.reachesEdge(quad(400, 0, 800, 500), of: top, inside: bounds))
    }
}
