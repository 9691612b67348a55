// ZBarEngineCorpusTests: the engine against the ZXing black-box sample images, exact texts.
import Capture
import Decode
import Foundation
import TestSupport
import Testing

/// The dev images that must read, with the still-image options (every pass). Images not listed
/// do not read today; an improvement that reads more must add them here (the total is asserted).
/// Measured on 2026-11-29: 417 of the 675 images with an expected text read (zbarimg 0.23.92 on
/// the same files: 380, all of which are in this list).
let mustRead: [String: [String]] = [
    "codabar-1": ["01.webp", "02.png", "03.png", "04.png", "09.webp", "10.webp", "11.png", "12.png", "13.png", "14.png", "15.png"],
    "code128-2": [
        "#444.webp", "01.webp", "02.webp", "10.webp", "12.webp", "14.webp", "17.webp", "22.webp", "25.webp", "28.webp", "31.webp", "32.webp",
        "37.webp",
    ],
    "code128-3": ["1.png", "2.webp"],
    "code39-3": ["01.webp", "05.webp", "07.webp", "10.webp", "15.webp"],
    "code93-1": ["1.png", "2.png", "3.webp"],
    "ean13-1": ["14.webp", "15.webp", "20.webp", "25.webp", "29.webp", "30.webp", "31.webp", "35.webp", "4.webp", "6.webp", "8.webp"],
    "ean13-4": [
        "01.webp", "02.webp", "03.webp", "04.webp", "06.webp", "07.webp", "09.webp", "10.webp", "11.webp", "12.webp", "13.webp", "17.webp", "19.webp",
        "20.webp",
    ],
    "ean8-1": ["1.png", "2.png", "3.png", "5.webp", "7.webp"],
    "itf-1": [
        "#220.png", "1-slanted.png", "1.webp", "13.webp", "17.webp", "2.webp", "3.webp", "5.webp", "6.webp", "7.webp", "8.webp", "9.webp",
        "with-tail.png",
    ],
    "qrcode-1": ["1.webp", "11.webp", "13.webp", "17.webp", "18.webp", "20.webp", "7.webp", "8.webp"],
    "qrcode-2": [
        "#1132.webp", "#128.png", "#1314.webp", "#142.webp", "#199.webp", "#199b.jpg", "#253.webp", "1.png", "10.png", "11.png", "12.webp", "14.png",
        "15.webp", "17.webp", "18.webp", "19.webp", "2.png", "20.webp", "21.webp", "22.webp", "23.webp", "24.webp", "25.webp", "26.webp", "27.webp",
        "28.webp", "29.webp", "30.png", "31.webp", "32.png", "34.png", "35.png", "4.webp", "5.webp", "6.webp", "7.webp", "8.png", "9.png",
        "gs1-figure-4.15.1-2.png", "low-res-v1-a.webp", "qr-circles-1.png", "qr-inv-1.webp", "qr-inv-2.webp",
    ],
    "qrcode-3": [
        "01.webp", "04.webp", "05.webp", "07.webp", "09.webp", "14.webp", "18.webp", "19.webp", "21.webp", "22.webp", "23.webp", "24.webp", "25.webp",
        "27.webp", "28.webp", "30.webp", "40.webp",
    ],
    "qrcode-5": [
        "01.webp", "02.webp", "03.webp", "04.webp", "05.webp", "08.webp", "09.webp", "11.webp", "12.webp", "13.webp", "14.webp", "15.webp", "16.png",
        "17.png", "18.png", "19.png",
    ],
    "rss14-1": ["1.png", "13.webp", "14.webp", "3.png", "4.png", "5.png", "6.webp", "7.webp", "8.webp", "9.webp"],
    "rssexpanded-1": [
        "#384.png", "1.webp", "11.png", "12.webp", "13.png", "14.png", "15.webp", "16.webp", "17.webp", "18.webp", "19.webp", "2.webp", "20.webp",
        "21.webp", "22.webp", "23.png", "24.png", "25.png", "26.png", "27.png", "28.png", "29.png", "3.webp", "30.png", "31.png", "32.png", "4.webp",
        "5.webp", "6.png", "62.png", "63.png", "64.png", "7.png", "8.png", "9.png",
    ],
    "rssexpanded-3": [
        "1.png", "10.png", "100.png", "101.png", "102.png", "103.png", "104.png", "105.png", "106.png", "107.png", "108.png", "109.png", "11.png",
        "110.png", "111.png", "112.png", "113.png", "114.png", "115.png", "116.png", "117.png", "12.png", "14.png", "15.png", "16.png", "17.png",
        "18.png", "19.png", "2.png", "20.png", "21.png", "22.png", "23.png", "24.png", "25.png", "26.png", "27.png", "28.png", "29.png", "3.png",
        "30.png", "31.png", "32.png", "33.png", "34.png", "35.png", "36.png", "37.png", "38.png", "39.png", "4.png", "40.png", "41.png", "42.png",
        "43.png", "44.png", "45.png", "46.png", "47.png", "48.png", "49.png", "5.png", "50.png", "51.png", "52.png", "53.png", "54.png", "55.png",
        "56.png", "57.png", "58.png", "59.png", "6.png", "60.png", "61.png", "62.png", "63.png", "64.png", "65.png", "67.png", "68.png", "69.png",
        "7.png", "70.png", "71.png", "72.png", "73.png", "74.png", "76.png", "77.png", "78.png", "79.png", "8.png", "80.png", "81.png", "82.png",
        "83.png", "84.png", "85.png", "86.png", "87.png", "88.png", "89.png", "9.png", "90.png", "91.png", "92.png", "93.png", "94.png", "95.png",
        "96.png", "97.png", "98.png", "99.png",
    ],
    "rssexpandedstacked-1": [
        "1.png", "10.png", "11.png", "12.png", "14.png", "15.png", "16.png", "17.png", "2.png", "21.png", "24.png", "25.png", "26.png", "27.png",
        "28.png", "29.png", "3.png", "30.png", "31.png", "32.png", "33.png", "34.png", "35.png", "36.png", "37.png", "38.png", "39.png", "4.png",
        "40.png", "41.png", "42.png", "43.png", "44.png", "45.png", "46.png", "47.png", "48.png", "49.png", "5.png", "50.png", "51.png", "52.png",
        "53.png", "54.png", "55.png", "57.png", "58.png", "6.png", "60.png", "7.png", "8.png", "9.png",
    ],
    "upca-2": [
        "01.webp", "02.webp", "03.webp", "07.webp", "09.webp", "15.webp", "16.webp", "23.webp", "25.webp", "29.webp", "32.webp", "35.webp", "39.webp",
        "42.webp", "45.webp", "46.webp", "48.webp", "49.webp",
    ],
    "upca-5": ["03.webp", "04.webp", "06.webp", "07.webp", "15.webp", "16.webp", "21.webp", "25.webp", "28.webp", "31.webp", "33.webp", "34.webp"],
    "upce-1": ["1.png", "2.png", "4.png"],
    "upce-2": ["01.webp", "02.webp", "03.webp", "10.webp", "12.webp", "24.webp", "26.webp", "29.webp", "33.webp", "34.webp", "35.webp", "38.webp"],
]

