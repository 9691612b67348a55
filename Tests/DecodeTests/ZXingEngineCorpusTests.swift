// ZXingEngineCorpusTests: the zxing-cpp engine against the ZXing black-box sample images, exact
// texts, each of its passes, binary and structured payloads.
import Capture
import Decode
import Foundation
import TestSupport
import Testing

/// The dev images zxing-cpp reads with the still-image options (every pass, the default
/// symbologies), with their exact text. Measured with Debian 12's zxing-cpp 1.4.0: 300 of the
/// 675 images with an expected text (the 2-D folders and where it reads ZBar's symbologies too).
let mustReadZXing: [String: [String]] = [
    "aztec-1": [
        "#128.webp", "#217.png", "7.png", "BinarizerFallback.png", "Historico.png", "HistoricoLong.png", "Z1-sequence4of7.png", "abc-19x19C.png",
        "abc-37x37.png", "abc-inverted.png", "abc-mirrored.png", "az-thin.png", "dlusbs.png", "gs1-figure-4.15.1-2-31x31.png", "hello.png",
        "lorem-075x075.png",
        "lorem-105x105.png", "lorem-131x131.png", "lorem-151x151.png", "partial-quiet-zone.webp", "readerinit-compact-15x15.png",
        "readerinit-full-19x19.png", "tableShifts.png", "tag.png", "texte.png",
    ],
    "code128-2": [
        "01.webp", "02.webp", "10.webp", "12.webp", "14.webp", "17.webp", "22.webp", "25.webp", "28.webp", "31.webp", "32.webp", "37.webp",
    ],
    "code128-3": ["1.png", "2.webp"],
    "code39-3": ["01.webp", "05.webp", "07.webp", "10.webp", "15.webp"],
    "code93-1": ["1.png", "2.png", "3.webp"],
    "datamatrix-1": [
        "0123456789.png", "144x144_wrong.png", "C40.png", "EDIFACT.png", "GUID.webp", "HelloWorld_Text_L_Kaywa.png",
        "HelloWorld_Text_L_Kaywa_1_error_byte.png", "HelloWorld_Text_L_Kaywa_2_error_byte.png", "HelloWorld_Text_L_Kaywa_3_error_byte.png",
        "HelloWorld_Text_L_Kaywa_4_error_byte.png", "X12.png", "abcd-18x8.png", "abcd-26x12.png", "abcd-32x8.png", "abcd-36x12-mirrored.png",
        "abcd-36x12.png", "abcd-36x16.png", "abcd-48x16.png", "abcd-52x52-IDAutomation.png", "abcd-52x52.png", "abcdefg-64x64.png", "abcdefg.png",
        "eci.png", "gs1-figure-4.15.1-2-32x32.png", "readerinit.png", "zxing_URL_L_Kayway.png",
    ],
    "datamatrix-3": [
        "OldDetectorFallback.webp", "dm-0.webp", "dm-1.jpg", "dm-2.jpg", "dm-2x2-#1088.webp", "dm-3.webp", "dm-4.webp", "dm-5.webp", "dm-6.webp",
        "dm-7.webp", "dm-8.webp", "dm-9.webp", "dm-a.webp", "dm-d.webp", "dm-e.webp", "dm-f.webp", "dm-h.webp", "dm-i.webp", "dm-j.webp",
        // Read from the outline (`DataMatrixFinder`, the symbol redrawn).
        "#749.png", "dm-2x2-#1072-2.png", "dm-2x2-#669-2.png", "dm-2x2-a.webp", "dm-k.webp",
    ],
    "datamatrix-5": ["issue1072-left.webp"],
    "ean13-1": [
        "10.webp", "14.webp", "15.webp", "20.webp", "25.webp", "29.webp", "30.webp", "31.webp", "34.webp", "35.webp", "37.webp", "4.webp", "6.webp",
        "8.webp",
    ],
    "ean13-4": ["01.webp", "02.webp", "04.webp", "06.webp", "07.webp", "09.webp", "11.webp", "12.webp", "13.webp", "15.webp", "20.webp"],
    "ean8-1": ["1.png", "2.png", "3.png", "5.webp", "7.webp", "single-line.png"],
    "itf-1": [
        "#220.png", "1-slanted.png", "1.webp", "13.webp", "17.webp", "2.webp", "3.webp", "5.webp", "6.webp", "7.webp", "8.webp", "9.webp",
        "with-tail.png",
    ],
    "pdf417-2": [
        "01.webp", "02.webp", "03.webp", "04.webp", "05.webp", "06.webp", "07.webp", "08.webp", "09.webp", "10.webp", "11.webp", "12.webp", "13.webp",
        "14.webp", "15.webp", "16.webp", "17.webp", "18.webp", "19.webp", "20.webp", "21.webp", "22.webp", "23.webp", "25.png",
    ],
    "pdf417-3": [
        "01.png", "02.webp", "03.webp", "04.webp", "05.webp", "06.webp", "07.png", "08.webp", "09.webp", "10.webp", "11.png", "12.webp", "16.png",
        "17.png", "18.png", "19.png",
    ],
    "qrcode-1": ["1.webp", "11.webp", "13.webp", "17.webp", "18.webp", "20.webp", "7.webp", "8.webp"],
    "qrcode-2": [
        "#1086.png", "#128.png", "#1314.webp", "#142.webp", "#199.webp", "#199b.jpg", "#253.webp", "#258.webp", "#709.webp", "1.png", "10.png",
        "11.png", "12.webp", "14.png", "15.webp", "16.webp", "17.webp", "18.webp", "19.webp", "2.png", "20.webp", "21.webp", "22.webp", "23.webp",
        "24.webp", "25.webp", "26.webp", "27.webp", "28.webp", "29.webp", "30.png", "30a.webp", "31.webp", "32.png", "34.png", "35.png", "4.webp",
        "5.webp", "6.webp", "7.webp", "8.png", "9.png", "estimate-tilt.jpg", "fix-finderpattern-order.webp", "fix-traceline.webp",
        "gs1-figure-4.15.1-2.png", "low-res-v1-a.webp", "qr-circles-1.png", "qr-inv-1.webp", "qr-inv-2.webp",
    ],
    "qrcode-3": [
        "01.webp", "03.webp", "04.webp", "05.webp", "07.webp", "09.webp", "14.webp", "18.webp", "19.webp", "24.webp", "25.webp", "27.webp", "28.webp",
        "30.webp", "40.webp",
    ],
    "qrcode-5": [
        "01.webp", "02.webp", "03.webp", "04.webp", "05.webp", "08.webp", "09.webp", "11.webp", "12.webp", "13.webp", "14.webp", "15.webp", "16.png",
        "17.png", "18.png", "19.png",
    ],
    "upca-2": [
        "01.webp", "02.webp", "03.webp", "07.webp", "09.webp", "15.webp", "16.webp", "23.webp", "25.webp", "29.webp", "31.webp", "32.webp", "35.webp",
        "39.webp", "41.webp", "42.webp", "45.webp", "46.webp", "49.webp",
    ],
    "upca-5": ["03.webp", "04.webp", "07.webp", "09.webp", "15.webp", "21.webp", "28.webp", "31.webp", "33.webp", "34.webp"],
]

