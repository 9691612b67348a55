// LumaScratchTests: the decoding thread's reused luma memory keeps what it was asked for (below
// the size glibc maps on its own), and a frame read through a scratch used before reads exactly
// as through a fresh one.
import Capture
import Decode
import Kiosk
import SystemCall
import TestSupport
import Testing

@Suite struct LumaScratchTests {
    @Test func eachBufferGrowsToTheLargestBlockBelowTheOwnMappingSizeAndKeepsIt() {
        let scratch = LumaScratch()
        #expect(scratch.capacity(of: .plane) == 0 && scratch.capacity(of: .rows) == 0)
        let first = scratch.withBytes(.plane, count: 1000) { block in
            block.initialize(repeating: 7, count: 1000)
            return block
        }
        // A smaller block is the same memory; the rows buffer is another.
        #expect(scratch.withBytes(.plane, count: 10) { $0 } == first)
        #expect(scratch.withBytes(.rows, count: 10) { $0 } != first)
        #expect(scratch.capacity(of: .plane) == 1000 && scratch.capacity(of: .rows) == 10)
        scratch.withBytes(.plane, count: 300_000) { block in block[299_999] = 1 }
        #expect(scratch.capacity(of: .plane) == 300_000)
        // The whole 1080p YUYV frame's luma (2 MB) is lent for the call, not kept.
        let large = 1920 * 1080
        #expect(large >= Int(MemoryPolicy.ownMappingBytes))
        scratch.withBytes(.plane, count: large) { block in
            block.initialize(repeating: 9, count: large)
            #expect(block[large - 1] == 9)
        }
        #expect(scratch.capacity(of: .plane) == 300_000)
    }

    /// One scratch through the paths, frame after frame, sizes going up and down (the region,
    /// half resolution where the region reads no code, a 640x480 frame among 1280x720 ones): the same codes with the same corners as a fresh
    /// scratch each time.
    @Test func aFrameReadsThroughAUsedScratchAsThroughAFreshOne() throws {
        let images = ["pdf417-2/01.webp", "falsepositives-1/01.webp", "ean13-1/4.webp", "qrcode-1/13.webp", "datamatrix-3/dm-2.jpg"]
        let scratch = LumaScratch()
        var read = 0
        for (index, image) in images.enumerated() {
            let (width, height) = index == 3 ? (640, 480) : (1280, 720)
            let frame = try ImageFile.load(path: TestData.blackboxImage(image))
                .fitted(width: width, height: height, fraction: 0.9, fillingFrame: true).converted(to: .yuyv)
            let region = try controller().decodeRegion(frameWidth: width, frameHeight: height)
            // A reader each: ZBar's QR reader draws from a random generator that lives as long as
            // its scanner (see aYUYVFrameReadsExactlyAsItsLumaPlane).
            let reused = try #require(BarcodeReader(options: .init(live: true)).scan(frame, region: region, scratch: scratch)).detections
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