/// Code 39 Full ASCII images, read with `code39FullASCII`.
let mustReadFullASCII = ["code39-2/1.png", "code39-2/2.png", "code39-2/wide.png"]

/// EAN/UPC with a 2- or 5-digit add-on, read with `ean2` and `ean5` named; the text is the main
/// code followed by the add-on.
let mustReadAddOns = [
    "ean13-extension-1/1.png", "ean13-extension-1/2.webp", "ean13-extension-1/32.webp", "ean13-extension-1/33.webp",
    "upca-extension-1/10.webp", "upca-extension-1/11.webp", "upca-extension-1/8.webp", "upca-extension-1/9.webp",
]

/// Every corpus image that has an expected text, as `folder/file`.
func corpusImagesWithText() throws -> [String] {
    let fm = FileManager.default
    var result: [String] = []
    for folder in try fm.contentsOfDirectory(atPath: TestData.blackbox.path).sorted() {
        let url = TestData.blackbox.appendingPathComponent(folder)
        guard let files = try? fm.contentsOfDirectory(atPath: url.path) else { continue }
        for file in files.sorted() where ["png", "jpg", "webp"].contains((file as NSString).pathExtension) {
            let text = url.appendingPathComponent((file as NSString).deletingPathExtension + ".txt")
            if fm.fileExists(atPath: text.path) { result.append("\(folder)/\(file)") }
        }
    }
    return result
}