/// The still-image options over the kiosk's default symbologies.
let zxingStill = ZXingEngine.Options(symbologies: Symbology.defaultSet)

func zxingDecode(_ relative: String, options: ZXingEngine.Options = zxingStill) throws -> [Detection] {
    try SampleFrames.still(relative).withLuma { try ZXingEngine(options: options).scan($0) }
}

@Suite struct ZXingEngineCorpusTests {
    @Test func everyListedImageReadsItsExactTextAndNoOtherImageReads() throws {
        let listed = Set(mustReadZXing.flatMap { folder, files in files.map { "\(folder)/\($0)" } })
        let engine = ZXingEngine(options: zxingStill)
        var read: Set<String> = []
        for image in try corpusImagesWithText() {
            let expected = try TestData.expectedText(image)
            let texts = try SampleFrames.still(image).withLuma { try engine.scan($0) }.compactMap(\.text)
            if texts.contains(expected) { read.insert(image) }
            if listed.contains(image) {
                #expect(texts.contains(expected), "\(image): expected \(expected.debugDescription), read \(texts.map(\.debugDescription))")
            }
        }
        #expect(read.count == 300, "read \(read.count) images; newly read: \(read.subtracting(listed).sorted())")
        #expect(listed.count == 300)
    }

    @Test func theTwoDimensionalCodesReadWithTheirSymbologyAndCorners() throws {
        let pdf417 = try #require(try zxingDecode("pdf417-2/01.webp").first)
        let pdf417Text = try TestData.expectedText("pdf417-2/01.webp")
        #expect(pdf417.symbology == .pdf417 && pdf417.text == pdf417Text)
        #expect(pdf417.readBy == .zxing && !pdf417.disputed)
        let dataMatrix = try #require(try zxingDecode("datamatrix-1/abcd-52x52.png").first)
        let dataMatrixText = try TestData.expectedText("datamatrix-1/abcd-52x52.png")
        #expect(dataMatrix.symbology == .dataMatrix && dataMatrix.text == dataMatrixText)
        let aztec = try #require(try zxingDecode("aztec-1/abc-37x37.png").first)
        let aztecText = try TestData.expectedText("aztec-1/abc-37x37.png")
        #expect(aztec.symbology == .aztec && aztec.text == aztecText)
        // The corners enclose the code: its centre is the image's centre for these centred prints.
        let image = try SampleFrames.still("datamatrix-1/abcd-52x52.png")
        #expect(abs(dataMatrix.corners.centre.x - Double(image.width) / 2) < 4 && abs(dataMatrix.corners.centre.y - Double(image.height) / 2) < 4)
    }

