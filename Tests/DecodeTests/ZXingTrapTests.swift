// ZXingTrapTests: the inputs on which Debian 12's zxing-cpp 1.4 aborts the process (a failed
// assert, `lineCount() == 1` in Result::operator==), read here in this very process: were the
// shim to hand them to the failing code path again, this test process would die. Built against
// zxing-cpp 2.3 (Debian 13) the shim hands them to zxing, DataBar included, and these tests
// expect that; make test reads the same inputs the same way with Debian 13's build in the Debian
// 13 root (scripts/trixie-zxing-traps), since Debian 13's Swift 6.0.3 cannot build this suite.
import CZXing
import Capture
import Decode
import Foundation
import TestSupport
import Testing

/// DataBar photos on which ReadBarcodes aborts when asked for DataBar (rss14-1) or DataBar
/// Expanded (rssexpandedstacked-1): found by reading every dev image with every format, each in a
/// child process, on 2026-12-01.
let dataBarTraps: [String] =
    ["13.webp", "14.webp", "6.webp", "7.webp", "8.webp", "9.webp"].map { "rss14-1/" + $0 }
    + [
        "1.png", "10.png", "11.png", "12.png", "14.png", "15.png", "16.png", "17.png", "18.png", "19.png", "2.png", "20.png", "21.png", "22.png",
        "23.png", "24.png", "25.png", "26.png", "27.png", "28.png", "29.png", "3.png", "30.png", "31.png", "32.png", "33.png", "34.png", "35.png",
        "36.png", "37.png", "38.png", "39.png", "4.png", "40.png", "41.png", "42.png", "43.png", "44.png", "45.png", "46.png", "47.png", "48.png",
        "49.png", "5.png", "50.png", "51.png", "52.png", "53.png", "54.png", "55-corrected.png", "55.png", "56.png", "57.png", "58.png", "59.png",
        "6.png", "60.png", "61.png", "7.png", "8.png", "9.png",
    ].map { "rssexpandedstacked-1/" + $0 }

/// Linear codes filmed as 1280x720 camera frames on which ReadBarcodes aborts with zxing's default
/// hints (downscaling, rotation) when asked for the linear formats other than DataBar: the same
/// code found twice is compared through the same assert.
let linearFrameTraps = [
    "code128-3/1.png", "code128-3/2.webp", "ean13-1/31.webp", "ean8-1/3.png", "ean8-1/5.webp", "ean8-1/7.webp", "ean8-1/single-line.png",
    "itf-1/with-tail.png", "upca-2/07.webp", "upca-2/09.webp", "upce-1/1.png", "upce-2/01.webp", "upce-2/12.webp", "upce-2/29.webp",
    "upce-2/34.webp", "upce-2/39.webp",
]

/// zxing asked for everything it can be asked for, the way that reads most.
let everything = ZXingEngine.Options(symbologies: Set(Symbology.allCases), tryHarder: true, tryRotate: true, tryDownscale: true)

