// LiveReaderTests: a frame of an unchanged scene carries the codes of the last frame read; a
// changed one is read at once; an unchanged one is read again every `rereadEvery` frames.
import Decode
import Pixels
import Testing

@Suite struct LiveReaderTests {
    @Test func anUnchangedSceneIsCarriedAndAChangedOneReadAtOnce() throws {
        let live = LiveReader(reader: BarcodeReader(options: .init(live: true)))
        let every = live.reader.options.rereadEvery
        #expect(every == LiveReader.rereadEvery && every > 1)
        let empty = try GreyImage(camera: "falsepositives-1/01.webp")
        let code = try GreyImage(camera: "qrcode-1/13.webp")
        let region = kioskRegion
        // An empty scene: read, then carried (noise and all) until it is read again.
        var kinds: [Bool] = []
        for i in 0..<(2 * every) {
            let (outcome, carried) = empty.noisy(3, seed: UInt64(i)).withView { live.scan($0, region: region) }
            #expect(outcome.detections.isEmpty)
            kinds.append(carried)
        }
        #expect(kinds == (0..<(2 * every)).map { $0 % every != 0 })
        // The code comes into view: read in its first frame.
        let (first, carried) = code.withView { live.scan($0, region: region) }
        #expect(!carried && first.detections.map(\.symbology) == [.qr])
        // Held still: carried, the same codes.
        let (again, carriedAgain) = code.noisy(3, seed: 99).withView { live.scan($0, region: region) }
        #expect(carriedAgain && again.detections.map(\.text) == first.detections.map(\.text))
        // Another region is another reading.
        let (_, carriedElsewhere) = code.withView { live.scan($0, region: nil) }
        #expect(!carriedElsewhere)
        // Gone: read at once.
        let (gone, carriedGone) = empty.withView { live.scan($0, region: nil) }
        #expect(!carriedGone && gone.detections.isEmpty)
    }

    @Test func readingEveryFrameCarriesNothing() throws {
        var options = BarcodeReader.Options(live: true)
        options.rereadEvery = 1
        let live = LiveReader(reader: BarcodeReader(options: options))
        let image = try GreyImage(camera: "qrcode-1/13.webp")
        for _ in 0..<3 { #expect(image.withView { live.scan($0, region: kioskRegion) }.carried == false) }
    }
}