    /// Each still-image pass reads an image the plain pass does not.
    @Test(arguments: [
        (ZXingEngine.Pass.globalHistogram, "qrcode-2/#258.webp"), (.inverted, "aztec-1/abc-inverted.png"), (.halfSize, "upca-5/07.webp"),
        (.doubleSize, "aztec-1/partial-quiet-zone.webp"), (.doubleSize, "datamatrix-3/dm-2x2-#1088.webp"),
    ])
    func eachPassReadsWhatThePlainPassMisses(pass: ZXingEngine.Pass, image: String) throws {
        let expected = try TestData.expectedText(image)
        // The passes alone: with zxing 1.x the bull's-eye search (`aztecBullseyes`) reads both
        // Aztec images after the plain pass too, and the outline search the Data Matrix.
        let plain = ZXingEngine.Options(symbologies: Symbology.defaultSet, passes: [.fullSize], aztecBullseyes: 0, dataMatrixOutlines: 0)
        #expect(try !zxingDecode(image, options: plain).compactMap(\.text).contains(expected))
        let other = ZXingEngine.Options(symbologies: Symbology.defaultSet, passes: [pass], aztecBullseyes: 0, dataMatrixOutlines: 0)
        #expect(try zxingDecode(image, options: other).compactMap(\.text).contains(expected))
    }

    @Test func structuredPayloadsKeepTheirSeparators() throws {
        // A FedEx label (ISO/IEC 15434: record separator 0x1E, group separator 0x1D, EOT 0x04).
        let text = try #require(try zxingDecode("pdf417-3/12.webp").first?.text)
        #expect(try text == TestData.expectedText("pdf417-3/12.webp"))
        #expect(text.hasPrefix("[)>\u{1E}01\u{1D}02"))
        // GS1 Data Matrix: FNC1 as the group separator.
        let gs1 = try #require(try zxingDecode("datamatrix-1/gs1-figure-4.15.1-2-32x32.png").first?.text)
        #expect(try gs1 == TestData.expectedText("datamatrix-1/gs1-figure-4.15.1-2-32x32.png"))
    }

    @Test func aBinaryPayloadKeepsItsExactBytes() throws {
        let detection = try #require(try zxingDecode("pdf417-2/24.png").first)
        let expected = try Data(contentsOf: TestData.blackbox.appendingPathComponent("pdf417-2/24.bin"))
        #expect(detection.content == .binary && detection.bytes == [UInt8](expected))
    }

    @Test func maxiCodeReadsWhenNamed() throws {
        let folder = "maxicode-1"
        var read = 0
        for image in try corpusImagesWithText() where image.hasPrefix(folder + "/") {
            let texts = try zxingDecode(image, options: .init(symbologies: [.maxicode])).compactMap(\.text)
            if try texts.contains(TestData.expectedText(image)) { read += 1 }
        }
        #expect(read == 8)
        // Not by default: it read none of these images filmed as camera frames (see docs/decoding.md).
        #expect(try zxingDecode("maxicode-1/MODE2.png").isEmpty)
    }

    @Test func nothingIsReadWhereThereIsNoCode() throws {
        let folder = TestData.blackbox.appendingPathComponent("falsepositives-1")
        let options = ZXingEngine.Options(symbologies: Symbology.defaultSet.union([.maxicode]))
        for file in try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() {
            let detections = try zxingDecode("falsepositives-1/\(file)", options: options)
            #expect(detections.isEmpty, "\(file): read \(detections.map(\.displayText))")
        }
    }

    @Test func theLibraryIsDebians() {
        #expect(ZXingEngine.libraryVersion.hasPrefix("1.") || ZXingEngine.libraryVersion.hasPrefix("2."))
    }
}
