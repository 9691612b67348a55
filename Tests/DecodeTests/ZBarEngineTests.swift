// ZBarEngineTests: the engine makes its ZBar scanner anew every `renewalSymbols` symbols (ZBar
// keeps every QR code symbol it has read), and reads the same across the renewal.
import Capture
import Decode
import TestSupport
import Testing

@Suite struct ZBarEngineTests {
    /// A QR code read 1,100 times with the live passes: two renewals (after 512 and 1,024
    /// symbols), and every reading the same text with the same corners as the first.
    @Test func theScannerIsMadeAnewAfterEnoughSymbolsAndReadsTheSame() throws {
        let frame = try SampleFrames.camera("qrcode-1/13.webp", width: 320, height: 240)
        let engine = ZBarEngine(options: BarcodeReader.Options(live: true).zbar)
        let first = frame.withLuma { engine.scan($0) }
        let expected = try TestData.expectedText("qrcode-1/13.webp")
        #expect(first.map(\.text) == [expected])
        var same = 1
        for _ in 1..<1100 {
            let reading = frame.withLuma { engine.scan($0) }
            same += reading.map(\.text) == first.map(\.text) && reading.map(\.corners) == first.map(\.corners) ? 1 : 0
        }
        #expect(engine.renewals == 2)
        #expect(same == 1100, "\(same) of 1100 readings the same as the first")
    }
}
