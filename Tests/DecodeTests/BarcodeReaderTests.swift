// BarcodeReaderTests: the kiosk's decoder (both engines and the rule between them) on the
// sample images, as stills and filmed as camera frames.
import Capture
import Decode
import Foundation
import TestSupport
import Testing

func kioskDecode(_ relative: String, options: BarcodeReader.Options = .init()) throws -> [Detection] {
    try SampleFrames.still(relative).withLuma { BarcodeReader(options: options).scan($0).detections }
}

@Suite struct BarcodeReaderTests {
    /// Still images: every image either engine alone reads (the two lists), and no other.
    @Test func readsEveryImageEitherEngineReadsWithItsExactText() throws {
        let listed = Set((Array(mustRead) + Array(mustReadZXing)).flatMap { folder, files in files.map { "\(folder)/\($0)" } })
        #expect(listed.count == 550)
        let reader = BarcodeReader()
        var read: Set<String> = []
        for image in try corpusImagesWithText() {
            let expected = try TestData.expectedText(image)
            let outcome = try SampleFrames.still(image).withLuma { reader.scan($0) }
            #expect(outcome.failures.isEmpty)
            let texts = outcome.detections.compactMap(\.text)
            if texts.contains(expected) { read.insert(image) }
            if listed.contains(image) {
                #expect(texts.contains(expected), "\(image): expected \(expected.debugDescription), read \(texts.map(\.debugDescription))")
            }
        }
        #expect(read.count == 550, "newly read: \(read.subtracting(listed).sorted())")
    }

    /// The camera path: each image held up in a 1280x720 video-range YUYV frame, the live passes.
    /// ZBar alone reads 359 of these frames; the kiosk every frame either engine alone reads.
    @Test func cameraFramesReadEveryFrameEitherEngineReads() throws {
        let live = BarcodeReader.Options(live: true)
        let reader = BarcodeReader(options: live)
        let zbar = ZBarEngine(options: live.zbar)
        let zxing = ZXingEngine(options: live.zxing)
        var (kioskRead, zbarRead, zxingRead) = (0, 0, 0)
        for image in try corpusImagesWithText() {
            let expected = try TestData.expectedText(image)
            let frame = try SampleFrames.camera(image)
            let byZBar = frame.withLuma { zbar.scan($0) }.compactMap(\.text).contains(expected)
            let byZXing = try frame.withLuma { try zxing.scan($0) }.compactMap(\.text).contains(expected)
            let byKiosk = frame.withLuma { reader.scan($0).detections }.compactMap(\.text).contains(expected)
            #expect(byKiosk || !(byZBar || byZXing), "\(image): one engine alone reads it, the kiosk does not")
            zbarRead += byZBar ? 1 : 0
            zxingRead += byZXing ? 1 : 0
            kioskRead += byKiosk ? 1 : 0
        }
        #expect((zbarRead, zxingRead, kioskRead) == (359, 225, 496))
    }

    @Test func nothingIsReadWhereThereIsNoCode() throws {
        let folder = TestData.blackbox.appendingPathComponent("falsepositives-1")
        for file in try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() {
            #expect(try kioskDecode("falsepositives-1/\(file)").isEmpty, "\(file)")
            #expect(
                try SampleFrames.camera("falsepositives-1/\(file)").withLuma { BarcodeReader(options: .init(live: true)).scan($0).detections }
                    .isEmpty)
        }
    }

    @Test func aCodeBothEnginesReadIsOneDetectionReadByBoth() throws {
        let detections = try kioskDecode("pdf417-2/01.webp") + (try kioskDecode("qrcode-1/1.webp"))
        #expect(detections.map(\.readBy) == [.zxing, [.zbar, .zxing]])
        #expect(detections.allSatisfy { !$0.disputed })
    }

    @Test func aReadingBothEnginesMadeWinsOverOneOnlyOneMadeThere() throws {
        // ZBar reads this UPC-A twice, once wrongly; zxing reads it rightly: the agreed one stays.
        let detections = try kioskDecode("upca-2/25.webp")
        #expect(detections.compactMap(\.text) == ["0752050200137"] && detections[0].readBy == [.zbar, .zxing])
        // Without zxing, ZBar's misread is reported.
        let zbarOnly = try SampleFrames.still("upca-2/25.webp").withLuma { ZBarEngine().scan($0) }.compactMap(\.text)
        #expect(Set(zbarOnly) == ["0752050200137", "9711010200137"])
    }

    @Test func differentReadingsAtOnePlaceAreBothDisputed() throws {
        let detections = try kioskDecode("upca-2/48.webp")
        #expect(
            detections.map { "\($0.text ?? "") \($0.readBy == .zbar ? "zbar" : "zxing") \($0.disputed)" }.sorted() == [
                "0075720003259 zbar true", "1077778003259 zxing true",
            ])
    }

    @Test func aCodeInsideACodeIsAnotherCode() throws {
        // A small QR code printed inside a large one: zxing reads both, ZBar the outer one.
        let texts = try kioskDecode("qrcode-2/16.webp").filter { !$0.disputed }.compactMap(\.text)
        let expected = try TestData.expectedText("qrcode-2/16.webp")
        #expect(texts.count == 2 && texts.contains(expected))
    }

    @Test func theEnginePolicyKeepsDataBarOnZBarAndAsksZXingForLimited() {
        // DataBar Expanded goes to zxing too where zxing reads DataBar (2.x, Debian 13; this
        // suite runs on Debian 12's 1.4: scripts/trixie-zxing-traps checks 2.3).
        let zxing: Set<Symbology> = [.pdf417, .aztec, .dataMatrix, .maxicode, .qr, .ean13, .ean8, .code128, .code93, .i25, .databarLtd]
        #expect(
            EnginePolicy.zxingSymbologies(for: Symbology.defaultSet.union([.maxicode]))
                == (ZXingEngine.readsDataBar ? zxing.union([.databarExp]) : zxing))
        #expect(EnginePolicy.zbarSymbologies(for: Symbology.defaultSet) == Symbology.zbarDefault)
    }

    @Test func dataBarLimitedIsNamedAsUnreadableWhereZXingIs14() {
        #expect(ZXingEngine.readsDataBarLimited == !ZXingEngine.libraryVersion.hasPrefix("1."))
        if ZXingEngine.readsDataBarLimited {
            #expect(EnginePolicy.unreadable(of: Symbology.defaultSet).isEmpty)
        } else {
            #expect(EnginePolicy.unreadable(of: Symbology.defaultSet.union([.maxicode])) == [.databarLtd])
            #expect(
                EnginePolicy.unreadableNotice(for: [.qr, .databarLtd])
                    == "this build (zxing-cpp \(ZXingEngine.libraryVersion)) reads no databar-ltd (GS1 DataBar Limited); zxing-cpp 2.3 (Debian 13) does"
            )
        }
        #expect(EnginePolicy.unreadableNotice(for: [.qr, .databar, .dataMatrix]) == nil)
    }
}
