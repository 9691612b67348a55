// LiveReaderTests: a frame of an unchanged scene carries the codes of the last frame read, or
// while nothing was read gets the other looks one by one; a changed one is read at once; an
// unchanged one is read again every `rereadEvery` frames.
import Decode
import Foundation
import Pixels
import TestSupport
import Testing

@Suite struct LiveReaderTests {
    @Test func anUnchangedSceneIsLookedAtThenCarriedAndAChangedOneReadAtOnce() throws {
        let live = LiveReader(reader: BarcodeReader(options: .init(live: true)))
        let every = live.reader.options.rereadEvery
        // The looks for the 576x560 region (a double-size look is for smaller ones).
        let looks = live.reader.options.looks.filter { ($0.largestSide ?? .max) >= 576 }.count
        #expect(every == LiveReader.rereadEvery && live.reader.options.looks == LiveReader.looks)
        #expect(looks > 0 && looks < LiveReader.looks.count && looks + 1 < every)
        let empty = try GreyImage(camera: "falsepositives-1/01.webp")
        let code = try GreyImage(camera: "qrcode-1/13.webp")
        let region = kioskRegion
        // An empty scene: read, looked at with each look, carried (noise and all) until it is read
        // again; the looks are not taken again for the same scene.
        var readings: [LiveReader.Reading] = []
        for i in 0..<(2 * every) {
            let (outcome, reading) = empty.noisy(3, seed: UInt64(i)).withView { live.scan($0, region: region) }
            #expect(outcome.detections.isEmpty)
            readings.append(reading)
        }
        let expected: [LiveReader.Reading] =
            [.read] + Array(repeating: .looked, count: looks) + Array(repeating: .carried, count: every - 1 - looks)
            + [.read] + Array(repeating: .carried, count: every - 1)
        #expect(readings == expected)
        // The code comes into view: read in its first frame.
        let (first, reading) = code.withView { live.scan($0, region: region) }
        #expect(reading == .read && first.detections.map(\.symbology) == [.qr])
        // Held still: carried, the same codes.
        let (again, readingAgain) = code.noisy(3, seed: 99).withView { live.scan($0, region: region) }
        #expect(readingAgain == .carried && again.detections.map(\.text) == first.detections.map(\.text))
        // Another region is another reading.
        #expect(code.withView { live.scan($0, region: nil) }.reading == .read)
        // Gone: read at once.
        let (gone, readingGone) = empty.withView { live.scan($0, region: nil) }
        #expect(readingGone == .read && gone.detections.isEmpty)
    }

    /// A code the live passes miss in a frame, held still, is read by a look in a frame that
    /// follows, and its reading then stands for the frames after: `dm-0` in a 1280x720 frame
    /// (read by zxing in the region without its left and bottom eighths) and in a 1920x1080
    /// frame (its modules 12 px wide: the same cut at half size), each in the kiosk's region
    /// of that frame on a 1280x800 screen.
    @Test(arguments: [(1280, 720, kioskRegion), (1920, 1080, PixelRect(x: 544, y: 112, width: 832, height: 848))])
    func aCodeTheLivePassesMissIsReadByALook(width: Int, height: Int, region: PixelRect) throws {
        let live = LiveReader(reader: BarcodeReader(options: .init(live: true)))
        let image = try GreyImage(camera: "datamatrix-3/dm-0.webp", width: width, height: height)
        var readings: [(LiveReader.Reading, [String])] = []
        for _ in 0..<(LiveReader.rereadEvery + 1) {
            let (outcome, reading) = image.withView { live.scan($0, region: region) }
            readings.append((reading, outcome.detections.compactMap(\.text)))
        }
        let expected = try TestData.expectedText("datamatrix-3/dm-0.webp")
        #expect(readings[0].0 == .read && readings[0].1.isEmpty, "the live passes miss it (else this test shows nothing)")
        let firstRead = try #require(readings.firstIndex { $0.1 == [expected] })
        #expect(readings[firstRead].0 == .looked)
        #expect(readings[(firstRead + 1)...].allSatisfy { $0.1 == [expected] }, "\(readings)")
    }