func decode(_ relative: String, options: ZBarEngine.Options = .init()) throws -> [Detection] {
    let frame = try ImageFile.load(path: TestData.blackboxImage(relative))
    return frame.luma()!.withLuma { ZBarEngine(options: options).scan($0) }
}

@Suite struct ZBarEngineCorpusTests {
    @Test func everyListedImageReadsItsExactTextAndNoOtherImageReads() throws {
        let listed = Set(mustRead.flatMap { folder, files in files.map { "\(folder)/\($0)" } })
        let engine = ZBarEngine()
        var read: Set<String> = []
        for image in try corpusImagesWithText() {
            let expected = try TestData.expectedText(image)
            let frame = try ImageFile.load(path: TestData.blackboxImage(image))
            let texts = frame.luma()!.withLuma { engine.scan($0) }.compactMap(\.text)
            if texts.contains(expected) { read.insert(image) }
            if listed.contains(image) {
                #expect(texts.contains(expected), "\(image): expected \(expected.debugDescription), read \(texts.map(\.debugDescription))")
            }
        }
        #expect(read.count == 417, "read \(read.count) images; newly read: \(read.subtracting(listed).sorted())")
        #expect(listed.count == 417)
    }

    @Test(arguments: mustReadFullASCII)
    func code39FullASCII(image: String) throws {
        let texts = try decode(image, options: .init(code39FullASCII: true)).compactMap(\.text)
        // Read before #expect: Swift 6.0's #expect cannot hold a `try` inside its operands.
        let expected = try TestData.expectedText(image)
        #expect(texts == [expected])
    }

    @Test func code39FullASCIIIsOffByDefault() throws {
        #expect(try decode("code39-2/2.png").compactMap(\.text) == ["12+A+B"])
    }

    @Test(arguments: mustReadAddOns)
    func eanAddOnsAreAppendedWhenNamed(image: String) throws {
        let options = ZBarEngine.Options(symbologies: Symbology.zbarDefault.union([.ean2, .ean5]))
        let detections = try decode(image, options: options)
        let expected = try TestData.expectedText(image)
        #expect(detections.compactMap(\.text) == [expected])
        #expect(detections.first?.addOn == String(expected.dropFirst(13)))
    }

    @Test func addOnsAreIgnoredByDefault() throws {
        #expect(try decode("ean13-extension-1/1.png").compactMap(\.text) == ["9780735200449"])
    }

    @Test func imagesWithoutCodesReadNothing() throws {
        let folder = TestData.blackbox.appendingPathComponent("falsepositives-1")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        #expect(files.count == 21)
        for file in files {
            let detections = try decode("falsepositives-1/\(file)")
            #expect(detections.isEmpty, "\(file): read \(detections.map(\.displayText))")
        }
    }

    @Test func japaneseUTF8PayloadIsNotMisreadAsShiftJIS() throws {
        // zbarimg turns this UTF-8 payload into Shift_JIS mojibake; the raw bytes are valid UTF-8.
        #expect(try decode("qrcode-2/30.png").compactMap(\.text) == ["MECARD:N:測試;;"])
    }

    @Test func symbologiesCanBeRestricted() throws {
        #expect(try decode("qrcode-1/1.webp", options: .init(symbologies: [.ean13])).isEmpty)
        #expect(try decode("qrcode-1/1.webp", options: .init(symbologies: [.qr])).map(\.symbology) == [.qr])
    }
}