@Suite struct ZXingTrapTests {
    @Test func dataBarPhotosNeverReachZXingAndZBarStillReadsThem() throws {
        #expect(dataBarTraps.count == 67)
        let engine = ZXingEngine(options: everything)
        let reader = BarcodeReader()
        let zbar = ZBarEngine()
        var zxingRead = 0
        for image in dataBarTraps {
            let frame = try SampleFrames.still(image)
            let found = try frame.withLuma { try engine.scan($0) }
            // 1.4: DataBar is never asked of zxing. 2.x: it is, and reads without an abort.
            if !ZXingEngine.readsDataBar { #expect(found.isEmpty, "\(image): zxing read something") }
            zxingRead += found.count
            // The kiosk's reader gives exactly what ZBar alone gives here.
            let kiosk = frame.withLuma { reader.scan($0).detections }.compactMap(\.text)
            #expect(kiosk == frame.withLuma { zbar.scan($0) }.compactMap(\.text), "\(image)")
        }
        #expect(ZXingEngine.readsDataBar == ZXingEngine.libraryVersion.hasPrefix("2."))
        if ZXingEngine.readsDataBar { #expect(zxingRead > 0) }
    }

    @Test func linearCodesFoundTwiceInACameraFrameDoNotAbort() throws {
        #expect(linearFrameTraps.count == 16)
        let engine = ZXingEngine(options: everything)
        // UPC-A and UPC-E in their EAN-13 form, as the expected texts have them.
        var eanForm = everything
        eanForm.symbologies.subtract([.upca, .upce, .isbn10, .isbn13])
        let eanFormEngine = ZXingEngine(options: eanForm)
        var read = 0
        for image in linearFrameTraps {
            let expected = try TestData.expectedText(image)
            for (width, height) in [(1280, 720), (1920, 1080)] {
                let frame = try SampleFrames.camera(image, width: width, height: height)
                _ = try frame.withLuma { try engine.scan($0) }
                let texts = try frame.withLuma { try eanFormEngine.scan($0) }.compactMap(\.text)
                #expect(texts.isEmpty || texts == [expected], "\(image) at \(width)x\(height): \(texts)")
                read += texts.count
            }
        }
        #expect(read == 20)
    }

    @Test func noSymbologyForZXingReadsNothingRatherThanEverything() throws {
        // zxing reads every format, DataBar too, when given none: the shim must not pass that on.
        let engine = ZXingEngine(options: .init(symbologies: [.databar, .databarExp]))
        #expect(!engine.readsAnything)
        #expect(try SampleFrames.still(dataBarTraps[0]).withLuma { try engine.scan($0) }.isEmpty)
        let frame = try SampleFrames.still(dataBarTraps[0])
        let results = frame.withLuma { luma in
            var options = kiosk_zxing_options(
                formats: 0, try_harder: 1, try_rotate: 1, try_downscale: 1, binarizer: KIOSK_ZXING_LOCAL_AVERAGE, max_symbols: 0)
            return kiosk_zxing_read(
                luma.base.assumingMemoryBound(to: UInt8.self), Int32(luma.width), Int32(luma.height), Int32(luma.stride), &options, nil, 0)
        }
        #expect(results != nil && kiosk_zxing_results_count(results) == 0)
        #expect(kiosk_zxing_results_symbol(results, 0) == nil)
        kiosk_zxing_results_free(results)
    }

    @Test func aBadPlaneComesBackAsAnError() {
        var options = kiosk_zxing_options(
            formats: UInt32(KIOSK_ZXING_QR_CODE), try_harder: 0, try_rotate: 0, try_downscale: 0, binarizer: KIOSK_ZXING_LOCAL_AVERAGE,
            max_symbols: 1)
        var pixels = [UInt8](repeating: 255, count: 100)
        var message = [CChar](repeating: 0, count: 64)
        let results = pixels.withUnsafeMutableBufferPointer { p in
            message.withUnsafeMutableBufferPointer { m in kiosk_zxing_read(p.baseAddress, 10, 10, 5, &options, m.baseAddress, m.count) }
        }
        #expect(results == nil)
        #expect(String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self) == "kiosk_zxing_read: bad plane or options")
    }

    /// The whole dev set through zxing with every symbology and every pass, in this one process.
    @Test func theWholeDevSetReadsWithoutAnAbort() throws {
        let engine = ZXingEngine(options: everything)
        let fm = FileManager.default
        var images = 0
        for folder in try fm.contentsOfDirectory(atPath: TestData.blackbox.path).sorted() {
            guard let files = try? fm.contentsOfDirectory(atPath: TestData.blackbox.appendingPathComponent(folder).path) else { continue }
            for file in files.sorted() where ["png", "jpg", "webp"].contains((file as NSString).pathExtension) {
                _ = try SampleFrames.still("\(folder)/\(file)").withLuma { try engine.scan($0) }
                images += 1
            }
        }
        #expect(images == 709)
    }
}