    /// A 2x2-region Data Matrix whose photo cuts its timing edges (`datamatrix-3/dm-2x2-#1088`),
    /// held up at each camera size the kiosk offers, in the kiosk's region of that frame: no
    /// pass of zxing 1.4 or 2.3 reads it in the filmed frame; the outline look
    /// (`DataMatrixFinder`, the symbol redrawn) reads it with its exact text.
    @Test(arguments: [
        (640, 480, PixelRect(x: 128, y: 48, width: 384, height: 384)), (1280, 720, kioskRegion),
        (1920, 1080, PixelRect(x: 544, y: 112, width: 832, height: 848)),
    ])
    func aDataMatrixWithItsEdgesCutIsReadByTheOutlineLook(width: Int, height: Int, region: PixelRect) throws {
        let live = LiveReader(reader: BarcodeReader(options: .init(live: true)))
        let image = try GreyImage(camera: "datamatrix-3/dm-2x2-#1088.webp", width: width, height: height)
        let expected = try TestData.expectedText("datamatrix-3/dm-2x2-#1088.webp")
        var readings: [(LiveReader.Reading, [String])] = []
        for _ in 0..<(LiveReader.looks.count + 2) {
            let (outcome, reading) = image.withView { live.scan($0, region: region) }
            readings.append((reading, outcome.detections.compactMap(\.text)))
        }
        #expect(readings[0].0 == .read && readings[0].1.isEmpty, "the live passes miss it (else this test shows nothing)")
        let firstRead = try #require(readings.firstIndex { $0.1 == [expected] }, "\(readings.map(\.0))")
        #expect(readings[firstRead].0 == .looked && readings[..<firstRead].allSatisfy { $0.1.isEmpty })
        #expect(readings[(firstRead + 1)...].allSatisfy { $0.1 == [expected] })
    }

    /// An Aztec boarding pass held up off the frame's centre (Tests/DecodeTests/AztecPhotoSet,
    /// `aztec-offcentre/08`): zxing 1.4's live passes miss it, the bull's-eye look reads it
    /// (Debian 13's zxing 2.3 reads it in the live passes).
    @Test func anAztecSymbolOffCentreIsReadByTheBullseyeLook() throws {
        let live = LiveReader(reader: BarcodeReader(options: .init(live: true)))
        let photo = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("AztecPhotoSet/aztec-offcentre/08")
        let image = try GreyImage(camera: photo.path + ".jpg")
        let expected = try String(contentsOf: photo.appendingPathExtension("txt"), encoding: .utf8)
        var readings: [(LiveReader.Reading, [String])] = []
        for _ in 0..<(LiveReader.looks.count + 2) {
            let (outcome, reading) = image.withView { live.scan($0, region: kioskRegion) }
            readings.append((reading, outcome.detections.compactMap(\.text)))
        }
        #expect(readings[0].0 == .read && readings[0].1.isEmpty, "the live passes miss it (else this test shows nothing)")
        let firstRead = try #require(readings.firstIndex { $0.1 == [expected] }, "\(readings)")
        #expect(readings[firstRead].0 == .looked)
        #expect(readings[(firstRead + 1)...].allSatisfy { $0.1 == [expected] }, "\(readings)")
    }

    @Test func readingEveryFrameCarriesNothing() throws {
        var options = BarcodeReader.Options(live: true)
        options.rereadEvery = 1
        options.looks = []
        let live = LiveReader(reader: BarcodeReader(options: options))
        let image = try GreyImage(camera: "qrcode-1/13.webp")
        for _ in 0..<3 { #expect(image.withView { live.scan($0, region: kioskRegion) }.reading == .read) }
    }
}
